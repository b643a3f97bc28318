"""The two ends of a table played across computers, as the table scene sees them (the
``TableLink`` protocol of shell/link.py).

``HostLink``: this computer hosts. Its ``Session`` is the one game, changed under the host's
lock by the frame loop (the people and computers at this screen) and by the connections'
threads (the seats on other computers); the table holds that lock while it updates and draws.
It announces the table on the local network while seats are free, and keeps in the session's
``net`` record what hosting it again needs (which seats are away, the code, the port, the
rejoin tokens), so a save continued later is hosted again at the same address and code.

``JoinLink``: this program sits at one seat of a table hosted elsewhere. Its session's state
is a ``RemoteState``: what the host last sent. A move is sent and the seat's actions are
withdrawn until the host answers (a state, or a refusal with its reason). A dropped
connection is sat down again with the rejoin token, on a thread, for ``RECONNECT_SECONDS``.
"""

from __future__ import annotations

import contextlib
import logging
import threading
import time
from collections.abc import Callable
from typing import Any

from ..shell.link import LinkNews
from ..shell.session import Seat, Session
from ..version import version
from . import protocol as p
from .client import HostGone, Lost, Refused, TableClient, grown_log
from .discovery import Announcer
from .host import COMPUTER, LOCAL, REMOTE, HostConfig, TableHost
from .remote import RemoteState

log = logging.getLogger("quiet_table.net")

RECONNECT_SECONDS = 120.0  # a joined program looks for its host this long after a drop
RECONNECT_EVERY = 2.0
# Why a joined table ends for good (a reason key of protocol.REASONS); any other bye is a drop.
FINAL = frozenset({"host_closed", "given_to_computer", "replaced", "bad_token", "old_version"})


# ---- the host ---------------------------------------------------------------------------------
def seat_kinds(session: Session) -> list[str]:
    return [
        REMOTE if s in session.away else LOCAL if seat.human else COMPUTER
        for s, seat in enumerate(session.seats)
    ]


def start_hosting(
    session: Session,
    table_name: str,
    port: int | None = None,
    wake: Callable[[], None] | None = None,
) -> HostLink:
    """Host ``session`` (its ``away`` seats are played on other computers): listen, announce,
    and keep the net record. A continued save is hosted at its saved port with its saved code
    and tokens (another port if that one is taken). OSError when nothing can listen.
    ``wake`` is called from the connections' threads whenever something changed."""
    record = session.net or {}
    tokens = {int(k): str(v) for k, v in record.get("tokens", {}).items()}
    code = record.get("code") if isinstance(record.get("code"), str) else None
    wanted = port if port is not None else int(record.get("port", 0) or 0)
    host = None
    for try_port in dict.fromkeys([wanted, 0] if wanted else [HostConfig().port, 0]):
        host = TableHost(
            session,
            seat_kinds(session),
            HostConfig(port=try_port, code=code, started=False),  # the lobby starts it
            tokens=tokens,
        )
        host.wake = wake
        try:
            host.start()
            break
        except OSError:
            host.close()
            if try_port == 0:
                raise
    assert host is not None
    return HostLink(session, host, table_name)


class HostLink:
    hosting = True

    def __init__(self, session: Session, host: TableHost, table_name: str) -> None:
        self.session = session
        self.host = host
        session.link = self
        self.announcer: Announcer | None = None
        self._announced_free = -1
        self._table_name = table_name
        self._closing: threading.Thread | None = None
        self._announcing = threading.Lock()
        self.remember()
        threading.Thread(target=self._announce, name="net-announce", daemon=True).start()

    @property
    def code(self) -> str:
        return self.host.code

    @property
    def port(self) -> int:
        return self.host.port

    def hold(self) -> contextlib.AbstractContextManager[Any]:
        return self.host.lock

    @property
    def started(self) -> bool:
        return self.host.started

    def remember(self) -> None:
        """The session's net record: what hosting this game again needs."""
        self.session.net = {
            "away": sorted(self.session.away),
            "code": self.host.code,
            "port": self.host.port,
            "tokens": {str(k): v for k, v in self.host.tokens.items()},
        }

    def act(self, seat: int, action: dict[str, Any]) -> None:
        self.host.apply_local(seat, action)

    def start_game(self) -> None:
        """The lobby's Start: the joined screens may move from now on."""
        self.host.start_game()

    def joined(self) -> list[int]:
        return self.host.connected()

    def poll(self) -> LinkNews:
        changes = self.host.poll()
        news = LinkNews(missing=self.host.missing())
        news.moved = any(c.kind in ("moved", "joined", "left", "scan_over") for c in changes)
        if any(c.kind in ("joined", "left") for c in changes):
            self.remember()  # a new token and name to keep (the table saves on "moved")
            self._update_announcement()
        if self.host.closed:
            news.lost = "host_closed"
        return news

    def scan_ends(self) -> tuple[int, float] | None:
        clock = self.host.round_clock
        if clock is None or clock.round is None:
            return None
        return clock.round, clock.scan_ends  # (the host's clock is time.monotonic)

    def give_to_computer(self, seat: int) -> None:
        self.host.give_seat_to_computer(seat)
        self.session.away = frozenset(self.session.away - {seat})
        self.remember()
        self._update_announcement()

    def close(self) -> None:
        """Stop hosting, on a thread of its own: the frame that asks holds the game's lock,
        which the connections' threads need to finish. Not a daemon, so a program quitting
        still says goodbye to every joined screen and withdraws its announcement."""
        if self._closing is None:
            self._closing = threading.Thread(target=self._close, name="net-host-close")
            self._closing.start()

    def _close(self) -> None:
        self.host.close()
        with self._announcing:
            announcer, self.announcer = self.announcer, None
        if announcer is not None:  # withdrawn, or others list a closed table for minutes
            announcer.close()

    def closed(self, timeout: float = 5.0) -> bool:
        """Wait for the closing (after ``close``); True once nothing listens."""
        if self._closing is not None:
            self._closing.join(timeout)
        return self.host.closed and (self._closing is None or not self._closing.is_alive())

    # ---- the local network's listing ----------------------------------------------------------
    def _announce(self) -> None:
        """On a thread: registering on the local network takes a second or two."""
        announcer = Announcer(
            self._table_name,
            self.session.game_id,
            self.host.port,
            self._free(),
            version(),
            seats=self._free_seats(),
        )
        if not announcer.start():
            return
        with self._announcing:  # (closing takes the announcer under the same lock)
            closed = self._closing is not None
            if not closed:
                self.announcer, self._announced_free = announcer, announcer.free
        if closed:
            announcer.close()

    def _free(self) -> int:
        return len(self.host.free_seats())

    def _free_seats(self) -> list[tuple[int, str]]:
        names = self.session.names
        return [(seat, names[seat]) for seat in self.host.free_seats()]

    def _update_announcement(self) -> None:
        free = self._free()
        if self.announcer is not None and free != self._announced_free:
            self._announced_free = free
            announcer = self.announcer
            args = (free, self._free_seats())
            threading.Thread(target=announcer.update, args=args, daemon=True).start()


