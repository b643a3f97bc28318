"""One running copy owns the save slot: an OS lock on a file in the saves folder.

The operating system drops the lock when the process ends, however it ends, so a crash never
leaves a stale lock behind. Standard library only.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path
from typing import IO

if os.name == "nt":
    import msvcrt

    def _try_lock(handle: IO[str]) -> bool:
        # msvcrt locks bytes from the file's position, and "a+" starts at its end: every copy
        # must ask for the same byte, the first, whatever the file holds.
        handle.seek(0)
        try:
            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

else:
    import fcntl

    def _try_lock(handle: IO[str]) -> bool:
        try:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return False
        return True


class SlotLock:
    """``acquire()`` is True when this process holds the lock (it keeps it until ``release``)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._handle: IO[str] | None = None

    @property
    def held(self) -> bool:
        return self._handle is not None

    def acquire(self) -> bool:
        """Take the lock; False when another process holds it. OSError if the file can't open."""
        if self._handle is not None:
            return True
        handle = open(self.path, "a+", encoding="utf-8")  # noqa: SIM115 - held while we run
        if not _try_lock(handle):
            handle.close()
            return False
        self._handle = handle
        return True

    def release(self) -> None:
        if self._handle is not None:
            with contextlib.suppress(OSError):
                self._handle.close()
            self._handle = None
