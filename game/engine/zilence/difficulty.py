"""How hard a flight path is to follow by eye: per-route figures for training and computer players.

Everything is measured on the board data in board pixels, per strand once (cached per side) and
then added up along a route's steps:

* ``length``: how far the eye travels;
* ``sections``: how many section sides the route runs through (a hand-off is a seam to cross);
* ``crossings``: every place another line (strand or decoy) crosses the route, with its angle;
  ``shallow`` counts those under ``SHALLOW_DEGREES`` (where "straight across" is hard to see);
* ``clusters``: groups of crossings closer than ``CLUSTER_PX`` along the route;
* ``tight_turns``: bends of more than ``TIGHT_TURN_DEGREES`` within ``TIGHT_TURN_PX`` (a bend
  that sharp looks like a junction);
* ``parallel_px``: route length running close beside another line in nearly the same direction;
* ``items_near_crossing``: items within ``ITEM_NEAR_PX`` (along the route) of a crossing.

``score`` folds them into one number (about 3-20 on the shipped board; higher is harder).
``RouteFigures.events`` lists the crossings and items in the order the eye meets them, which
is what the computer players "look at".
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from . import polylines
from .board import Board, SectionSide
from .polylines import Pt
from .walk import Layout, route

SHALLOW_DEGREES = 40.0
CLUSTER_PX = 120.0
TIGHT_TURN_DEGREES, TIGHT_TURN_PX = 60.0, 40.0
PARALLEL_PX, PARALLEL_DEGREES, PARALLEL_STEP = 48.0, 20.0, 16.0
ITEM_NEAR_PX = 70.0


@dataclass(frozen=True)
class Crossing:
    arc: float  # along the strand (or route), from its start in the direction of travel
    angle: float  # acute angle in degrees
    other: int  # object id of the crossing line
    other_is_decoy: bool


@dataclass(frozen=True)
class StrandFigures:
    length: float
    crossings: tuple[Crossing, ...]  # by arc along the drawn order
    tight_turns: tuple[float, ...]  # arcs of the bends
    parallel: tuple[tuple[float, float], ...]  # (from, to) arcs running beside another line


@dataclass(frozen=True)
class Event:
    """Something the eye meets along a route: a crossing or an item, at ``arc`` px."""

    arc: float
    kind: str  # "crossing" or "item"
    angle: float = 0.0  # crossings: the angle; items: 0
    item: str = ""  # items: the kind
    near_crossing: bool = False  # items: within ITEM_NEAR_PX of a crossing
    slot: int = 0
    side: str = ""
    other: int = 0  # crossings: the other line's id; items: the picture's id


@dataclass(frozen=True)
class RouteFigures:
    symbol: str
    color: str
    length: float
    sections: int
    crossings: int
    shallow: int
    clusters: int
    tight_turns: int
    parallel_px: float
    items: int
    items_near_crossing: int
    events: tuple[Event, ...]

    @property
    def score(self) -> float:
        """One difficulty number: longer, more and shallower crossings, bends, look-alikes."""
        return round(
            self.length / 800
            + 0.25 * self.crossings
            + 0.6 * self.shallow
            + 0.5 * self.clusters
            + 0.6 * self.tight_turns
            + self.parallel_px / 300
            + 0.3 * self.items_near_crossing
            + 0.3 * max(0, self.sections - 1),
            2,
        )

    def as_dict(self) -> dict[str, float | int | str]:
        return {
            "symbol": self.symbol,
            "color": self.color,
            "length": round(self.length, 1),
            "sections": self.sections,
            "crossings": self.crossings,
            "shallow": self.shallow,
            "clusters": self.clusters,
            "tight_turns": self.tight_turns,
            "parallel_px": round(self.parallel_px, 1),
            "items": self.items,
            "items_near_crossing": self.items_near_crossing,
            "score": self.score,
        }


# ---- per strand ----------------------------------------------------------------------------

_CACHE: dict[int, tuple[SectionSide, dict[int, StrandFigures]]] = {}


def side_figures(side: SectionSide) -> dict[int, StrandFigures]:
    """Figures of every strand on a side, computed once per side object."""
    hit = _CACHE.get(id(side))
    if hit is not None and hit[0] is side:
        return hit[1]
    lines = [(s.sid, False, s.pts) for s in side.strands] + [
        (d.oid, True, d.pts) for d in side.decoys
    ]
    out = {}
    for s in side.strands:
        crossings = []
        for oid, is_decoy, pts in lines:
            if oid == s.sid:
                continue
            for a, _b, angle, _p in polylines.crossings(s.pts, pts):
                crossings.append(Crossing(a, angle, oid, is_decoy))
        crossings.sort(key=lambda c: c.arc)
        others = [(oid, pts) for oid, _d, pts in lines if oid != s.sid]
        out[s.sid] = StrandFigures(
            s.length, tuple(crossings), tight_turns(s.pts), parallel_runs(s.pts, others, crossings)
        )
    _CACHE[id(side)] = (side, out)
    return out


def warm_figures(board: Board) -> None:
    """Figures of every side now (a table does this once at open, off the frame), so no
    computer's first look at a section pays for them."""
    for side in board.sides.values():
        side_figures(side)


