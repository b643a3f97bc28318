"""Timings the benchmark prints: the full validation, walking one layout's 12 routes, and how
the computer players' levels compare (rounds to finish, wins when all four levels play)."""

from __future__ import annotations

import random
import time

from ..common.bots import bot_input
from . import eyes
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


def play_levels(levels: list[str], seed: int, scan_seconds: int = 20) -> dict:
    """One all-computer game with the human-eyed players at ``levels``; its result."""
    from ..common.registry import new_game

    s = new_game("zilence", len(levels), seed=seed, options={"scan_seconds": scan_seconds})
    rng = random.Random(seed)
    while not s.is_over:
        seat = s.current_player
        s.apply(eyes.bot(bot_input(s, seat, rng, levels[seat])))
    return s.result()


def reference_rounds(games: int = 40, seed: int = 1) -> dict[str, float]:
    """Mean rounds of 2-player games for the yardsticks: both seats reading every route
    perfectly and instantly (the old computer player), and both choosing at random."""
    from ..common.registry import new_game
    from .perfect import perfect_bot as perfect

    out = {}
    for name in ("perfect", "random"):
        total = 0
        for g in range(games):
            s = new_game("zilence", 2, seed=seed + g)
            rng = random.Random(seed + g)
            while not s.is_over:
                ctx = bot_input(s, s.current_player, rng)
                s.apply(perfect(ctx) if name == "perfect" else rng.choice(ctx.actions))
            total += s.result()["details"]["rounds"]
        out[name] = total / games
    return out


def level_figures(games: int = 40, seed: int = 1) -> dict[str, tuple[float, float]]:
    """Per level: mean rounds a 2-player game of that level against itself lasts, and its
    share of wins in 4-player games with one seat per level (ties count for each winner)."""
    names = list(eyes.LEVEL_NAMES)
    rounds = {
        lv: sum(play_levels([lv, lv], seed + g)["details"]["rounds"] for g in range(games)) / games
        for lv in names
    }
    wins = dict.fromkeys(names, 0)
    for g in range(games):
        order = names[g % 4 :] + names[: g % 4]  # every level sits in every seat
        for w in play_levels(order, seed + 1000 + g)["winners"]:
            wins[order[w]] += 1
    return {lv: (rounds[lv], 100 * wins[lv] / games) for lv in names}


def figures(quick: bool = False) -> dict[str, str]:
    """The lines ``python -m game.bench`` prints for Zilence (name -> value with its unit)."""
    walk_ms = layout_walk_seconds(100 if quick else 500) * 1000
    levels = level_figures(12 if quick else 60)
    out = {
        f"computer '{lv}' (eyes): rounds to finish, 2 of them at 20 s / wins of 4 levels": (
            f"{r:.2f} rounds / {w:.0f}%"
        )
        for lv, (r, w) in levels.items()
    }
    ref = reference_rounds(12 if quick else 60)
    out["yardsticks: rounds to finish, 2 perfect readers / 2 random choosers"] = (
        f"{ref['perfect']:.2f} / {ref['random']:.2f} rounds"
    )
    return out | {
        "walk all 12 routes with their items, one layout (limit 5 ms)": f"{walk_ms:.3f} ms",
        "validate the board over all 46,080 layouts (limit 60 s)": f"{validation_seconds():.1f} s",
    }


if __name__ == "__main__":
    for name, value in figures().items():
        print(f"{name}: {value}")
