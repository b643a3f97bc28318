"""The autosave's own thread: the frame hands over the newest save text and goes on.

Each write is write-then-rename (``write_atomic``), so a crash leaves the previous save or the
new one, never half of one. Only round ends and quitting wait for the disk (fsync); a killed
process loses nothing the kernel already has. Before a new text is handed over, the previous
one must be on disk: so a crash loses at most the last move. Writes are about a millisecond and
moves come frames apart, so that wait is almost always nothing.
"""

from __future__ import annotations

import atexit
import contextlib
import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from .atomic import write_atomic

log = logging.getLogger(__name__)
# How long a new save waits for the previous write (a stuck disk must not stop the game; past
# this, the newer text simply replaces the one still waiting).
PREVIOUS_WRITE_WAIT = 2.0


@dataclass
class Job:
    path: Path
    text: str
    durable: bool  # fsync before the rename (round ends, quitting)
    failed: Callable[[OSError], None]  # told on the writer's thread when the disk refuses
    wanted: Callable[[], bool] = lambda: True  # asked just before writing (saving may be off)


class SaveWriter:
    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._job: Job | None = None  # waiting to be written
        self._busy = False  # a job is being written now
        self._thread: threading.Thread | None = None

    def put(self, job: Job) -> None:
        """Hand over the newest save; returns at once unless the last one is still going."""
        with self._cond:
            self._cond.wait_for(self._idle, PREVIOUS_WRITE_WAIT)
            if self._job is not None and self._job.durable:
                job.durable = True  # a replaced round-end save keeps its fsync
            self._job = job
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="save-writer", daemon=True)
                self._thread.start()
                atexit.register(self.flush)
            self._cond.notify_all()

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until everything handed over is written (or failed); False on a timeout."""
        with self._cond:
            return self._cond.wait_for(self._idle, timeout)

    def _idle(self) -> bool:
        return self._job is None and not self._busy

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._job is not None)
                job, self._job = self._job, None
                self._busy = True
            assert job is not None
            try:
                if job.wanted():
                    write_atomic(job.path, job.text, durable=job.durable)
            except OSError as exc:
                with contextlib.suppress(Exception):  # the writer thread must never die
                    job.failed(exc)
            except Exception:
                log.exception("the autosave could not be written")
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()


WRITER = SaveWriter()
