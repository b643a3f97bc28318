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


def test_lines_blended_onto_a_board_band_by_band_equal_the_shrunk_layer_blended_whole() -> None:
    """With ``onto`` no whole shrunk layer is made (12 MB at 4K): each band is blended onto
    the board as it is shrunk, with the same pixels as the layer blended at once."""
    rng = random.Random(3)
    size = LINE_BAND + 70
    k = SUPERSAMPLE
    strokes = []
    for _ in range(25):
        x, y = rng.uniform(0, size * k), rng.uniform(0, size * k)
        pts = []
        for _ in range(200):
            x, y = x + rng.uniform(-12, 12), y + rng.uniform(-12, 12)
            pts.append((x, y))
        strokes.append(((rng.randrange(256), 40, 90, 255), pts, rng.uniform(3, 30)))
    ground = pygame.Surface((size, size), pygame.SRCALPHA)
    ground.fill((200, 180, 150, 255))
    pygame.draw.circle(ground, (0, 0, 0, 0), (size // 2, size // 2), size // 4)  # a clear hole
    whole = ground.copy()
    whole.blit(strokes_shrunk(size, strokes), (0, 0))
    banded = strokes_shrunk(size, strokes, onto=ground.copy())
    assert pygame.image.tobytes(banded, "RGBA") == pygame.image.tobytes(whole, "RGBA")


def test_the_rim_cut_a_band_at_a_time_equals_the_whole_disc_mask() -> None:
    """No whole-board mask is made to clear what lies beyond the rim (12 MB at 4K), and the
    board's edge is the same pixels as with one, at even and odd sizes."""
    from game.ui.zilence_board import DISC_BAND, cut_beyond_rim

    for size in (2 * DISC_BAND + 38, 2 * DISC_BAND + 39, DISC_BAND):
        ground = pygame.Surface((size, size), pygame.SRCALPHA)
        ground.fill((90, 80, 70, 255))
        disc = pygame.Surface((size, size), pygame.SRCALPHA)
        disc.fill((255, 255, 255, 0))
        pygame.draw.aacircle(disc, (255, 255, 255, 255), (size / 2, size / 2), size / 2 - 1)
        whole = ground.copy()
        whole.blit(disc, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        cut = ground.copy()
        cut_beyond_rim(cut)
        assert pygame.image.tobytes(cut, "RGBA") == pygame.image.tobytes(whole, "RGBA")
        assert cut.get_at((0, 0)).a == 0 and cut.get_at((size // 2, size // 2)).a == 255
