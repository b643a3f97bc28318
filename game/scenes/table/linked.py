"""A table played across computers (the session's ``link``, shell/link.py): moves go through
the link, moves made elsewhere are shown as they arrive, the seats missing are named, and the
table that is gone (the host closed it, or it cannot be found again) says so and goes back to
the menu.

On the host the session's engine is changed by other threads too (the joined programs'
moves), under the host's lock; the table holds it while it updates and draws (``hold``). A
joined program keeps no save and no History entry: the game is the host's.

A mixin of TableScene, like the other rooms; without a link every method is the one-screen
table's.
"""

from __future__ import annotations

import contextlib
import logging
import time
from typing import Any

import pygame

from ...engine.common import ANYONE, Action
from ...files import saves
from ...history import store as history
from ...i18n import _
from ...ui import theme
from ...ui.painter import Painter
from ...ui.widgets import Button

log = logging.getLogger(__name__)


class LinkedTable:
    missing: list[int] = []  # seats on other computers not connected now
    reconnecting = False  # a joined program looks for its host again
    _events_seen = 0  # the game's public events the table has shown
    _kept = False  # the finished game went to History (once)
    _give_button: Button | None = None

    # ---- facts ---------------------------------------------------------------------------
    @property
    def link(self):
        return self.session.link

    def hosting(self) -> bool:
        return self.link is not None and self.link.hosting

    def hold(self) -> contextlib.AbstractContextManager[Any]:
        """The game's lock while a frame reads or changes it (a hosted table's only)."""
        return self.link.hold() if self.link is not None else contextlib.nullcontext()

    # ---- moves ---------------------------------------------------------------------------
    def play_move(self, action: Action) -> list[dict[str, Any]]:
        """Apply ``action`` here, or through the link (IllegalAction when refused); the
        public events it produced (none yet on a joined program: the host answers)."""
        state = self.session.state
        before = len(state.events)
        if self.link is None:
            events = self.session.apply(action)
        else:
            self.link.act(self.acting_seat(action), action)
            events = self.session.state.events[before:]
        self._events_seen = len(self.session.state.events)
        return events

    def acting_seat(self, action: Action) -> int:
        """Whose move ``action`` is: a race's names its seat; else the person at the screen
        if it is theirs, or the seat whose turn it is (a computer's move, or one the table
        makes for it, like Silver's Next round pressed by whoever sits here)."""
        state = self.session.state
        seat = action.get("seat")
        if state.moment() == ANYONE and type(seat) is int:
            return seat
        here = None if self._computer_moving else self.viewer
        for candidate in (here, state.current_player):
            if candidate is not None and action in state.actions_for(candidate):
                return candidate
        return here if here is not None else state.current_player

    def keep_move(self) -> None:
        """After a move: the save, and a finished game kept in History (the host's only)."""
        if not self.session.keeps_save:
            return
        if self.session.state.is_over:
            if not self._kept:
                self._kept = True
                self.session.net = None  # a finished table is not hosted again: no code kept
                history.record(self.session)  # kept before the slot is emptied
                saves.clear_save()
        else:
            saves.save_later(self.session)  # written off the frame

    def host_scan_left(self, round_: Any) -> float | None:
        """Seconds left of ``round_``'s scan on the host's clock (None: not networked, or no
        round's clock runs), so every screen's countdown ends at the host's moment."""
        link = self.link
        ends = link.scan_ends() if link is not None else None
        if ends is None or ends[0] != round_:
            return None
        return max(0.0, ends[1] - time.monotonic())

    # ---- each frame ----------------------------------------------------------------------
    def follow_link(self) -> bool:
        """What came over the link since the last frame; False once the table is gone."""
        link = self.link
        if link is None:
            return True
        news = link.poll()
        self.missing, self.reconnecting = news.missing, news.reconnecting
        if news.moved:
            self.moved_elsewhere()
        if news.refused:
            self.refuse(news.refused)
        if news.record:
            self.keep_record(news.record)
        if news.lost:
            self.table_lost(news.lost)
            return False
        return True

    def before_move(self) -> None:
        """A game keeps what it needs of the table before a move changes it (where its cards
        lay, for them to travel): called before a move made here or elsewhere is shown."""

    def moved_elsewhere(self) -> None:
        """Moves made on another computer (or the host's answer): shown like one made here."""
        self.before_move()  # (the table still shows the move before: drawn, not refreshed)
        events = self.session.state.events
        new = events[self._events_seen :] if len(events) >= self._events_seen else []
        self._events_seen = len(events)
        self.keep_move()
        if not self.sync_viewer():
            self.refresh()
        self.on_events(new)

    def keep_record(self, text: str) -> None:
        """A joined program keeps the finished game in History, as if played here: the
        host's save, if it is this game and ends as this seat saw it."""
        from ...engine.common import SaveError
        from ...shell.session import session_from_json

        state = self.session.state
        try:
            record = session_from_json(text)
        except SaveError as exc:
            log.warning("the finished game's record could not be read: %s", exc)
            return
        seat = getattr(state, "seat", None)
        game = record.state
        if seat is None or game.GAME_ID != state.GAME_ID or not game.is_over:
            return
        if game.view(seat)["table"] != state.view(seat)["table"]:
            log.warning("the finished game's record does not end as this seat saw it")
            return
        history.record(record)

    def table_lost(self, reason: str) -> None:
        """The table is gone: said once, then back to the menu (after the end: quietly)."""
        from ...net.protocol import reason_text
        from ..dialog import message
        from ..screens import main_menu

        link, self.session.link = self.link, None
        link.close()
        if reason == "left" or self.session.state.is_over:
            return
        title = _("The table was closed")
        self.app.stack.reset(main_menu(self.app), message(self.app, title, reason_text(reason)))

    def leave_link(self) -> None:
        """The table leaves the screen: a host stops hosting, a joined program leaves."""
        link, self.session.link = self.link, None
        if link is not None:
            link.close()

    # ---- the missing seats -----------------------------------------------------------------
    def link_prompt(self) -> str:
        """The prompt bar's words while the table waits on the network: the host looked for
        again, or a missing seat whose move it is."""
        if self.reconnecting:
            return _("The connection to the host was lost: looking for it again…")
        if self.link is not None and not self.link.started:
            return _("The host has not started the game yet.")
        state = self.session.state
        due = set(state.actors()) | {state.current_player}
        names = [self.names[s] for s in self.missing if s in due]
        if not names or state.is_over:
            return ""
        return _("Waiting for {names} to come back to the table.").format(names=", ".join(names))

    def away_note(self, text: str) -> str:
        """The prompt's words, and who is not connected (every screen says so)."""
        if not self.missing or self.session.state.is_over:
            return text
        names = ", ".join(self.names[s] for s in self.missing)
        return _("{prompt} Not connected: {names}.").format(prompt=text, names=names)

    def give_button(self) -> Button | None:
        """On the host, while a seat is missing: a computer may play it from now on (at the
        prompt bar's right end)."""
        if not self.hosting() or not self.missing or self.session.state.is_over:
            self._give_button = None
            return None
        seat = self.missing[0]
        label = _("A computer plays for {name}").format(name=self.names[seat])
        if self._give_button is None or self._give_button.text != label:
            self._give_button = Button(
                label, (0, 0, 300, 40), lambda: self.ask_give(seat), size=theme.SIZE_SMALL
            )
        return self._give_button

    def ask_give(self, seat: int) -> None:
        from ..dialog import Dialog

        name = self.names[seat]

        def give() -> None:
            if self.link is not None:
                self.link.give_to_computer(seat)
                self.refresh()

        self.app.stack.push(
            Dialog(
                self.app,
                _("Give {name}'s seat to a computer?").format(name=name),
                _("A computer player plays it to the end; {name} cannot sit there again.").format(
                    name=name
                ),
                [(_("Give it to a computer"), give), (_("Keep waiting"), lambda: None)],
            )
        )

    def handle_link(self, event: pygame.event.Event) -> bool:
        button = self.give_button()
        return button is not None and button.handle(event)

    def link_reserve(self, painter: Painter, bar: pygame.FRect, reserve: float) -> float:
        """Place the give button in the prompt bar, left of the bar's own buttons; the room
        the bar's words must leave."""
        button = self.give_button()
        if button is None:
            return reserve
        width = min(painter.measure(button.text, theme.SIZE_SMALL)[0] + 32, bar.w / 3)
        button.rect.update(bar.right - reserve - width - 6, bar.y + 6, width, bar.h - 12)
        return reserve + width + 12

    def draw_link(self, painter: Painter) -> None:
        button = self.give_button()
        if button is not None:
            button.draw(painter, False, False)
