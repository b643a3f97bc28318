"""Slow work off the frame: one background thread that runs jobs in order.

A scene submits a job (compose the next board, read the maps, a computer player's decision)
and polls its Future each frame; the frame never waits for it. pygame-ce may draw on Surfaces
in another thread as long as no two threads touch the same Surface; the jobs only build new
ones and hand them back.

``INLINE`` runs every job at once on the caller's thread (tests set it, so a table behaves the
same whatever the machine's speed).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

INLINE = False
# While the worker runs Python, a frame waits for the interpreter lock at most this long
# before taking it back (Python's default is 5 ms, a third of a frame).
SWITCH_INTERVAL = 0.001

_pool: list[ThreadPoolExecutor] = []


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
        _pool.append(ThreadPoolExecutor(max_workers=1, thread_name_prefix="board-worker"))
    return _pool[0].submit(fn, *args)


def ready(future: Future | None) -> bool:
    """True once ``future`` has finished; its error, if any, is raised here on the frame's
    thread (where the scene's error screen catches it)."""
    if future is None or not future.done():
        return False
    future.result()
    return True
