"""Zilence under the shared contract suite: random games, saves, illegal moves, secret views.

The shared tests/test_contract.py runs on every game registered when it is collected; these
tests import Zilence themselves so the contract holds for it whatever the import order.
"""

from __future__ import annotations

import pytest

import game.engine.zilence  # noqa: F401  (registers the game)
from game.engine import GAMES, load_game

from .contract import random_playout

VARIANTS = [
    {},
    {"cross_sections": False},
    {"face_up_items": 2},
    {"face_up_items": 4, "scan_seconds": 45},
    {"round_limit": 10},
]


@pytest.mark.parametrize("options", VARIANTS, ids=lambda o: ",".join(o) or "defaults")
def test_random_games_keep_the_contract_and_end(options: dict) -> None:
    info = GAMES["zilence"]
    ends = set()
    for seed in range(150):
        state = random_playout(info, seed, options=options, deep=seed < 4)
        result = state.result()
        ends.add(result["ended_by"])
        assert result["winners"], "a finished game has at least one winner"
        if result["ended_by"] == "found_all":
            for w in result["winners"]:  # a winner found all 12 cards of the deck
                assert len(result["details"]["found"][w]) == 12 and not state.face_up[w]
    assert "found_all" in ends


def test_every_player_count_plays_with_saves_checked() -> None:
    info = GAMES["zilence"]
    for n in range(info.min_players, info.max_players + 1):
        for seed in range(5):
            state = random_playout(info, 500 + seed, players=n, deep=True)
            assert state.num_players == n
            assert load_game(state.to_json()) == state
