"""Suggest a move (issue 31): the move a computer in the seat would make, and its reason in one
sentence from that seat's input alone.

Seeded playouts check at every decision that the suggestion is legal, equals ``choose``, has a
whole sentence for a reason, and that the reason is the same on a state re-dealt from the
seat's view (so it cannot tell a secret); scenarios check concrete sentences.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.engine import GAMES, new_game
from game.engine.common import GameState, Suggestion, choose, reason_for, suggest
from game.engine.silencio.bot import RULES_ONLY

from .test_silencio_helpers import arrange

# (game, level, options, games, decisions per game at most): Silencio's look-ahead costs tens
# of milliseconds a decision, so its rules-only level plays whole games and the default level
# a game's opening; Silex's cunning search likewise plays an opening.
PLAYOUTS: list[tuple[str, str, dict[str, Any], int, int]] = [
    ("silencio", RULES_ONLY, {}, 2, 400),
    ("silencio", "", {}, 1, 10),
    ("silex", "", {}, 3, 400),
    ("silex", "cunning", {}, 1, 12),
    ("silver", "", {"memory": "faithful"}, 2, 600),
    ("silver", "", {"memory": "assist"}, 1, 600),
    ("zilence", "", {}, 2, 200),
    ("zilence", "beginner", {}, 1, 200),
]


def check_decision(state: GameState, game_id: str, seat: int, level: str) -> Suggestion:
    info = GAMES[game_id]
    found = suggest(state, info, seat, level)
    assert found.action in state.actions_for(seat)
    assert found.action == choose(state, info, seat, level)
    assert found.reason.strip() and found.reason.endswith("."), found.reason
    # The same on a table re-dealt from what the seat knows: the reason reads the view only.
    other = state.resample_secrets(seat, random.Random(len(state.history)))
    assert reason_for(other, info, seat, found.action, level) == found.reason
    return found


@pytest.mark.parametrize(("game_id", "level", "options", "games", "most"), PLAYOUTS)
def test_every_decision_has_a_legal_suggestion_with_a_reason_from_the_view(
    game_id: str, level: str, options: dict[str, Any], games: int, most: int
) -> None:
    info = GAMES[game_id]
    kinds: set[str] = set()
    for g in range(games):
        rnd = random.Random(f"{game_id}{level}{g}")
        state = new_game(game_id, rnd.randint(info.min_players, info.max_players), g, options)
        for _ in range(most):
            if state.is_over:
                break
            seat = state.current_player
            assert seat is not None
            found = check_decision(state, game_id, seat, level)
            kinds.add(found.action["type"])
            # Now and then another legal move, so the games meet more kinds of position.
            action = found.action if rnd.random() < 0.8 else rnd.choice(state.actions_for(seat))
            state.apply(action)
    assert kinds


def test_a_game_without_a_reason_gives_the_generic_sentence() -> None:
    from dataclasses import replace

    info = replace(GAMES["silex"], reason=None)
    state = new_game("silex", 2, 3)
    seat = state.current_player
    assert seat is not None
    found = suggest(state, info, seat)
    assert found.reason == "This is the move a computer player would make in your seat."


# ---- Silencio: the row, the card under it, light or dark and what the effect does ----------
def silencio_reason(state: GameState, card: str) -> str:
    return reason_for(state, GAMES["silencio"], 0, {"type": "play", "card": card})


def test_silencio_names_the_row_card_below_and_the_dark_effect() -> None:
    state = arrange([["blue-4", "blue-6", "red-2"], ["green-5", "yellow-7"]], {"blue": ["blue-3"]})
    assert silencio_reason(state, "blue-4") == (
        "The blue 4 goes dark over the blue 3, and you must then give an Oracle card to another "
        "player."
    )
    assert silencio_reason(state, "blue-6") == (
        "The blue 6 goes light over the blue 3, so you may take the last card of another row "
        "back into your hand."
    )
    assert silencio_reason(state, "red-2") == (
        "The red 2 opens its row dark, and the next light effect will be skipped."
    )


def test_silencio_last_card_creates_no_effect() -> None:
    state = arrange([["blue-4"], ["green-5", "yellow-7"]], {"blue": ["blue-3"]})
    assert silencio_reason(state, "blue-4") == (
        "The blue 4 goes dark over the blue 3, and as your last card it creates no effect."
    )


def test_silencio_take_back_says_which_card_it_frees() -> None:
    state = arrange([["blue-5", "red-7"], ["green-5"]], {"blue": ["blue-3", "blue-8"]})
    text = reason_for(state, GAMES["silencio"], 0, {"type": "take_back", "row": "blue"})
    assert text == "Take back the blue 8: your blue 5 can then be played on its row again."


# ---- Silex: the pile and what it beats ------------------------------------------------------
def test_silex_single_play_names_the_pile_and_the_card_it_beats() -> None:
    from game.engine.silex.data import card_name

    info = GAMES["silex"]
    state = new_game("silex", 3, 5)
    for _ in range(300):
        seat = state.current_player
        assert seat is not None
        found = suggest(state, info, seat)
        a = found.action
        if a["type"] == "play" and len(a["cards"]) == 1:
            under = state.view(seat)["table"]["village"][a["pile"]]["top"]
            if under is not None:
                expected = "Play {top} on pile {k}: it beats {under} with one card from your hand."
                assert found.reason == expected.format(
                    top=card_name(a["top"]), k=a["pile"] + 1, under=card_name(under["id"])
                )
                return
        state.apply(a)
    pytest.fail("no single-card play on a covered pile in 300 moves")


# ---- Silver: a glimpsed value is never named under Faithful memory --------------------------
def first_exchange(memory: str, seed: int) -> tuple[GameState, dict[str, Any]] | None:
    """The first decision where seat 0 may exchange its new card for the first card of its
    village, which it viewed at the round's start."""
    info = GAMES["silver"]
    state = new_game("silver", 2, seed, {"memory": memory})
    for _ in range(200):
        seat = state.current_player
        assert seat is not None
        actions = state.actions_for(seat)
        if seat == 0 and state.stage == "peek":
            state.apply({"type": "peek", "slots": [0, 1]})
            continue
        first = state.villages[0][0]
        exchange = {"type": "exchange", "card": first}
        if seat == 0 and exchange in actions and state.decision["source"] == "deck":
            return state, exchange
        state.apply(choose(state, info, seat))
    return None


