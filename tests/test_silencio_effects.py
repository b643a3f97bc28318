"""The eight effects, their choices, and every exception and pending modifier."""

from __future__ import annotations

import random

import pytest

from .test_silencio_helpers import act, arrange, last_event, play

DECLINE = {"type": "decline"}
USE = {"type": "use_effect"}


def kinds(state) -> set[str]:
    return {m["kind"] for m in state.view(0)["table"]["modifiers"]}


# ---- red (skip pair) ---------------------------------------------------------------------


def test_red_light_is_optional_and_skips_the_next_dark_effect() -> None:
    state = arrange([["red-4", "green-9"], ["blue-2", "yellow-3"], ["green-2"]])
    act(state, play("red-4"))
    assert state.legal_actions() == [USE, DECLINE]
    act(state, USE)
    assert "skip_dark" in kinds(state)
    text = next(m["text"] for m in state.view(2)["table"]["modifiers"] if m["kind"] == "skip_dark")
    assert "dark effect" in text
    act(state, play("blue-2"))  # dark: would give an Oracle card
    assert last_event(state, "play")["outcome"] == "skipped"
    assert state.decision is None and state.current_player == 2
    assert kinds(state) == set()


def test_declined_red_light_leaves_the_next_dark_effect() -> None:
    state = arrange([["red-4", "green-9"], ["blue-2", "yellow-3"], ["green-2"]])
    act(state, play("red-4"), DECLINE, play("blue-2"))
    assert state.decision["kind"] == "give_oracle"


def test_skip_is_used_up_by_the_next_card_even_when_it_does_not_apply() -> None:
    state = arrange([["red-4", "green-9"], ["blue-5", "yellow-3"], ["blue-6", "red-9"]])
    act(state, play("red-4"), USE, play("blue-5"))  # light: the skip-dark does not apply
    assert state.decision["kind"] == "take_back"
    act(state, DECLINE)
    assert "skip_dark" not in kinds(state)
    act(state, play("blue-6"))  # dark now happens
    assert state.decision["kind"] == "give_oracle"


def test_red_dark_skips_the_next_light_effect_and_survives_passes() -> None:
    state = arrange([["red-2", "green-9"], ["red-3", "green-10"], ["blue-7"]])
    act(state, play("red-2"))  # dark on the shrine: skip next light, automatic
    assert state.decision is None and "skip_light" in kinds(state)
    assert last_event(state, "modifier")["modifier"] == "skip_light"
    act(state, play("red-3"))  # dark for seat 1: this skip flag does not touch dark effects
    assert last_event(state, "play")["outcome"] == "effect"
    assert "skip_light" in kinds(state)  # set again by the red 3
    act(state, play("blue-7"))  # light, skipped
    assert last_event(state, "play")["outcome"] == "skipped"
    assert state.decision is None


def test_a_pass_does_not_use_up_a_skip() -> None:
    state = arrange([["red-2", "red-9"], ["yellow-2"], ["blue-7"]], {"yellow": ["yellow-5"]})
    act(state, play("red-2"), {"type": "pass"})
    assert "skip_light" in kinds(state)
    act(state, play("blue-7"))
    assert last_event(state, "play")["outcome"] == "skipped"


def test_both_skips_together_cancel_any_effect() -> None:
    state = arrange([["red-4", "blue-3"], ["yellow-3"]], lit=True, options={})
    state.skip_dark = state.skip_light = True
    act(state, play("blue-3"))
    assert last_event(state, "play")["outcome"] == "skipped"


# ---- blue (take back / give an Oracle card) ---------------------------------------------


def test_blue_light_takes_back_the_top_of_another_row_only() -> None:
    state = arrange(
        [["blue-5", "green-8"], ["red-2"]],
        {"red": ["red-3", "red-6"], "blue": ["blue-2"], "yellow": []},
    )
    act(state, play("blue-5"))
    # Not the blue row, not an empty row: only red here.
    assert state.legal_actions() == [{"type": "take_back", "row": "red"}, DECLINE]
    assert "blue light" in state.explain_illegal({"type": "take_back", "row": "blue"})
    act(state, {"type": "take_back", "row": "red"})
    assert state.hands[0] == ["red-6", "green-8"] and state.top_rank("red") == 3
    assert last_event(state, "take_back")["card"] == "red-6"


