"""Where things sit on every table: seat panels along the top, the shown seat's hand at the
bottom, the prompt bar just above it, the shared middle between (STYLE.md).

All in logical canvas pixels (1280x720), left of the log panel.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...ui import theme
from ...ui.cards import CARD_SIZES

PROMPT_H = 52
SEAT_PANEL_H = 100
SEAT_PANEL_MAX_W = 320


HAND_ROOM = 172  # from the hand's top to the window's bottom edge
PROMPT_ROOM = 100  # from the prompt bar's top to the hand's top


@dataclass(frozen=True)
class TableLayout:
    """The regions of a table ``width`` wide (the log panel is to its right), between the
    window's ``top`` and ``bottom`` edges in logical px: 0 and 720 on a 16:9 window, more
    on a taller one (4:3 gains 240 px), so a table uses the window's shape."""

    width: float
    top: float = 0
    bottom: float = 720
    left: float = 136  # room for the Menu button in the corner

    @property
    def hand_y(self) -> float:
        return self.bottom - HAND_ROOM

    @property
    def prompt_y(self) -> float:
        return self.hand_y - PROMPT_ROOM

    @property
    def panel_y(self) -> float:
        return self.top + 20

    def seat_panels(self, seats: list[int]) -> dict[int, pygame.FRect]:
        """One panel per other seat, left to right along the top, in the given order."""
        if not seats:
            return {}
        gap = 16
        w = min(SEAT_PANEL_MAX_W, (self.width - self.left - gap * (len(seats) - 1)) / len(seats))
        return {
            seat: pygame.FRect(self.left + i * (w + gap), self.panel_y, w, SEAT_PANEL_H)
            for i, seat in enumerate(seats)
        }

    def prompt_bar(self) -> pygame.FRect:
        m = theme.MARGIN
        return pygame.FRect(2 * m, self.prompt_y, self.width - 2 * m, PROMPT_H)

    def middle(self) -> pygame.FRect:
        """The shared middle: between the seat panels and the prompt bar."""
        y = self.panel_y + SEAT_PANEL_H + 12
        return pygame.FRect(theme.MARGIN, y, self.width - theme.MARGIN, self.prompt_y - 8 - y)

    def hand_row(
        self, count: int, card: tuple[float, float], right_reserve: float = 150
    ) -> list[pygame.FRect]:
        """``count`` cards centred in a row at the bottom, overlapping when they must."""
        left, right = 48, self.width - right_reserve
        w, h = card
        step = min(w + 8, (right - left - w) / max(1, count - 1))
        total = step * (count - 1) + w if count else 0
        x0 = left + max(0, (right - left - total) / 2)
        return [pygame.FRect(x0 + i * step, self.hand_y, w, h) for i in range(count)]


def fit_row(
    box: pygame.FRect, count: int, sizes: tuple[str, ...], gap: float = 6, overlap: float = 0.72
) -> list[pygame.FRect]:
    """``count`` cards in a row centred in ``box``: the largest of ``sizes`` (names of
    ``CARD_SIZES``) whose cards fit when each one shows at least ``overlap`` of its width,
    else the smallest, overlapping more (a village panel, a row of cards in a seat panel)."""
    name = sizes[-1]
    for name in sizes:
        w, h = CARD_SIZES[name]
        if h <= box.h and w + (count - 1) * w * overlap <= box.w:
            break
    w, h = CARD_SIZES[name]
    step = w + gap if count < 2 else min(w + gap, (box.w - w) / (count - 1))
    total = step * (count - 1) + w if count else 0
    x0 = box.x + max(0.0, (box.w - total) / 2)
    return [pygame.FRect(x0 + i * step, box.y, w, h) for i in range(count)]


def others_from(seat: int, num_players: int) -> list[int]:
    """The other seats in playing order, starting after ``seat`` (so the next one is first)."""
    return [(seat + k) % num_players for k in range(1, num_players)]
