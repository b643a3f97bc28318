"""The board as plain immutable data, built from the Tiled files under ``levels/zilence/``.

Files (see levels/zilence/README.md): ``catalogue.json`` (symbols, colours, item kinds),
``center.tmx`` (the hub and its 12 start icons) and ``sections/s<N>_<a|b>.tmx`` (one per side
of each of the 6 double-sided sections, all drawn as if in slot 0, pointing up).

Loading checks what the rules need to work (known item kinds, ports, the hub's 2 + 1 starts);
``validate.py`` adds the drawing checks and the sweep over every layout. The board is loaded
once per process and cached, so random playouts stay fast.
"""

from __future__ import annotations

import functools
import json
import math
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType

from ...i18n import pgettext
from ..common.resources import level_path
from . import polylines
from .datafile import rgb, text
from .errors import BoardError, Problem
from .polylines import Pt
from .tmx import COORD_LIMIT, RawMap, RawObject, read_map

PortKey = tuple[str, int]  # ("inner" | "ccw" | "cw", index)
EDGES = ("inner", "ccw", "cw")
PORT_PREFIX = {"inner": "in", "ccw": "ccw", "cw": "cw"}
SIDES = ("a", "b")
NUM_SLOTS = 6
SNAP_PX = 3.0  # a strand end this close to a port is joined to it
DEFAULT_HIT_RADIUS = 24.0
# Contexts of the names kept in catalogue.json and decks.json (translated where shown).
ITEM, SYMBOL, COLOR, CHARACTER = (
    "Zilence item",
    "Zilence symbol",
    "Zilence path colour",
    ("Zilence character"),
)
# "a battery", "une pile"; always the object of its sentence (German: "einen Schlüssel")
ITEM_A = "Zilence item: one of it with its article, as a sentence's object"


@dataclass(frozen=True)
class Port:
    name: str
    edge: str
    index: int
    pos: Pt
    oid: int


@dataclass(frozen=True)
class Strand:
    """A line that is followed straight through every crossing, from end to end."""

    sid: int  # the Tiled object id
    pts: tuple[Pt, ...]  # section-local, absolute map pixels
    start: PortKey | None  # port at pts[0]; None is a free (dead) end
    end: PortKey | None
    length: float


@dataclass(frozen=True)
class Decoy:
    oid: int
    pts: tuple[Pt, ...]


@dataclass(frozen=True)
class ItemPic:
    oid: int
    kind: str
    pos: Pt  # centre of the picture, section-local
    radius: float  # a strand within this distance of pos passes through the item
    forced_strand: int | None  # set by the ``strand`` property to pin an ambiguous item


@dataclass(frozen=True)
class ItemHit:
    """An item met while following a strand in one direction: ``arc`` px after entering."""

    oid: int
    kind: str
    arc: float


@dataclass(frozen=True)
class Hop:
    """Entering a side at a port: the strand taken, its direction, its exit, what it meets."""

    strand: int
    direction: int  # +1 along the drawn order, -1 reversed
    exit: PortKey | None  # None: the line ends (dead end)
    length: float
    items: tuple[ItemHit, ...]  # in the order they are met


@dataclass(frozen=True)
class SectionSide:
    key: str  # "s3_b"
    section: int
    side: str
    file: str
    pivot: Pt
    canvas: tuple[int, int]  # map size in pixels
    outline: tuple[Pt, ...]
    outline_oid: int
    hit_radius: float
    ports: Mapping[PortKey, Port] = field(hash=False)
    strands: tuple[Strand, ...] = ()
    decoys: tuple[Decoy, ...] = ()
    items: tuple[ItemPic, ...] = ()
    hops: Mapping[PortKey, Hop] = field(default_factory=dict, hash=False)
    strand_items: Mapping[int, tuple[ItemHit, ...]] = field(default_factory=dict, hash=False)

    def __post_init__(self) -> None:
        # read-only views: the board is shared by every game in the process
        for name in ("ports", "hops", "strand_items"):
            object.__setattr__(self, name, MappingProxyType(dict(getattr(self, name))))

    def strand(self, sid: int) -> Strand:
        return next(s for s in self.strands if s.sid == sid)


@dataclass(frozen=True)
class HubStart:
    symbol: str
    color: str
    hub_side: int
    inner_index: int
    oid: int
    pos: Pt


