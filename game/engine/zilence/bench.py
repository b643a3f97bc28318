"""Timings the benchmark prints: the full validation, and walking one layout's 12 routes."""

from __future__ import annotations

import random
import time

from .layout import random_layout
from .state import board
from .validate import validate
from .walk import all_routes


def validation_seconds() -> float:
    """Seconds for the whole validator, including the sweep over all 46,080 layouts."""
    t0 = time.perf_counter()
    report = validate()
    elapsed = time.perf_counter() - t0
    if not report.ok:
        raise RuntimeError("the board has errors; run python -m game.engine.zilence.validate")
    return elapsed


def layout_walk_seconds(layouts: int = 500, seed: int = 1) -> float:
    """Mean seconds to walk all 12 routes, with their items in order, for one layout."""
    b = board()
    rng = random.Random(seed)
    sample = [random_layout(b, rng) for _ in range(layouts)]
    t0 = time.perf_counter()
    for layout in sample:
        all_routes(b, layout)
    return (time.perf_counter() - t0) / layouts


def figures(quick: bool = False) -> dict[str, str]:
    """The lines ``python -m game.bench`` prints for Zilence (name -> value with its unit)."""
    walk_ms = layout_walk_seconds(100 if quick else 500) * 1000
    return {
        "walk all 12 routes with their items, one layout (limit 5 ms)": f"{walk_ms:.3f} ms",
        "validate the board over all 46,080 layouts (limit 60 s)": f"{validation_seconds():.1f} s",
    }


if __name__ == "__main__":
    for name, value in figures().items():
        print(f"{name}: {value}")
