"""A joined program's side: one connection to the host, read on a thread of its own.

``TableClient.join`` says hello and waits for the welcome (or raises ``Refused`` with the
host's reason key, or ``HostGone``). From then on every message from the host is validated
(protocol.py) and queued for the frame loop (``poll``, ``get``); the newest state is also kept
(``latest``). When the connection ends a ``Lost`` is queued: after the host's ``bye`` its
reason, else "connection_lost". ``rejoin`` sits at the same seat again with the token the
welcome gave.
"""

from __future__ import annotations

import contextlib
import inspect
import logging
import queue
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from websockets.exceptions import ConnectionClosed, InvalidHandshake
from websockets.sync.client import ClientConnection, connect

from ..version import version
from . import protocol as p

log = logging.getLogger("quiet_table.net")


class Refused(Exception):
    """The host would not seat this program; ``reason`` is a protocol reason key."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason

    def words(self) -> str:
        return p.reason_text(self.reason)


class HostGone(Exception):
    """No host answers at that address (or it went away during the hello)."""


@dataclass(frozen=True)
class Lost:
    """The connection ended: ``reason`` is the host's bye reason, "connection_lost" when it
    simply vanished, or "bad_message" when the host sent what this program cannot read."""

    reason: str


Received = p.Message | Lost


# websockets 17 asks ``connect`` to be a context manager, or ``legacy=True`` for a connection
# that outlives the call (ours: held by the client, read on its own thread); older versions
# return one anyway and know no such flag.
LEGACY = {"legacy": True} if "legacy" in inspect.signature(connect).parameters else {}


# A table is on the local network (or a VPN's): never through the system's web proxy, which
# websockets 15 and later would use by default (older versions know no such flag).
NO_PROXY = {"proxy": None} if "proxy" in inspect.signature(connect).parameters else {}


def address_uri(host: str, port: int) -> str:
    """``ws://host:port``, with an IPv6 address in brackets."""
    if ":" in host and not host.startswith("["):
        host = f"[{host}]"
    return f"ws://{host}:{port}"


def parse_address(text: str, default_port: int) -> tuple[str, int]:
    """A typed address: ``host``, ``host:port``, ``[v6]:port`` or a bare IPv6 address;
    ValueError when it is none of these."""
    text = text.strip()
    if not text or not text.isascii() or any(c.isspace() for c in text) or "/" in text:
        raise ValueError(text)
    host, port = text, default_port
    if text.startswith("["):
        host, _, rest = text[1:].partition("]")
        if rest:
            if not rest.startswith(":"):
                raise ValueError(text)
            port = int(rest[1:])
    elif text.count(":") == 1:
        host, _, tail = text.partition(":")
        port = int(tail)
    if not host or not 0 < port < 65536:
        raise ValueError(text)
    return host, port


def grown_log(log: list[dict[str, Any]], state: p.State) -> list[dict[str, Any]]:
    """``log`` with ``state``'s new lines (a ProtocolError if they do not follow on)."""
    if state.log_from == 0:
        return list(state.log)
    if state.log_from != len(log):
        raise p.ProtocolError(f"log lines from {state.log_from}, but {len(log)} are known")
    return log + state.log


