"""Silver scenario tests: setup, exchanges (single, sets, failures, penalty), round ends."""

from __future__ import annotations

import pytest

from game.engine import IllegalAction

from .silver_helpers import discard_turns, fresh, rig, skip_peeks, turn_to, types, village_values


@pytest.mark.parametrize(("players", "removed"), [(2, 10), (3, 5), (4, 0)])
def test_setup_deals_four_villages_and_removes_the_unused(players: int, removed: int) -> None:
    state = fresh(players)
    assert len(state.removed) == removed
    assert len(state.deck) == 31 and len(state.discard) == 1
    assert all(len(v) == 5 for v in state.villages)
    assert state.stage == "peek" and state.current_player == state.start
    seats = []
    while state.stage == "peek":
        seats.append(state.current_player)
        state.apply({"type": "peek", "slots": [1, 3]})
    assert seats == [(state.start + k) % players for k in range(players)]
    for seat, village in enumerate(state.villages):
        assert [seat in state.seen[t] for t in village] == [False, True, False, True, False]
    assert state.current_player == state.start and state.stage == "turn"


def drawn_state(villages, deck, discard=(5,), seat=0, players=3, **options):
    state = fresh(players, **options)
    skip_peeks(state)
    rig(state, villages=villages, deck=list(deck), discard=list(discard))
    turn_to(state, seat)
    return state


def test_draw_then_single_exchange_puts_the_new_card_face_down_in_the_same_spot() -> None:
    state = drawn_state([[9, 8, 7, 6, 5], [10, 10, 11, 11, 12], [12, 12, 11, 11, 10]], deck=[0])
    new = state.deck[-1]
    out = state.villages[0][1]
    state.apply({"type": "draw"})
    assert state.decision.kind == "new_card" and 0 in state.seen[new]
    state.apply({"type": "exchange", "card": out})
    assert state.villages[0][1] == new and not state.up[new]
    assert state.discard[-1] == out and state.up[out]
    assert village_values(state, 0) == [9, 0, 7, 6, 5]
    assert state.current_player == 1  # no free action left: the turn passed


def test_take_from_the_discard_pile_enters_face_up() -> None:
    state = drawn_state(
        [[9, 8, 7, 6, 5], [10, 10, 11, 11, 12], [12, 12, 11, 11, 10]], deck=[0], discard=[12, 1]
    )
    top = state.discard[-1]
    state.apply({"type": "take"})
    acts = state.legal_actions()
    assert {"type": "discard"} not in acts  # a taken card must be exchanged
    state.apply({"type": "exchange", "card": state.villages[0][0]})
    assert state.villages[0][0] == top and state.up[top]


def make_set(state, cards):
    state.apply({"type": "mark", "card": cards[0]})
    for t in cards[1:]:
        state.apply({"type": "mark", "card": t})
    state.apply({"type": "confirm"})


def test_successful_set_discards_the_matching_cards_and_closes_the_gap() -> None:
    state = drawn_state([[6, 2, 6, 4, 6], [10, 10, 11, 11, 12], [12, 12, 11, 11, 10]], deck=[3])
    v = state.villages[0]
    sixes = [v[0], v[2], v[4]]
    state.apply({"type": "draw"})
    make_set(state, sixes)
    assert state.decision.kind == "place"
    assert state.legal_actions() == [{"type": "place", "at": k} for k in (0, 1, 2)]
    state.apply({"type": "place", "at": 1})
    assert village_values(state, 0) == [2, 3, 4]
    assert state.discard[-3:] == sixes
    shown = [e for e in state.events if e["type"] == "set_shown"][-1]
    assert shown["matched"] and shown["values"] == [6, 6, 6]


def test_adjacent_set_has_one_spot_and_places_at_once() -> None:
    state = drawn_state([[5, 6, 6, 4, 7], [10, 10, 11, 11, 12], [12, 12, 11, 11, 10]], deck=[3])
    v = state.villages[0]
    state.apply({"type": "draw"})
    make_set(state, [v[1], v[2]])
    assert village_values(state, 0) == [5, 3, 4, 7]
    assert state.current_player == 1


