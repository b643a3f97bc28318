"""The Zilence board on screen: a calm city, dark smooth lines, items and the start icons.

Everything comes from the Tiled data: terrain tiles, the hub's roof and start icons and the item
pictures are read through pytmx (``zilence_art``); the lines and where everything lies come from
the engine's board geometry. The board is drawn at the window's real resolution:

* each section side's terrain is rendered once per board size, masked to its sector, and turned
  into a slot with smoothing (cached per side, slot and size);
* when the layout changes, the six sectors, the roof and every line (Catmull-Rom smoothed from
  the few points stored in Tiled, with round joins and a thin light edge, ``zilence_strokes``;
  strands and decoys alike) and the items are composed into one surface (``last_compose_ms``
  says how long it took);
* each frame blits that surface and draws only what changes: the start icons' pulse and the
  cover.

    renderer = BoardRenderer(board)
    renderer.set_layout(view["layout"])
    renderer.draw(painter, (x, y, w, h), active_starts=view["active_starts"], pulse=t % 1)
    points = renderer.route_polyline(route_geometry(...), rect)  # where the pointer flies

With a ``Painter`` the rect is logical (converted with ``painter.real_rect``); with a plain
``pygame.Surface`` it is in real pixels. The board is a circle drawn in the largest square that
fits the rect, centred.
"""

from __future__ import annotations

import math
import threading
import time
from collections import OrderedDict
from collections.abc import Iterable, Sequence
from functools import partial
from typing import Any

import pygame

from game.engine.zilence import polylines
from game.engine.zilence.board import Board
from game.engine.zilence.drawables import board_geometry
from game.engine.zilence.state import board as shipped_board

from . import board_worker
from .zilence_art import BoardArt, icon_px
from .zilence_look import (
    BOARD_RADIUS,
    COVER,
    COVER_MARK,
    DASHES,
    EDGE,
    EDGE_MIN_PX,
    GROUND,
    INK,
    LEAD_BOARD_PX,
    LINE_BOARD_PX,
    LINE_MIN_PX,
    RIM,
    SMOOTH_STEP_PX,
)
from .zilence_strokes import SUPERSAMPLE, Stroke, dashed, strokes_shrunk

Pt = tuple[float, float]
RectLike = pygame.Rect | pygame.FRect | tuple[float, float, float, float]

BOARDS_KEPT = 2  # composed boards kept: this round's and the next (the change's two)
GEOMETRIES_KEPT = 8
DISC_BAND = 256  # rows of the rim's mask made at a time


