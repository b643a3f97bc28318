"""The generic contract checks every game must pass (shared/ENGINE.md).

``check_invariants()`` (the base class's, which calls the game's own) runs after every step;
in deep playouts the save round trip, refusals of illegal and malformed actions, and the
leak test on ``resample_secrets`` run too.
"""

from __future__ import annotations

import contextlib
import json
import random
from typing import Any

import pytest

from game.engine.common import GameInfo, GameState, IllegalAction, load_game, new_game

MAX_STEPS = 5000
FOREIGN_ACTIONS: list[dict[str, Any]] = [{"type": "no-such-move"}, {}, {"type": "play"}]
RESAMPLES = 2


def checkpoint(step: int) -> bool:
    """Steps at which the costly checks run: below 10 and at powers of two."""
    return step < 10 or step & (step - 1) == 0


def random_playout(
    info: GameInfo,
    seed: int,
    *,
    players: int | None = None,
    options: dict[str, Any] | None = None,
    deep: bool = False,
) -> GameState:
    """Play uniformly random legal actions to the end; assert the contract along the way."""
    rnd = random.Random(seed)
    n = players or rnd.randint(info.min_players, info.max_players)
    state = new_game(info.game_id, n, seed=seed, options=options)
    seen_actions: list[dict[str, Any]] = []
    for step in range(MAX_STEPS):
        state.check_invariants()
        if state.is_over:
            break
        legal = state.legal_actions()
        assert legal, f"no legal action at step {step} though the game is not over"
        assert state.current_player in range(n)
        if deep:
            check_views(state)
            if checkpoint(step):
                assert load_game(state.to_json()) == state, f"save round trip differs at {step}"
                check_malformed(state, rnd)
            check_illegal(state, seen_actions + FOREIGN_ACTIONS)
        action = rnd.choice(legal)
        seen_actions = (seen_actions + [action])[-30:]
        state.apply(action)
    else:
        pytest.fail(f"{info.game_id} seed {seed}: no end after {MAX_STEPS} steps")
    assert state.legal_actions() == []
    json.dumps(state.result())
    if deep:
        check_views(state)
        assert load_game(state.to_json()) == state
    return state


def check_views(state: GameState) -> None:
    for seat in range(state.num_players):
        view = state.view(seat)
        assert json.loads(json.dumps(view)) == view, "a view must be plain JSON"
        assert view["actions"] == state.actions_for(seat)
        for action in view["actions"]:
            assert state.is_legal(action)
    for bad in (-1, state.num_players, 1.0, True, None, "0"):
        with pytest.raises(ValueError):
            state.view(bad)  # type: ignore[arg-type]


def check_illegal(state: GameState, candidates: list[dict[str, Any]]) -> None:
    """Every action outside legal_actions() raises IllegalAction and changes nothing.

    The state is compared with a copy once, after every candidate has been tried (the full
    comparison is what costs); if it differs, each candidate is tried again alone on a fresh
    copy to name the one that changed it."""
    before = None
    tried = []
    for action in candidates:
        if state.is_legal(action):
            continue
        if before is None:
            before = state.clone()
        try:
            state.apply(action)
        except IllegalAction as err:
            assert str(err), "an illegal action needs a readable message"
        else:
            raise AssertionError(f"illegal {action} was applied")
        tried.append(action)
    if before is not None and state != before:
        culprit = next((a for a in tried if _changes(before, a)), tried)
        raise AssertionError(f"illegal {culprit} changed the state")


def _changes(state: GameState, action: dict[str, Any]) -> bool:
    copy = state.clone()
    with contextlib.suppress(IllegalAction):
        copy.apply(action)
    return copy != state


def malformed(action: dict[str, Any], rnd: random.Random) -> list[Any]:
    """Look-alikes of a legal action: wrong JSON types, missing and extra keys, junk."""
    out: list[Any] = [None, [], "play", 7, [action], {**action, "extra": 1}]
    for key, value in action.items():
        out.append({k: v for k, v in action.items() if k != key})
        for bad in _look_alikes(value):
            out.append({**action, key: bad})
    rnd.shuffle(out)
    return out


def _look_alikes(value: Any) -> list[Any]:
    if isinstance(value, bool):
        return [int(value), str(value).lower(), None]
    if isinstance(value, int):
        return [float(value), bool(value) if value in (0, 1) else 10**30, str(value), None, -1]
    if isinstance(value, str):
        return [value.upper() + "x", [value], None, 0]
    return [None, str(value)]


def check_malformed(state: GameState, rnd: random.Random) -> None:
    legal = state.legal_actions()
    for action in malformed(rnd.choice(legal), rnd):
        if state.is_legal(action):
            continue
        check_illegal(state, [action])


def check_resample(state: GameState, rnd: random.Random) -> int:
    """Resampled secrets never change what a seat sees, nor what the spectator view (the
    screen between turns) shows: the generic leak test.

    Returns how many resamples differed from the true state (a resample that never differs
    would make this test toothless)."""
    differed = 0
    spectator = state.spectator_view()
    for seat in range(state.num_players):
        view, log = state.view(seat), state.events_for(seat)
        for _ in range(RESAMPLES):
            other = state.resample_secrets(seat, random.Random(rnd.getrandbits(32)))
            assert type(other) is type(state)
            other.check_invariants()
            assert other.view(seat) == view, f"seat {seat}'s view depends on a hidden fact"
            assert other.events_for(seat) == log, f"seat {seat}'s log depends on a hidden fact"
            # The screen between turns: what no seat's secret may change, whoever re-deals.
            assert other.spectator_view() == spectator, (
                f"the spectator view depends on a fact hidden from seat {seat}"
            )
            assert other.events_for(None) == state.events
            assert other.history == state.history
            differed += _secrets(other) != _secrets(state)
            # The re-dealt game must still be playable, as the true one is.
            assert other.is_over == state.is_over, f"re-dealt from seat {seat}: over differs"
            if not other.is_over:
                legal = other.legal_actions()
                assert legal, f"re-dealt from seat {seat}: no legal action, the game not over"
                other.apply(rnd.choice(legal))
    return differed


def _secrets(state: GameState) -> dict[str, Any]:
    """The state's facts, less its generator (which every resample reseeds)."""
    facts = dict(vars(state))
    facts.pop("rng")
    return facts


def resample_positions(info: GameInfo, seed: int, players: int) -> tuple[int, int]:
    """Leak-test a random game at many steps; (positions checked, resamples that differed)."""
    rnd = random.Random(seed)
    state = new_game(info.game_id, players, seed=seed)
    checked = differed = 0
    for step in range(MAX_STEPS):
        if checkpoint(step) or step % 7 == 0 or state.is_over:
            differed += check_resample(state, rnd)
            checked += 1
        if state.is_over:
            break
        state.apply(rnd.choice(state.legal_actions()))
    return checked, differed
