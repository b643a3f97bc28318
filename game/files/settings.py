"""Player settings, remembered between runs in the user data directory."""

from __future__ import annotations

import json
import logging
import math
from dataclasses import asdict, dataclass, fields
from typing import Any

from ..i18n import LANGUAGES, N_
from .atomic import write_atomic
from .userdata import put_aside_damaged, settings_file

log = logging.getLogger(__name__)

# Pause before a computer seat acts, in seconds, by speed setting.
BOT_SPEEDS: dict[str, float] = {"slow": 1.6, "normal": 0.8, "fast": 0.3, "instant": 0.0}
# Text sizes a player may choose, in percent of the size each screen was laid out for.
TEXT_SIZES = (100, 125, 150)


@dataclass
class Settings:
    fullscreen: bool = False
    volume: float = 0.6  # effects: a card laid down, a click
    cue_volume: float = 0.8  # cues: your turn, the screen handed to you, time, the endings
    muted: bool = False  # M: every sound off, the volume kept
    bot_speed: str = "normal"
    colorblind: bool = False
    show_log: bool = True
    text_size: int = 100  # percent, one of TEXT_SIZES: every text on every screen grows
    reduced_motion: bool = False  # things go to their place at once, a brief outline there
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

    A file that cannot be parsed, holds a value of the wrong kind or out of range, or a key
    this version does not know (a renamed or damaged one: ``volumf``), falls back to defaults
    field by field and is set aside first (byte for byte), so the next save, which writes a
    clean file, never loses what the player had; the player is told once. A key that is only
    missing (the file is older than the setting) is no damage: its default fills the gap.
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
        kept = N_("The settings it could read are used; the others are back to their defaults.")
        aside = put_aside_damaged(path, kept)
        log.warning("damaged settings file %s, using defaults; kept as %s", path, aside)
    return settings


def apply_values(settings: Settings, data: dict[str, Any]) -> bool:
    """Take every usable value from ``data``; False when some value was not usable (of the
    wrong kind, or out of range: a volume past 0..1 is clamped) or some key is no setting."""
    clean = set(data) <= {f.name for f in fields(Settings)}
    for f in fields(Settings):
        if f.name in data:
            clean = _apply_value(settings, f.name, data[f.name]) and clean
    return clean


def _apply_value(settings: Settings, name: str, value: Any) -> bool:
    """Set one value when it is usable; False when it was not exactly as the setting wants."""
    default = getattr(settings, name)
    if isinstance(default, bool):
        ok = isinstance(value, bool)
    elif isinstance(default, float):
        number = isinstance(value, (int, float)) and not isinstance(value, bool)
        if not (number and abs(value) < 1e6 and math.isfinite(value)):  # ints compare exactly
            return False
        ok, value = 0.0 <= value <= 1.0, min(1.0, max(0.0, float(value)))
        setattr(settings, name, value)  # clamped when out of range (and told)
        return ok
    elif isinstance(default, int):
        ok = type(value) is int and (name != "text_size" or value in TEXT_SIZES)
    else:
        ok = isinstance(value, str) and (name != "bot_speed" or value in BOT_SPEEDS)
        ok = ok and (name != "language" or value in ("", *LANGUAGES))
    if ok:
        setattr(settings, name, value)
    return ok
