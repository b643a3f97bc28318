"""Where Silver's things lie on the kit's table: the other villages in panels along the top,
the deck, the Squire display, the discard pile and the new card across the middle with the
scores on its right, your village as the row at the bottom. A taller window (4:3) gets
larger cards in the other villages."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...ui.cards import CARD_SIZES
from ..table import TableLayout, fit_row

NAME_H = 34  # a village panel's name line
SCORES_W = 250
GAP = 20
RISE = 18  # how far a slid-forward card stands out of its row
OWN_LABEL = 44  # your village's title line above the row


@dataclass(frozen=True)
class SilverLayout:
    table: TableLayout
    opponents: tuple[int, ...]

    # ---- the other villages -----------------------------------------------------------
    def panel_h(self) -> float:
        return NAME_H + CARD_SIZES[self.opponent_sizes()[0]][1] + 14

    def opponent_sizes(self) -> tuple[str, ...]:
        tall = self.table.bottom - self.table.top >= 900
        if tall or len(self.opponents) == 1:
            return ("table", "small", "row", "tiny")
        return ("small", "row", "tiny")

    def panels(self) -> dict[int, pygame.FRect]:
        t = self.table
        gap = 16
        n = max(1, len(self.opponents))
        w = min(460, (t.width - t.left - gap * (n - 1)) / n)
        return {
            seat: pygame.FRect(t.left + i * (w + gap), t.panel_y, w, self.panel_h())
            for i, seat in enumerate(self.opponents)
        }

    def village_rects(self, seat: int, count: int) -> list[pygame.FRect]:
        panel = self.panels()[seat]
        box = pygame.FRect(panel.x + 8, panel.y + NAME_H, panel.w - 16, panel.h - NAME_H - 8)
        # the largest cards that fit side by side; overlapping only when none do
        return fit_row(box, count, self.opponent_sizes(), gap=4, overlap=1.0)

    # ---- the middle ------------------------------------------------------------------------
    def middle(self) -> pygame.FRect:
        t = self.table
        y = t.panel_y + self.panel_h() + 14
        return pygame.FRect(t.left - 112, y, t.width - t.left + 112, t.prompt_y - 10 - y)

    def pile_card(self) -> tuple[int, int]:
        return CARD_SIZES["hand"] if self.middle().h >= 250 else CARD_SIZES["table"]

    def piles_y(self) -> float:
        m = self.middle()
        _, h = self.pile_card()
        return m.y + max(28.0, (m.h - h) / 2)

    def deck_rect(self) -> pygame.FRect:
        """The deck, placed so that the piles and a new card sit in the middle of the room
        left of the scores."""
        w, h = self.pile_card()
        m = self.middle()
        room = self.scores_box().x - GAP - m.x
        group = 4 * w + 2 * GAP + 18 + 28 + 30
        return pygame.FRect(m.x + 8 + max(0.0, (room - group) / 2), self.piles_y(), w, h)

    def display_rects(self, count: int) -> list[pygame.FRect]:
        w, h = self.pile_card()
        x = self.deck_rect().right + 18
        step = w + 8 if count < 4 else w * 0.55
        return [pygame.FRect(x + i * step, self.piles_y(), w, h) for i in range(count)]

    def discard_rect(self, display_count: int) -> pygame.FRect:
        w, h = self.pile_card()
        shown = self.display_rects(max(display_count, 1))
        x = shown[-1].right + GAP + (28 if display_count else -w - 8 + 10)
        return pygame.FRect(x, self.piles_y(), w, h)

    def new_card_rects(self, count: int, display_count: int) -> list[pygame.FRect]:
        """The drawn card(s) not placed yet, right of the discard pile."""
        w, h = self.pile_card()
        x = self.discard_rect(display_count).right + GAP + 30
        return [pygame.FRect(x + i * (w + 10), self.piles_y(), w, h) for i in range(count)]

    def scores_box(self) -> pygame.FRect:
        """The score sheet and, under it, the reference button: as tall as they need,
        centred in the middle's height."""
        m = self.middle()
        h = min(m.h, 40 + 30 + 34 * (len(self.opponents) + 1) + 8 + 48)
        return pygame.FRect(self.table.width - SCORES_W, m.y + (m.h - h) / 2, SCORES_W, h)

    def reference_button(self) -> pygame.FRect:
        box = self.scores_box()
        return pygame.FRect(box.x, box.bottom - 40, box.w, 40)

    # ---- your village --------------------------------------------------------------------------
    def own_rects(self, count: int) -> list[pygame.FRect]:
        t = self.table
        w, h = CARD_SIZES["hand"]
        left, right = 40.0, t.width - 16
        step = min(w + 14, (right - left - w) / max(1, count - 1))
        total = step * (count - 1) + w if count else 0
        x0 = left + max(0.0, (right - left - total) / 2)
        return [pygame.FRect(x0 + i * step, t.hand_y, w, h) for i in range(count)]

    def own_label_y(self) -> float:
        return self.table.hand_y - OWN_LABEL
