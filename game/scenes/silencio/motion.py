"""Silencio's cards in motion (a mixin of the scene): a played card travels from its player
to its row, a card handed over between seats, the Oracle and the rows; a dragged hand card
follows the pointer."""

from __future__ import annotations

from typing import Any

import pygame

from ...engine.silencio.cards import CARD_COLOR, CARD_RANK
from ...ui.cards import CARD_SIZES, draw_card
from ...ui.painter import Painter
from ...ui.table_marks import draw_drop_zone
from ..table import Tween
from .faces import TABLE, face
from .layout import INFO_X

# Cards handed over, by event: from where to where ("seat" and "to" are the event's seats).
MOVES = {
    "give_oracle": ("oracle", "to"),
    "take_back": ("row", "seat"),
    "swap_give": ("seat", "to"),
    "swap_return": ("seat", "to"),
    "oracle_take": ("oracle", "seat"),
    "oracle_put": ("seat", "oracle"),
    "pass_card": ("seat", "to"),
}


class MotionMixin:
    """Mixed into SilencioTable (a TableScene)."""

    def on_events(self, events: list[dict[str, Any]]) -> None:
        for event in events:
            kind = event["type"]
            if kind == "play":
                self.start_tween(event)
            elif kind in ("take_shrine", "tavern", "modifier"):
                self.app.sounds.play("effect")
            elif kind in MOVES:
                self.move_card(event)

    def seat_spot(self, seat: int) -> pygame.FRect:
        """Where a card leaves or joins a seat: its hand, or its panel at the top."""
        if seat == self.seat:
            return pygame.FRect(self.table_width() / 2 - 50, self.layout().hand_y, 100, 140)
        panel = self.panel_rect(seat)
        return pygame.FRect(panel.x + 12, panel.y + 36, *CARD_SIZES["tiny"])

    def move_card(self, event: dict[str, Any]) -> None:
        """A card handed over travels between seats, the Oracle and the rows (face down when
        the move was secret)."""
        source, target = MOVES[event["type"]]
        spots = {
            "seat": self.seat_spot(event["seat"]),
            "to": self.seat_spot(event["to"]) if "to" in event else None,
            "oracle": pygame.FRect(INFO_X, self.geo().y(162), *CARD_SIZES["small"]),
        }
        if event["type"] == "take_back":
            index = [r["color"] for r in self.table["rows"]].index(event["row"])
            count = len(self.table["rows"][index]["cards"])
            spots["row"] = self.geo().row_card_rect(index, count, count + 1)
        start, end = spots[source], spots[target]
        card = event.get("card")
        what = (face({"color": CARD_COLOR[card], "rank": CARD_RANK[card]}), False) if card else None
        self.motion.add(Tween(start, end, what))
        self.app.sounds.play("slide")

    def start_tween(self, event: dict[str, Any]) -> None:
        card, seat = event["card"], event["seat"]
        if seat == self.seat:
            start = pygame.FRect(self.table_width() / 2 - 50, self.layout().hand_y, 100, 140)
        else:
            panel = self.panel_rect(seat)
            start = pygame.FRect(panel.x + 12, panel.y + 36, *CARD_SIZES["tiny"])
        color = CARD_COLOR[card]
        index = [r["color"] for r in self.table["rows"]].index(color)
        count = len(self.table["rows"][index]["cards"])
        end = self.geo().row_card_rect(
            index, count - 1, count
        )  # its slot in the row after the move
        info = {"color": color, "rank": CARD_RANK[card]}
        what = (face(info, event["side"]), event["side"] == "dark")
        self.motion.add(Tween(start, end, what, tag=("row", color, count - 1)))
        self.app.sounds.play("slide")

    def draw_motion(self, painter: Painter) -> None:
        cb = self.app.settings.colorblind
        for tween, rect in self.motion.under_way(painter):
            card_face, dark = tween.what or (None, False)  # None: a secret card, face down
            draw_card(painter, rect, card_face, TABLE, upside_down=dark, colorblind=cb)
        held = self.held()
        if held is not None and self.drag is not None:
            entry = next(e for e in self.table["hand"] if ("card", e["card"]) == held)
            zone = self.geo().rows_area()
            if zone.collidepoint(self.drag.pos):
                draw_drop_zone(painter, zone)
            draw_card(painter, self.drag.held_rect(), face(entry), TABLE, colorblind=cb)