def test_blue_light_with_nothing_to_take_fizzles() -> None:
    state = arrange([["blue-5", "green-8"], ["red-2"]])
    act(state, play("blue-5"))
    assert state.decision is None and last_event(state, "fizzle")["reason"] == "nothing_to_take"


def test_blue_dark_gives_an_oracle_card_even_to_an_empty_hand_and_refills() -> None:
    state = arrange(
        [["blue-3", "green-9"], [], ["red-2"]],
        {"blue": ["blue-2"]},
        oracle=["red-7", "yellow-8", "green-4"],
        deck=["yellow-2", "green-3"],
    )
    act(state, play("blue-3"))
    legal = state.legal_actions()
    assert {"type": "give_oracle", "card": "red-7", "to": 1} in legal
    assert all(a["to"] != 0 for a in legal)
    assert "another player" in state.explain_illegal(
        {"type": "give_oracle", "card": "red-7", "to": 0}
    )
    act(state, {"type": "give_oracle", "card": "red-7", "to": 1})
    assert state.hands[1] == ["red-7"] and state.oracle == ["green-3", "yellow-8", "green-4"]
    assert state.current_player == 1  # the empty-handed player is back in the game
    assert play("red-7") in state.legal_actions()


def test_blue_dark_with_an_empty_deck_shrinks_the_oracle_and_with_none_does_nothing() -> None:
    state = arrange(
        [["blue-3", "green-9"], ["red-2"], ["red-3"]],
        {"blue": ["blue-2"]},
        oracle=["red-7"],
        deck=[],
    )
    act(state, play("blue-3"), {"type": "give_oracle", "card": "red-7", "to": 2})
    assert state.oracle == []
    state2 = arrange([["blue-3", "green-8"], ["red-2"]], {"blue": ["blue-2"]}, oracle=[], deck=[])
    act(state2, play("blue-3"))
    assert state2.decision is None and last_event(state2, "fizzle")["reason"] == "empty_oracle"


# ---- yellow (face-up card / random play) ------------------------------------------------


def test_yellow_light_puts_a_card_face_up_for_anyone() -> None:
    state = arrange([["yellow-4", "blue-9", "red-2"], ["green-10"], ["green-9"]])
    act(state, play("yellow-4"))
    assert state.legal_actions()[:2] == [
        {"type": "face_up", "card": "red-2"},
        {"type": "face_up", "card": "blue-9"},
    ]
    act(state, {"type": "face_up", "card": "red-2"})
    assert state.face_up[0] == ["red-2"] and state.hands[0] == ["blue-9"]
    assert state.view(2)["table"]["players"][0]["face_up"][0]["card"] == "red-2"
    # Seat 1 may play it though it is not in its hand (but need not: it has its own card).
    assert play("red-2") in state.legal_actions()
    act(state, play("red-2"))
    assert state.face_up[0] == [] and last_event(state, "play")["owner"] == 0
    assert state.held(0) == 1 and state.held(1) == 1


def test_face_up_card_forced_only_when_it_is_the_owners_only_play() -> None:
    state = arrange(
        [["red-2"], ["red-3"], ["yellow-2"]],
        {"red": ["red-5"]},
        face_up=[["blue-6"], [], []],
    )
    assert state.legal_actions() == [play("blue-6")]
    assert "cannot pass" in state.explain_illegal({"type": "pass"})


def test_empty_hand_must_pass_unless_the_option_lets_it_play_face_up_cards() -> None:
    # The rulebook: "if you have no cards in hand, you must pass"; another's face-up card
    # "counts as being in your hand only" for its owner.
    strict = arrange([[], ["red-3"]], {"red": ["red-5"]}, face_up=[[], ["blue-6"]])
    assert strict.legal_actions() == [{"type": "pass"}]
    lenient = arrange(
        [[], ["red-3"]],
        {"red": ["red-5"]},
        face_up=[[], ["blue-6"]],
        options={"empty_hand_plays_face_up": True},
    )
    assert lenient.legal_actions() == [play("blue-6"), {"type": "pass"}]


def seed_drawing(hand: list[str], card: str) -> int:
    return next(s for s in range(1000) if random.Random(s).choice(hand) == card)