def test_silver_faithful_never_names_a_glimpsed_value() -> None:
    info = GAMES["silver"]
    for seed in range(20):
        faithful = first_exchange("faithful", seed)
        assist = first_exchange("assist", seed)
        if faithful is None or assist is None:
            continue
        state, action = faithful
        assert 0 in state.seen[action["card"]]  # it was viewed at the round's start
        old = state.val[action["card"]]
        new = state.val[state.hand[0]]
        if old <= new:
            continue
        text = reason_for(state, info, 0, action)
        assert "card 1 of your village" in text and "spot 1" not in text
        assist_text = reason_for(assist[0], info, 0, assist[1])
        assert f"({old}) in spot 1" in assist_text and f"drops by {old - new}" in assist_text
        return
    pytest.fail("no position found")


# ---- Zilence: the timer, and what the eyes saw on the path taken ----------------------------
def test_zilence_reasons_name_the_timer_and_the_path_taken() -> None:
    info = GAMES["zilence"]
    state = new_game("zilence", 3, 4)
    seat = state.current_player
    assert seat is not None
    assert suggest(state, info, seat).reason == (
        "Start the timer when everyone at the table is ready: the symbol is revealed then."
    )
    state.apply({"type": "start_timer"})
    for _ in range(3):
        seat = state.current_player
        assert seat is not None
        found = suggest(state, info, seat)
        assert f"the {found.action['color']} path" in found.reason
        state.apply(found.action)


def test_reasons_follow_the_language() -> None:
    from game import i18n

    state = arrange([["blue-4", "red-7"], ["green-5", "yellow-7"]], {"blue": ["blue-3"]})
    i18n.set_language("de")
    try:
        text = silencio_reason(state, "blue-4")
    finally:
        i18n.set_language("en")
    assert text.startswith("Die blaue 4 kommt dunkel auf die blaue 3")
