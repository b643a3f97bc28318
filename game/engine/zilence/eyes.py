"""Computer players with human eyes: they read only as much of the tangle as time allows.

``bot(ctx)`` decides from ``ctx`` alone (a ``game.engine.common.BotInput``): the game's part of
the view in ``ctx.view["table"]`` (layout, symbol, its face-up items, the options), the legal
actions in ``ctx.actions``, its random generator ``ctx.rng`` and its skill ``ctx.level``. The
board itself is public table data (the same printed map every player looks at).

How a seat "looks": it has ``speed x scan_seconds`` board pixels of attention. It starts at a
start icon of the drawn symbol (in a random order, as a person's eye would land) and follows the
line; every crossing costs a short pause, and at each crossing it may slip onto the other line
(odds rise as the crossing gets shallower and within a cluster), after which everything it
"sees" on that route belongs to the wrong line. Each item it passes may go unnoticed (more
likely next to a crossing). When the attention runs out it stops, mid-route if need be, and
takes the route that showed it the most wanted items; a route it never finished keeps a small
hope for what it did not see. Even an expert cannot read all three routes in 10 seconds.
"""

from __future__ import annotations

import random
from typing import Any, NamedTuple

from ...i18n import N_
from . import difficulty, polylines
from .board import Board, SectionSide
from .decks import find
from .state import board as shipped_board


class Level(NamedTuple):
    name: str
    speed: float  # board px of line followed per second
    pause: float  # seconds spent at every crossing
    slip: float  # odds of taking the wrong line at a clear (90 degree) crossing
    miss: float  # odds of not noticing an item in the open


LEVELS: tuple[Level, ...] = (
    # Slower eyes than casual that still reach most routes' ends in 20 s (at 80 px/s it read
    # too little to finish any and chose almost at random).
    Level("beginner", 95.0, 0.35, 0.12, 0.25),
    Level("casual", 150.0, 0.30, 0.09, 0.18),
    Level("good", 220.0, 0.20, 0.045, 0.09),
    Level("expert", 300.0, 0.12, 0.02, 0.04),
)
LEVEL_NAMES: tuple[str, ...] = tuple(level.name for level in LEVELS)
# How a level is shown (translated where shown; the names above are save keys).
LEVEL_LABELS = {
    "beginner": N_("Beginner"),
    "casual": N_("Casual"),
    "good": N_("Good"),
    "expert": N_("Expert"),
}
DEFAULT_LEVEL = "good"
HOPE_UNSEEN, HOPE_UNFINISHED = 0.75, 0.4  # wanted items hoped for on a route not (fully) read


def level_of(name: str) -> Level:
    return next((lv for lv in LEVELS if lv.name == name), LEVELS[LEVEL_NAMES.index(DEFAULT_LEVEL)])


def slip_odds(level: Level, angle: float, clustered: bool) -> float:
    """Odds of leaving the route at a crossing: a 25 degree crossing is about 3x a square one."""
    shallow = 1.0 + 2.0 * max(0.0, (60.0 - angle) / 35.0)
    return min(0.9, level.slip * shallow * (1.6 if clustered else 1.0))


def miss_odds(level: Level, near_crossing: bool) -> float:
    return min(0.9, level.miss * (2.0 if near_crossing else 1.0))


class Look(NamedTuple):
    """What a seat believes it saw on one route."""

    color: str
    items: tuple[str, ...]
    read_px: float
    finished: bool
    slipped: bool


