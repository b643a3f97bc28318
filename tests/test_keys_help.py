"""Each table lists its keys on screen (issue 35): "?" shows them over the table (and the
pause menu's Keys button), any key or click closes the list, nothing is played meanwhile;
Zilence adds its own keys, and on one keyboard each person's; a seat's key is never taken
by the table's own letters (L is Zilence's third seat's blue path, not the log)."""

from __future__ import annotations

import pygame

from game.engine import new_game
from game.scenes.keys_help import KeysScene, table_keys
from game.scenes.pause import PauseScene
from game.shell.session import Seat, Session

from .shell_helpers import frames, key, make_app, open_table, pass_curtain
from .test_zilence_scene import table, to_choosing


def question_mark(app) -> None:
    down = pygame.event.Event(
        pygame.KEYDOWN, key=pygame.K_SLASH, mod=pygame.KMOD_SHIFT, unicode="?"
    )
    up = pygame.event.Event(pygame.KEYUP, key=pygame.K_SLASH, mod=pygame.KMOD_SHIFT)
    frames(app, 1, [down, up])


def silencio_at_a_seat():
    app = make_app()
    state = new_game("silencio", 2, seed=3)
    state.apply(state.legal_actions()[0])
    session = Session(state, [Seat("Ana", True), Seat("Ben", True)])
    scene = open_table(app, session)
    pass_curtain(app)
    return app, session, scene


def test_question_mark_lists_the_table_s_keys_and_any_key_closes_the_list() -> None:
    app, session, scene = silencio_at_a_seat()
    moves = len(session.state.history)
    question_mark(app)
    keys = app.stack.top
    assert isinstance(keys, KeysScene)
    drawn = app.painter.drawn_text
    for k, what in table_keys():
        assert k in drawn and what in drawn  # every row on screen, nothing cut
    assert not app.painter.cut_text
    assert app.speech.said[-1].text.startswith("Keys. Tab, arrows: Move the keyboard focus")
    key(app, pygame.K_RETURN)  # closes the list; plays nothing
    assert app.stack.top is scene and len(session.state.history) == moves


def test_the_pause_menu_opens_the_list_too() -> None:
    app = make_app()
    app.stack.push(PauseScene(app, "silex"))
    button = next(w for w in app.stack.top.form.widgets if w.text == "Keys (?)")
    button.activate()
    frames(app)
    assert isinstance(app.stack.top, KeysScene)
    assert "F1" in app.painter.drawn_text


def test_zilence_on_one_keyboard_lists_each_person_s_three_keys() -> None:
    app, session, scene = table(
        (True, True, True), seed=3, options={"choice_mode": "same_keyboard"}
    )
    question_mark(app)
    drawn = app.painter.drawn_text
    assert "A S D" in drawn and "J K L" in drawn and "1 2 3" in drawn
    assert "P1: the red, yellow or blue path" in drawn


def test_a_seat_s_key_on_one_keyboard_is_its_choice_not_the_log() -> None:
    app, session, scene = table((True, True), seed=3, options={"choice_mode": "same_keyboard"})
    to_choosing(app, scene)
    log_open = scene.log_panel.open
    key(app, pygame.K_l)  # the second person's blue
    assert scene.log_panel.open == log_open
    assert scene.keyboard_choices.get(1) == "blue"
    key(app, pygame.K_a)  # the first person's red: both are in
    frames(app, 60)
    assert scene.resolution is not None and scene.resolution["choices"][1] == "blue"
