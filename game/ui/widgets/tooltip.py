"""Words beside a widget: a notice under it, a tooltip placed where it covers nothing."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from .. import theme
from ..painter import Painter


def draw_notice(painter: Painter, text: str, under: pygame.FRect) -> None:
    """A short message just under a widget (over whatever is below it)."""
    w, h = painter.measure(text, theme.SIZE_SMALL)
    box = pygame.FRect(under.x, under.bottom + 2, w + 20, h + 8)
    painter.over()
    painter.rect(box, (60, 24, 24), 6, alpha=240)
    painter.rect(box, theme.DANGER, 6, width=1)
    painter.text(text, (box.x + 10, box.centery), theme.SIZE_SMALL, anchor="midleft")


def draw_tooltip(
    painter: Painter,
    text: str,
    anchor: pygame.FRect,
    avoid: Sequence[pygame.FRect] = (),
) -> pygame.FRect:
    """A tooltip beside what it describes, never over it: above, below, right or left,
    the first place inside the window that covers nothing in ``avoid``; returns its box."""
    w = min(420, painter.measure(text, theme.SIZE_SMALL)[0] + 24)
    # Narrower (more lines) when the natural width finds no free place, as beside a widget
    # that spans the window's middle (a settings row) with rows close above and below.
    for width in dict.fromkeys((w, min(w, 320), min(w, 260), min(w, 200))):
        _, h = painter.measure(text, theme.SIZE_SMALL, wrap=width - 24)
        box, free = tooltip_place(painter.window(), anchor, (width, h + 16), avoid)
        if free:
            break
    w = box.w
    painter.over()
    painter.rect(box, (16, 15, 20), 8, alpha=235)
    painter.text(text, (box.x + 12, box.y + 8), theme.SIZE_SMALL, wrap=w - 24)
    return box


def tooltip_box(
    window: pygame.FRect,
    anchor: pygame.FRect,
    size: tuple[float, float],
    avoid: Sequence[pygame.FRect] = (),
) -> pygame.FRect:
    """Where a tooltip of ``size`` goes for ``anchor`` (see draw_tooltip)."""
    return tooltip_place(window, anchor, size, avoid)[0]


def tooltip_place(
    window: pygame.FRect,
    anchor: pygame.FRect,
    size: tuple[float, float],
    avoid: Sequence[pygame.FRect] = (),
) -> tuple[pygame.FRect, bool]:
    """The tooltip's place, and whether it covers nothing in ``avoid``."""
    w, h = size
    gap = 8
    bounds = window.inflate(-2 * theme.MARGIN / 2, -2 * theme.MARGIN / 2)

    def clamp_x(x: float) -> float:
        return min(max(bounds.left, x), bounds.right - w)

    def clamp_y(y: float) -> float:
        return min(max(bounds.top, y), bounds.bottom - h)

    places = [
        pygame.FRect(clamp_x(anchor.centerx - w / 2), anchor.top - h - gap, w, h),
        pygame.FRect(clamp_x(anchor.centerx - w / 2), anchor.bottom + gap, w, h),
        pygame.FRect(anchor.right + gap, clamp_y(anchor.centery - h / 2), w, h),
        pygame.FRect(anchor.left - w - gap, clamp_y(anchor.centery - h / 2), w, h),
    ]
    inside = [b for b in places if bounds.contains(b) and not b.colliderect(anchor)]
    free = [b for b in inside if b.collidelist(list(avoid)) < 0]
    return (free or inside or places)[0], bool(free)
