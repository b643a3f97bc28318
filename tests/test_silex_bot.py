"""The Silex computer player: from its own view and log, better than random play."""

from __future__ import annotations

import random

import pytest

from game.engine import GAMES, new_game
from game.engine.common import bot_input
from game.engine.silex import search
from game.engine.silex.bench import against_random, figures
from game.engine.silex.bot import bot

from .silex_helpers import act, arrange, play


def test_beats_random_play_clearly() -> None:
    r = against_random(45, seed=100)
    assert r["bot_score"] < r["random_score"] * 0.6
    assert r["win_share"] > 2 * r["fair_share"]


def test_bench_figures_shape() -> None:
    assert GAMES["silex"].bot is bot
    assert GAMES["silex"].bot_levels == ("forgetful", "sharp", "cunning")
    lines = figures(quick=True)
    assert len(lines) == 2 and all(isinstance(v, str) for v in lines.values())


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("doubles", [False, True])
def test_bot_games_end_with_legal_moves(players: int, doubles: bool) -> None:
    for seed in range(3):
        state = new_game("silex", players, seed=seed, options={"expert_doubles": doubles})
        rng = random.Random(seed)
        steps = 0
        while not state.is_over:
            seat = state.current_player
            action = bot(bot_input(state, seat, rng, "sharp" if seat % 2 else "forgetful"))
            assert state.is_legal(action)
            state.apply(action)
            steps += 1
            assert steps < 3000
        assert len(state.result()["scores"]) == players


def test_same_action_from_equal_inputs_on_resampled_states() -> None:
    state = new_game("silex", 4, seed=8)
    rng = random.Random(8)
    checked = 0
    while not state.is_over and checked < 120:
        seat = state.current_player
        other = state.resample_secrets(seat, random.Random(checked))
        a = bot(bot_input(state, seat, random.Random(checked)))
        b = bot(bot_input(other, seat, random.Random(checked)))
        assert a == b
        checked += 1
        state.apply(bot(bot_input(state, seat, rng)))


def _decide(state, seat=None):
    seat = state.current_player if seat is None else seat
    return bot(bot_input(state, seat, random.Random(0)))


def test_bot_passes_a_discovery_with_url() -> None:
    hands = {0: ["url-6", "discovery-2", "blog-1"], 1: ["web-1"], 2: ["web-2"]}
    s = arrange(hands=hands, piles=[["neighbour-8"], ["neighbour-7"], ["neighbour-6"]])
    choice = _decide(s)
    assert choice["top"] == "url-6", "the Url top is kept for the Discovery"
    act(s, choice)
    act(s, _decide(s))
    assert s.url is not None
    assert _decide(s) == {"type": "url_give", "card": "discovery-2"}


def test_bot_puts_a_discovery_back_with_blog() -> None:
    hands = {0: ["blog-6", "discovery-2"]}
    s = arrange(hands=hands, piles=[["neighbour-8"], ["neighbour-7"], ["neighbour-6"]])
    act(s, play(["blog-6"], "blog-6", 0))
    assert _decide(s) == {"type": "blog", "card": "discovery-2"}


def test_bot_gives_a_discovery_to_web() -> None:
    hands = {0: ["web-6"], 1: ["blog-5", "discovery-2", "url-1"]}
    s = arrange(hands=hands, piles=[["neighbour-8"], ["neighbour-7"], ["neighbour-6"]])
    act(s, play(["web-6"], "web-6", 0), {"type": "web", "target": 1})
    assert _decide(s) == {"type": "web_give", "card": "discovery-2"}


def test_bot_searches_when_stuck_and_plays_few_cards() -> None:
    s = arrange(hands={0: ["blog-1"]}, piles=[["neighbour-1"], ["neighbour-2"], ["neighbour-3"]])
    assert _decide(s) == {"type": "search", "count": 2}
    s = arrange(
        hands={0: ["blog-1", "url-2", "web-6"]},
        piles=[["neighbour-4"], ["neighbour-2"], ["neighbour-3"]],
    )
    assert _decide(s)["cards"] == ["web-6"]


def test_bot_blocks_the_next_player() -> None:
    # Pile 0 shows 1: covering it with the 5 raises the lowest pile the next player must beat.
    s = arrange(
        hands={0: ["blog-5", "url-5", "web-2"]},
        piles=[["neighbour-8"], ["neighbour-2"], ["neighbour-3"]],
    )
    assert _decide(s)["pile"] == 0


def test_bot_remembers_put_back_spots() -> None:
    s = arrange(
        hands={0: ["blog-6", "discovery-2"], 1: ["url-1"]},
        piles=[["neighbour-8"], ["neighbour-7"], ["neighbour-6"]],
        spread=["web-1", "web-2"],
    )
    act(s, play(["blog-6"], "blog-6", 0), {"type": "blog", "card": "discovery-2"})
    marked = s.spots[-1]["spot"]
    act(s, {"type": "draw", "spot": 0}, {"type": "draw", "spot": 1})
    # Seat 1 cannot beat anything and searches: it avoids the spot seat 0 put back.
    act(s, {"type": "search", "count": 1})
    picks = {bot(bot_input(s, 1, random.Random(k), "sharp"))["spot"] for k in range(30)}
    assert marked not in picks and len(picks) > 1
    forgetful = {bot(bot_input(s, 1, random.Random(k), "forgetful"))["spot"] for k in range(60)}
    assert marked in forgetful


@pytest.mark.parametrize("players", [3, 4])
def test_cunning_seats_play_whole_games_legally(players: int, monkeypatch) -> None:
    monkeypatch.setattr(search, "STEPS", 200)  # a short look suffices for legality
    state = new_game("silex", players, seed=players, options={"expert_doubles": True})
    rng = random.Random(players)
    while not state.is_over:
        seat = state.current_player
        action = bot(bot_input(state, seat, rng, "cunning" if seat < 2 else "sharp"))
        assert state.is_legal(action)
        state.apply(action)
    assert len(state.result()["scores"]) == players
