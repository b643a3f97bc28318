"""Hosting a table: the lobby shows where to join (this computer's address and port) and the
join code, and lists the seats as they fill; Start opens the table (seats still empty are
waited for when their turn comes).

``host_new_game`` deals a game whose setup named seats "On another computer" and hosts it;
``resumed_lobby`` hosts a saved hosted game again (Continue), at its saved port with its saved
code, so the others rejoin as they left.
"""

from __future__ import annotations

import random
from typing import Any

from ...engine import GAMES, new_game
from ...files import saves
from ...history import store as history
from ...i18n import N_, _
from ...net.discovery import local_addresses
from ...net.table_link import HostLink, start_hosting
from ...shell.session import Seat, Session
from ...ui import theme
from ...ui.painter import Painter
from ...ui.viewport import LOGICAL_W
from ...ui.widgets import Button, Widget
from ..common import FormScene
from ..dialog import Dialog, message
from ..registry import open_game
from .wake import wake_window

LEFT_X, RIGHT_X, COL_W = 64, 688, 528


def table_name(session: Session) -> str:
    """How the table is listed on the local network: the first person here, else the game."""
    here = session.humans
    name = session.seats[here[0]].name if here else GAMES[session.game_id].title
    return _("{name}'s table").format(name=name)


def host_new_game(
    app,
    game_id: str,
    seats: list[Seat],
    away: set[int],
    options: dict[str, Any],
    suggestions: bool = True,
) -> None:
    """Deal a new game with ``away`` seats on other computers, save it, host it, and show the
    lobby (or say why this computer cannot host)."""
    from ..screens import main_menu

    state = new_game(game_id, len(seats), random.randrange(1 << 31), options)
    session = Session(state, seats)
    session.away = frozenset(away)
    session.suggestions_allowed = suggestions
    session.undo_allowed = False  # a move seen on another computer stays played
    try:
        start_hosting(session, table_name(session), wake=wake_window)
    except OSError as exc:
        app.stack.push(cannot_host(app, exc))
        return
    history.keep_abandoned()  # the game this one replaces
    saves.save_later(session, durable=True)  # with its net record: Continue hosts it again
    app.sounds.play("click")
    app.stack.reset(main_menu(app), HostLobby(app, session))


def resumed_lobby(app, session: Session):
    """A saved hosted game (Continue): hosted again, its lobby shown; or why it cannot be."""
    session.away = frozenset(session.net.get("away", [])) if session.net else frozenset()
    session.undo_allowed = False
    try:
        start_hosting(session, table_name(session), wake=wake_window)
    except OSError as exc:
        return cannot_host(app, exc)
    return HostLobby(app, session)


def cannot_host(app, exc: OSError):
    return message(
        app,
        _("This computer cannot host a table"),
        _("Nothing could listen for the other computers ({reason}).").format(reason=exc),
    )


# Each kind of seat in the lobby's list, as it stands.
SEAT_WORDS = {
    "here": N_("At this screen"),
    "computer": N_("Computer player"),
    "joined": N_("Joined from another computer"),
    "waiting": N_("Waiting for another computer…"),
}


class HostLobby(FormScene):
    title = N_("Hosting a table")

    def __init__(self, app, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.game_id = session.game_id
        self.link: HostLink = session.link  # type: ignore[assignment]
        self.subtitle = GAMES[session.game_id].title
        self.addresses = [f"{a}:{self.link.port}" for a in local_addresses()]
        self.handed_over = False  # the table has the session now (not closed on exit)
        self.joined: list[int] = []

    # ---- widgets ---------------------------------------------------------------------
    def build(self) -> list[Widget]:
        start = Button(
            _("Start the game"),
            (LOGICAL_W - 64 - 280, 624, 280, 56),
            self.start,
            primary=True,
            tooltip=_("Seats not joined yet are waited for when their turn comes."),
        )
        close = Button(_("Close the table"), (LEFT_X, 624, 280, 56), self.back)
        return [close, start]

    def seat_state(self, seat: int) -> str:
        if seat in self.session.away:
            return "joined" if seat in self.joined else "waiting"
        return "here" if self.session.seats[seat].human else "computer"

    # ---- flow ------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        news = self.link.poll()
        if news.moved and self.session.keeps_save:
            saves.save_later(self.session)  # who joined (their name and rejoin token)
        self.joined = self.link.joined()

    def hold(self):
        return self.link.hold()

    def enter(self) -> None:
        super().enter()
        self.form.set_focus(self.form.widgets[-1])  # Enter starts the game

    def start(self) -> None:
        self.link.start_game()
        self.handed_over = True
        self.app.sounds.play("curtain")
        if len(self.session.humans) == 1 and self.session.shown_seat is None:
            self.session.lift_curtain()  # one person here: nobody to hide a hand from
        self.app.stack.replace(open_game(self.app, self.session))

    def back(self) -> None:
        """Closing the table asks first: whoever joined goes back to their menu."""
        self.app.stack.push(
            Dialog(
                self.app,
                _("Close the table?"),
                _("Everyone who joined goes back to their menu; the game stays saved here."),
                [(_("Close the table"), self.close), (_("Keep it open"), lambda: None)],
            )
        )

    def close(self) -> None:
        from ..screens import main_menu

        self.app.stack.reset(main_menu(self.app))

    def exit(self) -> None:
        if not self.handed_over:
            self.link.close()
            self.session.link = None

    # ---- drawing ---------------------------------------------------------------------
    def decorate(self, painter: Painter) -> None:
        painter.panel((LEFT_X - 24, 144, COL_W + 48, 464))
        painter.panel((RIGHT_X - 24, 144, COL_W + 48, 464))
        self.draw_where(painter)
        self.draw_seats(painter)

    def draw_where(self, painter: Painter) -> None:
        y = painter.text(
            _("On the other computer: Join a table, then this address and code."),
            (LEFT_X, 164),
            theme.SIZE_BODY,
            theme.TEXT_DIM,
            wrap=COL_W,
        ).bottom
        y += 16
        y = painter.text(_("Address"), (LEFT_X, y), theme.SIZE_LABEL, bold=True).bottom + 4
        for address in self.addresses[:3]:
            y = painter.text(address, (LEFT_X + 16, y), theme.SIZE_HEADING).bottom + 4
        y += 16
        y = painter.text(_("Join code"), (LEFT_X, y), theme.SIZE_LABEL, bold=True).bottom + 4
        code = " ".join(self.link.code)
        y = painter.text(code, (LEFT_X + 16, y), theme.SIZE_TITLE, theme.ACCENT, bold=True).bottom
        painter.text(
            _("On the local network the table is listed by itself."),
            (LEFT_X, y + 12),
            theme.SIZE_SMALL,
            theme.TEXT_DIM,
            wrap=COL_W,
        )

    def draw_seats(self, painter: Painter) -> None:
        """Each seat's name, and under it where it is played from (and whether it came)."""
        y = painter.text(_("Seats"), (RIGHT_X, 164), theme.SIZE_LABEL, bold=True).bottom + 12
        for seat, info in enumerate(self.session.seats):
            kind = self.seat_state(seat)
            color = theme.ACCENT if kind == "waiting" else theme.TEXT_DIM
            y = painter.text(
                info.name, (RIGHT_X, y), theme.SIZE_LABEL, bold=True, max_width=COL_W
            ).bottom
            y = painter.text(
                _(SEAT_WORDS[kind]), (RIGHT_X + 24, y), theme.SIZE_BODY, color, wrap=COL_W - 24
            ).bottom
            y += 10
