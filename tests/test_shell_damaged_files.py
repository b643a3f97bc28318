"""Bad data in the player's kept files and in the program's own: issue 28, defects 3 to 6.

Whatever a kept file holds (huge numbers, a key the program does not know), the program goes
on, the file is kept byte for byte (``damaged-<time>-<name>``) and the player is told once.
A broken board file is the program's fault: the save stays where it is. A write a kill
interrupted leaves a temporary file that the next start removes.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from game import app as app_module
from game.engine import new_game
from game.engine.common.resources import level_path
from game.engine.zilence import decks as zdecks
from game.engine.zilence import loader as zloader
from game.engine.zilence import state as zstate
from game.files import atomic, saves
from game.files.atomic import STALE_SECONDS, write_atomic
from game.files.settings import Settings, load_settings
from game.files.tables import load_table, tables_file
from game.files.userdata import data_dir, history_dir, saves_dir, settings_file
from game.history import store
from game.scenes.dialog import Dialog
from game.scenes.error import ErrorScene
from game.scenes.menu import MainMenu
from game.scenes.zilence import bests
from game.scenes.zilence.practice import PracticeScene
from game.shell.session import Seat, Session

from .damaged_files import KINDS
from .damaged_files import run as probe_damaged_files
from .history_helpers import played
from .shell_helpers import frames, key, make_app

ROOT = Path(__file__).resolve().parents[1]


def aside_copies(path: Path) -> list[Path]:
    return sorted(path.parent.glob(f"damaged-*-{path.name}"))


def told(app) -> str:
    """The notice on top (closed with Esc), or "" when none is shown."""
    frames(app)
    top = app.stack.top
    if not isinstance(top, Dialog):
        return ""
    key(app, pygame.K_ESCAPE)
    return top.message


# ---- defect 3: numbers out of range in a kept file ------------------------------------------


@pytest.mark.parametrize(
    "score",
    [10**400, -(10**400), 10**20, -1, 1.5, True],
    ids=["10**400", "-10**400", "10**20", "-1", "1.5", "true"],
)
def test_a_practice_score_out_of_range_is_set_aside_and_practice_opens(score) -> None:
    text = json.dumps({"format": 1, "best": {"20s-medium": 700}, "recent": {"20s-medium": [score]}})
    bests.path().write_text(text, encoding="utf-8")
    app = make_app()
    app.stack.push(MainMenu(app))
    frames(app)
    app.stack.top.practice()
    frames(app, 3)
    assert app.errors == [] and not isinstance(app.stack.top, ErrorScene)
    (kept,) = aside_copies(bests.path())
    assert kept.read_text(encoding="utf-8") == text  # byte for byte
    notice = told(app)
    assert "zilence-practice.json" in notice and kept.name in notice
    assert isinstance(app.stack.top, PracticeScene) and told(app) == ""  # told once
    frames(app, 3)
    assert app.errors == []


def test_practice_scores_in_range_are_no_damage() -> None:
    text = json.dumps({"format": 1, "best": {"20s-medium": 5000}, "recent": {"20s-hard": [0, 5]}})
    bests.path().write_text(text, encoding="utf-8")
    assert bests.load().best == {"20s-medium": 5000}
    assert bests.path().read_text(encoding="utf-8") == text and not aside_copies(bests.path())


@pytest.mark.parametrize("players", [10**400, 2.0, -(10**400)], ids=["huge", "2.0", "-huge"])
def test_a_tables_file_with_a_number_out_of_range_is_set_aside_and_the_rest_kept(
    players,
) -> None:
    games = {"silencio": {"players": players}, "silex": {"players": 4}}
    text = json.dumps({"format": 1, "games": games})
    tables_file().write_text(text, encoding="utf-8")
    app = make_app()
    app.stack.push(MainMenu(app))
    assert load_table("silencio").players == 2  # the default
    assert load_table("silex").players == 4  # the good entry is kept
    (kept,) = aside_copies(tables_file())
    assert kept.read_text(encoding="utf-8") == text
    assert "tables.json" in told(app) and told(app) == ""


@pytest.mark.parametrize(
    "field, value",
    [("date", 1e308), ("date", -1.0), ("moves", 10**400), ("moves", -3)],
    ids=["date-1e308", "date-negative", "moves-10**400", "moves-negative"],
)
def test_a_history_entry_with_a_number_out_of_range_is_set_aside(field, value) -> None:
    session = played("silex", 2, seed=1, moves=4)
    kept = [store.record(session, date=1.7e9 + i) for i in range(2)]
    store.settle()
    path = history_dir() / kept[0].name
    data = json.loads(path.read_text(encoding="utf-8"))
    data[field] = value
    text = json.dumps(data)
    path.write_text(text, encoding="utf-8")
    (history_dir() / store.INDEX).unlink()  # the file must be read to be listed
    assert [e.name for e in store.entries()] == [kept[1].name]
    (notice,) = store.take_damage_notices()
    (aside,) = aside_copies(path)
    assert aside.read_text(encoding="utf-8") == text and aside.name in notice


@pytest.mark.parametrize(
    "seed", [10**400, -(10**400), 1.5, "7"], ids=["huge", "-huge", "1.5", "text"]
)
def test_a_save_with_a_seed_out_of_range_is_kept_aside(seed) -> None:
    session = Session(new_game("silex", 2, seed=3), [Seat("Ana", True), Seat("Ben", True)])
    data = json.loads(session.to_json())
    data["game"]["seed"] = seed
    text = json.dumps(data)
    saves.current_path().write_text(text, encoding="utf-8")
    with pytest.raises(saves.SaveError, match="kept as damaged-"):
        saves.load_current()
    (aside,) = aside_copies(saves_dir() / saves.CURRENT)
    assert aside.read_text(encoding="utf-8") == text


# ---- defect 4: a broken board is the program's fault ---------------------------------------


def break_board(folder: Path, how: str) -> Path:
    """A copy of the shipped board with one section file broken ``how``; the broken file."""
    shutil.copytree(level_path("zilence"), folder)
    broken = folder / "sections" / "s3_a.tmx"
    if how == "missing":
        broken.unlink()
    elif how == "folder":
        broken.unlink()
        broken.mkdir()
    elif how == "not xml":
        broken.write_text("this is no map", encoding="utf-8")
    elif how == "nan":
        text = broken.read_text(encoding="utf-8")
        broken.write_text(re.sub(r' x="[0-9.]+"', ' x="nan"', text, count=1), encoding="utf-8")
    return broken


def forget_board() -> None:
    zstate._DEFAULT.clear()
    zloader._load_cached.cache_clear()
    zdecks._characters.cache_clear()


@pytest.fixture
def board_at(monkeypatch):
    """Point the Zilence board at another folder (never the real levels/); undone after."""

    def point(folder: Path) -> None:
        forget_board()
        monkeypatch.setattr(zloader, "level_path", lambda *parts: folder.parent.joinpath(*parts))
        monkeypatch.setattr(zdecks, "level_path", lambda *parts: folder.parent.joinpath(*parts))

    yield point
    monkeypatch.undo()
    forget_board()


def zilence_save() -> bytes:
    session = Session(new_game("zilence", 2, seed=5), [Seat("Ana", True), Seat("Ben", False)])
    session.apply(session.bot_action())
    saves.save_session(session)
    return saves.current_path().read_bytes()


@pytest.mark.parametrize("how", ["missing", "folder", "not xml", "nan"])
def test_a_broken_board_leaves_a_sound_zilence_save_where_it_is(tmp_path, board_at, how) -> None:
    before = zilence_save()
    broken = break_board(tmp_path / "levels" / "zilence", how)
    board_at(broken.parents[1])
    app = make_app()
    app.stack.push(MainMenu(app))
    frames(app)
    app.stack.top.continue_game()
    frames(app)
    assert app.errors == [] and isinstance(app.stack.scenes[0], MainMenu)
    message = told(app)
    assert str(broken) in message and "left as it is" in message
    assert isinstance(app.stack.top, MainMenu)  # the menu is offered
    assert saves.current_path().read_bytes() == before
    assert not list(saves_dir().glob("damaged-*"))
    # Mended (the shipped board again), the same save plays on.
    board_at(level_path("zilence"))
    loaded = saves.load_current()
    assert loaded.game_id == "zilence" and len(loaded.state.history) == 1


def test_the_smoke_run_names_a_broken_board_file_and_leaves_user_data_alone(
    tmp_path, board_at, user_data, capsys, monkeypatch
) -> None:
    monkeypatch.setattr(pygame, "quit", lambda: None)  # the other tests' fonts stay open
    before = zilence_save()
    broken = break_board(tmp_path / "levels" / "zilence", "not xml")
    board_at(broken.parents[1])
    assert app_module.main(["--smoke"]) == 1
    assert str(broken) in capsys.readouterr().err
    assert os.environ["QUIET_TABLE_DATA"] != str(user_data)  # the smoke run's own folder
    assert (user_data / "saves" / saves.CURRENT).read_bytes() == before
    assert sorted(p.name for p in (user_data / "saves").iterdir()) == [
        "current.json",
        "current.lock",
    ]


# ---- defect 5: temporary files a kill left behind --------------------------------------------


def temporary(folder: Path, name: str, age: float = 0.0) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text("half a wri", encoding="utf-8")
    if age:
        then = time.time() - age
        os.utime(path, (then, then))
    return path


def test_stale_temporaries_of_our_own_go_at_start_and_nothing_else() -> None:
    old = STALE_SECONDS + 60
    ours_old = [
        temporary(saves_dir(), ".current.json.ab12cd34.tmp", old),
        temporary(data_dir(), ".settings.json.x_9y8z7w.tmp", old),
        temporary(history_dir(), ".index.json.qwertyui.tmp", old),
        temporary(history_dir(), ".20260101-101010-000001-silex.json.asdfghjk.tmp", old),
    ]
    ours_fresh_in_saves = temporary(saves_dir(), ".current.json.zzzzzzzz.tmp")
    # A second running copy may be writing these right now: they stay.
    ours_fresh = [
        temporary(data_dir(), ".settings.json.aaaaaaaa.tmp"),
        temporary(history_dir(), ".index.json.bbbbbbbb.tmp"),
    ]
    theirs = [
        temporary(data_dir(), ".notes.txt.abcdefgh.tmp", old),
        temporary(data_dir(), "settings.json.abcdefgh.tmp", old),
        temporary(data_dir(), ".settings.json.ABCDEFGH.tmp", old),
        temporary(saves_dir(), ".current.json.tmp", old),
        temporary(history_dir(), "my-own.tmp", old),
    ]
    (data_dir() / ".tables.json.dirdirdi.tmp").mkdir()  # a folder is never ours
    app = make_app()
    app.start(MainMenu(app))
    assert not any(p.exists() for p in ours_old)
    assert not ours_fresh_in_saves.exists()  # only the save lock's holder writes saves/
    assert all(p.exists() for p in ours_fresh + theirs)
    assert (data_dir() / ".tables.json.dirdirdi.tmp").is_dir()


def test_without_the_save_lock_a_fresh_temporary_in_saves_stays(monkeypatch) -> None:
    fresh = temporary(saves_dir(), ".current.json.zzzzzzzz.tmp")
    stale = temporary(saves_dir(), ".current.json.yyyyyyyy.tmp", STALE_SECONDS + 60)
    atomic.sweep_temporaries(slot_held=False)
    assert fresh.exists() and not stale.exists()


WRITER = """
import json, sys
from game.files import atomic, saves
from game.files.atomic import write_atomic
assert saves.claim_slot()
good = open(sys.argv[1], encoding="utf-8").read()
big = good + " " * 40_000_000  # the same save, padded: writing it takes a while
print("ready", flush=True)
while True:
    write_atomic(saves.slot().path, big)
