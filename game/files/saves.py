"""The autosave slot: written after every action (off the frame, ``save_later``), read by
Continue.

Saving never stops a game. When the slot cannot be written (a read-only or full disk) or
another running copy owns it, saving turns off for this run and the player is told once
(``take_notice``); the game goes on. Only one running copy owns the slot (``claim_slot``).
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

from ..engine.common import ContentUnreadable, SaveError
from ..i18n import N_, _
from ..shell.session import Session, session_from_json
from .atomic import write_atomic
from .save_writer import WRITER, Job
from .slotlock import SlotLock
from .userdata import saves_dir, set_aside

log = logging.getLogger(__name__)
CURRENT = "current.json"
LOCK = "current.lock"
MESSAGE_MAX = 240  # a damaged file's own text can be huge; the dialog shows the start
# Kept as the English message (it is compared); translated where it is shown.
ELSEWHERE = N_(
    "Quiet Table is already open in another window, and that copy keeps the saved game. "
    "Progress made here is not being saved."
)


class SaveSlot:
    """The slot in one saves folder: its lock, and whether saving is on for this run."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.lock = SlotLock(folder / LOCK)
        self.off_reason: str | None = None  # why progress is not being saved; None: saving
        self.told = False
        self.round_mark: object = None  # the round of the last save (a new one: fsync)

    @property
    def path(self) -> Path:
        return self.folder / CURRENT

    def turn_off(self, reason: str) -> None:
        if self.off_reason is None:
            log.warning("saving turned off: %s", reason)
            self.off_reason = reason

    def claim(self) -> bool:
        """True when this process owns the slot; otherwise saving is turned off."""
        if self.lock.held:
            return True
        if self.off_reason is not None:
            return False
        try:
            if self.lock.acquire():
                return True
            self.turn_off(ELSEWHERE)
        except OSError as exc:
            self.turn_off(unwritable(self.folder, exc))
        return False


_slot: SaveSlot | None = None


def slot() -> SaveSlot:
    """The slot of the current saves folder (a new one if the folder changed, as in tests)."""
    global _slot
    folder = saves_dir()
    if _slot is None or _slot.folder != folder:
        if _slot is not None:
            _slot.lock.release()
        _slot = SaveSlot(folder)
    return _slot


def unwritable(folder: Path, exc: OSError) -> str:
    return _(
        "Progress is not being saved: Quiet Table could not write to {folder} ({reason}). "
        "You can keep playing, but this game cannot be continued later."
    ).format(folder=folder, reason=exc.strerror or exc)


def in_words(reason: str) -> str:
    """A reason saving is off, in the player's language (ELSEWHERE is kept in English, as it
    is compared; the others are made in words when saving turns off)."""
    return _(ELSEWHERE) if reason == ELSEWHERE else reason


def claim_slot() -> bool:
    return slot().claim()


def saving_off() -> str | None:
    """Why progress is not being saved this run, or None while it is."""
    return slot().off_reason


def take_notice() -> str | None:
    """The reason saving is off, the first time it is asked for after saving turned off.

    Asked every frame, so the usual answer (nothing new) touches no folder.
    """
    if _slot is None or _slot.off_reason is None or _slot.told:
        return None
    current = slot()  # a different folder now (tests) starts a fresh slot with saving on
    if current.off_reason is None or current.told:
        return None
    current.told = True
    return current.off_reason


def current_path() -> Path:
    """The slot's file, once every save handed to the writer is in it."""
    WRITER.flush()
    return slot().path


def has_save() -> bool:
    return current_path().exists()


def save_session(session: Session) -> None:
    """Write the slot now; a failure turns saving off (and is told once) instead of raising."""
    WRITER.flush()  # an older save still on its way must not land over this one
    current = slot()
    if not current.claim():
        return
    try:
        write_atomic(current.path, session.to_json())
    except OSError as exc:
        current.turn_off(unwritable(current.folder, exc))


