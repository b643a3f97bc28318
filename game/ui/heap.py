"""Freed picture memory handed back to the system (Linux with glibc; elsewhere nothing).

At 4K a board is 12 MB and a text or panel picture often one or two; glibc keeps a freed
picture's memory inside its heap, where the next picture (seldom the same size) fits only
part of the hole, so over a long Zilence game the program kept 80-90 MB of free holes
(issue 32). ``malloc_trim`` hands the free pages back in 3-8 ms at 4K; the app asks for it
after a frame that left that much of its 60th of a second, at most every few seconds.

Pictures of 4 MB and more (a board, a side's terrain, a laid board, a whole-window picture)
are given memory of their own by the system (``map_big_pictures``) and hand it back when
freed: they are made a few times a round, never every frame, and they were the holes.
"""

from __future__ import annotations

import ctypes
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

BIG_PICTURE_BYTES = 4 * 2**20  # from this size an allocation is its own map
M_MMAP_THRESHOLD = -3  # glibc's mallopt parameter
TIDY_EVERY = 3.0  # seconds between two trims at least
QUICK_FRAME_MS = 6.0  # a frame this quick leaves time for a trim before the next is due


def _c_library() -> ctypes.CDLL | None:
    if not sys.platform.startswith("linux"):
        return None
    try:
        return ctypes.CDLL(None)  # the process's own C library
    except OSError:
        return None


def _malloc_trim() -> Callable[[int], int] | None:
    trim = getattr(_c_library(), "malloc_trim", None)  # (musl has none)
    if trim is not None:
        trim.argtypes, trim.restype = [ctypes.c_size_t], ctypes.c_int
    return trim


def map_big_pictures(threshold: int = BIG_PICTURE_BYTES) -> bool:
    """Allocations of ``threshold`` bytes and more get maps of their own (glibc's
    ``M_MMAP_THRESHOLD``; fixed, it no longer grows to 32 MB as freed maps would make it).
    Whether the C library took it."""
    libc = _c_library()
    mallopt = getattr(libc, "mallopt", None)
    if mallopt is None:
        return False
    mallopt.argtypes, mallopt.restype = [ctypes.c_int, ctypes.c_int], ctypes.c_int
    return bool(mallopt(M_MMAP_THRESHOLD, threshold))


class Tidier:
    """Trims the heap now and then, after a quick frame (``after_frame``)."""

    def __init__(
        self,
        every: float = TIDY_EVERY,
        clock: Callable[[], float] = time.monotonic,
        trim: Callable[[int], int] | None = None,
    ) -> None:
        self.every, self.clock = every, clock
        self.trim = trim if trim is not None else _malloc_trim()
        self.last = clock()

    @contextmanager
    def frame(self) -> Iterator[None]:
        """Around a frame: a trim after it, if it was quick (``after_frame``)."""
        begin = time.perf_counter()
        yield
        self.after_frame((time.perf_counter() - begin) * 1000)

    def after_frame(self, frame_ms: float) -> bool:
        """Trim if this frame took at most ``QUICK_FRAME_MS`` and the last trim was long
        enough ago; whether it trimmed."""
        if self.trim is None or frame_ms > QUICK_FRAME_MS:
            return False
        now = self.clock()
        if now - self.last < self.every:
            return False
        self.trim(0)
        self.last = now
        return True
