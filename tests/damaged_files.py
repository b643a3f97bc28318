"""The damaged-file probe: every file the program keeps, damaged many ways, read as a player
would meet it (issue 28).

Each case writes a sound data folder (settings, remembered tables, practice scores, a saved
game, a History game and History's index), damages one file (bit flips, truncation, a huge
number, a value of the wrong type, a renamed key), starts the program headless and opens what
reads that file (the menu, a setup screen, Scanning practice, Continue, History, a replay,
the statistics). It checks that no exception escapes and no error screen shows, that the
damaged bytes are still somewhere in the data folder byte for byte, and that a file moved
or rewritten was told to the player, naming the copy.

``python -m tests.damaged_files --files 1000`` runs it at the issue's scale and prints the
figures; ``tests/test_shell_damaged_files.py`` runs a few dozen files.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_NO_SIGNAL_HANDLERS", "1")  # SIGTERM and Ctrl+C stop a long run

KINDS = ("settings", "tables", "practice", "save", "history", "index")
DAMAGES = ("bit flip", "truncation", "huge number", "wrong type", "renamed key")
HUGE = ("1" + "0" * 400, "-1" + "0" * 400, "1e999", "-1e999", "NaN", "Infinity", "1e308", "-7")
WRONG = ('"x"', "[]", "{}", "null", "true", "0", "0.5", "[[[[1]]]]", '{"a": 1}')
NUMBER = re.compile(rb"-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?")
VALUE = re.compile(rb'-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|"(?:[^"\\]|\\.)*"|true|false|null')
KEY = re.compile(rb'"([a-z_]+)"\s*:')


@dataclass
class Outcome:
    kind: str
    damage: str
    faults: list[str] = field(default_factory=list)
    set_aside: bool = False  # the damaged bytes left their place (and were kept elsewhere)
    told: bool = False


# ---- the sound files ------------------------------------------------------------------------
def sound_files(folder: Path) -> dict[str, Path]:
    """Write a sound data folder into ``folder`` (the program's own writers); each kind's path."""
    from game.engine import GAMES
    from game.files import saves
    from game.files.settings import Settings
    from game.files.tables import TABLES_FORMAT, default_plan, tables_file
    from game.history import store
    from game.scenes.zilence import bests
    from game.shell.session import Seat, Session

    from .history_helpers import played

    Settings(volume=0.4, bot_speed="fast", colorblind=True).save()
    plans = {g: default_plan(GAMES[g]) for g in ("silencio", "silex")}
    plans["silex"].players = 3
    games = {g: p.to_json() for g, p in plans.items()}
    tables_file().write_text(json.dumps({"format": TABLES_FORMAT, "games": games}, indent=2))
    kept = bests.Bests()
    for score in (900, 1300, 2100):
        kept.record("20s-medium", score)
    bests.save(kept)
    session = played("silex", 2, seed=3, moves=6)
    saves.save_session(Session(session.state, [Seat("Ana", True), Seat("Ben", True)]))
    entry = store.record(played("silex", 2, seed=4, moves=8), date=1.7e9)
    store.settle()
    assert entry is not None
    return {
        "settings": folder / "settings.json",
        "tables": tables_file(),
        "practice": bests.path(),
        "save": saves.current_path(),
        "history": folder / "history" / entry.name,
        "index": folder / "history" / store.INDEX,
    }


# ---- the damage -----------------------------------------------------------------------------
def damaged(rng: random.Random, data: bytes, how: str) -> bytes:
    """``data`` damaged ``how``; never the same bytes."""
    for _ in range(50):
        out = _damage(rng, data, how)
        if out != data:
            return out
    return data[:-1]


def _damage(rng: random.Random, data: bytes, how: str) -> bytes:
    if how == "bit flip":
        out = bytearray(data)
        for _ in range(rng.choice((1, 1, 2, 3))):
            out[rng.randrange(len(out))] ^= 1 << rng.randrange(8)
        return bytes(out)
    if how == "truncation":
        return data[: rng.randrange(len(data))]
    if how == "huge number":
        return _replace_one(rng, data, NUMBER, rng.choice(HUGE).encode())
    if how == "wrong type":
        return _replace_one(rng, data, VALUE, rng.choice(WRONG).encode())
    keys = list(KEY.finditer(data))
    if not keys:
        return data
    match = rng.choice(keys)
    name = bytearray(match.group(1))
    name[rng.randrange(len(name))] = rng.choice(b"abcdefghijklmnopqrstuvwxyz")
    return data[: match.start(1)] + bytes(name) + data[match.end(1) :]


def _replace_one(rng: random.Random, data: bytes, pattern: re.Pattern, new: bytes) -> bytes:
    found = list(pattern.finditer(data))
    if not found:
        return data
    match = rng.choice(found)
    return data[: match.start()] + new + data[match.end() :]


# ---- the program meeting it -----------------------------------------------------------------
def dismiss_notices(app, seen: list[str], n: int = 3) -> None:
    """Run frames; every dialog shown is read (into ``seen``) and closed, as a player would."""
    import pygame

    from game.scenes.dialog import Dialog

    from .shell_helpers import frames, key

    for _ in range(n):
        frames(app, 2)
        for _ in range(5):
            top = app.stack.top
            if not isinstance(top, Dialog):
                break
            seen.append(f"{top.title}\n{top.message}")
            key(app, pygame.K_ESCAPE)


def meet(app, kind: str, seen: list[str]) -> None:
    """Open what reads ``kind``'s file, from the main menu, as a player would."""
    from game.scenes.history import HistoryScene
    from game.scenes.menu import MainMenu
    from game.scenes.setup import SetupScene

    app.stack.reset(MainMenu(app))
    dismiss_notices(app, seen)
    menu = app.stack.scenes[0]
    if kind == "tables":
        for game in ("silencio", "silex"):
            app.stack.reset(menu, SetupScene(app, game))
            dismiss_notices(app, seen)
    elif kind == "practice":
        menu.practice()
        dismiss_notices(app, seen)
    elif kind == "save":
        menu.new_game()  # its question names the saved game (read without replaying)
        dismiss_notices(app, seen)
        app.stack.reset(menu)
        menu.continue_game()
        dismiss_notices(app, seen)
    elif kind in ("history", "index"):
        app.stack.reset(menu, HistoryScene(app))
        dismiss_notices(app, seen)
        history = app.stack.top
        if isinstance(history, HistoryScene) and history.shown:
            history.replay()
            dismiss_notices(app, seen)
            app.stack.reset(menu, history)
        if isinstance(history, HistoryScene):
            history.statistics()
            dismiss_notices(app, seen)


def where_kept(folder: Path, data: bytes) -> list[Path]:
    return [p for p in folder.rglob("*") if p.is_file() and p.read_bytes() == data]


def probe_one(base: Path, rng: random.Random, kind: str, how: str) -> Outcome:
    from game import i18n

    from .shell_helpers import make_app

    folder = Path(tempfile.mkdtemp(dir=base))
    os.environ["QUIET_TABLE_DATA"] = str(folder)
    outcome = Outcome(kind, how)
    paths = sound_files(folder)
    target = paths[kind]
    bad = damaged(rng, target.read_bytes(), how)
    target.write_bytes(bad)
    seen: list[str] = []
    try:
        app = make_app()
        meet(app, kind, seen)
        outcome.faults += [f"error screen: {e[:120]}" for e in app.errors]
    except BaseException as exc:  # noqa: BLE001 - every escape is what the probe counts
        outcome.faults.append(f"escaped: {type(exc).__name__}: {str(exc)[:120]}")
    finally:
        i18n.set_language("en")
    kept = where_kept(folder, bad)
    if not kept:
        outcome.faults.append("the damaged file is kept nowhere")
    moved = not (target.is_file() and target.read_bytes() == bad)
    if moved and kept:
        outcome.set_aside = True
        outcome.told = any(p.name in text for p in kept for text in seen)
        if not outcome.told:
            outcome.faults.append(f"set aside as {kept[0].name} but not told: {seen}")
    return outcome


# ---- the run --------------------------------------------------------------------------------
def run(files: int, seed: int = 1, report: Callable[[str], None] = print) -> list[Outcome]:
    from .shell_helpers import register_toy  # noqa: F401 - the helpers import the app

    rng = random.Random(seed)
    outcomes: list[Outcome] = []
    with tempfile.TemporaryDirectory(prefix="qt-damaged-") as base:
        old = os.environ.get("QUIET_TABLE_DATA")
        try:
            for i in range(files):
                # 6 kinds and 5 damages: every 30 files meet every pair once
                kind, how = KINDS[i % len(KINDS)], DAMAGES[i % len(DAMAGES)]
                outcomes.append(probe_one(Path(base), rng, kind, how))
        finally:
            if old is None:
                os.environ.pop("QUIET_TABLE_DATA", None)
            else:
                os.environ["QUIET_TABLE_DATA"] = old
    report(summary(outcomes))
    return outcomes


def summary(outcomes: list[Outcome]) -> str:
    faults = [o for o in outcomes if o.faults]
    aside = Counter(o.kind for o in outcomes if o.set_aside)
    lines = [
        f"damaged-file probe: {len(outcomes)} damaged files, {len(faults)} faults, "
        f"{sum(aside.values())} set aside and told, "
        f"{len(outcomes) - sum(aside.values())} read as they are or refused in place"
    ]
    for kind in KINDS:
        mine = [o for o in outcomes if o.kind == kind]
        lines.append(f"  {kind}: {len(mine)} damaged, {aside[kind]} set aside and told")
    for o in faults[:20]:
        lines.append(f"  FAULT {o.kind} / {o.damage}: {'; '.join(o.faults)[:300]}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--files", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    import logging

    logging.disable(logging.WARNING)  # the program logs each damaged file; the figures matter
    start = time.perf_counter()
    outcomes = run(args.files, args.seed)
    print(f"{time.perf_counter() - start:.0f} s")
    return 1 if any(o.faults for o in outcomes) else 0


if __name__ == "__main__":
    sys.exit(main())
