"""Where saves, settings and logs live: the user's data directory, never next to the program.

The folders are created when asked for, but a folder that cannot be created is no error here:
whoever writes into it finds out and copes (saving off, logging to standard error).
"""

from __future__ import annotations

import contextlib
import os
import time
from pathlib import Path

import platformdirs

APP_NAME = "QuietTable"


def _made(path: Path) -> Path:
    with contextlib.suppress(OSError):
        path.mkdir(parents=True, exist_ok=True)
    return path


def data_dir() -> Path:
    """The user data directory (``QUIET_TABLE_DATA`` overrides it, for tests and portable use)."""
    override = os.environ.get("QUIET_TABLE_DATA")
    return _made(Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, False)))


def saves_dir() -> Path:
    return _made(data_dir() / "saves")


def history_dir() -> Path:
    """Finished and abandoned games, one file each (game/history)."""
    return _made(data_dir() / "history")


def exports_dir() -> Path:
    """Where History's Export writes a game for the player to send on."""
    return _made(data_dir() / "exports")


def imports_dir() -> Path:
    """Where the player drops exported games for History's Import to take in."""
    return _made(data_dir() / "imports")


def settings_file() -> Path:
    return data_dir() / "settings.json"


def log_file() -> Path:
    return _made(data_dir() / "logs") / "quiet-table.log"


def set_aside(path: Path) -> Path | None:
    """Rename ``path`` to a free ``damaged-<time>[-n]-<name>`` beside it, never over another.

    Returns the new path, or None when the file could not be moved (a read-only folder).
    """
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(1, 1000):
        tag = stamp if n == 1 else f"{stamp}-{n}"
        candidate = path.with_name(f"damaged-{tag}-{path.name}")
        if candidate.exists():
            continue
        try:
            path.rename(candidate)
        except OSError:
            return None
        return candidate
    return None
