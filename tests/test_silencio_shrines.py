"""Shrines (one per turn, start or end, never when passing) and both variants."""

from __future__ import annotations

import pytest

from game.engine import new_game

from .test_silencio_helpers import act, arrange, last_event, play

END = {"type": "end_turn"}
DECLINE = {"type": "decline"}


def shrine_actions(state) -> list[dict]:
    return [a for a in state.legal_actions() if a["type"] == "take_shrine"]


def test_small_shrine_gives_its_colours_light_effect_and_goes_unlit() -> None:
    state = arrange([["red-3", "yellow-8"], ["green-4"]], {"red": ["red-2", "red-6"]}, lit=True)
    assert {"type": "take_shrine", "shrine": "blue"} in shrine_actions(state)
    act(state, {"type": "take_shrine", "shrine": "blue"})
    assert state.decision["kind"] == "take_back" and state.decision["effect"] == "blue light"
    act(state, {"type": "take_back", "row": "red"})
    assert state.hands[0] == ["red-3", "red-6", "yellow-8"]
    assert not state.lit["blue"]
    assert {"shrine": "blue", "lit": False} in state.view(1)["table"]["shrines"]
    assert state.view(1)["table"]["rows"][1]["shrine_lit"] is False
    # Still the start of the turn: now the rescued red 3 can be played, and no second shrine.
    assert play("red-3") in state.legal_actions() and shrine_actions(state) == []
    assert state.explain_illegal({"type": "take_shrine", "shrine": "red"}) == (
        "You may take only one shrine per turn."
    )
    act(state, play("red-3"))  # dark on the red 2: skip the next light effect
    assert state.decision is None and state.skip_light
    assert state.current_player == 1  # no end-of-turn choice left: the turn ends by itself


def test_large_shrine_gives_any_light_effect() -> None:
    state = arrange([["red-3", "yellow-8"], ["green-4"]], {"blue": ["blue-5"]}, lit=True)
    large = [a for a in shrine_actions(state) if a["shrine"] == "large"]
    assert [a["color"] for a in large] == ["red", "blue", "yellow", "green"]
    act(state, {"type": "take_shrine", "shrine": "large", "color": "yellow"})
    assert state.decision["kind"] == "face_up" and state.decision["effect"] == "yellow light"
    act(state, {"type": "face_up", "card": "yellow-8"})
    assert state.face_up[0] == ["yellow-8"] and not state.lit["large"]
    # The large shrine used as blue takes back only from the non-blue rows.
    other = arrange([["red-3", "yellow-8"], ["green-4"]], {"blue": ["blue-5"]}, lit=True)
    act(other, {"type": "take_shrine", "shrine": "large", "color": "blue"})
    assert other.decision is None and last_event(other, "fizzle")["reason"] == "nothing_to_take"


def test_shrine_at_the_end_of_a_turn_after_playing() -> None:
    state = arrange([["red-3", "yellow-8"], ["green-4"]], lit=True)
    act(state, play("yellow-8"), DECLINE)
    assert state.turn_played and state.stage == "end"
    legal = state.legal_actions()
    assert legal[-1] == END and {"type": "take_shrine", "shrine": "red"} in legal
    assert all(a["type"] != "play" for a in legal)
    act(state, {"type": "take_shrine", "shrine": "red"})
    assert state.skip_dark and state.current_player == 1  # one shrine used: the turn ends


def test_no_shrine_when_passing() -> None:
    state = arrange([["red-3"], ["green-4"]], {"red": ["red-5"]}, lit=True)
    assert state.legal_actions() == [{"type": "pass"}]
    assert "pass" in state.explain_illegal({"type": "take_shrine", "shrine": "blue"})
    lenient = arrange(
        [["red-3"], ["green-4"]],
        {"red": ["red-5"]},
        lit=True,
        options={"shrine_needs_play": False},
    )
    assert {"type": "take_shrine", "shrine": "blue"} in lenient.legal_actions()
    act(lenient, {"type": "take_shrine", "shrine": "blue"}, {"type": "take_back", "row": "red"})
    assert lenient.legal_actions()[:2] == [play("red-3"), play("red-5")]


def test_no_shrine_at_the_end_of_a_passing_turn() -> None:
    state = arrange([["red-3"], ["green-4", "green-6"]], {"red": ["red-5"]}, lit=True)
    act(state, {"type": "pass"})
    assert state.current_player == 1 and state.turn_played is False
    assert shrine_actions(state)  # seat 1 can play, so it may use one


def test_shrine_effects_neither_use_up_nor_respect_the_skip_flags() -> None:
    state = arrange([["red-3", "yellow-8"], ["green-4"]], {"green": ["green-2"]}, lit=True)
    state.skip_light = True
    act(state, {"type": "take_shrine", "shrine": "blue"})
    assert state.decision["kind"] == "take_back"  # not skipped by skip-light
    act(state, {"type": "take_back", "row": "green"})
    assert state.skip_light  # still waiting for the next card played


