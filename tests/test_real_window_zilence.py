"""Zilence in a real window (Xvfb, keys and clicks): every round's timer starts only after
its holder's press or, for a computer, after the ready countdown on screen (issue 29).

A table of two people and a computer is continued from the main menu of ``python -m game``.
The timer's start is a move of the game, written to the save like every move, so the save
shows when it happened: nothing while the table waits, however long; the computer's start
only after its countdown; a person's start only on their Space. Skipped, with the reason,
without Xvfb, xdotool and ImageMagick.
"""

from __future__ import annotations

import json
import time

import pytest

from game.engine import new_game
from game.files import saves
from game.scenes.zilence.ready import READY_SECONDS
from game.shell.session import Seat, Session

from .real_window import RealWindow, missing_tools

pytestmark = pytest.mark.skipif(
    bool(missing_tools()),
    reason=f"real-window tests need {', '.join(missing_tools())} "
    "(apt-get install -y xvfb xdotool imagemagick)",
)
SCAN = 10  # the shortest scan the table offers


def actions(win: RealWindow) -> list[dict]:
    for _ in range(20):
        try:
            return json.loads(win.save.read_text())["game"]["actions"]
        except (OSError, ValueError):
            time.sleep(0.1)
    raise AssertionError("no readable save")


def wait_actions(win: RealWindow, n: int, seconds: float) -> float:
    """Seconds until the save holds ``n`` actions (AssertionError when it never does)."""
    start = time.monotonic()
    while len(actions(win)) < n:
        assert time.monotonic() - start < seconds, f"still {actions(win)}"
        time.sleep(0.1)
    return time.monotonic() - start


def choose_behind_curtain(win: RealWindow, key: str, n: int) -> None:
    """The named person lifts the curtain with a fresh Enter, then picks a path (again, on
    a loaded machine, if the curtain was not up yet when they pressed)."""
    for _ in range(4):
        time.sleep(1.0)
        win.key("Return")
        time.sleep(0.8)  # the table's guard against presses from before the lift
        win.key(key)
        try:
            wait_actions(win, n, 2)
            return
        except AssertionError:
            continue
    raise AssertionError(f"the choice of move {n} never went in: {actions(win)}")


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
        assert actions(win) == [], "the first round's timer ran before the table showed"
        win.shot("round1-ready")
        waited = 2.0 + wait_actions(win, 1, READY_SECONDS + 6)
        assert waited >= READY_SECONDS - 0.5, "the computer did not count down first"
        assert actions(win) == [{"type": "start_timer"}]
        time.sleep(SCAN)  # the reveal and the scan; then the board is covered
        wait_actions(win, 2, 8)  # Carla, holding the pointer, chooses first
        choose_behind_curtain(win, "1", 3)  # Ana
        choose_behind_curtain(win, "2", 4)  # Ben; then the pointer flies the routes
        for _ in range(2):  # Space skips the flight, then the board change
            time.sleep(1.0)
            win.key("space")
        # Round 2: Ana holds the timer. Nothing starts it but her press, however long.
        time.sleep(5)
        assert len(actions(win)) == 4, f"the second round's timer started by itself: {actions(win)}"
        win.shot("round2-ready")
        win.key("space")
        wait_actions(win, 5, 4)
        assert actions(win)[4] == {"type": "start_timer"}
        win.shot("round2-scan")
    finally:
        win.close()
