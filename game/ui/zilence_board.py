"""The Zilence board on screen: a calm city, dark smooth lines, items and the start icons.

Everything comes from the Tiled data: terrain tiles, the hub's roof and start icons and the item
pictures are read through pytmx; the lines and where everything lies come from the engine's
board geometry. The board is drawn at the window's real resolution:

* each section side's terrain is rendered once per board size, masked to its sector, and turned
  into a slot with smoothing (cached per side, slot and size);
* when the layout changes, the six sectors, the roof and every line (Catmull-Rom smoothed from
  the few points stored in Tiled, with round joins and a thin light edge; strands and decoys
  alike) and the items are composed into one surface (``last_compose_ms`` says how long it took);
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
import mmap
import threading
import time
from collections import OrderedDict
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

import pygame
import pytmx
from pytmx.util_pygame import handle_transformation

from game.engine.zilence import polylines
from game.engine.zilence.board import Board
from game.engine.zilence.drawables import board_geometry
from game.engine.zilence.state import board as shipped_board

from . import board_worker

Pt = tuple[float, float]
RectLike = pygame.Rect | pygame.FRect | tuple[float, float, float, float]

BOARD_RADIUS = 1000.0  # board px from the centre to the rim
INK = (24, 22, 28)  # the lines: relative luminance about 0.008
EDGE = (250, 246, 234)  # the thin light edge on both sides of a line
GROUND = (216, 210, 194)  # behind the sectors (the street colour), so seams never show
RIM = (150, 142, 128)
COVER = (44, 42, 50)
COVER_MARK = (92, 88, 100)
LINE_BOARD_PX = 9.0  # a line's dark core in board px (never under LINE_MIN_PX real)
LINE_MIN_PX = 2.6
EDGE_MIN_PX = 1.2
ITEM_BOARD_PX = 80.0
ITEM_MIN_PX = 24  # at 800x600 items stay this large
ICON_BOARD_PX = 88.0
ICON_MIN_PX = 26
SMOOTH_STEP_PX = 6.0  # real px between points of a smoothed line
LEAD_BOARD_PX = 150.0  # colour-blind mode: the patterned coloured lead after each start icon
DASHES = {"red": (1.0, 0.0), "yellow": (14.0, 7.0), "blue": (3.0, 6.0)}  # on/off, real px
BOARDS_KEPT = 4  # composed boards kept: this round's, the next, and the change's "before"
GEOMETRIES_KEPT = 8


def _image_loader(filename: str, colorkey: Any, **_kwargs: Any):
    """pytmx image loader that works without a display (pytmx's own one calls convert())."""
    image = pygame.image.load(filename)

    def load(rect: Any = None, flags: Any = None) -> pygame.Surface:
        tile = image.subsurface(rect).copy() if rect else image.copy()
        if flags:
            tile = handle_transformation(tile, flags)
        return tile

    return load


def load_map(path: Path) -> pytmx.TiledMap:
    return pytmx.TiledMap(str(path), image_loader=_image_loader)


SUPERSAMPLE = 3  # lines are drawn this many times larger, then smoothly shrunk
SHRINK_BAND = 96  # rows shrunk at a time (about 1 ms each)


def thick_line(surf: pygame.Surface, color, pts: Sequence[Pt], width: float) -> None:
    """A polyline ``width`` px wide with round joins and caps (drawn on a supersampled layer,
    so it comes out smooth when the layer is shrunk)."""
    if len(pts) < 2:
        return
    w = max(1, round(width))
    r = width / 2
    pygame.draw.lines(surf, color, False, pts, w)
    for p in pts:
        pygame.draw.circle(surf, color, p, r)


def dashed(pts: Sequence[Pt], on: float, off: float) -> list[list[Pt]]:
    """Split a polyline into dashes of ``on`` px with gaps of ``off`` px (one walk along it:
    a traced route is dashed every frame)."""
    if off <= 0:
        return [list(pts)]
    runs = [0.0]  # arc length at each vertex
    for i in range(len(pts) - 1):
        runs.append(runs[-1] + polylines.dist(pts[i], pts[i + 1]))
    total = runs[-1]

    def at(s: float, i: int) -> Pt:
        """The point at arc length ``s`` on segment ``i`` (runs[i] <= s <= runs[i + 1])."""
        seg = runs[i + 1] - runs[i]
        t = (s - runs[i]) / seg if seg > 0 else 0.0
        (ax, ay), (bx, by) = pts[i], pts[i + 1]
        return (ax + t * (bx - ax), ay + t * (by - ay))

    out: list[list[Pt]] = []
    s, i = 0.0, 0
    while s < total:
        e = min(total, s + on)
        while i < len(pts) - 2 and runs[i + 1] <= s:
            i += 1
        dash = [at(s, i)]
        j = i
        while j < len(pts) - 2 and runs[j + 1] < e:
            dash.append(pts[j + 1])
            j += 1
        dash.append(at(e, j))
        out.append(dash)
        s = e + off
    return out


def shrink(layer: pygame.Surface, size: int) -> pygame.Surface:
    """``layer`` (``SUPERSAMPLE`` times ``size`` square) smoothly shrunk to ``size``, a band
    of ``SHRINK_BAND`` rows at a time: at 1920x1080 one smoothscale of the whole holds the
    interpreter lock for 12 ms while the board is composed on the worker, and the frame that
    waits for it drops. The ratio is a whole number, so the bands meet without a seam."""
    k = SUPERSAMPLE
    out = pygame.Surface((size, size), pygame.SRCALPHA, layer)  # the layer's pixel format
    for y in range(0, size, SHRINK_BAND):
        rows = min(SHRINK_BAND, size - y)
        pygame.transform.smoothscale(
            layer.subsurface((0, y * k, size * k, rows * k)),
            (size, rows),
            dest_surface=out.subsurface((0, y, size, rows)),
        )
    return out


class BoardRenderer:
    """Draws one board; keeps its art cached between layouts and frames."""

    def __init__(self, board: Board | None = None) -> None:
        self.board = board or shipped_board()
        self.root = Path(self.board.root)
        self.layout: tuple[str, ...] = ()
        self.last_compose_ms = 0.0
        # Composing may run on the board worker while the frame draws: one at a time.
        self._lock = threading.RLock()
        self._geo_lock = threading.Lock()  # held for a moment only: the frame reads geometry
        self._maps: dict[str, pytmx.TiledMap] = {}
        self._terrain: dict[tuple[str, int], tuple[pygame.Surface, Pt]] = {}
        self._turned: dict[tuple[str, int, int], pygame.Surface] = {}
        self._pictures: dict[tuple[str, int], pygame.Surface] = {}
        self._boards: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._geometries: OrderedDict[tuple[str, ...], dict[str, Any]] = OrderedDict()
        # The supersampled lines' layer and the memory it lies on.
        self._layer: tuple[pygame.Surface, mmap.mmap] | None = None
        self._icon_list: list[tuple[int, int, str, Pt, pygame.Surface]] | None = None
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
        with self._lock:
            for side in self.board.sides.values():
                self._map(side.file)
            self._icons  # noqa: B018 (read for its side effect: the hub's map and icons)

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
        surface, real = self._target(target, rect)
        sq = self.square(real)
        if len(self.drawn) > 256:
            del self.drawn[:128]
        self.drawn.append("cover" if covered else "board")
        if covered:
            self._draw_cover(surface, sq)
            return sq
        board = self.composed(sq.w, colorblind) or self.compose(sq.w, colorblind)
        surface.blit(board, sq)
        self._draw_rings(surface, real, active_starts, pulse, colorblind)
        return sq

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
                return hit
            t0 = time.perf_counter()
            board = self._compose(layout, size, colorblind)
            self.last_compose_ms = (time.perf_counter() - t0) * 1000
            self._boards[key] = board
            while len(self._boards) > BOARDS_KEPT:
                self._boards.popitem(last=False)
            return board

    def prepare(self, size: int) -> None:
        """Render every side's terrain for a board of ``size`` real px ahead of time."""
        with self._lock:
            for key in self.board.sides:
                self._side_terrain(key, size)

    # ---- composing ---------------------------------------------------------------------------
    def _target(self, target: Any, rect: RectLike) -> tuple[pygame.Surface, pygame.Rect]:
        if isinstance(target, pygame.Surface):
            return target, pygame.Rect(rect)
        return target.surface, pygame.Rect(target.real_rect(rect))

    def _compose(self, layout: tuple[str, ...], size: int, colorblind: bool) -> pygame.Surface:
        s = size / (2 * BOARD_RADIUS)
        geo = self.geometry(layout)
        out = pygame.Surface((size, size), pygame.SRCALPHA)
        c = (size / 2, size / 2)
        pygame.draw.circle(out, GROUND, c, size / 2 - 1)
        for k, key in enumerate(layout):
            turned = self._turned_side(key, k, size)
            centre = self._side_terrain(key, size)[1]
            p = polylines.rotate_slot(centre, self.board.pivot, k)
            pos = self._local(p, s, size)
            out.blit(turned, turned.get_rect(center=(round(pos[0]), round(pos[1]))))
        disc = pygame.Surface((size, size), pygame.SRCALPHA)
        disc.fill((255, 255, 255, 0))
        pygame.draw.aacircle(disc, (255, 255, 255, 255), c, size / 2 - 1)
        out.blit(disc, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)  # nothing beyond the rim
        roof = self._roof(size)
        out.blit(roof, roof.get_rect(center=(round(c[0]), round(c[1]))))
        pygame.draw.aacircle(out, RIM, c, size / 2 - 1, max(2, round(size / 250)))
        self._draw_lines(out, s, size, geo)
        if colorblind:
            self._draw_leads(out, s, size, layout)
        self._draw_items(out, s, size, layout, geo)
        self._draw_icons(out, s, size, colorblind)
        return out

    def _local(self, p: Sequence[float], s: float, size: int) -> Pt:
        return (
            size / 2 + (p[0] - self.board.pivot[0]) * s,
            size / 2 + (p[1] - self.board.pivot[1]) * s,
        )

    def _map(self, name: str) -> pytmx.TiledMap:
        if name not in self._maps:
            self._maps[name] = load_map(self.root / name)
        return self._maps[name]

    def _side_terrain(self, key: str, size: int) -> tuple[pygame.Surface, Pt]:
        """The side's terrain masked to its sector at twice the board scale, and the board
        point its centre shows (slot 0)."""
        hit = self._terrain.get((key, size))
        if hit is not None:
            return hit
        side = self.board.sides[key]
        tmx = self._map(side.file)
        x0, y0, x1, y1 = (math.floor(v) for v in polylines.bbox(side.outline, 2))
        full = pygame.Surface((x1 - x0, y1 - y0), pygame.SRCALPHA)
        full.fill((*GROUND, 255))
        tw, th = tmx.tilewidth, tmx.tileheight
        for layer in tmx.visible_layers:
            if isinstance(layer, pytmx.TiledTileLayer):
                for x, y, image in layer.tiles():
                    px, py = x * tw - x0, y * th - y0
                    if -tw < px < full.get_width() and -th < py < full.get_height():
                        full.blit(image, (px, py))
        s2 = 2 * size / (2 * BOARD_RADIUS)  # twice the board scale: turned and halved later
        small = pygame.transform.smoothscale(
            full, (max(1, round(full.get_width() * s2)), max(1, round(full.get_height() * s2)))
        )
        # only the alpha is cut: the colour stays under the transparent part, so turning and
        # shrinking never pulls a dark fringe in along the edges
        mask = pygame.Surface(small.get_size(), pygame.SRCALPHA)
        mask.fill((255, 255, 255, 0))
        poly = [((p[0] - x0) * s2, (p[1] - y0) * s2) for p in side.outline]
        pygame.draw.polygon(mask, (255, 255, 255, 255), poly)
        # a little wider than the outline, so neighbouring sectors overlap and no seam shows
        pygame.draw.lines(mask, (255, 255, 255, 255), True, poly, 12)
        small.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        centre = ((x0 + x1) / 2, (y0 + y1) / 2)
        self._terrain[(key, size)] = (small, centre)
        return small, centre

    def _turned_side(self, key: str, slot: int, size: int) -> pygame.Surface:
        hit = self._turned.get((key, slot, size))
        if hit is None:
            small = self._side_terrain(key, size)[0]
            hit = pygame.transform.rotozoom(small, -60 * slot, 0.5)
            if len(self._turned) > 36:  # six per layout; about 0.6 MB each at 720p
                self._turned.clear()
            self._turned[(key, slot, size)] = hit
        return hit

    def _roof(self, size: int) -> pygame.Surface:
        key = ("roof", size)
        if key not in self._pictures:
            tmx = self._map("center.tmx")
            obj = next(o for o in tmx.objects if o.gid and o.name == "roof")
            s = size / (2 * BOARD_RADIUS)
            w = max(1, round(obj.width * s))
            self._pictures[key] = pygame.transform.smoothscale(obj.image, (w, w))
        return self._pictures[key]

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
        layer = self._supersampled(size)
        lines = [[(x * k, y * k) for x, y in pts] for pts in self._smoothed_lines(s, size, geo)]
        for pts in lines:  # every light edge first, so crossings stay clean X shapes
            thick_line(layer, EDGE, pts, (core + 2 * edge) * k)
        for pts in lines:
            thick_line(layer, INK, pts, core * k)
        out.blit(shrink(layer, size), (0, 0))

    def _draw_leads(
        self, out: pygame.Surface, s: float, size: int, layout: tuple[str, ...]
    ) -> None:
        """Colour-blind mode: the first stretch of each line in its colour and dash pattern."""
        core, _edge = self._widths(s)
        k = SUPERSAMPLE
        layer = self._supersampled(size)
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
                thick_line(layer, colors[st.color], dash, core * k)
        out.blit(shrink(layer, size), (0, 0))

    def _supersampled(self, size: int) -> pygame.Surface:
        """A clear layer ``SUPERSAMPLE`` times ``size`` square, kept between boards. A new
        one (32 MB at 1920x1080) lies on fresh zeroed memory (an anonymous map): a plain new
        Surface clears all of it in one call that holds the interpreter lock some 15 ms
        while the frame waits; here the pages are touched a line at a time as it is drawn."""
        side = size * SUPERSAMPLE
        if self._layer is not None and self._layer[0].get_size() == (side, side):
            self._layer[0].fill((0, 0, 0, 0))
            return self._layer[0]
        memory = mmap.mmap(-1, side * side * 4)  # zeroed: every pixel (0, 0, 0, 0)
        layer = pygame.image.frombuffer(memory, (side, side), "BGRA")  # a Surface's own order
        self._layer = (layer, memory)  # the memory lives as long as the layer
        return layer

    def _picture(self, cache_key: tuple, image: pygame.Surface, px: int) -> pygame.Surface:
        key = (*cache_key, px)
        if key not in self._pictures:
            self._pictures[key] = pygame.transform.smoothscale(image, (px, px))
        return self._pictures[key]

    def _draw_items(
        self, out: pygame.Surface, s: float, size: int, layout: tuple[str, ...], geo: dict[str, Any]
    ) -> None:
        px = max(ITEM_MIN_PX, round(ITEM_BOARD_PX * s))
        images = {}
        for k, key in enumerate(layout):
            tmx = self._map(self.board.sides[key].file)
            for o in tmx.objects:
                if o.gid and o.image is not None and o.type == "item":
                    images[(k, int(o.id))] = (o.properties.get("item", ""), o.image)
        for it in geo["items"]:
            kind, image = images.get((it["slot"], it["id"]), (None, None))
            if image is None:
                continue
            pic = self._picture(("item", kind), image, px)
            pos = self._local(it["pos"], s, size)
            out.blit(pic, pic.get_rect(center=(round(pos[0]), round(pos[1]))))

    @property
    def _icons(self) -> list[tuple[int, int, str, Pt, pygame.Surface]]:
        """(hub_side, inner_index, colour, centre, picture) of every start icon on the hub."""
        if self._icon_list is None:
            with self._lock:
                self._icon_list = self._read_icons()
        return self._icon_list

    def _read_icons(self) -> list[tuple[int, int, str, Pt, pygame.Surface]]:
        tmx = self._map("center.tmx")
        out = []
        for layer in tmx.visible_layers:
            if not isinstance(layer, pytmx.TiledObjectGroup) or layer.name != "icons":
                continue
            for o in layer:
                c = (o.x + o.width / 2, o.y + o.height / 2)
                st = min(self.board.starts, key=lambda st: polylines.dist(st.pos, c))
                out.append((st.hub_side, st.inner_index, st.color, c, o.image))
        return out

    def _icon_px(self, s: float, colorblind: bool) -> int:
        px = max(ICON_MIN_PX, round(ICON_BOARD_PX * s))
        return round(px * 1.2) if colorblind else px

    def _draw_icons(self, out: pygame.Surface, s: float, size: int, colorblind: bool) -> None:
        px = self._icon_px(s, colorblind)
        for hub_side, index, _color, c, image in self._icons:
            pic = self._picture(("icon", hub_side, index), image, px)
            pos = self._local(c, s, size)
            out.blit(pic, pic.get_rect(center=(round(pos[0]), round(pos[1]))))

    # ---- per frame -----------------------------------------------------------------------
    def _draw_rings(
        self,
        surface: pygame.Surface,
        real: pygame.Rect,
        active: Iterable[Any],
        pulse: float,
        colorblind: bool,
    ) -> None:
        wanted = set()
        for a in active:
            if isinstance(a, dict):
                wanted.add((int(a["hub_side"]), int(a["inner_index"])))
            else:
                wanted.add((int(a[0]), int(a[1])))
        if not wanted:
            return
        s = self.scale(real)
        px = self._icon_px(s, colorblind)
        grow = 0.5 + 0.5 * math.sin(2 * math.pi * pulse)
        for hub_side, index, _color, c, _image in self._icons:
            if (hub_side, index) not in wanted:
                continue
            pos = self.board_to_screen(c, real)
            r = px / 2 + 1 + 3 * grow
            pygame.draw.aacircle(surface, EDGE, pos, r + 2, max(2, round(px / 10)))
            pygame.draw.aacircle(surface, INK, pos, r + 2, 1)

    def _draw_cover(self, surface: pygame.Surface, sq: pygame.Rect) -> None:
        c = sq.center
        pygame.draw.circle(surface, COVER, c, sq.w / 2)
        for i in range(1, 6):
            pygame.draw.aacircle(surface, COVER_MARK, c, sq.w / 2 * i / 6, 1)
