"""Small modal dialogs over the current screen: a question with buttons, or a message."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pygame

from ..i18n import _
from ..ui import theme
from ..ui.painter import Painter
from ..ui.speech import Spoken
from ..ui.viewport import LOGICAL_W
from ..ui.widgets import Button, Form
from .base import Scene
from .guard import InputGuard

BOX_W = 560


def draw_modal_box(painter: Painter, box: pygame.FRect) -> None:
    """The screen dimmed, and a raised box on it (a dialog, a wait with a progress bar)."""
    painter.rect(painter.window(), (0, 0, 0), alpha=150)
    painter.shadow(box, 16)
    painter.rect(box, theme.MODAL, 16)
    painter.rect(box, (255, 255, 255), 16, width=1, alpha=40)


class Dialog(Scene):
    """``choices`` are (label, action) pairs; each closes the dialog, then runs its action.

    The last choice is the safe one ("Cancel", "Keep playing", "OK"): Esc picks it, and the
    keyboard focus starts on it, so Enter alone never commits what cannot be undone (the
    first choice, often the committing one, is only drawn as the primary). A ``guarded``
    dialog (a table's question) is like a table after its curtain: it ignores presses for a
    moment after it opens and while a key from before is still held, so a double click or a
    burst of Enter never answers it unseen.
    """

    opaque = False

    def __init__(
        self,
        app,
        title: str,
        message: str,
        choices: list[tuple[str, Callable[[], object]]],
        guarded: bool = False,
    ) -> None:
        super().__init__(app)
        self.title, self.message, self.choices = title, message, choices
        self.form = Form()
        self.guard = InputGuard()
        self.guarded = guarded

    def _layout(self, painter: Painter) -> tuple[float, bool]:
        """The box's width and whether the buttons stand in a column: a row as wide as its
        labels need (the box widens up to the window), else one button per line."""
        need = max(
            painter.measure(label, theme.SIZE_LABEL, bold=True)[0] for label, _ in self.choices
        )
        n = len(self.choices)
        row = n * (need + 32) + 16 * (n - 1) + 64
        widest = LOGICAL_W - 2 * theme.MARGIN
        if row <= widest:
            return max(BOX_W, row), False
        return max(BOX_W, min(widest, need + 32 + 64)), True

    def _box(self, painter: Painter) -> pygame.FRect:
        width, column = self._layout(painter)
        text_h = painter.measure(self.message, theme.SIZE_BODY, wrap=width - 64)[1]
        buttons_h = (56 + 12) * len(self.choices) - 12 if column else 56
        h = 72 + text_h + 24 + buttons_h + 32
        window = painter.window()
        return pygame.FRect(
            (LOGICAL_W - width) / 2, window.centery - h / 2, width, min(h, window.h)
        )

    def enter(self) -> None:
        painter = self.app.painter
        box = self._box(painter)
        _, column = self._layout(painter)
        n = len(self.choices)
        if column:
            bw = box.w - 64
            top = box.bottom - 32 - (56 + 12) * n + 12
            rects = [(box.x + 32, top + i * 68, bw, 56) for i in range(n)]
        else:
            bw = (box.w - 64 - 16 * (n - 1)) / n
            rects = [(box.x + 32 + i * (bw + 16), box.bottom - 88, bw, 56) for i in range(n)]
        buttons = [
            Button(label, rect, self._chooser(action), primary=(i == 0))
            for i, ((label, action), rect) in enumerate(zip(self.choices, rects, strict=True))
        ]
        self.form.set_widgets(buttons, keep_index=False)
        self.form.set_focus(buttons[-1])  # the safe choice, as Esc
        if self.guarded:
            self.guard.start()

    def _chooser(self, action: Callable[[], object]) -> Callable[[], None]:
        def choose() -> None:
            self.app.sounds.play("click")
            self.app.stack.pop()
            action()

        return choose

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._chooser(self.choices[-1][1])()
            return True
        if not self.guard.swallows(event, bool(self.app.keys.down)):
            self.form.handle(event)
        return True  # modal: nothing passes below

    def update(self, dt: float) -> None:
        self.guard.update(dt, bool(self.app.keys.down))

    @property
    def busy(self) -> bool:
        return self.guard.up

    def spoken(self) -> Spoken:
        return replace(super().spoken(), screen=f"{self.title}. {self.message}")

    def draw(self, painter: Painter) -> None:
        box = self._box(painter)
        draw_modal_box(painter, box)
        painter.text(
            self.title,
            (box.x + 32, box.y + 28),
            theme.SIZE_HEADING,
            bold=True,
            max_width=box.w - 64,
        )
        painter.text(
            self.message, (box.x + 32, box.y + 80), theme.SIZE_BODY, theme.TEXT, wrap=box.w - 64
        )
        self.form.draw(painter)


def message(app, title: str, text: str) -> Dialog:
    return Dialog(app, title, text, [(_("OK"), lambda: None)])
