"""Who may sit where at a hosted table: the host's settings, the kinds of seat, one joined
connection (``Peer``: its queue of messages and the thread that sends them) and ``admit``,
which answers a hello with a seat or a reason.

A rejoin token (128 random bits) takes its seat back even while the address is slowed down for
wrong codes; a wrong token counts as a wrong try. A seat a program has sat at is kept for its
token until the host releases it.
"""

from __future__ import annotations

import contextlib
import hmac
import logging
import queue
from dataclasses import dataclass, field
from typing import Any

from websockets.sync.server import ServerConnection

from ..version import version
from . import protocol as p
from .joincode import Throttle, same_code

log = logging.getLogger("quiet_table.net")

REMOTE, LOCAL, COMPUTER = "remote", "local", "computer"
DEFAULT_PORT = 47334
CLOCKED = frozenset({"zilence"})  # games whose round runs on the host's clock


@dataclass(frozen=True)
class HostConfig:
    bind: str = "0.0.0.0"  # every interface: the local network (a VPN's too)
    port: int = DEFAULT_PORT  # 0: any free port (``TableHost.port`` says which)
    code: str | None = None  # None: a new random code
    hello_timeout: float = 5.0  # a connection has this long to say hello
    max_pending: int = 8  # connections not yet seated, at once
    max_bad: int = 20  # malformed messages from one seated connection before it is closed
    outbox_limit: int = 2000  # messages waiting for one slow reader before it is dropped
    ping_interval: float | None = 5.0  # websockets' keepalive finds a vanished peer
    ping_timeout: float | None = 10.0
    same_version: bool = True  # refuse a program of another version (its rules may differ)
    scan_seconds: float | None = None  # Zilence's scan; None: the table's option
    reveal_seconds: float = 0.9
    choose_seconds: float | None = None  # Zilence's choice time after the scan (None: waits)
    tick: float = 0.05  # how often the host looks at its clock (and its computers)
    computers_play: bool = False  # the host's ticker plays computer seats (headless hosts)
    started: bool = True  # False: a lobby is open until ``TableHost.start_game``


@dataclass(frozen=True)
class Change:
    """What the frame loop learns from ``poll``: ``kind`` is moved, joined, left, scan_over,
    closed; ``seat`` where one seat is concerned; ``move`` the history's length then."""

    kind: str
    seat: int | None
    move: int


@dataclass
class Peer:
    """One seated connection; messages leave through its queue, in order, on its own thread
    (so a slow reader never holds the host's lock)."""

    seat: int
    ws: ServerConnection
    outbox: queue.Queue[str | None] = field(default_factory=queue.Queue)
    gone: bool = False
    bad: int = 0
    sent_log: list[dict[str, Any]] | None = None  # the log as this connection has it
    recorded: bool = False  # the finished game's record was sent

    def send(self, message: p.Message, limit: int) -> None:
        """Queue ``message``; a reader ``limit`` messages behind is dropped (it may rejoin)."""
        if self.outbox.qsize() >= limit:
            log.warning("seat %s reads too slowly: dropped", self.seat)
            self.finish()
            return
        self.outbox.put(p.encode(message))

    def finish(self) -> None:
        """No more messages: what is queued is sent, then the connection closes."""
        self.gone = True
        self.outbox.put(None)

    def run_sender(self) -> None:
        """Sends one connection's queued messages in order; None closes it."""
        while True:
            text = self.outbox.get()
            if text is None:
                with contextlib.suppress(Exception):
                    self.ws.close()
                return
            try:
                self.ws.send(text)
            except Exception:  # the connection is gone: its handler notices too
                self.gone = True
                with contextlib.suppress(Exception):
                    self.ws.close()
                return


def admit(
    hello: p.Hello,
    address: str,
    *,
    kinds: list[str],
    tokens: dict[int, str],
    code: str,
    throttle: Throttle,
    free: list[int],
    same_version: bool = True,
    names: list[str] | None = None,
) -> tuple[int | None, str]:
    """The seat ``hello`` may take (from ``address``), or None and the reason key. Asking
    for no seat in particular, a program whose name is a free seat's (as the host named it
    in setup) is given that seat."""
    if same_version and hello.version != version():
        return None, "old_version"
    if hello.token is not None:
        # A 128-bit token is never guessed: it takes the seat back even while the address
        # is slowed down; a wrong one counts as a wrong try.
        seat = next(
            (s for s, t in tokens.items() if hmac.compare_digest(t.encode(), hello.token.encode())),
            None,
        )
        if seat is None or kinds[seat] != REMOTE or not same_code(hello.code, code):
            throttle.failed(address)
            return None, "bad_token"
        if hello.seat is not None and hello.seat != seat:
            return None, "bad_token"
        return seat, ""
    if throttle.wait_left(address) > 0:
        return None, "slow_down"
    if not same_code(hello.code, code):
        throttle.failed(address)
        return None, "wrong_code"
    throttle.succeeded(address)
    if hello.seat is not None:
        if hello.seat >= len(kinds) or kinds[hello.seat] != REMOTE:
            return None, "no_such_seat"
        if hello.seat not in free:
            return None, "seat_taken"
        return hello.seat, ""
    if not free:
        return None, "table_full"
    named = [s for s in free if names and s < len(names) and same_name(names[s], hello.name)]
    return (named or free)[0], ""  # the seat the host named so, else the first free one


def same_name(a: str, b: str) -> bool:
    return a.strip().casefold() == b.strip().casefold() != ""
