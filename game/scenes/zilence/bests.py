"""Scanning practice's personal bests and recent sessions, per timer and difficulty, kept in
the user data directory.

Never fatal: a file that cannot be read is ignored; a damaged one (anything of the wrong
shape, or a score no session can make) is set aside byte for byte (renamed
``damaged-<time>-...`` like a damaged save), the player is told once, and practice starts
afresh; a file that cannot be written only means the scores are not kept this time.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ...engine.zilence.drill import MAX_SESSION
from ...files.atomic import write_atomic
from ...files.userdata import data_dir, put_aside_damaged
from ...i18n import N_

log = logging.getLogger(__name__)
FILE = "zilence-practice.json"
FORMAT = 1
RECENT = 12  # sessions kept per timer and difficulty, for the chart
KEYS_MAX = 100  # more keys (9 are used) or recent sessions (12) than this: a damaged file
KEY_LENGTH = 40


@dataclass
class Bests:
    best: dict[str, int] = field(default_factory=dict)
    recent: dict[str, list[int]] = field(default_factory=dict)
    damaged_to: Path | None = None  # where a damaged file was set aside on loading
    # The timer and difficulty chosen last (None: never chosen; the scene checks them).
    seconds: int | None = None
    difficulty: str | None = None

    def record(self, key: str, score: int) -> bool:
        """Add a finished session; True when it is a new personal best."""
        new = score > self.best.get(key, -1)
        if new:
            self.best[key] = score
        self.recent[key] = (self.recent.get(key, []) + [score])[-RECENT:]
        return new

    def to_json(self) -> str:
        data: dict[str, Any] = {"format": FORMAT, "best": self.best, "recent": self.recent}
        if self.seconds is not None:
            data["seconds"] = self.seconds
        if self.difficulty is not None:
            data["difficulty"] = self.difficulty
        return json.dumps(data, indent=1)


def path() -> Path:
    return data_dir() / FILE


def _score(value: Any) -> bool:
    """A session's score as a session can make it: a whole number from 0 to MAX_SESSION (a
    score of 10**400 once broke the chart for good)."""
    return type(value) is int and 0 <= value <= MAX_SESSION


def _valid(data: Any) -> bool:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return False
    best, recent = data.get("best"), data.get("recent")
    if not isinstance(best, dict) or not isinstance(recent, dict):
        return False
    if len(best) > KEYS_MAX or len(recent) > KEYS_MAX:
        return False
    scores = all(_score(v) for v in best.values())
    lists = all(
        isinstance(v, list) and len(v) <= KEYS_MAX and all(_score(s) for s in v)
        for v in recent.values()
    )
    keys = all(isinstance(k, str) and len(k) <= KEY_LENGTH for k in [*best, *recent])
    return scores and lists and keys


def load() -> Bests:
    p = path()
    try:
        if not p.exists():
            return Bests()
        raw = p.read_bytes()
    except OSError as exc:
        log.warning("practice scores unreadable: %s (%s)", p, exc)
        return Bests()
    try:
        data = json.loads(raw.decode("utf-8"))
        ok = _valid(data)
    except Exception:  # bad bytes, bad JSON, deep nesting: a damaged file
        ok = False
    if not ok:
        aside = put_aside_damaged(p, N_("Scanning practice starts again with no scores."))
        log.warning("practice scores damaged, set aside as %s", aside)
        return Bests(damaged_to=aside)
    kept = Bests(
        {k: int(v) for k, v in data["best"].items()},
        {k: [int(s) for s in v][-RECENT:] for k, v in data["recent"].items()},
    )
    kept.seconds, kept.difficulty = last_choice(data)
    return kept


def last_choice(data: dict[str, Any]) -> tuple[int | None, str | None]:
    """The timer and difficulty chosen last, if the file holds usable ones (an older file, or
    odd values, simply have none: never a reason to set the file aside)."""
    seconds, difficulty = data.get("seconds"), data.get("difficulty")
    ok_seconds = isinstance(seconds, int) and not isinstance(seconds, bool) and 0 < seconds < 1000
    ok_difficulty = isinstance(difficulty, str) and len(difficulty) < 40
    return (seconds if ok_seconds else None), (difficulty if ok_difficulty else None)


def save(bests: Bests) -> bool:
    try:
        write_atomic(path(), bests.to_json())
    except OSError as exc:
        log.warning("could not keep the practice scores: %s", exc)
        return False
    return True
