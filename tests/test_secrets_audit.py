"""Every re-dealt world is one the re-dealing seat could be in (tests/secrets_audit.py at a
small seeded size, and the worlds the audit first found broken)."""

from __future__ import annotations

import random

import pytest

from game.engine import GAMES, new_game

from .secrets_audit import audit, redeal_faults

# Games per title for the suite: a few seconds each (the audit runs thousands).
SUITE_GAMES = {"silencio": 15, "silex": 6, "silver": 1, "zilence": 2}


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_redealt_worlds_agree_with_the_seat_and_stay_playable(game_id: str) -> None:
    figures = audit(game_id, SUITE_GAMES.get(game_id, 2), first_seed=1000)
    assert figures.redeals > 100
    assert figures.faults == []


def _missed_random_draw() -> tuple:
    """Issue 28's world: Silencio, 2 players, seed 377; 27 random actions end with a random
    draw that missed (the card drawn did not fit), so a normal turn follows."""
    state = new_game("silencio", 2, seed=377)
    rnd = random.Random(377)
    while len(state.history) < 27:
        state.apply(rnd.choice(state.legal_actions()))
    assert state.history[-1] == {"type": "play_random"} and state.stage == "play"
    return state, 1 - state.current_player


def test_after_a_missed_random_draw_the_player_is_dealt_a_card_that_fits() -> None:
    """Everyone saw the draw offered (a hidden card fit) and miss (the card drawn did not):
    re-dealt from the other seat, the player holds both, so it can play."""
    state, other_seat = _missed_random_draw()
    player = state.current_player
    for k in range(200):
        other = state.resample_secrets(other_seat, random.Random(k))
        hand = other.hands[player]
        assert any(other.can_place(c) for c in hand), f"re-deal {k}: no card fits"
        assert other.random_miss in hand and not other.can_place(other.random_miss)
        assert other.legal_actions()
    assert redeal_faults(state, other_seat, random.Random(1)) == []
