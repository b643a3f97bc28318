"""The Zilence board's pictures: read from its Tiled maps once (through pytmx) and scaled per
board size. Each side's terrain masked to its sector and turned per slot, the hub's roof, the
item pictures and the start icons; the renderer composes them into a board."""

from __future__ import annotations

import math
import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pygame
import pytmx
from pytmx.util_pygame import handle_transformation

from game.engine.zilence import polylines
from game.engine.zilence.board import Board

from . import board_worker
from .surface_cache import SurfaceCache
from .zilence_look import (
    BOARD_RADIUS,
    GROUND,
    ICON_BOARD_PX,
    ICON_MIN_PX,
    ITEM_BOARD_PX,
    ITEM_MIN_PX,
)

Pt = tuple[float, float]
TURNED_BYTES = 24 * 2**20
# A side's terrain at twice the board scale is only read while a turned side is made (a new
# layout needs two or three): at 4K each is 10 MB, and rendering one again takes some 30 ms on
# the board worker, so only the last one is kept.
TERRAIN_BYTES = 10 * 2**20
TILES_A_STEP = 64  # a side's tiles laid between two looks at the frame (about 1 ms)
Icon = tuple[int, int, str, Pt, pygame.Surface]  # hub side, inner index, colour, centre, picture
Place = Callable[[Sequence[float]], Pt]  # a board point on the surface being composed


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


def icon_px(s: float, colorblind: bool) -> int:
    """A start icon's size in real px at ``s`` real px per board px (larger when colour-blind
    mode marks the lines)."""
    px = max(ICON_MIN_PX, round(ICON_BOARD_PX * s))
    return round(px * 1.2) if colorblind else px


