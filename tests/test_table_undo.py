"""Undo at the table (issue 33): the button and U take the last move back and the table is
exactly as it was; on a curtain the mover may still take it back, and the mover's own
curtain comes up after; a table that switched undo off offers nothing."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.engine.common.disclosure import NEW, NONE, OWN
from game.scenes.curtain import CurtainScene

from .shell_helpers import arm_curtain, frames, key, make_app, open_table
from .test_undo import find, snapshot


def undo_button(scene):
    return next((w for w in scene.form.widgets if getattr(w, "text", "") == i18n._("Undo")), None)


def one_human(game: str, size=(1280, 720)):
    """A table where Ana (seat 0) may make a quiet move, computers beside her, paced slowly
    so that the move can be taken back before they answer."""
    session, action = find(game, {NONE, OWN})
    app = make_app(size)
    app.settings.bot_speed = "slow"
    scene = open_table(app, session)
    frames(app, 2)
    return app, session, scene, action


def table_as_seen(scene) -> tuple:
    return (scene.view, list(scene.log_panel.lines), scene.prompt_text())


@pytest.mark.parametrize("game", ["silencio", "silex", "silver", "zilence"])
def test_u_takes_the_move_back_and_the_table_is_as_it_was(game) -> None:
    app, session, scene, action = one_human(game)
    before, seen = snapshot(session), table_as_seen(scene)
    assert undo_button(scene) is None  # nothing to take back yet
    assert scene.act(action)
    frames(app)
    assert undo_button(scene) is not None
    key(app, pygame.K_u)
    frames(app, 2)
    assert snapshot(session) == before
    assert table_as_seen(scene) == seen
    assert session.undos == 1 and undo_button(scene) is None
    # and the game goes on: another move is made
    other = next((a for a in session.state.actions_for(0) if a != action), action)
    assert scene.act(other)


def test_the_button_takes_back_too_and_ctrl_z() -> None:
    app, session, scene, action = one_human("silex")
    before = snapshot(session)
    scene.act(action)
    frames(app)
    undo_button(scene).activate()
    frames(app)
    assert snapshot(session) == before
    scene.act(action)
    frames(app)
    key(app, pygame.K_z, pygame.KMOD_LCTRL)
    frames(app)
    assert snapshot(session) == before and session.undos == 2


def test_a_move_that_revealed_something_shows_no_undo() -> None:
    session, action = find("silex", {NEW})
    app = make_app()
    app.settings.bot_speed = "slow"
    scene = open_table(app, session)
    frames(app, 2)
    moves = len(session.state.history)
    scene.act(action)
    frames(app)
    assert undo_button(scene) is None
    key(app, pygame.K_u)
    frames(app)
    assert len(session.state.history) == moves + 1


def test_a_table_without_undo_offers_none() -> None:
    app, session, scene, action = one_human("silencio")
    session.undo_allowed = False
    scene.act(action)
    frames(app)
    assert undo_button(scene) is None
    key(app, pygame.K_u)
    frames(app)
    assert session.undos == 0 and session.state.history[-1] == action


def two_humans_after_a_move():
    """Everyone human; Ana has just made a quiet move that hands the screen to another."""
    session, action = find("silex", {NONE, OWN}, then=lambda s: s.current_player not in (0, None))
    for seat in session.seats:
        seat.human = True
    session.close_undo()  # Ana has just lifted her curtain
    app = make_app()
    scene = open_table(app, session)
    frames(app, 2)
    before = snapshot(session)
    scene.act(action)
    frames(app, 2)
    return app, session, scene, before


def test_the_curtain_offers_the_movers_undo_and_then_raises_the_movers_own_curtain() -> None:
    app, session, scene, before = two_humans_after_a_move()
    curtain = app.stack.top
    assert isinstance(curtain, CurtainScene) and curtain.undo is not None
    assert curtain.name != "P0" and "P0" in curtain.undo[0]
    key(app, pygame.K_u)  # before the curtain is armed: nothing happens
    assert app.stack.top is curtain and session.undos == 0
    arm_curtain(app)
    key(app, pygame.K_u)
    frames(app, 2)
    assert snapshot(session) == before and session.undos == 1
    mover = app.stack.top
    assert isinstance(mover, CurtainScene) and mover.name == "P0"  # her own press, again
    assert scene.viewer is None and mover.undo is None


def test_a_click_on_the_curtains_undo_takes_back_and_elsewhere_lifts() -> None:
    from .shell_helpers import click

    app, session, scene, before = two_humans_after_a_move()
    curtain = app.stack.top
    arm_curtain(app)
    click(app, curtain.undo_rect().center)
    frames(app)
    assert snapshot(session) == before
    assert isinstance(app.stack.top, CurtainScene) and app.stack.top.name == "P0"


def test_once_the_next_player_lifts_the_curtain_nothing_can_be_taken_back() -> None:
    app, session, scene, _ = two_humans_after_a_move()
    arm_curtain(app)
    key(app, pygame.K_RETURN)
    frames(app, 2)
    assert scene.viewer == session.state.current_player != 0
    assert session.undo_point() is None and undo_button(scene) is None


@pytest.mark.parametrize("lang", ["en", "de", "nl", "fr"])
def test_the_undo_button_fits_at_800x600(lang) -> None:
    app, session, scene, action = one_human("silencio", size=(800, 600))
    i18n.set_language(lang)  # (after the app, which starts in the settings' language)
    try:
        scene.language_changed()
        scene.act(action)
        frames(app)
        button = undo_button(scene)
        assert button is not None
        width, _ = app.painter.measure(button.text, button.size)
        assert width <= button.rect.w - 16
        assert scene.bar().contains(button.rect)
        real = app.painter.real_rect(button.rect)
        assert real.h >= 24  # a target a finger or a mouse finds at this size
    finally:
        i18n.set_language("en")


def test_the_save_on_disk_right_after_an_undo_resumes_the_undone_position(user_data) -> None:
    """The program may be killed right after an undo: what is on disk is the shorter game."""
    from game.files import saves

    app, session, scene, action = one_human("silex")
    before = snapshot(session)
    scene.act(action)
    frames(app)
    saves.settle()
    key(app, pygame.K_u)
    frames(app)
    saves.settle()  # the save written off the frame has landed
    resumed = saves.load_current()
    assert snapshot(resumed) == before and resumed.undos == 1


def test_choices_made_together_on_one_keyboard_are_not_taken_back_one_by_one() -> None:
    """Zilence on one keyboard: the people's keys go in together; none is offered back."""
    from game.engine import new_game
    from game.scenes.zilence.keys import SEAT_KEYS
    from game.shell.session import Seat, Session

    options = {"choice_mode": "same_keyboard", "scan_seconds": 10}
    state = new_game("zilence", 3, seed=4, options=options)
    session = Session(state, [Seat("Ana", True), Seat("Ben", True), Seat("Cleo", False)])
    app = make_app()
    app.settings.bot_speed = "slow"
    scene = open_table(app, session)
    for _ in range(200):
        if scene.phase == "ready" and scene.my_actions():
            scene.act(scene.my_actions()[0])
        if scene.phase == "choose":
            break
        app.frame(0.25, [])
    assert scene.phase == "choose"
    for seat in (0, 1):
        key(app, SEAT_KEYS[seat][0])
    round_ = state.round
    for _ in range(80):
        app.frame(0.1, [])
        assert not scene.undo_available()
        if session.state.round != round_:
            break
    assert session.state.round != round_ or session.state.is_over
