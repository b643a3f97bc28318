"""Every title's end screen answers (issue 36): a game of each is finished through its table
scene (the last move played by the table, as a click would), then Play again, Change table and
Menu are pressed by mouse and by keyboard, and each does what it says."""

from __future__ import annotations

import random

import pygame
import pytest

from game.engine import new_game
from game.scenes.menu import MainMenu
from game.scenes.setup import SetupScene
from game.scenes.table.scene import TableScene
from game.shell.session import Seat, Session
from game.ui.widgets import Button

from .shell_helpers import click, frames, key, make_app, open_table, wait

TITLES = ["silencio", "silex", "silver", "zilence"]


def last_move_left(game_id: str, seed: int = 5):
    """A two-player game of ``game_id`` played at random up to its last move; returns the
    state and that move."""
    state = new_game(game_id, 2, seed=seed)
    rng = random.Random(seed)
    while True:
        action = rng.choice(state.legal_actions())
        probe = state.clone()
        probe.apply(action)
        if probe.is_over:
            return state, action
        state.apply(action)


def finished_table(game_id: str):
    """The table of a game whose last move it has just played itself, on its end screen."""
    state, last = last_move_left(game_id)
    app = make_app()
    session = Session(state, [Seat("Ana", False, ""), Seat("Ben", False, "")])
    scene = open_table(app, session)
    assert scene.act(last)  # the table plays the last move (a game may start its guard here)
    for _ in range(2000):
        frames(app)
        scene.motion.skip()
        if hasattr(scene, "skip_show"):
            scene.skip_show()  # Zilence's trace of the last round
        if scene.ended() and scene.end_form.widgets:
            break
    assert scene.ended() and app.errors == []
    wait(app, 0.5)  # a person reads the result before pressing
    return app, session, scene


def end_button(scene: TableScene, label: str) -> Button:
    return next(b for b in scene.end_form.widgets if b.text == label)


def press_by_keyboard(app, scene: TableScene, label: str) -> None:
    """Tab to the button (as a keyboard player does), then Enter."""
    target = end_button(scene, label)
    for _ in range(len(scene.end_form.widgets) + 1):
        if scene.end_form.focus is target:
            break
        key(app, pygame.K_TAB)
    assert scene.end_form.focus is target, f"Tab never reached {label!r}"
    key(app, pygame.K_RETURN)


def check_outcome(app, session: Session, game_id: str, label: str) -> None:
    top = app.stack.top
    if label == "Play again":
        assert isinstance(top, TableScene) and top.session is not session
        assert top.session.game_id == game_id and not top.session.state.is_over
        assert top.session.names == session.names
    elif label == "Change table":
        assert isinstance(top, SetupScene) and top.game_id == game_id
    else:
        assert isinstance(top, MainMenu)


@pytest.mark.parametrize("label", ["Play again", "Change table", "Menu"])
@pytest.mark.parametrize("game_id", TITLES)
@pytest.mark.parametrize("by", ["mouse", "keyboard"])
def test_every_end_button_answers_by_mouse_and_keyboard(game_id, label, by) -> None:
    app, session, scene = finished_table(game_id)
    if by == "mouse":
        click(app, end_button(scene, label).rect.center)
    else:
        press_by_keyboard(app, scene, label)
    frames(app)
    check_outcome(app, session, game_id, label)
