"""Silencio core rules: setup, the silent start, passing round, climbing, passing, end, score."""

from __future__ import annotations

import pytest

from game.engine import GAMES, IllegalAction, new_game
from game.engine.silencio.cards import PLAYER_COUNT_TABLES, SCORE_BANDS, score_band

from .test_silencio_helpers import act, arrange, last_event, play

# ---- the rulebook's worked example (Coco, Bertel, Ada) ---------------------------------


def coco_bertel_ada():
    return arrange(
        [["red-4", "yellow-9"], ["red-2", "blue-3", "green-8"], ["blue-4", "yellow-6"]],
        oracle=["green-5", "yellow-3", "red-9"],
        lit=True,
    )


END = {"type": "end_turn"}


def test_red_4_on_the_red_shrine_is_light() -> None:
    state = act(coco_bertel_ada(), play("red-4"))
    assert state.rows["red"] == [("red-4", "light")]
    assert last_event(state, "play")["side"] == "light"
    # The red light effect is optional: Coco is asked, and may decline.
    assert state.current_player == 0
    assert {"type": "decline"} in state.legal_actions()


def test_red_2_below_a_higher_red_card_cannot_be_played() -> None:
    state = act(coco_bertel_ada(), play("red-4"), {"type": "decline"}, END)
    assert state.current_player == 1
    assert play("red-2") not in state.legal_actions()
    assert state.explain_illegal(play("red-2")) == "A red 2 cannot go below the red 4."
    before = state.clone()
    with pytest.raises(IllegalAction, match="cannot go below the red 4"):
        state.apply(play("red-2"))
    assert state == before
    entry = next(e for e in state.view(1)["table"]["hand"] if e["card"] == "red-2")
    assert entry["playable"] is False and "below the red 4" in entry["why"]


def test_blue_3_on_the_blue_shrine_is_light_and_takes_the_red_4_back() -> None:
    state = act(coco_bertel_ada(), play("red-4"), {"type": "decline"}, END, play("blue-3"))
    assert state.rows["blue"] == [("blue-3", "light")]
    assert state.view(1)["prompt"]["effect"] == "blue light"
    # Blue cards are never taken back: only the other rows are offered.
    assert state.legal_actions() == [{"type": "take_back", "row": "red"}, {"type": "decline"}]
    act(state, {"type": "take_back", "row": "red"})
    assert state.legal_actions()[-1] == END  # shrines are lit: Bertel may still take one
    act(state, END)
    assert "red-4" in state.hands[1]
    assert state.rows["red"] == []
    # The red 2 is playable again now that the red row is back on its shrine.
    assert state.current_player == 2


def test_blue_4_on_blue_3_is_dark_and_must_give_an_oracle_card() -> None:
    state = act(
        coco_bertel_ada(),
        play("red-4"),
        {"type": "decline"},
        END,
        play("blue-3"),
        {"type": "take_back", "row": "red"},
        END,
        play("blue-4"),
    )
    assert state.rows["blue"][-1] == ("blue-4", "dark")
    assert state.current_player == 2
    prompt = state.view(2)["prompt"]
    assert prompt["effect"] == "blue dark" and "Oracle" in prompt["text"]
    legal = state.legal_actions()
    # Mandatory: no decline; to another player only (Coco or Bertel), any Oracle card.
    assert {"type": "decline"} not in legal
    assert {a["to"] for a in legal} == {0, 1}
    assert {a["card"] for a in legal} == {"green-5", "yellow-3", "red-9"}
    deck_top = state.deck[-1]
    act(state, {"type": "give_oracle", "card": "yellow-3", "to": 0})
    assert "yellow-3" in state.hands[0]
    assert state.oracle == ["green-5", deck_top, "red-9"]  # refilled in the same place


# ---- setup and the player-count table ---------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_follows_the_player_count_table(players: int) -> None:
    row = PLAYER_COUNT_TABLES["A"][players]
    state = new_game("silencio", players, seed=4)
    ranks = {int(c.split("-")[1]) for c in state.all_cards}
    assert ranks == set(range(row.low, row.high + 1))
    assert len(state.all_cards) == 4 * (row.high - row.low + 1)
    assert [len(h) for h in state.hands] == [row.hand] * players
    assert len(state.oracle) == players
    assert len(state.deck) == len(state.all_cards) - players * (row.hand + 1)
    assert all(state.top_rank(c) == 1 for c in state.rows)  # rows start on their shrines
    assert all(state.lit.values())


