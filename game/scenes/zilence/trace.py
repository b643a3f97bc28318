"""The flight pointer's trace: each chosen route followed at a readable speed, items called
as the pointer passes them.

Pure timing and geometry (no drawing): a scene gives it the routes (``route_geometry`` data
in board pixels) and the time; it says where the pointer is and which items it has passed.
The items called are exactly the route's items, in the engine's order (``Route.found``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...engine.zilence import polylines
from ...engine.zilence.drawables import route_geometry

SPEED = 900.0  # board px per second: about 270 real px/s on a 720p board, easy to follow
MIN_SECONDS, MAX_SECONDS = 1.6, 4.2  # per route, whatever its length
HOLD_SECONDS = 0.7  # the finished route stays in view before the next one starts


@dataclass
class TracedRoute:
    color: str
    points: list[list[float]]  # board px, in the direction of flight
    length: float  # board px (the arcs of the items are on this scale)
    items: list[dict[str, Any]]  # kind, arc, pos (board px), in the order met
    chosen_by: list[int] = field(default_factory=list)
    label: str = ""  # practice: "your route", "the best route"

    @property
    def seconds(self) -> float:
        return min(MAX_SECONDS, max(MIN_SECONDS, self.length / SPEED))

    def item_fractions(self) -> list[float]:
        """Where each item lies along the route, 0 to 1."""
        total = max(1.0, self.length)
        return [min(1.0, max(0.0, it["arc"] / total)) for it in self.items]


def traced_route(
    layout: list[str],
    symbol: str,
    color: str,
    cross_sections: bool = True,
    chosen_by: list[int] | None = None,
    label: str = "",
) -> TracedRoute:
    geo = route_geometry(layout, symbol, color, cross_sections=cross_sections)
    return TracedRoute(
        color, geo["points"], float(geo["length"]), geo["items"], list(chosen_by or []), label
    )


@dataclass(frozen=True)
class Call:
    """The pointer passed an item: route number, item number on it, its kind."""

    route: int
    index: int
    kind: str


class Trace:
    """The routes flown one after another; ``together`` flies them side by side."""

    def __init__(self, routes: list[TracedRoute], together: bool = False) -> None:
        self.routes = routes
        self.together = together
        self.time = 0.0
        self.calls: list[Call] = []
        self._passed: set[tuple[int, int]] = set()

    # ---- timing --------------------------------------------------------------------
    def start_of(self, i: int) -> float:
        if self.together:
            return 0.0
        return sum(r.seconds + HOLD_SECONDS for r in self.routes[:i])

    @property
    def duration(self) -> float:
        if not self.routes:
            return 0.0
        if self.together:
            return max(r.seconds for r in self.routes) + HOLD_SECONDS
        return self.start_of(len(self.routes))

    @property
    def done(self) -> bool:
        return self.time >= self.duration

    def fraction(self, i: int) -> float:
        """How far along route ``i`` the pointer is (0 before it starts, 1 once done)."""
        r = self.routes[i]
        t = (self.time - self.start_of(i)) / r.seconds
        return min(1.0, max(0.0, t))

    def current(self) -> int | None:
        """The route being flown now (sequential traces), None before and after."""
        for i, r in enumerate(self.routes):
            if self.start_of(i) <= self.time < self.start_of(i) + r.seconds + HOLD_SECONDS:
                return i
        return None

    def started(self, i: int) -> bool:
        return self.time >= self.start_of(i)

    # ---- moving --------------------------------------------------------------------
    def update(self, dt: float) -> list[Call]:
        """Advance by ``dt`` seconds; the items passed meanwhile, in order."""
        self.time = min(self.duration, self.time + dt)
        return self._collect()

    def skip(self) -> list[Call]:
        """Jump to the end: every item not yet called is called now."""
        self.time = self.duration
        return self._collect()

    def _collect(self) -> list[Call]:
        new: list[Call] = []
        for i, r in enumerate(self.routes):
            f = self.fraction(i)
            if not self.started(i):
                continue
            for j, at in enumerate(r.item_fractions()):
                if at <= f and (i, j) not in self._passed:
                    self._passed.add((i, j))
                    new.append(Call(i, j, r.items[j]["kind"]))
        self.calls.extend(new)
        return new

    def passed(self, i: int, j: int) -> bool:
        return (i, j) in self._passed

    def called_kinds(self, i: int) -> list[str]:
        return [c.kind for c in self.calls if c.route == i]


def partial(points: list[tuple[float, float]], f: float) -> list[tuple[float, float]]:
    """The first fraction ``f`` of a polyline (screen px), ending exactly at the pointer."""
    if f >= 1.0 or len(points) < 2:
        return list(points)
    total = polylines.length(points)
    want = total * max(0.0, f)
    out = [points[0]]
    run = 0.0
    for a, b in zip(points, points[1:], strict=False):
        seg = polylines.dist(a, b)
        if run + seg >= want:
            out.append(polylines.point_at([a, b], want - run))
            return out
        out.append(b)
        run += seg
    return out
