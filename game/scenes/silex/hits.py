"""Where every object of Silex's table is (a mixin of the scene): your hand (a picked card
stands raised), the Village's piles, the spread's spots, the other players' panels. Where
cards overlap, a card's hit area is only the part of it left uncovered."""

from __future__ import annotations

import pygame

from ...ui.cards import CARD_SIZES
from ..table import Obj

PICK_RISE = 14  # a card picked for a play stands this much above the hand


class TableHits:
    """Mixed into SilexTable (a TableScene)."""

    def hit_areas(self) -> dict[Obj, pygame.FRect]:
        """Your hand first (the keyboard starts there), the piles, the spread, the players."""
        t = self.table
        geo = self.geo()
        hits: dict[Obj, pygame.FRect] = {}
        if not self.session.state.is_over:
            rects = geo.hand_rects(len(t["hand"]), beside=self.side_width())
            picked = set(self.selection.picked) if self.selection is not None else set()
            for i, (card, rect) in enumerate(zip(t["hand"], rects, strict=True)):
                if i + 1 < len(rects) and rects[i + 1].x < rect.right:
                    rect = pygame.FRect(rect.x, rect.y, rects[i + 1].x - rect.x, rect.h)
                if ("card", card["id"]) in picked:  # it stands raised, its focus ring too
                    rect = rect.move(0, -PICK_RISE)
                hits[("card", card["id"])] = rect  # only its visible part, when they overlap
        for k, rect in enumerate(geo.pile_rects()):
            hits[("pile", k)] = rect
        self.prev_spot_rects = self.spot_rects
        places = {s["spot"]: s["place"] for s in t["spread"]}
        self.spot_rects = geo.spread_rects(places, t["spread_places"])
        spots = list(self.spot_rects.items())
        for i, (spot, rect) in enumerate(spots):
            after = spots[i + 1][1] if i + 1 < len(spots) else None
            if after is not None and abs(after.y - rect.y) < 8 and after.x < rect.right:
                rect = pygame.FRect(rect.x, rect.y, after.x - rect.x, rect.h)
            hits[("spot", spot)] = rect  # only its visible part, when they overlap
        for seat, rect in self.layout().seat_panels(self.others()).items():
            hits[("seat", seat)] = rect
        return hits

    def hand_card_rect(self, card_id: str) -> pygame.FRect:
        """Where a hand card is drawn (its whole face, under the next card when they overlap)."""
        rect = self.hit[("card", card_id)]
        return pygame.FRect(rect.x, rect.y, *CARD_SIZES["hand"])
