"""Views leak nothing and say enough; every log event reads as a sentence; refusals explain."""

from __future__ import annotations

import json
import random

import pytest

from game.engine import GAMES, new_game
from game.engine.silencio.describe import describe

from .test_silencio_helpers import act, arrange, play

NAMES = ["Ana", "Ben", "Cleo", "Dan"]


def test_a_seat_knows_where_a_card_it_passed_went() -> None:
    """resample_secrets keeps what a seat knows: the card it passed stays with the receiver."""
    state = new_game("silencio", 3, seed=2)
    state.apply({"type": "take_start", "seat": 0})
    passed = state.hands[0][0]
    state.apply({"type": "pass_card", "card": passed})
    for k in range(20):
        other = state.resample_secrets(0, random.Random(k))
        assert passed in other.hands[1]
        assert other.view(0) == state.view(0)
    moved = {
        state.resample_secrets(2, random.Random(k)).hands[1] == state.hands[1] for k in range(20)
    }
    assert False in moved  # seat 2 saw nothing: seat 1's hand is dealt anew for it


def test_a_view_shows_its_own_hand_and_no_other() -> None:
    state = arrange([["red-4", "blue-5"], ["red-6"], ["green-7"]])
    before = state.view(0)
    state.hands[0], state.hands[1] = ["red-6", "blue-5"], ["red-4"]
    assert state.view(0) != before
    assert [e["card"] for e in state.view(2)["table"]["hand"]] == ["green-7"]
    assert "red-4" not in json.dumps(state.view(2)) and "red-6" not in json.dumps(state.view(2))


def test_view_is_plain_json_with_everything_the_ui_draws() -> None:
    state = arrange(
        [["blue-3", "red-8"], ["yellow-4"], ["green-9"]],
        {"blue": ["blue-2"], "red": ["red-2", "red-5"]},
        oracle=["green-3", "yellow-9", "red-10"],
        face_up=[[], [], ["yellow-7"]],
        lit=True,
    )
    act(state, play("blue-3"))
    envelope = state.view(0)
    assert json.loads(json.dumps(envelope)) == envelope
    assert envelope["phase"] == "play" and envelope["current_player"] == 0
    assert envelope["moment"] == "turn" and envelope["actors"] == [0]
    assert envelope["prompt"] == {
        "kind": "give_oracle",
        "seat": 0,
        "effect": "blue dark",
        "color": "blue",
        "text": "Blue dark effect: give one Oracle card to another player.",
    }
    view = envelope["table"]
    assert view["hand"] == [
        {
            "card": "red-8",
            "color": "red",
            "rank": 8,
            "playable": False,
            "why": "First finish the blue dark effect.",
            "would_be": "light",
        }
    ]
    rows = {r["color"]: r for r in view["rows"]}
    assert [(c["card"], c["side"]) for c in rows["red"]["cards"]] == [
        ("red-2", "dark"),
        ("red-5", "light"),
    ]
    assert rows["blue"]["cards"][-1]["side"] == "dark" and rows["blue"]["top"] == 3
    assert [o["card"] for o in view["oracle"]] == ["green-3", "yellow-9", "red-10"]
    assert view["players"][2]["face_up"][0]["card"] == "yellow-7"
    assert [p["hidden_count"] for p in view["players"]] == [1, 1, 1]
    assert [p["held"] for p in view["players"]] == [1, 1, 2]
    assert view["deck_count"] == len(state.deck)
    assert all(s["lit"] for s in view["shrines"])
    assert view["modifiers"] == []
    assert view["tavern"]["enabled"] is False
    other = state.view(1)
    # Everyone sees whose decision it is and about what; only the decider gets the words.
    assert other["prompt"] == {
        "kind": "give_oracle",
        "seat": 0,
        "effect": "blue dark",
        "color": "blue",
        "text": "",
    }
    assert other["actions"] == []
    assert other["table"]["hand"][0]["why"] == "Wait for your turn."


