"""Drawable geometry for a scene, as plain data in board pixels (JSON-friendly lists).

The board frame is the maps' frame: a 2048 x 2048 canvas with the centre at (1024, 1024); a
section in slot k is its map turned 60 * k degrees clockwise about the centre (in pygame:
``pygame.transform.rotate(surface, -60 * k)``). Strands and decoys must be drawn alike.
"""

from __future__ import annotations

from typing import Any

from . import polylines
from .board import Board
from .state import board as default_board
from .walk import route as walk_route

Layout = tuple[str, ...] | list[str]


def _pts(pts, pivot, slot) -> list[list[float]]:
    return [[round(c, 1) for c in polylines.rotate_slot(p, pivot, slot)] for p in pts]


def board_geometry(layout: Layout, board: Board | None = None) -> dict[str, Any]:
    """Every line, item, outline and start icon of the board for ``layout``, in board pixels."""
    b = board or default_board()
    pv = b.pivot
    slots, strands, decoys, items = [], [], [], []
    canvas = (0, 0)
    for k, key in enumerate(layout):
        side = b.sides[key]
        canvas = side.canvas
        slots.append(
            {
                "slot": k,
                "key": key,
                "section": side.section,
                "side": side.side,
                "rotation_degrees": 60 * k,
                "outline": _pts(side.outline, pv, k),
                "file": side.file,
            }
        )
        for s in side.strands:
            strands.append({"slot": k, "side": key, "id": s.sid, "points": _pts(s.pts, pv, k)})
        for d in side.decoys:
            decoys.append({"slot": k, "side": key, "id": d.oid, "points": _pts(d.pts, pv, k)})
        for it in side.items:
            items.append(
                {
                    "slot": k,
                    "side": key,
                    "id": it.oid,
                    "kind": it.kind,
                    "pos": _pts([it.pos], pv, k)[0],
                }
            )
    return {
        "size": list(canvas),
        "center": list(pv),
        "hub_radius": round(b.hub_radius, 1),
        "hub_outline": [list(p) for p in b.hub_outline],
        "slots": slots,
        "strands": strands,
        "decoys": decoys,
        "items": items,
        "starts": [
            {
                "symbol": s.symbol,
                "color": s.color,
                "hub_side": s.hub_side,
                "inner_index": s.inner_index,
                "pos": list(s.pos),
            }
            for s in b.starts
        ],
    }


def route_geometry(
    layout: Layout,
    symbol: str,
    color: str,
    *,
    cross_sections: bool = True,
    board: Board | None = None,
) -> dict[str, Any]:
    """One flight path as a single polyline, with its items at their arc lengths along it.

    Move the pointer along ``points`` and call out an item when the travelled distance passes
    its ``arc``.
    """
    b = board or default_board()
    r = walk_route(b, tuple(layout), symbol, color, cross_sections=cross_sections)
    points: list[list[float]] = []
    for step in r.steps:
        strand = b.sides[step.side].strand(step.strand)
        pts = strand.pts if step.direction > 0 else tuple(reversed(strand.pts))
        world = _pts(pts, b.pivot, step.slot)
        points.extend(world if not points else world[1:])
    items = []
    for f in r.found:
        pic = next(i for i in b.sides[f.side].items if i.oid == f.oid)
        items.append(
            {
                "kind": f.kind,
                "arc": round(f.arc, 1),
                "slot": f.slot,
                "side": f.side,
                "id": f.oid,
                "pos": _pts([pic.pos], b.pivot, f.slot)[0],
            }
        )
    return {
        "symbol": symbol,
        "color": color,
        "points": points,
        "length": round(r.length, 1),
        "end": r.end,
        "items": items,
    }