def test_failed_set_of_two_turns_them_face_down_and_adds_the_card_at_an_end() -> None:
    state = drawn_state([[6, 2, 7, 4, 8], [10, 10, 11, 11, 12], [12, 12, 11, 11, 10]], deck=[3, 9])
    v = state.villages[0]
    state.up[v[0]] = True  # a face-up card in a failed set goes face down too
    tried = [v[0], v[2]]
    new = state.deck[-1]
    deck = len(state.deck)
    state.apply({"type": "draw"})
    make_set(state, tried)
    assert state.decision.kind == "end" and state.decision["penalty"] is False
    state.apply({"type": "place", "end": "left"})
    assert state.villages[0][0] == new and not state.up[new]
    assert village_values(state, 0) == [3, 6, 2, 7, 4, 8]
    assert all(not state.up[t] and state.seen[t] == {0, 1, 2} for t in tried)
    assert "penalty" not in types(state)
    assert len(state.deck) == deck - 1  # only the drawn card left the deck


def test_failed_set_of_three_adds_an_unseen_penalty_card() -> None:
    state = drawn_state([[6, 6, 7, 4, 8], [10, 10, 11, 11, 12], [12, 12, 11, 11, 10]], deck=[3, 9])
    v = state.villages[0]
    penalty = state.deck[-2]
    state.apply({"type": "draw"})
    make_set(state, [v[0], v[1], v[2]])
    assert state.decision["penalty"] is True
    state.apply({"type": "place", "end": "right"})
    assert state.decision.kind == "penalty"
    state.apply({"type": "place", "end": "left"})
    assert state.villages[0][0] == penalty and not state.up[penalty]
    assert state.seen[penalty] == set()
    assert village_values(state, 0) == [9, 6, 6, 7, 4, 8, 3]


def test_penalty_rule_mismatched_counts_only_mismatching_cards() -> None:
    state = drawn_state(
        [[6, 6, 7, 4, 8], [10, 10, 11, 11, 12], [12, 12, 11, 11, 10]],
        deck=[3, 9],
        penalty_rule="mismatched",
    )
    v = state.villages[0]
    state.apply({"type": "draw"})
    make_set(state, [v[0], v[1], v[2]])
    assert state.decision["penalty"] is False  # only the 7 is mismatched


def test_doppelganger_completes_a_set() -> None:
    state = drawn_state([[6, 13, 6, 4, 8], [10, 10, 11, 11, 12], [12, 12, 11, 11, 10]], deck=[3])
    v = state.villages[0]
    state.apply({"type": "draw"})
    make_set(state, [v[0], v[1], v[2]])
    assert "place_end" not in types(state)
    assert 13 not in village_values(state, 0) and village_values(state, 0).count(6) == 0


def test_doppelganger_pair_only_option_refuses_a_larger_set() -> None:
    state = drawn_state(
        [[6, 13, 6, 4, 8], [10, 10, 11, 11, 12], [12, 12, 11, 11, 10]],
        deck=[3],
        doppelganger_sets="pair_only",
    )
    v = state.villages[0]
    state.apply({"type": "draw"})
    make_set(state, [v[0], v[1], v[2]])
    assert state.decision.kind == "end"


def test_the_drawn_card_cannot_join_a_set_and_marks_go_left_to_right() -> None:
    state = drawn_state([[6, 6, 7, 4, 8], [10, 10, 11, 11, 12], [12, 12, 11, 11, 10]], deck=[6])
    v = state.villages[0]
    state.apply({"type": "draw"})
    state.apply({"type": "mark", "card": v[1]})
    marks = [a["card"] for a in state.legal_actions() if a["type"] == "mark"]
    assert marks == v[2:] and state.hand[0] not in marks
    state.apply({"type": "cancel"})
    assert state.decision.kind == "new_card"
    with pytest.raises(IllegalAction):
        state.apply({"type": "confirm"})