def save_later(session: Session, durable: bool = False) -> None:
    """Hand the save to the writer thread and go on (a table, after every action): serialised
    here once, written with write-then-rename there. It waits for the disk (fsync) when asked,
    and when a round has ended. A failure turns saving off; the next frame tells the player."""
    current = slot()
    if current.off_reason is not None or not current.claim():
        return  # off for this run: nothing more is written, even if the disk recovers
    folder = current.folder
    mark = round_mark(session)
    durable = durable or mark != current.round_mark
    current.round_mark = mark

    def failed(exc: OSError) -> None:
        current.turn_off(unwritable(folder, exc))

    def wanted() -> bool:
        return current.off_reason is None

    WRITER.put(Job(current.path, session.to_json(), durable, failed, wanted))


def settle() -> None:
    """Wait until the last save handed over is written (before a move: so a crash loses at
    most that move; a write takes about a millisecond and moves are frames apart)."""
    WRITER.flush()


def finish() -> None:
    """On quitting: everything handed over is written, and the slot's file reaches the disk."""
    WRITER.flush()
    current = slot()
    if current.off_reason is not None:
        return
    try:
        with open(current.path, "r+b") as handle:
            os.fsync(handle.fileno())
    except FileNotFoundError:
        pass
    except OSError as exc:
        log.warning("the save could not be flushed to disk: %s", exc)


def round_mark(session: Session) -> object:
    """What changes when a round ends (the round number, else the game's phase)."""
    state = session.state
    return getattr(state, "round", None) or state.phase_name()


def clear_save() -> None:
    WRITER.flush()  # a save still on its way must not bring a finished game back
    current = slot()
    if not current.claim():
        return
    try:
        current.path.unlink(missing_ok=True)
    except OSError as exc:
        current.turn_off(unwritable(current.folder, exc))


def content_broken(files: tuple[str, ...]) -> str:
    """Why a sound save cannot be continued now: a file of the program's own is broken."""
    return _(
        "The saved game cannot be continued now because a file of Quiet Table itself could "
        "not be read: {files}. Your saved game was left as it is; once that file is mended "
        "(installing Quiet Table again mends it), Continue plays it again."
    ).format(files=", ".join(files[:3]))


def load_current() -> Session:
    """The saved game, or SaveError with a message for the player.

    A damaged save (anything wrong with its content, or any failure while replaying it) is
    renamed aside, never deleted. A save that merely cannot be opened is left alone, and so
    is a save that cannot be replayed because the program's own files are broken (a Zilence
    board file missing or damaged): the fault is the program's, and the save plays again
    once they are mended.
    """
    WRITER.flush()
    current = slot()
    path = current.path
    if not path.exists():
        raise SaveError(_("There is no saved game to continue."))
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise SaveError(
            _(
                "The saved game {path} could not be opened ({reason}). It was left as it is: "
                "check that your user account may read it."
            ).format(path=path, reason=exc.strerror or exc)
        ) from exc
    try:
        return session_from_json(raw.decode("utf-8"))
    except ContentUnreadable as exc:  # the program's own file is broken: the save stays
        log.warning("the save %s needs a broken shipped file: %s", path, exc.files)
        raise SaveError(content_broken(exc.files)) from exc
    except Exception as exc:  # every other failure to read or replay is a damaged save
        log.warning("damaged save %s", path, exc_info=True)
        message = str(exc) if isinstance(exc, SaveError) else _("The saved game is damaged.")
        message = message if len(message) <= MESSAGE_MAX else message[:MESSAGE_MAX] + "…)."
        # Another copy owning the slot may be writing it: leave its file where it is.
        aside = set_aside(path) if current.claim() else None
        if aside is None:
            stays = _("It could not be moved aside and stays at {path}.").format(path=path)
            raise SaveError(f"{message} {stays}") from exc
        kept = _("It was kept as {name} in {folder}.").format(name=aside.name, folder=aside.parent)
        raise SaveError(f"{message} {kept}") from exc
