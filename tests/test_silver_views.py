"""Silver views: memory modes, just-seen cards, and no leaks beyond the generic check."""

from __future__ import annotations

import json
import random

from game.engine import new_game
from game.engine.silver.cards import DECK_SIZE

from .silver_helpers import fresh, skip_peeks


def village_card(state, viewer, seat, slot):
    return state.view(viewer)["table"]["villages"][seat][slot]


def test_faithful_shows_a_peeked_card_only_right_after_the_peek() -> None:
    state = fresh(3, seed=2)
    first = state.current_player
    state.apply({"type": "peek", "slots": [0, 4]})
    card = village_card(state, first, first, 0)
    assert card["value"] == state.val[state.villages[first][0]] and card["just_seen"]
    other = (first + 1) % 3
    assert village_card(state, other, first, 0)["value"] is None
    state.apply({"type": "peek", "slots": [0, 1]})
    card = village_card(state, first, first, 0)
    assert card["value"] is None and card["known"] and not card["just_seen"]


def test_assist_keeps_known_cards_visible() -> None:
    state = fresh(3, seed=2, memory="assist")
    first = state.current_player
    skip_peeks(state)
    card = village_card(state, first, first, 0)
    assert card["value"] == state.val[state.villages[first][0]] and card["known"]
    assert village_card(state, first, first, 2)["value"] is None


def test_the_drawn_card_is_shown_to_the_drawer_only() -> None:
    state = fresh(3, seed=5)
    skip_peeks(state)
    seat = state.current_player
    state.apply({"type": "draw"})
    mine = state.view(seat)["table"]["hand"]["cards"][0]
    theirs = state.view((seat + 1) % 3)["table"]["hand"]["cards"][0]
    assert mine["value"] == state.val[state.hand[0]] and theirs["value"] is None
    assert mine["id"] == theirs["id"]
    text = state.view(seat)["prompt"]["text"]
    assert "Your new card" in text and "Your new card" not in json.dumps(state.view((seat + 1) % 3))


def unseen_permuted(state, seat, rnd):
    """The same state with the values of every card ``seat`` never saw shuffled, the other
    seats' private events kept as they are (so only their hidden facts differ)."""
    other = state.clone()
    hidden = [t for t in range(DECK_SIZE) if not other.up[t] and seat not in other.seen[t]]
    values = [other.val[t] for t in hidden]
    rnd.shuffle(values)
    for t, v in zip(hidden, values, strict=True):
        other.val[t] = v
    return other


def test_a_seats_view_does_not_change_when_only_cards_it_never_saw_differ() -> None:
    rnd = random.Random(9)
    for seed in range(6):
        state = new_game("silver", 2 + seed % 3, seed=seed, options={"memory": "assist"})
        for step in range(300):
            if state.is_over:
                break
            if step % 17 == 0:
                for seat in range(state.num_players):
                    other = unseen_permuted(state, seat, rnd)
                    assert other.view(seat) == state.view(seat)
            state.apply(rnd.choice(state.legal_actions()))


def test_views_name_no_hidden_value() -> None:
    """Every value in seat 0's view is face up, known to seat 0, or public."""
    state = fresh(3, seed=4, memory="assist")
    rnd = random.Random(4)
    for _ in range(200):
        if state.is_over:
            break
        table = state.view(0)["table"]
        cards = [c for v in table["villages"] for c in v] + table["hand"]["cards"]
        for c in cards:
            if c["value"] is not None:
                assert c["face_up"] or 0 in state.seen[c["id"]]
        state.apply(rnd.choice(state.legal_actions()))


def test_resample_keeps_views_and_changes_hidden_cards() -> None:
    state = fresh(3, seed=8)
    skip_peeks(state)
    rnd = random.Random(1)
    other = state.resample_secrets(0, rnd)
    assert other.view(0) == state.view(0) and other.events_for(0) == state.events_for(0)
    assert other.val != state.val
    known = [t for t in range(DECK_SIZE) if state.up[t] or 0 in state.seen[t]]
    assert all(other.val[t] == state.val[t] for t in known)
    # what the others saw privately still matches the re-dealt cards
    for seat in (1, 2):
        for e in other.private[seat]:
            assert e["value"] == other.val[e["card"]]


def test_round_end_reveals_every_village_with_totals_and_scores() -> None:
    state = fresh(3, seed=11)
    rnd = random.Random(11)
    while state.stage != "round_end":
        state.apply(rnd.choice(state.legal_actions()))
    table = state.view(1)["table"]
    assert all(c["face_up"] and c["value"] is not None for v in table["villages"] for c in v)
    last = table["last_round"]
    assert last["village_totals"] == [sum(c["value"] for c in v) for v in table["villages"]]
    assert table["round_scores"] == [last["scores"]] and table["totals"] == last["scores"]
    assert state.view(1)["prompt"]["kind"] == "round_end"
    assert state.current_player == table["amulet"]["holder"] == last["amulet"]