def test_yellow_dark_random_play_plays_a_legal_draw() -> None:
    state2 = arrange([["yellow-2", "green-9"], ["red-4", "blue-6", "green-2"], ["red-2"]])
    act(state2, play("yellow-2"))
    assert "random_play" in kinds(state2)
    assert state2.legal_actions()[0] == {"type": "play_random"}
    assert all(a["type"] != "play" for a in state2.legal_actions())
    state2.rng.seed(seed_drawing(state2.hands[1], "blue-6"))
    act(state2, {"type": "play_random"})
    event = last_event(state2, "play")
    assert event["card"] == "blue-6" and event["random"] is True
    assert "random_play" not in kinds(state2)


def test_random_draw_that_cannot_be_played_gives_a_normal_turn() -> None:
    state = arrange(
        [["yellow-2", "green-9"], ["red-3", "blue-6"], ["red-9"]],
        {"red": ["red-5"]},
    )
    act(state, play("yellow-2"))
    state.rng.seed(seed_drawing(state.hands[1], "red-3"))
    act(state, {"type": "play_random"})
    assert state.hands[1] == ["red-3", "blue-6"]
    assert last_event(state, "random_draw") == {
        "type": "random_draw",
        "seat": 1,
        "card": None,
        "playable": False,
    }
    assert state.view(1)["table"]["random_draw"] == "red-3"  # only the drawer learns which
    assert state.view(0)["table"]["random_draw"] is None
    assert state.legal_actions() == [play("blue-6")]
    act(state, play("blue-6"))
    assert not state.random_pending


def test_random_play_waits_for_the_next_player_who_plays_and_never_draws_face_up() -> None:
    state = arrange(
        [["yellow-2", "green-9"], ["red-3"], ["blue-5", "red-2"]],
        {"red": ["red-5"]},
        face_up=[[], [], ["green-4"]],
    )
    act(state, play("yellow-2"), {"type": "pass"})  # seat 1 cannot play: it passes
    assert state.random_pending and state.current_player == 2
    assert state.legal_actions()[0] == {"type": "play_random"}
    for seed in range(20):  # whatever the draw, the face-up green 4 is never drawn
        trial = state.clone()
        trial.rng.seed(seed)
        trial.apply({"type": "play_random"})
        assert last_event(trial, "random_draw")["card"] in ("blue-5", None)


def test_random_play_without_a_playable_hidden_card_is_a_normal_turn() -> None:
    state = arrange(
        [["yellow-2", "green-9"], ["red-3"], ["yellow-8"]],
        {"red": ["red-5"]},
        face_up=[[], ["blue-7"], []],
    )
    act(state, play("yellow-2"))
    assert state.legal_actions() == [play("blue-7")]  # own face-up card, played normally
    act(state, play("blue-7"))
    assert not state.random_pending


# ---- green (swaps / next card green) ----------------------------------------------------


def green_light(options=None):
    state = arrange(
        [["green-4", "red-9", "blue-8"], ["red-3", "yellow-10"], ["blue-2"]],
        oracle=["yellow-5", "red-6", "blue-7"],
        deck=["green-8", "green-9", "green-10", "yellow-2"],
        options=options,
    )
    return act(state, play("green-4"))


def test_green_light_names_any_player_including_oneself() -> None:
    state = green_light()
    assert state.legal_actions() == [{"type": "name_player", "seat": s} for s in range(3)] + [
        DECLINE
    ]
    act(state, {"type": "name_player", "seat": 1})
    assert state.current_player == 1  # the named player picks the action
    assert [a["action"] for a in state.legal_actions()] == ["player", "oracle", "renew"]
    assert state.view(1)["prompt"]["named"] == 1


def test_green_swap_with_a_player_keeps_the_cards_secret() -> None:
    state = green_light()
    act(state, {"type": "name_player", "seat": 1}, {"type": "swap_action", "action": "player"})
    act(state, {"type": "swap_give", "card": "red-3", "to": 2})
    assert state.current_player == 2 and "red-3" in state.hands[2]
    assert {"type": "swap_return", "card": "red-3"} in state.legal_actions()
    act(state, {"type": "swap_return", "card": "blue-2"})
    assert state.hands[1] == ["blue-2", "yellow-10"] and state.hands[2] == ["red-3"]
    assert last_event(state, "swap_give")["card"] is None
    assert last_event(state, "swap_return")["card"] is None
    assert state.current_player == 1  # the green card's turn is over


def test_green_swap_with_the_oracle_puts_a_card_face_up_in_the_same_place() -> None:
    state = green_light()
    act(state, {"type": "name_player", "seat": 0}, {"type": "swap_action", "action": "oracle"})
    act(state, {"type": "oracle_take", "card": "red-6"})
    assert "red-6" in state.hands[0]
    act(state, {"type": "oracle_put", "card": "blue-8"})
    assert state.oracle == ["yellow-5", "blue-8", "blue-7"]
    assert last_event(state, "oracle_put")["card"] == "blue-8"


