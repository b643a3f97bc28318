"""A computer's decision is worked out off the frame: while it thinks, frames go on and the
table waits; its choice is played once it is ready and the pause is over."""

from __future__ import annotations

import threading

from game.engine import new_game
from game.session import Seat, Session
from game.ui import board_worker

from .shell_helpers import frames, make_app, open_table


def test_frames_go_on_while_a_computer_thinks_and_its_choice_is_played_after(monkeypatch) -> None:
    monkeypatch.setattr(board_worker, "INLINE", False)
    app = make_app()
    app.settings.bot_speed = "fast"
    state = new_game("silex", 3, seed=4)
    session = Session(state, [Seat(f"C{i}", False, "sharp") for i in range(3)])
    scene = open_table(app, session)
    go, asked = threading.Event(), threading.Event()
    real = session.bot_action

    def slow_thought(seat=None):
        asked.set()
        assert go.wait(10), "the test never let the computer finish"
        return real(seat)

    monkeypatch.setattr(session, "bot_action", slow_thought)
    before = len(state.history)
    for _ in range(120):  # two seconds of frames: far past the pause of a fast computer
        app.frame(1 / 60, [])
        if asked.is_set():
            break
    assert asked.wait(5)
    frames(app, 60)  # the frames run while the computer is still thinking
    assert len(state.history) == before
    assert scene.busy
    go.set()
    for _ in range(300):
        app.frame(1 / 60, [])
        if len(state.history) > before:
            break
    assert len(state.history) == before + 1
