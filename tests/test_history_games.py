"""A whole game of each title, finished through its real table, is in History after a
restart, and its kept session replays to the identical end."""

from __future__ import annotations

import pytest

from game.engine import new_game
from game.history import store
from game.scenes.history import HistoryScene
from game.scenes.menu import MainMenu
from game.shell.session import Seat, Session, session_from_json

from .shell_helpers import frames, make_app, open_table


def fast_forward(scene) -> None:
    """Zilence's countdown and its traced flights cut short, as a click would (the others
    have neither)."""
    if getattr(scene, "phase", None) == "scan":
        scene.time_left = min(scene.time_left, 0.05)
    if getattr(scene, "phase", None) in ("trace", "change"):
        scene.skip_show()


@pytest.mark.parametrize("game", ["silencio", "zilence", "silver", "silex"])
def test_a_finished_game_is_in_history_after_a_restart_and_replays(game: str) -> None:
    app = make_app()
    state = new_game(game, 2, seed=11)
    session = Session(state, [Seat(n, False, "") for n in ("Ana", "Ben")])
    scene = open_table(app, session)
    for _ in range(20000):
        frames(app)
        scene.motion.skip()
        fast_forward(scene)
        if scene.ended():
            break
    assert state.is_over and app.errors == []

    store._keeper = None  # a fresh start on the same data folder
    again = make_app()
    menu = MainMenu(again)
    again.stack.push(menu)
    frames(again)
    next(b for b in menu.form.widgets if b.text == "History").activate()
    frames(again, 2)
    history = again.stack.top
    assert isinstance(history, HistoryScene)
    (entry,) = history.shown
    assert entry.game == game and entry.finished
    assert entry.outcome.winners == state.result()["winners"]
    assert entry.outcome.scores == state.result()["scores"]
    assert any(t.startswith("Ana (computer") for t in again.painter.drawn_text)  # its row is drawn

    replayed = session_from_json(store.load(entry.name)[1]).state
    assert replayed.to_json() == state.to_json()
    assert replayed.result() == state.result()
    assert replayed == state
