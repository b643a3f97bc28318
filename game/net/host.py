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

import json
import logging
import queue
import threading
import time
from collections.abc import Callable
from typing import Any

from websockets.sync.server import Server, serve

from ..engine.common import SECRET, Action, IllegalAction
from ..engine.common.jsonmatch import same_json
from ..shell.session import Session
from . import protocol as p
from .choices import HELD_SECRETS, Computer, bot_choice, explain
from .clock import RoundClock
from .connections import Connections
from .joincode import Throttle, new_code
from .seating import (
    CLOCKED,
    COMPUTER,
    DEFAULT_PORT,
    LOCAL,
    REMOTE,
    Change,
    HostConfig,
    Peer,
)

log = logging.getLogger("quiet_table.net")

__all__ = [
    "COMPUTER",
    "DEFAULT_PORT",
    "HELD_SECRETS",
    "LOCAL",
    "REMOTE",
    "Change",
    "Computer",
    "HostConfig",
    "TableHost",
    "bot_choice",
]


class TableHost(Connections):
    """One table hosted on this computer. ``kinds``: per seat REMOTE, LOCAL or COMPUTER (a
    computer seat is a Session seat that is not human; a remote seat's Session seat is
    human). ``save``: called with the session's save text after every applied move."""

    def __init__(
        self,
        session: Session,
        kinds: list[str],
        config: HostConfig | None = None,
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
        self.config = config = config or HostConfig()
        self.code = config.code or new_code()
        self.save = save
        self.throttle = throttle or Throttle()
        # Each remote seat's rejoin token, once a program has sat there (kept by whoever
        # restarts the host from its save, so the same programs may sit again).
        self.tokens: dict[int, str] = dict(tokens or {})
        self.session.undo_allowed = False  # a move seen on another computer stays played
        self._lock = threading.RLock()
        self._peers: dict[int, Peer] = {}
        self._pending = 0
        self._held: dict[int, Action] = {}
        self._changes: queue.Queue[Change] = queue.Queue()
        # Called (from any thread) whenever a change is queued: a window wakes to show it.
        self.wake: Callable[[], None] | None = None
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
        # False while the host's lobby is open (``start_game``): the table is joined, not
        # played yet. Headless hosts start at once.
        self.started = config.started
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
    def round_clock(self) -> RoundClock | None:
        """Zilence's round clock (None for a game without one)."""
        return self._clock

    @property
    def lock(self) -> threading.RLock:
        """The game's one lock: the frame loop holds it while it reads or changes the game."""
        return self._lock

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
            self._tell(Change("closed", None, self.move))
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

    def _send(self, peer: Peer, message: p.Message) -> None:
        """Under the lock: each reader's messages go in the moves' order."""
        peer.send(message, self.config.outbox_limit)

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
        if not self.started:
            return "not_started", ""
        if self._holds_secrets() and seat in state.secret_pending():
            if self._clock is not None:
                late = self._clock.pick_refusal()
                if late:
                    return late, ""
            if seat in self._held:
                return "illegal", p.reason_text("illegal")
            if not state.is_legal(action):
                return "illegal", explain(state, action)
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
            return "illegal", explain(state, action)
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
        self._tell(Change("moved", None, self.move))
        self._broadcast()

    def _sync_clock(self) -> None:
        clock = self._clock
        if clock is None or not self.started:
            return
        state = self.session.state
        round_ = getattr(state, "round", 0)
        if state.moment() == SECRET:
            if clock.round != round_:
                clock.start(round_)
        else:
            clock.stop()

    def start_game(self) -> None:
        """The lobby's Start: from now on every seat may move (and the clock may run)."""
        with self._lock:
            if self.started:
                return
            self.started = True
            self._sync_clock()
            self._tell(Change("moved", None, self.move))
            self._broadcast()

    # ---- computers -------------------------------------------------------------------------
    def due_computers(self) -> list[int]:
        """Computer seats that may move now."""
        with self._lock:
            state = self.session.state
            seats = [s for s, kind in enumerate(self.kinds) if kind == COMPUTER]
            if state.is_over or not self.started:
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
            self._tell(Change("left", seat, self.move))
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
                self._tell(Change("scan_over", None, self.move))
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
        if not self.started:
            return []
        if not self._holds_secrets():
            return state.actions_for(seat)
        if seat in self._held or seat not in state.secret_pending():
            return []
        if self._clock is not None and not self._clock.scan_over():
            return []
        return state.legal_actions()

    def _state_for(self, seat: int, peer: Peer | None) -> p.State:
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
            started=self.started,
        )

    def _broadcast(self) -> None:
        record = None
        for peer in list(self._peers.values()):
            if not peer.gone:
                self._send(peer, self._state_for(peer.seat, peer))
                if self.session.state.is_over and not peer.recorded:
                    record = record or p.Record(self.record_text())
                    self._send(peer, record)
                    peer.recorded = True

    def record_text(self) -> str:
        """The finished game's save as a joined program keeps it: the hosting record (the
        code and every seat's token) left out."""
        data = json.loads(self.session.to_json())
        data.pop("net", None)
        return json.dumps(data)
