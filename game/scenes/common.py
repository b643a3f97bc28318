"""What menu-like scenes share: the backdrop, a title, a form, Esc to go back."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pygame

from ..i18n import _
from ..ui import theme
from ..ui.painter import Painter
from ..ui.speech import Spoken
from ..ui.viewport import LOGICAL_W
from ..ui.widgets import Button, Form, Widget
from .base import Scene


def draw_backdrop(painter: Painter, game_id: str | None = None) -> None:
    table = theme.table_theme(game_id)
    painter.gradient(table.top, table.bottom)


def draw_title(painter: Painter, text: str, subtitle: str = "") -> None:
    """The screen's title and subtitle at the top; the subtitle goes under the title however
    large the player's text is."""
    title = painter.text(
        text, (LOGICAL_W / 2, 48), theme.SIZE_HEADING + 10, bold=True, anchor="midtop"
    )
    if subtitle:
        painter.text(
            subtitle,
            (LOGICAL_W / 2, max(104, title.bottom + 4)),
            theme.SIZE_BODY,
            theme.TEXT_DIM,
            anchor="midtop",
            max_width=LOGICAL_W - 200,
        )


def button_column(
    items: list[tuple[str, Callable[[], object]]],
    top: float,
    width: float = 360,
    height: float = 56,
    gap: float = 16,
    x: float | None = None,
) -> list[Button]:
    left = (LOGICAL_W - width) / 2 if x is None else x
    return [
        Button(text, (left, top + i * (height + gap), width, height), action)
        for i, (text, action) in enumerate(items)
    ]


class FormScene(Scene):
    """A screen of widgets; Esc or the Back button returns to the scene below."""

    title = ""
    subtitle = ""
    game_id: str | None = None

    def __init__(self, app) -> None:
        super().__init__(app)
        self.form = Form()

    def enter(self) -> None:
        self.form.set_widgets(self.build(), keep_index=False)

    def resume(self) -> None:
        self.form.set_widgets(self.build())

    def build(self) -> list[Widget]:
        return []

    def language_changed(self) -> None:
        self.form.set_widgets(self.build())

    def back(self) -> None:
        self.app.sounds.play("click")
        self.app.stack.pop()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        return self.form.handle(event)

    def draw(self, painter: Painter) -> None:
        draw_backdrop(painter, self.game_id)
        if self.title:  # class-level texts, marked with N_: translated here
            draw_title(painter, _(self.title), _(self.subtitle) if self.subtitle else "")
        self.decorate(painter)
        self.form.draw(painter)

    def spoken(self) -> Spoken:
        screen = ". ".join(_(t) for t in (self.title, self.subtitle) if t)
        return replace(super().spoken(), screen=screen)

    def decorate(self, painter: Painter) -> None:
        """Drawn between the backdrop and the widgets."""
