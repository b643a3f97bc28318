"""Reading one side of a Zilence section from its Tiled map: its ports, the strands joining
them, the decoy lines, the items and which strand passes each, and the hops a route takes
across the side; and the check that every side has the same ports in the same places."""

from __future__ import annotations

from . import polylines
from .board import (
    NUM_SLOTS,
    SIDES,
    Catalogue,
    Decoy,
    Hop,
    ItemHit,
    ItemPic,
    Port,
    PortKey,
    SectionSide,
    Strand,
    side_key,
)
from .errors import Problem
from .polylines import Pt
from .props import check_rotations, layer, map_prop, prop
from .tmx import RawMap, RawObject

EDGES = ("inner", "ccw", "cw")
PORT_PREFIX = {"inner": "in", "ccw": "ccw", "cw": "cw"}
SNAP_PX = 3.0  # a strand end this close to a port is joined to it
DEFAULT_HIT_RADIUS = 24.0


def build_side(raw: RawMap, cat: Catalogue, problems: list[Problem]) -> SectionSide | None:
    label = raw.label
    check_rotations(raw, problems)
    before = len(problems)
    section = map_prop(raw, "section", int, problems)
    letter = map_prop(raw, "side", str, problems)
    px = map_prop(raw, "pivot_x", float, problems)
    py = map_prop(raw, "pivot_y", float, problems)
    radius = map_prop(raw, "item_hit_radius", float, problems, DEFAULT_HIT_RADIUS)
    if len(problems) > before:
        return None
    if letter not in SIDES:
        problems.append(Problem(label, None, f"map property 'side' is {letter!r}, not 'a' or 'b'"))
        return None
    if not 1 <= section <= NUM_SLOTS:
        problems.append(Problem(label, None, f"map property 'section' is {section}, not 1-6"))
        return None
    outline_objs = [o for o in layer(raw, "outline", problems) if o.shape == "polygon"]
    if len(outline_objs) != 1:
        problems.append(Problem(label, None, "layer 'outline' needs exactly one polygon"))
        return None
    ports = read_ports(raw, problems)
    strands = read_strands(raw, ports, problems)
    decoys = tuple(
        Decoy(o.oid, o.points)
        for o in layer(raw, "lines", problems, required=False)
        if polyline_ok(o, raw, problems, "decoy")
    )
    items = read_items(raw, cat, float(radius), problems)
    side = SectionSide(
        key=side_key(section, letter),
        section=section,
        side=letter,
        file=label,
        pivot=(px, py),
        canvas=(raw.width * raw.tilewidth, raw.height * raw.tileheight),
        outline=outline_objs[0].points,
        outline_oid=outline_objs[0].oid,
        hit_radius=float(radius),
        ports=ports,
        strands=strands,
        decoys=decoys,
        items=items,
    )
    strand_items = items_on_strands(side, problems)
    return SectionSide(
        **{**side.__dict__, "hops": make_hops(side, strand_items), "strand_items": strand_items}
    )


def read_ports(raw: RawMap, problems: list[Problem]) -> dict[PortKey, Port]:
    ports: dict[PortKey, Port] = {}
    for o in layer(raw, "ports", problems):
        if o.shape != "point":
            problems.append(Problem(raw.label, o.oid, "a port must be a point object"))
            continue
        edge = prop(o, "edge", str, problems, raw.label)
        index = prop(o, "index", int, problems, raw.label)
        if edge is None or index is None:
            continue
        if edge not in EDGES:
            problems.append(Problem(raw.label, o.oid, f"port edge {edge!r} is not one of {EDGES}"))
            continue
        key = (edge, index)
        if key in ports:
            problems.append(Problem(raw.label, o.oid, f"is a second port {edge}{index}"))
            continue
        expected = f"{PORT_PREFIX[edge]}{index}"
        if o.name != expected:
            problems.append(
                Problem(
                    raw.label, o.oid, f"port is named {o.name!r}; name it {expected!r}", "warning"
                )
            )
        ports[key] = Port(expected, edge, index, (o.x, o.y), o.oid)
    if not any(k[0] == "inner" for k in ports):
        problems.append(Problem(raw.label, None, "has no inner ports (in0, in1) for the hub"))
    return ports


def polyline_ok(o: RawObject, raw: RawMap, problems: list[Problem], what: str) -> bool:
    if o.shape != "polyline" or len(o.points) < 2:
        problems.append(Problem(raw.label, o.oid, f"a {what} must be a polyline of 2+ points"))
        return False
    return True


def snap(p: Pt, ports: dict[PortKey, Port]) -> PortKey | None:
    best = min(ports.values(), key=lambda q: polylines.dist(p, q.pos), default=None)
    if best is not None and polylines.dist(p, best.pos) <= SNAP_PX:
        return (best.edge, best.index)
    return None


