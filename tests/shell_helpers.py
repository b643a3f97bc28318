"""Helpers for driving the app headless: an App, synthetic input, a toy table scene."""

from __future__ import annotations

import pygame

from game.app import App
from game.engine.common import GAMES, register
from game.scenes import registry
from game.scenes.table import TableScene
from game.ui.cards import CardFace, draw_card

from .toy_game import TOY


def make_app(size: tuple[int, int] = (1280, 720)) -> App:
    app = App(size)
    app.settings.bot_speed = "instant"
    return app


def frames(app: App, n: int = 1, events: list[pygame.event.Event] | None = None) -> None:
    app.frame(1 / 60, events or [])
    for _ in range(n - 1):
        app.frame(1 / 60, [])


def key(app: App, k: int, mod: int = 0) -> None:
    frames(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="")])


def click(app: App, logical: tuple[float, float]) -> None:
    """A left click at a logical canvas position, sent as the window would (real pixels)."""
    real = app.painter.vp.to_real(*logical)
    frames(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=real, button=1)])


class ToyTable(TableScene):
    """A minimal table for the toy game: the shown seat's hand as cards, click to play."""

    def draw_table(self, painter) -> None:
        for i, card in enumerate(self.view["hand"]):
            rect = pygame.FRect(100 + i * 110, 500, 100, 140)
            draw_card(painter, rect, CardFace(str(card), (60, 90, 200), "circle"))
        painter.text(self.whose_turn_text(), (100, 400))

    def handle_table(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_p and self.my_turn():
            return self.act(self.session.state.legal_actions()[0])
        return False


def register_toy() -> None:
    register(TOY)
    registry.GAME_SCENES["toy"] = "tests.shell_helpers:ToyTable"


def unregister_toy() -> None:
    GAMES.pop("toy", None)
    registry.GAME_SCENES.pop("toy", None)
