"""Zilence: the board on screen (game.ui.zilence_board) and the art it draws, headless."""

from __future__ import annotations

import itertools
import math
import random
import time
from pathlib import Path

import pygame
import pytest

from game.engine.common.resources import level_path
from game.engine.zilence import polylines
from game.engine.zilence.drawables import board_geometry, route_geometry
from game.engine.zilence.layout import change, random_layout
from game.engine.zilence.state import board
from game.ui import zilence_board as zb
from game.ui.zilence_art import icon_px
from game.ui.zilence_look import ITEM_BOARD_PX, ITEM_MIN_PX


def luminance(rgb) -> float:
    def lin(c: float) -> float:
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (lin(v) for v in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


@pytest.fixture(scope="module")
def renderer():
    pygame.display.init()
    return zb.BoardRenderer(board())


def layout(seed: int = 1):
    return random_layout(board(), random.Random(seed))


def table_rect(w: int, h: int) -> pygame.Rect:
    """The board fills the table's height, as the scene will place it."""
    return pygame.Rect((w - h) // 2, 8, h, h - 16)


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_draws_at_real_resolution_with_lines_at_7_to_1_against_their_surroundings(
    renderer, size, tmp_path
):
    w, h = size
    screen = pygame.Surface(size)
    screen.fill((30, 28, 34))
    rect = table_rect(w, h)
    lay = layout(2)
    renderer.set_layout(lay)
    sq = renderer.draw(screen, rect)
    assert sq.h == rect.h and rect.contains(sq)
    pygame.image.save(screen, str(tmp_path / f"board_{w}x{h}.png"))  # to look at
    geo = board_geometry(lay)
    lines = [ln["points"] for ln in geo["strands"] + geo["decoys"]]
    items = [it["pos"] for it in geo["items"]]
    s = renderer.scale(rect)
    core, edge = renderer._widths(s)
    ratios = []
    for i, pts in enumerate(lines):
        screen_pts = renderer.route_polyline(pts, rect)
        total = polylines.length(screen_pts)
        step = 6.0
        arc = 20.0
        while arc < total - 20:
            p = polylines.point_at(screen_pts, arc)
            q = polylines.point_at(screen_pts, arc + 2)
            arc += step
            bp = renderer.screen_to_board(p, rect)
            if polylines.dist(bp, board().pivot) < 320:
                continue  # the hub and its icons
            if any(polylines.project(bp, o)[0] < 45 for j, o in enumerate(lines) if j != i):
                continue  # another line's edge or a crossing
            if any(polylines.dist(bp, it) < 60 for it in items):
                continue  # an item picture
            tx, ty = q[0] - p[0], q[1] - p[1]
            n = math.hypot(tx, ty) or 1.0
            nx, ny = -ty / n, tx / n
            line_px = min(  # the line's core: the darkest pixel where the curve runs
                (
                    screen.get_at((round(p[0]) + dx, round(p[1]) + dy))
                    for dx in (-1, 0, 1)
                    for dy in (-1, 0, 1)
                ),
                key=luminance,
            )
            off = core / 2 + edge + 2.5
            for sign in (-1, 1):
                around = screen.get_at(
                    (round(p[0] + sign * nx * off), round(p[1] + sign * ny * off))
                )
                ratios.append(contrast(line_px, around))
    assert len(ratios) > 150
    ratios.sort()
    median = ratios[len(ratios) // 2]
    print(f"{w}x{h}: {len(ratios)} samples, contrast min {ratios[0]:.1f} median {median:.1f}")
    assert ratios[0] >= 7.0, ratios[:10]
    assert ratios[len(ratios) // 2] >= 9.0


def test_lines_are_smooth_with_a_light_edge(renderer):
    screen = pygame.Surface((1280, 720))
    rect = table_rect(1280, 720)
    renderer.set_layout(layout(3))
    renderer.draw(screen, rect)
    colors = {
        tuple(screen.get_at((x, y)))[:3] for x in range(300, 980, 3) for y in range(0, 720, 3)
    }
    assert any(luminance(c) < 0.02 for c in colors)  # the dark core
    assert any(luminance(c) > 0.85 for c in colors)  # the light edge
    # antialiased: many in-between greys where the smoothed lines meet the city
    assert len(colors) > 2000


def test_recomposed_only_when_the_layout_changes_and_within_100_ms(renderer):
    rect = table_rect(1280, 720)
    renderer.prepare(renderer.square(rect).w)
    screen = pygame.Surface((1280, 720))
    lay = layout(4)
    renderer.set_layout(lay)
    renderer.draw(screen, rect)
    first = renderer.compose(renderer.square(rect).w)
    renderer.set_layout(lay)
    renderer.draw(screen, rect, active_starts=[(0, 0)], pulse=0.5)
    assert renderer.compose(renderer.square(rect).w) is first  # not rebuilt per frame
    times = []
    for symbol in board().catalogue.symbol_ids:
        lay = change(lay, board().starts, symbol)
        renderer.set_layout(lay)
        t0 = time.perf_counter()
        renderer.draw(screen, rect)
        times.append((time.perf_counter() - t0) * 1000)
        assert renderer.last_compose_ms > 0
    assert min(times) < 100, times
    t0 = time.perf_counter()
    for _ in range(20):
        renderer.draw(screen, rect, active_starts=[(0, 0), (0, 1), (2, 0)], pulse=0.3)
    assert (time.perf_counter() - t0) / 20 * 1000 < 4  # a frame is a blit and three rings


def test_covered_board_shows_nothing_of_the_layout(renderer):
    rect = table_rect(800, 600)
    shots = []
    for seed in (5, 6):
        screen = pygame.Surface((800, 600))
        renderer.set_layout(layout(seed))
        renderer.draw(screen, rect, covered=True)
        shots.append(pygame.image.tobytes(screen, "RGB"))
    assert shots[0] == shots[1]


def test_route_polyline_follows_the_engines_route_from_its_start(renderer):
    rect = table_rect(1280, 720)
    lay = layout(7)
    renderer.set_layout(lay)
    for color in ("red", "yellow", "blue"):
        r = route_geometry(lay, "bones", color)
        pts = renderer.route_polyline(r, rect)
        start = board().start("bones", color).pos
        assert polylines.dist(pts[0], renderer.board_to_screen(start, rect)) < 1.0
        assert polylines.dist(pts[-1], renderer.board_to_screen(r["points"][-1], rect)) < 1.0
        # smoothing keeps the route where it is drawn: every stored point lies on the curve
        for p in r["points"][:: max(1, len(r["points"]) // 10)]:
            assert polylines.project(renderer.board_to_screen(p, rect), pts)[0] < 1.0
        back = renderer.screen_to_board(renderer.board_to_screen(start, rect), rect)
        assert polylines.dist(back, start) < 1e-6


def test_draws_through_a_painter_in_logical_coordinates(tmp_path):
    from game.ui.painter import Painter

    screen = pygame.Surface((800, 600))
    painter = Painter(screen)
    r = zb.BoardRenderer()
    r.set_layout(layout(8))
    sq = r.draw(painter, (280, 24, 720, 672), colorblind=True)
    assert sq == r.square(painter.real_rect((280, 24, 720, 672)))
    pygame.image.save(screen, str(tmp_path / "board_painter_800x600.png"))
    assert screen.get_at(sq.center)[:3] != (0, 0, 0)


def test_items_and_start_icons_are_large_enough_at_800x600(renderer):
    rect = table_rect(800, 600)
    s = renderer.scale(rect)
    assert max(ITEM_MIN_PX, round(ITEM_BOARD_PX * s)) >= 24
    assert icon_px(s, False) >= 26


def silhouette(path: Path, px: int = 24) -> pygame.Mask:
    pic = pygame.transform.smoothscale(pygame.image.load(str(path)), (px, px))
    return pygame.mask.from_surface(pic, 127)


def test_items_differ_in_silhouette_not_only_in_colour():
    folder = level_path("zilence") / "tiles" / "items"
    masks = {p.stem: silhouette(p) for p in sorted(folder.glob("*.png"))}
    assert len(masks) >= 16

    def overlap(a: str, b: str) -> float:
        inter = masks[a].overlap_area(masks[b], (0, 0))
        return inter / (masks[a].count() + masks[b].count() - inter)

    for a, b in itertools.combinations(masks, 2):
        assert overlap(a, b) < 0.9, (a, b)
    # once all upright rectangles: now each has a shape of its own
    for a, b in itertools.combinations(
        ("battery", "energy_drink", "walkie_talkie", "canned_food"), 2
    ):
        assert overlap(a, b) < 0.7, (a, b)


def test_start_icons_sit_on_their_lines_start_with_a_shape_per_colour():
    from game.engine.zilence.tmx import read_map

    b = board()
    raw = read_map(level_path("zilence") / "center.tmx", "center.tmx")
    for o in raw.object_layers["icons"]:
        near = min(b.starts, key=lambda st: polylines.dist(st.pos, o.anchor))
        assert polylines.dist(near.pos, o.anchor) < 2.0
    folder = level_path("zilence") / "tiles" / "hub"
    shapes = {c: silhouette(folder / f"bones_{c}.png") for c in ("red", "yellow", "blue")}
    for a, b2 in itertools.combinations(shapes, 2):
        inter = shapes[a].overlap_area(shapes[b2], (0, 0))
        assert inter / (shapes[a].count() + shapes[b2].count() - inter) < 0.95
