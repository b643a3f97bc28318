"""Every move by keyboard (issue 35): a whole game of each title, people only, played with
key events alone (Tab, Shift+Tab, Enter, Backspace, Space, 1 2 3): no mouse event reaches
the program, every curtain is lifted with Enter and the game reaches its end screen
(tests/keyboard_game.py; in a real window: tests/test_real_window_keyboard.py)."""

from __future__ import annotations

import pytest

from .keyboard_game import play


@pytest.mark.parametrize("game", ["silencio", "silex", "silver", "zilence"])
def test_a_whole_game_is_played_by_keys_alone(game: str) -> None:
    out = play(game, seed=5, players=2)
    state = out["state"]
    assert state.is_over and out["moves"] >= 10 and out["curtains"] >= 2
    assert state.result()["ended_by"]
