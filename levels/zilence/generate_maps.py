"""Generate the 13 Zilence maps (centre + 6 sections x 2 sides) as ordinary Tiled files.

A content tool, not part of the engine. It draws each section side as a tangle of smooth
polylines that cross each other at clear angles, puts item pictures on them and writes
``center.tmx`` and ``sections/sN_a.tmx`` / ``sN_b.tmx``. The output is what gets committed and
what a person edits in Tiled afterwards; re-running overwrites hand edits, so after editing in
Tiled, do not re-run this script (run the validator instead).

    .venv/bin/python levels/zilence/generate_maps.py [--seed N] [--difficulty easy|normal|hard]
    .venv/bin/python -m game.engine.zilence.validate

Frames (see the rules notes, section 8.3): every map is 64 x 64 tiles of 32 px with the board
centre at (1024, 1024); a section is drawn as if it sat in slot 0, pointing straight up.

Traps, set by ``--difficulty`` (``TRAPS``): crossings down to a shallow angle, crossings
clustered close together on one line, decoys laid across a strand at a shallow angle or running
close beside it for a stretch, and items close to a crossing; some dead ends reach the rim. Every
trap stays within what the validator accepts (crossings of at least 25 degrees, no overlapping
lines, items on one strand only). No line bends more than 60 degrees within 40 px, so a bend
never looks like a junction. Curves are stored with few points (about one every 50 px) so they
stay easy to edit in Tiled; the game smooths them when it draws them.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from game.engine.zilence import difficulty, polylines  # noqa: E402
from game.engine.zilence.polylines import Pt  # noqa: E402

CATALOGUE = json.loads((HERE / "catalogue.json").read_text())
ITEMS = [i["id"] for i in CATALOGUE["items"]]
SYMBOLS = [s["id"] for s in CATALOGUE["symbols"]]
COLORS = [c["id"] for c in CATALOGUE["colors"]]

TILES, TILE = 64, 32
PIVOT: Pt = (1024.0, 1024.0)
R_HUB, R_OUT, HALF = 256.0, 1000.0, 30.0
IN_ANGLES = (-12.0, 12.0)
SIDE_RADII = (400.0, 540.0, 680.0, 820.0)
ITEM_PX, ICON_PX, ROOF_PX, HIT_RADIUS = 80, 88, 544, 24.0
CURVE_STEP = 50.0  # px between stored points of a curve
HUB_LEAD = 150.0  # no item in the first px of a line from the hub (the start icon sits there)

# terrain.tsx, written by generate_art.py: a street tile, then 3 x 3 blocks (row by row),
# then a plaza and a lot
STREET = 0
BLOCKS = {"roof_sand": 1, "roof_slate": 10, "roof_rust": 19, "park": 28, "yard": 37}
TERRAIN_TILES = 48
TERRAIN_FIRSTGID = 1
ITEMS_FIRSTGID = TERRAIN_FIRSTGID + TERRAIN_TILES
HUB_FIRSTGID, ROOF_FIRSTGID = 1, 13  # center.tmx: hub.tsx (12 icons), then roof.tsx


@dataclass(frozen=True)
class Traps:
    """How mean a board is (see the module docstring)."""

    min_angle: float  # crossings at least this steep (the validator's floor is 25)
    crossing_gap: float  # px along a line between two of its crossings
    shallow: int  # decoys laid across a strand at a shallow angle, per side
    parallel: int  # decoys running close beside a strand, per side
    item_gap: float  # px along a line from an item to the nearest crossing
    rim: float  # share of dead ends that run out to the rim


TRAPS = {
    "easy": Traps(38.0, 45.0, 0, 0, 60.0, 0.2),
    "normal": Traps(30.0, 34.0, 1, 1, 42.0, 0.35),
    "hard": Traps(26.0, 28.0, 2, 2, 40.0, 0.5),
}
SHALLOW_TRAP = (27.0, 34.0)  # angle range of a shallow-crossing decoy
PARALLEL_GAP = (34.0, 42.0)  # px beside the strand for a near-parallel decoy
T = TRAPS["normal"]  # the setting in use (main() sets it)
DIFFICULTY = ["normal"]

# Which hub side holds which start (hub_side -> the two starts at in0, in1). Every symbol has
# two starts on one side and one on another: four "double" sides and two mixed sides.
HUB = {
    0: (("bones", "red"), ("bones", "blue")),
    1: (("brain", "yellow"), ("brain", "red")),
    2: (("bones", "yellow"), ("eye", "blue")),
    3: (("claw", "red"), ("claw", "yellow")),
    4: (("eye", "red"), ("eye", "yellow")),
    5: (("claw", "blue"), ("brain", "blue")),
}


# ---- ports and outline -----------------------------------------------------------------


def ports() -> dict[str, tuple[str, int, Pt, Pt]]:
    """name -> (edge, index, position, inward unit direction)."""
    out = {}
    for i, a in enumerate(IN_ANGLES):
        p = polylines.polar(PIVOT, R_HUB, a)
        out[f"in{i}"] = ("inner", i, p, unit(p[0] - PIVOT[0], p[1] - PIVOT[1]))
    for j, r in enumerate(SIDE_RADII):
        th = math.radians(-HALF)
        out[f"ccw{j}"] = ("ccw", j, polylines.polar(PIVOT, r, -HALF), (math.cos(th), math.sin(th)))
        th = math.radians(HALF)
        out[f"cw{j}"] = ("cw", j, polylines.polar(PIVOT, r, HALF), (-math.cos(th), -math.sin(th)))
    return out


def outline() -> list[Pt]:
    inner = [polylines.polar(PIVOT, R_HUB, a) for a in frange(-HALF, HALF, 2.0)]
    outer = [polylines.polar(PIVOT, R_OUT, a) for a in frange(HALF, -HALF, -2.0)]
    return inner + outer


def frange(a: float, b: float, step: float) -> list[float]:
    n = round((b - a) / step)
    return [a + i * step for i in range(n + 1)]


def unit(x: float, y: float) -> Pt:
    n = math.hypot(x, y)
    return (x / n, y / n)


PORTS = ports()
OUTLINE = outline()


def polar_of(p: Pt) -> tuple[float, float]:
    dx, dy = p[0] - PIVOT[0], p[1] - PIVOT[1]
    return math.hypot(dx, dy), math.degrees(math.atan2(dx, -dy))


def edge_distance(p: Pt) -> float:
    """Distance from p to the sector outline (negative outside)."""
    r, a = polar_of(p)
    d_in, d_out = r - R_HUB, R_OUT - r
    off = HALF - abs(a)  # degrees inside the nearer side edge (negative: beyond it)
    d_side = r * math.sin(math.radians(off)) if off > -90 else -r
    return min(d_in, d_out, d_side)


def random_inside(rnd: random.Random, margin: float) -> Pt:
    while True:
        r = math.sqrt(rnd.uniform(R_HUB**2, R_OUT**2))
        p = polylines.polar(PIVOT, r, rnd.uniform(-HALF, HALF))
        if edge_distance(p) >= margin:
            return p


# ---- curves --------------------------------------------------------------------------


def catmull(ctrl: list[Pt], step: float = CURVE_STEP) -> list[Pt]:
    """The strand through its control points, rounded as the maps store it."""
    return [(round(x, 2), round(y, 2)) for x, y in polylines.catmull_rom(ctrl, step)]


def lead(port: str, depth: float) -> Pt:
    _, _, p, n = PORTS[port]
    return (p[0] + n[0] * depth, p[1] + n[1] * depth)


def make_curve(rnd: random.Random, a: str | Pt, b: str | Pt, waypoints: int) -> list[Pt]:
    """A smooth line from a port or free point to another, through random waypoints."""
    ctrl: list[Pt] = []
    if isinstance(a, str):
        ctrl += [PORTS[a][2], lead(a, 36), lead(a, 80)]
    else:
        ctrl.append(a)
    for _ in range(waypoints):
        ctrl.append(random_inside(rnd, 90))
    if isinstance(b, str):
        ctrl += [lead(b, 80), lead(b, 36), PORTS[b][2]]
    else:
        ctrl.append(b)
    return catmull(ctrl)


# ---- acceptance tests for a new line against the ones already placed --------------------


@dataclass
class Side:
    section: int
    side: str
    strands: list[tuple[list[Pt], str | None, str | None]] = field(default_factory=list)
    decoys: list[list[Pt]] = field(default_factory=list)
    items: list[tuple[str, Pt]] = field(default_factory=list)
    item_lines: dict[int, str] = field(default_factory=dict)
    traps: list[str] = field(default_factory=list)

    def lines(self) -> list[list[Pt]]:
        return [s[0] for s in self.strands] + self.decoys

    def free_ends(self) -> list[Pt]:
        ends = []
        for pts, a, b in self.strands:
            if a is None:
                ends.append(pts[0])
            if b is None:
                ends.append(pts[-1])
        for pts in self.decoys:
            ends += [pts[0], pts[-1]]
        return ends


def turns_ok(pts: list[Pt], limit: float = 58.0) -> bool:
    """No corner sharper than ``limit`` and no tight turn (60 degrees within 40 px)."""
    for i in range(1, len(pts) - 1):
        a = math.atan2(pts[i][1] - pts[i - 1][1], pts[i][0] - pts[i - 1][0])
        b = math.atan2(pts[i + 1][1] - pts[i][1], pts[i + 1][0] - pts[i][0])
        d = abs(math.degrees(b - a)) % 360
        if min(d, 360 - d) > limit:
            return False
    return not difficulty.tight_turns(pts)


def acceptable(
    side: Side, pts: list[Pt], a: str | None, b: str | None, min_angle: float | None = None
) -> bool:
    min_angle = T.min_angle if min_angle is None else min_angle
    if len(pts) < 3 or not turns_ok(pts):
        return False
    total = polylines.length(pts)
    own_ports = [PORTS[p][2] for p in (a, b) if p]
    # inside the sector, clear of the rim except where the line meets its own ports
    cum = 0.0
    for i, p in enumerate(pts):
        if i:
            cum += polylines.dist(pts[i - 1], p)
        near_port = (a and cum < 70) or (b and total - cum < 70)
        if not near_port and edge_distance(p) < 26:
            return False
    for name, (_, _, pp, _) in PORTS.items():
        if name not in (a, b) and polylines.project(pp, pts)[0] < 50:
            return False
    for end, port in ((pts[0], a), (pts[-1], b)):
        if port is None:
            if edge_distance(end) < 2 * HIT_RADIUS + 4:
                return False
            if any(polylines.dist(end, pp) < 60 for pp in own_ports):
                return False
    if polylines.crossings(pts, pts, same=True):
        return False
    for other in side.lines():
        hits = polylines.crossings(pts, other)
        if any(h[2] < min_angle for h in hits):
            return False
        arcs = sorted(h[0] for h in hits)
        if any(arcs[i + 1] - arcs[i] < max(T.crossing_gap, 45) for i in range(len(arcs) - 1)):
            return False
        if any(h[0] < 40 or h[0] > total - 40 for h in hits):
            return False
        other_len = polylines.length(other)
        if any(h[1] < 40 or h[1] > other_len - 40 for h in hits):
            return False
        near = [(h[3], max(48.0, 32.0 / math.sin(math.radians(h[2])))) for h in hits]
        if not clear_of(pts, other, near) or not clear_of(other, pts, near):
            return False
    # crossings of different lines close together along this one: a cluster, up to the setting
    all_arcs = sorted(h[0] for other in side.lines() for h in polylines.crossings(pts, other))
    if any(all_arcs[i + 1] - all_arcs[i] < T.crossing_gap for i in range(len(all_arcs) - 1)):
        return False
    for end in side.free_ends():
        if polylines.project(end, pts)[0] < 34:
            return False
    for end, port in ((pts[0], a), (pts[-1], b)):
        if port is None and any(polylines.project(end, o)[0] < 34 for o in side.lines()):
            return False
    return True


def clear_of(pts: list[Pt], other: list[Pt], cross_points: list[tuple[Pt, float]]) -> bool:
    """No point of ``pts`` runs close beside ``other`` except near a crossing (the shallower
    the crossing, the longer the two lines stay close on either side of it)."""
    box = polylines.bbox(other, 24)
    total = polylines.length(pts)
    s = 0.0
    while s <= total:
        p = polylines.point_at(pts, s)
        s += 12.0
        if not (box[0] <= p[0] <= box[2] and box[1] <= p[1] <= box[3]):
            continue
        if polylines.project(p, other)[0] < 22 and not any(
            polylines.dist(p, c) < r for c, r in cross_points
        ):
            return False
    return True


# ---- one section side ------------------------------------------------------------------


# Side ports have a fixed direction of travel on every side, so that a route never runs into a
# line that leads back to the hub (which would make two routes one another's reverse):
# a line leaving by an exit port enters the neighbour by the matching entry port.
ENTRY_PORTS = ("ccw0", "cw1", "ccw2", "cw3")
EXIT_PORTS = ("cw0", "ccw1", "cw2", "ccw3")


def plan(rnd: random.Random) -> list[tuple[str | None, str | None, int]]:
    """Which port ends each strand joins: (from, to, waypoints); None is a dead end.

    Inner ports lead out by an exit port or die in the section; each entry port continues to an
    exit port (a through line, so routes can run on into further sections) or dies; exit ports
    left over get a short stub that nothing follows (it only continues the neighbour's line).
    """
    exits = list(EXIT_PORTS)
    rnd.shuffle(exits)
    out: list[tuple[str | None, str | None, int]] = []
    for inner in ("in0", "in1"):
        if rnd.random() < 0.75:
            out.append((inner, exits.pop(), rnd.choice((1, 2, 2, 3))))
        else:
            out.append((inner, None, rnd.choice((1, 2, 3))))
    entries = list(ENTRY_PORTS)
    rnd.shuffle(entries)
    throughs = min(len(exits), rnd.choice((1, 2, 2, 3)))
    for _ in range(throughs):
        out.append((entries.pop(), exits.pop(), rnd.choice((1, 2, 2, 3))))
    for p in entries:
        out.append((p, None, rnd.choice((0, 1, 1, 2, 3))))
    for p in exits:
        out.append((p, None, 0))
    return out


def build_side(section: int, side_name: str, seed: int) -> Side:
    rnd = random.Random(seed)
    for _attempt in range(200):
        side = Side(section, side_name)
        if place_all(side, rnd, plan(rnd)):
            place_items(side, rnd)
            return side
    raise RuntimeError(f"could not lay out section {section}{side_name}")


def place_all(side: Side, rnd: random.Random, strands: list) -> bool:
    for a, b, waypoints in strands:
        for _ in range(300):
            end = b if b is not None else free_end(rnd, a, waypoints)
            pts = make_curve(rnd, a, end, waypoints)
            if acceptable(side, pts, a, b):
                side.strands.append((pts, a, b))
                break
        else:
            return False
    # traps first, while there is room; they are laid where they fit, and the validator and
    # the tests count what was laid
    for _ in range(T.shallow):
        place_trap(side, rnd, shallow_decoy)
    for _ in range(T.parallel):
        place_trap(side, rnd, parallel_decoy)
    for _ in range(max(1, rnd.choice((2, 3, 3)) - len(side.traps))):
        for _ in range(300):
            p, q = random_inside(rnd, 60), random_inside(rnd, 60)
            if polylines.dist(p, q) < 250:
                continue
            pts = make_curve(rnd, p, q, rnd.choice((1, 2)))
            if acceptable(side, pts, None, None):
                side.decoys.append(pts)
                break
        else:
            return False
    return True


def route_strands(side: Side) -> list[list[Pt]]:
    """Strands routes run along (from the hub or an entry port), long enough for a trap."""
    out = [pts for pts, a, _b in side.strands if a and a not in EXIT_PORTS]
    return [pts for pts in out if polylines.length(pts) > 420]


def place_trap(side: Side, rnd: random.Random, make) -> bool:
    targets = route_strands(side)
    if not targets:
        return True
    for _ in range(150):
        target = rnd.choice(targets)
        pts = make(rnd, target)
        if pts and acceptable(side, pts, None, None, min_angle=SHALLOW_TRAP[0] - 2):
            side.decoys.append(pts)
            side.traps.append(make.__name__)
            return True
    return False


def tangent(pts: list[Pt], s: float) -> Pt:
    s = min(max(s, 10.0), polylines.length(pts) - 10.0)
    a, b = polylines.point_at(pts, s - 10), polylines.point_at(pts, s + 10)
    return unit(b[0] - a[0], b[1] - a[1])


def shallow_decoy(rnd: random.Random, target: list[Pt]) -> list[Pt] | None:
    """A decoy that crosses ``target`` at a shallow angle, away from its ends."""
    total = polylines.length(target)
    s = rnd.uniform(HUB_LEAD + 60, total - 160)
    p, (tx, ty) = polylines.point_at(target, s), tangent(target, s)
    th = math.radians(rnd.uniform(*SHALLOW_TRAP) * rnd.choice((-1, 1)))
    u = (tx * math.cos(th) - ty * math.sin(th), tx * math.sin(th) + ty * math.cos(th))
    back, ahead = rnd.uniform(140, 240), rnd.uniform(140, 240)
    a = (p[0] - u[0] * back, p[1] - u[1] * back)
    b = (p[0] + u[0] * ahead, p[1] + u[1] * ahead)
    if min(edge_distance(a), edge_distance(b)) < 2 * HIT_RADIUS + 10:
        return None
    return catmull([a, p, b])


def parallel_decoy(rnd: random.Random, target: list[Pt]) -> list[Pt] | None:
    """A decoy running close beside ``target`` for a stretch, then veering off."""
    total = polylines.length(target)
    run = rnd.uniform(170, 240)
    if total - run - 80 < HUB_LEAD + 40:
        return None
    s0 = rnd.uniform(HUB_LEAD + 40, total - run - 80)
    gap = rnd.uniform(*PARALLEL_GAP) * rnd.choice((-1, 1))

    def beside(s: float, extra: float = 0.0) -> Pt:
        p, (tx, ty) = polylines.point_at(target, s), tangent(target, s)
        off = gap + math.copysign(extra, gap)
        return (p[0] - ty * off, p[1] + tx * off)

    def away(p: Pt, s: float, sign: float) -> Pt:
        # leave the stretch gently: 120 px on, 20 degrees off the strand's direction
        tx, ty = tangent(target, s)
        th = math.radians(20) * math.copysign(1, gap) * sign
        dx, dy = tx * math.cos(th) - ty * math.sin(th), tx * math.sin(th) + ty * math.cos(th)
        return (p[0] + sign * dx * 120, p[1] + sign * dy * 120)

    first, last = beside(s0), beside(s0 + run)
    ctrl = [away(first, s0, -1), first, beside(s0 + run / 2), last, away(last, s0 + run, 1)]
    if min(edge_distance(ctrl[0]), edge_distance(ctrl[-1])) < 2 * HIT_RADIUS + 10:
        return None
    return catmull(ctrl)


def free_end(rnd: random.Random, a: str | None, waypoints: int) -> Pt:
    """Where a dead end stops: anywhere inside, or close to its port for a short stub."""
    if a is None or waypoints > 0:
        if rnd.random() < T.rim:  # out to the rim
            return polylines.polar(PIVOT, R_OUT - rnd.uniform(58, 72), rnd.uniform(-20, 20))
        return random_inside(rnd, 2 * HIT_RADIUS + 10)
    base = lead(a, rnd.uniform(150, 300))
    return (base[0] + rnd.uniform(-90, 90), base[1] + rnd.uniform(-90, 90))


KIND_COUNT: Counter[str] = Counter()


def place_items(side: Side, rnd: random.Random) -> None:
    """Item pictures right on the lines, clear of crossings, other lines and each other."""
    lines = side.lines()
    crossing_pts: list[Pt] = []
    for i, a in enumerate(lines):
        for b in lines[i + 1 :]:
            crossing_pts += [h[3] for h in polylines.crossings(a, b)]
    targets = [(pts, max(1, round(polylines.length(pts) / 290)), a) for pts, a, _ in side.strands]
    targets += [(pts, 1, None) for pts in side.decoys]
    side.items.clear()
    for pts, want, start in targets:
        total = polylines.length(pts)
        first = HUB_LEAD if start and start.startswith("in") else 60.0
        placed = 0
        for _ in range(80):
            if placed >= want or total - 45 <= first:
                break
            s = rnd.uniform(first, total - 45)
            c = polylines.point_at(pts, s)
            if edge_distance(c) < 48:
                continue
            if any(polylines.dist(c, x) < T.item_gap for x in crossing_pts):
                continue
            if any(o is not pts and polylines.project(c, o)[0] < 42 for o in lines):
                continue
            if any(polylines.dist(c, it[1]) < 90 for it in side.items):
                continue
            side.items.append((f"?{id(pts)}", (round(c[0], 1), round(c[1], 1))))
            placed += 1


def traffic(side: Side, line_id: str) -> float:
    """How often routes pass a line, roughly: lines from the hub always, lines from entry
    ports about half the time, stubs and decoys never (their items are clutter)."""
    for pts, a, _b in side.strands:
        if f"?{id(pts)}" == line_id:
            if a and a.startswith("in"):
                return 1.0
            return 0.5 if a in ENTRY_PORTS else 0.05
    return 0.02


def assign_kinds(sides: list[Side], rnd: random.Random) -> None:
    """Give every picture a kind so that each kind gets about the same traffic and count,
    never twice on one line."""
    slots = [
        (traffic(side, kind), rnd.random(), side, i)
        for side in sides
        for i, (kind, _) in enumerate(side.items)
    ]
    slots.sort(key=lambda t: (-t[0], t[1]))
    load: Counter[str] = Counter()
    for weight, _, side, i in slots:
        line_id, pos = side.items[i]
        taken = {k for k, _ in side.items if k in ITEMS and side_line(side, k, line_id)}
        options = [k for k in ITEMS if k not in taken] or ITEMS
        # balance traffic first, but never let one kind take all the clutter
        low = min(round(load[k] + 0.12 * KIND_COUNT[k], 6) for k in options)
        kind = rnd.choice([k for k in options if round(load[k] + 0.12 * KIND_COUNT[k], 6) == low])
        load[kind] += weight
        KIND_COUNT[kind] += 1
        side.items[i] = (kind, pos)
        side.item_lines[i] = line_id


def side_line(side: Side, kind: str, line_id: str) -> bool:
    return any(
        k == kind and side.item_lines.get(j) == line_id for j, (k, _) in enumerate(side.items)
    )


# ---- terrain ---------------------------------------------------------------------------


def terrain_layer(rnd: random.Random, inside, flavour: str) -> list[int]:
    """A calm city: 3 x 3-tile blocks (rooftops, parks, yards) between one-tile streets.

    Only tiles that touch the section are written (the rest of the canvas stays empty), so what
    Tiled shows is what the game shows.
    """
    weights = {
        "a": {"roof_sand": 30, "roof_slate": 26, "roof_rust": 16, "park": 18, "yard": 10},
        "b": {"roof_sand": 24, "roof_slate": 22, "roof_rust": 26, "park": 10, "yard": 18},
    }[flavour]
    ox, oy = rnd.randrange(4), rnd.randrange(4)
    blocks: dict[tuple[int, int], int] = {}
    data = []
    for ty in range(TILES):
        for tx in range(TILES):
            if not inside((tx * TILE + TILE / 2, ty * TILE + TILE / 2)):
                data.append(0)
                continue
            bx, by = (tx + ox) % 4, (ty + oy) % 4
            if bx == 3 or by == 3:
                data.append(STREET + TERRAIN_FIRSTGID)
                continue
            key = ((tx + ox) // 4, (ty + oy) // 4)
            if key not in blocks:
                names = list(weights)
                blocks[key] = BLOCKS[rnd.choices(names, [weights[n] for n in names])[0]]
            data.append(blocks[key] + by * 3 + bx + TERRAIN_FIRSTGID)
    return data


def in_sector(p: Pt) -> bool:
    """A tile centre close enough to the sector that part of the tile shows."""
    return edge_distance(p) > -TILE * 0.75


# ---- writing -----------------------------------------------------------------------------


def fmt(v: float) -> str:
    s = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def prop(name: str, value, kind: str | None = None) -> str:
    t = f' type="{kind}"' if kind else ""
    return f'<property name="{name}"{t} value="{value}"/>'


def properties(indent: int, props: list[str]) -> str:
    """A <properties> block laid out as Tiled saves it (sorted by name, one per line), so
    opening and saving a map in Tiled changes nothing."""
    pad = " " * indent
    body = "".join(f"{pad} {p}\n" for p in sorted(props))
    return f"{pad}<properties>\n{body}{pad}</properties>\n"


def polyline_obj(oid: int, cls: str, pts: list[Pt], closed: bool = False, name: str = "") -> str:
    x0, y0 = pts[0]
    rel = " ".join(f"{fmt(x - x0)},{fmt(y - y0)}" for x, y in pts)
    tag = "polygon" if closed else "polyline"
    n = f' name="{name}"' if name else ""
    return (
        f'  <object id="{oid}"{n} type="{cls}" x="{fmt(x0)}" y="{fmt(y0)}">\n'
        f'   <{tag} points="{rel}"/>\n  </object>'
    )


def csv(data: list[int]) -> str:
    rows = [",".join(str(v) for v in data[r * TILES : (r + 1) * TILES]) for r in range(TILES)]
    return ",\n".join(rows)


def map_xml(
    props: list[str], tilesets: list[tuple[int, str]], layers: list[str], next_id: int
) -> str:
    ts = "\n".join(f' <tileset firstgid="{g}" source="{src}"/>' for g, src in tilesets)
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<map version="1.8" tiledversion="1.8.2" orientation="orthogonal" '
        'renderorder="right-down" '
        f'width="{TILES}" height="{TILES}" tilewidth="{TILE}" tileheight="{TILE}" infinite="0" '
        f'nextlayerid="{len(layers) + 1}" nextobjectid="{next_id}">\n'
        + properties(1, props)
        + ts
        + "\n"
        + "\n".join(layers)
        + "\n</map>\n"
    )


def group(lid: int, name: str, objects: list[str]) -> str:
    return f' <objectgroup id="{lid}" name="{name}">\n' + "\n".join(objects) + "\n </objectgroup>"


def tile_layer(lid: int, name: str, data: list[int]) -> str:
    return (
        f' <layer id="{lid}" name="{name}" width="{TILES}" height="{TILES}">\n'
        f'  <data encoding="csv">\n{csv(data)}\n</data>\n </layer>'
    )


def write_section(side: Side, rnd: random.Random) -> Path:
    oid = 1
    outline_objs = [polyline_obj(oid, "outline", OUTLINE, closed=True, name="outline")]
    oid += 1
    port_objs = []
    for name, (edge, index, p, _) in PORTS.items():
        port_objs.append(
            f'  <object id="{oid}" name="{name}" type="port" x="{fmt(p[0])}" y="{fmt(p[1])}">\n'
            + properties(3, [prop("edge", edge), prop("index", index, "int")])
            + "   <point/>\n  </object>"
        )
        oid += 1
    strand_objs = []
    for pts, _, _ in side.strands:
        strand_objs.append(polyline_obj(oid, "strand", pts))
        oid += 1
    decoy_objs = []
    for pts in side.decoys:
        decoy_objs.append(polyline_obj(oid, "decoy", pts))
        oid += 1
    item_objs = []
    for kind, (cx, cy) in side.items:
        gid = ITEMS_FIRSTGID + ITEMS.index(kind)
        # a tile object's x/y is its bottom-left corner in Tiled
        item_objs.append(
            f'  <object id="{oid}" type="item" gid="{gid}" x="{fmt(cx - ITEM_PX / 2)}" '
            f'y="{fmt(cy + ITEM_PX / 2)}" width="{ITEM_PX}" height="{ITEM_PX}"/>'
        )
        oid += 1
    props = [
        prop("section", side.section, "int"),
        prop("side", side.side),
        prop("schema", 1, "int"),
        prop("pivot_x", fmt(PIVOT[0]), "float"),
        prop("pivot_y", fmt(PIVOT[1]), "float"),
        prop("item_hit_radius", fmt(HIT_RADIUS), "float"),
        prop("difficulty", DIFFICULTY[0]),
    ]
    layers = [
        tile_layer(1, "terrain", terrain_layer(rnd, in_sector, side.side)),
        group(2, "outline", outline_objs),
        group(3, "ports", port_objs),
        group(4, "lines", decoy_objs),
        group(5, "strands", strand_objs),
        group(6, "items", item_objs),
    ]
    tilesets = [
        (TERRAIN_FIRSTGID, "../tilesets/terrain.tsx"),
        (ITEMS_FIRSTGID, "../tilesets/items.tsx"),
    ]
    path = HERE / "sections" / f"s{side.section}_{side.side}.tmx"
    path.parent.mkdir(exist_ok=True)
    path.write_text(map_xml(props, tilesets, layers, oid))
    return path


def write_center() -> Path:
    """The hub: one round rooftop picture, the 12 start icons on the lines' starts, the starts."""
    oid = 1
    ring = [polylines.polar(PIVOT, R_HUB, a) for a in frange(0, 358, 2)]
    outline_objs = [polyline_obj(oid, "outline", ring, closed=True, name="hub_outline")]
    oid += 1
    roof = [
        f'  <object id="{oid}" name="roof" type="roof" gid="{ROOF_FIRSTGID}" '
        f'x="{fmt(PIVOT[0] - ROOF_PX / 2)}" y="{fmt(PIVOT[1] + ROOF_PX / 2)}" '
        f'width="{ROOF_PX}" height="{ROOF_PX}"/>'
    ]
    oid += 1
    starts, icons = [], []
    for hub_side, pair in HUB.items():
        for index, (symbol, color) in enumerate(pair):
            p = polylines.rotate_slot(PORTS[f"in{index}"][2], PIVOT, hub_side)
            starts.append(
                f'  <object id="{oid}" name="{symbol}_{color}" type="start" x="{fmt(p[0])}" '
                f'y="{fmt(p[1])}">\n'
                + properties(
                    3,
                    [
                        prop("symbol", symbol),
                        prop("path_color", color),
                        prop("hub_side", hub_side, "int"),
                        prop("inner_index", index, "int"),
                    ],
                )
                + "   <point/>\n  </object>"
            )
            oid += 1
            # the icon sits right on the start, where its line begins at the roof's edge
            c = (round(p[0], 1), round(p[1], 1))
            gid = HUB_FIRSTGID + SYMBOLS.index(symbol) * len(COLORS) + COLORS.index(color)
            icons.append(
                f'  <object id="{oid}" type="icon" gid="{gid}" x="{fmt(c[0] - ICON_PX / 2)}" '
                f'y="{fmt(c[1] + ICON_PX / 2)}" width="{ICON_PX}" height="{ICON_PX}"/>'
            )
            oid += 1
    props = [
        prop("kind", "center"),
        prop("schema", 1, "int"),
        prop("pivot_x", fmt(PIVOT[0]), "float"),
        prop("pivot_y", fmt(PIVOT[1]), "float"),
    ]
    layers = [
        group(1, "roof", roof),
        group(2, "outline", outline_objs),
        group(3, "icons", icons),
        group(4, "starts", starts),
    ]
    tilesets = [(HUB_FIRSTGID, "tilesets/hub.tsx"), (ROOF_FIRSTGID, "tilesets/roof.tsx")]
    path = HERE / "center.tmx"
    path.write_text(map_xml(props, tilesets, layers, oid))
    return path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--difficulty", choices=sorted(TRAPS), default="normal")
    args = parser.parse_args()
    global T
    T = TRAPS[args.difficulty]
    DIFFICULTY[0] = args.difficulty
    write_center()
    sides = []
    for section in range(1, 7):
        for side_name in ("a", "b"):
            seed = args.seed * 100 + section * 2 + (side_name == "b")
            sides.append((build_side(section, side_name, seed), seed))
    assign_kinds([s for s, _ in sides], random.Random(args.seed))
    for side, seed in sides:
        path = write_section(side, random.Random(seed + 7))
        print(
            f"{path.name}: {len(side.strands)} strands, {len(side.decoys)} decoys, "
            f"{len(side.items)} items, traps {', '.join(side.traps) or 'none'}"
        )
    print("items per kind:", dict(sorted(KIND_COUNT.items())))


if __name__ == "__main__":
    main()
