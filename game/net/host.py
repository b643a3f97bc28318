"""The host: the one authority of a table played across computers.

The host holds the game (a ``Session``: the engine state and who sits where) and a websockets
server on a thread of its own; every joined program holds one seat. All engine access, from the
connections' threads, the host's ticker and the frame loop (``apply_local``, ``snapshot``,
``poll``), is under one lock, so the engine sees one move at a time.

A remote seat acts only for itself: its action must be based on the current move and be legal
for that seat now, else it gets ``rejected`` (the engine's words for an illegal move) and
nothing changes. After every applied move the save callback gets the save, and each connected
seat is sent its own ``state`` only: its ``view(seat)``, its ``events_for(seat)`` and what it
may do. Messages leave through one queue and thread per connection, so a slow or stalled
reader never holds the lock.

Zilence's secret choice is simultaneous across computers: a seat still to choose may send its
path at once; the host holds it and applies the held paths in the engine's order (the engine
takes them one seat after another). Its round runs on the host's clock (clock.py).
"""

from __future__ import annotations

import contextlib
import hmac
import logging
import queue
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from websockets.exceptions import ConnectionClosed
from websockets.sync.server import Server, ServerConnection, serve

from ..engine.common import SECRET, Action, IllegalAction, choose
from ..engine.common.jsonmatch import same_json
from ..shell.session import Session
from ..version import version
from . import protocol as p
from .clock import RoundClock
from .joincode import Throttle, new_code, new_token, same_code

log = logging.getLogger("quiet_table.net")

REMOTE, LOCAL, COMPUTER = "remote", "local", "computer"
DEFAULT_PORT = 47334
# Games whose secret choice offers every seat still to choose the same actions, so a seat may
# choose before its turn in the engine comes (the host holds the choice till then).
HELD_SECRETS = frozenset({"zilence"})
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


@dataclass(frozen=True)
class Change:
    """What the frame loop learns from ``poll``: ``kind`` is moved, joined, left, scan_over,
    closed; ``seat`` where one seat is concerned; ``move`` the history's length then."""

    kind: str
    seat: int | None
    move: int


@dataclass
class _Peer:
    seat: int
    ws: ServerConnection
    outbox: queue.Queue[str | None] = field(default_factory=queue.Queue)
    gone: bool = False
    bad: int = 0
    sent_log: list[dict[str, Any]] | None = None  # the log as this connection has it


