"""The generic contract on Silex with every table option, not only the defaults."""

from __future__ import annotations

import pytest

from game.engine import GAMES

from .contract import random_playout

OPTION_SETS = [
    {"expert_doubles": True},
    {"black_idea_draws": False},
    {"expert_doubles": True, "black_idea_draws": False, "tie_break": "fewer_discoveries"},
    {"memory_aid": True},
]


@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: ",".join(sorted(o)))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_with_options_keep_the_contract(players: int, options: dict) -> None:
    info = GAMES["silex"]
    for seed in range(15):
        state = random_playout(info, seed, players=players, options=options)
        assert state.is_over and state.revealed_count() == 3
    random_playout(info, 99, players=players, options=options, deep=True)