def read_strands(
    raw: RawMap, ports: dict[PortKey, Port], problems: list[Problem]
) -> tuple[Strand, ...]:
    out = []
    for o in layer(raw, "strands", problems):
        if not polyline_ok(o, raw, problems, "strand"):
            continue
        if o.cls not in ("", "strand"):
            problems.append(
                Problem(raw.label, o.oid, f"has class {o.cls!r} in layer 'strands'", "warning")
            )
        start, end = snap(o.points[0], ports), snap(o.points[-1], ports)
        if start is not None and start == end:
            problems.append(Problem(raw.label, o.oid, "starts and ends at the same port"))
        out.append(Strand(o.oid, o.points, start, end, polylines.length(o.points)))
    used: dict[PortKey, list[int]] = {}
    for s in out:
        for key in (s.start, s.end):
            if key is not None:
                used.setdefault(key, []).append(s.sid)
    for key, port in ports.items():
        sids = used.get(key, [])
        if len(sids) > 1:
            problems.append(
                Problem(
                    raw.label,
                    port.oid,
                    f"port {port.name} is the end of {len(sids)} strands "
                    f"({', '.join(map(str, sids))}); a port joins exactly one",
                )
            )
        elif not sids and key[0] == "inner":
            problems.append(Problem(raw.label, port.oid, f"port {port.name} has no strand"))
        elif not sids:
            problems.append(
                Problem(
                    raw.label,
                    port.oid,
                    f"port {port.name} has no strand: a route arriving here stops at the edge",
                    "warning",
                )
            )
    return tuple(out)


def read_items(
    raw: RawMap, cat: Catalogue, radius: float, problems: list[Problem]
) -> tuple[ItemPic, ...]:
    out = []
    for o in layer(raw, "items", problems):
        if o.shape not in ("tile", "point"):
            problems.append(Problem(raw.label, o.oid, "an item must be a tile or point object"))
            continue
        kind = o.properties.get("item")
        if kind not in cat.item_ids:
            problems.append(
                Problem(raw.label, o.oid, f"item kind {kind!r} is not in catalogue.json")
            )
            continue
        r = prop(o, "radius", float, problems, raw.label) if "radius" in o.properties else radius
        forced = prop(o, "strand", int, problems, raw.label) if o.properties.get("strand") else None
        if r is None or (o.properties.get("strand") and forced is None):
            continue
        out.append(ItemPic(o.oid, kind, o.anchor, r, forced or None))
    return tuple(out)


def items_on_strands(side: SectionSide, problems: list[Problem]) -> dict[int, tuple[ItemHit, ...]]:
    """Which items each strand passes through, by arc length from its first point."""
    hits: dict[int, list[ItemHit]] = {s.sid: [] for s in side.strands}
    for it in side.items:
        if it.forced_strand is not None and it.forced_strand not in hits:
            problems.append(
                Problem(
                    side.file,
                    it.oid,
                    f"property 'strand' names {it.forced_strand}, "
                    "which is not a strand on this map",
                )
            )
            continue
        for s in side.strands:
            if it.forced_strand is not None and it.forced_strand != s.sid:
                continue
            d, arc = polylines.project(it.pos, s.pts)
            if it.forced_strand == s.sid or d <= it.radius:
                hits[s.sid].append(ItemHit(it.oid, it.kind, arc))
    return {sid: tuple(sorted(h, key=lambda x: (x.arc, x.oid))) for sid, h in hits.items()}


def make_hops(
    side: SectionSide, strand_items: dict[int, tuple[ItemHit, ...]]
) -> dict[PortKey, Hop]:
    hops: dict[PortKey, Hop] = {}
    for s in side.strands:
        fwd = strand_items.get(s.sid, ())
        if s.start is not None and s.start not in hops:
            hops[s.start] = Hop(s.sid, 1, s.end, s.length, fwd)
        if s.end is not None and s.end not in hops:
            back = tuple(
                sorted(
                    (ItemHit(h.oid, h.kind, s.length - h.arc) for h in fwd),
                    key=lambda x: (x.arc, x.oid),
                )
            )
            hops[s.end] = Hop(s.sid, -1, s.start, s.length, back)
    return hops


def check_same_ports(sides: dict[str, SectionSide], problems: list[Problem]) -> None:
    """Every side must have the same ports at the same places, or sides could not swap."""
    if not sides:
        return
    ref = sides[min(sides)]
    for side in sides.values():
        if set(side.ports) != set(ref.ports):
            missing = sorted(f"{PORT_PREFIX[e]}{i}" for e, i in set(ref.ports) - set(side.ports))
            extra = sorted(f"{PORT_PREFIX[e]}{i}" for e, i in set(side.ports) - set(ref.ports))
            problems.append(
                Problem(
                    side.file,
                    None,
                    f"ports differ from {ref.file}: missing {missing}, extra {extra}",
                )
            )
            continue
        for key, port in side.ports.items():
            d = polylines.dist(port.pos, ref.ports[key].pos)
            if d > 1.0:
                problems.append(
                    Problem(
                        side.file,
                        port.oid,
                        f"port {port.name} is {d:.1f} px away from "
                        f"where it is on {ref.file}; all sides must match within 1 px",
                    )
                )
