"""The History screen through real App frames: the list and its keys, filters, Replay (the
viewer's hook), Export, Import (folder and dropped file), Delete with its question, and the
Statistics screen."""

from __future__ import annotations

import json
import re
import shutil
import sys
import types

import pygame
import pytest

from game.engine.common import SaveError
from game.files.userdata import exports_dir, history_dir, imports_dir
from game.history import store, transfer
from game.scenes.base import Scene
from game.scenes.dialog import Dialog
from game.scenes.history import HistoryScene, StatsScene
from game.scenes.menu import MainMenu

from .history_helpers import copies, keep
from .shell_helpers import click, frames, key, make_app


def open_history(app=None):
    app = app or make_app()
    app.stack.reset(MainMenu(app), HistoryScene(app))
    frames(app, 2)
    return app, app.stack.top


def button(scene, text: str):
    return next(w for w in scene.form.widgets if getattr(w, "text", None) == text)


def fake_viewer(monkeypatch) -> list[tuple[str, str]]:
    """The replay viewer's entry point, standing in for it: what it was asked to open."""
    opened: list[tuple[str, str]] = []

    def open_replay(app, session_text: str, title: str = "") -> Scene:
        opened.append((session_text, title))
        return Scene(app)

    viewer = types.ModuleType("game.scenes.replay")
    viewer.open_replay = open_replay
    monkeypatch.setitem(sys.modules, "game.scenes.replay", viewer)
    return opened


def test_an_empty_history_says_so_plainly() -> None:
    app, scene = open_history()
    assert "No games yet: every finished game will be kept here." in app.painter.drawn_text
    assert not button(scene, "Replay").enabled and not button(scene, "Delete").enabled


def test_keys_move_through_hundreds_of_games_drawing_only_those_in_view() -> None:
    kept = copies(300)
    app, scene = open_history()
    rows = scene.rows
    assert scene.entry.name == kept[-1].name  # newest first
    dates = [t for t in app.painter.drawn_text if re.fullmatch(r"\d\d \w+ \d{4}, \d\d:\d\d", t)]
    assert len(dates) <= rows.per_page + 2
    key(app, pygame.K_DOWN)
    assert rows.selected == 1
    key(app, pygame.K_PAGEDOWN)
    assert rows.selected == 1 + rows.per_page
    key(app, pygame.K_END)
    assert scene.entry.name == kept[0].name and rows.offset == rows.max_offset
    key(app, pygame.K_HOME)
    assert rows.selected == 0 and rows.offset == 0
    scene.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, logical_pos=(640, 700)))
    assert rows.offset == 0  # the wheel over the buttons scrolls nothing
    scene.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, logical_pos=rows.rect.center))
    assert rows.offset == 3 * rows.row_h


def test_filters_by_game_and_by_player_name() -> None:
    keep(8)
    app, scene = open_history()
    assert len(scene.shown) == 8
    game = next(w for w in scene.form.widgets if getattr(w, "label", "") == "Game")
    game.step(1)  # Silencio
    assert {e.game for e in scene.shown} == {"silencio"} and len(scene.shown) == 2
    game.step(-1)
    name_field = next(w for w in scene.form.widgets if hasattr(w, "max_len"))
    scene.form.focus = name_field
    frames(app, 1, [pygame.event.Event(pygame.TEXTINPUT, text="dan")])
    assert scene.shown and all(any(s.name == "Dan" for s in e.seats) for e in scene.shown)
    frames(app, 1, [pygame.event.Event(pygame.TEXTINPUT, text="zzz")])
    assert scene.shown == []
    assert "No game matches this filter." in app.painter.drawn_text


def test_enter_replays_the_chosen_game_through_the_viewers_hook(monkeypatch) -> None:
    kept = keep(2)
    opened = fake_viewer(monkeypatch)
    app, scene = open_history()
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)  # the list has the focus
    assert type(app.stack.top) is Scene
    ((text, title),) = opened
    assert text == store.load(kept[0].name)[1] and title.startswith("Silencio, ")


