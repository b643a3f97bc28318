"""A player's trend as a line over their last games: a glance says better or worse."""

from __future__ import annotations

import pygame

from ...history.words import score_text
from ...i18n import _
from ...ui import theme
from ...ui.painter import Painter


def axis_marks(values: list[float], inner: pygame.FRect) -> list[tuple[float, float]]:
    """The scale's labelled lines as (value, y): the highest at the top and the lowest at the
    bottom, or one line through the middle when every game counted the same (a scale reading
    "12" at both ends says nothing)."""
    low, high = min(values), max(values)
    if low == high:
        return [(low, inner.centery)]
    return [(high, inner.top), (low, inner.bottom)]


def draw_trend(painter: Painter, rect: pygame.FRect, values: list[float], caption: str) -> None:
    """``values`` oldest first, joined by a line with a dot per game; the lowest and highest
    value label the scale, ``caption`` says what is drawn."""
    painter.panel(rect, alpha=30)
    said = painter.text(
        caption, (rect.x + 16, rect.y + 10), theme.SIZE_SMALL, theme.TEXT_DIM, wrap=rect.w - 32
    )
    top = max(rect.y + 44, said.bottom + 14)  # under the caption, however many lines it took
    inner = pygame.FRect(rect.x + 56, top, rect.w - 80, rect.bottom - 20 - top)
    if not values:
        painter.text(
            _("No games yet."), inner.center, theme.SIZE_SMALL, theme.TEXT_DIM, anchor="center"
        )
        return
    low, high = min(values), max(values)
    span = (high - low) or 1.0
    for value, y in axis_marks(values, inner):
        painter.text(
            score_text(value),
            (inner.x - 12, y),
            theme.SIZE_SMALL,
            theme.TEXT_DIM,
            anchor="midright",
        )
        painter.line((inner.x, y), (inner.right, y), (90, 86, 100), 1)
    step = inner.w / max(1, len(values) - 1)
    points = [
        (
            inner.x + i * step if len(values) > 1 else inner.centerx,
            inner.centery if high == low else inner.bottom - (v - low) / span * inner.h,
        )
        for i, v in enumerate(values)
    ]
    painter.lines(points, theme.ACCENT, 3)
    for p in points:
        painter.circle(p, 5, theme.TEXT)