class TableClient:
    def __init__(
        self,
        uri: str,
        code: str,
        name: str = "",
        seat: int | None = None,
        token: str | None = None,
        timeout: float = 5.0,
        program_version: str | None = None,
        on_receive: Callable[[str | bytes], None] | None = None,
    ) -> None:
        self.uri = uri
        self.code = code
        self.name = name
        self.wanted = seat
        self.token = token
        self.timeout = timeout
        self.program_version = program_version or version()
        # Sees every text the host sent, as it came (the tests' wire audit records them).
        self.on_receive = on_receive
        self.welcome: p.Welcome | None = None
        self.latest: p.State | None = None
        # The seat's whole log, put together from the states' new lines (the reader's).
        self.log: list[dict[str, Any]] = []
        self.lost: Lost | None = None
        self._ws: ClientConnection | None = None
        self._queue: queue.Queue[Received] = queue.Queue()
        self._reader: threading.Thread | None = None
        self._send_lock = threading.Lock()
        # Called on the reader's thread after each message is queued: a window wakes for it.
        self.wake: Callable[[], None] | None = None

    @property
    def seat(self) -> int | None:
        return None if self.welcome is None else self.welcome.seat

    # ---- joining ---------------------------------------------------------------------------
    def join(self) -> p.Welcome:
        """Connect and sit down; Refused or HostGone when that fails."""
        self.close()
        try:
            ws = connect(
                self.uri,
                open_timeout=self.timeout,
                close_timeout=2.0,
                max_size=p.HOST_MAX_BYTES,
                ping_interval=5.0,
                ping_timeout=10.0,
                **LEGACY,
                **NO_PROXY,
            )
        except (OSError, TimeoutError, InvalidHandshake) as exc:
            raise HostGone(str(exc)) from exc
        try:
            ws.send(
                p.encode(
                    p.Hello(
                        code=self.code,
                        seat=self.wanted,
                        token=self.token,
                        name=self.name[: p.NAME_MAX],
                        version=self.program_version,
                    )
                )
            )
            raw = ws.recv(timeout=self.timeout)
            if self.on_receive is not None:
                self.on_receive(raw)
            answer = p.decode_host(raw)
        except (ConnectionClosed, TimeoutError, OSError) as exc:
            ws.close()
            raise HostGone(str(exc)) from exc
        except p.ProtocolError as exc:
            ws.close()
            raise Refused("bad_message") from exc
        if isinstance(answer, p.Refused):
            ws.close()
            raise Refused(answer.reason)
        if not isinstance(answer, p.Welcome):
            ws.close()
            raise Refused("bad_message")
        self.welcome, self.token, self.wanted = answer, answer.token, answer.seat
        self.lost = None
        self.log = []
        self._ws = ws
        self._reader = threading.Thread(
            target=self._read, args=(ws,), name="net-client-read", daemon=True
        )
        self._reader.start()
        return answer

    def full_log(self) -> list[dict[str, Any]]:
        """The seat's log as of the newest state (the engine's ``events_for(seat)``)."""
        return list(self.log)

    def rejoin(self) -> p.Welcome:
        """Sit at the same seat again after a drop (the token from the welcome)."""
        if self.token is None:
            raise Refused("bad_token")
        return self.join()

    def _read(self, ws: ClientConnection) -> None:
        reason = "connection_lost"
        try:
            while True:
                raw = ws.recv()
                if self.on_receive is not None:
                    self.on_receive(raw)
                message = p.decode_host(raw)
                if isinstance(message, p.State):
                    self.log = grown_log(self.log, message)
                    self.latest = message
                self._queue.put(message)
                self._wake()
                if isinstance(message, p.Bye):
                    reason = message.reason
                    break
        except ConnectionClosed:
            pass
        except p.ProtocolError as exc:
            log.warning("the host sent a message this program cannot read: %s", exc)
            reason = "bad_message"
        finally:
            with contextlib.suppress(Exception):
                ws.close()
            if self._ws is ws:
                self.lost = Lost(reason)
                self._queue.put(self.lost)
                self._wake()

    def _wake(self) -> None:
        if self.wake is not None:
            try:
                self.wake()
            except Exception:  # waking a window must never stop the reader
                log.exception("the frame loop could not be woken")

    # ---- playing --------------------------------------------------------------------------
    def send_action(self, action: dict[str, Any], move: int | None = None) -> None:
        """Send this seat's ``action``, chosen on the state after ``move`` (the newest state
        received, unless named). HostGone when there is no connection."""
        if move is None:
            if self.latest is None:
                raise ValueError("no state received yet")
            move = self.latest.move
        self.send_raw(p.encode(p.Act(move=move, action=action)))

    def send_raw(self, text: str | bytes) -> None:
        """Any text to the host (the tests' hostile messages go this way too)."""
        ws = self._ws
        if ws is None:
            raise HostGone("not connected")
        try:
            with self._send_lock:
                ws.send(text)
        except (ConnectionClosed, OSError) as exc:
            raise HostGone(str(exc)) from exc

    def poll(self) -> list[Received]:
        """Every message received since the last poll, oldest first (never waits)."""
        out: list[Received] = []
        while True:
            try:
                out.append(self._queue.get_nowait())
            except queue.Empty:
                return out

    def get(self, timeout: float) -> Received:
        """The next message; queue.Empty after ``timeout`` seconds."""
        return self._queue.get(timeout=timeout)

    def close(self) -> None:
        ws, self._ws = self._ws, None
        if ws is not None:
            with contextlib.suppress(Exception):
                ws.close()
        reader = self._reader
        if reader is not None and reader is not threading.current_thread():
            reader.join(3.0)
        self._reader = None
