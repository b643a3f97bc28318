"""``python -m game.bench``: frame times, start time, memory, playout and bot speeds, how
long "Suggest a move" takes (``--suggest``), and network play's latency (``--net-latency``).

It prints figures; it never fails on a slow machine. Targets (from the foundation issue):
median frame <= 4 ms, 99th percentile <= 12 ms, first menu frame <= 1.5 s, peak memory
< 250 MB, computer decisions within 100 ms.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("QUIET_TABLE_DATA", tempfile.mkdtemp(prefix="quiet-table-bench-"))

import pygame  # noqa: E402

from ..release import tool_signals  # noqa: E402
from . import bots as bench_bots  # noqa: E402
from . import frames as bench_frames_module  # noqa: E402
from . import history_open as bench_history  # noqa: E402
from . import hosted as bench_hosted  # noqa: E402
from . import idle as bench_idle  # noqa: E402
from . import net_latency as bench_net  # noqa: E402
from . import suggest as bench_suggest  # noqa: E402


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def first_frame_child() -> None:
    """Run in a child process: draw the first menu frame, then say so."""
    from ..app import App
    from ..scenes.menu import MainMenu

    app = App()
    app.stack.push(MainMenu(app))
    app.frame(0, [])
    print("drawn", flush=True)


def time_to_first_frame() -> float:
    start = time.perf_counter()
    out = tool_signals.run(
        [sys.executable, "-m", "game.bench", "--first-frame"], check=True, text=True
    )
    assert "drawn" in out.stdout
    return time.perf_counter() - start


def frame_times(app, frames: int) -> list[float]:
    times = []
    for _ in range(frames):
        start = time.perf_counter()
        app.frame(1 / 60, pygame.event.get())
        times.append((time.perf_counter() - start) * 1000)
    return times


def scene_makers(app) -> list[tuple[str, Callable[[], object]]]:
    from ..engine import GAMES, new_game
    from ..scenes.game_select import GameSelect
    from ..scenes.menu import MainMenu
    from ..scenes.registry import has_scene, open_game
    from ..scenes.rules import RulesScene
    from ..scenes.settings import SettingsScene
    from ..scenes.setup import SetupScene
    from ..shell.session import Seat, Session

    makers: list[tuple[str, Callable[[], object]]] = [
        ("menu", lambda: MainMenu(app)),
        ("new game", lambda: GameSelect(app)),
        ("settings", lambda: SettingsScene(app)),
        ("rules", lambda: RulesScene(app)),
    ]
    for game_id in [g for g in GAMES if has_scene(g)]:
        info = GAMES[game_id]

        def table(game_id=game_id, info=info):
            n = info.max_players
            seats = [Seat("You", True)] + [Seat(f"Bot {i}", False) for i in range(1, n)]
            session = Session(new_game(game_id, n, seed=3), seats)
            session.lift_curtain()
            return open_game(app, session)

        makers.append((f"setup {game_id}", lambda g=game_id: SetupScene(app, g)))
        makers.append((f"table {game_id}", table))
    if has_scene("zilence"):
        makers += zilence_makers(app)
    return makers


def zilence_makers(app) -> list[tuple[str, Callable[[], object]]]:
    """Zilence's moments beyond the countdown: the pointer's trace (then the board change)
    with computers at every seat, and scanning practice counting down and tracing."""
    from ..engine import new_game
    from ..scenes.registry import open_game
    from ..scenes.zilence.practice import PracticeScene
    from ..shell.session import Seat, Session

    def trace():
        session = Session(
            new_game("zilence", 4, seed=3), [Seat(f"Bot {i}", False) for i in range(4)]
        )
        scene = open_game(app, session)
        while scene.resolution is None:
            scene.act(session.bot_action())
        return scene

    def practice(tracing: bool):
        scene = PracticeScene(app, seed=3)
        scene.start()
        if tracing:
            rd = scene.round
            scene.choose(min(rd.found, key=lambda c: len(rd.found[c])))
        return scene

    def change():
        scene = trace()
        scene.skip_show()  # straight to the board change, then the next round
        return scene

    return [
        ("zilence trace", trace),
        ("zilence change", change),
        ("practice countdown", lambda: practice(False)),
        ("practice trace", lambda: practice(True)),
    ]


def bench_frames(frames: int) -> None:
    from ..app import App
    from ..scenes.menu import MainMenu

    app = App((1280, 720))
    app.settings.bot_speed = "fast"
    print(f"{'scene':<22}{'median ms':>10}{'p99 ms':>9}   (targets 4 / 12)")
    for name, make in scene_makers(app):
        app.stack.reset(MainMenu(app), make())
        frame_times(app, 10)  # warm the caches
        times = frame_times(app, frames)
        print(f"{name:<22}{statistics.median(times):>10.2f}{percentile(times, 99):>9.2f}")


def bench_games(seconds: float) -> None:
    from ..engine import GAMES, new_game
    from ..engine.common import bot_input

    print(f"\n{'game':<12}{'playouts/s':>11}{'bot p99 ms':>12}{'bot max ms':>12}")
    for game_id, info in sorted(GAMES.items()):
        rnd = random.Random(1)
        games, start = 0, time.perf_counter()
        while time.perf_counter() - start < seconds:
            state = new_game(
                game_id,
                rnd.randint(info.min_players, info.max_players),
                seed=rnd.randrange(1 << 30),
            )
            while not state.is_over:
                state.apply(rnd.choice(state.legal_actions()))
            games += 1
        rate = games / (time.perf_counter() - start)
        decisions: list[float] = []
        seed = 0
        while len(decisions) < 400 and info.bot is not None:
            state = new_game(game_id, info.max_players, seed=seed)
            seed += 1
            while not state.is_over and len(decisions) < 400:
                ctx = bot_input(state, state.current_player, rnd, info.default_bot_level)
                t = time.perf_counter()
                action = info.bot(ctx)
                decisions.append((time.perf_counter() - t) * 1000)
                state.apply(action)
        p99 = percentile(decisions, 99) if decisions else float("nan")
        worst = max(decisions) if decisions else float("nan")
        print(f"{game_id:<12}{rate:>11.0f}{p99:>12.2f}{worst:>12.2f}")


def bench_extras(quick: bool) -> None:
    """Game-specific figures: each engine may offer ``bench.figures(quick)`` of its own."""
    import importlib

    from ..shell.catalogue import GAME_LIST

    for game in GAME_LIST:
        if game.info is None:
            continue
        try:
            module = importlib.import_module(f".engine.{game.game_id}.bench", __package__)
        except ModuleNotFoundError:
            continue
        for name, value in module.figures(quick).items():
            print(f"{game.game_id}: {name}: {value}")


def playable_games() -> list[str]:
    from ..engine import GAMES
    from ..scenes.registry import has_scene

    return [g for g in sorted(GAMES) if has_scene(g)]


def peak_memory_mb() -> float:
    try:
        import resource
    except ImportError:  # Windows
        return float("nan")
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m game.bench")
    parser.add_argument("--first-frame", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--quick", action="store_true", help="fewer frames and games")
    parser.add_argument("--frames-child", nargs=2, help=argparse.SUPPRESS)
    parser.add_argument("--only", nargs="*", help="whole games of these titles only, then stop")
    parser.add_argument(
        "--sizes",
        default=",".join(f"{w}x{h}" for w, h in bench_frames_module.SIZES),
        help="window sizes of the whole games, e.g. 1280x720,3840x2160",
    )
    parser.add_argument(
        "--hosted",
        action="store_true",
        help="with --only: each game also hosted, seat 1 joined from another process",
    )
    parser.add_argument(
        "--net-latency",
        action="store_true",
        help="network play only: a host's move to its drawing on a joined program",
    )
    parser.add_argument(
        "--net-host",
        choices=(*bench_net.MODES, "both"),
        default="both",
        help="with --net-latency: the host alone (headless), the program hosting (app), or both",
    )
    parser.add_argument(
        "--net-moves", type=int, default=200, help="with --net-latency: host moves timed per run"
    )
    parser.add_argument("--net-latency-child", nargs=4, help=argparse.SUPPRESS)
    parser.add_argument("--net-seat", nargs=4, help=argparse.SUPPRESS)
    parser.add_argument("--history", action="store_true", help="History with 1,000 games only")
    parser.add_argument("--idle", action="store_true", help="idle CPU at each size only")
    parser.add_argument("--idle-child", nargs=2, help=argparse.SUPPRESS)
    parser.add_argument(
        "--suggest", action="store_true", help="Suggest a move's time per title only"
    )
    parser.add_argument(
        "--suggest-positions", type=int, default=300, help="positions timed per title"
    )
    bench_bots.add_options(parser)
    args = parser.parse_args()
    tool_signals.install()  # SIGTERM or SIGINT ends the bench and every process it started
    if args.first_frame:
        first_frame_child()
        return
    if args.frames_child:
        bench_frames_module.child(*args.frames_child, hosted=args.hosted)
        return
    if args.net_latency_child:
        bench_net.child(*args.net_latency_child)
        return
    if args.net_seat:
        bench_hosted.remote_seat(*args.net_seat)
        return
    if args.net_latency:
        modes = bench_net.MODES if args.net_host == "both" else (args.net_host,)
        bench_net.run(modes, args.net_moves)
        return
    if args.history:
        bench_history.run()
        return
    if args.idle_child:
        bench_idle.child(*args.idle_child)
        return
    if args.suggest:
        bench_suggest.run(args.suggest_positions)
        return
    sizes = tuple((int(w), int(h)) for w, h in (s.split("x") for s in args.sizes.split(",")))
    if args.only is not None:
        bench_frames_module.bench_whole_games(args.only or playable_games(), sizes, args.hosted)
        return
    if args.idle:
        bench_idle.run(sizes)
        return
    if args.bots_only is not None:
        bench_bots.run(args)
        return
    print(f"first menu frame: {time_to_first_frame():.2f} s (target 1.5 s)")
    bench_frames(100 if args.quick else 400)
    bench_frames_module.bench_whole_games(playable_games(), sizes)
    bench_idle.run(sizes)
    bench_games(1.0 if args.quick else 3.0)
    bench_extras(args.quick)
    bench_suggest.run(100 if args.quick else args.suggest_positions)
    bench_bots.run(args)
    bench_history.run()
    print(f"\npeak memory: {peak_memory_mb():.0f} MB (target < 250 MB)")


if __name__ == "__main__":
    main()
