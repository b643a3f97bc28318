"""Generate the 13 Zilence maps (centre + 6 sections x 2 sides) as ordinary Tiled files.

A content tool, not part of the engine. It draws each section side as a tangle of smooth
polylines that cross each other at clear angles, puts item pictures on them and writes
``center.tmx`` and ``sections/sN_a.tmx`` / ``sN_b.tmx``. The output is what gets committed and
what a person edits in Tiled afterwards; re-running overwrites hand edits, so after editing in
Tiled, do not re-run this script (run the validator instead).

    .venv/bin/python levels/zilence/generate_maps.py [--seed N]
    .venv/bin/python -m game.engine.zilence.validate

Frames (see the rules notes, section 8.3): every map is 64 x 64 tiles of 32 px with the board
centre at (1024, 1024); a section is drawn as if it sat in slot 0, pointing straight up.
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

from game.engine.zilence import geom  # noqa: E402
from game.engine.zilence.geom import Pt  # noqa: E402

CATALOGUE = json.loads((HERE / "catalogue.json").read_text())
ITEMS = [i["id"] for i in CATALOGUE["items"]]
SYMBOLS = [s["id"] for s in CATALOGUE["symbols"]]
COLORS = [c["id"] for c in CATALOGUE["colors"]]

TILES, TILE = 64, 32
PIVOT: Pt = (1024.0, 1024.0)
R_HUB, R_OUT, HALF = 256.0, 1000.0, 30.0
IN_ANGLES = (-12.0, 12.0)
SIDE_RADII = (400.0, 540.0, 680.0, 820.0)
ITEM_PX, HIT_RADIUS = 64, 24.0
TERRAIN_FIRSTGID, ITEMS_FIRSTGID = 1, 17
HUB_FIRSTGID = 17

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
        p = geom.polar(PIVOT, R_HUB, a)
        out[f"in{i}"] = ("inner", i, p, unit(p[0] - PIVOT[0], p[1] - PIVOT[1]))
    for j, r in enumerate(SIDE_RADII):
        th = math.radians(-HALF)
        out[f"ccw{j}"] = ("ccw", j, geom.polar(PIVOT, r, -HALF), (math.cos(th), math.sin(th)))
        th = math.radians(HALF)
        out[f"cw{j}"] = ("cw", j, geom.polar(PIVOT, r, HALF), (-math.cos(th), -math.sin(th)))
    return out


def outline() -> list[Pt]:
    inner = [geom.polar(PIVOT, R_HUB, a) for a in frange(-HALF, HALF, 2.0)]
    outer = [geom.polar(PIVOT, R_OUT, a) for a in frange(HALF, -HALF, -2.0)]
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
    d_side = r * math.sin(math.radians(HALF - abs(a))) if abs(a) < 90 else -1.0
    return min(d_in, d_out, d_side)


def random_inside(rnd: random.Random, margin: float) -> Pt:
    while True:
        r = math.sqrt(rnd.uniform(R_HUB**2, R_OUT**2))
        p = geom.polar(PIVOT, r, rnd.uniform(-HALF, HALF))
        if edge_distance(p) >= margin:
            return p


# ---- curves --------------------------------------------------------------------------


def catmull(ctrl: list[Pt], step: float = 22.0) -> list[Pt]:
    pts = [ctrl[0]]
    ext = [ctrl[0]] + ctrl + [ctrl[-1]]
    for i in range(1, len(ext) - 2):
        p0, p1, p2, p3 = ext[i - 1], ext[i], ext[i + 1], ext[i + 2]
        n = max(1, int(geom.dist(p1, p2) / step))
        for k in range(1, n + 1):
            t = k / n
            t2, t3 = t * t, t * t * t
            pts.append(
                tuple(
                    0.5
                    * (
                        2 * p1[c]
                        + (-p0[c] + p2[c]) * t
                        + (2 * p0[c] - 5 * p1[c] + 4 * p2[c] - p3[c]) * t2
                        + (-p0[c] + 3 * p1[c] - 3 * p2[c] + p3[c]) * t3
                    )
                    for c in (0, 1)
                )
            )
    return [(round(x, 2), round(y, 2)) for x, y in pts]


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


def turns_ok(pts: list[Pt], limit: float = 50.0) -> bool:
    for i in range(1, len(pts) - 1):
        a = math.atan2(pts[i][1] - pts[i - 1][1], pts[i][0] - pts[i - 1][0])
        b = math.atan2(pts[i + 1][1] - pts[i][1], pts[i + 1][0] - pts[i][0])
        d = abs(math.degrees(b - a)) % 360
        if min(d, 360 - d) > limit:
            return False
    return True


def acceptable(side: Side, pts: list[Pt], a: str | None, b: str | None) -> bool:
    if len(pts) < 4 or not turns_ok(pts):
        return False
    total = geom.length(pts)
    own_ports = [PORTS[p][2] for p in (a, b) if p]
    # inside the sector, clear of the rim except where the line meets its own ports
    cum = 0.0
    for i, p in enumerate(pts):
        if i:
            cum += geom.dist(pts[i - 1], p)
        near_port = (a and cum < 70) or (b and total - cum < 70)
        if not near_port and edge_distance(p) < 26:
            return False
    for name, (_, _, pp, _) in PORTS.items():
        if name not in (a, b) and geom.project(pp, pts)[0] < 50:
            return False
    for end, port in ((pts[0], a), (pts[-1], b)):
        if port is None:
            if edge_distance(end) < 2 * HIT_RADIUS + 4:
                return False
            if any(geom.dist(end, pp) < 60 for pp in own_ports):
                return False
    if geom.crossings(pts, pts, same=True):
        return False
    for other in side.lines():
        hits = geom.crossings(pts, other)
        if any(h[2] < 38 for h in hits):
            return False
        arcs = sorted(h[0] for h in hits)
        if any(arcs[i + 1] - arcs[i] < 45 for i in range(len(arcs) - 1)):
            return False
        if any(h[0] < 40 or h[0] > total - 40 for h in hits):
            return False
        other_len = geom.length(other)
        if any(h[1] < 40 or h[1] > other_len - 40 for h in hits):
            return False
        if not clear_of(pts, other, [h[3] for h in hits]) or not clear_of(
            other, pts, [h[3] for h in hits]
        ):
            return False
    for end in side.free_ends():
        if geom.project(end, pts)[0] < 34:
            return False
    for end, port in ((pts[0], a), (pts[-1], b)):
        if port is None and any(geom.project(end, o)[0] < 34 for o in side.lines()):
            return False
    return True


def clear_of(pts: list[Pt], other: list[Pt], cross_points: list[Pt]) -> bool:
    """No vertex of ``pts`` runs close beside ``other`` except right at a crossing."""
    box = geom.bbox(other, 24)
    for p in pts:
        if not (box[0] <= p[0] <= box[2] and box[1] <= p[1] <= box[3]):
            continue
        if geom.project(p, other)[0] < 22 and not any(geom.dist(p, c) < 48 for c in cross_points):
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
    for _ in range(rnd.choice((2, 3, 3))):
        for _ in range(300):
            p, q = random_inside(rnd, 60), random_inside(rnd, 60)
            if geom.dist(p, q) < 250:
                continue
            pts = make_curve(rnd, p, q, rnd.choice((1, 2)))
            if acceptable(side, pts, None, None):
                side.decoys.append(pts)
                break
        else:
            return False
    return True


def free_end(rnd: random.Random, a: str | None, waypoints: int) -> Pt:
    """Where a dead end stops: anywhere inside, or close to its port for a short stub."""
    if a is None or waypoints > 0:
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
            crossing_pts += [h[3] for h in geom.crossings(a, b)]
    targets = [(pts, max(1, round(geom.length(pts) / 290))) for pts, _, _ in side.strands]
    targets += [(pts, 1) for pts in side.decoys]
    side.items.clear()
    for pts, want in targets:
        total = geom.length(pts)
        placed = 0
        for _ in range(60):
            if placed >= want:
                break
            s = rnd.uniform(60, total - 45)
            c = geom.point_at(pts, s)
            if edge_distance(c) < 48:
                continue
            if any(geom.dist(c, x) < 50 for x in crossing_pts):
                continue
            if any(o is not pts and geom.project(c, o)[0] < 42 for o in lines):
                continue
            if any(geom.dist(c, it[1]) < 74 for it in side.items):
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
        low = min((load[k], KIND_COUNT[k]) for k in options)
        kind = rnd.choice([k for k in options if (load[k], KIND_COUNT[k]) == low])
        load[kind] += weight
        KIND_COUNT[kind] += 1
        side.items[i] = (kind, pos)
        side.item_lines[i] = line_id


def side_line(side: Side, kind: str, line_id: str) -> bool:
    return any(
        k == kind and side.item_lines.get(j) == line_id for j, (k, _) in enumerate(side.items)
    )


# ---- terrain -----------------------------------------------------------------------------

ROOFS, GREEN, RUBBLE, WATER, PAVED = (0, 1, 2, 3), (4, 5, 6), (7, 15), (9,), (10, 11)


def terrain_layer(rnd: random.Random, inside, flavour: str) -> list[int]:
    """Blocky patches of roofs, parks, rubble, water and parking lots (tile ids 0-based)."""
    blocks: dict[tuple[int, int], int] = {}
    weights = {
        "a": [(ROOFS, 50), (GREEN, 22), (RUBBLE, 10), (WATER, 6), (PAVED, 8), ((8,), 4)],
        "b": [(ROOFS, 40), (GREEN, 12), (RUBBLE, 30), (WATER, 4), (PAVED, 10), ((8,), 4)],
    }[flavour]
    data = []
    for ty in range(TILES):
        for tx in range(TILES):
            if not inside((tx * TILE + TILE / 2, ty * TILE + TILE / 2)):
                data.append(0)
                continue
            key = (tx // 3, ty // 3)
            if key not in blocks:
                group = rnd.choices([w[0] for w in weights], [w[1] for w in weights])[0]
                blocks[key] = rnd.choice(group)
            tile = blocks[key]
            if tile in ROOFS and (tx % 3 == 2 or ty % 3 == 2) and rnd.random() < 0.5:
                tile = 10  # the alleys between roofs
            data.append(tile + TERRAIN_FIRSTGID)
    return data


def in_sector(p: Pt) -> bool:
    return edge_distance(p) > -40


def in_hub(p: Pt) -> bool:
    return geom.dist(p, PIVOT) < R_HUB + 40


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
    data = []
    for ty in range(TILES):
        for tx in range(TILES):
            p = (tx * TILE + TILE / 2, ty * TILE + TILE / 2)
            d = geom.dist(p, PIVOT)
            if d < 40:
                data.append(13 + TERRAIN_FIRSTGID)
            elif d < R_HUB - 40:
                data.append(12 + TERRAIN_FIRSTGID)
            elif d < R_HUB + 24:
                data.append(14 + TERRAIN_FIRSTGID)
            else:
                data.append(0)
    oid = 1
    ring = [geom.polar(PIVOT, R_HUB, a) for a in frange(0, 358, 2)]
    outline_objs = [polyline_obj(oid, "outline", ring, closed=True, name="hub_outline")]
    oid += 1
    starts, icons = [], []
    for hub_side, pair in HUB.items():
        for index, (symbol, color) in enumerate(pair):
            p = geom.rotate_slot(PORTS[f"in{index}"][2], PIVOT, hub_side)
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
            c = geom.rotate_slot(geom.polar(PIVOT, 196, IN_ANGLES[index]), PIVOT, hub_side)
            gid = HUB_FIRSTGID + SYMBOLS.index(symbol) * len(COLORS) + COLORS.index(color)
            icons.append(
                f'  <object id="{oid}" type="icon" gid="{gid}" x="{fmt(c[0] - ITEM_PX / 2)}" '
                f'y="{fmt(c[1] + ITEM_PX / 2)}" width="{ITEM_PX}" height="{ITEM_PX}"/>'
            )
            oid += 1
    props = [
        prop("kind", "center"),
        prop("schema", 1, "int"),
        prop("pivot_x", fmt(PIVOT[0]), "float"),
        prop("pivot_y", fmt(PIVOT[1]), "float"),
    ]
    layers = [
        tile_layer(1, "art", data),
        group(2, "outline", outline_objs),
        group(3, "icons", icons),
        group(4, "starts", starts),
    ]
    tilesets = [(TERRAIN_FIRSTGID, "tilesets/terrain.tsx"), (HUB_FIRSTGID, "tilesets/hub.tsx")]
    path = HERE / "center.tmx"
    path.write_text(map_xml(props, tilesets, layers, oid))
    return path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=2024)
    args = parser.parse_args()
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
            f"{len(side.items)} items"
        )
    print("items per kind:", dict(sorted(KIND_COUNT.items())))


if __name__ == "__main__":
    main()
