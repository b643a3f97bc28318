"""The last table set up for each game, remembered between runs: seats and options.

Setup starts from it, so Play again and Back never fall back to two players and defaults.
It lives in ``tables.json`` beside the settings. Whatever is wrong in that file (missing,
unreadable, not JSON, nested too deep, a wrong type anywhere) falls back to the game's
defaults, value by value; reading it never raises.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine import GAMES
from ..engine.common import GameInfo
from ..engine.common.registry import check_options
from ..shell.session import Seat
from ..ui import board_worker
from .atomic import write_atomic
from .userdata import data_dir

log = logging.getLogger(__name__)
# What this run remembered, per tables file and game: read before the file (whose write may
# still be on the board worker's thread).
_remembered: dict[Path, dict[str, dict[str, Any]]] = {}

TABLES_FORMAT = 1
NAME_LIMIT = 16  # characters in a seat's name
DEFAULT_NAMES = ("Ana", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana", "Ivo", "Jun")


def tables_file() -> Path:
    return data_dir() / "tables.json"


def default_name(seat: int) -> str:
    return DEFAULT_NAMES[seat % len(DEFAULT_NAMES)]


@dataclass
class TablePlan:
    """One game's table: how many play, every possible seat (the first ``players`` sit)."""

    players: int
    seats: list[Seat] = field(default_factory=list)
    options: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "seats": [{"name": s.name, "human": s.human, "level": s.level} for s in self.seats],
            "options": dict(self.options),
        }


def default_plan(info: GameInfo) -> TablePlan:
    """The fewest players, the first seat human, the others computers, default options."""
    seats = [
        Seat(default_name(i), i == 0, "" if i == 0 else info.default_bot_level)
        for i in range(info.max_players)
    ]
    return TablePlan(info.min_players, seats, dict(info.default_options))


def _read_all(path: Path | None = None) -> dict[str, Any]:
    """The games' entries in the file; {} for anything missing or unreadable."""
    path = path or tables_file()
    if not path.exists():
        return {}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError):
        log.warning("remembered tables unreadable, using defaults: %s", path)
        return {}
    if not isinstance(data, dict) or data.get("format") != TABLES_FORMAT:
        return {}
    games = data.get("games")
    return games if isinstance(games, dict) else {}


def _valid_name(value: Any) -> str | None:
    if not isinstance(value, str):
        return None
    name = value.strip()
    if not name or len(name) > NAME_LIMIT or not name.isprintable():
        return None
    return name


def _plan_from(info: GameInfo, data: Any) -> TablePlan:
    """The remembered plan, every value checked; a bad value gives way to its default."""
    plan = default_plan(info)
    if not isinstance(data, dict):
        return plan
    players = data.get("players")
    if type(players) is int and info.min_players <= players <= info.max_players:
        plan.players = players
    seats = data.get("seats")
    if isinstance(seats, list):
        for i, raw in enumerate(seats[: info.max_players]):
            if not isinstance(raw, dict):
                continue
            seat = plan.seats[i]
            seat.name = _valid_name(raw.get("name")) or seat.name
            if isinstance(raw.get("human"), bool):
                seat.human = raw["human"]
            level = raw.get("level")
            if info.bot_levels and isinstance(level, str) and level in info.bot_levels:
                seat.level = level
            if seat.human or not info.bot_levels:
                seat.level = ""
            elif not seat.level:
                seat.level = info.default_bot_level
    options = data.get("options")
    if isinstance(options, dict):
        for name, value in options.items():
            if name not in info.default_options:
                continue
            try:
                check_options(info, {name: value})
            except (ValueError, TypeError):
                continue
            plan.options[name] = value
    return plan


def load_table(game_id: str) -> TablePlan:
    """The last table set up for ``game_id``, or its defaults; never raises."""
    info = GAMES[game_id]
    try:
        entry = _remembered.get(tables_file(), {}).get(game_id)
        return _plan_from(info, entry if entry is not None else _read_all().get(game_id))
    except Exception:  # a damaged file must never stop a player from setting up a game
        log.exception("remembered table for %s unusable, using defaults", game_id)
        return default_plan(info)


def remember_table(game_id: str, plan: TablePlan) -> None:
    """Keep ``plan`` as the last table of ``game_id`` (the other games' entries stay). The
    file is written off the frame: the table that opens meanwhile waits for no disk."""
    path = tables_file()
    entries = _remembered.setdefault(path, {})
    entries[game_id] = plan.to_json()
    board_worker.submit(_write_remembered, path, dict(entries))


def _write_remembered(path: Path, entries: dict[str, dict[str, Any]]) -> None:
    try:
        games = _read_all(path)
        games.update(entries)
        text = json.dumps({"format": TABLES_FORMAT, "games": games}, indent=2)
        write_atomic(path, text)
    except (OSError, TypeError, ValueError, RecursionError):
        log.exception("could not remember the tables %s", sorted(entries))