def heading(a: Pt, b: Pt) -> float:
    return math.degrees(math.atan2(b[1] - a[1], b[0] - a[0]))


def turn(h1: float, h2: float) -> float:
    d = abs(h2 - h1) % 360.0
    return min(d, 360.0 - d)


def tight_turns(pts) -> tuple[float, ...]:
    """Arcs where the line turns more than TIGHT_TURN_DEGREES within TIGHT_TURN_PX."""
    total = polylines.length(pts)
    half = TIGHT_TURN_PX / 2
    found: list[float] = []
    s = half
    while s <= total - half:
        a, m, b = (
            polylines.point_at(pts, s - half),
            polylines.point_at(pts, s),
            polylines.point_at(pts, s + half),
        )
        bent = a != m and m != b and turn(heading(a, m), heading(m, b)) > TIGHT_TURN_DEGREES
        if bent and (not found or s - found[-1] > TIGHT_TURN_PX):
            found.append(round(s, 1))
        s += 4.0
    return tuple(found)


def direction_at(pts, s: float) -> float:
    return heading(polylines.point_at(pts, s - 8), polylines.point_at(pts, s + 8))


def parallel_runs(pts, others, crossings) -> tuple[tuple[float, float], ...]:
    """Stretches where another line runs close beside this one in nearly the same direction."""
    total = polylines.length(pts)
    boxes = [(oid, o, polylines.bbox(o, PARALLEL_PX)) for oid, o in others]
    runs: list[list[float]] = []
    s = PARALLEL_STEP
    while s < total - PARALLEL_STEP:
        p = polylines.point_at(pts, s)
        hit = False
        for oid, o, box in boxes:
            if not (box[0] <= p[0] <= box[2] and box[1] <= p[1] <= box[3]):
                continue
            d, arc = polylines.project(p, o)
            if d > PARALLEL_PX or d < 1.0:
                continue
            if any(c.other == oid and abs(c.arc - s) < 60 for c in crossings):
                continue
            if turn(direction_at(pts, s), direction_at(o, arc)) % 180 < PARALLEL_DEGREES or (
                turn(direction_at(pts, s), direction_at(o, arc)) > 180 - PARALLEL_DEGREES
            ):
                hit = True
                break
        if hit:
            if runs and s - runs[-1][1] <= PARALLEL_STEP * 1.5:
                runs[-1][1] = s
            else:
                runs.append([s, s])
        s += PARALLEL_STEP
    return tuple((round(a, 1), round(b + PARALLEL_STEP, 1)) for a, b in runs if b > a)


# ---- per route -------------------------------------------------------------------------------


def route_figures(
    board: Board, layout: Layout, symbol: str, color: str, *, cross_sections: bool = True
) -> RouteFigures:
    """The difficulty figures of one route for one layout."""
    r = route(board, tuple(layout), symbol, color, cross_sections=cross_sections)
    events: list[Event] = []
    travelled = 0.0
    turns = 0
    parallel = 0.0
    for step in r.steps:
        side = board.sides[step.side]
        fig = side_figures(side)[step.strand]
        n = fig.length

        def along(arc: float, n: float = n, direction: int = step.direction) -> float:
            return arc if direction > 0 else n - arc

        for c in fig.crossings:
            events.append(
                Event(
                    travelled + along(c.arc),
                    "crossing",
                    c.angle,
                    "",
                    False,
                    step.slot,
                    step.side,
                    c.other,
                )
            )
        turns += len(fig.tight_turns)
        parallel += sum(b - a for a, b in fig.parallel)
        travelled += n
    crossing_arcs = [e.arc for e in events]
    for f in r.found:
        near = any(abs(f.arc - a) < ITEM_NEAR_PX for a in crossing_arcs)
        events.append(Event(f.arc, "item", 0.0, f.kind, near, f.slot, f.side, f.oid))
    events.sort(key=lambda e: (e.arc, e.kind))
    crossing_events = [e for e in events if e.kind == "crossing"]
    clusters, run = 0, 0
    for i in range(1, len(crossing_events)):
        if crossing_events[i].arc - crossing_events[i - 1].arc < CLUSTER_PX:
            run += 1
            if run == 1:
                clusters += 1
        else:
            run = 0
    return RouteFigures(
        symbol=symbol,
        color=color,
        length=r.length,
        sections=len({s.slot for s in r.steps}),
        crossings=len(crossing_events),
        shallow=sum(1 for e in crossing_events if e.angle < SHALLOW_DEGREES),
        clusters=clusters,
        tight_turns=turns,
        parallel_px=parallel,
        items=len(r.found),
        items_near_crossing=sum(1 for e in events if e.kind == "item" and e.near_crossing),
        events=tuple(events),
    )


def symbol_figures(
    board: Board, layout: Layout, symbol: str, *, cross_sections: bool = True
) -> dict[str, RouteFigures]:
    """The figures of a symbol's three routes, by colour."""
    return {
        c: route_figures(board, layout, symbol, c, cross_sections=cross_sections)
        for c in board.catalogue.color_ids
    }
