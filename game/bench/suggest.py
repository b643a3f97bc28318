"""``python -m game.bench --suggest``: how long "Suggest a move" takes, per title.

``suggest()`` is the move a computer in the seat would make plus its reason, so it costs one
computer decision and one reading of the view. Positions come from seeded games played by
the computers at the default level (the ones a player meets); the figure is printed, never
asserted (issue 31 asks p99 <= 150 ms for what appears on screen).
"""

from __future__ import annotations

import random
import time

TARGET_P99_MS = 150.0


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def timings(game_id: str, positions: int, seed: int = 0) -> tuple[list[float], list[float]]:
    """Milliseconds of ``suggest()`` at ``positions`` decisions of seeded games: on the clock,
    and in the thread's CPU time (what a busy machine does not stretch; the searches' deadlines
    count it)."""
    from ..engine import GAMES, new_game
    from ..engine.common import choose, suggest

    info = GAMES[game_id]
    rnd = random.Random(seed)
    out: list[float] = []
    cpu: list[float] = []
    while len(out) < positions:
        players = rnd.randint(info.min_players, info.max_players)
        state = new_game(game_id, players, seed=rnd.randrange(1 << 30))
        while not state.is_over and len(out) < positions:
            seat = state.current_player
            assert seat is not None
            start, start_cpu = time.perf_counter(), time.thread_time()
            suggestion = suggest(state, info, seat)
            out.append((time.perf_counter() - start) * 1000)
            cpu.append((time.thread_time() - start_cpu) * 1000)
            # Half the moves the suggested one, half another computer's: varied positions.
            state.apply(suggestion.action if rnd.random() < 0.5 else choose(state, info, seat))
    return out, cpu


def run(positions: int) -> None:
    from ..engine import GAMES

    print(
        f"\n{'suggest':<12}{'positions':>10}{'p50 ms':>9}{'p99 ms':>9}{'max ms':>9}"
        f"{'cpu p50':>9}{'cpu p99':>9}"
    )
    for game_id in sorted(GAMES):
        times, cpu = timings(game_id, positions)
        print(
            f"{game_id:<12}{len(times):>10}{percentile(times, 50):>9.1f}"
            f"{percentile(times, 99):>9.1f}{max(times):>9.1f}"
            f"{percentile(cpu, 50):>9.1f}{percentile(cpu, 99):>9.1f}"
        )
    print(f"(target: p99 <= {TARGET_P99_MS:.0f} ms)")