@dataclass(frozen=True)
class Catalogue:
    symbols: tuple[tuple[str, str], ...]  # (id, display name)
    colors: tuple[tuple[str, str, tuple[int, int, int]], ...]
    items: tuple[tuple[str, str], ...]
    # (id, one of it with its article: "a battery"): how the log's sentences name an item
    items_a: tuple[tuple[str, str], ...] = ()

    @property
    def symbol_ids(self) -> tuple[str, ...]:
        return tuple(s for s, _ in self.symbols)

    @property
    def color_ids(self) -> tuple[str, ...]:
        return tuple(c for c, _, _ in self.colors)

    @property
    def item_ids(self) -> tuple[str, ...]:
        return tuple(i for i, _ in self.items)

    def item_name(self, kind: str) -> str:
        """The item's name in the current language (catalogue.json holds the English)."""
        name = dict(self.items).get(kind)
        return kind.replace("_", " ") if name is None else pgettext(ITEM, name)

    def item_with_article(self, kind: str) -> str:
        """One of the item, with its article, in the current language ("a battery")."""
        name = dict(self.items_a).get(kind)
        return self.item_name(kind) if name is None else pgettext(ITEM_A, name)

    def symbol_name(self, symbol: str) -> str:
        name = dict(self.symbols).get(symbol)
        return symbol if name is None else pgettext(SYMBOL, name)

    def color_name(self, color: str) -> str:
        name = next((n for c, n, _rgb in self.colors if c == color), None)
        return color if name is None else pgettext(COLOR, name)


@dataclass(frozen=True)
class Board:
    root: str
    catalogue: Catalogue
    pivot: Pt
    hub_radius: float
    hub_outline: tuple[Pt, ...]
    starts: tuple[HubStart, ...]
    sides: Mapping[str, SectionSide] = field(hash=False)
    sections: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "sides", MappingProxyType(dict(self.sides)))

    def start(self, symbol: str, color: str) -> HubStart:
        return next(s for s in self.starts if s.symbol == symbol and s.color == color)

    def side(self, key: str) -> SectionSide:
        return self.sides[key]


def side_key(section: int, side: str) -> str:
    return f"s{section}_{side}"


# ---- loading ---------------------------------------------------------------------------


@functools.lru_cache(maxsize=4)
def _load_cached(root: str) -> Board:
    board, problems = build_board(Path(root))
    errors = [p for p in problems if p.level == "error"]
    if errors or board is None:
        raise BoardError(errors or [Problem(root, None, "no board could be built")], root)
    return board


def load_board(root: Path | None = None) -> Board:
    """The board under ``root`` (default: the shipped ``levels/zilence``), loaded once."""
    return _load_cached(str((root or level_path("zilence")).resolve()))


def build_board(root: Path) -> tuple[Board | None, list[Problem]]:
    """Build the board and list every problem found; the board is None if it cannot be built."""
    problems: list[Problem] = []
    catalogue = read_catalogue(root / "catalogue.json", problems)
    if catalogue is None:
        return None, problems
    sides: dict[str, SectionSide] = {}
    for path in sorted((root / "sections").glob("*.tmx")):
        label = f"sections/{path.name}"
        try:
            raw = read_map(path, label)
        except BoardError as exc:
            problems += exc.problems
            continue
        side = build_side(raw, catalogue, problems)
        if side is None:
            continue
        if side.key in sides:
            problems.append(Problem(label, None, f"is a second map for {side.key}"))
        elif path.stem != side.key:
            problems.append(Problem(label, None, f"says it is {side.key}; name it {side.key}.tmx"))
        else:
            sides[side.key] = side
    sections = sorted({s.section for s in sides.values()})
    for n in sections:
        for letter in SIDES:
            if side_key(n, letter) not in sides:
                problems.append(Problem(f"sections/{side_key(n, letter)}.tmx", None, "is missing"))
    if len(sections) != NUM_SLOTS:
        problems.append(
            Problem("sections/", None, f"holds {len(sections)} sections; the board needs 6")
        )
    check_same_ports(sides, problems)
    try:
        raw_center = read_map(root / "center.tmx", "center.tmx")
    except BoardError as exc:
        return None, problems + exc.problems
    hub = build_hub(raw_center, catalogue, sides, problems)
    if hub is None:
        return None, problems
    pivot, radius, outline, starts = hub
    board = Board(
        root=str(root),
        catalogue=catalogue,
        pivot=pivot,
        hub_radius=radius,
        hub_outline=outline,
        starts=starts,
        sides=sides,
        sections=tuple(sections),
    )
    return board, problems


