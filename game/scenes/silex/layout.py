"""Where Silex's things lie on the kit's table: the Village triangle on the left of the
middle, the face-down spread beside it, the round and supply column on the right, your flints
beside your hand. A taller window (4:3) gets larger Village cards."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...ui.cards import CARD_SIZES
from ..table import TableLayout

VILLAGE_W = 300
INFO_W = 196
GAP = 24
SPREAD_HEADER = 32
OWN_W = 150  # the hand row leaves this much on its right for your flints
STACK_STEP = 2.5  # px per card under the top one (a pile's thickness)
STACK_MAX = 6


@dataclass(frozen=True)
class SilexLayout:
    table: TableLayout

    @property
    def middle(self) -> pygame.FRect:
        return self.table.middle()

    # ---- the Village: three piles in a triangle ----------------------------------------
    def pile_card(self) -> tuple[int, int]:
        return CARD_SIZES["hand"] if self.middle.h >= 420 else CARD_SIZES["table"]

    def pile_rects(self) -> list[pygame.FRect]:
        """Pile 1 at the top, piles 2 and 3 below it to the left and right."""
        w, h = self.pile_card()
        step = h + 30 + STACK_MAX * STACK_STEP  # pile 1's thickest stack and label clear 2, 3
        total = step + h + 26
        y0 = self.middle.y + max(4, (self.middle.h - total) / 2)
        cx = self.middle.x + 16 + VILLAGE_W / 2
        dx = w / 2 + 38
        return [
            pygame.FRect(cx - w / 2, y0, w, h),
            pygame.FRect(cx - dx - w / 2, y0 + step, w, h),
            pygame.FRect(cx + dx - w / 2, y0 + step, w, h),
        ]

    def pile_zone(self, k: int) -> pygame.FRect:
        """Where a dragged card may be dropped on pile ``k`` (its card, with some slack)."""
        return self.pile_rects()[k].inflate(28, 24)

    # ---- the spread ---------------------------------------------------------------------
    def spread_box(self) -> pygame.FRect:
        x = self.middle.x + 16 + VILLAGE_W + GAP
        right = self.info_box().x - GAP
        return pygame.FRect(x, self.middle.y, right - x, self.middle.h)

    def spread_rects(self, places: dict[int, int], capacity: int) -> dict[int, pygame.FRect]:
        """Per spot (``places``: spot: its place, 1-based), its card at its place, in rows
        laid out for the round's ``capacity`` places: no card moves while the round lasts
        (a drawn card leaves a gap), so a place seen is a place remembered."""
        box = self.spread_box()
        area = pygame.FRect(box.x, box.y + SPREAD_HEADER, box.w, box.h - SPREAD_HEADER - 4)
        count = max(capacity, max(places.values(), default=0))
        if not places:
            return {}
        for name in ("table", "small", "tiny", "mini"):
            w, h = CARD_SIZES[name]
            cols = max(1, int((area.w + 2) // (w + 2)))  # closer side by side, if need be
            rows = max(1, int((area.h + 8) // (h + 8)))
            if cols * rows >= count:
                break
        rows = max(1, min(rows, -(-count // cols)))
        per_row = -(-count // rows)
        step_x = min(w + 8, (area.w - w) / max(1, per_row - 1))
        spare = area.h - (rows * (h + 8) - 8) - 40  # room left under the legend
        area.y += max(0, spare / 2)  # a tall window: the spread sits in the middle
        rects: dict[int, pygame.FRect] = {}
        for spot, place in places.items():
            r, c = divmod(place - 1, per_row)
            jitter_x = (place * 37 % 7) - 3  # a spread by hand, not a grid, the same each frame
            jitter_y = (place * 53 % 7) - 3
            rects[spot] = pygame.FRect(
                area.x + c * step_x + jitter_x, area.y + r * (h + 8) + jitter_y, w, h
            )
        return rects

    # ---- the round, Werther and the supply -----------------------------------------------
    def info_box(self) -> pygame.FRect:
        return pygame.FRect(self.table.width - INFO_W, self.middle.y, INFO_W, self.middle.h)

    # ---- you -----------------------------------------------------------------------------
    def hand_rects(self, count: int, beside: float = 0) -> list[pygame.FRect]:
        """Your hand's row; ``beside``: room kept on its right for choices about it."""
        reserve = OWN_W + 16 + (beside + GAP if beside else 0)
        return self.table.hand_row(count, CARD_SIZES["hand"], right_reserve=reserve)

    def beside_hand(self, width: float, bar_bottom: float) -> pygame.FRect:
        """Where choices about your hand stand: right of it, left of your flints, between
        the prompt bar and the window's bottom edge."""
        x = self.table.width - OWN_W - 16 - width
        top = bar_bottom + 12
        return pygame.FRect(x, top, width, self.table.bottom - 12 - top)

    def own_box(self) -> pygame.FRect:
        return pygame.FRect(self.table.width - OWN_W, self.table.hand_y, OWN_W, 140)

    def hand_spot(self) -> pygame.FRect:
        """Where a card leaves or joins your hand (the middle of the row)."""
        w, h = CARD_SIZES["hand"]
        return pygame.FRect((self.table.width - OWN_W) / 2 - w / 2, self.table.hand_y, w, h)
