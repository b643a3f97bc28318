"""The seats this program sat at on tables hosted elsewhere: per table (its address and
code) the seat and its rejoin token, so a player who left, or whose program closed, takes the
same seat back by joining again with the same code. A few of the newest are kept; a damaged
file is only forgotten (nothing in it is worth more than joining as new)."""

from __future__ import annotations

import json
import logging
from pathlib import Path

from .atomic import write_atomic
from .userdata import data_dir

log = logging.getLogger(__name__)

KEPT = 8  # tables remembered


def joined_file() -> Path:
    return data_dir() / "joined.json"


def _read() -> dict[str, dict[str, object]]:
    try:
        data = json.loads(joined_file().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def seat_token(table: str) -> tuple[int, str] | None:
    """The seat and token this program had at ``table`` (its address and code), if any."""
    entry = _read().get(table)
    if not isinstance(entry, dict):
        return None
    seat, token = entry.get("seat"), entry.get("token")
    if type(seat) is not int or not isinstance(token, str) or not 0 < len(token) <= 64:
        return None
    return seat, token


def remember_seat(table: str, seat: int, token: str) -> None:
    entries = {k: v for k, v in _read().items() if k != table}
    entries[table] = {"seat": seat, "token": token}
    kept = dict(list(entries.items())[-KEPT:])
    try:
        write_atomic(joined_file(), json.dumps(kept), durable=False)
    except OSError as exc:  # joining again still works, as a new seat
        log.warning("the joined seat could not be remembered: %s", exc)