def test_reading_a_is_the_default_table_and_b_is_an_option() -> None:
    assert PLAYER_COUNT_TABLES["A"][2].high == 8 and PLAYER_COUNT_TABLES["A"][3].hand == 6
    state = new_game("silencio", 2, seed=1, options={"player_table": "B"})
    assert len(state.all_cards) == 32 and [len(h) for h in state.hands] == [6, 6]
    with pytest.raises(ValueError):
        new_game("silencio", 2, options={"player_table": "C"})


def test_five_players_are_refused() -> None:
    assert GAMES["silencio"].max_players == 4
    with pytest.raises(ValueError):
        new_game("silencio", 5)


# ---- the silent start and the passing round ----------------------------------------------


def test_anyone_may_take_the_start_player_card() -> None:
    state = new_game("silencio", 3, seed=2)
    assert state.phase == "start" and state.current_player == 0
    assert state.legal_actions() == [{"type": "take_start", "seat": s} for s in range(3)]
    for seat in range(3):
        assert state.view(seat)["prompt"]["kind"] == "take_start"
    act(state, {"type": "take_start", "seat": 2})
    assert state.start_player == 2 and state.phase == "passing" and state.current_player == 2


def test_passing_round_goes_left_in_turn_and_shows_the_received_card() -> None:
    state = new_game("silencio", 3, seed=2)
    act(state, {"type": "take_start", "seat": 1})
    sizes = [len(h) for h in state.hands]
    card = state.hands[1][0]
    act(state, {"type": "pass_card", "card": card})
    assert card in state.hands[2] and state.current_player == 2
    assert state.view(2)["table"]["passing"]["received"] == card
    assert state.view(1)["table"]["passing"] == {"received": None, "passed": card}
    # The receiver may pass the very card it just received.
    assert {"type": "pass_card", "card": card} in state.legal_actions()
    act(state, {"type": "pass_card", "card": card})
    assert state.current_player == 0
    act(state, {"type": "pass_card", "card": state.hands[0][-1]})
    assert [len(h) for h in state.hands] == sizes
    assert state.phase == "play" and state.current_player == 1  # the start player begins
    # The log says that cards were passed, never which.
    passes = [e for e in state.events if e["type"] == "pass_card"]
    assert [(e["seat"], e["to"]) for e in passes] == [(1, 2), (2, 0), (0, 1)]
    assert all("card" not in e for e in passes)


# ---- climbing, light and dark -------------------------------------------------------------


def test_a_2_on_a_shrine_is_dark_and_a_3_is_light() -> None:
    state = act(arrange([["green-2", "green-7"], ["green-3"]]), play("green-2"))
    assert state.rows["green"] == [("green-2", "dark")]
    state2 = act(arrange([["green-3", "green-7"], ["green-2"]]), play("green-3"))
    assert state2.rows["green"] == [("green-3", "light")]


def test_cards_must_climb_and_passing_only_when_stuck() -> None:
    state = arrange([["red-3", "blue-5"], ["red-6"]], {"red": ["red-5"]})
    assert state.legal_actions()[0] == play("blue-5")
    assert {"type": "pass"} not in state.legal_actions()
    assert "cannot pass" in state.explain_illegal({"type": "pass"})
    stuck = arrange([["red-3"], ["red-7"]], {"red": ["red-5"]})
    assert stuck.legal_actions() == [{"type": "pass"}]
    act(stuck, {"type": "pass"})
    assert stuck.current_player == 1 and last_event(stuck, "pass")["seat"] == 0


def test_a_passing_player_keeps_taking_turns() -> None:
    state = arrange([["red-3"], ["blue-3", "red-8"]], {"red": ["red-5"]}, turn=0)
    act(state, {"type": "pass"}, play("blue-3"), {"type": "take_back", "row": "red"})
    # Seat 1 took the red 5 back: seat 0's red 3 is playable again on its next turn.
    assert state.current_player == 0 and play("red-3") in state.legal_actions()


# ---- the end and the score ---------------------------------------------------------------