class BoardRenderer:
    """Draws one board; keeps its art cached between layouts and frames."""

    def __init__(self, board: Board | None = None) -> None:
        self.board = board or shipped_board()
        self.layout: tuple[str, ...] = ()
        self.last_compose_ms = 0.0
        # Composing may run on the board worker while the frame draws: one at a time.
        self._lock = board_worker.SharedLock()  # (composing runs on the board worker)
        self._geo_lock = threading.Lock()  # held for a moment only: the frame reads geometry
        self.art = BoardArt(self.board, self._lock)
        self._boards: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._geometries: OrderedDict[tuple[str, ...], dict[str, Any]] = OrderedDict()
        # What each draw showed, "board" or "cover", in order: tests read it (a scene clears
        # it when it likes); it never grows past a few hundred entries.
        self.drawn: list[str] = []

    # ---- public -------------------------------------------------------------------------
    def set_layout(self, layout: Iterable[str]) -> None:
        self.layout = tuple(layout)

    def geometry(self, layout: Iterable[str]) -> dict[str, Any]:
        """``board_geometry`` of a layout, computed once while it is in use (read only)."""
        key = tuple(layout)
        geo = self._geometries.get(key)
        if geo is None:
            geo = board_geometry(key, self.board)
            with self._geo_lock:
                self._geometries[key] = geo
                while len(self._geometries) > GEOMETRIES_KEPT:
                    self._geometries.popitem(last=False)
        return geo

    def warm(self) -> None:
        """Read every map (terrain, pictures, icons) now, so no later frame parses one."""
        self.art.warm()

    def composed(
        self, size: int, colorblind: bool = False, layout: Iterable[str] | None = None
    ) -> pygame.Surface | None:
        """The board already composed for ``layout`` (default: the current one), or None."""
        key = (tuple(self.layout if layout is None else layout), size, colorblind)
        return self._boards.get(key)

    def compose_later(
        self, size: int, colorblind: bool = False, layout: Iterable[str] | None = None
    ):
        """Compose on the board worker; a Future of the Surface (poll with ``ready``)."""
        layout = tuple(self.layout if layout is None else layout)
        return board_worker.submit(self.compose, size, colorblind, layout)

    def square(self, rect: RectLike) -> pygame.Rect:
        """The square (real px) the board circle fills inside ``rect`` (real px)."""
        r = pygame.Rect(rect)
        d = min(r.w, r.h)
        return pygame.Rect(r.centerx - d // 2, r.centery - d // 2, d, d)

    def scale(self, rect: RectLike) -> float:
        """Real px per board px for a board drawn in ``rect`` (real px)."""
        return self.square(rect).w / (2 * BOARD_RADIUS)

    def board_to_screen(self, p: Sequence[float], rect: RectLike) -> Pt:
        sq = self.square(rect)
        s = sq.w / (2 * BOARD_RADIUS)
        return (
            sq.centerx + (p[0] - self.board.pivot[0]) * s,
            sq.centery + (p[1] - self.board.pivot[1]) * s,
        )

    def screen_to_board(self, p: Sequence[float], rect: RectLike) -> Pt:
        sq = self.square(rect)
        s = sq.w / (2 * BOARD_RADIUS)
        return (
            self.board.pivot[0] + (p[0] - sq.centerx) / s,
            self.board.pivot[1] + (p[1] - sq.centery) / s,
        )

    def route_polyline(self, route: dict[str, Any] | Sequence[Pt], rect: RectLike) -> list[Pt]:
        """Where the flight pointer flies, in real px: the route's points (from
        ``route_geometry`` or a list of board points) smoothed exactly as the lines are drawn.

        ``rect`` is in real px, as for ``draw`` on a Surface (with a Painter, pass
        ``painter.real_rect(logical_rect)``); the same holds for ``board_to_screen``.
        """
        pts = route["points"] if isinstance(route, dict) else route
        screen = [self.board_to_screen(p, rect) for p in pts]
        return polylines.catmull_rom(screen, SMOOTH_STEP_PX)

    def draw(
        self,
        target: pygame.Surface | Any,
        rect: RectLike,
        *,
        active_starts: Iterable[Any] = (),
        colorblind: bool = False,
        covered: bool = False,
        pulse: float = 0.0,
    ) -> pygame.Rect:
        """Draw the board for the current layout into ``rect``; returns the square it fills.

        ``active_starts`` are the starts to ring (dicts with ``hub_side`` and ``inner_index``
        as in the view, or ``(hub_side, inner_index)`` pairs); ``pulse`` (0-1) animates the
        ring. ``covered`` draws only the cover: nothing of the board shows.
        """
        real = pygame.Rect(rect if isinstance(target, pygame.Surface) else target.real_rect(rect))
        if len(self.drawn) > 256:
            del self.drawn[:128]
        self.drawn.append("cover" if covered else "board")
        starts = wanted_starts(active_starts)
        paint = partial(self._paint, real=real, colorblind=colorblind, covered=covered)
        rings = [] if covered else self._rings(real, starts, pulse, colorblind)
        if isinstance(target, pygame.Surface):
            paint(target)
            for ring in rings:
                draw_ring(target, *ring)
            return self.square(real)
        # A recorded frame's operations: the board is drawn again only when it changes, and
        # a pulsing ring only in its own small box.
        if covered:
            target.direct(real, paint, ("zilence board", tuple(self.layout), colorblind, covered))
        else:  # laid on the table once, then copied: no blending, nothing drawn under it
            sq = self.square(real)
            board = self.composed(sq.w, colorblind) or self.compose(sq.w, colorblind)
            target.laid(board, sq.topleft)
        for ring in rings:
            (x, y), r, width = ring
            box = pygame.Rect(x - r - 3, y - r - 3, 2 * r + 7, 2 * r + 7)
            target.direct(box, partial(draw_ring, pos=(x, y), r=r, width=width), ("ring", *ring))
        return self.square(real)

    def _paint(
        self,
        surface: pygame.Surface,
        real: pygame.Rect,
        colorblind: bool,
        covered: bool,
    ) -> None:
        sq = self.square(real)
        if covered:
            self._draw_cover(surface, sq)
            return
        board = self.composed(sq.w, colorblind) or self.compose(sq.w, colorblind)
        surface.blit(board, sq)

    def compose(
        self, size: int, colorblind: bool = False, layout: Iterable[str] | None = None
    ) -> pygame.Surface:
        """The whole board at ``size`` x ``size`` real px for ``layout`` (default: the current
        one); the last few are kept. Safe to call from the board worker."""
        layout = tuple(self.layout if layout is None else layout)
        if not layout:
            raise ValueError("set_layout() first")
        key = (layout, size, colorblind)
        with self._lock:
            hit = self._boards.get(key)
            if hit is not None:
                self._boards.move_to_end(key)
                return hit
            # the least recently asked for goes first, before the new one takes its memory
            while len(self._boards) >= BOARDS_KEPT:
                self._boards.popitem(last=False)
            t0 = time.perf_counter()
            board = self._compose(layout, size, colorblind)
            self.last_compose_ms = (time.perf_counter() - t0) * 1000
            self._boards[key] = board
            return board

    def prepare(self, size: int) -> None:
        """Render every side's terrain for a board of ``size`` real px ahead of time."""
        with self._lock:
            for key in self.board.sides:
                self.art.side_terrain(key, size)

    # ---- composing ---------------------------------------------------------------------------
    def _compose(self, layout: tuple[str, ...], size: int, colorblind: bool) -> pygame.Surface:
        s = size / (2 * BOARD_RADIUS)
        geo = self.geometry(layout)
        out = pygame.Surface((size, size), pygame.SRCALPHA)
        c = (size / 2, size / 2)
        pygame.draw.circle(out, GROUND, c, size / 2 - 1)
        for k, key in enumerate(layout):
            board_worker.step_aside()  # (each step holds the interpreter lock 1-3 ms at 4K)
            turned = self.art.turned_side(key, k, size)
            centre = self.art.side_centre(key)
            p = polylines.rotate_slot(centre, self.board.pivot, k)
            pos = self._local(p, s, size)
            out.blit(turned, turned.get_rect(center=(round(pos[0]), round(pos[1]))))
        cut_beyond_rim(out)
        board_worker.step_aside()
        roof = self.art.roof(size)
        out.blit(roof, roof.get_rect(center=(round(c[0]), round(c[1]))))
        pygame.draw.aacircle(out, RIM, c, size / 2 - 1, max(2, round(size / 250)))
        board_worker.step_aside()
        self._draw_lines(out, s, size, geo)
        if colorblind:
            self._draw_leads(out, s, size, layout)
        board_worker.step_aside()

        def place(p: Sequence[float]) -> Pt:
            return self._local(p, s, size)

        self.art.draw_items(out, s, layout, geo, place)
        self.art.draw_icons(out, s, colorblind, place)
        return out

    def _local(self, p: Sequence[float], s: float, size: int) -> Pt:
        return (
            size / 2 + (p[0] - self.board.pivot[0]) * s,
            size / 2 + (p[1] - self.board.pivot[1]) * s,
        )

    def _widths(self, s: float) -> tuple[float, float]:
        core = max(LINE_MIN_PX, LINE_BOARD_PX * s)
        edge = max(EDGE_MIN_PX, core * 0.42)
        return core, edge

    def _smoothed_lines(self, s: float, size: int, geo: dict[str, Any]) -> list[list[Pt]]:
        out = []
        for line in geo["strands"] + geo["decoys"]:
            pts = [self._local(p, s, size) for p in line["points"]]
            out.append(polylines.catmull_rom(pts, SMOOTH_STEP_PX))
        return out

    def _draw_lines(self, out: pygame.Surface, s: float, size: int, geo: dict[str, Any]) -> None:
        core, edge = self._widths(s)
        k = SUPERSAMPLE
        lines = [[(x * k, y * k) for x, y in pts] for pts in self._smoothed_lines(s, size, geo)]
        # every light edge first, so crossings stay clean X shapes
        strokes = [(EDGE, pts, (core + 2 * edge) * k) for pts in lines]
        strokes += [(INK, pts, core * k) for pts in lines]
        strokes_shrunk(size, strokes, onto=out)

    def _draw_leads(
        self, out: pygame.Surface, s: float, size: int, layout: tuple[str, ...]
    ) -> None:
        """Colour-blind mode: the first stretch of each line in its colour and dash pattern."""
        core, _edge = self._widths(s)
        k = SUPERSAMPLE
        strokes: list[Stroke] = []
        colors = {c: rgb for c, _n, rgb in self.board.catalogue.colors}
        for st in self.board.starts:
            key = layout[st.hub_side]
            side = self.board.sides[key]
            hop = side.hops.get(("inner", st.inner_index))
            if hop is None:
                continue
            strand = side.strand(hop.strand)
            pts = strand.pts if hop.direction > 0 else tuple(reversed(strand.pts))
            world = [polylines.rotate_slot(p, self.board.pivot, st.hub_side) for p in pts]
            local = polylines.catmull_rom(
                [self._local(p, s * k, size * k) for p in world], SMOOTH_STEP_PX
            )
            lead: list[Pt] = []
            run = 0.0
            for i, p in enumerate(local):
                if i:
                    run += polylines.dist(local[i - 1], p)
                lead.append(p)
                if run > LEAD_BOARD_PX * s * k:
                    break
            on, off = DASHES.get(st.color, (1.0, 0.0))
            for dash in dashed(lead, (on if off else 1e9) * k, off * k):
                strokes.append((colors[st.color], dash, core * k))
        strokes_shrunk(size, strokes, onto=out)

    # ---- per frame -----------------------------------------------------------------------
    def _rings(
        self,
        real: pygame.Rect,
        wanted: tuple[tuple[int, int], ...],
        pulse: float,
        colorblind: bool,
    ) -> list[tuple[tuple[float, float], float, int]]:
        """Each ringed start's (centre, radius, line width) in real px at ``pulse``."""
        if not wanted:
            return []
        s = self.scale(real)
        px = icon_px(s, colorblind)
        grow = 0.5 + 0.5 * math.sin(2 * math.pi * pulse)
        rings = []
        for hub_side, index, _color, c, _image in self.art.icons:
            if (hub_side, index) in wanted:
                pos = self.board_to_screen(c, real)
                rings.append((pos, px / 2 + 3 + 3 * grow, max(2, round(px / 10))))
        return rings

    def _draw_cover(self, surface: pygame.Surface, sq: pygame.Rect) -> None:
        c = sq.center
        pygame.draw.circle(surface, COVER, c, sq.w / 2)
        for i in range(1, 6):
            pygame.draw.aacircle(surface, COVER_MARK, c, sq.w / 2 * i / 6, 1)


def cut_beyond_rim(out: pygame.Surface) -> None:
    """Nothing of the square ``out`` beyond the board's rim: its alpha cut by a smooth disc.
    The disc is drawn a band of rows at a time where that gives the same pixels (an even
    size: the centre falls on whole pixels in every band), so no whole-board mask is made
    (12 MB at 4K)."""
    size = out.get_width()
    c, r = (size / 2, size / 2), size / 2 - 1
    band = size if size % 2 else DISC_BAND
    disc = pygame.Surface((size, min(band, size)), pygame.SRCALPHA)
    for y in range(0, size, band):
        board_worker.step_aside()
        disc.fill((255, 255, 255, 0))
        pygame.draw.aacircle(disc, (255, 255, 255, 255), (c[0], c[1] - y), r)
        out.blit(disc, (0, y), special_flags=pygame.BLEND_RGBA_MIN)


def draw_ring(surface: pygame.Surface, pos: tuple[float, float], r: float, width: int) -> None:
    pygame.draw.aacircle(surface, EDGE, pos, r, width)
    pygame.draw.aacircle(surface, INK, pos, r, 1)


def wanted_starts(active: Iterable[Any]) -> tuple[tuple[int, int], ...]:
    """The starts to ring as sorted (hub side, inner index) pairs (from the view's dicts)."""
    wanted = set()
    for a in active:
        if isinstance(a, dict):
            wanted.add((int(a["hub_side"]), int(a["inner_index"])))
        else:
            wanted.add((int(a[0]), int(a[1])))
    return tuple(sorted(wanted))
