"""Smooth strokes for the Zilence board's lines: drawn on a supersampled layer with round
joins, dashed for colour-blind leads, then shrunk a band at a time (the frame never waits long
for the board worker)."""

from __future__ import annotations

import mmap
from collections.abc import Sequence

import pygame

from game.engine.zilence import polylines

Pt = tuple[float, float]

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


class LineLayer:
    """The clear supersampled layer a board's lines are drawn on while it is composed."""

    def __init__(self) -> None:
        # The layer and the memory it lies on, while a board is being composed.
        self._layer: tuple[pygame.Surface, mmap.mmap] | None = None

    def clear(self, size: int) -> pygame.Surface:
        """A clear layer ``SUPERSAMPLE`` times ``size`` square, on fresh zeroed memory (an
        anonymous map): nothing is filled, so no call holds the interpreter lock while the
        frame waits (a plain new Surface clears 32 MB at 1920x1080 in one call, some 15 ms),
        and only the pages the lines touch take memory. ``release`` gives it back: kept
        between boards it held 130 MB at 3840x2160."""
        side = size * SUPERSAMPLE
        memory = mmap.mmap(-1, side * side * 4)  # zeroed: every pixel (0, 0, 0, 0)
        layer = pygame.image.frombuffer(memory, (side, side), "BGRA")  # a Surface's own order
        self._layer = (layer, memory)  # the memory lives as long as the layer
        return layer

    def release(self) -> None:
        self._layer = None
