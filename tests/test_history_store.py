"""The history folder: entries survive a restart and replay, the cap, damaged entries and
index, a full disk and a read-only folder (history off, said once, the game goes on)."""

from __future__ import annotations

import errno
import json

import pytest

from game.engine.common import SaveError
from game.files import saves
from game.files.userdata import history_dir
from game.history import store
from game.history.words import outcome_text
from game.scenes.dialog import Dialog
from game.scenes.game_select import GameSelect
from game.scenes.setup import SetupScene, begin_game
from game.shell.session import Seat, session_from_json

from .history_helpers import keep, played
from .locked_out import locked_out, open_base
from .shell_helpers import frames, make_app


def test_a_kept_game_replays_to_the_same_end_and_says_who_won() -> None:
    session = played("silver", 3, seed=4)
    kept = store.record(session)
    assert kept is not None
    store._keeper = None  # as after a restart: nothing remembered but the folder
    (entry,) = store.entries()
    assert entry.finished and entry.game == "silver" and entry.moves == len(session.state.history)
    assert [s.name for s in entry.seats] == ["Ana", "Ben", "Cleo"]
    assert [s.human for s in entry.seats] == [True, True, False]
    _, text = store.load(entry.name)
    assert text == session.to_json()
    replayed = session_from_json(text)
    assert replayed.state.to_json() == session.state.to_json()
    assert replayed.state.result() == session.state.result()
    winner = entry.seats[session.state.result()["winners"][0]].name
    assert outcome_text(entry).startswith(f"{winner} wins")


def test_the_oldest_games_go_first_past_the_cap(monkeypatch) -> None:
    monkeypatch.setattr(store, "CAP", 5)
    kept = keep(7)
    names = [e.name for e in store.entries()]
    assert names == [e.name for e in reversed(kept[2:])]  # newest first, the two oldest gone
    assert sorted(p.name for p in history_dir().glob("2*.json")) == sorted(names)


def test_a_damaged_entry_is_set_aside_and_said_once_and_the_rest_still_list() -> None:
    kept = keep(3)
    (history_dir() / kept[1].name).write_text('{"format": 1, "game": ', encoding="utf-8")
    (history_dir() / store.INDEX).unlink()  # the file must be read to be listed
    listed = store.entries()
    assert [e.name for e in listed] == [kept[2].name, kept[0].name]
    (notice,) = store.take_damage_notices()
    assert "damaged" in notice and str(history_dir()) in notice
    assert list(history_dir().glob(f"damaged-*-{kept[1].name}"))
    assert store.entries() == listed and store.take_damage_notices() == []


def test_a_damaged_index_is_rebuilt_from_the_files() -> None:
    kept = keep(2)
    (history_dir() / store.INDEX).write_text("[[[", encoding="utf-8")
    assert [e.name for e in store.entries()] == [kept[1].name, kept[0].name]
    assert json.loads((history_dir() / store.INDEX).read_text())["format"] == store.INDEX_FORMAT


def test_a_damaged_entry_opened_for_a_replay_says_why(monkeypatch) -> None:
    (entry,) = keep(1)
    (history_dir() / entry.name).write_bytes(b"\xff\xfe")
    with pytest.raises(SaveError, match="damaged"):
        store.load(entry.name)
    assert not (history_dir() / entry.name).exists()


def test_a_full_disk_turns_history_off_says_so_once_and_the_game_goes_on(monkeypatch) -> None:
    app = make_app()

    def full(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(store, "write_atomic", full)
    assert store.record(played("silex", 2, seed=3)) is None
    assert store.record(played("silex", 2, seed=4)) is None  # off: not tried again
    frames(app, 3)
    dialogs = [s for s in app.stack.scenes if isinstance(s, Dialog)]
    assert [d.title for d in dialogs] == ["History is not being kept"]
    assert "No space left on device" in dialogs[0].message
    app.stack.pop()
    frames(app, 3)
    assert not any(isinstance(s, Dialog) for s in app.stack.scenes) and app.errors == []


def test_a_read_only_folder_turns_history_off(monkeypatch) -> None:
    with open_base() as base:
        monkeypatch.setenv("QUIET_TABLE_DATA", str(base / "QuietTable"))
        folder = history_dir()
        with locked_out(folder):
            assert store.record(played("zilence", 2, seed=2)) is None
            reason = store.take_notice()
        assert reason is not None and str(folder) in reason
        assert store.take_notice() is None
        assert store.entries() == []


def test_a_game_left_for_the_menu_then_replaced_by_new_game_is_kept_as_abandoned(app) -> None:
    unfinished = played("silencio", 3, seed=8, moves=10)
    saves.save_session(unfinished)  # as the table leaves it when the player goes to the menu
    menu = app.stack.top
    menu.new_game()
    assert app.stack.top.title == "Start a new game?"
    app.stack.top.form.widgets[0].activate()  # "Choose a new game"
    assert isinstance(app.stack.top, GameSelect)
    app.stack.push(SetupScene(app, "silex"))
    app.stack.top.start()
    (entry,) = store.entries()
    assert entry.game == "silencio" and not entry.finished and entry.moves == 10
    assert outcome_text(entry) == "Abandoned after 10 moves"
    assert [s.name for s in entry.seats] == ["Ana", "Ben", "Cleo"]


def test_a_new_game_over_an_empty_slot_keeps_nothing(app) -> None:
    begin_game(app, "silex", [Seat("Ana", True), Seat("Ben", False)], {})
    assert store.entries() == []  # an empty slot: nothing was abandoned


def test_a_player_told_that_nothing_is_saved_is_not_told_again_about_history(monkeypatch):
    saves.slot().turn_off("the disk is full")

    def full(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(store, "write_atomic", full)
    assert store.record(played("silex", 2, seed=3)) is None
    assert store.keeper().off_reason is not None and store.take_notice() is None


def test_a_game_in_a_read_only_folder_is_listed_but_not_deleted(monkeypatch) -> None:
    with open_base() as base:
        monkeypatch.setenv("QUIET_TABLE_DATA", str(base / "QuietTable"))
        (entry,) = keep(1)
        for path in history_dir().iterdir():
            path.chmod(0o644)  # the player's own files (the test's reader is another user)
        with locked_out(history_dir()):
            assert [e.name for e in store.entries()] == [entry.name]
            with pytest.raises(SaveError, match="could not be deleted"):
                store.delete(entry)
        assert [e.name for e in store.entries()] == [entry.name]
