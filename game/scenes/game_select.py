"""New game: the four games with a line each; a game whose scene is not built is disabled."""

from __future__ import annotations

import pygame

from ..i18n import N_, _, ngettext
from ..shell.catalogue import GAME_LIST, GameEntry
from ..shell.guides import GUIDES
from ..ui import theme
from ..ui.cards import draw_card
from ..ui.painter import Painter
from ..ui.viewport import LOGICAL_W
from ..ui.widgets import Button, Form, Widget
from .common import FormScene

TILE_W, TILE_H = 560, 200


class GameTile(Button):
    def __init__(self, game: GameEntry, rect, on_click) -> None:
        info, enabled = game.info, game.playable
        super().__init__(
            _(game.title),
            rect,
            on_click,
            enabled=enabled,
            tooltip="" if enabled else _("Coming soon: this table is not built yet."),
        )
        self.game_id, self.blurb = game.game_id, _(game.blurb)
        self.players = ""
        if info:
            self.players = ngettext(
                "{low}-{high} player", "{low}-{high} players", info.max_players
            ).format(low=info.min_players, high=info.max_players)

    def draw(self, painter: Painter, focused: bool, hovered: bool) -> None:
        r = self.rect
        table = theme.table_theme(self.game_id)
        painter.shadow(r, 14)
        painter.gradient(table.top, table.bottom, r, radius=14)
        painter.rect(r, (255, 255, 255), 14, width=1, alpha=50 if self.enabled else 20)
        # Larger text takes the card picture's room: the words matter more than the picture.
        pictured = painter.text_scale <= 1
        if pictured:
            draw_card(painter, pygame.FRect(r.x + 28, r.y + 32, 100, 140), None, table)
        x = r.x + (156 if pictured else 28)
        width = r.right - 24 - x
        color = theme.TEXT if self.enabled else theme.TEXT_DIM
        name = painter.text(
            self.text,
            (x, r.y + (32 if pictured else 14)),
            theme.SIZE_HEADING,
            color,
            bold=True,
            max_width=width,
        )
        blurb = painter.text(
            self.blurb, (x, max(r.y + 80, name.bottom)), theme.SIZE_BODY, color, wrap=width - 4
        )
        footer = self.players if self.enabled else _("Coming soon")
        painter.text(
            footer,
            (x, max(r.bottom - 28, blurb.bottom + 2)),
            theme.SIZE_SMALL,
            theme.TEXT_DIM,
            anchor="bottomleft" if pictured else "topleft",
        )
        if not self.enabled:
            painter.rect(r, (10, 10, 14), 14, alpha=110)
        if focused:
            painter.rect(r.inflate(8, 8), theme.ACCENT, 18, width=3)


class GameSelect(FormScene):
    title = N_("New game")
    subtitle = N_("Choose a table")

    def __init__(self, app, guided: bool = False) -> None:
        """``guided``: the tiles start each title's guided first game."""
        self.guided = guided
        if guided:
            self.title, self.subtitle = N_("Learn to play"), N_("Choose a game to learn by playing")
        super().__init__(app)
        self.form = Form(grid=True)  # the arrows move as the tiles lie, two by two

    def build(self) -> list[Widget]:
        tiles: list[Widget] = []
        for i, game in enumerate(GAME_LIST):
            x = (LOGICAL_W - 2 * TILE_W - 32) / 2 + (i % 2) * (TILE_W + 32)
            # larger text: taller tiles, closer together
            tile_h, gap = (TILE_H, 32) if self.app.painter.text_scale <= 1 else (TILE_H + 16, 16)
            y = 160 + (i // 2) * (tile_h + gap)
            rect = (x, y, TILE_W, tile_h)
            tile = GameTile(game, rect, self._opener(game.game_id))
            if self.guided and game.game_id not in GUIDES:
                tile.enabled = False
                tile.tooltip = _("No guided game for this title yet.")
            tiles.append(tile)
        tiles.append(Button(_("Back"), ((LOGICAL_W - 240) / 2, 624, 240, 56), self.back))
        return tiles

    def _opener(self, game_id: str):
        def open_setup() -> None:
            from .setup import SetupScene, begin_guide

            self.app.sounds.play("click")
            if self.guided:
                begin_guide(self.app, game_id)
                return
            self.app.stack.push(SetupScene(self.app, game_id))

        return open_setup
