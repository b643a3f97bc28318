"""The history folder: one file per kept game, an index of their heads, the 1,000 cap.

Files are the truth and the index (``index.json``) only spares reading a thousand files when
History opens: a file the index lacks is read and added; a damaged index (unreadable, a line
out of range or without its file) is set aside byte for byte, said once, and rebuilt. Every
write is write-then-rename (``write_atomic``).
A damaged entry is set aside (``damaged-<time>-<name>``) and said once; a folder that cannot
be written turns history off for the run, said once, and the game goes on (as saves do).
"""

from __future__ import annotations

import json
import logging
import os
import re
import threading
import time
from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from ..engine.common import SaveError
from ..files import saves
from ..files.atomic import write_atomic
from ..files.userdata import history_dir, set_aside
from ..i18n import _
from ..shell.session import Session, session_from_json
from .entry import Entry, entry_from_data, entry_of, entry_text, read_entry

log = logging.getLogger(__name__)
CAP = 1000  # games kept; the oldest go first (README says so)
INDEX = "index.json"
INDEX_FORMAT = 1
NAME = re.compile(r"^\d{8}-\d{6}-\d{6}-[a-z0-9_]+\.json$")
# The index (read, changed, written) and the cap cost tens of ms with a full folder: a game's
# end hands them to this thread so the frame goes on; the entry's own file is written at once.
_INDEXER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="history-index")
_INDEX_LOCK = threading.Lock()
_pending: list[Future] = []


@dataclass
class Keeper:
    """History in one folder for this run: on or off, and what the player is still to hear."""

    folder: Path
    off_reason: str | None = None
    told: bool = False
    notices: list[str] = field(default_factory=list)  # damaged entries set aside, unread

    def turn_off(self, exc: OSError) -> None:
        if self.off_reason is None:
            log.warning("history turned off: %s", exc)
            # A player already told that nothing is being saved (the disk) is not told again.
            self.told = saves.saving_off() not in (None, saves.ELSEWHERE)
            self.off_reason = _(
                "Finished games are not being kept in History: Quiet Table could not write to "
                "{folder} ({reason}). You can keep playing."
            ).format(folder=self.folder, reason=exc.strerror or exc)


_keeper: Keeper | None = None


def keeper() -> Keeper:
    """The keeper of the current history folder (a new one when the folder changed: tests)."""
    global _keeper
    folder = history_dir()
    if _keeper is None or _keeper.folder != folder:
        _keeper = Keeper(folder)
    return _keeper


def take_notice() -> str | None:
    """Why history is off, the first time it is asked after it turned off (every frame asks,
    so the usual answer touches no folder)."""
    if _keeper is None or _keeper.off_reason is None or _keeper.told:
        return None
    _keeper.told = True
    return _keeper.off_reason


def take_damage_notices() -> list[str]:
    """Messages about entries set aside since the last call."""
    k = keeper()
    notices, k.notices = k.notices, []
    return notices


# ---- writing ---------------------------------------------------------------------------
def record(session: Session, date: float | None = None) -> Entry | None:
    """Keep ``session`` (finished, or abandoned when its game is not over); None when history
    is off or has just turned off."""
    k = keeper()
    if k.off_reason is not None:
        return None
    try:
        entry = entry_of(session, date=date)
        entry.name = free_name(k.folder, session.game_id, entry.date)
        # Without fsync: the rename alone keeps the entry through a killed program.
        write_atomic(k.folder / entry.name, entry_text(entry, session.to_json()), durable=False)
    except OSError as exc:
        k.turn_off(exc)
        return None
    _pending.append(_INDEXER.submit(_update_index, k, [entry]))
    return entry


def settle() -> None:
    """Wait until the index updates handed to the indexer are done."""
    while _pending:
        _pending.pop(0).result()


def keep_abandoned() -> None:
    """The unfinished game in the save slot, about to be replaced by a new one, is kept and
    marked abandoned (only this copy's own slot; a damaged save is Continue's to explain)."""
    if not saves.claim_slot() or not saves.has_save():
        return
    try:
        session = session_from_json(saves.current_path().read_text(encoding="utf-8"))
    except (OSError, SaveError, UnicodeDecodeError):
        return
    if not session.state.is_over and session.state.history:
        record(session)


