"""The pass-and-play curtain: opaque from its first frame; only its text fades in.

Because it is opaque, the scene stack draws nothing below it, so no private card can show.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ..ui import theme
from ..ui.painter import Painter
from ..ui.viewport import LOGICAL_H, LOGICAL_W
from .base import Scene

FADE_SECONDS = 0.35


class CurtainScene(Scene):
    opaque = True

    def __init__(self, app, name: str, on_lift: Callable[[], None], game_id: str | None = None):
        super().__init__(app)
        self.name, self.on_lift, self.game_id = name, on_lift, game_id
        self.age = 0.0

    def enter(self) -> None:
        self.app.sounds.play("curtain")

    def lift(self) -> None:
        self.app.stack.pop()
        self.on_lift()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            from .pause import PauseScene

            self.app.stack.push(PauseScene(self.app, self.game_id or "silencio"))
            return True
        if (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER)
        ) or (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1):
            self.lift()
            return True
        return True

    def update(self, dt: float) -> None:
        self.age += dt

    @property
    def busy(self) -> bool:
        return self.age < FADE_SECONDS

    def draw(self, painter: Painter) -> None:
        table = theme.table_theme(self.game_id)
        painter.gradient(table.bottom, (10, 10, 14))
        k = min(1.0, self.age / FADE_SECONDS)
        fade = tuple(round(c * k + 20 * (1 - k)) for c in theme.TEXT)
        dim = tuple(round(c * k + 20 * (1 - k)) for c in theme.TEXT_DIM)
        card = pygame.FRect(LOGICAL_W / 2 - 300, LOGICAL_H / 2 - 150, 600, 300)
        painter.rect(card, table.back, 24)
        painter.rect(card.inflate(-24, -24), table.back_mark, 16, width=2)
        painter.text(
            f"Pass to {self.name}",
            card.center,
            theme.SIZE_TITLE - 8,
            fade,
            bold=True,
            anchor="center",
            max_width=card.w - 64,
        )
        name = painter.ellipsize(self.name, theme.SIZE_BODY, 320)
        painter.text(
            f"{name}: click or press Enter when only you can see the screen.",
            (card.centerx, card.bottom + 32),
            theme.SIZE_BODY,
            dim,
            anchor="midtop",
            wrap=700,
            align="center",
        )
