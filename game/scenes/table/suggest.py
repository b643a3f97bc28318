""" "Suggest a move" at a table: the move a computer in the seat at the screen would make,
worked out from that seat's view alone (off the frame, as the computers decide), marked on
the table with its reason in one sentence. The player still makes the move; the session
counts each seat's suggestions (History marks the game), and setup may forbid them.
"""

from __future__ import annotations

from concurrent.futures import Future

import pygame

from ...computers import process as bot_process
from ...engine.common import Action, Suggestion, reason_for
from ...files import saves
from ...i18n import _
from ...ui import board_worker, theme
from ...ui.painter import Painter

KEY = pygame.K_h  # "hint": listed in the README with the other keys
MARK = (120, 200, 255)  # the suggested move's outline: not the accent of focus or selection


class Suggester:
    def __init__(self, scene) -> None:
        self.scene = scene
        self._asked: tuple[tuple[int, int], Future] | None = None  # (position, seat), answer
        self.shown: Suggestion | None = None
        self._shown_for: tuple[int, int] | None = None

    @property
    def session(self):
        return self.scene.session

    def seat(self) -> int | None:
        """The seat at the screen, when it has a move to make now."""
        scene = self.scene
        if scene.read_only or self.session.state.is_over or not scene.my_turn():
            return None
        seat = scene.seat
        return seat if seat in self.session.state.actors() else None

    def available(self) -> bool:
        return self.session.suggestions_allowed and self.seat() is not None

    def position(self, seat: int) -> tuple[int, int]:
        return (len(self.session.state.history), seat)

    def ask(self) -> None:
        """Work out the suggestion (a press of the button or the key); counted once a move."""
        seat = self.seat()
        if seat is None or not self.session.suggestions_allowed:
            return
        key = self.position(seat)
        if self._asked is not None and self._asked[0] == key:
            return  # already asked for this move: it shows, or soon will
        self._asked = (key, bot_process.submit(self.session, seat))
        self.session.suggestions[seat] += 1
        saves.save_later(self.session)

    def update(self) -> None:
        """Show the answer once it has come, for the move it was asked for only."""
        seat = self.seat()
        if self._asked is None:
            return
        key, future = self._asked
        if seat is None or key != self.position(seat):
            self.forget()
            return
        future = bot_process.retry_on_thread(future, self.session, seat)
        self._asked = (key, future)
        if self._shown_for == key or not board_worker.ready(future):
            return
        action: Action = future.result()
        state, info = self.session.state, self.session.info
        reason = reason_for(state, info, seat, action, self.session.seats[seat].level)
        self.shown, self._shown_for = Suggestion(action, reason), key
        self.scene.rebuild()

    def forget(self) -> None:
        self._asked, self.shown, self._shown_for = None, None, None

    # ---- on the table -----------------------------------------------------------------
    def target(self) -> pygame.FRect | None:
        """Where the suggested move is on the table: its object, else its button."""
        if self.shown is None:
            return None
        scene, action = self.scene, self.shown.action
        obj = scene.object_of(action)
        if obj is not None and obj in scene.hit:
            return scene.hit[obj]
        label = scene.action_label(action)
        for widget in scene.form.widgets:
            if getattr(widget, "text", None) == label:
                return widget.rect
        return None

    def draw(self, painter: Painter) -> None:
        if self.shown is None:
            return
        target = self.target()
        if target is not None:
            painter.rect(target.inflate(12, 12), MARK, 12, width=3)
        bar = self.scene.bar()
        text = _("Suggestion: {reason}").format(reason=self.shown.reason)
        wrap = min(bar.w, 620)
        w, h = painter.measure(text, theme.SIZE_SMALL, wrap=wrap - 24)
        box = pygame.FRect(bar.x, bar.y - h - 22, w + 24, h + 14)
        if target is not None and box.colliderect(target):
            box.x = min(bar.right - box.w, target.right + 16)
        painter.rect(box, theme.MODAL, 10, alpha=245)
        painter.rect(box, MARK, 10, width=2)
        painter.text(text, (box.x + 12, box.y + 7), theme.SIZE_SMALL, wrap=wrap - 24)
