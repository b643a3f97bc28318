""" "Suggest a move" at the table (issue 31 part 2): the computer's move for the seat at the
screen, from that seat's view, marked with its reason; counted per seat, kept in the save
and in History; setup may forbid it."""

from __future__ import annotations

import json

import pygame
import pytest

from game.engine import GAMES, new_game
from game.engine.common import choose
from game.files import saves
from game.history.entry import entry_of
from game.scenes.history.entry_rows import help_mark
from game.shell.session import Seat, Session, session_from_json

from .shell_helpers import frames, key, make_app, open_table
from .test_silencio_scene import advance_to_human_play


def silencio_table(allowed: bool = True):
    app = make_app()
    state = new_game("silencio", 3, seed=4)
    session = Session(state, [Seat("Ana", True), Seat("Ben", False), Seat("Cleo", False)])
    session.suggestions_allowed = allowed
    scene = open_table(app, session)
    advance_to_human_play(session, scene)
    frames(app, 2)
    return app, session, scene


def suggest_button(scene):
    return next((w for w in scene.form.widgets if getattr(w, "text", "") == "Suggest"), None)


def test_h_shows_the_computers_move_for_the_seat_marked_with_its_reason() -> None:
    app, session, scene = silencio_table()
    assert suggest_button(scene) is not None
    key(app, pygame.K_h)
    frames(app, 3)
    shown = scene.suggester.shown
    assert shown is not None
    state = session.state
    assert shown.action == choose(state, GAMES["silencio"], 0)  # what a computer would do
    assert shown.action in state.actions_for(0)
    assert shown.reason.endswith(".") and len(shown.reason.split()) > 3
    assert scene.suggester.target() is not None  # marked on the table
    assert any(t.startswith("Suggestion: ") for t in app.painter.drawn_text)
    assert session.state.history[-1] != shown.action  # the player still makes the move
    assert session.suggestions == [1, 0, 0]
    key(app, pygame.K_h)  # asked again for the same move: counted once
    frames(app, 2)
    assert session.suggestions == [1, 0, 0]


def test_the_button_asks_too_and_a_move_clears_the_suggestion() -> None:
    app, session, scene = silencio_table()
    suggest_button(scene).activate()
    frames(app, 3)
    shown = scene.suggester.shown
    assert shown is not None
    assert scene.act(shown.action)
    frames(app, 2)
    assert scene.suggester.shown is None


def test_a_table_that_forbids_suggestions_shows_no_button_and_ignores_h() -> None:
    app, session, scene = silencio_table(allowed=False)
    assert suggest_button(scene) is None
    key(app, pygame.K_h)
    frames(app, 3)
    assert scene.suggester.shown is None and session.suggestions == [0, 0, 0]


def test_the_counts_are_kept_in_the_save_and_history_marks_the_game(user_data) -> None:
    app, session, scene = silencio_table()
    key(app, pygame.K_h)
    frames(app, 3)
    again = session_from_json(session.to_json())
    assert again.suggestions == [1, 0, 0] and again.suggestions_allowed
    entry = entry_of(session)
    assert entry.suggestions == [1, 0, 0]
    assert help_mark(entry) == "Suggestions: Ana (1)"
    saves.settle()


@pytest.mark.parametrize("bad", [{"allowed": 1, "used": [0, 0, 0]}, {"allowed": True, "used": [0]}])
def test_a_damaged_count_makes_the_save_damaged_not_a_crash(bad) -> None:
    session = Session(new_game("silencio", 3, seed=1), [Seat(f"P{i}", True) for i in range(3)])
    data = json.loads(session.to_json())
    data["help"] = bad
    with pytest.raises(Exception, match="damaged"):
        session_from_json(json.dumps(data))


def test_setup_keeps_the_switch_and_a_new_game_follows_it(app) -> None:
    from game.files.tables import load_table
    from game.scenes.setup import SetupScene

    setup = SetupScene(app, "silex")
    app.stack.push(setup)
    frames(app)
    toggles = [w for w in setup.form.widgets if getattr(w, "label", "") == "Suggest a move"]
    while not toggles:  # the options' last row, on their last page
        setup._set_option_page(setup.option_page + 1)
        toggles = [w for w in setup.form.widgets if getattr(w, "label", "") == "Suggest a move"]
    toggles[0].activate()  # off
    assert setup.suggestions is False
    setup.start()
    frames(app)
    table = app.stack.top
    while not hasattr(table, "session"):
        table = app.stack.scenes[-2]
    assert table.session.suggestions_allowed is False
    assert load_table("silex").suggestions is False