def look(
    b: Board,
    fig: difficulty.RouteFigures,
    budget: float,
    level: Level,
    rng: random.Random,
) -> tuple[Look, float]:
    """Follow one route for up to ``budget`` px of attention; returns what was seen and the
    attention left over."""
    seen: list[str] = []
    pos = 0.0
    slipped = False
    events = fig.events
    crossing_arcs = [e.arc for e in events if e.kind == "crossing"]
    for e in events:
        cost = e.arc - pos
        if cost > budget:
            pos += budget
            return Look(fig.color, tuple(seen), pos, False, slipped), 0.0
        budget -= cost
        pos = e.arc
        if e.kind == "crossing":
            budget -= level.pause * level.speed
            if budget < 0:
                return Look(fig.color, tuple(seen), pos, False, slipped), 0.0
            clustered = any(0 < abs(a - e.arc) < difficulty.CLUSTER_PX for a in crossing_arcs)
            if not slipped and rng.random() < slip_odds(level, e.angle, clustered):
                slipped = True
                seen += wrong_line(b, e, rng)
                # the rest of the route is not looked at: the eye is on another line now
                rest = fig.length - pos
                spent = min(budget, rest * 0.6)
                return Look(fig.color, tuple(seen), pos + spent, True, True), budget - spent
        elif not slipped and rng.random() >= miss_odds(level, e.near_crossing):
            seen.append(e.item)
    rest = fig.length - pos
    if rest > budget:
        return Look(fig.color, tuple(seen), pos + budget, False, slipped), 0.0
    return Look(fig.color, tuple(seen), fig.length, True, slipped), budget - rest


def wrong_line(b: Board, e: difficulty.Event, rng: random.Random) -> list[str]:
    """Items a seat picks up after slipping onto the other line at a crossing: some of the
    pictures on that line (its whole length, one way or the other)."""
    side: SectionSide = b.sides[e.side]
    pts = next((s.pts for s in side.strands if s.sid == e.other), None)
    if pts is None:
        pts = next((d.pts for d in side.decoys if d.oid == e.other), None)
    if pts is None:
        return []
    out = []
    for it in side.items:
        d, _arc = polylines.project(it.pos, pts)
        if d <= it.radius and rng.random() < 0.5:
            out.append(it.kind)
    return out


class Reading(NamedTuple):
    """What a seat's eyes made of the table this round: each route's look (a route it never
    reached has none), each path's score and the colour it takes."""

    looks: dict[str, Look]
    scores: dict[str, float]
    pick: str
    wanted: tuple[str, ...]


def read(ctx: Any) -> Reading | None:
    """The seat's look at the board from ``ctx`` alone (its view, its level, its generator);
    None when it has no path to choose. ``bot`` takes the reading's pick; a suggestion's
    reason reads again with a generator seeded the same and sees the same."""
    table = ctx.view["table"]
    actions = [a for a in ctx.actions if isinstance(a, dict) and a.get("type") == "choose_path"]
    if not actions:
        return None
    level = level_of(getattr(ctx, "level", "") or DEFAULT_LEVEL)
    options = table.get("options", {})
    seconds = float(options.get("scan_seconds", table.get("scan_seconds", 20)))
    cross = bool(options.get("cross_sections", True))
    b = shipped_board()
    layout = tuple(table["layout"])
    wanted = list(table["my_face_up"])
    colors = [a["color"] for a in actions]
    figs = {
        c: difficulty.route_figures(b, layout, table["symbol"], c, cross_sections=cross)
        for c in colors
    }
    order = list(colors)
    ctx.rng.shuffle(order)
    budget = level.speed * seconds
    looks: dict[str, Look] = {}
    for c in order:
        if budget <= 0:
            break
        looks[c], budget = look(b, figs[c], budget, level, ctx.rng)
    scores = {}
    for c in colors:
        seen = looks.get(c)
        share = len(wanted) / 3
        if seen is None:
            scores[c] = HOPE_UNSEEN * share
            continue
        hope = 0.0 if seen.finished else HOPE_UNFINISHED * share
        scores[c] = len(find(wanted, seen.items)) + hope
    best = max(scores.values())
    pick = ctx.rng.choice([c for c in colors if scores[c] >= best - 1e-9])
    return Reading(looks, scores, pick, tuple(wanted))


def bot(ctx: Any) -> dict[str, Any]:
    """Choose a path as a person of ``ctx.level`` would after scanning for the table's time."""
    reading = read(ctx)
    if reading is None:  # the timer's start: its only move (no draw from the generator)
        return dict(ctx.actions[0])
    return next(a for a in ctx.actions if a.get("color") == reading.pick)