def test_a_click_chooses_a_game_and_only_a_double_click_replays_it(monkeypatch) -> None:
    kept = keep(3)
    opened = fake_viewer(monkeypatch)
    app, scene = open_history()
    now = [100.0]
    scene.rows.clock = lambda: now[0]
    third = (scene.rows.rect.centerx, scene.rows.rect.y + 2.5 * scene.rows.row_h)
    click(app, third)
    assert scene.entry.name == kept[0].name and opened == []
    now[0] += 2.0
    click(app, third)  # a later click on the chosen game keeps it chosen, nothing opens
    assert scene.entry.name == kept[0].name and opened == []
    now[0] += 0.2
    click(app, third)  # the second click of a double click opens it
    assert len(opened) == 1 and type(app.stack.top) is Scene


def test_a_replay_that_fails_or_is_missing_is_explained(monkeypatch) -> None:
    keep(1)

    def broken(app, session_text: str, title: str = "") -> Scene:
        raise SaveError("The saved game is damaged (move 3 is not legal).")

    viewer = types.ModuleType("game.scenes.replay")
    viewer.open_replay = broken
    monkeypatch.setitem(sys.modules, "game.scenes.replay", viewer)
    app, scene = open_history()
    button(scene, "Replay").activate()
    assert isinstance(app.stack.top, Dialog)
    assert "move 3 is not legal" in app.stack.top.message
    app.stack.pop()
    monkeypatch.setitem(sys.modules, "game.scenes.replay", None)  # not merged yet
    button(scene, "Replay").activate()
    assert app.stack.top.title == "No replay yet"


def test_delete_asks_first_and_only_then_removes_the_game() -> None:
    kept = keep(2)
    app, scene = open_history()
    button(scene, "Delete").activate()
    assert app.stack.top.title == "Delete this game?"
    key(app, pygame.K_ESCAPE)  # Cancel
    assert len(scene.shown) == 2
    button(scene, "Delete").activate()
    frames(app, 2)
    key(app, pygame.K_RETURN)  # the question opens on Cancel: Enter alone deletes nothing
    assert len(scene.shown) == 2
    button(scene, "Delete").activate()
    frames(app, 2)
    key(app, pygame.K_LEFT)  # to Delete, the first choice
    key(app, pygame.K_RETURN)
    assert [e.name for e in scene.shown] == [kept[0].name]
    assert not (history_dir() / kept[1].name).exists()


def test_an_exported_game_imports_back_and_a_bad_file_is_set_aside() -> None:
    kept = keep(1)
    app, scene = open_history()
    button(scene, "Export").activate()
    (path,) = exports_dir().glob("*.json")
    # The path in lines broken only after a folder separator, each fitting the box.
    lines = app.stack.top.message.split("\n")[1:]
    assert "".join(lines) == str(path)
    assert all(line.endswith(("/", "\\")) for line in lines[:-1])
    assert all(app.painter.measure(line, 20)[0] <= 560 - 64 for line in lines)
    app.stack.pop()
    store.delete(kept[0])
    shutil.copy(path, imports_dir() / "from-a-friend.json")
    (imports_dir() / "notes.json").write_text('{"hello": 1}', encoding="utf-8")
    tampered = json.loads(path.read_text())
    session = json.loads(tampered["session"])
    session["game"]["actions"][2] = {"type": "no such move"}
    tampered["session"] = json.dumps(session)
    (imports_dir() / "tampered.json").write_text(json.dumps(tampered), encoding="utf-8")
    frames(app)
    button(scene, "Import").activate()
    text = app.stack.top.message
    assert text.startswith("1 game added to History.")
    assert "notes.json: It is not a Quiet Table game." in text
    assert "tampered.json: " in text and "(move 3 is not a legal move)" in text
    assert len(list(imports_dir().glob("damaged-*"))) == 2
    app.stack.pop()
    frames(app)
    (entry,) = scene.shown
    assert entry.date == kept[0].date and entry.outcome == kept[0].outcome
    assert (imports_dir() / "done" / "from-a-friend.json").exists()


