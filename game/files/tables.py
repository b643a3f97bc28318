"""The last table set up for each game, remembered between runs: seats and options.

Setup starts from it, so Play again and Back never fall back to two players and defaults.
It lives in ``tables.json`` beside the settings. Whatever is wrong in that file (missing,
unreadable, not JSON, nested too deep, a wrong type or a number out of range anywhere, a key
this version does not know) falls back to the game's defaults, value by value, and a damaged
file is set aside byte for byte first (the player is told once), its usable values kept for
this run and written into the next clean file; reading it never raises.
"""

from __future__ import annotations

import json
import logging
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine import GAMES
from ..engine.common import GameInfo
from ..engine.common.registry import check_options
from ..i18n import N_
from ..shell.session import Seat
from ..ui import board_worker
from .atomic import write_atomic
from .userdata import data_dir, put_aside_damaged

log = logging.getLogger(__name__)
# What this run remembered, per tables file and game: read before the file (whose write may
# still be on the board worker's thread).
_remembered: dict[Path, dict[str, dict[str, Any]]] = {}
# The usable entries of a damaged file set aside this run (the file is gone until the next
# write, which keeps them); the lock keeps the frame and the writer from setting it aside twice.
_salvaged: dict[Path, dict[str, Any]] = {}
_READ_LOCK = threading.Lock()

TABLES_FORMAT = 1
NAME_LIMIT = 16  # characters in a seat's name
# TablePlan.to_json's keys
TABLE_KEYS = frozenset({"players", "seats", "options", "suggestions", "undo"})
SEAT_KEYS = frozenset({"name", "human", "level"})
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
    suggestions: bool = True  # "Suggest a move" allowed at this table
    undo: bool = True  # a move may be taken back while it has shown nothing new

    def to_json(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "seats": [{"name": s.name, "human": s.human, "level": s.level} for s in self.seats],
            "options": dict(self.options),
            "suggestions": self.suggestions,
            "undo": self.undo,
        }


def default_plan(info: GameInfo) -> TablePlan:
    """The fewest players, the first seat human, the others computers, default options."""
    seats = [
        Seat(default_name(i), i == 0, "" if i == 0 else info.default_bot_level)
        for i in range(info.max_players)
    ]
    return TablePlan(info.min_players, seats, dict(info.default_options))


def _read_all(path: Path | None = None) -> dict[str, Any]:
    """The games' entries in the file; {} for anything missing or unreadable. A damaged file
    is set aside (and told) and its usable entries are what it holds from then on."""
    path = path or tables_file()
    with _READ_LOCK:
        try:
            if not path.exists():
                return dict(_salvaged.get(path, {}))
            raw = path.read_bytes()
        except OSError as exc:
            log.warning("remembered tables unreadable, using defaults: %s (%s)", path, exc)
            return {}
        games, damaged = _parse(raw)
        if damaged:
            log.warning("remembered tables damaged, set aside: %s", path)
            _salvaged[path] = games
            kept = N_("The tables it could read are kept; the others start from their defaults.")
            put_aside_damaged(path, kept)
        return games


def _parse(raw: bytes) -> tuple[dict[str, Any], bool]:
    """The file's usable game entries, and whether anything in it was damaged."""
    try:
        data = json.loads(raw.decode("utf-8"))
    except (ValueError, RecursionError):
        return {}, True
    if not isinstance(data, dict) or data.get("format") != TABLES_FORMAT:
        return {}, True
    games = data.get("games")
    if not isinstance(games, dict) or set(data) != {"format", "games"}:
        return {}, True
    usable: dict[str, Any] = {}
    faults: list[str] = []
    for game_id, entry in games.items():
        if game_id not in GAMES:
            faults.append(f"no game named {game_id[:40]!r}")
            continue
        try:
            _plan_from(GAMES[game_id], entry, faults)
        except Exception:  # a check that fails is a fault, never a crash
            faults.append(f"{game_id}: unreadable")
            continue
        usable[game_id] = entry
    if faults:
        log.warning("tables file faults: %s", faults[:10])
    return usable, bool(faults)


def _valid_name(value: Any) -> str | None:
    if not isinstance(value, str):
        return None
    name = value.strip()
    if not name or len(name) > NAME_LIMIT or not name.isprintable():
        return None
    return name


def _plan_from(info: GameInfo, data: Any, faults: list[str] | None = None) -> TablePlan:
    """The remembered plan, every value checked; a bad value gives way to its default (and
    is named in ``faults``)."""
    faults = [] if faults is None else faults
    plan = default_plan(info)
    if not isinstance(data, dict):
        faults.append(f"{info.game_id}: not a table")
        return plan
    if not set(data) <= TABLE_KEYS:  # a renamed key loses its value silently otherwise
        faults.append(f"{info.game_id}: a key this version does not know")
    players = data.get("players", plan.players)
    if type(players) is int and info.min_players <= players <= info.max_players:
        plan.players = players
    else:
        faults.append(f"{info.game_id}: players")
    suggestions = data.get("suggestions", True)  # older files: allowed, as then
    if isinstance(suggestions, bool):
        plan.suggestions = suggestions
    else:
        faults.append(f"{info.game_id}: suggestions")
    undo = data.get("undo", True)  # older files: allowed (undo came later)
    if isinstance(undo, bool):
        plan.undo = undo
    else:
        faults.append(f"{info.game_id}: undo")
    seats = data.get("seats", [])
    if not isinstance(seats, list) or len(seats) > info.max_players:
        faults.append(f"{info.game_id}: seats")
    else:
        for i, raw in enumerate(seats):
            _seat_from(info, plan.seats[i], raw, faults)
    options = data.get("options", {})
    if not isinstance(options, dict):
        faults.append(f"{info.game_id}: options")
        return plan
    for name, value in options.items():
        try:
            check_options(info, {name: value})
        except (ValueError, TypeError):
            faults.append(f"{info.game_id}: option {str(name)[:40]!r}")
            continue
        plan.options[name] = value
    return plan


def _seat_from(info: GameInfo, seat: Seat, raw: Any, faults: list[str]) -> None:
    """One remembered seat's usable values into ``seat``; what is not usable, into faults."""
    if not isinstance(raw, dict):
        faults.append(f"{info.game_id}: a seat")
        return
    if not set(raw) <= SEAT_KEYS:
        faults.append(f"{info.game_id}: a seat's key this version does not know")
    name = raw.get("name", seat.name)
    seat.name = _valid_name(name) or seat.name
    if isinstance(raw.get("human", seat.human), bool):
        seat.human = raw.get("human", seat.human)
    else:
        faults.append(f"{info.game_id}: a seat's human")
    level = raw.get("level", "")
    if isinstance(level, str) and (not level or level in info.bot_levels):
        seat.level = level or seat.level
    else:
        faults.append(f"{info.game_id}: a seat's level")
    if _valid_name(name) is None:
        faults.append(f"{info.game_id}: a seat's name")
    if seat.human or not info.bot_levels:
        seat.level = ""
    elif not seat.level:
        seat.level = info.default_bot_level


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
