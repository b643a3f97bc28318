"""Equality of JSON values that also compares their types.

Python treats ``1 == 1.0 == True``; an action with seat ``1.0`` or ``True`` must not pass as
the legal action with seat ``1`` (it would be saved, replayed and described as something else).
"""

from __future__ import annotations

from typing import Any


def same_json(a: Any, b: Any) -> bool:
    """True when ``a`` and ``b`` are equal as JSON values of the same types."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same_json(a[k], b[k]) for k in a)
    if isinstance(a, (list, tuple)):
        return len(a) == len(b) and all(same_json(x, y) for x, y in zip(a, b, strict=True))
    return a == b


def copy_json(value: Any) -> Any:
    """A deep copy of a plain JSON value (dicts, lists, and immutable scalars), several times
    quicker than ``copy.deepcopy``, which would also copy what JSON never holds."""
    kind = type(value)
    if kind is dict:
        return {k: copy_json(v) for k, v in value.items()}
    if kind is list:
        return [copy_json(v) for v in value]
    if kind is tuple:
        return tuple(copy_json(v) for v in value)
    return value