def free_name(folder: Path, game: str, date: float) -> str:
    """A sortable name (date and time, then a counter) that no other entry has."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime(date))  # UTC: names sort by date
    micro = int(date * 1_000_000) % 1_000_000
    safe = re.sub(r"[^a-z0-9_]", "_", game.lower()) or "game"
    while (folder / f"{stamp}-{micro:06d}-{safe}.json").exists():
        micro = (micro + 1) % 1_000_000
    return f"{stamp}-{micro:06d}-{safe}.json"


def delete(entry: Entry) -> None:
    """Remove one entry; SaveError with the reason when the folder refuses."""
    k = keeper()
    try:
        (k.folder / entry.name).unlink(missing_ok=True)
    except OSError as exc:
        raise SaveError(
            _("The game could not be deleted from {folder} ({reason}).").format(
                folder=k.folder, reason=exc.strerror or exc
            )
        ) from exc
    _update_index(k, removed=[entry.name])


def _update_index(k: Keeper, added: Sequence[Entry] = (), removed: Sequence[str] = ()) -> None:
    """Add and remove heads, drop the oldest past the cap, write the index. A failure to
    write the index is no failure of history (the files are the truth)."""
    with _INDEX_LOCK:
        _change_index(k, added, removed)


def _change_index(k: Keeper, added: Sequence[Entry], removed: Sequence[str]) -> None:
    heads = _read_index(k)
    for entry in added:
        heads[entry.name] = entry.head()
    for name in removed:
        heads.pop(name, None)
    names = _names(k.folder)
    for name in names[: max(0, len(names) - CAP)]:
        try:
            (k.folder / name).unlink()
        except OSError as exc:
            log.warning("could not drop the oldest history entry %s: %s", name, exc)
        heads.pop(name, None)
    _write_index(k.folder, heads)


# ---- reading ---------------------------------------------------------------------------
def _names(folder: Path) -> list[str]:
    """Entry file names, oldest first (they start with their date)."""
    try:
        return sorted(n for n in os.listdir(folder) if NAME.match(n))
    except OSError:
        return []


def _read_index(k: Keeper) -> dict[str, dict]:
    try:
        data = json.loads((k.folder / INDEX).read_text(encoding="utf-8"))
        heads = data["entries"]
        if data.get("format") != INDEX_FORMAT or not isinstance(heads, dict):
            raise ValueError("unknown format")
        return {str(name): head for name, head in heads.items()}
    except FileNotFoundError:
        return {}
    except Exception as exc:  # a damaged index is only a cache: kept aside, rebuilt
        _index_damaged(k, exc)
        return {}


def _index_damaged(k: Keeper, why: object) -> None:
    """The index is only a cache of the files, but a damaged one is still kept (byte for
    byte, aside) before it is rebuilt, and said once, as every damaged kept file is."""
    log.warning("history index damaged (%s), rebuilt", why)
    aside = set_aside(k.folder / INDEX)
    if aside is not None:
        k.notices.append(
            _(
                "History's list of games was damaged; it was kept as {name} in {folder} and "
                "made again from the games themselves (no game was lost)."
            ).format(name=aside.name, folder=k.folder)
        )


def _write_index(folder: Path, heads: dict[str, dict]) -> None:
    try:
        text = json.dumps({"format": INDEX_FORMAT, "entries": heads}, separators=(",", ":"))
        write_atomic(folder / INDEX, text, durable=False)
    except OSError as exc:
        log.warning("history index not written: %s", exc)


def entries() -> list[Entry]:
    """Every kept game, newest first, from the index; files it lacks are read (and a damaged
    one set aside, with a notice)."""
    settle()
    with _INDEX_LOCK:
        return _entries(keeper())


def _entries(k: Keeper) -> list[Entry]:
    heads = _read_index(k)
    names = _names(k.folder)
    found: list[Entry] = []
    changed = set(heads) != set(names)
    # The program drops a line with its file, so a line without its file is damage (a bit
    # flipped in a name) as much as a line no entry could be named; the index is kept aside.
    damaged = not set(heads) <= set(names)
    for name in names:
        entry = None
        if name in heads:
            try:
                entry = entry_from_data(name, heads[name])
            except (ValueError, KeyError, TypeError, OverflowError):
                damaged, entry = True, None
        if entry is None:
            changed = True
            entry = _read_file(k, name)
        if entry is not None:
            found.append(entry)
    if damaged:
        _index_damaged(k, "an entry out of range")
    if changed:
        _write_index(k.folder, {e.name: e.head() for e in found})
    found.sort(key=lambda e: (e.date, e.name), reverse=True)
    return found


def _read_file(k: Keeper, name: str) -> Entry | None:
    try:
        return load(name)[0]
    except SaveError as exc:
        k.notices.append(str(exc))
        return None


def load(name: str) -> tuple[Entry, str]:
    """One entry and its session text, read from its file; SaveError with a message for the
    player when it cannot be read or is damaged (then it is set aside)."""
    k = keeper()
    path = k.folder / name
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise SaveError(
            _(
                "A game in History ({name}) could not be read ({reason}). It was left as it is."
            ).format(name=name, reason=exc.strerror or exc)
        ) from exc
    try:
        return read_entry(name, raw.decode("utf-8"))
    except (ValueError, UnicodeDecodeError) as exc:
        log.warning("damaged history entry %s: %s", path, exc)
        aside = set_aside(path)
        if aside:
            text = _(
                "A game in History was damaged and could not be read; it was kept as {name} "
                "in {folder}."
            ).format(name=aside.name, folder=k.folder)
        else:
            text = _(
                "A game in History was damaged and could not be read; it was left where it is "
                "in {folder}."
            ).format(folder=k.folder)
        raise SaveError(text) from exc
