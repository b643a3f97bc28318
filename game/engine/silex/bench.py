"""How the computer player does against seats that play at random: ``figures(quick)``."""

from __future__ import annotations

import random
from typing import Any

from ..common import bot_input
from .bot import DEFAULT_LEVEL, bot
from .state import SilexState


def random_seat_game(
    players: int,
    seed: int,
    bot_seat: int,
    options: dict[str, Any] | None = None,
    level: str = DEFAULT_LEVEL,
) -> SilexState:
    """One game: the bot at ``bot_seat``, every other seat picks a legal action at random."""
    from . import DEFAULT_OPTIONS

    state = SilexState(players, seed, {**DEFAULT_OPTIONS, **(options or {})})
    rng = random.Random(seed * 7919 + 1)
    while not state.is_over:
        seat = state.current_player
        assert seat is not None
        if seat == bot_seat:
            action = bot(bot_input(state, seat, rng, level))
        else:
            action = rng.choice(state.legal_actions())
        state.apply(action)
    return state


def against_random(games: int, seed: int = 0, level: str = DEFAULT_LEVEL) -> dict[str, float]:
    """Average scores and win share of one bot seat among random seats (2, 3, 4 players in
    turn, the bot's seat rotating); a shared win counts as a share."""
    bot_total = other_total = wins = fair = 0.0
    others = 0
    for i in range(games):
        players = 2 + i % 3
        seat = (i // 3) % players
        result = random_seat_game(players, seed + i, seat, level=level).result()
        scores, winners = result["scores"], result["winners"]
        bot_total += scores[seat]
        other_total += sum(v for s, v in enumerate(scores) if s != seat)
        others += players - 1
        wins += 1 / len(winners) if seat in winners else 0.0
        fair += 1 / players
    return {
        "bot_score": bot_total / games,
        "random_score": other_total / others,
        "win_share": wins / games,
        "fair_share": fair / games,
    }


def figures(quick: bool = False) -> dict[str, str]:
    """The lines ``python -m game.bench`` prints for Silex (name -> value)."""
    games = 100 if quick else 1000
    r = against_random(games)
    return {
        f"bot vs random seats, {games} games (2-4 players), bot's average score": (
            f"{r['bot_score']:.2f} (random seats {r['random_score']:.2f}; lower is better)"
        ),
        f"bot vs random seats, {games} games, bot's win share": (
            f"{r['win_share']:.1%} (an even share would be {r['fair_share']:.1%})"
        ),
    }


if __name__ == "__main__":
    for name, value in figures().items():
        print(f"{name}: {value}")
