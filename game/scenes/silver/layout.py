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
MIDDLE_MIN = 190  # a prompt's bar grows upward no further than leaves the middle this tall


@dataclass(frozen=True)
class SilverLayout:
    table: TableLayout
    opponents: tuple[int, ...]
    display: int = 0  # cards on the Squire display
    new: int = 0  # drawn cards not placed yet
    rise: float = 0  # how far a long prompt's bar grows upward (larger text)
    scores_w: float = SCORES_W  # the score sheet's width, from its measured columns
    text_scale: float = 1.0  # the player's text size: the sheet's lines grow with it
    label_gap: float = 0  # more room between the deck and the discard pile for their labels

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
        bottom = t.prompt_y - self.rise - 10
        return pygame.FRect(t.left - 112, y, t.width - t.left + 112, bottom - y)

    def pile_card(self) -> tuple[int, int]:
        return CARD_SIZES["hand"] if self.middle().h >= 250 else CARD_SIZES["table"]

    def piles_y(self) -> float:
        m = self.middle()
        _, h = self.pile_card()
        return m.y + max(28.0, (m.h - h) / 2)

    def row_width(self, display_step: float) -> float:
        """From the deck's left to the right of the last thing in the middle row: the deck,
        the display, the discard pile and the new cards (at least one, as during a turn)."""
        w, _ = self.pile_card()
        d = max(self.display, 1)
        display_right = w + 18 + (d - 1) * display_step + w
        discard_right = display_right + GAP + self.discard_step() + w
        new = max(self.new, 1)
        return discard_right + GAP + 30 + new * w + (new - 1) * 10

    def display_step(self) -> float:
        """Displayed cards side by side, or overlapping when the row would reach the scores
        (the drawn card never covers the score sheet)."""
        w, _ = self.pile_card()
        step = w + 8 if self.display < 4 else w * 0.55
        over = self.row_width(step) - self.room()
        if over > 0 and self.display > 1:
            step = max(w * 0.3, step - over / (self.display - 1))
        return step

    def room(self) -> float:
        """The middle row's width, left of the scores."""
        return self.scores_box().x - GAP - self.middle().x - 8

    def deck_rect(self) -> pygame.FRect:
        """The deck, placed so that the piles and the new cards sit in the middle of the room
        left of the scores."""
        w, h = self.pile_card()
        m = self.middle()
        group = self.row_width(self.display_step())
        return pygame.FRect(m.x + 8 + max(0.0, (self.room() - group) / 2), self.piles_y(), w, h)

    def display_rects(self, count: int) -> list[pygame.FRect]:
        w, h = self.pile_card()
        x = self.deck_rect().right + 18
        step = self.display_step()
        return [pygame.FRect(x + i * step, self.piles_y(), w, h) for i in range(count)]

    def discard_step(self, display_count: int | None = None) -> float:
        """From the display's last card (or where its first would lie) to the discard pile,
        less GAP; with no display, as far from the deck as the two labels need."""
        shown = self.display if display_count is None else display_count
        w, _ = self.pile_card()
        return 28 if shown else -w - 8 + 10 + self.label_gap

    def discard_rect(self, display_count: int) -> pygame.FRect:
        w, h = self.pile_card()
        shown = self.display_rects(max(display_count, 1))
        x = shown[-1].right + GAP + self.discard_step(display_count)
        return pygame.FRect(x, self.piles_y(), w, h)

    def new_card_rects(self, count: int, display_count: int) -> list[pygame.FRect]:
        """The drawn card(s) not placed yet, right of the discard pile."""
        w, h = self.pile_card()
        x = self.discard_rect(display_count).right + GAP + 30
        # Never onto the score sheet: the cards close up (overlap) first, then move left.
        limit = self.scores_box().x - 8
        step = w + 10.0
        if count > 1 and x + (count - 1) * step + w > limit:
            step = max(w * 0.35, (limit - x - w) / (count - 1))
        x = min(x, limit - w - (count - 1) * step)
        return [pygame.FRect(x + i * step, self.piles_y(), w, h) for i in range(count)]

    def scores_box(self) -> pygame.FRect:
        """The score sheet and, under it, the reference button: as tall as they need,
        centred in the middle's height."""
        m = self.middle()
        lines = (40 + 30 + 34 * (len(self.opponents) + 1)) * self.text_scale
        h = min(m.h, lines + 8 + 48)
        w = self.scores_w
        return pygame.FRect(self.table.width - w, m.y + (m.h - h) / 2, w, h)

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