def test_green_replace_the_oracle_sends_it_to_the_box() -> None:
    state = green_light()
    act(state, {"type": "name_player", "seat": 2}, {"type": "swap_action", "action": "renew"})
    assert state.box[-3:] == ["yellow-5", "red-6", "blue-7"]
    assert state.oracle == ["yellow-2", "green-10", "green-9"]
    assert len(state.deck) == 1


def test_green_swap_action_chosen_by_the_active_player_with_the_option() -> None:
    state = green_light({"swap_chooser": "active"})
    act(state, {"type": "name_player", "seat": 1})
    assert state.current_player == 0
    act(state, {"type": "swap_action", "action": "player"})
    assert state.current_player == 1  # the named player still picks the cards


def test_face_up_cards_in_swaps_follow_the_option() -> None:
    state = green_light()
    state.face_up[1] = ["blue-2"]
    state.hands[2] = []
    act(state, {"type": "name_player", "seat": 1}, {"type": "swap_action", "action": "player"})
    assert {"type": "swap_give", "card": "blue-2", "to": 2} in state.legal_actions()
    act(state, {"type": "swap_give", "card": "blue-2", "to": 2})
    assert last_event(state, "swap_give")["card"] == "blue-2"  # it was public anyway
    strict = green_light({"face_up_in_swaps": False})
    strict.face_up[1] = ["blue-2"]
    strict.hands[2] = []
    act(strict, {"type": "name_player", "seat": 1}, {"type": "swap_action", "action": "player"})
    assert all(a["card"] != "blue-2" for a in strict.legal_actions())


def test_green_dark_next_card_must_be_green_across_passes() -> None:
    state = arrange([["green-2", "red-9"], ["red-4"], ["green-5", "blue-3"]])
    act(state, play("green-2"))
    assert "must_green" in kinds(state)
    assert state.legal_actions() == [{"type": "pass"}]
    assert "must be green" in state.explain_illegal(play("red-4"))
    act(state, {"type": "pass"})
    assert state.legal_actions() == [play("green-5")]
    act(state, play("green-5"), DECLINE)
    assert "must_green" not in kinds(state)


def test_green_lock_ends_the_game_when_everyone_must_pass() -> None:
    state = arrange([["green-2", "red-9"], ["red-4"], ["blue-3"]])
    act(state, play("green-2"))
    assert state.is_over and state.result()["team"]["cards_left"] == 3


def test_the_highest_green_card_never_creates_the_green_lock() -> None:
    state = arrange([["green-13", "red-9"], ["red-4"], [], []], {"green": ["green-12"]})
    act(state, play("green-13"))
    event = last_event(state, "play")
    assert event["side"] == "dark" and event["outcome"] == "highest_green"
    assert not state.must_green
    # At 2 players the highest green in use is the 8.
    small = arrange([["green-8", "red-7"], ["red-4"]], {"green": ["green-7"]})
    act(small, play("green-8"))
    assert last_event(small, "play")["outcome"] == "highest_green"


# ---- the last hand card ------------------------------------------------------------------


def test_last_hand_card_played_dark_creates_nothing() -> None:
    state = arrange([["blue-3"], ["red-4"], ["red-9"]], {"blue": ["blue-2"]})
    act(state, play("blue-3"))
    assert last_event(state, "play")["outcome"] == "last_card"
    assert state.rows["blue"][-1] == ("blue-3", "dark")  # still placed dark side up
    assert state.decision is None and state.current_player == 1


def test_last_hand_card_counts_own_face_up_cards() -> None:
    state = arrange([["blue-3"], ["red-4"]], {"blue": ["blue-2"]}, face_up=[["red-8"], []])
    act(state, play("blue-3"))
    assert state.decision["kind"] == "give_oracle"


def test_last_hand_card_played_light_keeps_its_effect() -> None:
    state = arrange([["blue-5"], ["red-2"], ["red-9"]], {"red": ["red-4"]})
    act(state, play("blue-5"), {"type": "take_back", "row": "red"})
    assert state.hands[0] == ["red-4"]  # the hand is refilled


# ---- the colour mapping option ------------------------------------------------------------


