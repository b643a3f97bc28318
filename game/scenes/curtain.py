"""The pass-and-play curtain: opaque from its first frame; only its text fades in.

Because it is opaque, the scene stack draws nothing below it, so no private card can show.
It is the product's lock: it lifts only on the named player's own fresh press. A key or a
button counts only if it was pressed after the curtain had been up for ``ARM_SECONDS`` and
released on the curtain; a key held (or repeating) from before never counts, nor does the
second click of a double click that brought the curtain up.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ..i18n import _
from ..ui import theme
from ..ui.painter import Painter
from ..ui.viewport import LOGICAL_H, LOGICAL_W
from .base import Scene

FADE_SECONDS = 0.35
ARM_SECONDS = 0.4
LIFT_KEYS = (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER)


class CurtainScene(Scene):
    opaque = True

    def __init__(
        self,
        app,
        name: str,
        on_lift: Callable[[], None],
        game_id: str | None = None,
        note: str = "",
    ) -> None:
        super().__init__(app)
        self.name, self.on_lift, self.game_id, self.note = name, on_lift, game_id, note
        self.age = 0.0
        self.pressed: int | str | None = None  # the fresh press waiting for its release

    def enter(self) -> None:
        self.app.sounds.play("curtain")

    @property
    def armed(self) -> bool:
        return self.age >= ARM_SECONDS

    def lift(self) -> None:
        self.app.stack.pop()
        self.on_lift()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            from .pause import PauseScene

            self.app.stack.push(PauseScene(self.app, self.game_id))
            return True
        if event.type == pygame.KEYDOWN and event.key in LIFT_KEYS:
            # A repeat of a key held since before is never fresh (the app marks it).
            if self.armed and not getattr(event, "repeat", False):
                self.pressed = event.key
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.armed:
                self.pressed = "mouse"
        elif (
            event.type == pygame.KEYUP
            and event.key == self.pressed
            or event.type == pygame.MOUSEBUTTONUP
            and event.button == 1
            and self.pressed == "mouse"
        ):
            self.lift()
        return True

    def update(self, dt: float) -> None:
        self.age += dt

    @property
    def busy(self) -> bool:
        return not self.armed or self.age < FADE_SECONDS

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
            _("Pass to {name}").format(name=self.name),
            (card.centerx, card.centery - (24 if self.note else 0)),
            theme.SIZE_TITLE - 8,
            fade,
            bold=True,
            anchor="center",
            max_width=card.w - 64,
        )
        if self.note:
            painter.text(
                self.note,
                (card.centerx, card.centery + 36),
                theme.SIZE_BODY,
                fade,
                anchor="midtop",
                wrap=card.w - 64,
                align="center",
            )
        name = painter.ellipsize(self.name, theme.SIZE_BODY, 320)
        painter.text(
            _("{name}: click or press Enter when only you can see the screen.").format(name=name),
            (card.centerx, card.bottom + 32),
            theme.SIZE_BODY,
            dim,
            anchor="midtop",
            wrap=700,
            align="center",
        )
