"""Computer players think in a process of their own, so a search never slows a frame.

A thread is not enough: a pure-Python search holds the interpreter lock, and the frame waits
for it (Silencio's look-ahead stretched frames to 50 ms). A second process runs on the other
core. It is handed the game's record (seed, options, the actions so far: what a save holds),
replays it (only the new actions, when it already holds the game) and decides exactly as
``Session.bot_action`` would on the frame's thread: the same view, the same seeded generator.

When no process can be had (a system that refuses one, a worker that died), the decision
falls back to the board worker's thread, once logged. ``board_worker.INLINE`` (the tests)
decides at once on the caller's thread.
"""

from __future__ import annotations

import logging
import multiprocessing
import multiprocessing.connection
import os
import sys
import threading
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..shell.session import Deal, Session
from ..ui import board_worker

if TYPE_CHECKING:
    from ..engine.common import GameState

log = logging.getLogger("quiet_table.bots")


@dataclass(frozen=True)
class Job(Deal):
    """One decision, as plain data that crosses to the other process: the game's deal, the
    actions so far, whose choice and at which level."""

    actions: list[dict[str, Any]]
    seat: int
    level: str


@dataclass
class _Pool:
    executor: ProcessPoolExecutor | None = None
    started: bool = False  # the process is up: handing a job over costs nothing now
    broken: bool = False  # no process to be had: think on the board worker's thread


_pool = _Pool()
_lock = threading.Lock()
# The computers' process runs below the window's priority: where two cores are shared with
# other work, a frame then gets a core before a search does (a decision a little later, the
# frame on time).
NICENESS = 5
BELOW_NORMAL_PRIORITY_CLASS = 0x4000  # Windows
# The worker's copy of the game it last decided for (only in the worker process).
_held: list[GameState] = []


def job_for(session: Session, seat: int) -> Job:
    state = session.state
    deal = Deal.of(state)
    return Job(
        deal.game,
        deal.players,
        deal.seed,
        deal.options,
        actions=list(state.history),
        seat=seat,
        level=session.seats[seat].level,
    )


def submit(session: Session, seat: int) -> Future:
    """``seat``'s choice on the current state, worked out in the bot process. Never waits:
    until the process has started, the board worker's thread hands the job over."""
    if board_worker.INLINE or _pool.broken:
        return board_worker.submit(session.bot_action, seat)
    result: Future = Future()
    job = job_for(session, seat)
    if _pool.started:
        _send(job, result)
    else:
        board_worker.submit(_send, job, result)  # starting the process takes some 30 ms
    return result


def _send(job: Job, result: Future) -> None:
    """Hand ``job`` to the process; ``result`` gets its answer (or, with no process to be
    had, the answer worked out on the board worker's thread)."""
    try:
        inner = _executor().submit(decide, job)
        _pool.started = True
    except (OSError, RuntimeError, BrokenProcessPool) as exc:
        _give_up(exc)
        inner = board_worker.submit(decide, job)  # (its own copy of the game there too)
    inner.add_done_callback(lambda done: _copy(done, result))


def _copy(done: Future, result: Future) -> None:
    exc = done.exception()
    if exc is None:
        result.set_result(done.result())
    else:
        result.set_exception(exc)


def retry_on_thread(future: Future, session: Session, seat: int) -> Future:
    """``future`` again on the board worker's thread if the process died under it."""
    if future.done() and isinstance(future.exception(), BrokenProcessPool):
        _give_up(future.exception())
        return board_worker.submit(session.bot_action, seat)
    return future


def warm() -> None:
    """Start the process now, on the board worker's thread (starting one takes some 30 ms),
    so neither this frame nor the first computer's turn waits for it."""
    if board_worker.INLINE or _pool.broken or _pool.executor is not None:
        return
    board_worker.submit(_start)


def _start() -> None:
    try:
        _executor().submit(ping)  # the process starts with its first job
        _pool.started = True
    except (OSError, RuntimeError, BrokenProcessPool) as exc:
        _give_up(exc)


def check(session: Session, timeout: float = 60.0) -> str:
    """For the smoke run: a decision made in the process, compared with the same decision
    made here. An empty string when they agree, else what went wrong."""
    seat = session.state.current_player
    if seat is None:
        return "the game has no seat to move"
    try:
        got = _executor().submit(decide, job_for(session, seat)).result(timeout=timeout)
    except Exception as exc:  # the reason is the message
        return f"the computer players' process failed: {exc!r}"
    wanted = session.bot_action(seat)
    return "" if got == wanted else f"the process chose {got}, the table would choose {wanted}"


def shutdown() -> None:
    if _pool.executor is not None:
        _pool.executor.shutdown(wait=False, cancel_futures=True)
        _pool.executor = None
        _pool.started = False


def _executor() -> ProcessPoolExecutor:
    with _lock:  # the frame's thread and the board worker's may both ask first
        if _pool.executor is None:
            # "spawn" everywhere: the same on every system, and no copy of the window's state.
            context = multiprocessing.get_context("spawn")
            _pool.executor = ProcessPoolExecutor(
                max_workers=1, mp_context=context, initializer=start_worker
            )
        return _pool.executor


def _give_up(exc: BaseException | None) -> None:
    if not _pool.broken:
        log.warning("computer players think on a thread instead of a process: %r", exc)
    _pool.broken = True
    shutdown()


# ---- in the worker process -----------------------------------------------------------------
def start_worker() -> None:
    watch_parent()
    yield_to_the_window()


def yield_to_the_window() -> None:
    """This process below the program's priority (``NICENESS``; below normal on Windows)."""
    try:
        if hasattr(os, "nice"):
            os.nice(NICENESS)
        elif sys.platform == "win32":
            import ctypes

            kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]
            kernel32.SetPriorityClass(kernel32.GetCurrentProcess(), BELOW_NORMAL_PRIORITY_CLASS)
    except OSError as exc:  # a system that refuses: the same decisions, at the same priority
        log.info("computer players keep the window's priority: %r", exc)


def watch_parent() -> None:
    """The worker ends with the program, however the program ends (closed, killed, crashed):
    no process of ours is left behind."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def wait_then_exit() -> None:
        multiprocessing.connection.wait([parent.sentinel])
        os._exit(0)

    threading.Thread(target=wait_then_exit, name="watch-parent", daemon=True).start()


def ping() -> bool:
    import game.engine  # noqa: F401  (the rules loaded before the first real decision)

    return True


def state_for(job: Job) -> GameState:
    """The game at ``job``'s move: the held copy moved on, or the record replayed."""
    from ..engine import new_game

    held = _held[0] if _held else None
    if held is None or not _continues(held, job):
        held = new_game(job.game, job.players, job.seed, job.options)
        _held[:] = [held]
    for action in job.actions[len(held.history) :]:
        held.apply(action)
    return held


def _continues(held: GameState, job: Job) -> bool:
    done = len(held.history)
    return (
        (held.GAME_ID, held.num_players, held.seed, held.options)
        == (job.game, job.players, job.seed, job.options)
        and done <= len(job.actions)
        and held.history == job.actions[:done]
    )


def decide(job: Job) -> dict[str, Any]:
    """The choice ``job`` asks for, on this process's own copy of the game (in the worker
    process, or on the board worker's thread when there is none)."""
    from ..engine import GAMES
    from ..engine.common import choose

    state = state_for(job)
    return choose(state, GAMES[job.game], job.seat, job.level)
