"""Slow work off the frame: one background thread that runs jobs in order.

A scene submits a job (compose the next board, read the maps, a computer player's decision)
and polls its Future each frame; the frame never waits for it. pygame-ce may draw on Surfaces
in another thread as long as no two threads touch the same Surface; the jobs only build new
ones and hand them back.

``INLINE`` runs every job at once on the caller's thread (tests set it, so a table behaves the
same whatever the machine's speed).

The frame goes first. pygame's blits, fills and new pictures hold the interpreter lock
throughout (1-3 ms each on a 4K board), and a frame that wants the lock back every
millisecond waited behind one each time: at 4K a frame of 5 ms of work took 11-14 ms while a
board was composed or a change's pieces turned (issue 32). So a job calls ``step_aside``
between its steps, which waits while the window's thread is making a frame (``frame``); the
frame then waits at most for the one step under way as it began.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from contextlib import contextmanager
from typing import Any

INLINE = False
# While the worker runs Python, a frame waits for the interpreter lock at most this long
# before taking it back (Python's default is 5 ms, a third of a frame).
SWITCH_INTERVAL = 0.001
# A step never waits longer than this for a frame to end (a frame that fails to say so, a
# window thread blocked on the worker: then the work goes on, only slower frames meanwhile).
STEP_WAIT_SECONDS = 0.05

_pool: list[ThreadPoolExecutor] = []
_between_frames = threading.Event()  # set: no frame is being made now
_between_frames.set()
_on_worker = threading.local()  # ``yes`` on the worker's thread


def _mark_worker() -> None:
    _on_worker.yes = True


@contextmanager
def frame() -> Iterator[None]:
    """Around a frame on the window's thread: the worker's next step waits for its end."""
    _between_frames.clear()
    try:
        yield
    finally:
        _between_frames.set()


def step_aside() -> None:
    """In a job, before a step of a few milliseconds: wait while a frame is being made.
    Elsewhere (the window's thread, a test running jobs inline) nothing."""
    if getattr(_on_worker, "yes", False):
        _between_frames.wait(STEP_WAIT_SECONDS)


def result(future: Future) -> Any:
    """``future``'s result, waited for on the window's thread (``waiting``)."""
    with waiting():
        return future.result()


@contextmanager
def waiting() -> Iterator[None]:
    """Around a wait of the window's thread for the worker (a result, a lock it holds) within
    a frame: the worker's steps go on meanwhile. On the worker itself, nothing."""
    making = not _between_frames.is_set() and not getattr(_on_worker, "yes", False)
    if making:
        _between_frames.set()
    try:
        yield
    finally:
        if making:
            _between_frames.clear()


class SharedLock:
    """A re-entrant lock the window's thread and the worker share (the Zilence renderer's):
    the window's thread waiting for it lets the worker's steps go on (``waiting``), or the
    worker, holding it, would wait for the frame that waits for it."""

    def __init__(self) -> None:
        self._lock = threading.RLock()

    def __enter__(self) -> SharedLock:
        if not self._lock.acquire(blocking=False):
            with waiting():
                self._lock.acquire()
        return self

    def __exit__(self, *_exc: object) -> None:
        self._lock.release()


def submit(fn: Callable[..., Any], *args: Any) -> Future:
    """Run ``fn(*args)`` on the worker thread (at once when ``INLINE``)."""
    if INLINE:
        done: Future = Future()
        try:
            done.set_result(fn(*args))
        except Exception as exc:
            done.set_exception(exc)
        return done
    if not _pool:
        sys.setswitchinterval(min(sys.getswitchinterval(), SWITCH_INTERVAL))
        pool = ThreadPoolExecutor(1, "board-worker", initializer=_mark_worker)
        _pool.append(pool)
    return _pool[0].submit(_after_the_frame, fn, *args)


def _after_the_frame(fn: Callable[..., Any], *args: Any) -> Any:
    """A job asked for within a frame begins once that frame has been made."""
    step_aside()
    return fn(*args)


def ready(future: Future | None) -> bool:
    """True once ``future`` has finished; its error, if any, is raised here on the frame's
    thread (where the scene's error screen catches it)."""
    if future is None or not future.done():
        return False
    future.result()
    return True
