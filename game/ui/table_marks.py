"""Marks every card table draws alike, so the games look and behave as one program: a seat's
panel (lit while that seat is to act), the gap a card being dragged leaves in the hand, and
the outline of the drop zone under the dragged card."""

from __future__ import annotations

import pygame

from . import theme
from .painter import Painter


def draw_seat_panel(painter: Painter, rect: pygame.FRect, lit: bool) -> None:
    """Another player's panel; ``lit``: it is that seat's turn (or a click may pick it)."""
    painter.panel(rect, alpha=34 if lit else 20)
    if lit:
        painter.rect(rect, theme.ACCENT, 12, width=2)


def draw_held_gap(painter: Painter, rect: pygame.FRect) -> None:
    """Where a dragged hand card lay: a shadow, so the hand keeps its shape."""
    painter.rect(rect, (0, 0, 0), 8, alpha=60)


def draw_drop_zone(painter: Painter, zone: pygame.FRect) -> None:
    """The zone a dragged card would be dropped on, outlined while the pointer is in it."""
    painter.rect(zone, theme.ACCENT, 12, width=2, alpha=160)
