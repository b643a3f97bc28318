"""Following a flight path: from its start on the hub, strand by strand, across sections.

A strand is drawn as one polyline running straight through every crossing, so "go straight at
intersections" holds by construction; crossings with other strands or decoys never matter here.
Leaving a side by ``cw{j}`` enters the next slot clockwise at ``ccw{j}``; leaving by ``ccw{j}``
enters the previous slot at ``cw{j}`` (slot 5 and slot 0 are neighbours). A free strand end is
a dead end; a strand that leads back to an inner port returns to the hub and ends there too.

Every side's hops (entry port -> strand, direction, exit port, items in order) are computed at
load time, so a walk is a handful of dictionary look-ups.
"""

from __future__ import annotations

from dataclasses import dataclass

from .board import NUM_SLOTS, Board, PortKey
from .errors import RouteLoop

Layout = tuple[str, ...]  # slot k -> side key such as "s3_b"
MAX_STEPS = 64


@dataclass(frozen=True)
class Step:
    slot: int
    side: str
    strand: int
    direction: int


@dataclass(frozen=True)
class Found:
    """One item picture met on a route: its kind and where (slot, side, object id, arc px)."""

    kind: str
    slot: int
    side: str
    oid: int
    arc: float  # distance along the whole route from the hub


@dataclass(frozen=True)
class Route:
    symbol: str
    color: str
    hub_side: int
    inner_index: int
    steps: tuple[Step, ...]
    found: tuple[Found, ...]
    length: float
    end: str  # "dead_end", "hub", "edge" (no line beyond a port) or "limit"

    @property
    def items(self) -> tuple[str, ...]:
        return tuple(f.kind for f in self.found)


def next_port(slot: int, port: PortKey) -> tuple[int, PortKey]:
    """Where a line leaving ``slot`` by a side port continues."""
    edge, index = port
    if edge == "cw":
        return (slot + 1) % NUM_SLOTS, ("ccw", index)
    return (slot - 1) % NUM_SLOTS, ("cw", index)


def walk(
    board: Board,
    layout: Layout,
    hub_side: int,
    inner_index: int,
    *,
    cross_sections: bool = True,
    max_steps: int = MAX_STEPS,
) -> Route:
    """Follow the path that starts at ``in{inner_index}`` of ``hub_side``; RouteLoop on a loop."""
    steps: list[Step] = []
    found: list[Found] = []
    seen_items: set[tuple[int, int]] = set()
    visited: set[tuple[int, int]] = set()
    slot, port = hub_side, ("inner", inner_index)
    travelled, end = 0.0, "limit"
    while len(steps) < max_steps:
        key = layout[slot]
        hop = board.sides[key].hops.get(port)
        if hop is None:
            end = "edge"
            break
        if (slot, hop.strand) in visited:
            raise RouteLoop(slot, key, hop.strand)
        visited.add((slot, hop.strand))
        steps.append(Step(slot, key, hop.strand, hop.direction))
        for h in hop.items:
            if (slot, h.oid) not in seen_items:  # a picture counts once per route
                seen_items.add((slot, h.oid))
                found.append(Found(h.kind, slot, key, h.oid, travelled + h.arc))
        travelled += hop.length
        if hop.exit is None:
            end = "dead_end"
            break
        if hop.exit[0] == "inner":
            end = "hub"
            break
        if not cross_sections:
            end = "edge"
            break
        slot, port = next_port(slot, hop.exit)
    return Route("", "", hub_side, inner_index, tuple(steps), tuple(found), travelled, end)


def route(
    board: Board, layout: Layout, symbol: str, color: str, *, cross_sections: bool = True
) -> Route:
    start = board.start(symbol, color)
    r = walk(board, layout, start.hub_side, start.inner_index, cross_sections=cross_sections)
    return Route(symbol, color, r.hub_side, r.inner_index, r.steps, r.found, r.length, r.end)


def symbol_routes(
    board: Board, layout: Layout, symbol: str, *, cross_sections: bool = True
) -> dict[str, Route]:
    """The three routes of one symbol, by colour."""
    return {
        c: route(board, layout, symbol, c, cross_sections=cross_sections)
        for c in board.catalogue.color_ids
    }


def all_routes(board: Board, layout: Layout, *, cross_sections: bool = True) -> list[Route]:
    return [
        route(board, layout, s.symbol, s.color, cross_sections=cross_sections) for s in board.starts
    ]


def quick_walk(
    hops: list[dict[PortKey, tuple]], hub_side: int, inner_index: int
) -> tuple[float, tuple[str, ...], int, str] | None:
    """The validator's fast walk over pre-flattened hops: (length, item kinds, steps, end).

    ``hops[slot][port] = (strand id, exit port, length, kinds)``; None means the route loops.
    ``end`` is named as in ``Route.end``.
    """
    slot, port = hub_side, ("inner", inner_index)
    visited: set[tuple[int, int]] = set()
    total, kinds, n = 0.0, (), 0
    while n < MAX_STEPS:
        hop = hops[slot].get(port)
        if hop is None:
            return total, kinds, n, "edge"
        sid, exit_port, length, items = hop
        if (slot, sid) in visited:
            return None
        visited.add((slot, sid))
        total += length
        kinds += items
        n += 1
        if exit_port is None:
            return total, kinds, n, "dead_end"
        if exit_port[0] == "inner":
            return total, kinds, n, "hub"
        slot, port = next_port(slot, exit_port)
    return total, kinds, n, "limit"
