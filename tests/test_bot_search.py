"""Searching computer players: the Silencio solver's lines are real, the team decides from its
own input only, and the levels are ordered on fixed seeds (intervals that exclude a tie)."""

from __future__ import annotations

import json
import math
import random

from game.bench_bots import best_picks, chance_of_best, zilence_rounds
from game.engine import new_game
from game.engine.common import BotInput, bot_input
from game.engine.silencio import DEFAULT_OPTIONS, SilencioState, lookahead
from game.engine.silencio.bot import RULES_ONLY, bot
from game.engine.silencio.solver import Model, solve_deal


def replay(players: int, seed: int, nodes: int) -> tuple[int, int]:
    state = SilencioState(players, seed, dict(DEFAULT_OPTIONS))
    model = Model(state.clone())
    found = model.solve(nodes)
    for move in found.line:
        state.apply(model.action(move))
    assert state.is_over
    return found.cards_left, state.result()["team"]["cards_left"]


def test_the_solvers_best_line_replays_in_the_engine_to_the_same_count() -> None:
    for players, seed in [(2, 0), (2, 1), (2, 2), (3, 0), (3, 1), (4, 0)]:
        claimed, actual = replay(players, seed, 3000)
        assert claimed == actual


def test_the_solver_finds_perfect_deals_and_settles_them() -> None:
    found = [solve_deal(2, seed, 5000) for seed in range(10)]
    perfect = [f for f in found if f.cards_left == 0]
    assert len(perfect) >= 5  # two players: most deals can be played out
    assert all(f.settled for f in perfect)
    assert all(f.cards_left >= 0 for f in found)


def team_position(seed: int) -> tuple[SilencioState, int]:
    """A turn's start in a 3-player game, a few turns in, with several plays to choose from."""
    state = new_game("silencio", 3, seed=seed)
    rng = random.Random(seed)
    while True:
        seat = state.current_player
        ctx = bot_input(state, seat, rng, RULES_ONLY)
        plays = [a for a in ctx.actions if a["type"] == "play"]
        if state.phase == "play" and len(state.events) > 12 and len(plays) >= 2:
            return state, seat
        state.apply(bot(ctx))


def test_look_ahead_searches_only_states_from_ctx_sample(monkeypatch) -> None:
    state, seat = team_position(3)
    sampled: list[object] = []
    built: list[object] = []
    real_model = lookahead.Model

    def spy_model(s):
        built.append(s)
        return real_model(s)

    def sample():
        other = state.resample_secrets(seat, random.Random(len(sampled)))
        sampled.append(other)
        return other

    monkeypatch.setattr(lookahead, "Model", spy_model)
    view = json.loads(json.dumps(state.view(seat)))  # plain data only
    ctx = BotInput(seat, view, state.actions_for(seat), random.Random(1), [], sample)
    assert bot(ctx) in state.actions_for(seat)
    assert built and all(any(b is s for s in sampled) for b in built)
    assert all(b is not state for b in built)


def test_the_team_decides_the_same_whatever_the_hidden_cards_really_are() -> None:
    """Two true states that differ only in what the seat may not know (others' hands, the
    deck) and the same input give the same decision: a bot reading the state would differ."""
    for seed in range(4):
        state, seat = team_position(seed)
        other = state.resample_secrets(seat, random.Random(99))
        assert other.view(seat) == state.view(seat)
        decoy = state.resample_secrets(seat, random.Random(7))

        assert decide(state, seat, decoy) == decide(other, seat, decoy)


def decide(truth: SilencioState, seat: int, decoy: SilencioState) -> dict:
    """The team's choice from ``truth``'s input, its samples re-dealt from ``decoy``."""
    samples = random.Random(6)
    ctx = BotInput(
        seat,
        truth.view(seat),
        truth.actions_for(seat),
        random.Random(5),
        truth.events_for(seat),
        lambda: decoy.resample_secrets(seat, samples),
    )
    return bot(ctx)


def test_the_team_with_look_ahead_keeps_fewer_cards_than_the_rules_alone() -> None:
    # Paired on the same deals (3 players): the mean difference and its 95% interval.
    games = 48
    diffs = [_cards_left(seed, RULES_ONLY) - _cards_left(seed, "") for seed in range(games)]
    mean = sum(diffs) / games
    sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (games - 1))
    assert mean - 1.96 * sd / math.sqrt(games) > 0


def _cards_left(seed: int, level: str) -> int:
    state = SilencioState(3, seed, dict(DEFAULT_OPTIONS))
    rng = random.Random(seed ^ 0x5111E)
    while not state.is_over:
        state.apply(bot(bot_input(state, state.current_player, rng, level)))
    return state.result()["team"]["cards_left"]


def test_zilence_beginner_beats_chance_and_trails_casual() -> None:
    """Best picks at 20 s on fixed rounds: chance < beginner < casual, each gap beyond its 95%
    interval (difference of two shares)."""
    rounds = zilence_rounds(200)
    chance = chance_of_best(rounds)
    hits, n = best_picks(rounds, "beginner", 20)
    beginner = hits / n
    casual_hits, casual_n = best_picks(rounds, "casual", 20)
    casual = casual_hits / casual_n
    assert beginner - 1.96 * math.sqrt(beginner * (1 - beginner) / n) > chance
    spread = math.sqrt(beginner * (1 - beginner) / n + casual * (1 - casual) / casual_n)
    assert casual - beginner > 1.96 * spread
    slow_hits, _ = best_picks(rounds, "beginner", 10)
    assert slow_hits < hits  # more time, better picks