def test_villagers_both_face_up_end_the_round_at_once() -> None:
    state = drawn_state([[0, 2, 3, 4, 5], [0, 1, 2, 3, 4], [9, 9, 9, 9, 10]], deck=[6])
    state.up[state.villages[0][0]] = True
    target = state.villages[1][0]
    state.apply({"type": "draw"})
    state.apply({"type": "discard"})  # a Revealer
    assert state.decision.kind == "revealer"
    state.apply({"type": "flip", "card": target})
    assert state.stage == "round_end"
    end = state.events[-1]
    assert end["type"] == "round_end" and end["reason"] == "villagers" and end["caller"] is None
    assert end["scores"] == [14, 10, 46]


def test_villager_option_end_of_turn_finishes_the_turn_first() -> None:
    state = drawn_state(
        [[0, 2, 3, 4, 5], [0, 1, 2, 3, 4], [9, 9, 9, 9, 10]], deck=[6], villager_end="end_of_turn"
    )
    state.up[state.villages[0][0]] = True
    state.apply({"type": "draw"})
    state.apply({"type": "discard"})
    state.apply({"type": "flip", "card": state.villages[1][0]})
    assert state.stage == "round_end"  # no free action left, so the turn ended at once


def test_call_gives_every_other_player_one_more_turn_then_scores() -> None:
    state = drawn_state([[0, 1, 2, 3], [9, 9, 9, 9, 10], [8, 8, 8, 8, 7]], deck=[12, 12, 12])
    assert {"type": "call"} in state.legal_actions()
    state.apply({"type": "call"})
    assert state.current_player == 1 and state.final_left == [1, 2]
    assert {"type": "call"} not in state.legal_actions()
    discard_turns(state, 2)
    assert state.stage == "round_end"
    end = state.last_round
    assert end["reason"] == "call" and end["caller"] == 0 and end["call_ok"] is True
    assert end["scores"] == [0, 46, 39]
    assert state.amulet_holder == 0 and state.amulet_usable


def test_failed_call_scores_total_plus_ten() -> None:
    state = drawn_state([[9, 9, 9, 9], [0, 1, 2, 3, 4], [8, 8, 8, 8, 7]], deck=[12, 12, 12])
    state.apply({"type": "call"})
    discard_turns(state, 2)
    end = state.last_round
    assert end["call_ok"] is False and end["scores"] == [46, 10, 39]
    assert state.amulet_holder == 1 and not state.amulet_usable and state.start == 1


def test_caller_tied_for_lowest_succeeds() -> None:
    state = drawn_state([[1, 2, 3, 4], [2, 2, 2, 3, 1], [8, 8, 8, 8, 7]], deck=[12, 12, 12])
    state.apply({"type": "call"})
    discard_turns(state, 2)
    assert state.last_round["call_ok"] is True and state.last_round["scores"][0] == 0


def test_call_needs_four_cards_or_fewer_and_no_free_action() -> None:
    state = drawn_state([[1, 2, 3, 4, 5], [9, 9, 9, 9, 10], [8, 8, 8, 8, 7]], deck=[12])
    assert {"type": "call"} not in state.legal_actions()
    with pytest.raises(IllegalAction, match="4 or fewer"):
        state.apply({"type": "call"})


def test_empty_deck_ends_the_round_after_that_turn() -> None:
    state = drawn_state([[1, 2, 3, 4, 5], [9, 9, 9, 9, 10], [8, 8, 8, 8, 7]], deck=[7])
    state.removed += state.deck[:-1]  # set the rest aside so no card is lost
    state.deck = state.deck[-1:]
    state.check_invariants()
    state.apply({"type": "draw"})
    state.apply({"type": "exchange", "card": state.villages[0][4]})
    assert state.stage == "round_end" and state.last_round["reason"] == "deck"


def test_four_rounds_then_the_game_ends() -> None:
    state = fresh(2, seed=3)
    import random

    rnd = random.Random(3)
    rounds = 0
    while not state.is_over:
        action = rnd.choice(state.legal_actions())
        if action["type"] == "continue":
            rounds += 1
        state.apply(action)
    assert rounds == 3 and state.round == 4 and len(state.round_scores) == 4
    assert state.events[-1]["type"] == "game_end"
    result = state.result()
    assert result["scores"] == [sum(r[s] for r in state.round_scores) for s in range(2)]
