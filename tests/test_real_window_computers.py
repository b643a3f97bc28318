"""Computers at a real table think in a process of their own, and leave none behind.

A saved all-computer Silencio table (its look-ahead searches on every turn) is continued
from the main menu of ``python -m game`` in an Xvfb window: the computers play, the
program has a worker process beside it while they do, and closing the program ends it.
Skipped, with the reason, without Xvfb, xdotool and ImageMagick.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from game.engine import new_game
from game.files import saves
from game.shell.session import Seat, Session

from .real_window import RealWindow, missing_tools

pytestmark = pytest.mark.skipif(
    bool(missing_tools()),
    reason=f"real-window tests need {', '.join(missing_tools())} "
    "(apt-get install -y xvfb xdotool imagemagick)",
)


def children(pid: int) -> list[int]:
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid and fields[0] != "Z":
            found.append(int(stat.parent.name))
    return found


def command(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
    except OSError:
        return ""


def test_computers_play_from_their_own_process_which_ends_with_the_program(
    tmp_path, user_data
) -> None:
    session = Session(new_game("silencio", 3, seed=5), [Seat(f"C{i}", False) for i in range(3)])
    path = saves.current_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(session.to_json())
    win = RealWindow(user_data, path, tmp_path)
    try:
        win.key("Return")  # Continue
        moves = win.wait_moves(6, seconds=30)
        assert moves >= 6, "the computers did not play"
        workers = [p for p in children(win.program.pid) if "spawn_main" in command(p)]
        assert workers, "no process of their own: the computers thought on the frame's side"
        win.shot("computers")
    finally:
        win.close()
    end = time.monotonic() + 10
    while [p for p in workers if alive(p)] and time.monotonic() < end:
        time.sleep(0.2)
    assert not [p for p in workers if alive(p)], "the worker outlived the program"


def alive(pid: int) -> bool:
    stat = Path(f"/proc/{pid}/stat")
    try:
        return stat.read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False
