"""Which section side lies in which of the six slots, and the end-of-round board change."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Iterator

from .board import NUM_SLOTS, SIDES, Board, HubStart, side_key
from .walk import Layout


def flip(key: str) -> str:
    """The other side of the same section: "s3_a" <-> "s3_b"."""
    base, letter = key.rsplit("_", 1)
    return f"{base}_{'b' if letter == 'a' else 'a'}"


def section_of(key: str) -> int:
    return int(key[1:].split("_", 1)[0])


def random_layout(board: Board, rng: random.Random) -> Layout:
    """Setup: the six sections in random order, each with a random side up."""
    sections = list(board.sections)
    rng.shuffle(sections)
    return tuple(side_key(n, rng.choice(SIDES)) for n in sections)


def double_single(starts: tuple[HubStart, ...] | list[HubStart], symbol: str) -> tuple[int, int]:
    """(hub side showing the symbol twice, hub side showing it once)."""
    per_side = Counter(s.hub_side for s in starts if s.symbol == symbol)
    double = next(k for k, n in per_side.items() if n == 2)
    single = next(k for k, n in per_side.items() if n == 1)
    return double, single


def change(layout: Layout, starts: tuple[HubStart, ...] | list[HubStart], symbol: str) -> Layout:
    """The board change after a round: turn the "double" section over, then swap it with the
    "single" one. Only those two slots change; four changes for one symbol restore the layout.
    """
    double, single = double_single(starts, symbol)
    new = list(layout)
    new[single] = flip(layout[double])
    new[double] = layout[single]
    return tuple(new)


def all_layouts(board: Board) -> Iterator[Layout]:
    """Every arrangement: 6! orders x 2^6 sides = 46,080 layouts."""
    for order in itertools.permutations(board.sections):
        for letters in itertools.product(SIDES, repeat=NUM_SLOTS):
            yield tuple(side_key(n, s) for n, s in zip(order, letters, strict=True))


def is_layout(board: Board, layout: object) -> bool:
    return (
        isinstance(layout, (tuple, list))
        and len(layout) == NUM_SLOTS
        and all(isinstance(k, str) and k in board.sides for k in layout)
        and sorted(section_of(k) for k in layout) == sorted(board.sections)
    )
