"""A whole Zilence game of two people and a computer in a real window (Xvfb, real keys sent
through X by xdotool), to its end screen (issue 29's done-when).

    python -m tests.zilence_window_game --shots DIR [--seed N] [--rounds N]

``python -m game`` continues a saved table (Carla, a computer, then Ana and Ben) with the
round limit set so the game ends. After every move the program writes its save; the game is
replayed from it to know whose moment it is. Each round checks that the timer started only
after a press by its holder (a person: nothing starts it while they wait) or after the ready
countdown on screen (a computer). People lift the curtain with Enter and pick a path with a
digit key; the flights are left to run (a Space then would start the next round). Prints a
line a round and saves a screenshot of each round's ready moment and of the end. Too slow
for the suite (minutes); the suite's ``tests/test_real_window_zilence.py`` plays the first
two rounds.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

from game.engine import new_game
from game.engine.common import GameState
from game.scenes.zilence.ready import READY_SECONDS

from .real_window import RealWindow, missing_tools

SCAN = 10  # the shortest scan the table offers
FLIGHTS = 9.0  # the pointer flies the routes, then the board changes
PEOPLE_WAIT = 4.0  # how long a person's round is left alone to see that nothing starts it
NAMES = ("Carla", "Ana", "Ben")
HUMAN = (False, True, True)


def saved_actions(win: RealWindow) -> list[dict]:
    """The game's moves: from the save while it lasts; once the game is over the save slot
    is emptied and the finished game is in History."""
    for _ in range(30):
        try:
            return json.loads(win.save.read_text())["game"]["actions"]
        except FileNotFoundError:
            kept = finished_actions()
            if kept is not None:
                return kept
            time.sleep(0.1)
        except (OSError, ValueError, KeyError):
            time.sleep(0.1)
    raise AssertionError("no readable save")


def finished_actions() -> list[dict] | None:
    """The finished game's moves, from its History entry (None: none kept yet)."""
    from game.files.userdata import history_dir

    for path in sorted(history_dir().glob("*.json")):
        try:
            data = json.loads(path.read_text())
            if data.get("finished") and data.get("game") == "zilence":
                return json.loads(data["session"])["game"]["actions"]
        except (OSError, ValueError, KeyError):
            continue
    return None


def replayed(seed: int, options: dict, actions: list[dict]) -> GameState:
    state = new_game("zilence", len(NAMES), seed=seed, options=options)
    for action in actions:
        state.apply(action)
    return state


def wait_for_count(win: RealWindow, n: int, seconds: float) -> float:
    start = time.monotonic()
    while len(saved_actions(win)) < n:
        if time.monotonic() - start > seconds:
            raise AssertionError(f"move {n} never came: {saved_actions(win)[-3:]}")
        time.sleep(0.1)
    return time.monotonic() - start


def choose(win: RealWindow, n: int, digit: str) -> None:
    """The named person lifts the curtain with a fresh Enter and picks a path; again if the
    curtain was not up yet when they pressed (a loaded machine)."""
    for _ in range(12):
        time.sleep(1.0)
        win.key("Return")
        time.sleep(0.8)  # the table's guard against presses from before the lift
        win.key(digit)
        try:
            wait_for_count(win, n, 2.5)
            return
        except AssertionError:
            continue
    win.shot(f"move{n}-stuck")
    raise AssertionError(f"the choice of move {n} never went in")


def play(shots: Path, seed: int, rounds: int) -> int:
    from game.files import saves
    from game.shell.session import Seat, Session

    options = {"scan_seconds": SCAN, "round_limit": rounds}
    state = new_game("zilence", len(NAMES), seed=seed, options=options)
    seats = [Seat(name, human) for name, human in zip(NAMES, HUMAN, strict=True)]
    path = saves.current_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(Session(state, seats).to_json())
    win = RealWindow(Path(os.environ["QUIET_TABLE_DATA"]), path, shots)
    faults = 0
    try:
        win.key("Return")  # Continue
        since = time.monotonic()
        time.sleep(1.5)
        played = 0
        while True:
            actions = saved_actions(win)
            state = replayed(seed, options, actions)
            if state.is_over:
                break
            holder = state.current_player
            kinds = {a["type"] for a in state.legal_actions()}
            assert kinds == {"start_timer"}, f"expected a round's start, not {kinds}"
            played += 1
            n = len(actions)
            win.shot(f"round{played:02d}-ready")
            if HUMAN[holder]:
                time.sleep(PEOPLE_WAIT)
                if len(saved_actions(win)) != n:
                    faults += 1
                    print(f"round {played}: FAULT the timer started without {NAMES[holder]}")
                for _ in range(6):  # the flights may still be on (a loaded machine): Space
                    win.key("space")  # skips them, and the next Space starts the timer
                    try:
                        wait_for_count(win, n + 1, 2.0)
                        break
                    except AssertionError:
                        continue
                wait_for_count(win, n + 1, 1)
                how = f"{NAMES[holder]} pressed Space after {PEOPLE_WAIT:.0f} s of nothing"
            else:
                wait_for_count(win, n + 1, READY_SECONDS + 30)
                waited = time.monotonic() - since  # at most: the save is read every 0.1 s
                if waited < READY_SECONDS - 0.5:
                    faults += 1
                    print(f"round {played}: FAULT the computer started after {waited:.1f} s")
                how = f"{NAMES[holder]} (computer) started {waited:.1f} s after the round showed"
            assert saved_actions(win)[n] == {"type": "start_timer"}
            time.sleep(SCAN)
            done = n + 1
            state = replayed(seed, options, saved_actions(win))
            for _ in range(len(NAMES)):
                seat = state.current_player
                if state.is_over or seat is None:
                    break
                if HUMAN[seat]:
                    choose(win, done + 1, str(1 + (played + seat) % 3))
                else:
                    wait_for_count(win, done + 1, 30)  # a loaded machine is slow
                done += 1
                state = replayed(seed, options, saved_actions(win))
            print(f"round {played}: {how}; {done - n - 1} paths chosen", flush=True)
            since = time.monotonic()  # the last choice: the flights, then the next round
            time.sleep(FLIGHTS)  # no key: a Space here would be the next holder's start
        time.sleep(2.0)
        win.shot("end")
        found = [len(f) for f in state.found]
        print(f"the end after {played} rounds: items found {dict(zip(NAMES, found, strict=True))}")
        print(f"faults {faults}")
    finally:
        win.close()
    return 1 if faults else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shots", type=Path, required=True)
    parser.add_argument("--seed", type=int, default=6)
    parser.add_argument("--rounds", type=int, default=10, help="the round limit (10 to 30)")
    args = parser.parse_args(argv)
    if missing_tools():
        print(f"needs {', '.join(missing_tools())}")
        return 2
    args.shots.mkdir(parents=True, exist_ok=True)
    os.environ["QUIET_TABLE_DATA"] = tempfile.mkdtemp(prefix="zilence-window-")
    return play(args.shots, args.seed, args.rounds)


if __name__ == "__main__":
    sys.exit(main())
