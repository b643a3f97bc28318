"""Where Silencio's things lie on the kit's table: four rows, the Oracle column, the
player's face-up cards. Rows share the middle's height, so a 4:3 window shows them larger."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...ui.cards import CARD_SIZES
from ..table import TableLayout

ROW_TOP = 4  # the rows start this far below the table's middle region
ROW_H_MIN, ROW_H_MAX = 76, 136
ROW_LEFT, ROW_CARDS_X, ROW_RIGHT = 40, 104, 552
INFO_X = 584
START_CAPTION_W = 260
HOVER_LIFT = 12  # a hand card a click may use rises this much under the pointer


@dataclass(frozen=True)
class RowsLayout:
    table: TableLayout

    @property
    def row_top(self) -> float:
        return self.table.middle().y + ROW_TOP

    @property
    def row_h(self) -> float:
        """Rows share the middle's height: taller when the window is (4:3 has room)."""
        room = (self.table.prompt_y - 8 - self.row_top) / 4
        return max(ROW_H_MIN, min(ROW_H_MAX, room))

    def y(self, at: float) -> float:
        """A y of the 16:9 design (rows from 136), moved to where the rows are now."""
        return at - 136 + self.row_top

    def row_card(self) -> tuple[int, int]:
        """Row cards grow with the rows: a 4:3 window shows them larger."""
        size = "table" if self.row_h >= 124 else "small" if self.row_h >= 90 else "row"
        return CARD_SIZES[size]

    def row_y(self, i: int) -> float:
        return self.row_top + i * self.row_h

    def row_card_rect(self, row_index: int, j: int, count: int) -> pygame.FRect:
        w, h = self.row_card()
        step = min(w * 0.68, (ROW_RIGHT - ROW_CARDS_X - w) / max(1, count - 1))
        y = self.row_y(row_index) + (self.row_h - 4 - h) / 2
        return pygame.FRect(ROW_CARDS_X + j * step, y, w, h)

    def rows_area(self) -> pygame.FRect:
        return pygame.FRect(ROW_LEFT - 8, self.row_top, ROW_RIGHT - ROW_LEFT + 24, 4 * self.row_h)

    def own_face_up_rects(self, count: int) -> list[pygame.FRect]:
        """Up to six in a 3 x 2 grid beside the hand, none hiding another's value."""
        x, y = self.table.width - 136, self.table.hand_y
        w, h = CARD_SIZES["tiny"]
        return [
            pygame.FRect(x + (i % 3) * (w + 4), y + (i // 3) * (h + 6), w, h) for i in range(count)
        ]

    def oracle_rects(self, count: int) -> list[pygame.FRect]:
        y = self.y(162)
        return [pygame.FRect(INFO_X + i * 64, y, *CARD_SIZES["small"]) for i in range(count)]

    def start_card_rect(self) -> pygame.FRect:
        """On the left of the hand's place, its caption beside it, the choices to the right."""
        return pygame.FRect(ROW_LEFT + 8, self.table.hand_y, 80, 112)

    def start_caption_rect(self) -> pygame.FRect:
        card = self.start_card_rect()
        return pygame.FRect(card.right + 24, card.y, START_CAPTION_W, card.h)

    def start_choices_area(self) -> pygame.FRect:
        """The rest of the hand's place: nothing else lies there before the start."""
        x = self.start_caption_rect().right + 16
        top = self.table.prompt_bar().bottom + 4
        return pygame.FRect(x, top, self.table.width - x, self.table.bottom - 4 - top)
