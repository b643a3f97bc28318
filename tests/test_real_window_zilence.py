"""Zilence in a real window (Xvfb, keys and clicks): every round's timer starts only after
its holder's press or, for a computer, after the ready countdown on screen (issue 29).

A table of two people and a computer is continued from the main menu of ``python -m game``.
The timer's start is a move of the game, written to the save like every move, so the save
shows when it happened: nothing while the table waits, however long; the computer's start
only after its countdown; a person's start only on their Space. Skipped, with the reason,
without Xvfb, xdotool and ImageMagick.
"""

from __future__ import annotations

import time

import pytest

from game.engine import new_game
from game.files import saves
from game.scenes.zilence.ready import READY_SECONDS
from game.shell.session import Seat, Session

from .real_window import RealWindow, missing_tools
from .zilence_window_game import choose, saved_actions, wait_for_count

pytestmark = pytest.mark.skipif(
    bool(missing_tools()),
    reason=f"real-window tests need {', '.join(missing_tools())} "
    "(apt-get install -y xvfb xdotool imagemagick)",
)
SCAN = 10  # the shortest scan the table offers


def test_each_round_s_timer_waits_for_its_holder(tmp_path, user_data) -> None:
    seats = [Seat("Carla", False), Seat("Ana", True), Seat("Ben", True)]
    state = new_game("zilence", 3, seed=6, options={"scan_seconds": SCAN})
    path = saves.current_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(Session(state, seats).to_json())
    win = RealWindow(user_data, path, tmp_path)
    try:
        win.key("Return")  # Continue: round 1, the computer Carla holds the timer
        time.sleep(2.0)
        assert saved_actions(win) == [], "the first round's timer ran before the table showed"
        win.shot("round1-ready")
        waited = 2.0 + wait_for_count(win, 1, READY_SECONDS + 6)
        assert waited >= READY_SECONDS - 0.5, "the computer did not count down first"
        assert saved_actions(win) == [{"type": "start_timer"}]
        time.sleep(SCAN)  # the reveal and the scan; then the board is covered
        wait_for_count(win, 2, 8)  # Carla, holding the pointer, chooses first
        choose(win, 3, "1")  # Ana
        choose(win, 4, "2")  # Ben; then the pointer flies the routes
        for _ in range(2):  # Space skips the flight, then the board change
            time.sleep(1.0)
            win.key("space")
        # Round 2: Ana holds the timer. Nothing starts it but her press, however long.
        time.sleep(5)
        assert len(saved_actions(win)) == 4, (
            f"the second round's timer started by itself: {saved_actions(win)}"
        )
        win.shot("round2-ready")
        win.key("space")
        wait_for_count(win, 5, 4)
        assert saved_actions(win)[4] == {"type": "start_timer"}
        win.shot("round2-scan")
    finally:
        win.close()
