"""The contract suite, run for every registered game and the test-only toy game."""

from __future__ import annotations

import json
import os
import random

import pytest

from game.engine import GAMES, load_game, new_game
from game.engine.common import GameInfo, SaveError, register

from .contract import random_playout, resample_positions
from .toy_game import TOY

# Seeded random playouts per game: a few hundred in the suite, thousands in the audit run
# (``python -m pytest -m audit``; QT_PLAYOUTS sets how many there).
SUITE_PLAYOUTS = 300
PLAYOUTS = int(os.environ.get("QT_PLAYOUTS", "3000"))
DEEP_PLAYOUTS = 6  # the audit run plays DEEP_PLAYOUTS_AUDIT more
DEEP_PLAYOUTS_AUDIT = 34


@pytest.fixture(scope="module", autouse=True)
def toy_registered():
    register(TOY)
    yield
    del GAMES["toy"]


def game_ids() -> list[str]:
    return sorted(GAMES) + ["toy"]


@pytest.fixture(params=game_ids())
def info(request) -> GameInfo:
    return GAMES[request.param]


def test_random_playouts_reach_the_end(info: GameInfo) -> None:
    for seed in range(SUITE_PLAYOUTS):
        random_playout(info, seed)


def test_thousands_of_random_playouts_reach_the_end(info: GameInfo) -> None:
    """The audit run's playouts: the seeds after the suite's, up to PLAYOUTS in all."""
    for seed in range(SUITE_PLAYOUTS, PLAYOUTS):
        random_playout(info, seed)


def test_deep_playouts_round_trip_and_refuse_illegal_moves(info: GameInfo) -> None:
    for seed in range(DEEP_PLAYOUTS):
        random_playout(info, 10_000 + seed, deep=True)


def test_more_deep_playouts_round_trip_and_refuse_illegal_moves(info: GameInfo) -> None:
    """The audit run's deep playouts, after the suite's."""
    for seed in range(DEEP_PLAYOUTS, DEEP_PLAYOUTS + DEEP_PLAYOUTS_AUDIT):
        random_playout(info, 10_000 + seed, deep=True)


def test_every_player_count_plays(info: GameInfo) -> None:
    for n in range(info.min_players, info.max_players + 1):
        random_playout(info, 77, players=n, deep=True)


def test_same_seed_and_actions_give_the_same_game(info: GameInfo) -> None:
    a = random_playout(info, 5)
    b = new_game(info.game_id, a.num_players, seed=5, options=a.options)
    for action in a.history:
        b.apply(action)
    assert a == b
    assert a.events == b.events


def test_an_applied_action_is_kept_as_a_copy_of_its_own(info: GameInfo) -> None:
    state = new_game(info.game_id, info.min_players, seed=3)
    action = json.loads(json.dumps(state.legal_actions()[0]))
    kept = json.loads(json.dumps(action))
    state.apply(action)
    action["changed"] = [1]  # the caller's dict changes later: the history does not
    assert state.history[-1] == kept


def test_clone_is_independent(info: GameInfo) -> None:
    state = new_game(info.game_id, info.min_players, seed=3)
    copy = state.clone()
    copy.apply(copy.legal_actions()[0])
    assert copy != state
    assert state.history == []


def test_unknown_option_and_bad_player_count_are_refused(info: GameInfo) -> None:
    with pytest.raises(ValueError):
        new_game(info.game_id, info.min_players, options={"no_such_option": 1})
    with pytest.raises(ValueError):
        new_game(info.game_id, info.max_players + 1)


def test_damaged_saves_raise_save_error(info: GameInfo) -> None:
    state = random_playout(info, 11)
    text = state.to_json()
    for bad in (text[: len(text) // 2], "[]", text.replace('"format": 1', '"format": 99'), ""):
        with pytest.raises(SaveError):
            load_game(bad)


def test_views_and_logs_leak_nothing_across_resampled_secrets(info: GameInfo) -> None:
    """Each seat's view and log are equal on states re-dealt from what it may not know."""
    total = differing = 0
    for n in range(info.min_players, info.max_players + 1):
        for seed in range(3):
            checked, differed = resample_positions(info, 500 + seed, n)
            total += checked
            differing += differed
    assert total > 20
    assert differing > total // 2, "resample_secrets must deal the hidden facts anew"


def test_the_open_view_turns_every_secret_face_up(info: GameInfo) -> None:
    """``open_view`` (replays only) is the spectator view plus words for every secret: one
    list per seat, and it tells apart states that a seat's own view cannot."""
    rnd = random.Random(9)
    told_apart = 0
    for seed in range(3):
        state = new_game(info.game_id, info.max_players, seed=seed)
        for _ in range(rnd.randint(1, 12)):
            if not state.is_over:
                state.apply(rnd.choice(state.legal_actions()))
        view = state.open_view()
        json.dumps(view)
        assert {k: v for k, v in view.items() if k != "open"} == state.spectator_view()
        assert len(view["open"]["seats"]) == state.num_players
        assert all(isinstance(p["name"], str) for p in view["open"]["piles"])
        for k in range(4):  # what seat 0 cannot tell apart, the open view can
            other = state.resample_secrets(0, random.Random(k))
            assert other.view(0) == state.view(0)
            told_apart += other.open_view()["open"] != view["open"]
    assert told_apart > 0


def test_look_alike_actions_are_refused(info: GameInfo) -> None:
    """1.0 and True are not seat 1: only actions of the legal JSON types pass."""
    state = new_game(info.game_id, info.min_players, seed=4)
    for action in state.legal_actions():
        for key, value in action.items():
            if type(value) is int:
                for bad in (float(value), str(value)):
                    assert not state.is_legal({**action, key: bad})
