"""Frame times over whole games, computers in every seat: per game, window size and phase.

Each game and size runs in its own process (``python -m game.bench --frames-child GAME WxH``),
so the peak memory is that game's. The timed frames start with the frame that opens the table
(the scene's set-up work) and end two seconds into the end screen. A table's first drawing is
rehearsed off screen (the window keeps its last frame meanwhile): those frames are paced as a
live window paces them, and the time from the click until the table shows is printed beside.

Frames are paced as the window paces them (60 a second: a frame that ends early waits for
its 60th of a second), so the board worker and the computers' process get the time between
frames they get on screen. Time advances 1/60 s a frame; during Zilence's countdown, whose
frames all draw the same things, 1/4 s a frame, so a game's countdown takes seconds.

Beside the times, each game's CPU: each frame's own (its thread's CPU time, which leaves out
the waits for a core another program holds) and the whole process's share of a core; on a
machine busy with other work these compare two runs better than the times do.

``--hosted`` plays each game and size twice: on one screen, then hosted for network play
(hosted.py: seat 1 is played by another process on this computer that joined the table), so
the frames of the hosting program are beside those of the same game not hosted.
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import time
from typing import Any

from ..release import tool_signals

BUDGET_MS = 1000 / 60
# Every size a player owns, up to 4K (F11 on a 3840x2160 screen); ``--sizes`` picks some.
SIZES = ((1280, 720), (1920, 1080), (2560, 1440), (3840, 2160))
SCAN_DT = 0.25
MAX_FRAMES = 60_000
END_SECONDS = 2.0  # timed after the game ends: the end screen comes up and settles


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def phase_of(scene: Any) -> str:
    """Zilence's own moment (reveal, scan, choose, trace, change); else the engine's phase."""
    phase = getattr(scene, "phase", None)
    if isinstance(phase, str):
        return phase
    state = scene.session.state
    return "end" if scene.ended() else state.phase_name()


def play_whole_game(
    game_id: str, size: tuple[int, int], seed: int = 3, hosted: bool = False
) -> dict[str, Any]:
    """Play one game at ``size`` through its table, every frame timed; the figures as data.
    ``hosted``: the table is hosted, seat 1 played by a program that joined it."""
    import pygame

    from ..app import App
    from ..engine import GAMES, new_game
    from ..scenes.menu import MainMenu
    from ..scenes.registry import open_game, preload_tables
    from ..scenes.setup import SetupScene
    from ..shell.session import Seat, Session

    app = App(size)
    app.settings.bot_speed = "fast"
    info = GAMES[game_id]
    n = info.max_players
    session = Session(new_game(game_id, n, seed=seed), [Seat(f"Bot {i}", False) for i in range(n)])
    frames: dict[str, list[float]] = {}
    preload_tables()  # as App.start does on the board worker's thread
    app.stack.reset(MainMenu(app), SetupScene(app, game_id))
    for _ in range(3):  # as a player gets there: the menus and the game's setup drawn first
        app.frame(1 / 60, pygame.event.get())
    table = None
    if hosted:  # (the lobby's part: hosting starts and the seat fills before the table opens)
        from .hosted import HostedTable, host_session

        host_session(session)
        table = HostedTable(session, think=app.settings.bot_delay)

    start = time.perf_counter()
    cpu_start = time.process_time()
    frame_cpu: list[float] = []  # each frame's own CPU: the waits for a busy core left out
    scene = open_game(app, session)  # the table's set-up is part of the first timed frame
    app.stack.reset(MainMenu(app), scene)
    app.frame(1 / 60, pygame.event.get())
    frames["open"] = [(time.perf_counter() - start) * 1000]
    shows_after = None  # ms from the click to the first frame that draws the table

    def timed_frame(phase: str, dt: float) -> None:
        begin, begin_cpu = time.perf_counter(), time.thread_time()
        app.frame(dt, pygame.event.get())
        took = time.perf_counter() - begin
        frames.setdefault(phase, []).append(took * 1000)
        frame_cpu.append((time.thread_time() - begin_cpu) * 1000)
        time.sleep(max(0.0, 1 / 60 - took))  # as App.run's clock paces the window

    for _ in range(MAX_FRAMES):
        if scene.ended() or app.stack.top is not scene:
            break
        if scene.preparing:  # rehearsed off screen: the window keeps its frame, paced as live
            time.sleep(1 / 60)
        elif shows_after is None:
            shows_after = (time.perf_counter() - start) * 1000
        phase = phase_of(scene)
        timed_frame(phase, SCAN_DT if phase == "scan" else 1 / 60)
    for _ in range(round(END_SECONDS * 60)):  # the end screen's arrival, as a player sees it
        timed_frame("end screen", 1 / 60)
    cpu = {
        "seconds": time.perf_counter() - start,
        "process_seconds": time.process_time() - cpu_start,
        "frame_median_ms": statistics.median(frame_cpu) if frame_cpu else 0.0,
        "frame_p99_ms": percentile(frame_cpu, 99) if frame_cpu else 0.0,
        "frames_over": sum(t > BUDGET_MS for t in frame_cpu),
    }
    if table is not None:
        table.close()
    state = session.state
    return {
        "game": game_id,
        "size": f"{size[0]}x{size[1]}",
        "hosted": hosted,
        "over": state.is_over,
        "errors": app.errors,
        "rounds": getattr(state, "round", None),
        "frames": frames,
        "shows_after_ms": shows_after,
        "peak_mb": peak_memory_mb(),
        "cpu": cpu,
    }


def peak_memory_mb() -> float:
    try:
        import resource
    except ImportError:  # Windows
        return float("nan")
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def child(game_id: str, size: str, hosted: bool = False) -> None:
    w, h = (int(v) for v in size.split("x"))
    print(json.dumps(play_whole_game(game_id, (w, h), hosted=hosted)), flush=True)


def run_child(game_id: str, size: tuple[int, int], hosted: bool = False) -> dict[str, Any]:
    args = [sys.executable, "-m", "game.bench", "--frames-child", game_id, f"{size[0]}x{size[1]}"]
    if hosted:
        args.append("--hosted")
    out = tool_signals.run(args, check=True, text=True)  # ended with the bench on SIGTERM
    return json.loads(out.stdout.strip().splitlines()[-1])


def load() -> str:
    try:
        return "load {:.2f} {:.2f} {:.2f}".format(*os.getloadavg())
    except OSError:  # not on every system
        return "load n/a"


def report(result: dict[str, Any]) -> list[str]:
    """One game at one size: a line per phase, then the whole game."""
    frames: dict[str, list[float]] = result["frames"]
    every = [t for times in frames.values() for t in times]
    over = sum(t > BUDGET_MS for t in every)
    rows = []
    for phase, times in [*frames.items(), ("whole game", every)]:
        rows.append(
            f"  {phase:<12}{len(times):>7}{statistics.median(times):>9.2f}"
            f"{percentile(times, 99):>9.2f}{max(times):>9.2f}{sum(t > BUDGET_MS for t in times):>6}"
        )
    rounds = f", {result['rounds']} rounds" if result["rounds"] is not None else ""
    state = "" if result["over"] else " (NOT FINISHED)"
    errors = f" errors: {result['errors']}" if result["errors"] else ""
    shows = result.get("shows_after_ms")
    shows = f", table shows {shows:.0f} ms after the click" if shows is not None else ""
    hosted = ", hosted (seat 1 joined from another process)" if result.get("hosted") else ""
    head = (
        f"{result['game']} {result['size']}{hosted}{rounds}{state}: {over} frames over "
        f"{BUDGET_MS:.1f} ms{shows}, peak {result['peak_mb']:.0f} MB ({load()}){errors}"
    )
    cpu = result.get("cpu")
    if cpu:
        rows.append(
            f"  CPU: the frame's own {cpu['frame_median_ms']:.2f} ms median, "
            f"{cpu['frame_p99_ms']:.2f} ms p99, {cpu.get('frames_over', 0)} over "
            f"{BUDGET_MS:.1f} ms; the process's {cpu['process_seconds']:.0f} s "
            f"in {cpu['seconds']:.0f} s ({100 * cpu['process_seconds'] / cpu['seconds']:.0f}% "
            "of a core)"
        )
    return [head, *rows]


def bench_whole_games(
    games: list[str], sizes: tuple[tuple[int, int], ...] = SIZES, hosted: bool = False
) -> None:
    """Each game at each size; ``hosted``: each also hosted, right after it on one screen."""
    print(f"\nwhole games, every seat a computer ({load()})")
    if hosted:
        print("  then hosted: seat 1 played by a program on this computer that joined it")
    print(f"  {'phase':<12}{'frames':>7}{'median':>9}{'p99':>9}{'worst':>9}{'>16.7':>6}  (ms)")
    for game_id in games:
        for size in sizes:
            for way in (False, True) if hosted else (False,):
                for line in report(run_child(game_id, size, way)):
                    print(line, flush=True)
