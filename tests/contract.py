"""The generic contract checks every game must pass (shared/ENGINE.md).

A game may define ``check_invariants()`` on its state; it is called after every step.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from game.engine.common import GameInfo, GameState, IllegalAction, load_game, new_game

MAX_STEPS = 5000
FOREIGN_ACTIONS: list[dict[str, Any]] = [{"type": "no-such-move"}, {}, {"type": "play"}]


def checkpoint(step: int) -> bool:
    """Steps at which the save round trip is checked: below 10 and at powers of two."""
    return step < 10 or step & (step - 1) == 0


def invariants(state: GameState) -> None:
    check = getattr(state, "check_invariants", None)
    if check is not None:
        check()


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
        invariants(state)
        if state.is_over:
            break
        legal = state.legal_actions()
        assert legal, f"no legal action at step {step} though the game is not over"
        assert state.current_player in range(n)
        if deep:
            check_views(state)
            if checkpoint(step):
                assert load_game(state.to_json()) == state, f"save round trip differs at {step}"
            check_illegal(state, seen_actions + FOREIGN_ACTIONS)
        action = rnd.choice(legal)
        seen_actions = (seen_actions + [action])[-30:]
        state.apply(action)
    else:
        pytest.fail(f"{info.game_id} seed {seed}: no end after {MAX_STEPS} steps")
    assert state.legal_actions() == []
    result = state.result()
    json.dumps(result)
    if deep:
        check_views(state)
        assert load_game(state.to_json()) == state
    return state


def check_views(state: GameState) -> None:
    for seat in range(state.num_players):
        json.dumps(state.view(seat))


def check_illegal(state: GameState, candidates: list[dict[str, Any]]) -> None:
    """Every action outside legal_actions() raises IllegalAction and changes nothing."""
    legal = state.legal_actions()
    for action in candidates:
        if action in legal:
            continue
        before = state.clone()
        with pytest.raises(IllegalAction) as err:
            state.apply(action)
        assert str(err.value), "an illegal action needs a readable message"
        assert state == before, f"illegal {action} changed the state"
