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
    figures = audit(game_id, SUITE_GAMES.get(game_id, 2), first_seed=0)
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


def _silex_positions(kind: str, wanted: int = 6):
    """Positions of random Silex games right after an event of ``kind``."""
    found = []
    for seed in range(200):
        rnd = random.Random(seed)
        state = new_game("silex", rnd.randint(2, 4), seed=seed)
        while not state.is_over and len(found) < wanted:
            before = len(state.events)
            state.apply(rnd.choice(state.legal_actions()))
            new = [e for e in state.events[before:] if e["type"] == kind]
            if new:
                found.append((state.clone(), new[-1]))
                break  # one a game: positions from different games
        if len(found) >= wanted:
            return found
    raise AssertionError(f"no {kind} in 200 random games")


def test_a_hand_shown_for_a_black_idea_stays_in_that_hand_when_re_dealt() -> None:
    for state, event in _silex_positions("black_idea"):
        for seat in range(state.num_players):
            for k in range(5):
                other = state.resample_secrets(seat, random.Random(k))
                assert set(event["hand"]) <= set(other.hands[event["seat"]])


def test_a_card_handed_on_stays_with_its_receiver_for_the_giver() -> None:
    """Web: the giver knows which card the taker now holds; others do not."""
    checked = 0
    for state, event in _silex_positions("web_given"):
        giver, taker = event["seat"], event["to"]
        card = next(e["card"] for e in reversed(state.private[giver]) if e["type"] == "web_gave")
        if card not in state.hands[taker]:
            continue  # already gone on (played, put back) before the position was taken
        for k in range(5):
            assert card in state.resample_secrets(giver, random.Random(k)).hands[taker]
        checked += 1
        watcher = (giver + 1) % state.num_players
        if watcher != taker:  # a seat that did not see the card: it is dealt anew for it
            held = [
                card in state.resample_secrets(watcher, random.Random(k)).hands[taker]
                for k in range(20)
            ]
            assert not all(held)
    assert checked >= 3


def test_a_discovery_the_village_turned_up_is_never_dealt_to_the_box() -> None:
    for state, event in _silex_positions("village_discovery", wanted=4):
        for seat in range(state.num_players):
            for k in range(5):
                assert event["card"] not in state.resample_secrets(seat, random.Random(k)).box
