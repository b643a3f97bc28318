"""Where things sit: the table's board, players' panels, bar and end summary (a wide window:
the players in a column beside the board; a tall one: in a row under it), and the scanning
practice's board, column and bar."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...ui import theme

COLUMN_W = 264
PRACTICE_COLUMN_W = 300
END_BUTTON_H, END_BUTTON_W = 48, 240
TALL_H = 880  # logical height from which the players sit under the board
ROW_PANEL_H = 136
PANEL_GAP = 10
CARD_MAX = 64
BAR_H = 52


def square_in(area: pygame.FRect) -> pygame.FRect:
    """The board's square: the largest that fits ``area``, centred."""
    d = min(area.w, area.h)
    return pygame.FRect(area.centerx - d / 2, area.centery - d / 2, d, d)


def tile_rects(sq: pygame.FRect, colors: list[str]) -> dict[str, pygame.FRect]:
    """The three choice tiles, side by side on the covered board."""
    w = min(150.0, sq.w * 0.24)
    h = w * 1.15
    gap = w * 0.14
    x0 = sq.centerx - (3 * w + 2 * gap) / 2
    y = sq.centery - h / 2 + sq.h * 0.04
    return {c: pygame.FRect(x0 + i * (w + gap), y, w, h) for i, c in enumerate(colors)}


@dataclass(frozen=True)
class TableGeometry:
    """The table's places, from the kit's layout (``top``, ``bottom``) and the table's width."""

    top: float
    bottom: float
    width: float
    players: int
    face_up: int  # item card slots in a panel
    text_scale: float = 1.0  # the player's text size: the players' column widens with it

    @property
    def column_w(self) -> float:
        return COLUMN_W * (1 + (self.text_scale - 1) / 2)

    def tall(self) -> bool:
        """A tall window (4:3): the players sit in a row under the board, which gets the
        whole width; a wide one (16:9): in a column beside it."""
        return self.bottom - self.top >= TALL_H

    def bar(self) -> pygame.FRect:
        y = self.bottom - theme.MARGIN - BAR_H
        return pygame.FRect(theme.MARGIN, y, self.width - theme.MARGIN, BAR_H)

    def column(self) -> pygame.FRect:
        """Where the players' panels go: a column on the left, or a row under the board."""
        if self.tall():
            y = self.bar().y - 12 - ROW_PANEL_H
            return pygame.FRect(theme.MARGIN, y, self.width - theme.MARGIN, ROW_PANEL_H)
        top = self.top + 80
        return pygame.FRect(theme.MARGIN, top, self.column_w, self.bar().y - 12 - top)

    def board_area(self) -> pygame.FRect:
        top = self.top + 12
        if self.tall():
            bottom = self.column().y - 12
            return pygame.FRect(theme.MARGIN, top, self.width - theme.MARGIN, bottom - top)
        x = theme.MARGIN + self.column_w + 16
        return pygame.FRect(x, top, self.width - x, self.bar().y - 10 - top)

    def board_square(self) -> pygame.FRect:
        return square_in(self.board_area())

    def panel_rects(self) -> list[pygame.FRect]:
        col, n = self.column(), self.players
        if self.tall():
            w = min(COLUMN_W, (col.w - PANEL_GAP * (n - 1)) / n)
            x0 = col.centerx - (n * w + (n - 1) * PANEL_GAP) / 2
            return [pygame.FRect(x0 + i * (w + PANEL_GAP), col.y, w, col.h) for i in range(n)]
        h = min(150.0, (col.h - PANEL_GAP * (n - 1)) / n)
        return [pygame.FRect(col.x, col.y + i * (h + PANEL_GAP), col.w, h) for i in range(n)]

    def card_rects(self, seat: int, count: int) -> list[pygame.FRect]:
        panel = self.panel_rects()[seat]
        slots = max(count, self.face_up)
        size = min(CARD_MAX, (panel.w - 24 - 8 * (slots - 1)) / max(1, slots), panel.h - 72)
        y = panel.y + 40
        return [pygame.FRect(panel.x + 12 + i * (size + 8), y, size, size) for i in range(count)]

    def open_box(self, height: float) -> pygame.FRect:
        """Over the board's lower edge, above the bar (a tall window: above the players' row,
        which stays in view)."""
        bottom = (self.column().y if self.tall() else self.bar().y) - 8
        x = self.board_area().x
        return pygame.FRect(x, bottom - height, self.width - x, height)

    def end_box(self) -> pygame.FRect:
        """Over the players' panels and the bar, which the summary says in words: the column
        left of the board (a wide window), the row under it (a tall one). The final board,
        with the last flight on it, stays in full view."""
        top, bottom = self.column().y, self.bar().bottom
        if self.tall():
            return pygame.FRect(theme.MARGIN, top, self.width - theme.MARGIN, bottom - top)
        width = max(COLUMN_W, self.board_square().x - theme.MARGIN - 12)
        return pygame.FRect(theme.MARGIN, top, width, bottom - top)

    def end_button_rects(self, n: int) -> list[pygame.FRect]:
        """The end's buttons in a column: under the words (wide), or at the summary's right
        (tall)."""
        box = self.end_box()
        h, gap = END_BUTTON_H, 8
        if self.tall():
            w, x = END_BUTTON_W, box.right - 16 - END_BUTTON_W
            y0 = box.centery - (n * h + (n - 1) * gap) / 2
        else:
            w, x = box.w - 32, box.x + 16
            y0 = box.bottom - 16 - n * h - (n - 1) * gap
        return [pygame.FRect(x, y0 + i * (h + gap), w, h) for i in range(n)]


@dataclass(frozen=True)
class PracticeGeometry:
    """The practice's places in the logical 1280-wide canvas, over its visible span."""

    top: float
    bottom: float

    def bar(self) -> pygame.FRect:
        y = self.bottom - theme.MARGIN - BAR_H
        return pygame.FRect(theme.MARGIN, y, 1280 - 2 * theme.MARGIN, BAR_H)

    def column(self) -> pygame.FRect:
        h = self.bar().y - 12 - self.top - 24
        return pygame.FRect(theme.MARGIN, self.top + 24, PRACTICE_COLUMN_W, h)

    def board_area(self) -> pygame.FRect:
        x = theme.MARGIN + PRACTICE_COLUMN_W + 16
        h = self.bar().y - 10 - self.top - 12
        return pygame.FRect(x, self.top + 12, 1280 - theme.MARGIN - x, h)

    def board_square(self) -> pygame.FRect:
        return square_in(self.board_area())
