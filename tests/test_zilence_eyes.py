"""Zilence: computer players with human eyes (game.engine.zilence.eyes)."""

from __future__ import annotations

import copy
import random

import pytest

from game.engine import new_game
from game.engine.common.bots import BotInput
from game.engine.zilence import difficulty, eyes
from game.engine.zilence.bench import level_figures, play_levels
from game.engine.zilence.decks import find
from game.engine.zilence.layout import random_layout
from game.engine.zilence.state import board
from game.engine.zilence.walk import symbol_routes


def no_sample():
    raise AssertionError("the eyes bot must not sample hidden states")


def ctx_for(state, seat, level, rng):
    """What the table hands the bot: its own view, no way to see hidden states."""
    return BotInput(seat, state.view(seat), state.actions_for(seat), rng, [], no_sample, level)


def test_levels_are_data_from_slow_to_fast():
    assert eyes.LEVEL_NAMES == ("beginner", "casual", "good", "expert")
    speeds = [lv.speed for lv in eyes.LEVELS]
    assert speeds == sorted(speeds)
    assert [lv.slip for lv in eyes.LEVELS] == sorted((lv.slip for lv in eyes.LEVELS), reverse=True)
    assert [lv.miss for lv in eyes.LEVELS] == sorted((lv.miss for lv in eyes.LEVELS), reverse=True)


def read_all_share(level: str, seconds: float, rounds: int = 200) -> float:
    """How often a seat of ``level`` reads all three routes to their ends in ``seconds``."""
    b = board()
    rng = random.Random(1)
    lv = eyes.level_of(level)
    done = 0
    for _ in range(rounds):
        layout = random_layout(b, rng)
        symbol = rng.choice(b.catalogue.symbol_ids)
        budget = lv.speed * seconds
        finished = 0
        for fig in difficulty.symbol_figures(b, layout, symbol).values():
            seen, budget = eyes.look(b, fig, budget, lv, rng)
            finished += seen.finished
        done += finished == 3
    return done / rounds


def test_even_an_expert_cannot_read_everything_in_10_seconds():
    assert read_all_share("expert", 10) < 0.35
    assert read_all_share("expert", 30) > read_all_share("expert", 10)
    assert read_all_share("beginner", 20) < read_all_share("expert", 20)


@pytest.mark.parametrize("level", eyes.LEVEL_NAMES)
def test_picks_only_legal_actions_from_ctx_alone(level):
    s = new_game("zilence", 3, seed=11)
    rng = random.Random(2)
    while not s.is_over:
        seat = s.current_player
        ctx = ctx_for(s, seat, level, rng)
        before = copy.deepcopy(ctx.view)
        action = eyes.bot(ctx)
        assert action in s.actions_for(seat)
        assert ctx.view == before  # it does not write into what it was given
        s.apply(action)


def test_decision_depends_only_on_ctx_not_on_hidden_state():
    s = new_game("zilence", 2, seed=12)
    s.apply({"type": "start_timer"})
    seat = s.current_player
    a = eyes.bot(ctx_for(s, seat, "good", random.Random(7)))
    ctx = ctx_for(s, seat, "good", random.Random(7))
    for deck in s.decks:  # change what no seat can see: the deck order
        deck.reverse()
    s.rng.seed(999)
    assert eyes.bot(ctx) == a


def test_an_expert_with_time_mostly_finds_the_best_route_a_beginner_less_often():
    b = board()

    def best_share(level: str) -> float:
        hits = n = 0
        for seed in range(25):
            s = new_game("zilence", 2, seed=seed)
            s.apply({"type": "start_timer"})
            seat = s.current_player
            view = s.view(seat)["table"]
            routes = symbol_routes(b, tuple(view["layout"]), view["symbol"])
            score = {c: len(find(view["my_face_up"], r.items)) for c, r in routes.items()}
            for k in range(4):
                pick = eyes.bot(ctx_for(s, seat, level, random.Random(seed * 10 + k)))["color"]
                hits += score[pick] == max(score.values())
                n += 1
        return hits / n

    assert best_share("expert") > best_share("beginner") + 0.1


def test_levels_are_ordered_in_skill_over_seeded_games():
    figs = level_figures(games=16, seed=3)
    rounds = [figs[lv][0] for lv in eyes.LEVEL_NAMES]
    wins = [figs[lv][1] for lv in eyes.LEVEL_NAMES]
    assert rounds[0] > rounds[-1] + 1.0  # a beginner pair takes clearly longer than experts
    assert rounds == sorted(rounds, reverse=True) or rounds[0] > rounds[1] > rounds[-1]
    assert wins[-1] > wins[0]
    assert play_levels(["expert", "beginner"], 1)["details"]["rounds"] >= 4
