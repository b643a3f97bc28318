"""A board's lines are drawn on a supersampled layer a band at a time (issue 32: the whole
layer was 130 MB at 4K): the result is pixel for pixel that of the whole layer."""

from __future__ import annotations

import random

import pygame

from game.ui.zilence_strokes import LINE_BAND, SUPERSAMPLE, strokes_shrunk, thick_line


def whole_layer(size: int, strokes) -> pygame.Surface:
    """The reference: every stroke on one layer the board's size times SUPERSAMPLE."""
    k = SUPERSAMPLE
    layer = pygame.Surface((size * k, size * k), pygame.SRCALPHA)
    for color, pts, width in strokes:
        thick_line(layer, color, pts, width)
    return pygame.transform.smoothscale(layer, (size, size))


def test_lines_drawn_a_band_at_a_time_equal_those_drawn_whole() -> None:
    rng = random.Random(7)
    size = 2 * LINE_BAND + 50  # three bands, the last a short one
    k = SUPERSAMPLE
    strokes = []
    for _ in range(40):  # thick curves crossing the bands' edges every way, in short steps
        x, y = rng.uniform(0, size * k), rng.uniform(0, size * k)  # as a board's smoothed lines
        pts = []
        for _ in range(300):
            x, y = x + rng.uniform(-12, 12), y + rng.uniform(-12, 12)
            pts.append((x, y))
        color = (rng.randrange(256), rng.randrange(256), rng.randrange(256), 255)
        strokes.append((color, pts, rng.uniform(3, 40)))
    banded = strokes_shrunk(size, strokes)
    reference = whole_layer(size, strokes)
    differing = sum(
        banded.get_at((x, y)) != reference.get_at((x, y))
        for y in range(size)
        for x in range(0, size, 3)
    )
    assert differing == 0
