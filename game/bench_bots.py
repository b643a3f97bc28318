"""The computer players' figures for ``python -m game.bench``: the Silencio ceiling (what an
all-seeing solver finds a deal allows) against the computer team, and Zilence's best picks.

Kept apart from the frame figures in ``bench.py``; sizes come from the command line so a
quick run is possible (``--deals 100 --team-games 30``).
"""

from __future__ import annotations

import argparse
import math
import random
import time
from typing import Any

PLAYER_COUNTS = (2, 3, 4)


def add_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--deals", type=int, default=1000, help="Silencio deals the solver plays (per count)"
    )
    parser.add_argument(
        "--solver-nodes", type=int, default=20_000, help="search nodes per deal for the solver"
    )
    parser.add_argument(
        "--team-games", type=int, default=300, help="all-computer Silencio games per count"
    )


def wilson(hits: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% interval of a share (Wilson), as fractions."""
    if n == 0:
        return 0.0, 1.0
    p = hits / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def share_text(hits: int, n: int) -> str:
    low, high = wilson(hits, n)
    return f"{hits / n:.1%} [{low:.1%}-{high:.1%}] of {n}"


def silencio_ceiling(players: int, deals: int, nodes: int) -> dict[str, float | int]:
    from .engine.silencio.solver import solve_deal

    perfect = settled = left = 0
    start = time.perf_counter()
    for seed in range(deals):
        found = solve_deal(players, seed, nodes)
        perfect += found.cards_left == 0
        settled += found.settled
        left += found.cards_left
    return {
        "perfect": perfect,
        "settled": settled,
        "mean_left": left / deals,
        "seconds": (time.perf_counter() - start) / deals,
    }


def silencio_team(players: int, games: int, level: str = "") -> dict[str, float | int]:
    """All-computer games on the same deals as the ceiling (seeds 0..games-1)."""
    from .engine.common import bot_input
    from .engine.silencio import DEFAULT_OPTIONS, SilencioState
    from .engine.silencio.bot import bot

    perfect = left = 0
    times: list[float] = []
    for seed in range(games):
        state = SilencioState(players, seed, dict(DEFAULT_OPTIONS))
        rng = random.Random(seed ^ 0x5111E)
        while not state.is_over:
            start = time.perf_counter()
            ctx = bot_input(state, state.current_player, rng, level)
            action = bot(ctx)
            times.append((time.perf_counter() - start) * 1000)
            state.apply(action)
        cards = state.result()["team"]["cards_left"]
        perfect += cards == 0
        left += cards
    times.sort()
    return {
        "perfect": perfect,
        "mean_left": left / games,
        "p99_ms": times[min(len(times) - 1, round(0.99 * (len(times) - 1)))],
    }


def print_silencio(deals: int, nodes: int, games: int) -> None:
    from .engine.silencio.bot import RULES_ONLY

    print(f"\nSilencio, default options: solver ceiling ({nodes} nodes a deal) and the team")
    for n in PLAYER_COUNTS:
        ceiling = silencio_ceiling(n, deals, nodes)
        print(
            f"  {n} players ceiling: perfect {share_text(int(ceiling['perfect']), deals)}, "
            f"settled {ceiling['settled'] / deals:.1%}, "
            f"fewest cards left {ceiling['mean_left']:.2f} (an upper bound where unsettled), "
            f"{ceiling['seconds'] * 1000:.0f} ms a deal"
        )
        for label, level in (("team", ""), ("rules only", RULES_ONLY)):
            team = silencio_team(n, games, level)
            print(
                f"  {n} players {label}: perfect {share_text(int(team['perfect']), games)}, "
                f"cards left {team['mean_left']:.2f}, decision p99 {team['p99_ms']:.1f} ms"
            )


def zilence_rounds(cases: int) -> list[tuple[Any, int, dict[str, int]]]:
    """Fixed first rounds of 2-player games: the state, the seat, each path's score."""
    from .engine import new_game
    from .engine.zilence.decks import find
    from .engine.zilence.state import board
    from .engine.zilence.walk import symbol_routes

    b = board()
    rounds = []
    for seed in range(cases):
        state = new_game("zilence", 2, seed=5000 + seed)
        seat = state.current_player
        table = state.view(seat)["table"]
        routes = symbol_routes(b, tuple(table["layout"]), table["symbol"])
        score = {c: len(find(table["my_face_up"], r.items)) for c, r in routes.items()}
        rounds.append((state, seat, score))
    return rounds


def chance_of_best(rounds: list[tuple[Any, int, dict[str, int]]]) -> float:
    """A random pick's odds of a best path (ties count)."""
    shares = [sum(v == max(s.values()) for v in s.values()) / len(s) for _, _, s in rounds]
    return sum(shares) / len(shares)


def best_picks(
    rounds: list[tuple[Any, int, dict[str, int]]], level: str, seconds: int, looks: int = 3
) -> tuple[int, int]:
    """(best picks, picks) of a Zilence level over ``rounds``, ``looks`` tries each."""
    from .engine.common.bots import BotInput
    from .engine.zilence import eyes

    hits = n = 0
    for i, (state, seat, score) in enumerate(rounds):
        for k in range(looks):
            view = state.view(seat)
            view["table"]["options"]["scan_seconds"] = seconds
            rng = random.Random(i * 10 + k)
            ctx = BotInput(seat, view, state.actions_for(seat), rng, [], _no_sample, level)
            hits += score[eyes.bot(ctx)["color"]] == max(score.values())
            n += 1
    return hits, n


def print_zilence(cases: int) -> None:
    """How often each level picks a best path at 10/20/60 s, and a random pick."""
    from .engine.zilence import eyes

    rounds = zilence_rounds(cases)
    chance = chance_of_best(rounds)
    print(f"\nZilence best picks over {cases} rounds x 3 looks (random pick {chance:.1%})")
    for level in eyes.LEVEL_NAMES:
        shares = [share_text(*best_picks(rounds, level, t)) for t in (10, 20, 60)]
        print(f"  {level:<9} 10 s {shares[0]}; 20 s {shares[1]}; 60 s {shares[2]}")


def _no_sample():
    raise AssertionError("the eyes bot does not sample")


def run(args: argparse.Namespace) -> None:
    quick = args.quick
    print_silencio(args.deals, args.solver_nodes, args.team_games)
    print_zilence(60 if quick else 300)
