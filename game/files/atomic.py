"""Writing a file so that a crash leaves either the old or the new content, never half."""

from __future__ import annotations

import contextlib
import logging
import os
import re
import stat
import tempfile
import time
from pathlib import Path

from .userdata import data_dir, exports_dir, history_dir, saves_dir

log = logging.getLogger("quiet_table")

# The temporary file of a write (``.<name>.<8 random characters>.tmp``, mkstemp's names): a
# program killed mid-write leaves one behind. Only files of this pattern, of the .json files
# the program writes, are ever removed (``remove_stale``).
TEMPORARY = re.compile(r"^\.[^/\\]+\.json\.[a-z0-9_]{8}\.tmp$")
# A write takes milliseconds; a temporary file untouched this long belongs to no running copy.
STALE_SECONDS = 120.0
# Windows refuses to rename over a file another process has open (a virus scanner, an indexer,
# a second copy reading History) with PermissionError, for a moment: try again this often.
REPLACE_TRIES, REPLACE_PAUSE = 10, 0.05
PATIENT_REPLACE = os.name == "nt"  # elsewhere PermissionError means what it says


def replace(source: str | Path, target: Path) -> None:
    """``os.replace``, patient with a file another program holds open on Windows."""
    for attempt in range(REPLACE_TRIES):
        try:
            os.replace(source, target)
            return
        except PermissionError:
            if not PATIENT_REPLACE or attempt == REPLACE_TRIES - 1:
                raise
            time.sleep(REPLACE_PAUSE)


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
        replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def remove_stale(folder: Path, older_than: float = STALE_SECONDS) -> list[str]:
    """Remove the temporary files a killed write left in ``folder``; their names.

    Only regular files of the program's own pattern, untouched for ``older_than`` seconds (a
    second running copy may be writing one right now; 0 only where this copy alone writes,
    as in the saves folder while it holds the save lock). Never raises.
    """
    try:
        names = [n for n in os.listdir(folder) if TEMPORARY.match(n)]
    except OSError:
        return []
    now, removed = time.time(), []
    for name in names:
        path = folder / name
        try:
            info = path.lstat()
            if not stat.S_ISREG(info.st_mode) or now - info.st_mtime < older_than:
                continue
            path.unlink()
        except OSError:
            continue
        removed.append(name)
    return removed


def sweep_temporaries(slot_held: bool) -> None:
    """At start: the temporary files of writes a kill interrupted (in any earlier run) go.

    In the saves folder, while this copy holds the save lock, every one is stale (only its
    holder writes there); elsewhere a second copy may be writing, so only those untouched
    for a while go. Never another program's files: only our own pattern.
    """
    folders = [(saves_dir(), 0.0 if slot_held else None)]
    folders += [(data_dir(), None), (history_dir(), None), (exports_dir(), None)]
    for folder, age in folders:
        removed = remove_stale(folder) if age is None else remove_stale(folder, age)
        if removed:
            log.info("left by an interrupted write, removed from %s: %s", folder, removed)
