"""Small modal dialogs over the current screen: a question with buttons, or a message."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ..ui import theme
from ..ui.painter import Painter
from ..ui.viewport import LOGICAL_H, LOGICAL_W
from ..ui.widgets import Button, Form
from .base import Scene
from .guard import InputGuard

BOX_W = 560


class Dialog(Scene):
    """``choices`` are (label, action) pairs; each closes the dialog, then runs its action.

    Esc picks the last choice (the safe one: "Cancel", "Keep playing", "OK"). A ``guarded``
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

    def _box(self, painter: Painter | None = None) -> pygame.FRect:
        text_h = 80
        if painter is not None:
            text_h = painter.measure(self.message, theme.SIZE_BODY, wrap=BOX_W - 64)[1]
        h = 72 + text_h + 24 + 56 + 32
        return pygame.FRect((LOGICAL_W - BOX_W) / 2, (LOGICAL_H - h) / 2, BOX_W, h)

    def enter(self) -> None:
        box = self._box(self.app.painter)
        n = len(self.choices)
        bw = (BOX_W - 64 - 16 * (n - 1)) / n
        buttons = [
            Button(
                label,
                (box.x + 32 + i * (bw + 16), box.bottom - 88, bw, 56),
                self._chooser(action),
                primary=(i == 0),
            )
            for i, (label, action) in enumerate(self.choices)
        ]
        self.form.set_widgets(buttons, keep_index=False)
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
        if not self.guard.swallows(event, bool(self.app.keys_down)):
            self.form.handle(event)
        return True  # modal: nothing passes below

    def update(self, dt: float) -> None:
        self.guard.update(dt, bool(self.app.keys_down))

    @property
    def busy(self) -> bool:
        return self.guard.up

    def draw(self, painter: Painter) -> None:
        painter.rect(painter.window(), (0, 0, 0), alpha=150)
        box = self._box(painter)
        painter.shadow(box, 16)
        painter.rect(box, (40, 38, 52), 16)
        painter.rect(box, (255, 255, 255), 16, width=1, alpha=40)
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
    return Dialog(app, title, text, [("OK", lambda: None)])
