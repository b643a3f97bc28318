"""Player settings, remembered between runs in the user data directory."""

from __future__ import annotations

import json
import logging
from dataclasses import asdict, dataclass, fields

from .atomic import write_atomic
from .userdata import settings_file

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

    @property
    def bot_delay(self) -> float:
        return BOT_SPEEDS.get(self.bot_speed, BOT_SPEEDS["normal"])

    def save(self) -> None:
        try:
            write_atomic(settings_file(), json.dumps(asdict(self), indent=2))
        except OSError:
            log.exception("could not save settings")


def load_settings() -> Settings:
    """The saved settings; anything missing or unreadable falls back to its default."""
    path = settings_file()
    settings = Settings()
    if not path.exists():
        return settings
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        log.warning("settings file unreadable, using defaults: %s", path)
        return settings
    if not isinstance(data, dict):
        return settings
    for f in fields(Settings):
        value = data.get(f.name)
        if isinstance(value, type(getattr(settings, f.name))) or (
            f.type == "float" and isinstance(value, int) and not isinstance(value, bool)
        ):
            setattr(settings, f.name, value)
    settings.volume = min(1.0, max(0.0, float(settings.volume)))
    if settings.bot_speed not in BOT_SPEEDS:
        settings.bot_speed = "normal"
    return settings
