"""The host's doorway: each connection's hello answered (a seat or a reason), then its
actions read until it closes. Part of ``TableHost`` (a base class of it, for this one job):
everything it touches of the game, it touches under the host's lock.
"""

from __future__ import annotations

import contextlib
import logging
import threading
from typing import TYPE_CHECKING, Any

from websockets.exceptions import ConnectionClosed
from websockets.sync.server import ServerConnection

from . import protocol as p
from .joincode import Throttle, new_token
from .seating import Change, HostConfig, Peer, admit

if TYPE_CHECKING:
    from ..shell.session import Session

log = logging.getLogger("quiet_table.net")


class Connections:
    # What the host holds (TableHost sets them).
    _lock: threading.RLock
    _peers: dict[int, Peer]
    _pending: int
    _changes: Any

    def _tell(self, change: Change) -> None:
        """Queue ``change`` for the frame loop's ``poll``, and wake the frame loop."""
        self._changes.put(change)
        wake = getattr(self, "wake", None)
        if wake is not None:
            try:
                wake()
            except Exception:  # waking a window must never stop a connection
                log.exception("the frame loop could not be woken")

    closed: bool
    config: HostConfig
    session: Session
    kinds: list[str]
    tokens: dict[int, str]
    code: str
    throttle: Throttle
    game_id: str
    move: int
    remote_seats: list[int]

    def free_seats(self) -> list[int]: ...
    def _spawn(self, target: Any, name: str, *args: Any) -> None: ...
    def _send(self, peer: Peer, message: p.Message) -> None: ...
    def _broadcast(self) -> None: ...
    def _remote_act(self, seat: int, message: p.Act) -> tuple[str, str]: ...

    def _handle(self, ws: ServerConnection) -> None:
        with self._lock:
            if self.closed or self._pending >= self.config.max_pending:
                full = True
            else:
                full = False
                self._pending += 1
        if full:  # a flood of connections: close at once, think about none of them
            with contextlib.suppress(Exception):
                ws.close(1013, "busy")
            return
        try:
            peer = self._greet(ws)
        finally:
            with self._lock:
                self._pending -= 1
        if peer is None:
            return
        try:
            self._listen(peer)
        finally:
            self._left(peer)

    def _greet(self, ws: ServerConnection) -> Peer | None:
        """The hello, answered with a welcome (and the seat's state) or a refusal."""
        address = str(ws.remote_address[0]) if ws.remote_address else "?"
        try:
            raw = ws.recv(timeout=self.config.hello_timeout)
            hello = p.decode_client(raw)
            if not isinstance(hello, p.Hello):
                raise p.ProtocolError("the first message is not a hello")
        except (TimeoutError, ConnectionClosed, p.ProtocolError) as exc:
            log.info("no hello from %s: %s", address, exc)
            self._refuse(ws, "bad_message")
            return None
        with self._lock:
            seat, reason = admit(
                hello,
                address,
                kinds=self.kinds,
                tokens=self.tokens,
                code=self.code,
                throttle=self.throttle,
                free=self.free_seats(),
                same_version=self.config.same_version,
                names=self.session.names,
            )
            if seat is None:
                self._refuse(ws, reason)
                return None
            old = self._peers.get(seat)
            if old is not None:  # the seat's token came back on a new connection
                self._send(old, p.Bye("replaced"))
                old.outbox.put(None)
            peer = Peer(seat, ws)
            self._peers[seat] = peer
            token = self.tokens.setdefault(seat, new_token())
            others = [n.casefold() for i, n in enumerate(self.session.names) if i != seat]
            if hello.name and hello.name.casefold() not in others:  # (never two of one name)
                self.session.seats[seat].name = hello.name
            self._spawn(peer.run_sender, f"net-host-send-{seat}")
            state = self.session.state
            self._send(
                peer,
                p.Welcome(
                    seat=seat,
                    token=token,
                    game=self.game_id,
                    options=dict(state.options),
                    players=state.num_players,
                    names=self.session.names,
                    remote=self.remote_seats,
                ),
            )
            self._tell(Change("joined", seat, self.move))
            self._broadcast()  # the others see the seat filled, the seat its state
        return peer

    def _refuse(self, ws: ServerConnection, reason: str) -> None:
        with contextlib.suppress(Exception):
            ws.send(p.encode(p.Refused(reason)))
            ws.close(1008, reason)

    def _listen(self, peer: Peer) -> None:
        while not peer.gone:
            try:
                raw = peer.ws.recv()
            except ConnectionClosed:
                return
            try:
                message = p.decode_client(raw)
                if not isinstance(message, p.Act):
                    raise p.ProtocolError(f"{message.T} after the hello")
            except p.ProtocolError as exc:
                peer.bad += 1
                log.info("seat %s sent a bad message: %s", peer.seat, exc)
                with self._lock:
                    self._send(peer, p.Rejected(self.move, "bad_message", ""))
                if peer.bad >= self.config.max_bad:
                    with contextlib.suppress(Exception):
                        peer.ws.close(1008, "bad_message")
                    return
                continue
            with self._lock:
                if self._peers.get(peer.seat) is not peer:
                    return  # replaced or given away meanwhile
                reason, words = self._remote_act(peer.seat, message)
                if reason:
                    self._send(peer, p.Rejected(message.move, reason, words))

    def _left(self, peer: Peer) -> None:
        with self._lock:
            peer.gone = True
            peer.outbox.put(None)
            if self._peers.get(peer.seat) is peer:
                del self._peers[peer.seat]
                if not self.closed:
                    self._tell(Change("left", peer.seat, self.move))
                    self._broadcast()  # everyone sees the seat missing
