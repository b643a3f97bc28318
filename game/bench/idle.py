"""How much of a core the program uses while nothing happens (issue 32: at most 2%): the main
menu, and a table whose curtain waits for its player, at each size, through the program's own
loop (``App.run``) in a process of its own, measured by that process's CPU time."""

from __future__ import annotations

import json
import sys
import threading
import time

from ..release import tool_signals

SETTLE_SECONDS = 4.0  # the first frames, the table's set-up and the computers' first moves
MEASURED_SECONDS = 10.0
PLACES = ("menu", "curtain")


def child(place: str, size_text: str) -> None:
    """Run in a child process: the program idle at ``place``; its CPU share as JSON."""
    from ..app import App
    from ..engine import new_game
    from ..scenes.menu import MainMenu
    from ..scenes.registry import open_game, preload_tables
    from ..shell.session import Seat, Session

    w, h = (int(v) for v in size_text.split("x"))
    app = App((w, h))
    first = MainMenu(app)
    if place == "curtain":  # Silver: the person at seat 0 is asked to take the screen
        seats = [Seat("Ana", True), Seat("Bot 1", False), Seat("Bot 2", False)]
        preload_tables()
        app.stack.push(first)
        first = open_game(app, Session(new_game("silver", 3, seed=3), seats))
    share: dict[str, float] = {}

    def measure() -> None:
        time.sleep(SETTLE_SECONDS)
        cpu, wall = time.process_time(), time.perf_counter()
        time.sleep(MEASURED_SECONDS)
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        share["percent"] = 100 * cpu / wall
        share["top"] = type(app.stack.top).__name__
        app.quit()

    threading.Thread(target=measure, daemon=True).start()
    app.run(first)
    print(json.dumps(share), flush=True)


def run(sizes: tuple[tuple[int, int], ...]) -> None:
    print(f"\nidle: share of one core over {MEASURED_SECONDS:.0f} s (target 2%)")
    for place in PLACES:
        for w, h in sizes:
            cmd = [sys.executable, "-m", "game.bench", "--idle-child", place, f"{w}x{h}"]
            out = tool_signals.run(cmd, check=True, text=True).stdout
            share = json.loads(out.strip().splitlines()[-1])
            print(f"  {place:8} {w}x{h}: {share['percent']:.2f}% (showing {share['top']})")
