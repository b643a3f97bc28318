"""Undo at the table: the last human's move taken back while it has shown nobody anything new.

What may be taken back is the session's and the engine's business (``Session.undo_point``,
``engine/common/disclosure.py``): the last human's move and the computers' moves after it,
until something comes to light or another human lifts a curtain. This room adds the "Undo"
button in the prompt bar and its keys (U, Ctrl+Z), and puts the table back as it was: the
state is replayed, so the view, the log and the choices are the ones from before the move;
a computer about to move decides afresh; the save is the shorter game.

On a curtain (several humans), the seat whose move may still be taken back gets a button
there too (``curtain_undo``): the next player has seen nothing yet.

A mixin of TableScene.
"""

from __future__ import annotations

import pygame

from ...files import saves
from ...i18n import _
from ...ui import theme
from ...ui.log_panel import LogFeed
from ...ui.widgets import Button, Widget
from ..keymap import is_undo_key

UNDO_W = 110


class TableUndo:
    def undo_available(self) -> bool:
        return not self.read_only and self.session.undo_point() is not None

    def undo_tip(self) -> str:
        seat = self.session.undo_seat()
        if seat is None or not self.session.private_screens:
            return _("Take back your last move (U)")
        return _("Take back {name}'s last move (U)").format(name=self.names[seat])

    def undo_widgets(self, placed: list[Widget]) -> list[Widget]:
        """ "Undo" in the prompt bar, left of what is there already, while a move may be
        taken back (only U does when the prompt would not fit beside it)."""
        if not self.undo_available():
            return []
        bar, label = self.bar(), _("Undo")
        width = max(UNDO_W, self.app.painter.measure(label, theme.SIZE_SMALL)[0] + 28)
        in_bar = [w.rect.x for w in placed if bar.contains(w.rect)]
        x = (min(in_bar) if in_bar else bar.right) - 8 - width
        if not self.prompt_fits(bar.right - x + 8):
            return []
        rect = (x, bar.y + 6, width, bar.h - 12)
        return [Button(label, rect, self.take_back, tooltip=self.undo_tip(), size=theme.SIZE_SMALL)]

    def undo_key(self, event: pygame.event.Event) -> bool:
        if is_undo_key(event) and self.undo_available():
            self.take_back()
            return True
        return False

    def curtain_undo(self) -> tuple[str, object] | None:
        """The curtain's offer: its label and what it does, while the move of the seat that
        just left the screen may be taken back."""
        seat = self.session.undo_seat()
        if seat is None or self.read_only:
            return None
        label = _("Undo {name}'s move (U)").format(name=self.names[seat])
        return label, self.take_back

    def take_back(self) -> None:
        """Undo: the table exactly as it was before the move (replayed), the save with it."""
        if not self.undo_available():
            return
        saves.settle()  # the move's own save is on disk before the shorter game replaces it
        if not self.session.undo():
            return
        self._thinking = None  # a computer's choice worked out for the lost position
        self.bot_wait = 0.0
        self.suggester.forget()
        self.motion.skip()
        self.flash_time = 0.0
        self.log_feed = LogFeed(self.describe_event)  # the log is shorter: told again
        saves.save_later(self.session)
        self.app.sounds.play("slide")
        if not self.sync_viewer():
            self.new_moment()