def test_red_shrine_at_the_start_cancels_your_own_dark_effect() -> None:
    state = arrange([["blue-3", "yellow-8"], ["green-4"]], {"blue": ["blue-2"]}, lit=True)
    act(state, {"type": "take_shrine", "shrine": "red"}, play("blue-3"))
    assert last_event(state, "play")["outcome"] == "skipped"


@pytest.mark.parametrize(
    ("unlit", "expected"),
    [
        ("none", []),
        ("large", ["large"]),
        ("small", ["red", "blue", "yellow", "green"]),
        ("all", ["large", "red", "blue", "yellow", "green"]),
    ],
)
def test_unlit_shrines_variant(unlit: str, expected: list[str]) -> None:
    state = new_game("silencio", 3, seed=1, options={"unlit_shrines": unlit})
    assert [s for s, lit in state.lit.items() if not lit] == expected
    assert state.events[0]["unlit"] == expected
    view = state.view(0)["table"]
    assert [s["shrine"] for s in view["shrines"] if not s["lit"]] == expected


def test_unlit_shrine_cannot_be_taken() -> None:
    state = arrange([["red-3", "yellow-8"], ["green-4"]], lit=True)
    state.lit["blue"] = False
    assert {"type": "take_shrine", "shrine": "blue"} not in state.legal_actions()
    assert "unlit" in state.explain_illegal({"type": "take_shrine", "shrine": "blue"})


# ---- Tavern --------------------------------------------------------------------------------


def tavern_actions(state) -> list[dict]:
    return [a for a in state.legal_actions() if a["type"] == "tavern"]


def dark_chain(options=None):
    """Seat 0 holds blue 2, 3, 4, ...: a dark effect in each of its turns; seat 1 is stuck."""
    return arrange(
        [["blue-2", "blue-3", "blue-4", "blue-5", "red-8"], ["red-3"]],
        {"red": ["red-5"]},
        oracle=["red-2", "red-4"],
        deck=[],
        options={"tavern": True, **(options or {})},
    )


def give(state) -> None:
    act(state, state.legal_actions()[0])


def test_tavern_is_off_by_default() -> None:
    state = arrange([["blue-2", "blue-3"], ["red-4"]])
    assert state.view(0)["table"]["tavern"]["enabled"] is False
    act(state, play("blue-2"))
    give(state)
    assert state.tavern_dark == 0 and not state.tavern_open


def test_tavern_opens_after_the_third_dark_effect_and_closes_after_a_statement() -> None:
    state = dark_chain()
    assert tavern_actions(state) == []
    assert "closed" in state.explain_illegal(
        {"type": "tavern", "statement": "dont_play", "color": "red"}
    )
    for turn in range(3):
        act(state, play(f"blue-{turn + 2}"))
        if state.decision:  # the third finds the Oracle empty: created all the same
            give(state)
        assert state.tavern_dark == turn + 1
        if turn == 2:  # it opened during seat 0's turn: seat 0 may take it at the end
            assert state.current_player == 0 and tavern_actions(state)
            assert state.legal_actions()[-1] == END
            act(state, END)
        assert state.current_player == 1
        assert bool(tavern_actions(state)) == (turn == 2)  # open, even for a passing turn
        act(state, {"type": "pass"})
    assert state.tavern_open and state.view(1)["table"]["tavern"]["open"] is True
    assert last_event(state, "tavern_opens") == {"type": "tavern_opens"}
    statements = tavern_actions(state)
    held = state.held(0)
    assert [a for a in statements if a["statement"] == "cannot_play"] == [
        {"type": "tavern", "statement": "cannot_play", "count": x} for x in range(held + 1)
    ]
    assert {"type": "tavern", "statement": "only_high", "color": "green"} in statements
    assert {"type": "tavern", "statement": "dont_play", "color": "yellow"} in statements
    act(state, {"type": "tavern", "statement": "dont_play", "color": "yellow"})
    assert not state.tavern_open and state.tavern_dark == 0
    view = state.view(1)["table"]["tavern"]
    assert view["statements"] == [
        {
            "statement": "dont_play",
            "color": "yellow",
            "seat": 0,
            "text": "Please don't play yellow.",
        }
    ]
    assert last_event(state, "tavern")["color"] == "yellow"
    assert tavern_actions(state) == []


def test_tavern_counts_only_dark_effects_actually_created() -> None:
    state = arrange(
        [["blue-3", "green-13", "red-10"], ["yellow-10"], ["red-9"], ["red-8"]],
        {"blue": ["blue-2"], "green": ["green-12"]},
        options={"tavern": True},
    )
    state.skip_dark = True
    act(state, play("blue-3"))  # skipped
    assert state.tavern_dark == 0
    state.turn_seat = 0
    state._begin_turn(0)
    act(state, play("green-13"))  # the highest green: no dark effect
    assert state.tavern_dark == 0
    last = arrange([["blue-3"], ["red-4"]], {"blue": ["blue-2"]}, options={"tavern": True})
    act(last, play("blue-3"))  # last hand card
    assert last.tavern_dark == 0


