"""A translucent rounded outline drawn as four pieces: the top and bottom bands with their
corners, and the two sides between (issue 32: at 4K a highlighted panel's 3 px outline was a
7-13 MB picture, almost all of it clear, built in 6 ms and blended whole wherever it was
drawn again). Each piece is the whole outline drawn moved, cut by its own edges: together
they are the same pixels."""

from __future__ import annotations

import pygame


def pieces(size: tuple[int, int], radius: int, width: int) -> list[pygame.Rect]:
    """The pieces of an outline ``size`` large (none when it is too small to have a clear
    middle: then it is one picture)."""
    w, h = size
    band = max(radius, width)
    if w <= 2 * band or h <= 2 * band:
        return []
    return [
        pygame.Rect(0, 0, w, band),
        pygame.Rect(0, h - band, w, band),
        pygame.Rect(0, band, band, h - 2 * band),
        pygame.Rect(w - band, band, band, h - 2 * band),
    ]


def piece(
    size: tuple[int, int],
    part: pygame.Rect,
    rgba: tuple[int, int, int, int],
    radius: int,
    width: int,
) -> pygame.Surface:
    """The ``part`` of the outline ``size`` large, as a picture of its own."""
    surf = pygame.Surface(part.size, pygame.SRCALPHA)
    pygame.draw.rect(surf, rgba, (-part.x, -part.y, *size), width, border_radius=radius)
    return surf
