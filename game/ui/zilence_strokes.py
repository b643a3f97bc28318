"""Smooth strokes for the Zilence board's lines: drawn on a supersampled layer with round
joins, dashed for colour-blind leads, then shrunk a band at a time (the frame never waits long
for the board worker)."""

from __future__ import annotations

import mmap
from collections.abc import Sequence
from typing import Any

import pygame

from game.engine.zilence import polylines

from . import board_worker

Pt = tuple[float, float]

SUPERSAMPLE = 3  # lines are drawn this many times larger, then smoothly shrunk
SHRINK_BAND = 96  # rows shrunk at a time (about 1 ms each)
LINE_BAND = 2 * SHRINK_BAND  # board rows whose strokes are drawn on one layer at a time
LINE_MARGIN = 96  # board rows drawn beyond a band on each side, not kept


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


Stroke = tuple[Any, list[Pt], float]  # colour, points (supersampled px), width


def strokes_shrunk(
    size: int, strokes: Sequence[Stroke], onto: pygame.Surface | None = None
) -> pygame.Surface:
    """``strokes`` (in order, in supersampled px) drawn on a clear layer ``SUPERSAMPLE``
    times ``size`` square and smoothly shrunk to ``size``, ``LINE_BAND`` rows at a time;
    with ``onto`` (``size`` square), each band is blended onto it as it is shrunk, so no
    whole shrunk layer is ever made (12 MB at 4K), and ``onto`` is returned.

    A band's layer lies on fresh zeroed memory (an anonymous map): nothing is filled, so no
    call holds the interpreter lock while the frame waits, and only the band's pages take
    memory (the whole layer was 130 MB at 3840x2160). Every stroke that reaches a band or
    its margin is drawn in it, moved up by a whole number of pixels, so a band is the whole
    layer cut out (the composed board is pixel for pixel as before: a board's lines come
    in short smoothed steps, and a segment is cut only in a margin, never in its band); the
    ratio is a whole number, so the bands meet without a seam.
    """
    k = SUPERSAMPLE
    spans = [_rows_of(pts, width) for _color, pts, width in strokes]
    out: pygame.Surface | None = None
    for y in range(0, size, LINE_BAND):
        rows = min(LINE_BAND, size - y)
        # drawn with a margin: a thick line cut at a layer's edge is drawn differently there
        first, last = max(0, y - LINE_MARGIN), min(size, y + rows + LINE_MARGIN)
        top, bottom = first * k, last * k
        memory = zeroed(size * k * (bottom - top) * 4)  # (0, 0, 0, 0)
        layer = pygame.image.frombuffer(memory, (size * k, bottom - top), "BGRA")
        for (color, pts, width), (low, high) in zip(strokes, spans, strict=True):
            if high >= top and low <= bottom:
                board_worker.step_aside()  # (a stroke, a shrink, a blit: 1-3 ms each at 4K)
                thick_line(layer, color, [(x, py - top) for x, py in pts], width)
        if out is None:  # the layer's format
            out = pygame.Surface(
                (size, size if onto is None else LINE_BAND), pygame.SRCALPHA, layer
            )
        shift = 0 if onto is None else y  # with onto, ``out`` holds this band only
        for sub in range(y, y + rows, SHRINK_BAND):
            n = min(SHRINK_BAND, y + rows - sub)
            board_worker.step_aside()
            pygame.transform.smoothscale(
                layer.subsurface((0, (sub - first) * k, size * k, n * k)),
                (size, n),
                dest_surface=out.subsurface((0, sub - shift, size, n)),
            )
        if onto is not None:
            board_worker.step_aside()
            onto.blit(out, (0, y), (0, 0, size, rows))
        del layer, memory  # the band's memory goes back before the next is drawn
    assert out is not None
    return out if onto is None else onto


def zeroed(length: int) -> mmap.mmap:
    """Fresh zeroed memory of ``length`` bytes. A private map where the system has one: its
    pages read before they are written are the system's one zero page, so only the pixels a
    stroke touches take memory (a shared map, mmap's default, gave each page read its own:
    a band's whole layer, 24 MB at 4K, while the shrinking read it)."""
    private = getattr(mmap, "MAP_PRIVATE", None)
    if private is None:  # Windows: its anonymous maps take a page only when touched anyway
        return mmap.mmap(-1, length)
    return mmap.mmap(-1, length, flags=private | mmap.MAP_ANONYMOUS)


def _rows_of(pts: Sequence[Pt], width: float) -> tuple[float, float]:
    """The first and last supersampled rows a stroke may touch."""
    ys = [p[1] for p in pts] or [0.0]
    return min(ys) - width - 2, max(ys) + width + 2
