"""The autosave slot: written after every action, read by Continue."""

from __future__ import annotations

import logging
import time
from pathlib import Path

from .atomic import write_atomic
from .engine.common import SaveError
from .session import Session, session_from_json
from .userdata import saves_dir

log = logging.getLogger(__name__)
CURRENT = "current.json"


def current_path() -> Path:
    return saves_dir() / CURRENT


def has_save() -> bool:
    return current_path().exists()


def save_session(session: Session) -> None:
    write_atomic(current_path(), session.to_json())


def clear_save() -> None:
    current_path().unlink(missing_ok=True)


def load_current() -> Session:
    """The saved game. A bad save is renamed aside (never deleted) and SaveError raised."""
    path = current_path()
    if not path.exists():
        raise SaveError("There is no saved game to continue.")
    try:
        text = path.read_text(encoding="utf-8")
        return session_from_json(text)
    except (OSError, UnicodeDecodeError, SaveError) as exc:
        aside = path.with_name(f"damaged-{time.strftime('%Y%m%d-%H%M%S')}-{CURRENT}")
        try:
            path.rename(aside)
        except OSError:
            log.exception("could not move the damaged save aside")
        log.warning("damaged save moved to %s: %s", aside, exc)
        message = str(exc) if isinstance(exc, SaveError) else "The saved game could not be read."
        raise SaveError(f"{message} It was kept as {aside.name}.") from exc
