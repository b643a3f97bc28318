"""The generic contract checks on Silencio's variants (the shared suite plays the defaults)."""

from __future__ import annotations

import pytest

import game.engine.silencio  # noqa: F401  (registers the game)
from game.engine import GAMES

from .contract import random_playout

VARIANTS = [
    {"tavern": True},
    {"unlit_shrines": "small"},
    {"effect_colors": "yellow-skip", "player_table": "B"},
    {"swap_chooser": "active", "face_up_in_swaps": False, "others_face_up_last_card": True},
    {"shrine_needs_play": False, "empty_hand_plays_face_up": False},
    {"tavern": True, "tavern_when_passing": False, "tavern_and_shrine_same_turn": False},
]


@pytest.mark.parametrize("options", VARIANTS, ids=lambda o: ",".join(o))
def test_variant_playouts_keep_the_contract(options: dict) -> None:
    info = GAMES["silencio"]
    for seed in range(120):
        state = random_playout(info, seed, options=options, deep=seed < 3)
        assert state.is_over
        result = state.result()
        assert result["team"]["cards_left"] == sum(result["scores"])


def test_random_playouts_see_every_end_and_most_actions() -> None:
    info = GAMES["silencio"]
    reasons, types = set(), set()
    for seed in range(300):
        state = random_playout(info, seed, options={"tavern": True, "shrine_needs_play": False})
        reasons.add(state.end_reason)
        types |= {a["type"] for a in state.history}
    assert reasons == {"all_played", "all_passed", "nobody_can_play"}
    assert types >= {
        "take_start",
        "pass_card",
        "play",
        "play_random",
        "pass",
        "take_shrine",
        "tavern",
        "end_turn",
        "decline",
        "use_effect",
        "take_back",
        "face_up",
        "give_oracle",
        "name_player",
        "swap_action",
        "swap_give",
        "swap_return",
        "oracle_take",
        "oracle_put",
    }
