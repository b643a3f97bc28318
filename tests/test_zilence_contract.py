"""Zilence under the shared contract suite: random games, saves, illegal moves, secret views.

The shared tests/test_contract.py runs on every game registered when it is collected; these
tests import Zilence themselves so the contract holds for it whatever the import order.
"""

from __future__ import annotations

import random

import pytest

import game.engine.zilence  # noqa: F401  (registers the game)
from game.engine import GAMES, load_game, new_game

from .contract import random_playout

VARIANTS = [
    {},
    {"cross_sections": False},
    {"face_up_items": 2},
    {"face_up_items": 4, "scan_seconds": 45},
    {"round_limit": 10},
]


@pytest.mark.parametrize("options", VARIANTS, ids=lambda o: ",".join(o) or "defaults")
def test_random_games_keep_the_contract_and_end(options: dict) -> None:
    info = GAMES["zilence"]
    ends = set()
    for seed in range(150):
        state = random_playout(info, seed, options=options, deep=seed < 4)
        result = state.result()
        ends.add(result["ended_by"])
        assert result["winners"], "a finished game has at least one winner"
        if result["ended_by"] == "found_all":
            for w in result["winners"]:  # a winner found all 12 cards of the deck
                assert len(result["found"][w]) == 12 and not state.face_up[w]
    assert "found_all" in ends


def test_every_player_count_plays_with_saves_checked() -> None:
    info = GAMES["zilence"]
    for n in range(info.min_players, info.max_players + 1):
        for seed in range(5):
            state = random_playout(info, 500 + seed, players=n, deep=True)
            assert state.num_players == n
            assert load_game(state.to_json()) == state


def test_no_view_shows_another_seats_pending_choice() -> None:
    """Mid-round, a seat's view is the same whatever the seats before it chose."""
    rng = random.Random(4)
    colors = ["red", "yellow", "blue"]
    checked = 0
    for seed in range(60):
        n = rng.randint(2, 4)
        state = new_game("zilence", n, seed=seed)
        for _ in range(rng.randint(0, 6) * n):  # whole random rounds: a round starts now
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
        if state.is_over:
            continue
        chosen = rng.randint(1, n - 1)  # that many seats choose, the rest still decide
        variants = []
        for pick in range(3):
            s = state.clone()
            for i in range(chosen):
                s.apply({"type": "choose_path", "color": colors[(pick + i) % 3]})
            variants.append(s)
        waiting = [seat for seat in range(n) if variants[0].choices[seat] is None]
        for seat in waiting:
            views = [v.view(seat) for v in variants]
            assert views[0] == views[1] == views[2]
            checked += 1
        assert variants[0].events == variants[1].events == variants[2].events
    assert checked > 30


def test_symbols_come_from_the_state_generator() -> None:
    seen: dict[int, list[str]] = {}
    for seed in range(40):
        s = new_game("zilence", 2, seed=seed)
        symbols = []
        while not s.is_over and len(symbols) < 12:
            symbols.append(s.symbol)
            s.apply({"type": "choose_path", "color": "red"})
            s.apply({"type": "choose_path", "color": "red"})
        seen[seed] = symbols
        again = new_game("zilence", 2, seed=seed)
        assert again.symbol == symbols[0]
    draws = [sym for syms in seen.values() for sym in syms]
    assert set(draws) == {"bones", "brain", "claw", "eye"}
    # a symbol may come up again in the next round (the marker is shuffled back)
    assert any(a == b for syms in seen.values() for a, b in zip(syms, syms[1:], strict=False))
