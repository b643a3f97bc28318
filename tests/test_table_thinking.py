"""A computer's decision is worked out off the frame: while it thinks, frames go on and the
table waits; its choice is played once it is ready and the pause is over. A table's first
drawing is rehearsed off screen too, and the window keeps its last frame meanwhile."""

from __future__ import annotations

import threading
import time
from concurrent.futures import Future

import pygame

from game.computers import process as bot_process
from game.engine import new_game
from game.shell.session import Seat, Session
from game.ui import board_worker

from .shell_helpers import frames, make_app, open_table


def wait_until_ready(app, scene) -> None:
    """Frames until the table's rehearsal (on the board worker's thread) is done."""
    for _ in range(500):
        if not scene.preparing:
            return
        frames(app, 1)
        time.sleep(0.01)
    raise AssertionError("the table never got ready")


def test_frames_go_on_while_a_computer_thinks_and_its_choice_is_played_after(monkeypatch) -> None:
    monkeypatch.setattr(board_worker, "INLINE", False)
    app = make_app()
    app.settings.bot_speed = "fast"
    state = new_game("silex", 3, seed=4)
    session = Session(state, [Seat(f"C{i}", False, "sharp") for i in range(3)])
    asked: list[Future] = []

    def thinking(session_, seat):  # the process thinks until the test lets it answer
        asked.append(Future())
        return asked[-1]

    monkeypatch.setattr(bot_process, "submit", thinking)
    monkeypatch.setattr(bot_process, "warm", lambda: None)
    scene = open_table(app, session)
    wait_until_ready(app, scene)
    before = len(state.history)
    for _ in range(120):  # two seconds of frames: far past the pause of a fast computer
        app.frame(1 / 60, [])
        if asked:
            break
    assert asked
    frames(app, 60)  # the frames run while the computer is still thinking
    assert len(state.history) == before
    assert len(asked) == 1, "one question per moment, not one per frame"
    asked[0].set_result(session.bot_action())
    for _ in range(300):
        app.frame(1 / 60, [])
        if len(state.history) > before:
            break
    assert len(state.history) == before + 1


def test_a_table_is_rehearsed_off_screen_before_its_first_frame(monkeypatch) -> None:
    """While the rehearsal runs the window keeps the last frame (nothing drawn, no input
    taken); then the first frame draws every text from the caches the rehearsal filled."""
    monkeypatch.setattr(board_worker, "INLINE", False)
    monkeypatch.setattr(bot_process, "warm", lambda: None)
    app = make_app()
    state = new_game("silencio", 3, seed=2)
    session = Session(state, [Seat("Ana", True), Seat("C1", False), Seat("C2", False)])
    session.lift_curtain()
    go = threading.Event()
    real = type(open_table(app, session)).rehearse

    def held_rehearsal(scene, painter):
        assert go.wait(10)
        real(scene, painter)

    monkeypatch.setattr(type(open_table(app, session)), "rehearse", held_rehearsal)
    app.painter.surface.fill((1, 2, 3))
    scene = open_table(app, session)
    events = [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")]
    frames(app, 5, events)
    assert scene.preparing
    assert app.painter.surface.get_at((5, 5))[:3] == (1, 2, 3), "the last frame stays"
    assert app.painter.drawn_text == []
    go.set()
    wait_until_ready(app, scene)
    cached = set(app.painter._text)
    frames(app, 1)
    assert app.painter.drawn_text, "the table shows"
    assert set(app.painter._text) == cached, "every text drawn was rehearsed"
