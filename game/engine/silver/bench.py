"""Computer players against random play, and memory against memory (``python -m game.bench``).

Three seats: the tested bot in one (rotating over the seats game by game), the others
played by ``random_bot`` or by a bot of another level. Lower scores are better in Silver.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..common import bot_input, new_game
from .bot import bot, random_bot

RANDOM = "random"


def play(levels: Sequence[str], seed: int) -> list[int]:
    """One game; seat s is played by ``levels[s]`` (a bot level, or "random"). Its totals."""
    state = new_game("silver", len(levels), seed=seed)
    rng = random.Random(seed ^ 0x5117E4)
    while not state.is_over:
        seat = state.current_player
        assert seat is not None
        ctx = bot_input(state, seat, rng, levels[seat])
        state.apply(random_bot(ctx) if levels[seat] == RANDOM else bot(ctx))
    return list(state.result()["scores"]), state.result()["winners"][0]  # type: ignore[return-value]


def match(tested: str, others: str, games: int, seed: int = 0) -> dict[str, float]:
    """Average total of the tested seat and of the other seats, and the tested win share."""
    mine = theirs = wins = 0.0
    for g in range(games):
        seat = g % 3
        levels = [others] * 3
        levels[seat] = tested
        scores, winner = play(levels, seed + g)
        mine += scores[seat]
        theirs += (sum(scores) - scores[seat]) / 2
        wins += winner == seat
    return {"tested": mine / games, "others": theirs / games, "wins": wins / games}


def figures(quick: bool = False) -> dict[str, str]:
    """The lines ``python -m game.bench`` prints for Silver (name -> value)."""
    games = 100 if quick else 1000
    out: dict[str, str] = {}
    for level in ("forgetful", "good", "perfect"):
        r = match(level, RANDOM, games)
        out[f"{level} bot vs 2 random seats, {games} games: average total / win share"] = (
            f"{r['tested']:.1f} vs {r['others']:.1f} / {r['wins']:.0%}"
        )
    r = match("perfect", "forgetful", games)
    out[f"perfect vs 2 forgetful bots, {games} games: average total / win share"] = (
        f"{r['tested']:.1f} vs {r['others']:.1f} / {r['wins']:.0%}"
    )
    return out


if __name__ == "__main__":
    for name, value in figures(quick=True).items():
        print(f"silver: {name}: {value}")