def read_catalogue(path: Path, problems: list[Problem]) -> Catalogue | None:
    label = path.name
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        cat = Catalogue(
            symbols=tuple((text(s["id"]), text(s["name"])) for s in data["symbols"]),
            colors=tuple((text(c["id"]), text(c["name"]), rgb(c["rgb"])) for c in data["colors"]),
            items=tuple((text(i["id"]), text(i["name"])) for i in data["items"]),
            items_a=tuple(
                (text(i["id"]), text(i["a_name"])) for i in data["items"] if "a_name" in i
            ),
        )
    except Exception as exc:  # deep nesting, wrong shapes: the file is named, never a crash
        problems.append(Problem(label, None, f"cannot be read ({type(exc).__name__}: {exc})"))
        return None
    for what, ids in (
        ("symbol", cat.symbol_ids),
        ("colour", cat.color_ids),
        ("item", cat.item_ids),
    ):
        for name, n in Counter(ids).items():
            if n > 1:
                problems.append(Problem(label, None, f"lists the {what} {name!r} {n} times"))
    if len(cat.color_ids) != 3:
        problems.append(Problem(label, None, "needs exactly 3 path colours"))
    return cat


def convert(value, kind: type):
    """``kind(value)``, refusing what a map must never hold: NaN, infinities, huge numbers."""
    out = kind(value)
    if kind in (int, float) and not (math.isfinite(out) and abs(out) <= COORD_LIMIT):
        raise ValueError(f"{value!r} is out of range")
    return out


def prop(obj: RawObject, name: str, kind: type, problems: list[Problem], label: str):
    value = obj.properties.get(name)
    if value is None:
        problems.append(Problem(label, obj.oid, f"has no {name!r} property"))
        return None
    try:
        return convert(value, kind)
    except (TypeError, ValueError, OverflowError):
        problems.append(
            Problem(label, obj.oid, f"property {name!r} is {value!r}, not {kind.__name__}")
        )
        return None


def map_prop(raw: RawMap, name: str, kind: type, problems: list[Problem], default=None):
    value = raw.properties.get(name, default)
    if value is None:
        problems.append(Problem(raw.label, None, f"map property {name!r} is missing"))
        return None
    try:
        return convert(value, kind)
    except (TypeError, ValueError, OverflowError):
        problems.append(Problem(raw.label, None, f"map property {name!r} is {value!r}"))
        return None


def layer(raw: RawMap, name: str, problems: list[Problem], required: bool = True):
    if name not in raw.object_layers:
        if required:
            problems.append(Problem(raw.label, None, f"has no object layer named {name!r}"))
        return ()
    return raw.object_layers[name]


def check_rotations(raw: RawMap, problems: list[Problem]) -> None:
    """No object on any layer may be rotated: pytmx does not apply rotation to points."""
    for objs in raw.object_layers.values():
        for o in objs:
            if o.rotation:
                problems.append(
                    Problem(
                        raw.label,
                        o.oid,
                        f"is rotated by {o.rotation:g} degrees; rotation is "
                        "not applied to points, so set it back to 0 and redraw instead",
                    )
                )


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


def build_hub(
    raw: RawMap, cat: Catalogue, sides: dict[str, SectionSide], problems: list[Problem]
) -> tuple[Pt, float, tuple[Pt, ...], tuple[HubStart, ...]] | None:
    label = raw.label
    check_rotations(raw, problems)
    px = map_prop(raw, "pivot_x", float, problems)
    py = map_prop(raw, "pivot_y", float, problems)
    if px is None or py is None:
        return None
    pivot = (px, py)
    outline = [o for o in layer(raw, "outline", problems) if o.shape == "polygon"]
    if len(outline) != 1:
        problems.append(Problem(label, None, "layer 'outline' needs exactly one polygon"))
        return None
    ring = outline[0].points
    radius = sum(polylines.dist(p, pivot) for p in ring) / len(ring)
    starts = []
    for o in layer(raw, "starts", problems):
        before = len(problems)
        symbol = prop(o, "symbol", str, problems, label)
        color = prop(o, "path_color", str, problems, label)
        hub_side = prop(o, "hub_side", int, problems, label)
        index = prop(o, "inner_index", int, problems, label)
        if len(problems) > before:
            continue
        if symbol not in cat.symbol_ids:
            problems.append(
                Problem(label, o.oid, f"start symbol {symbol!r} is not in the catalogue")
            )
        elif color not in cat.color_ids:
            problems.append(Problem(label, o.oid, f"start colour {color!r} is not red/yellow/blue"))
        elif not 0 <= hub_side < NUM_SLOTS:
            problems.append(Problem(label, o.oid, f"hub_side {hub_side} is not 0-5"))
        else:
            starts.append(HubStart(symbol, color, hub_side, index, o.oid, o.anchor))
    check_starts(label, cat, starts, sides, pivot, problems)
    check_icons(raw, starts, problems)
    return pivot, radius, ring, tuple(starts)


