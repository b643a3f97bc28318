"""Reading the Zilence hub from ``center.tmx``: its pivot and outline, the 12 starts (2 + 1
per symbol on the inner ports, as the board change needs) and the start icons, which must
show what their starts say."""

from __future__ import annotations

from collections import Counter

from . import polylines
from .board import NUM_SLOTS, Catalogue, HubStart, SectionSide
from .errors import Problem
from .polylines import Pt
from .props import check_rotations, layer, map_prop, prop
from .tmx import RawMap


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
