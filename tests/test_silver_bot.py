"""Silver's computer player: legal, decided from its own knowledge only, better than random,
and better with a better memory."""

from __future__ import annotations

import random

from game.engine import GAMES, new_game
from game.engine.common import bot_input
from game.engine.silver import bench
from game.engine.silver.bot import LEVELS, bot, remembered


def test_registered_with_levels() -> None:
    info = GAMES["silver"]
    assert info.bot is bot and info.bot_levels == LEVELS == ("forgetful", "good", "perfect")
    assert info.default_bot_level in LEVELS and info.moments == ("turn",)


def test_bot_plays_whole_games_legally_at_every_level_and_count() -> None:
    for players in (2, 3, 4):
        for level in LEVELS:
            state = new_game("silver", players, seed=players * 10 + len(level))
            rng = random.Random(players)
            steps = 0
            while not state.is_over:
                seat = state.current_player
                action = bot(bot_input(state, seat, rng, level))
                assert state.is_legal(action)
                state.apply(action)
                steps += 1
            assert steps < 2000


def test_bot_decides_the_same_on_states_it_cannot_tell_apart() -> None:
    """Equal inputs built on the true state and on re-dealt ones give the same action."""
    rnd = random.Random(3)
    state = new_game("silver", 3, seed=3)
    checked = 0
    while not state.is_over:
        seat = state.current_player
        if len(state.legal_actions()) > 1 and rnd.random() < 0.3:
            other = state.resample_secrets(seat, random.Random(rnd.getrandbits(32)))
            for level in LEVELS:
                a = bot(bot_input(state, seat, random.Random(5), level))
                b = bot(bot_input(other, seat, random.Random(5), level))
                assert a == b
            checked += 1
        state.apply(bot(bot_input(state, seat, rnd, "good")))
    assert checked > 20


def test_memory_fades_by_level() -> None:
    state = new_game("silver", 3, seed=6)
    rng = random.Random(6)
    while state.stage in ("peek", "turn") and len(state.events) < 90:
        seat = state.current_player
        state.apply(bot(bot_input(state, seat, rng, "perfect")))
    ctx = {level: bot_input(state, 0, rng, level) for level in LEVELS}
    sizes = [len(remembered(ctx[level])) for level in LEVELS]
    assert sizes[0] <= sizes[1] <= sizes[2] and sizes[2] > sizes[0]


def test_every_level_beats_random_play() -> None:
    for level in LEVELS:
        r = bench.match(level, bench.RANDOM, 9, seed=100)
        assert r["tested"] * 3 < r["others"] and r["wins"] >= 0.8


def test_perfect_memory_beats_forgetful() -> None:
    r = bench.match("perfect", "forgetful", 30, seed=200)
    assert r["tested"] < r["others"] and r["wins"] > 1 / 3
