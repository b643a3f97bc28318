"""Writing a file so that a crash leaves either the old or the new content, never half."""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path


def write_atomic(path: Path, text: str, durable: bool = True) -> None:
    """Write to a temporary file beside ``path``, flush it to disk, then rename over ``path``.

    ``durable=False`` skips waiting for the disk (fsync): the rename still leaves the old or
    the new content after the program is killed, only a power cut may lose the newest.

    The temporary name is unique per write, so two writers (two copies of the program) never
    rename each other's half-written file; a failed write leaves no temporary file behind.
    """
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with open(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            if durable:
                os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
