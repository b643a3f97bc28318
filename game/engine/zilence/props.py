"""A Tiled map's typed properties and layers, read for the board: each value missing, of the
wrong type or out of range becomes a Problem naming the file and object, never a crash."""

from __future__ import annotations

import math

from .errors import Problem
from .tmx import COORD_LIMIT, RawMap, RawObject


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
