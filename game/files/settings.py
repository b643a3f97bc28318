"""Player settings, remembered between runs in the user data directory."""

from __future__ import annotations

import json
import logging
import math
from dataclasses import asdict, dataclass, fields
from typing import Any

from ..i18n import LANGUAGES
from .atomic import write_atomic
from .userdata import set_aside, settings_file

log = logging.getLogger(__name__)

# Pause before a computer seat acts, in seconds, by speed setting.
BOT_SPEEDS: dict[str, float] = {"slow": 1.6, "normal": 0.8, "fast": 0.3, "instant": 0.0}


@dataclass
class Settings:
    fullscreen: bool = False
    volume: float = 0.6
    bot_speed: str = "normal"
    colorblind: bool = False
    show_log: bool = True
    language: str = ""  # "" follows the system's language (English if it is not one of ours)

    @property
    def bot_delay(self) -> float:
        return BOT_SPEEDS.get(self.bot_speed, BOT_SPEEDS["normal"])

    def save(self) -> None:
        try:
            write_atomic(settings_file(), json.dumps(asdict(self), indent=2))
        except OSError:
            log.exception("could not save settings")


def load_settings() -> Settings:
    """The saved settings; the program starts whatever the file holds.

    A file that cannot be parsed, or holds a value of the wrong kind, falls back to defaults
    (field by field) and is set aside like a damaged save, so the next save writes a clean one.
    """
    path = settings_file()
    settings = Settings()
    try:
        if not path.exists():
            return settings
        raw = path.read_bytes()
    except OSError as exc:
        log.warning("settings file unreadable, using defaults: %s (%s)", path, exc)
        return settings
    try:
        data = json.loads(raw.decode("utf-8"))
        damaged = not isinstance(data, dict) or not apply_values(settings, data)
    except Exception:  # bad bytes, deep nesting, huge numbers: any failure is a damaged file
        log.warning("settings file damaged: %s", path, exc_info=True)
        settings, damaged = Settings(), True
    if damaged:
        aside = set_aside(path)
        log.warning("damaged settings file %s, using defaults; kept as %s", path, aside)
    return settings


def apply_values(settings: Settings, data: dict[str, Any]) -> bool:
    """Take every usable value from ``data``; False when some value was not usable."""
    clean = True
    for f in fields(Settings):
        if f.name not in data:
            continue
        value, default = data[f.name], getattr(settings, f.name)
        if isinstance(default, bool):
            ok = isinstance(value, bool)
        elif isinstance(default, float):
            ok = isinstance(value, (int, float)) and not isinstance(value, bool)
            ok = ok and abs(value) < 1e6 and math.isfinite(value)  # ints compare exactly
            value = min(1.0, max(0.0, float(value))) if ok else default
        else:
            ok = isinstance(value, str) and (f.name != "bot_speed" or value in BOT_SPEEDS)
            ok = ok and (f.name != "language" or value in ("", *LANGUAGES))
        if ok:
            setattr(settings, f.name, value)
        clean = clean and ok
    return clean