def test_modifiers_are_listed_with_readable_text() -> None:
    state = arrange([["red-2", "red-8"], ["green-2", "green-8"]], oracle=["blue-2", "blue-3"])
    state.skip_dark = state.must_green = state.random_pending = True
    texts = {m["kind"]: m["text"] for m in state.view(1)["table"]["modifiers"]}
    assert texts["must_green"] == "The next card played must be green."
    assert "dark effect" in texts["skip_dark"]
    assert "at random" in texts["random_play"]


def test_result_is_in_the_view_once_over() -> None:
    state = arrange([["red-5"], ["red-7"]], {"red": ["red-3"]})
    assert state.view(0)["result"] is None
    act(state, play("red-5"), {"type": "decline"}, play("red-7"), {"type": "decline"})
    assert state.view(1)["result"]["team"]["band"] == "perfect"
    assert state.view(1)["current_player"] is None


# ---- the log -----------------------------------------------------------------------------

EVENT_TYPES = {
    "passed_card",
    "received_card",
    "random_miss",
    "setup",
    "take_start",
    "pass_card",
    "passing_done",
    "play",
    "random_draw",
    "pass",
    "take_shrine",
    "modifier",
    "fizzle",
    "decline",
    "take_back",
    "face_up",
    "give_oracle",
    "swap_named",
    "swap_action",
    "swap_give",
    "swap_return",
    "oracle_take",
    "oracle_put",
    "oracle_renewed",
    "tavern_opens",
    "tavern",
    "game_over",
}


def test_every_event_type_reads_as_one_sentence() -> None:
    seen: set[str] = set()
    for seed in range(150):
        players = 2 + seed % 3
        state = new_game("silencio", players, seed=seed, options={"tavern": True})
        rnd = random.Random(seed)
        while not state.is_over:
            state.apply(rnd.choice(state.legal_actions()))
        private = [e for seat in range(players) for e in state.private[seat]]
        for event in state.events + private:
            json.dumps(event)
            sentence = describe(event, NAMES[:players])
            assert sentence and sentence[0].isupper() and sentence.rstrip('"').endswith(".")
            assert "Someone" not in sentence and "_" not in sentence
            seen.add(event["type"])
    assert seen == EVENT_TYPES


def test_sentences_name_the_seats() -> None:
    state = arrange(
        [["blue-3", "red-8"], ["yellow-4"]], {"blue": ["blue-2"]}, oracle=["green-3", "red-6"]
    )
    act(state, play("blue-3"))
    assert describe(state.events[-1], ["Ana", "Ben"]) == (
        "Ana plays the blue 3 (dark): Ana must give an Oracle card to another player."
    )
    act(state, {"type": "give_oracle", "card": "red-6", "to": 1})
    text = describe(state.events[-1], ["Ana", "Ben"])
    assert text.startswith("Ana gives the Oracle's red 6 to Ben.")


def test_hidden_cards_never_reach_the_log() -> None:
    state = new_game("silencio", 3, seed=8)
    act(state, {"type": "take_start", "seat": 0})
    passed = []
    for _ in range(3):
        card = state.legal_actions()[0]["card"]
        passed.append(card)
        act(state, {"type": "pass_card", "card": card})
    text = json.dumps(state.events[1:])
    assert all(card not in text for card in passed)


# ---- refusals ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "action", [{}, {"type": "no-such-move"}, {"type": "play"}, {"type": "play", "card": 7}, "x"]
)
def test_foreign_actions_get_a_readable_refusal(action) -> None:
    state = arrange([["red-4", "blue-5"], ["red-6"], ["green-7"]])
    message = state.explain_illegal(action)
    assert message and message.endswith(".")


def test_refusals_in_each_phase() -> None:
    state = new_game("silencio", 2, seed=3)
    assert "start-player card" in state.explain_illegal({"type": "pass"})
    act(state, {"type": "take_start", "seat": 1})
    assert "passes one card" in state.explain_illegal(play("red-2"))
    lost = arrange([["red-4", "blue-5"], ["red-6"], ["green-7"]])
    assert "not in your hand" in lost.explain_illegal(play("red-6"))
    assert "not used with 3 players" in lost.explain_illegal(play("red-13"))


def test_describe_is_registered_with_the_game() -> None:
    assert GAMES["silencio"].describe is describe
