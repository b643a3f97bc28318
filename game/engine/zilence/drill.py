"""Scanning practice, without pygame: rounds for one player, their best routes and scores.

A practice round is a layout, a symbol and three sought items, picked so that the round's
three routes have the asked difficulty (``difficulty.symbol_figures``: the mean of the three
routes' scores). The best route is the perfect reader's (``perfect.route_scores``): the one that
finds the most sought items; several may tie. A round scores ``ITEM_POINTS`` per item the chosen
route finds and ``BEST_POINTS`` when the choice is one of the best.
"""

from __future__ import annotations

import random
import statistics
from dataclasses import dataclass

from ...i18n import N_
from .board import Board
from .decks import find
from .difficulty import symbol_figures
from .layout import random_layout
from .perfect import route_scores
from .state import board as shipped_board
from .walk import symbol_routes

ROUNDS = 10
TIMERS = (10, 20, 30)
DIFFICULTIES = ("easy", "medium", "hard")
# Shown through _() (marked here, translated where shown).
DIFFICULTY_NAMES = {"easy": N_("Easy"), "medium": N_("Medium"), "hard": N_("Hard")}
# Bands of the mean route score (about 3 to 18 on the shipped board: a third of random
# rounds fall in each).
BANDS = {"easy": (0.0, 7.5), "medium": (7.5, 10.5), "hard": (10.5, 99.0)}
SOUGHT = 3
ITEM_POINTS, BEST_POINTS = 100, 200
MAX_ROUND = SOUGHT * ITEM_POINTS + BEST_POINTS
MAX_SESSION = ROUNDS * MAX_ROUND


@dataclass(frozen=True)
class DrillRound:
    layout: tuple[str, ...]
    symbol: str
    sought: tuple[str, ...]
    difficulty: float  # mean route score
    items: dict[str, tuple[str, ...]]  # each route's items, by colour, in order
    found: dict[str, tuple[str, ...]]  # what each route would find of the sought items

    @property
    def best(self) -> list[str]:
        """The best colours: the most sought items found (the engine's reading)."""
        top = max(len(f) for f in self.found.values())
        return [c for c, f in self.found.items() if len(f) == top]

    def score(self, choice: str) -> int:
        return ITEM_POINTS * len(self.found[choice]) + (BEST_POINTS if choice in self.best else 0)


def make_round(
    rng: random.Random, difficulty: str = "medium", board: Board | None = None, tries: int = 60
) -> DrillRound:
    """A round of the asked difficulty (the closest found in ``tries`` draws otherwise)."""
    b = board or shipped_board()
    low, high = BANDS[difficulty]
    middle = (low + min(high, 18.0)) / 2
    best_pick: tuple[float, tuple[str, ...], str, float] | None = None
    for _ in range(tries):
        layout = random_layout(b, rng)
        symbol = rng.choice(b.catalogue.symbol_ids)
        figures = symbol_figures(b, layout, symbol)
        mean = round(statistics.mean(f.score for f in figures.values()), 2)
        if low <= mean < high:
            best_pick = (0.0, layout, symbol, mean)
            break
        miss = min(abs(mean - low), abs(mean - high)) + abs(mean - middle) * 0.01
        if best_pick is None or miss < best_pick[0]:
            best_pick = (miss, layout, symbol, mean)
    assert best_pick is not None
    _, layout, symbol, mean = best_pick
    routes = symbol_routes(b, layout, symbol)
    items = {c: r.items for c, r in routes.items()}
    sought = pick_sought(rng, items, b.catalogue.item_ids)
    found = {c: tuple(find(list(sought), list(it))) for c, it in items.items()}
    return DrillRound(tuple(layout), symbol, sought, mean, items, found)


def pick_sought(
    rng: random.Random, items: dict[str, tuple[str, ...]], kinds: tuple[str, ...] | list[str]
) -> tuple[str, ...]:
    """Three different items to look for: mostly ones some route passes, so the routes
    differ and one of them is worth taking; sometimes one that no route passes."""
    on_routes = sorted({k for it in items.values() for k in it})
    for _ in range(20):
        pool = list(on_routes)
        rng.shuffle(pool)
        sought = pool[: rng.choice((1, 2, 2, 3))]
        others = [k for k in kinds if k not in sought]
        rng.shuffle(others)
        sought = (sought + others)[:SOUGHT]
        counts = sorted(len(find(list(sought), list(it))) for it in items.values())
        if counts[-1] > 0 and counts[0] != counts[-1]:
            return tuple(sought)
    return tuple(sought)


def session_key(seconds: int, difficulty: str) -> str:
    return f"{seconds}s-{difficulty}"


__all__ = [
    "DIFFICULTIES",
    "DrillRound",
    "MAX_SESSION",
    "ROUNDS",
    "TIMERS",
    "make_round",
    "route_scores",
    "session_key",
]