class TableHost:
    """One table hosted on this computer. ``kinds``: per seat REMOTE, LOCAL or COMPUTER (a
    computer seat is a Session seat that is not human; a remote seat's Session seat is
    human). ``save``: called with the session's save text after every applied move."""

    def __init__(
        self,
        session: Session,
        kinds: list[str],
        config: HostConfig = HostConfig(),
        save: Callable[[str], None] | None = None,
        tokens: dict[int, str] | None = None,
        throttle: Throttle | None = None,
        clock: Callable[[], float] = time.monotonic,
        computer: Computer | None = None,
    ) -> None:
        if len(kinds) != session.state.num_players or set(kinds) - {REMOTE, LOCAL, COMPUTER}:
            raise ValueError("one kind (remote, local, computer) per seat")
        for seat, kind in enumerate(kinds):
            if (kind == COMPUTER) == session.seats[seat].human:
                raise ValueError(f"seat {seat} is {kind} but the session says otherwise")
        self.session = session
        self.computer = computer or bot_choice
        self.kinds = list(kinds)
        self.config = config
        self.code = config.code or new_code()
        self.save = save
        self.throttle = throttle or Throttle()
        # Each remote seat's rejoin token, once a program has sat there (kept by whoever
        # restarts the host from its save, so the same programs may sit again).
        self.tokens: dict[int, str] = dict(tokens or {})
        self.session.undo_allowed = False  # a move seen on another computer stays played
        self._lock = threading.RLock()
        self._peers: dict[int, _Peer] = {}
        self._pending = 0
        self._held: dict[int, Action] = {}
        self._changes: queue.Queue[Change] = queue.Queue()
        self._clock: RoundClock | None = None
        if self.game_id in CLOCKED:
            scan = config.scan_seconds
            if scan is None:
                scan = float(session.state.options.get("scan_seconds", 20))
            self._clock = RoundClock(scan, config.reveal_seconds, config.choose_seconds, clock)
        self._scan_told: int | None = None  # the round whose scan end was sent
        self._server: Server | None = None
        self._port: int | None = None
        self._threads: list[threading.Thread] = []
        self._stop = threading.Event()
        self.closed = False
        self._sync_clock()

    # ---- facts ----------------------------------------------------------------------------
    @property
    def game_id(self) -> str:
        return self.session.state.GAME_ID

    @property
    def remote_seats(self) -> list[int]:
        return [s for s, kind in enumerate(self.kinds) if kind == REMOTE]

    @property
    def port(self) -> int:
        """The port it listens (or listened) on."""
        assert self._port is not None, "the host was never started"
        return self._port

    @property
    def move(self) -> int:
        return len(self.session.state.history)

    def connected(self) -> list[int]:
        with self._lock:
            return sorted(self._peers)

    def missing(self) -> list[int]:
        with self._lock:
            return [s for s in self.remote_seats if s not in self._peers]

    def free_seats(self) -> list[int]:
        """Remote seats nobody has sat at yet (a dropped seat is kept for its token)."""
        with self._lock:
            return [s for s in self.remote_seats if s not in self._peers and s not in self.tokens]

    # ---- the server ---------------------------------------------------------------------------
    def start(self) -> int:
        """Listen (and start the host's ticker); returns the port."""
        self._server = serve(
            self._handle,
            self.config.bind,
            self.config.port,
            max_size=p.CLIENT_MAX_BYTES,
            max_queue=4,
            open_timeout=self.config.hello_timeout,
            ping_interval=self.config.ping_interval,
            ping_timeout=self.config.ping_timeout,
            close_timeout=2.0,
        )
        self._port = int(self._server.socket.getsockname()[1])
        self._spawn(self._server.serve_forever, "net-host-server")
        self._spawn(self._tick_loop, "net-host-ticker")
        log.info("hosting %s on %s:%s", self.game_id, self.config.bind, self.port)
        return self.port

    def close(self) -> None:
        """Tell every joined program goodbye, close every connection and stop listening."""
        with self._lock:
            if self.closed:
                return
            self.closed = True
            peers = list(self._peers.values())
            for peer in peers:
                self._send(peer, p.Bye("host_closed"))
                peer.outbox.put(None)
            self._changes.put(Change("closed", None, self.move))
        self._stop.set()
        for peer in peers:  # the goodbyes are sent before the sockets close
            peer.gone = True
        deadline = time.monotonic() + 3.0
        for thread in list(self._threads):
            if thread.name.startswith("net-host-send"):
                thread.join(max(0.0, deadline - time.monotonic()))
        if self._server is not None:
            self._server.shutdown()
        for thread in list(self._threads):
            thread.join(max(0.1, deadline - time.monotonic()))

    def _spawn(self, target: Callable[..., Any], name: str, *args: Any) -> None:
        thread = threading.Thread(target=target, args=args, name=name, daemon=True)
        self._threads = [t for t in self._threads if t.is_alive()]
        self._threads.append(thread)
        thread.start()

    # ---- one connection -------------------------------------------------------------------
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

    def _greet(self, ws: ServerConnection) -> _Peer | None:
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
            seat, reason = self._admit(hello, address)
            if seat is None:
                self._refuse(ws, reason)
                return None
            old = self._peers.get(seat)
            if old is not None:  # the seat's token came back on a new connection
                self._send(old, p.Bye("replaced"))
                old.outbox.put(None)
            peer = _Peer(seat, ws)
            self._peers[seat] = peer
            token = self.tokens.setdefault(seat, new_token())
            if hello.name and self.session.seats[seat].name != hello.name:
                self.session.seats[seat].name = hello.name
            self._spawn(self._sender, f"net-host-send-{seat}", peer)
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
            self._changes.put(Change("joined", seat, self.move))
            self._broadcast()  # the others see the seat filled, the seat its state
        return peer

    def _admit(self, hello: p.Hello, address: str) -> tuple[int | None, str]:
        """The seat ``hello`` may take, or None and the reason key. Under the lock."""
        if self.config.same_version and hello.version != version():
            return None, "old_version"
        if hello.token is not None:
            # A 128-bit token is never guessed: it takes the seat back even while the address
            # is slowed down; a wrong one counts as a wrong try.
            seat = next(
                (
                    s
                    for s, t in self.tokens.items()
                    if hmac.compare_digest(t.encode(), hello.token.encode())
                ),
                None,
            )
            if seat is None or self.kinds[seat] != REMOTE or not same_code(hello.code, self.code):
                self.throttle.failed(address)
                return None, "bad_token"
            if hello.seat is not None and hello.seat != seat:
                return None, "bad_token"
            return seat, ""
        if self.throttle.wait_left(address) > 0:
            return None, "slow_down"
        if not same_code(hello.code, self.code):
            self.throttle.failed(address)
            return None, "wrong_code"
        self.throttle.succeeded(address)
        free = self.free_seats()
        if hello.seat is not None:
            if hello.seat >= len(self.kinds) or self.kinds[hello.seat] != REMOTE:
                return None, "no_such_seat"
            if hello.seat not in free:
                return None, "seat_taken"
            return hello.seat, ""
        if not free:
            return None, "table_full"
        return free[0], ""

    def _refuse(self, ws: ServerConnection, reason: str) -> None:
        with contextlib.suppress(Exception):
            ws.send(p.encode(p.Refused(reason)))
            ws.close(1008, reason)

    def _listen(self, peer: _Peer) -> None:
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

    def _left(self, peer: _Peer) -> None:
        with self._lock:
            peer.gone = True
            peer.outbox.put(None)
            if self._peers.get(peer.seat) is peer:
                del self._peers[peer.seat]
                if not self.closed:
                    self._changes.put(Change("left", peer.seat, self.move))
                    self._broadcast()  # everyone sees the seat missing

    def _sender(self, peer: _Peer) -> None:
        """Sends one connection's queued messages in order; None closes it."""
        while True:
            text = peer.outbox.get()
            if text is None:
                with contextlib.suppress(Exception):
                    peer.ws.close()
                return
            try:
                peer.ws.send(text)
            except Exception:  # the connection is gone: its handler notices too
                peer.gone = True
                with contextlib.suppress(Exception):
                    peer.ws.close()
                return

    def _send(self, peer: _Peer, message: p.Message) -> None:
        """Queue ``message`` for ``peer`` (under the lock, so each reader's order is the
        moves' order); a reader too far behind is dropped and may rejoin."""
        if peer.outbox.qsize() >= self.config.outbox_limit:
            log.warning("seat %s reads too slowly: dropped", peer.seat)
            peer.gone = True
            peer.outbox.put(None)
            return
        peer.outbox.put(p.encode(message))

    # ---- moves ----------------------------------------------------------------------------
    def _remote_act(self, seat: int, message: p.Act) -> tuple[str, str]:
        """A remote seat's action: ("", "") when taken, else a reason key and words."""
        if self.kinds[seat] != REMOTE:
            return "not_your_turn", ""
        if message.move != self.move:
            return "stale", ""
        return self._take(seat, message.action)

    def apply_local(self, seat: int, action: Action) -> None:
        """A move by a person at the host's screen (or its computer, paced by the frame):
        IllegalAction with the reason when it is refused; nothing changes then."""
        with self._lock:
            if self.kinds[seat] == REMOTE:
                raise IllegalAction(p.reason_text("not_your_turn"))
            reason, words = self._take(seat, action)
            if reason:
                raise IllegalAction(words or p.reason_text(reason))

    def _take(self, seat: int, action: Action) -> tuple[str, str]:
        state = self.session.state
        if self.closed:
            return "host_closed", ""
        if state.is_over:
            return "game_over", ""
        if self._holds_secrets() and seat in state.secret_pending():
            if self._clock is not None:
                late = self._clock.pick_refusal()
                if late:
                    return late, ""
            if seat in self._held:
                return "illegal", p.reason_text("illegal")
            if not state.is_legal(action):
                return "illegal", _explain(state, action)
            self._held[seat] = dict(action)
            before = self.move
            self._flush_held()
            if self.move == before:  # held only: the seat sees it held, the others one less
                self._broadcast()
            return "", ""
        mine = state.actions_for(seat)
        if not mine:
            return "not_your_turn", ""
        if not any(a == action and same_json(action, a) for a in mine):
            if state.is_legal(action):  # another seat's move (Silencio's start card)
                return "not_your_turn", ""
            return "illegal", _explain(state, action)
        try:
            self._apply(action)
        except IllegalAction as exc:
            return "illegal", str(exc)
        self._flush_held()
        return "", ""

    def _holds_secrets(self) -> bool:
        return self.game_id in HELD_SECRETS and self.session.state.moment() == SECRET

    def _flush_held(self) -> None:
        """Held secret choices go into the engine in its order, as their turn comes."""
        state = self.session.state
        while self._holds_secrets() and state.current_player in self._held:
            self._apply(self._held.pop(state.current_player))
            state = self.session.state
        if not self._holds_secrets():
            self._held.clear()

    def _apply(self, action: Action) -> None:
        """One engine move (IllegalAction leaves all as it was), then the save, the clock,
        and each seat's own state."""
        self.session.apply(action)
        if self.save is not None:
            try:
                self.save(self.session.to_json())
            except Exception:  # a failed save must not lose the table: logged, play goes on
                log.exception("the networked game's save failed")
        self._sync_clock()
        self._changes.put(Change("moved", None, self.move))
        self._broadcast()

    def _sync_clock(self) -> None:
        clock = self._clock
        if clock is None:
            return
        state = self.session.state
        round_ = getattr(state, "round", 0)
        if state.moment() == SECRET:
            if clock.round != round_:
                clock.start(round_)
        else:
            clock.stop()

    # ---- computers -------------------------------------------------------------------------
    def due_computers(self) -> list[int]:
        """Computer seats that may move now."""
        with self._lock:
            state = self.session.state
            seats = [s for s, kind in enumerate(self.kinds) if kind == COMPUTER]
            if state.is_over:
                return []
            if self._holds_secrets():
                if self._clock is not None and self._clock.pick_refusal():
                    return []
                return [s for s in state.secret_pending() if s in seats and s not in self._held]
            return [s for s in seats if state.actions_for(s)]

    def play_computer(self, seat: int) -> bool:
        """``seat``'s computer move now, if it may move; True when a move was taken."""
        with self._lock:
            if seat not in self.due_computers():
                return False
            action = self.computer(self.session, seat, self._offered(seat))
            return not self._take(seat, action)[0]

    def give_seat_to_computer(self, seat: int, level: str = "") -> None:
        """A remote (or local) seat is a computer's from now on; its program is told so."""
        with self._lock:
            if self.kinds[seat] == COMPUTER:
                return
            self.kinds[seat] = COMPUTER
            info_seat = self.session.seats[seat]
            info_seat.human = False
            info_seat.level = level or self.session.info.default_bot_level
            self.tokens.pop(seat, None)
            peer = self._peers.pop(seat, None)
            if peer is not None:
                self._send(peer, p.Bye("given_to_computer"))
                peer.outbox.put(None)
                peer.gone = True
            self._changes.put(Change("left", seat, self.move))
            self._broadcast()

    def release_seat(self, seat: int) -> None:
        """Forget a dropped seat's token: the next program with the code may take it."""
        with self._lock:
            if seat not in self._peers:
                self.tokens.pop(seat, None)

    # ---- the clock ------------------------------------------------------------------------
    def _tick_loop(self) -> None:
        while not self._stop.wait(self.config.tick):
            try:
                self.tick()
            except Exception:  # the ticker must outlive any one fault
                log.exception("the host's ticker failed")

    def tick(self) -> None:
        """The host's clock: the scan's end told to every seat, a late choice made for its
        seat, and (``computers_play``) the computers' moves."""
        with self._lock:
            if self.closed:
                return
            clock = self._clock
            if clock is not None and clock.scan_over() and self._scan_told != clock.round:
                self._scan_told = clock.round
                self._changes.put(Change("scan_over", None, self.move))
                self._broadcast()
            if clock is not None and clock.overdue() and self._holds_secrets():
                for seat in list(self.session.state.secret_pending()):
                    if seat not in self._held and self._holds_secrets():
                        self._held[seat] = bot_choice(self.session, seat, self._offered(seat))
                self._flush_held()
            if self.config.computers_play:
                for _ in range(64):  # a bound: the frame's share of the lock stays short
                    due = self.due_computers()
                    if not due or not self.play_computer(due[0]):
                        break

    # ---- what each seat is sent ----------------------------------------------------------
    def snapshot(self, seat: int) -> p.State:
        """``seat``'s state as its screen is sent it (a local seat's too)."""
        with self._lock:
            return self._state_for(seat, None)

    def poll(self) -> list[Change]:
        """What changed since the last poll, oldest first (for the frame loop)."""
        out = []
        while True:
            try:
                out.append(self._changes.get_nowait())
            except queue.Empty:
                return out

    def _offered(self, seat: int) -> list[Action]:
        """What the host takes from ``seat`` now: its engine moves, or in a held secret
        choice (once the scan is over) the choices, until it has chosen."""
        state = self.session.state
        if not self._holds_secrets():
            return state.actions_for(seat)
        if seat in self._held or seat not in state.secret_pending():
            return []
        if self._clock is not None and not self._clock.scan_over():
            return []
        return state.legal_actions()

    def _state_for(self, seat: int, peer: _Peer | None) -> p.State:
        """``seat``'s state; for a connection, only the log lines it has not been sent."""
        state = self.session.state
        log_lines = state.events_for(seat)
        log_from = 0
        if peer is not None:
            sent = peer.sent_log
            if sent is not None and log_lines[: len(sent)] == sent:
                log_from = len(sent)
            peer.sent_log = log_lines
        clock = self._clock.info() if self._clock is not None else None
        held = self._held.get(seat)
        if self._holds_secrets():
            waiting = [s for s in state.secret_pending() if s not in self._held]
        else:
            waiting = state.actors()
        return p.State(
            move=len(state.history),
            view=state.view(seat),
            log_from=log_from,
            log=log_lines[log_from:],
            actions=self._offered(seat),
            held=dict(held) if held is not None else None,
            waiting=waiting,
            missing=[s for s in self.remote_seats if s not in self._peers],
            clock=clock.as_dict() if clock is not None else None,
        )

    def _broadcast(self) -> None:
        for peer in list(self._peers.values()):
            if not peer.gone:
                self._send(peer, self._state_for(peer.seat, peer))


def _explain(state: Any, action: Action) -> str:
    try:
        return state.explain_illegal(action)
    except Exception:  # a malformed action must not break the explanation
        return p.reason_text("illegal")


Computer = Callable[[Session, int, list[Action]], Action]


def bot_choice(session: Session, seat: int, offered: list[Action]) -> Action:
    """The game's computer player for ``seat`` (from what that seat may know only)."""
    state = session.state
    held = session.game_id in HELD_SECRETS and state.moment() == SECRET
    if held and seat != state.current_player:
        return _secret_choice(session, seat)
    return session.bot_action(seat)


def _secret_choice(session: Session, seat: int) -> Action:
    """A computer's secret choice for a seat whose turn in the engine has not come: decided
    on a copy where it is that seat's turn (the choices offered are the same for all)."""
    state = session.state
    copy = state.clone()
    for other in state.secret_pending():
        if other == seat:
            break
        copy.apply(copy.legal_actions()[0])  # the seats before it: any choice (unseen)
    return choose(copy, session.info, seat, session.seats[seat].level)
