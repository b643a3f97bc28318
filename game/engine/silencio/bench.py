"""All-computer games with the Silencio bot: how many cards does the team keep on average?"""

from __future__ import annotations

import random
from typing import Any

from ..common import bot_input
from .bot import bot
from .state import SilencioState


def play_bot_game(
    players: int, seed: int, options: dict[str, Any] | None = None, level: str = ""
) -> SilencioState:
    """One game, every seat played by the bot at ``level`` (the start seat is taken at
    random)."""
    from . import DEFAULT_OPTIONS

    state = SilencioState(players, seed, {**DEFAULT_OPTIONS, **(options or {})})
    rng = random.Random(seed ^ 0x5111E)
    while not state.is_over:
        seat = state.current_player
        assert seat is not None
        state.apply(bot(bot_input(state, seat, rng, level)))
    return state


def average_cards_left(players: int, games: int, seed: int = 0, level: str = "") -> float:
    """Mean team score (cards left in hands) over ``games`` bot games from ``seed`` on."""
    total = sum(
        play_bot_game(players, seed + i, level=level).result()["team"]["cards_left"]
        for i in range(games)
    )
    return total / games


def figures(quick: bool) -> dict[str, str]:
    """For ``python -m game.bench``: the team's average score by player count."""
    games = 100 if quick else 1000
    return {
        f"average cards left, {games} computer games, {n} players": (
            f"{average_cards_left(n, games):.2f}"
        )
        for n in (2, 3, 4)
    }