"""


def writer_killed_mid_write(good: str) -> list[Path]:
    """A real program writing saves, killed (SIGKILL) while a write is under way: the
    temporary files it left behind."""
    source = saves_dir() / "good.txt"
    source.write_text(good, encoding="utf-8")
    for attempt in range(10):
        child = subprocess.Popen(
            [sys.executable, "-c", WRITER, str(source)],
            cwd=ROOT,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
            stdout=subprocess.PIPE,
        )
        assert child.stdout is not None and child.stdout.readline().strip() == b"ready"
        time.sleep(0.3 + 0.05 * attempt)
        child.kill()  # SIGKILL (TerminateProcess on Windows): no handler, no cleanup
        child.wait(10)
        left = sorted(saves_dir().glob(".current.json.*.tmp"))
        if left:
            return left
    return []


def test_a_writer_killed_mid_save_leaves_nothing_after_the_next_start() -> None:
    session = Session(new_game("silex", 2, seed=3), [Seat("Ana", True), Seat("Ben", True)])
    session.apply(session.state.legal_actions()[0])
    good = session.to_json()
    write_atomic(saves_dir() / saves.CURRENT, good)
    left = writer_killed_mid_write(good)
    assert left, "the kill never landed during a write"
    app = make_app()
    app.start(MainMenu(app))
    assert not list(saves_dir().glob(".*.tmp"))
    assert saves.load_current().state.history == session.state.history  # the save is whole
    assert json.loads(saves.current_path().read_text(encoding="utf-8")) == json.loads(good)


# ---- defect 6: a settings key the program does not know ----------------------------------


def test_a_settings_key_the_program_does_not_know_is_set_aside_and_told_once() -> None:
    text = json.dumps({"fullscreen": False, "volumf": 0.3, "colorblind": True, "show_log": False})
    settings_file().write_text(text, encoding="utf-8")
    app = make_app()
    app.stack.push(MainMenu(app))
    assert app.settings.volume == Settings().volume  # the default fills the gap
    assert (app.settings.colorblind, app.settings.show_log) == (True, False)  # the rest kept
    (kept,) = aside_copies(settings_file())
    assert kept.read_text(encoding="utf-8") == text
    notice = told(app)
    assert "settings.json" in notice and kept.name in notice
    assert told(app) == ""  # once
    app.settings.save()  # the next save writes a clean file and keeps the copy
    assert load_settings() == app.settings and kept.read_text(encoding="utf-8") == text


def test_a_settings_file_older_than_a_setting_is_no_damage() -> None:
    text = json.dumps({"fullscreen": False, "volume": 0.3, "bot_speed": "fast"})
    settings_file().write_text(text, encoding="utf-8")
    app = make_app()
    app.stack.push(MainMenu(app))
    assert app.settings.volume == 0.3 and app.settings.language == ""
    assert not aside_copies(settings_file()) and told(app) == ""
    assert settings_file().read_text(encoding="utf-8") == text


# ---- the damaged-file probe, small (python -m tests.damaged_files --files 1000 for the scale) --


def test_the_damaged_file_probe_finds_no_fault() -> None:
    outcomes = probe_damaged_files(12, seed=5, report=lambda text: None)
    assert {o.kind for o in outcomes} == set(KINDS)
    assert [o.faults for o in outcomes if o.faults] == []
    assert sum(o.set_aside and o.told for o in outcomes) >= 6


def test_a_damaged_history_index_is_kept_aside_before_it_is_rebuilt() -> None:
    session = played("silex", 2, seed=1, moves=4)
    entry = store.record(session, date=1.7e9)
    store.settle()
    index = history_dir() / store.INDEX
    text = index.read_text(encoding="utf-8").replace('"moves":4', '"moves":1e400')
    index.write_text(text, encoding="utf-8")
    assert [e.name for e in store.entries()] == [entry.name]  # read from its file
    (aside,) = aside_copies(index)
    assert aside.read_text(encoding="utf-8") == text
    (notice,) = store.take_damage_notices()
    assert aside.name in notice
    assert json.loads(index.read_text(encoding="utf-8"))["entries"][entry.name]["moves"] == 4


def test_a_renamed_key_in_tables_or_a_save_is_damage_not_a_silent_default() -> None:
    games = {"silex": {"plbyers": 4, "seats": [{"name": "Mo", "human": True}]}}
    text = json.dumps({"format": 1, "games": games})
    tables_file().write_text(text, encoding="utf-8")
    assert load_table("silex").seats[0].name == "Mo"  # what it could read is kept
    (kept,) = aside_copies(tables_file())
    assert kept.read_text(encoding="utf-8") == text
    session = Session(new_game("silex", 2, seed=3), [Seat("Ana", True), Seat("Bot", False, "x")])
    save = session.to_json().replace('"level": "x"', '"levfl": "x"')
    saves.current_path().write_text(save, encoding="utf-8")
    with pytest.raises(saves.SaveError, match="kept as damaged-"):
        saves.load_current()
    (aside,) = aside_copies(saves_dir() / saves.CURRENT)
    assert aside.read_text(encoding="utf-8") == save
