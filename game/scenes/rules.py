"""Rules of each game, readable and scrollable, from the menu or from inside a game."""

from __future__ import annotations

import logging

import pygame

from ..catalogue import GAME_LIST, entry
from ..engine.common.resources import asset_path
from ..ui import theme
from ..ui.painter import Painter
from ..ui.richtext import Block, draw_blocks, parse
from ..ui.viewport import LOGICAL_W
from ..ui.widgets import Button, ScrollView, Widget
from .common import FormScene

log = logging.getLogger(__name__)
TEXT_W = 880


def load_rules(game_id: str) -> list[Block]:
    game = entry(game_id)
    path = asset_path("rules", game.rules if game else f"{game_id}.txt")
    try:
        return parse(path.read_text(encoding="utf-8"))
    except OSError:
        log.warning("rules text missing: %s", path)
        title = game.title if game else game_id
        return [Block("title", title), Block("para", "The rules text for this game is missing.")]


class RulesScene(FormScene):
    title = ""

    def __init__(self, app, game_id: str | None = None) -> None:
        super().__init__(app)
        self.game_id = game_id or GAME_LIST[0].game_id
        self.blocks = load_rules(game_id)
        self.view = ScrollView(((LOGICAL_W - TEXT_W) / 2, 112, TEXT_W, 560))

    def build(self) -> list[Widget]:
        tabs: list[Widget] = []
        w = 200
        left = (LOGICAL_W - 4 * w - 3 * 12 - 160) / 2
        for i, game in enumerate(GAME_LIST):
            game_id = game.game_id
            tab = Button(
                game.title,
                (left + i * (w + 12), 32, w, 52),
                self._tab(game_id),
                primary=(game_id == self.game_id),
                size=20,
            )
            tabs.append(tab)
        tabs.append(Button("Back", (left + 4 * (w + 12) + 12, 32, 148, 52), self.back))
        return tabs

    def _tab(self, game_id: str):
        def show() -> None:
            self.game_id = game_id or GAME_LIST[0].game_id
            self.blocks = load_rules(game_id)
            self.view.offset = 0
            self.form.set_widgets(self.build())

        return show

    def handle(self, event: pygame.event.Event) -> bool:
        if self.view.handle(event):
            return True
        return super().handle(event)

    def decorate(self, painter: Painter) -> None:
        painter.panel(self.view.rect.inflate(48, 24))
        self.view.draw(painter, lambda x, top: draw_blocks(painter, self.blocks, x, top, TEXT_W))
        if self.view.max_offset > 0 and self.view.offset < self.view.max_offset:
            painter.text(
                "Scroll: wheel, arrows, Page Up/Down",
                (LOGICAL_W / 2, 712),
                theme.SIZE_SMALL,
                theme.TEXT_DIM,
                anchor="midbottom",
            )