class BoardArt:
    """One board's pictures, cached between layouts and sizes."""

    def __init__(self, board: Board, lock: threading.RLock) -> None:
        self.board = board
        self.root = Path(board.root)
        self.lock = lock  # the renderer's: composing may run on the board worker
        self.maps: dict[str, pytmx.TiledMap] = {}
        self._terrain = SurfaceCache(TERRAIN_BYTES, max_count=12)
        # Turned sides are only needed while a board is composed; the last layouts' are kept
        # (a new round changes one side), within a budget: at 4K each is about 4 MB.
        self._turned = SurfaceCache(TURNED_BYTES, max_count=36)
        self._pictures: dict[tuple, pygame.Surface] = {}
        self._icon_list: list[Icon] | None = None

    def warm(self) -> None:
        """Read every map (terrain, pictures, icons) now, so no later frame parses one."""
        with self.lock:
            for side in self.board.sides.values():
                self.map(side.file)
            self.icons  # noqa: B018 (read for its side effect: the hub's map and icons)

    def map(self, name: str) -> pytmx.TiledMap:
        if name not in self.maps:
            self.maps[name] = load_map(self.root / name)
        return self.maps[name]

    def side_centre(self, key: str) -> Pt:
        """The board point the centre of the side's terrain picture shows (slot 0)."""
        x0, y0, x1, y1 = (math.floor(v) for v in polylines.bbox(self.board.sides[key].outline, 2))
        return ((x0 + x1) / 2, (y0 + y1) / 2)

    def side_terrain(self, key: str, size: int) -> tuple[pygame.Surface, Pt]:
        """The side's terrain masked to its sector at twice the board scale, and the board
        point its centre shows (slot 0). Only a turned side missing from its cache needs it."""
        side = self.board.sides[key]
        x0, y0, x1, y1 = (math.floor(v) for v in polylines.bbox(side.outline, 2))
        centre = self.side_centre(key)
        hit = self._terrain.get((key, size))
        if hit is not None:
            return hit, centre
        tmx = self.map(side.file)
        full = pygame.Surface((x1 - x0, y1 - y0), pygame.SRCALPHA)
        full.fill((*GROUND, 255))
        tw, th = tmx.tilewidth, tmx.tileheight
        for layer in tmx.visible_layers:
            if isinstance(layer, pytmx.TiledTileLayer):
                for n, (x, y, image) in enumerate(layer.tiles()):
                    if n % TILES_A_STEP == 0:  # (on the worker: a frame goes first, issue 32)
                        board_worker.step_aside()
                    px, py = x * tw - x0, y * th - y0
                    if -tw < px < full.get_width() and -th < py < full.get_height():
                        full.blit(image, (px, py))
        s2 = 2 * size / (2 * BOARD_RADIUS)  # twice the board scale: turned and halved later
        small = pygame.transform.smoothscale(
            full, (max(1, round(full.get_width() * s2)), max(1, round(full.get_height() * s2)))
        )
        # only the alpha is cut: the colour stays under the transparent part, so turning and
        # shrinking never pulls a dark fringe in along the edges
        board_worker.step_aside()
        mask = pygame.Surface(small.get_size(), pygame.SRCALPHA)
        mask.fill((255, 255, 255, 0))
        poly = [((p[0] - x0) * s2, (p[1] - y0) * s2) for p in side.outline]
        pygame.draw.polygon(mask, (255, 255, 255, 255), poly)
        # a little wider than the outline, so neighbouring sectors overlap and no seam shows
        pygame.draw.lines(mask, (255, 255, 255, 255), True, poly, 12)
        board_worker.step_aside()
        small.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        self._terrain.put((key, size), small)
        return small, centre

    def turned_side(self, key: str, slot: int, size: int) -> pygame.Surface:
        hit = self._turned.get((key, slot, size))
        if hit is None:
            small = self.side_terrain(key, size)[0]
            hit = pygame.transform.rotozoom(small, -60 * slot, 0.5)
            self._turned.put((key, slot, size), hit)
        return hit

    def roof(self, size: int) -> pygame.Surface:
        key = ("roof", size)
        if key not in self._pictures:
            tmx = self.map("center.tmx")
            obj = next(o for o in tmx.objects if o.gid and o.name == "roof")
            s = size / (2 * BOARD_RADIUS)
            w = max(1, round(obj.width * s))
            self._pictures[key] = pygame.transform.smoothscale(obj.image, (w, w))
        return self._pictures[key]

    def picture(self, cache_key: tuple, image: pygame.Surface, px: int) -> pygame.Surface:
        key = (*cache_key, px)
        if key not in self._pictures:
            self._pictures[key] = pygame.transform.smoothscale(image, (px, px))
        return self._pictures[key]

    def draw_items(
        self,
        out: pygame.Surface,
        s: float,
        layout: tuple[str, ...],
        geo: dict[str, Any],
        place: Place,
    ) -> None:
        px = max(ITEM_MIN_PX, round(ITEM_BOARD_PX * s))
        images = {}
        for k, key in enumerate(layout):
            tmx = self.map(self.board.sides[key].file)
            for o in tmx.objects:
                if o.gid and o.image is not None and o.type == "item":
                    images[(k, int(o.id))] = (o.properties.get("item", ""), o.image)
        for it in geo["items"]:
            kind, image = images.get((it["slot"], it["id"]), (None, None))
            if image is None:
                continue
            pic = self.picture(("item", kind), image, px)
            pos = place(it["pos"])
            out.blit(pic, pic.get_rect(center=(round(pos[0]), round(pos[1]))))

    def draw_icons(self, out: pygame.Surface, s: float, colorblind: bool, place: Place) -> None:
        px = icon_px(s, colorblind)
        for hub_side, index, _color, c, image in self.icons:
            pic = self.picture(("icon", hub_side, index), image, px)
            pos = place(c)
            out.blit(pic, pic.get_rect(center=(round(pos[0]), round(pos[1]))))

    @property
    def icons(self) -> list[Icon]:
        """(hub_side, inner_index, colour, centre, picture) of every start icon on the hub."""
        if self._icon_list is None:
            with self.lock:
                self._icon_list = self._read_icons()
        return self._icon_list

    def _read_icons(self) -> list[Icon]:
        tmx = self.map("center.tmx")
        out = []
        for layer in tmx.visible_layers:
            if not isinstance(layer, pytmx.TiledObjectGroup) or layer.name != "icons":
                continue
            for o in layer:
                c = (o.x + o.width / 2, o.y + o.height / 2)
                st = min(self.board.starts, key=lambda st: polylines.dist(st.pos, c))
                out.append((st.hub_side, st.inner_index, st.color, c, o.image))
        return out
