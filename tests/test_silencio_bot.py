"""The computer teammate: legal, quick, ends games, and plays like a sensible beginner."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from game.engine import GAMES, new_game
from game.engine.common import bot_input
from game.engine.silencio import lookahead
from game.engine.silencio.bench import average_cards_left, play_bot_game
from game.engine.silencio.bot import RULES_ONLY, bot

from .test_silencio_helpers import act, arrange, play

VARIANTS = [
    {},
    {"tavern": True},
    {"unlit_shrines": "all"},
    {"effect_colors": "yellow-skip", "player_table": "B"},
    {"swap_chooser": "active", "face_up_in_swaps": False, "empty_hand_plays_face_up": False},
    {"shrine_needs_play": False, "tavern": True, "tavern_when_passing": False},
]


def bot_game(players: int, seed: int, options: dict):
    """An all-bot game; every choice is checked legal. The bot gets plain data only."""
    state = new_game("silencio", players, seed=seed, options=options)
    rng = random.Random(seed)
    while not state.is_over:
        ctx = bot_input(state, state.current_player, rng)
        ctx.view = json.loads(json.dumps(ctx.view))
        action = bot(ctx)
        assert state.is_legal(action), f"bot chose an illegal {action}"
        state.apply(action)
        state.check_invariants()
    return state


@pytest.fixture
def light_look_ahead(monkeypatch):
    """The look-ahead at an eighth of its effort (2 samples, 1,500 nodes a decision, 12 pairs
    at most, in the same proportions): the same code, both rounds of its search included, about
    ten times quicker. For tests of what the bot may choose and where games go, which no budget
    changes; its strength is measured at the full effort (test_bot_search.py)."""
    monkeypatch.setattr(lookahead, "SAMPLES", 2)
    monkeypatch.setattr(lookahead, "DECISION_NODES", lookahead.DECISION_NODES // 8)
    monkeypatch.setattr(lookahead, "MAX_PAIRS", lookahead.MAX_PAIRS // 8)


@pytest.mark.parametrize("options", VARIANTS)
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.usefixtures("light_look_ahead")
def test_bot_only_returns_legal_actions_and_games_end(players: int, options: dict) -> None:
    for seed in range(6):
        state = bot_game(players, seed, options)
        assert state.is_over and state.legal_actions() == []


def test_bot_is_registered_with_the_game() -> None:
    assert GAMES["silencio"].bot is bot


def test_each_computer_seat_may_take_the_start_card_for_itself() -> None:
    state = new_game("silencio", 4, seed=1)
    for seat in range(4):  # any seat may grab it (an ANYONE moment); a bot grabs for itself
        assert bot(bot_input(state, seat, random.Random(seat))) == {
            "type": "take_start",
            "seat": seat,
        }


def test_bot_prefers_a_light_play_to_a_harmful_dark_effect() -> None:
    state = arrange(
        [["blue-3", "red-3", "green-9"], ["yellow-4"], ["green-7"]], {"blue": ["blue-2"]}
    )
    assert bot(bot_input(state, 0, random.Random(0))) == play("red-3")


def test_bot_plays_the_card_that_skips_fewest_ranks() -> None:
    state = arrange([["red-4", "red-9", "green-9"], ["yellow-4"], ["green-7"]], {"red": ["red-2"]})
    assert bot(bot_input(state, 0, random.Random(0))) == play("red-4")


def test_bot_takes_back_a_card_to_rescue_its_stuck_card() -> None:
    state = arrange(
        [["red-4", "yellow-9"], ["red-2", "blue-3", "green-8"], ["blue-4", "yellow-6"]],
        lit=False,
    )
    act(state, play("red-4"), {"type": "decline"}, play("blue-3"))
    assert bot(bot_input(state, 1, random.Random(0))) == {
        "type": "take_back",
        "row": "red",
    }


def test_bot_uses_the_blue_shrine_to_rescue_a_stuck_card() -> None:
    state = arrange(
        [["red-3", "yellow-9"], ["green-4"], ["green-6"]], {"red": ["red-2", "red-6"]}, lit=True
    )
    choice = bot(bot_input(state, 0, random.Random(0)))
    assert choice == {"type": "take_shrine", "shrine": "blue"}


def test_bot_keeps_shrines_when_they_do_not_help() -> None:
    state = arrange([["red-3", "yellow-9"], ["green-4"], ["green-6"]], lit=True)
    assert bot(bot_input(state, 0, random.Random(0)))["type"] == "play"


def test_bot_gives_the_oracle_card_to_an_empty_hand() -> None:
    state = arrange(
        [["blue-3", "red-9"], ["yellow-4", "yellow-7"], []],
        {"blue": ["blue-2"]},
        oracle=["green-3", "red-5", "yellow-2"],
    )
    act(state, play("blue-3"))
    choice = bot(bot_input(state, 0, random.Random(0)))
    assert choice["type"] == "give_oracle" and choice["to"] == 2


def test_bot_plays_far_better_than_random_moves() -> None:
    def random_game(seed: int) -> int:
        state = new_game("silencio", 3, seed=seed)
        rnd = random.Random(seed)
        while not state.is_over:
            state.apply(rnd.choice(state.legal_actions()))
        return state.result()["team"]["cards_left"]

    # The rules alone (the look-ahead team beats them: test_bot_search.py).
    games = 60
    randomly = sum(random_game(s) for s in range(games)) / games
    assert average_cards_left(3, games, level=RULES_ONLY) < randomly - 2


@pytest.mark.usefixtures("light_look_ahead")
def test_bench_is_deterministic_and_plays_whole_games() -> None:
    assert average_cards_left(2, 5, seed=3) == average_cards_left(2, 5, seed=3)
    state = play_bot_game(2, 3)
    assert state.is_over and state.events[-1]["type"] == "game_over"


def test_bot_uses_a_swap_shrine_to_trade_a_stuck_card_for_a_useful_oracle_card() -> None:
    state = arrange(
        [["red-3", "yellow-9"], ["green-4"], ["yellow-6"]],
        {"red": ["red-2", "red-6"], "green": ["green-5"]},
        oracle=["green-6", "green-7", "blue-9"],
        lit=True,
    )
    state.lit["blue"] = state.lit["large"] = False  # no take-back shrine to rescue the red 3
    rng = random.Random(0)
    choice = bot(bot_input(state, 0, rng))
    assert choice == {"type": "take_shrine", "shrine": "green"}
    act(state, choice)
    while state.decision is not None:  # it names itself and swaps with the Oracle
        assert state.current_player == 0
        act(state, bot(bot_input(state, 0, rng)))
    assert "red-3" in state.oracle and "green-7" in state.hands[0]
    assert "red-3" not in state.hands[0]


def test_bot_weighs_a_skipped_unseen_card_by_the_chance_a_teammate_holds_it() -> None:
    # Jumping the red 4 over an unseen red 3: if the deck is empty, a teammate surely holds
    # it, so the bot prefers the dark yellow 2 (a random play) to losing it.
    hands = [["red-4", "yellow-2", "green-9"], ["blue-5", "red-3"], ["green-6"]]
    sure = arrange(hands, deck=[], oracle=["blue-2", "blue-3", "blue-4"])
    assert bot(bot_input(sure, 0, random.Random(0))) == play("yellow-2")
    # With most unseen cards still in the deck, the red 3 is probably there: the light red 4
    # is then the better play.
    likely_deck = arrange(hands, oracle=["blue-2", "blue-3", "blue-4"])
    assert len(likely_deck.deck) > 20
    assert bot(bot_input(likely_deck, 0, random.Random(0))) == play("red-4")


SAME_GAMES = """
import json
from game.engine.silencio.bench import play_bot_game
from game.engine.silencio.bot import RULES_ONLY
print(json.dumps([play_bot_game(2, seed, level=RULES_ONLY).events_for(0) for seed in range(40)]))
"""


def test_the_same_deal_plays_the_same_in_every_process() -> None:
    """Equal choices break the same way whatever the process's string hashing: a replay, a
    test or a bench figure does not depend on the run (an Oracle card chosen from a set
    once did)."""
    root = Path(__file__).resolve().parents[1]
    runs = []
    for hash_seed in ("0", "2"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed, PYTHONPATH=str(root))
        done = subprocess.run(
            [sys.executable, "-c", SAME_GAMES], env=env, capture_output=True, text=True, check=True
        )
        runs.append(json.loads(done.stdout))
    assert runs[0] == runs[1]


@pytest.mark.parametrize("dark", ["green-2", "yellow-2"])
def test_an_opening_dark_2_is_what_the_rules_text_says_of_the_computers(dark: str) -> None:
    """The issue's openings: every row empty, a green or yellow 2 beside light plays that each
    jump over several ranks someone may hold. The computer's rules open with the dark 2 (the
    green lock, the blind draw), and the rules screen says exactly that, so a player is not
    told they avoid it."""
    color = dark.split("-")[0]
    other = "yellow" if color == "green" else "green"
    hands = [
        [dark, "red-6", "blue-8", f"{other}-9", f"{other}-7", "red-9"],
        [f"{color}-4", f"{color}-5", "red-3", "blue-4", f"{other}-5", "blue-6"],
        ["red-4", "red-5", "blue-3", f"{color}-3", f"{other}-4", f"{other}-3"],
    ]
    state = arrange(hands, lit=True)
    assert bot(bot_input(state, 0, random.Random(0), level=RULES_ONLY)) == play(dark)
    rules = (Path(__file__).resolve().parents[1] / "assets/rules/silencio.txt").read_text(
        encoding="utf-8"
    )
    assert "they often open with a dark 2: a green 2 that locks green" in rules
    assert "a yellow 2 that makes the next player draw blind" in rules
    assert "They avoid dark effects" not in rules
