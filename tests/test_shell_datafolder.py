"""The user data folder under attack: read-only, unreadable, and a second copy running."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pygame
import pytest

from game import app as app_module
from game.engine.common import SaveError, new_game
from game.files import saves
from game.files.atomic import write_atomic
from game.scenes.dialog import Dialog
from game.scenes.error import ErrorScene, log_note
from game.scenes.menu import MainMenu
from game.scenes.setup import SetupScene
from game.shell.session import Seat, Session

from .locked_out import locked_out, open_base
from .shell_helpers import frames, key, make_app, register_toy, unregister_toy, wait
from .toy_table import ToyTable

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def data(monkeypatch):
    """A data folder that the unprivileged user can reach (see tests/locked_out.py)."""
    register_toy()
    with open_base() as base:
        path = base / "QuietTable"
        path.mkdir()
        monkeypatch.setenv("QUIET_TABLE_DATA", str(path))
        yield path
    unregister_toy()


def toy_session(humans=(True, False)) -> Session:
    return Session(
        new_game("toy", len(humans), seed=2), [Seat(f"P{i}", h) for i, h in enumerate(humans)]
    )


def dialogs(app) -> list[Dialog]:
    return [s for s in app.stack.scenes if isinstance(s, Dialog)]


def start_lone_human_game(app) -> ToyTable:
    app.stack.push(SetupScene(app, "toy"))
    app.stack.top.humans[1] = False
    app.stack.top.start()
    frames(app)
    assert isinstance(app.stack.top, ToyTable)
    return app.stack.top


def test_a_read_only_data_folder_plays_with_saving_off_and_says_so_once(data) -> None:
    with locked_out(data):
        app = make_app()
        app.start(MainMenu(app))
        frames(app)
        (notice,) = dialogs(app)
        assert notice.title == "Progress is not being saved"
        assert str(data) in notice.message  # where it tried
        wait(app, 0.4)  # a dialog ignores presses at first
        key(app, pygame.K_RETURN)
        table = start_lone_human_game(app)
        for _ in range(3):
            key(app, pygame.K_p)
            frames(app, 3)
        assert not any(isinstance(s, ErrorScene) for s in app.stack.scenes)
        assert dialogs(app) == []  # said once, not at every move
        assert len(table.session.state.history) >= 3
    assert list(data.iterdir()) == []  # nothing was written


def test_a_save_folder_turning_read_only_mid_game_keeps_the_last_save(data) -> None:
    app = make_app()
    app.start(MainMenu(app))
    table = start_lone_human_game(app)
    key(app, pygame.K_p)
    frames(app, 3)
    kept = saves.current_path().read_text()
    with locked_out(data / "saves"):
        for _ in range(2):
            key(app, pygame.K_p)
            frames(app, 3)
        (notice,) = dialogs(app)
        assert "not being saved" in notice.title and "saves" in notice.message
        wait(app, 0.4)  # a dialog ignores presses at first
        key(app, pygame.K_RETURN)
        key(app, pygame.K_p)
        frames(app, 3)
        assert dialogs(app) == []
        assert not any(isinstance(s, ErrorScene) for s in app.stack.scenes)
    assert saves.current_path().read_text() == kept
    assert len(table.session.state.history) > len(json.loads(kept)["game"]["actions"])
    assert [p.name for p in (data / "saves").iterdir() if p.suffix == ".tmp"] == []


def test_the_error_screen_promises_no_resume_while_saving_is_off(data) -> None:
    app = make_app()
    app.start(MainMenu(app))
    saves.save_session(toy_session())
    app.fail(RuntimeError("the table fell over"))
    assert "Continue from the menu resumes" in app.stack.top.promise
    saves.slot().turn_off("the disk is full")
    app.stack.reset(MainMenu(app))
    app.fail(RuntimeError("the table fell over"))
    assert "not being saved" in app.stack.top.promise
    assert "resumes the game" not in app.stack.top.promise


def test_logging_falls_back_to_standard_error_when_the_log_folder_is_read_only(
    data, capsys, monkeypatch
) -> None:
    def crash(*args):
        raise RuntimeError("the window would not open")

    monkeypatch.setattr(app_module, "App", crash)
    monkeypatch.setattr(app_module.pygame, "quit", lambda: None)  # keep fonts for other tests
    with locked_out(data):
        status = app_module.main([])
    assert status == 1
    err = capsys.readouterr().err
    assert "the window would not open" in err  # the details, on standard error
    assert "details are in standard error" in err
    assert not (data / "logs").exists()
    assert "standard error" in log_note()  # what the error screen tells the player


def test_an_intact_save_that_cannot_be_read_is_left_alone_and_explained(data) -> None:
    saves.save_session(toy_session())
    path = saves.current_path()
    with locked_out(path, mode=0o000), pytest.raises(SaveError) as err:
        saves.load_current()
    assert "could not be opened" in str(err.value) and "damaged" not in str(err.value)
    assert [p.name for p in path.parent.glob("damaged-*")] == []
    assert saves.load_current().state == toy_session().state


def test_a_damaged_save_in_a_read_only_folder_is_not_said_to_be_moved(data) -> None:
    saves.current_path().write_text("{half a save")
    with locked_out(data / "saves"), pytest.raises(SaveError) as err:
        saves.load_current()
    assert "kept as" not in str(err.value)
    assert "could not be moved aside" in str(err.value)
    assert saves.current_path().read_text() == "{half a save"


# ---- two copies -----------------------------------------------------------------------------

COPY = textwrap.dedent(
    """
    import json, sys
    from game.files import saves
    from game.engine.common import new_game
    from game.shell.session import Seat, Session
    from tests.shell_helpers import register_toy
    register_toy()
    owner = saves.claim_slot()
    print("ready", flush=True)
    sys.stdin.readline()  # both copies are running: go
    for n in range(SAVES):
        state = new_game("toy", 2, seed=n)
        saves.save_session(Session(state, [Seat("A" * (n % 50), True), Seat("B", False)]))
    print(json.dumps({"owner": owner, "off": saves.saving_off()}), flush=True)
    sys.stdin.readline()  # hold the slot until told to stop
    """
)

RACE = textwrap.dedent(
    """
    import sys
    from pathlib import Path
    from game.files.atomic import write_atomic
    path = Path(sys.argv[1])
    print("ready", flush=True)
    sys.stdin.readline()
    for n in range(400):
        write_atomic(path, '{"n": %d, "pad": "%s"}' % (n, "x" * (n * 37 % 4000)))
    print("done", flush=True)
    """
)


def spawn(code: str, *args: str) -> subprocess.Popen:
    proc = subprocess.Popen(
        [sys.executable, "-c", code, *args],
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout.readline().strip() == "ready"
    return proc


def go(*procs: subprocess.Popen) -> None:
    for proc in procs:
        proc.stdin.write("go\n")
        proc.stdin.flush()


def read_while_running(path: Path, procs: list[subprocess.Popen]) -> list[str]:
    """Every read of ``path`` that was not valid JSON, while the writers run."""
    bad = []
    while any(p.poll() is None for p in procs):
        try:
            text = path.read_text()
        except FileNotFoundError:
            continue
        try:
            json.loads(text)
        except ValueError:
            bad.append(text[:80])
    return bad


def test_two_writers_never_leave_a_half_written_file(tmp_path) -> None:
    path = tmp_path / "current.json"
    write_atomic(path, "{}")
    procs = [spawn(RACE, str(path)), spawn(RACE, str(path))]
    go(*procs)
    bad = read_while_running(path, procs)
    assert [p.wait() for p in procs] == [0, 0]  # no FileNotFoundError in either writer
    assert bad == []
    assert [p.name for p in tmp_path.iterdir()] == ["current.json"]


def test_two_copies_saving_at_once_leave_one_owner_and_a_readable_save(data) -> None:
    code = COPY.replace("SAVES", "150")
    procs = [spawn(code), spawn(code)]
    go(*procs)
    results = [json.loads(p.stdout.readline()) for p in procs]
    go(*procs)
    assert [p.wait() for p in procs] == [0, 0]
    assert sorted(r["owner"] for r in results) == [False, True]
    loser = next(r for r in results if not r["owner"])
    assert loser["off"] == saves.ELSEWHERE
    assert saves.load_current().state == new_game("toy", 2, seed=149)


def test_a_second_copy_is_told_and_can_play_without_saving(data) -> None:
    first = spawn(COPY.replace("SAVES", "1"))
    go(first)
    first.stdout.readline()
    try:
        app = make_app()
        app.start(MainMenu(app))
        (ask,) = dialogs(app)
        assert ask.title == "A game is open elsewhere"
        assert [label for label, _ in ask.choices] == ["Play without saving", "Quit"]
        wait(app, 0.4)  # a dialog ignores presses at first
        assert ask.form.focus is ask.form.widgets[-1]  # it opens on Quit, the safe choice
        key(app, pygame.K_LEFT)
        key(app, pygame.K_RETURN)  # play without saving
        assert isinstance(app.stack.top, MainMenu) and app.running
        before = saves.current_path().read_text()
        start_lone_human_game(app)
        key(app, pygame.K_p)
        frames(app, 3)
        assert dialogs(app) == []  # already told
        assert saves.current_path().read_text() == before  # the other copy's game is untouched
    finally:
        go(first)
        first.wait()
