"""One game in and out of History as a small JSON file, for a bug report or a friend.

Export writes the entry's file as it is kept to the user data folder's ``exports/``. Import
takes every ``*.json`` dropped into ``imports/`` (or one file dragged onto the window): each is
replayed (``session_from_json``), as strictly as a save, and its outcome summarised anew from
the replay, never trusted from the file. A bad file in ``imports/`` is set aside
(``damaged-…``) with the reason; an imported one moves to ``imports/done/``.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine.common import ContentUnreadable, SaveError
from ..files.atomic import write_atomic
from ..files.userdata import exports_dir, imports_dir, set_aside
from ..i18n import _, ngettext
from ..shell.session import session_from_json
from . import store
from .entry import ENTRY_FORMAT, Entry, entry_text

IMPORT_MAX_BYTES = 4_000_000  # far beyond any game (a long one is some tens of kilobytes)


class AlreadyKept(SaveError):
    """A good file whose game History has already."""


class NotKept(SaveError):
    """A good file History could not keep now (its folder cannot be written)."""


def export(entry: Entry) -> Path:
    """Write ``entry`` to the exports folder; its path, or SaveError with the reason."""
    kept, session = store.load(entry.name)
    stamp = time.strftime("%Y-%m-%d-%H%M%S", time.localtime(kept.date))
    folder = exports_dir()
    path = folder / f"{kept.game}-{stamp}.json"
    try:
        write_atomic(path, entry_text(kept, session))
    except OSError as exc:
        raise SaveError(
            _("The game could not be exported to {folder} ({reason}).").format(
                folder=folder, reason=exc.strerror or exc
            )
        ) from exc
    return path


def import_text(text: str) -> Entry:
    """Keep the game in ``text`` (an exported entry, or a save's session); SaveError with a
    readable message when it is not one, does not replay, or is already kept."""
    try:
        data: Any = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise SaveError(_("It is not a JSON file ({reason}).").format(reason=exc)) from exc
    if isinstance(data, dict) and data.get("format") == ENTRY_FORMAT and "session" in data:
        session_text, date = data["session"], data.get("date")
    elif isinstance(data, dict) and "seats" in data and "game" in data:
        session_text, date = text, None  # a save file
    else:
        raise SaveError(_("It is not a Quiet Table game."))
    if not isinstance(session_text, str):
        raise SaveError(_("It is not a Quiet Table game."))
    if isinstance(date, bool) or not isinstance(date, (int, float)) or not 0 < date < 1e11:
        date = time.time()
    session = session_from_json(session_text)  # replays every move: SaveError when bad
    if not session.state.history:
        raise SaveError(_("The game has no moves: there is nothing to keep."))
    moves = len(session.state.history)
    for kept in store.entries():
        if kept.game == session.game_id and kept.date == date and kept.moves == moves:
            raise AlreadyKept(_("This game is already in History."))
    entry = store.record(session, date=date)
    if entry is None:
        raise NotKept(store.keeper().off_reason or _("History is not being kept."))
    return entry


def import_file(path: Path) -> Entry:
    """Import one file (a dropped one): left where it is whatever happens."""
    try:
        if path.stat().st_size > IMPORT_MAX_BYTES:
            raise SaveError(_("It is far too big to be a Quiet Table game."))
        raw = path.read_bytes()
    except OSError as exc:
        raise SaveError(
            _("It could not be read ({reason}).").format(reason=exc.strerror or exc)
        ) from exc
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SaveError(_("It is not a text file.")) from exc
    return import_text(text)


@dataclass
class Imported:
    """What an import of the imports folder did, for the message after it."""

    entries: list[Entry] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)  # one line per refused file

    def message(self, folder: Path) -> str:
        if not self.entries and not self.problems:
            return _(
                "There are no .json files in {folder}. Put exported games there, or drag a "
                "file onto the window."
            ).format(folder=folder)
        n = len(self.entries)
        done = ngettext("{n} game added to History.", "{n} games added to History.", n).format(n=n)
        return " ".join([done, *self.problems])


def import_folder() -> Imported:
    """Import every ``*.json`` in the imports folder (see the module's docstring)."""
    folder = imports_dir()
    report = Imported()
    try:
        paths = sorted(p for p in folder.glob("*.json") if not p.name.startswith("damaged-"))
    except OSError as exc:
        report.problems.append(
            _("{folder} could not be read ({reason}).").format(
                folder=folder, reason=exc.strerror or exc
            )
        )
        return report
    for path in paths:
        try:
            entry = import_file(path)
        except NotKept as exc:  # the file is good: it stays to be imported later
            report.problems.append(_("{file}: {reason}").format(file=path.name, reason=exc))
            continue
        except ContentUnreadable as exc:  # the program's own file is broken: the file stays
            report.problems.append(_("{file}: {reason}").format(file=path.name, reason=exc))
            continue
        except AlreadyKept as exc:
            _move_done(path)
            report.problems.append(_("{file}: {reason}").format(file=path.name, reason=exc))
            continue
        except SaveError as exc:
            aside = set_aside(path)
            if aside:
                line = _("{file}: {reason} It was set aside as {name}.").format(
                    file=path.name, reason=exc, name=aside.name
                )
            else:
                line = _("{file}: {reason}").format(file=path.name, reason=exc)
            report.problems.append(line)
            continue
        report.entries.append(entry)
        _move_done(path)
    return report


def _move_done(path: Path) -> None:
    """An imported file goes to ``done/`` (kept, but not imported again)."""
    done = path.parent / "done"
    try:
        done.mkdir(exist_ok=True)
        target = done / path.name
        n = 2
        while target.exists():
            target = done / f"{path.stem}-{n}{path.suffix}"
            n += 1
        path.rename(target)
    except OSError:
        pass  # importing it again says it is already kept


__all__ = [
    "AlreadyKept",
    "Imported",
    "NotKept",
    "export",
    "import_file",
    "import_folder",
    "import_text",
]
