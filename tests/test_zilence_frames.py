"""Zilence without stalls: the boards are composed on the board worker (a thread) while the
table waits or the pointer flies; the maps, the computers' figures and the geometry once."""

from __future__ import annotations

import threading
import time

import pygame
import pytest

from game.engine import new_game
from game.engine.zilence import difficulty
from game.engine.zilence.layout import change
from game.engine.zilence.state import board
from game.scenes.zilence import scene as zscene
from game.scenes.zilence.change import BoardChange
from game.shell.session import Seat, Session
from game.ui import board_worker, zilence_art
from game.ui import zilence_board as zb

from .shell_helpers import frames, make_app, open_table

WAIT = 120  # seconds a test waits for the worker at most (never a speed check)


@pytest.fixture
def threaded(monkeypatch):
    monkeypatch.setattr(board_worker, "INLINE", False)


def held_job(monkeypatch, module, name: str) -> threading.Event:
    """Make ``module.name`` wait on the worker until the returned event is set."""
    go = threading.Event()
    real = getattr(module, name)

    def held(*args, **kwargs):
        assert go.wait(WAIT)
        return real(*args, **kwargs)

    monkeypatch.setattr(module, name, held)
    return go


def computers_table(seats: int = 3, seed: int = 4):
    app = make_app()
    state = new_game("zilence", seats, seed=seed, options={"scan_seconds": 10})
    session = Session(state, [Seat(f"Bot {i}", False) for i in range(seats)])
    scene = open_table(app, session)
    end = time.monotonic() + WAIT
    while scene.preparing and time.monotonic() < end:  # its first drawing, rehearsed
        time.sleep(0.01)
    return app, session, scene


def test_a_board_composed_on_the_worker_matches_one_composed_on_the_frame(threaded) -> None:
    pygame.display.init()
    b = board()
    first = zb.BoardRenderer(b)
    lay = tuple(new_game("zilence", 2, seed=9).layout)
    future = first.compose_later(240, False, lay)
    on_worker = future.result(WAIT)
    assert first.layout == ()  # composing another layout never changes what is shown
    assert first.composed(240, False, lay) is on_worker
    on_frame = zb.BoardRenderer(b).compose(240, False, lay)
    assert pygame.image.tobytes(on_worker, "RGBA") == pygame.image.tobytes(on_frame, "RGBA")


def test_the_table_waits_for_its_first_board_then_reveals_it(threaded, monkeypatch) -> None:
    go = held_job(monkeypatch, zscene, "set_table")
    zscene._RENDERER.clear()  # a fresh renderer: nothing composed yet
    app, session, scene = computers_table()
    frames(app, 150)  # longer than the ready moment of a table of computers
    assert scene.phase == "ready" and scene.clock == 0
    assert "Setting the table…" in app.painter.drawn_text
    assert "board" not in scene.renderer.drawn
    assert session.state.history == []  # no timer started: the board was never shown
    go.set()
    scene.board_job.result(WAIT)
    for _ in range(400):
        frames(app)
        if scene.phase == "scan":
            break
    assert scene.phase == "scan" and scene.renderer.drawn[-1] == "board"
    assert app.errors == []


def test_the_table_reads_the_maps_and_the_computers_figures_once_at_open() -> None:
    zscene._RENDERER.clear()
    difficulty._CACHE.clear()
    app, session, scene = computers_table()
    sides = board().sides.values()
    assert all(difficulty._CACHE[id(side)][0] is side for side in sides)
    assert {side.file for side in sides} <= set(scene.renderer.art.maps)


def test_the_maps_and_figures_are_read_at_the_programs_start_not_at_the_tables_open(
    monkeypatch,
) -> None:
    """App.start preloads every table (on the board worker); a Zilence table opened after
    that reads no map and works out no figure: its opening only composes the board."""
    from game.scenes.registry import preload_tables

    zscene._RENDERER.clear()
    difficulty._CACHE.clear()
    preload_tables()
    assert {side.file for side in board().sides.values()} <= set(zscene._RENDERER[0].art.maps)
    assert all(difficulty._CACHE[id(side)][0] is side for side in board().sides.values())
    read: list[str] = []
    real = zilence_art.load_map
    monkeypatch.setattr(zilence_art, "load_map", lambda path: read.append(str(path)) or real(path))
    figures = dict(difficulty._CACHE)
    computers_table()
    assert figures == difficulty._CACHE
    assert read == [], "a map was parsed when the table opened"


def test_the_next_board_is_made_while_the_pointer_flies(threaded, monkeypatch) -> None:
    app, session, scene = computers_table(seed=6)
    scene.board_job.result(WAIT)
    go = held_job(monkeypatch, BoardChange, "_prepare")
    for _ in range(3000):
        if scene.phase == "trace":
            break
        if scene.phase == "scan":
            scene.time_left = min(scene.time_left, 0.05)
        frames(app)
    assert scene.phase == "trace" and scene.change is not None
    scene.skip_show()  # the pointer lands at once
    frames(app, 30)
    assert scene.phase == "trace" and not scene.change.ready  # it holds still meanwhile
    go.set()
    scene.change._pending.result(WAIT)
    frames(app, 2)
    assert scene.phase == "change"
    after = scene.change.after
    assert scene.renderer.composed(scene.board_size(), False, after) is not None
    assert app.errors == []


def test_a_board_change_computes_each_layout_s_geometry_once(monkeypatch) -> None:
    pygame.display.init()
    calls: list[tuple[str, ...]] = []
    real = zb.board_geometry

    def counted(layout, b=None):
        calls.append(tuple(layout))
        return real(layout, b)

    monkeypatch.setattr(zb, "board_geometry", counted)
    renderer = zb.BoardRenderer(board())
    before = tuple(new_game("zilence", 2, seed=3).layout)
    symbol = board().catalogue.symbol_ids[0]
    after = tuple(change(before, board().starts, symbol))
    renderer.set_layout(before)
    moving = BoardChange(renderer, list(before), list(after), 0, 3)
    moving.prepare(pygame.Rect(0, 0, 200, 200))
    moving.draw(pygame.Surface((200, 200)), pygame.Rect(0, 0, 200, 200))
    assert sorted(calls) == sorted({before, after})
