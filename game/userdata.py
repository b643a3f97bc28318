"""Where saves, settings and logs live: the user's data directory, never next to the program."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "QuietTable"


def data_dir() -> Path:
    """The user data directory (``QUIET_TABLE_DATA`` overrides it, for tests and portable use)."""
    override = os.environ.get("QUIET_TABLE_DATA")
    path = Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def saves_dir() -> Path:
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def settings_file() -> Path:
    return data_dir() / "settings.json"


def log_file() -> Path:
    path = data_dir() / "logs"
    path.mkdir(parents=True, exist_ok=True)
    return path / "quiet-table.log"