def test_tavern_may_be_taken_when_passing_by_default() -> None:
    state = arrange([["red-3"], ["red-8"]], {"red": ["red-5"]}, options={"tavern": True})
    state.tavern_open = True
    assert state.legal_actions()[0] == {"type": "pass"}
    assert tavern_actions(state)
    strict = arrange(
        [["red-3"], ["red-8"]],
        {"red": ["red-5"]},
        options={"tavern": True, "tavern_when_passing": False},
    )
    strict.tavern_open = True
    assert tavern_actions(strict) == []


def test_a_player_without_cards_cannot_take_a_shrine() -> None:
    state = arrange([[], ["blue-4", "red-8"]], lit=True)
    assert state.legal_actions() == [{"type": "pass"}]
    assert "pass" in state.explain_illegal({"type": "take_shrine", "shrine": "red"})
    # Unless another player's face-up card gives it a play (§10, when the option lets an
    # empty hand play one): then the turn may play.
    facing = arrange(
        [[], ["red-8"]],
        lit=True,
        face_up=[[], ["blue-4"]],
        options={"empty_hand_plays_face_up": True},
    )
    assert facing.legal_actions()[:2] == [play("blue-4"), {"type": "pass"}]
    act(facing, {"type": "take_shrine", "shrine": "red"})
    assert facing.legal_actions() == [play("blue-4")]  # a shrine turn is a playing turn


def test_green_shrine_names_a_player_for_a_swap() -> None:
    state = arrange([["red-3", "yellow-8"], ["green-4"]], lit=True)
    act(state, {"type": "take_shrine", "shrine": "green"})
    assert state.decision["kind"] == "swap_name" and state.decision["effect"] == "green light"
    assert state.legal_actions() == [
        {"type": "name_player", "seat": 0},
        {"type": "name_player", "seat": 1},
        DECLINE,
    ]
    act(state, DECLINE)
    assert not state.lit["green"] and state.stage == "start" and state.current_player == 0


def tavern_chain():
    """Two players: seat 0 climbs the blue row one by one (a dark effect a turn; the Oracle is
    empty, so each does nothing but still counts); seat 1 is stuck and passes."""
    blues = [f"blue-{r}" for r in range(2, 9)]
    return arrange(
        [[*blues, "red-8"], ["red-3"]],
        {"red": ["red-5"]},
        oracle=[],
        deck=[],
        options={"tavern": True},
    )


def dark_round(state, rank: int) -> None:
    """Seat 0 plays the blue ``rank`` (dark), ends its turn; seat 1 passes."""
    act(state, play(f"blue-{rank}"))
    if state.current_player == 0:  # the open Tavern keeps the turn for its end stage
        act(state, END)
    act(state, {"type": "pass"})


def test_tavern_reopens_after_three_more_dark_effects_none_banked_while_open() -> None:
    state = tavern_chain()
    for rank in (2, 3, 4):
        dark_round(state, rank)
    assert state.tavern_open and state.tavern_dark == 3
    act(state, play("blue-5"))  # a fourth dark effect while it is open: not banked
    assert state.tavern_dark == 3
    act(state, {"type": "tavern", "statement": "cannot_play", "count": 1})
    assert not state.tavern_open and state.tavern_dark == 0 and state.current_player == 1
    act(state, {"type": "pass"})
    for rank in (6, 7):
        dark_round(state, rank)
    assert not state.tavern_open and state.tavern_dark == 2
    act(state, play("blue-8"))
    assert state.tavern_open
    assert [e["type"] for e in state.events].count("tavern_opens") == 2
    assert state.view(1)["table"]["tavern"]["statements"][0]["text"] == (
        "I have 1 card that I cannot play."
    )


def test_tavern_banking_and_fizzled_dark_effects_are_data_values(monkeypatch) -> None:
    from game.engine.silencio import cards

    monkeypatch.setattr(cards, "TAVERN_BANKS_WHILE_OPEN", True)
    state = tavern_chain()
    for rank in (2, 3, 4):
        dark_round(state, rank)
    act(state, play("blue-5"))  # banked: counts while open
    assert state.tavern_dark == 4
    act(state, {"type": "tavern", "statement": "only_high", "color": "red"})
    assert state.tavern_dark == 1 and not state.tavern_open
    act(state, {"type": "pass"})
    dark_round(state, 6)
    act(state, play("blue-7"))
    assert state.tavern_open  # one dark effect earlier than without banking

    monkeypatch.setattr(cards, "TAVERN_BANKS_WHILE_OPEN", False)
    monkeypatch.setattr(cards, "FIZZLED_DARK_COUNTS", False)
    empty = tavern_chain()
    dark_round(empty, 2)  # blue dark on an empty Oracle: did nothing, not counted
    assert empty.tavern_dark == 0