@pytest.mark.parametrize(
    ("mapping", "skip_color"), [("red-skip", "red"), ("yellow-skip", "yellow")]
)
def test_colour_to_effect_mapping_is_an_option(mapping: str, skip_color: str) -> None:
    state = arrange(
        [[f"{skip_color}-2", "green-7"], ["red-8"]],
        options={"effect_colors": mapping},
    )
    act(state, play(f"{skip_color}-2"))
    assert last_event(state, "play")["effect"] == "skip_light"
    other = "yellow" if skip_color == "red" else "red"
    assert state.view(0)["table"]["effects"][other]["dark"]["id"] == "random_play"


def test_random_play_comes_back_to_its_creator_and_the_draw_creates_its_effect() -> None:
    state = arrange(
        [["yellow-2", "blue-5", "blue-7"], ["red-3"], ["red-4"]],
        {"red": ["red-5"]},
    )
    act(state, play("yellow-2"))
    assert state.legal_actions() == [{"type": "pass"}]  # seat 1 cannot play: not forced
    act(state, {"type": "pass"}, {"type": "pass"})
    # Nobody else played a card: the obligation waits and falls on seat 0 itself.
    assert state.current_player == 0 and state.random_pending
    assert state.legal_actions() == [{"type": "play_random"}]
    state.rng.seed(seed_drawing(state.hands[0], "blue-5"))
    act(state, {"type": "play_random"})
    # The random blue 5 is light on the blue shrine: its own take-back effect is offered.
    assert last_event(state, "play")["random"] is True
    assert state.decision["kind"] == "take_back" and state.decision["effect"] == "blue light"
    assert {"type": "take_back", "row": "yellow"} in state.legal_actions()


# ---- whose last card is another player's face-up card ----------------------------------


def test_last_card_from_own_face_up_cards_creates_nothing() -> None:
    state = arrange([[], ["red-4"]], {"blue": ["blue-2"]}, face_up=[["blue-3"], []])
    act(state, play("blue-3"))
    assert last_event(state, "play")["outcome"] == "last_card"
    assert state.decision is None


@pytest.mark.parametrize(("option", "outcome"), [(False, "effect"), (True, "last_card")])
def test_another_players_face_up_card_is_not_your_last_card_by_default(
    option: bool, outcome: str
) -> None:
    state = arrange(
        [[], ["red-9"], ["yellow-3"]],
        {"blue": ["blue-2"]},
        face_up=[[], ["blue-3"], []],
        options={"others_face_up_last_card": option, "empty_hand_plays_face_up": True},
    )
    # Seat 0 holds nothing; with the option it may play seat 1's face-up blue 3 (dark).
    act(state, play("blue-3"))
    event = last_event(state, "play")
    assert event["owner"] == 1 and event["side"] == "dark" and event["outcome"] == outcome
    assert (state.decision is not None) is (outcome == "effect")
    if state.decision:  # seat 0 makes the choice of the card it played
        assert state.decision["kind"] == "give_oracle" and state.current_player == 0


# ---- green swaps: what the named player can do ------------------------------------------


def test_green_swap_for_a_named_player_without_cards() -> None:
    state = arrange(
        [["green-4", "red-9"], [], ["blue-2"]], oracle=["red-5", "red-6", "red-7"], deck=[]
    )
    act(state, play("green-4"), {"type": "name_player", "seat": 1})
    # No card to give a player: only the Oracle swap and the renewal are offered.
    assert state.legal_actions() == [
        {"type": "swap_action", "action": "oracle"},
        {"type": "swap_action", "action": "renew"},
    ]
    act(
        state, {"type": "swap_action", "action": "oracle"}, {"type": "oracle_take", "card": "red-6"}
    )
    # Holding only the card just taken, the named player must put it back: nothing changes.
    assert state.legal_actions() == [{"type": "oracle_put", "card": "red-6"}]
    act(state, {"type": "oracle_put", "card": "red-6"})
    assert state.oracle == ["red-5", "red-6", "red-7"] and state.hands[1] == []
    # With an empty Oracle too, renewing is the only swap left: it happens at once.
    bare = arrange([["green-4", "red-9"], [], ["blue-2"]], oracle=[], deck=[])
    act(bare, play("green-4"), {"type": "name_player", "seat": 1})
    assert last_event(bare, "swap_action")["action"] == "renew"
    assert last_event(bare, "oracle_renewed")["revealed"] == []
    assert bare.decision is None and bare.current_player == 1