def scan_end(clock: dict[str, Any] | None) -> tuple[int, float] | None:
    """The round and when its scan ends here, from a state's clock (told as seconds left
    when the host sent it: the few milliseconds on the way are not counted)."""
    if not clock or type(clock.get("round")) is not int:
        return None
    left = clock.get("seconds_left")
    if clock.get("phase") != "scan" or not isinstance(left, (int, float)):
        return clock["round"], time.monotonic()  # the scan is over
    return clock["round"], time.monotonic() + float(left)


# ---- a joined program ---------------------------------------------------------------------------
def joined_session(client: TableClient, wake: Callable[[], None] | None = None) -> Session:
    """The session a joined program plays: the host's seats by name, every other seat away
    (so nothing here ever plays or curtains them), its state what the host sends."""
    welcome = client.welcome
    assert welcome is not None
    state = RemoteState(welcome.game, welcome.players, welcome.options, welcome.seat)
    seats = [Seat(name, True) for name in welcome.names]
    session = Session(state, seats)  # type: ignore[arg-type]
    session.away = frozenset(s for s in range(welcome.players) if s != welcome.seat)
    session.keeps_save = False  # the game is the host's: this program's own save stays
    session.suggestions_allowed = session.undo_allowed = False
    session.shown_seat = session.anchor = welcome.seat  # one person here: always its view
    client.wake = wake
    JoinLink(session, client)
    return session


class JoinLink:
    hosting = False

    def __init__(self, session: Session, client: TableClient) -> None:
        self.session = session
        self.client = client
        self.remote: RemoteState = session.state  # type: ignore[assignment]
        self.log: list[dict[str, Any]] = []
        self._reconnect: threading.Thread | None = None
        self._rejoined = threading.Event()
        self._final = ""
        self._sent_from: list[dict[str, Any]] = []  # the seat's actions when it last sent one
        self._scan_ends: tuple[int, float] | None = None
        session.link = self

    def hold(self) -> contextlib.AbstractContextManager[Any]:
        return contextlib.nullcontext()

    @property
    def started(self) -> bool:
        return self.remote.started

    def act(self, seat: int, action: dict[str, Any]) -> None:
        """Send the move; this seat may do nothing more until the host answers."""
        try:
            self.client.send_action(action, self.remote.move)
        except HostGone:
            return  # the drop shows in the next poll, and the move is offered again then
        self._sent_from, self.remote.offered = self.remote.offered, []

    def poll(self) -> LinkNews:
        news = LinkNews()
        for message in self.client.poll():
            if isinstance(message, p.State):
                try:
                    self.log = grown_log(self.log, message)
                    self.remote.update(message, self.log)
                except p.ProtocolError as exc:
                    log.warning("a state this program cannot follow: %s", exc)
                    self._final = "bad_message"
                    continue
                news.moved = True
                self._scan_ends = scan_end(message.clock)
            elif isinstance(message, p.Record):
                news.record = message.save
            elif isinstance(message, p.Rejected):
                news.refused = message.text or p.reason_text(message.reason)
                news.moved = True  # its actions are offered again
                if message.move == self.remote.move and not self.remote.offered:
                    self.remote.offered = self._sent_from
            elif isinstance(message, Lost) and not self._final:
                if message.reason in FINAL:
                    self._final = message.reason
                else:
                    self._start_reconnecting()
        news.missing = list(self.remote.missing)
        news.reconnecting = self._reconnect is not None and self._reconnect.is_alive()
        news.lost = self._final
        return news

    def _start_reconnecting(self) -> None:
        if self._reconnect is not None and self._reconnect.is_alive():
            return
        self._reconnect = threading.Thread(target=self._rejoin, name="net-rejoin", daemon=True)
        self._reconnect.start()

    def _rejoin(self) -> None:
        end = time.monotonic() + RECONNECT_SECONDS
        while time.monotonic() < end and not self._final:
            try:
                self.client.rejoin()  # (the host sends the whole log again)
                return
            except Refused as exc:
                self._final = exc.reason if exc.reason in FINAL else "connection_lost"
                return
            except HostGone:
                time.sleep(RECONNECT_EVERY)
        self._final = self._final or "connection_lost"

    def scan_ends(self) -> tuple[int, float] | None:
        return self._scan_ends

    def give_to_computer(self, seat: int) -> None:
        """Only the host gives seats away."""

    def close(self) -> None:
        self._final = self._final or "left"
        self.client.close()
