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


# ---- files set aside as damaged, to be told once ---------------------------------------------
# What the player is still to hear about kept files found damaged (settings, remembered tables,
# practice scores): the frame takes them (``take_file_notices``) and shows them once. Worded
# when taken, not when found: settings are read before the player's language is chosen.
_file_notices: list[tuple[Path, Path | None, str]] = []  # (the file, its copy, what is kept)


def put_aside_damaged(path: Path, kept: str) -> Path | None:
    """Set a damaged kept file aside (byte for byte, renamed) and queue the player's notice.

    ``kept`` (marked with N_, translated when told) says what the program still uses of it.
    """
    aside = set_aside(path)
    _file_notices.append((path, aside, kept))
    return aside


def take_file_notices() -> list[str]:
    """The notices queued since the last call (each is told once), of the current data
    folder's files only (tests change the folder), in the player's language. Asked every
    frame: nothing queued is the usual answer, and it touches no folder."""
    if not _file_notices:
        return []
    here = data_dir()
    queued = [n for n in _file_notices if n[0].parent == here or here in n[0].parents]
    _file_notices.clear()
    return [_notice(path, aside, kept) for path, aside, kept in queued]


def _notice(path: Path, aside: Path | None, kept: str) -> str:
    from ..i18n import _  # userdata is imported before the catalogues are chosen

    if aside is not None:
        return _(
            "The file {name} in {folder} was damaged. It was kept unchanged as {aside}. {kept}"
        ).format(name=path.name, folder=path.parent, aside=aside.name, kept=_(kept))
    return _(
        "The file {name} in {folder} was damaged and could not be moved aside; it was "
        "left as it is. {kept}"
    ).format(name=path.name, folder=path.parent, kept=_(kept))