def check_icons(raw: RawMap, starts: list[HubStart], problems: list[Problem]) -> None:
    """The drawn start icons must show what the start points say, or the art lies to players.

    Each icon belongs to the start nearest to it; every start needs exactly one icon.
    """
    if "icons" not in raw.object_layers or not starts:
        return
    owners: dict[int, list[int]] = {s.oid: [] for s in starts}
    for o in raw.object_layers["icons"]:
        near = min(starts, key=lambda s: polylines.dist(s.pos, o.anchor))
        owners[near.oid].append(o.oid)
        shown = (o.properties.get("symbol"), o.properties.get("path_color"))
        if shown != (near.symbol, near.color):
            problems.append(
                Problem(
                    raw.label,
                    o.oid,
                    f"icon shows {shown[1]} {shown[0]} but the nearest start "
                    f"(object {near.oid}) is {near.color} {near.symbol}",
                )
            )
    for s in starts:
        if len(owners[s.oid]) != 1:
            problems.append(
                Problem(
                    raw.label,
                    s.oid,
                    f"the {s.color} {s.symbol} start has {len(owners[s.oid])} icons "
                    "next to it; it needs exactly one",
                )
            )


def check_starts(
    label: str,
    cat: Catalogue,
    starts: list[HubStart],
    sides: dict[str, SectionSide],
    pivot: Pt,
    problems: list[Problem],
) -> None:
    seen: dict[tuple[str, str], int] = {}
    at: dict[tuple[int, int], int] = {}
    for s in starts:
        if (s.symbol, s.color) in seen:
            problems.append(
                Problem(
                    label,
                    s.oid,
                    f"is a second {s.color} {s.symbol} start "
                    f"(the first is object {seen[(s.symbol, s.color)]})",
                )
            )
        seen[(s.symbol, s.color)] = s.oid
        if (s.hub_side, s.inner_index) in at:
            problems.append(
                Problem(
                    label,
                    s.oid,
                    f"shares hub side {s.hub_side} in{s.inner_index} "
                    f"with object {at[(s.hub_side, s.inner_index)]}",
                )
            )
        at[(s.hub_side, s.inner_index)] = s.oid
        if sides:
            ref = sides[min(sides)]
            port = ref.ports.get(("inner", s.inner_index))
            if port is None:
                problems.append(
                    Problem(
                        label,
                        s.oid,
                        f"inner_index {s.inner_index} has no port "
                        f"in{s.inner_index} on the sections",
                    )
                )
            else:
                want = polylines.rotate_slot(port.pos, pivot, s.hub_side)
                if polylines.dist(want, s.pos) > 2.0:
                    problems.append(
                        Problem(
                            label,
                            s.oid,
                            f"start is {polylines.dist(want, s.pos):.1f} px from port "
                            f"in{s.inner_index} of slot {s.hub_side} at "
                            f"({want[0]:.1f}, {want[1]:.1f}); it must be within 2 px",
                        )
                    )
    for sym in cat.symbol_ids:
        for col in cat.color_ids:
            if (sym, col) not in seen:
                problems.append(Problem(label, None, f"has no {col} {sym} start"))
    per_side = Counter(s.hub_side for s in starts)
    for k in range(NUM_SLOTS):
        if per_side[k] != 2:
            problems.append(Problem(label, None, f"hub side {k} holds {per_side[k]} starts, not 2"))
    for sym in cat.symbol_ids:
        counts = sorted(Counter(s.hub_side for s in starts if s.symbol == sym).values())
        if counts != [1, 2]:
            problems.append(
                Problem(
                    label,
                    None,
                    f"{sym} starts must be 2 on one hub side and 1 on another "
                    f"(the board change needs it), found {counts}",
                )
            )


def data_messages() -> list[tuple[str, str]]:
    """The names a player reads from the shipped data files, for the catalogues."""
    root = level_path("zilence")
    cat = json.loads((root / "catalogue.json").read_text(encoding="utf-8"))
    decks = json.loads((root / "decks.json").read_text(encoding="utf-8"))
    return (
        [(s["name"], SYMBOL) for s in cat["symbols"]]
        + [(c["name"], COLOR) for c in cat["colors"]]
        + [(i["name"], ITEM) for i in cat["items"]]
        + [(i["a_name"], ITEM_A) for i in cat["items"] if "a_name" in i]
        + [(c["name"], CHARACTER) for c in decks["characters"]]
    )