def test_game_ends_when_nobody_can_play() -> None:
    state = arrange([["red-3", "blue-8"], ["red-4"]], {"red": ["red-5"], "blue": ["blue-6"]})
    act(state, play("blue-8"), {"type": "decline"})
    assert state.is_over and state.end_reason == "nobody_can_play"
    assert state.result()["team"]["cards_left"] == 2
    assert last_event(state, "game_over")["cards_left"] == 2


def test_game_ends_at_once_when_every_card_is_played() -> None:
    state = arrange([["red-5"], ["red-7"]], {"red": ["red-3"]}, oracle=["blue-2", "blue-3"])
    act(state, play("red-5"), {"type": "decline"}, play("red-7"), {"type": "decline"})
    result = state.result()
    assert state.is_over and state.end_reason == "all_played"
    assert result["team"]["band"] == "perfect" and result["winners"] == [0, 1]


def test_face_up_cards_are_forced_for_the_owner_only() -> None:
    state = arrange([["red-2"], []], {"red": ["red-3"]}, face_up=[[], ["blue-5"]])
    assert state.legal_actions() == [play("blue-5"), {"type": "pass"}]  # others may pass
    act(state, {"type": "pass"})
    assert state.current_player == 1
    assert state.legal_actions() == [play("blue-5")]  # the owner must play it
    act(state, play("blue-5"), {"type": "decline"})
    assert state.is_over and state.end_reason == "nobody_can_play"


def test_everyone_passing_in_a_row_ends_the_game() -> None:
    # With the lenient shrine option a stuck player might still use a shrine, so the game
    # only ends once every player has passed in succession.
    state = arrange(
        [["red-2"], ["red-3"]],
        {"red": ["red-5"]},
        options={"shrine_needs_play": False},
        lit=True,
    )
    assert {"type": "pass"} in state.legal_actions()
    act(state, {"type": "pass"})
    assert not state.is_over
    act(state, {"type": "pass"})
    assert state.is_over and state.end_reason == "all_passed"


@pytest.mark.parametrize(
    ("players", "left", "band"),
    [
        (2, 0, "perfect"),
        (2, 2, "near"),
        (2, 3, "dont_lose_heart"),
        (3, 3, "near"),
        (3, 4, "dont_lose_heart"),
        (4, 1, "near"),
        (4, 4, "near"),
        (4, 5, "dont_lose_heart"),
    ],
)
def test_score_bands_per_player_count(players: int, left: int, band: str) -> None:
    assert score_band(players, left)[0] == band
    assert {b for b, _, _ in SCORE_BANDS[players]} == {"perfect", "near", "dont_lose_heart"}


def test_result_counts_face_up_cards_and_names_the_band() -> None:
    state = arrange(
        [["red-2"], ["red-3", "yellow-2"], ["green-2"]],
        {"red": ["red-9"], "yellow": ["yellow-9"], "green": ["green-9"]},
        face_up=[[], [], ["blue-2"]],
    )
    state.rows["blue"] = [("blue-10", "light")]
    state._finish_turn()
    result = state.result()
    assert state.is_over
    assert result["team"]["cards_left"] == 5 and result["scores"] == [1, 2, 2]
    assert (
        result["team"]["band"] == "dont_lose_heart"
        and result["team"]["text"] == "Don't lose heart."
    )
    assert result["winners"] == []


def test_everyone_passing_under_the_green_lock_ends_the_game() -> None:
    # The lenient shrine option keeps stuck players at the table, so the lock must outlast
    # real passes; when every player has passed under it, the game ends and is scored.
    state = arrange(
        [["green-2", "red-3"], ["blue-3", "yellow-6"]],
        {"red": ["red-5"]},
        options={"shrine_needs_play": False},
        lit=True,
    )
    act(state, play("green-2"), END)
    assert state.must_green and state.current_player == 1
    assert [a for a in state.legal_actions() if a["type"] == "play"] == []
    act(state, {"type": "pass"})
    assert state.must_green and not state.is_over
    act(state, {"type": "pass"})
    assert state.is_over and state.end_reason == "all_passed"
    assert (
        state.result()["team"]["cards_left"] == 3
        and state.result()["team"]["band"] == "dont_lose_heart"
    )
