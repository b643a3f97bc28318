"""Zilence's pictures off the board: item cards, start icons, path chips, the flight pointer.

Pictures come from the board's own tiles (``levels/zilence/tiles``), scaled once per real size
through the painter's cache. Route colours always come with a second cue (a dash pattern and
the colour's name), as on the board's start icons.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path

import pygame

from ...engine.zilence.state import board
from ...ui import theme
from ...ui.painter import Painter
from ...ui.zilence_look import DASHES, EDGE, INK
from ...ui.zilence_strokes import dashed

CARD_FACE = (238, 232, 216)
CARD_EDGE = (120, 110, 92)
Pt = tuple[float, float]

_IMAGES: dict[str, pygame.Surface] = {}


def _image(path: Path) -> pygame.Surface:
    key = str(path)
    if key not in _IMAGES:
        _IMAGES[key] = pygame.image.load(key)
    return _IMAGES[key]


def tiles() -> Path:
    return Path(board().root) / "tiles"


def color_rgb(color: str) -> tuple[int, int, int]:
    return next((tuple(rgb) for c, _n, rgb in board().catalogue.colors if c == color), INK)  # type: ignore[return-value]


def color_name(color: str) -> str:
    return board().catalogue.color_name(color)


def item_name(kind: str) -> str:
    return board().catalogue.item_name(kind)


def symbol_name(symbol: str) -> str:
    return board().catalogue.symbol_name(symbol)


def picture(painter: Painter, path: Path, rect: pygame.FRect | Sequence[float]) -> None:
    """A tile picture scaled smoothly into ``rect`` (cached per real size)."""

    def build(w: int, h: int) -> pygame.Surface:
        return pygame.transform.smoothscale(_image(path), (w, h))

    painter.art(("zpic", str(path)), build, rect)


@lru_cache(maxsize=256)
def tile_path(folder: str, name: str) -> Path:
    """A tile picture's file (built once: pictures are drawn every frame)."""
    return tiles() / folder / f"{name}.png"


def item_picture(painter: Painter, kind: str, rect) -> None:
    picture(painter, tile_path("items", kind), rect)


def icon_picture(painter: Painter, symbol: str, color: str, rect) -> None:
    picture(painter, tile_path("hub", f"{symbol}_{color}"), rect)


def draw_item_card(
    painter: Painter, rect: pygame.FRect, kind: str | None, alpha: int = 255, lit: bool = False
) -> None:
    """A face-up item card: a light square card with the item's picture (None: an empty slot)."""
    if kind is None:
        painter.rect(rect, (255, 255, 255), 8, width=1, alpha=50)
        return
    if alpha == 255:  # the usual card: shadow, face, edge and picture as one cached picture
        painter.composed(("zcard", kind, lit), rect, 8, lambda p, r: _card(p, r, kind, 255, lit))
        return
    _card(painter, rect, kind, alpha, lit)


def _card(painter: Painter, rect: pygame.FRect, kind: str, alpha: int, lit: bool) -> None:
    painter.shadow(rect, 8, 4)
    painter.rect(rect, CARD_FACE, 8, alpha=alpha if alpha < 255 else None)
    painter.rect(rect, theme.ACCENT if lit else CARD_EDGE, 8, width=3 if lit else 1)
    pad = rect.w * 0.1
    item_picture(painter, kind, rect.inflate(-2 * pad, -2 * pad))


def draw_path_chip(painter: Painter, rect: pygame.FRect, color: str, thick: float = 6) -> None:
    """A short stretch of line in the route's colour and dash pattern (colour is not alone)."""
    real = painter.real_rect(rect)
    y = real.centery
    a, b = (real.x + 4, y), (real.right - 4, y)
    w = max(2.0, thick * painter.scale)

    def chip(surface: pygame.Surface) -> None:
        pygame.draw.line(surface, INK, a, b, round(w + 4))
        on, off = DASHES.get(color, (1.0, 0.0))
        pieces = dashed([a, b], on * 1.4, off * 1.4) if off else [[a, b]]
        for piece in pieces:
            if len(piece) >= 2:
                pygame.draw.line(surface, color_rgb(color), piece[0], piece[-1], round(w))

    box = real.inflate(2 * w + 8, 2 * w + 8)
    painter.direct(box, chip, ("path chip", color, a, b, w))


def thick_polyline(surface: pygame.Surface, rgb, pts: Sequence[Pt], width: float) -> None:
    """A polyline with round joins every few points (cheap enough for every frame)."""
    if len(pts) < 2:
        return
    w = max(1, round(width))
    pygame.draw.lines(surface, rgb, False, pts, w)
    r = width / 2
    for p in pts[:: max(1, int(6 / max(1.0, width / 3)))]:
        pygame.draw.circle(surface, rgb, p, r)
    pygame.draw.circle(surface, rgb, pts[-1], r)


def draw_route_overlay(
    surface: pygame.Surface, color: str, pts: Sequence[Pt], width: float, faint: bool = False
) -> None:
    """A route flown (or being flown): its colour over the dark line, with a dark edge; the
    dash pattern shows as light gaps so the colour is never the only cue."""
    if len(pts) < 2:
        return
    if faint:
        thick_polyline(surface, color_rgb(color), pts, max(2.0, width * 0.45))
        return
    thick_polyline(surface, INK, pts, width + 3)
    thick_polyline(surface, color_rgb(color), pts, width)
    on, off = DASHES.get(color, (1.0, 0.0))
    if off:
        k = max(1.0, width / 3)
        for gap in dashed(pts, off * k, on * k)[1:]:  # the gaps of the dash, drawn light
            if len(gap) >= 2:
                pygame.draw.lines(surface, EDGE, False, gap, max(1, round(width / 3)))


def draw_pointer(surface: pygame.Surface, pos: Pt, heading: float, color: str, size: float) -> None:
    """The flight pointer: a light arrowhead with a dark edge, pointing where it flies."""
    ca, sa = math.cos(heading), math.sin(heading)

    def at(f: float, s: float) -> Pt:
        return (pos[0] + ca * f - sa * s, pos[1] + sa * f + ca * s)

    tip = [
        at(size, 0),
        at(-size * 0.7, size * 0.65),
        at(-size * 0.35, 0),
        at(-size * 0.7, -size * 0.65),
    ]
    pygame.draw.circle(surface, (*color_rgb(color),), pos, size * 1.25)
    pygame.draw.circle(surface, INK, pos, size * 1.25, max(1, round(size / 6)))
    pygame.draw.polygon(surface, EDGE, tip)
    pygame.draw.polygon(surface, INK, tip, max(1, round(size / 7)))


def heading_at(pts: Sequence[Pt]) -> float:
    """The direction of the last stretch of a polyline (radians)."""
    if len(pts) < 2:
        return 0.0
    a = pts[max(0, len(pts) - 4)]
    b = pts[-1]
    if a == b and len(pts) >= 2:
        a = pts[-2]
    return math.atan2(b[1] - a[1], b[0] - a[0])
