"""Checked values from the board's JSON data files (catalogue.json, decks.json).

Each raises ValueError on a value of the wrong shape, so the reader names the file.
"""

from __future__ import annotations

NAME_MAX = 40  # longest id or name kept from a data file


def text(value: object) -> str:
    """A string from a data file, capped: a name thousands of characters long is cut."""
    if not isinstance(value, str) or not value:
        raise ValueError(f"expected a name, found {str(value)[:40]!r}")
    return value[:NAME_MAX]


def rgb(value: object) -> tuple[int, int, int]:
    if not (
        isinstance(value, list)
        and len(value) == 3
        and all(type(c) is int and 0 <= c <= 255 for c in value)
    ):
        raise ValueError(f"a colour needs three numbers 0-255, found {str(value)[:40]}")
    return (value[0], value[1], value[2])
