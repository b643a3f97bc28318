"""A large translucent rounded rectangle drawn as pieces (issue 32).

An outline: the top and bottom bands with their corners, and the two sides between. At 4K a
highlighted panel's 3 px outline was a 7-13 MB picture, almost all of it clear, built in 6 ms
and blended whole wherever it was drawn again.

A filled one: the top and bottom bands with their corners, and between them one strip of
``STRIP`` rows laid again and again (every row between the corners is the same). The end
screen's back at 4K was a 13 MB picture: allocating and clearing it took 6-9 ms of the frame
that opened the end screen.

Each piece is the whole shape drawn moved, cut by its own edges: together they are the same
pixels."""

from __future__ import annotations

import pygame

STRIP = 64  # rows of a filled one's middle strip
# a filled one smaller than this (real px) is one picture: its pieces would cost more blits
FILLED_FROM = 512 * 512


def pieces(size: tuple[int, int], radius: int, width: int) -> list[tuple[pygame.Rect, pygame.Rect]]:
    """The pieces of a shape ``size`` large, each as (the part of the whole shape its picture
    holds, where that goes); none when the shape is better one picture (an outline too small
    to have a clear middle, a small filled one)."""
    w, h = size
    band = max(radius, width)
    if width:
        if w <= 2 * band or h <= 2 * band:
            return []
        parts = [
            pygame.Rect(0, 0, w, band),
            pygame.Rect(0, h - band, w, band),
            pygame.Rect(0, band, band, h - 2 * band),
            pygame.Rect(w - band, band, band, h - 2 * band),
        ]
        return [(part, part) for part in parts]
    if w * h < FILLED_FROM or h - 2 * band < 2 * STRIP:
        return []
    bands = [pygame.Rect(0, 0, w, band), pygame.Rect(0, h - band, w, band)] if band else []
    laid = [(part, part) for part in bands]
    for y in range(band, h - band, STRIP):
        rows = min(STRIP, h - band - y)  # (the last strip may be shorter: a picture of its own)
        laid.append((pygame.Rect(0, band, w, rows), pygame.Rect(0, y, w, rows)))
    return laid


def piece(
    size: tuple[int, int],
    part: pygame.Rect,
    rgba: tuple[int, int, int, int],
    radius: int,
    width: int,
) -> pygame.Surface:
    """The ``part`` of the shape ``size`` large, as a picture of its own."""
    surf = pygame.Surface(part.size, pygame.SRCALPHA)
    pygame.draw.rect(surf, rgba, (-part.x, -part.y, *size), width, border_radius=radius)
    return surf