def test_a_file_dropped_on_the_window_is_imported_and_a_bad_one_left_alone(tmp_path) -> None:
    kept = keep(1)
    app, scene = open_history()
    path = tmp_path / "game.json"
    path.write_text((history_dir() / kept[0].name).read_text(), encoding="utf-8")
    store.delete(kept[0])
    frames(app, 1, [pygame.event.Event(pygame.DROPFILE, file=str(path))])
    assert app.stack.top.title == "Game imported"
    app.stack.pop()
    assert len(scene.shown) == 1
    frames(app, 1, [pygame.event.Event(pygame.DROPFILE, file=str(path))])
    assert "already in History" in app.stack.top.message
    app.stack.pop()
    bad = tmp_path / "photo.json"
    bad.write_bytes(b"\x89PNG")
    frames(app, 1, [pygame.event.Event(pygame.DROPFILE, file=str(bad))])
    assert app.stack.top.title == "The file was not imported" and bad.exists()


def test_a_damaged_entry_is_told_once_when_history_opens() -> None:
    kept = keep(2)
    (history_dir() / store.INDEX).unlink()
    (history_dir() / kept[0].name).write_text("{}", encoding="utf-8")
    app, dialog = open_history()
    assert dialog.title == "A damaged game was set aside"
    assert "kept as damaged-" in dialog.message
    key(app, pygame.K_RETURN)
    frames(app, 2)
    scene = app.stack.top
    assert isinstance(scene, HistoryScene) and [e.name for e in scene.shown] == [kept[1].name]


@pytest.mark.parametrize("filtered", [False, True])
def test_statistics_open_from_history_with_its_filter(filtered: bool) -> None:
    keep(8)
    app, scene = open_history()
    if filtered:
        scene.set_name("ana")
    button(scene, "Statistics").activate()
    frames(app, 2)
    stats = app.stack.top
    assert isinstance(stats, StatsScene)
    names = {s.name for s in stats.stats}
    assert names == ({"Ana"} if filtered else {"Ana", "Ben"})
    assert "Scanning practice bests" in app.painter.drawn_text
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is scene


def test_a_good_file_is_left_to_import_later_while_history_cannot_be_written(monkeypatch):
    (entry,) = keep(1)
    path = imports_dir() / "game.json"
    shutil.copy(history_dir() / entry.name, path)
    store.delete(entry)
    monkeypatch.setattr(store.keeper(), "off_reason", "History is not being kept: disk full.")
    report = transfer.import_folder()
    assert report.entries == [] and "disk full" in report.problems[0]
    assert path.exists() and not list(imports_dir().glob("damaged-*"))


def test_statistics_say_what_each_game_counts_and_which_way_is_better() -> None:
    from game.history.entry import Entry, Outcome
    from game.scenes.history.chart import axis_marks
    from game.shell.session import Seat

    ana = Seat("Ana", True)
    entries = [
        Entry(str(i), game, i, [ana, Seat("Bo", False)], {}, True, 30, outcome)
        for i, (game, outcome) in enumerate(
            [
                ("silencio", Outcome([], [0, 2], 2, "")),
                ("zilence", Outcome([0], [12, 9], rounds=7)),
                ("silver", Outcome([0], [20, 30])),
            ]
        )
    ]
    app = make_app()
    scene = StatsScene(app, entries)
    app.stack.reset(MainMenu(app), scene)
    said = {
        "silencio": "the team's cards left at the end of a game (fewer is better)",
        "silver": "the player's points at the end (fewer is better)",
        "zilence": "the items the player found (more is better)",
    }
    for index, stats in enumerate(scene.stats):
        scene.selected = index
        frames(app, 1)
        assert any(said[stats.game] in text for text in app.painter.drawn_text)
    # One game: the scale has one labelled line (it read "12" at both ends).
    inner = pygame.FRect(0, 0, 100, 100)
    assert axis_marks([12], inner) == [(12, 50)]
    assert axis_marks([3, 12, 5], inner) == [(12, 0), (3, 100)]


def test_a_long_path_wraps_at_its_separators_and_a_long_name_loses_its_middle() -> None:
    from game.scenes.history.screen import path_lines

    app = make_app()
    long = "/home/annabelle/.local/share/quiet-table/exports/" + "silencio-" * 12 + "x.json"
    lines = path_lines(long, 300, app.painter).split("\n")
    assert all(app.painter.measure(line, 20)[0] <= 300 for line in lines)
    assert lines[0].startswith("/home/") and lines[-1].endswith("x.json") and "…" in lines[-1]
    assert all(line.endswith("/") for line in lines[:-1])
