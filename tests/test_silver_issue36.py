"""What issue 36 found at the Silver table, through the real table scene headless: Faithful
memory kept by the log, multi-pick moves that can be stepped back, the Robber's public line,
the amulet's badge and the round summary."""

from __future__ import annotations

import pygame
import pytest

from game.engine import new_game
from game.scenes.menu import MainMenu
from game.scenes.replay import open_replay
from game.session import Seat, Session

from .shell_helpers import frames, make_app
from .test_silver_scene import click_button, click_obj, human_first


def private_lines(scene) -> list[str]:
    panel = scene.log_panel
    return [panel.lines[i] for i in sorted(panel.private)]


# ---- 2. Faithful memory: the log says that you looked, not what you saw -------------------
@pytest.mark.parametrize("memory", ["faithful", "assist"])
def test_the_log_tells_a_looked_at_value_only_in_assist(memory) -> None:
    app, session, scene = human_first(memory)
    own = [c["id"] for c in scene.own()]
    click_obj(app, scene, ("card", own[0]))
    click_obj(app, scene, ("card", own[2]))
    click_button(app, scene, "View these two")
    frames(app, 2)
    lines = private_lines(scene)
    looked = [t for t in lines if "of your village, at the start of the round" in t]
    assert len(looked) == 2
    if memory == "faithful":
        assert all(t.startswith("You looked at card ") for t in looked), looked
        assert not any("You saw" in t for t in app.painter.drawn_text)
    else:
        assert all(t.startswith("You saw a") for t in looked), looked


def test_a_finished_games_replay_keeps_what_each_seat_saw() -> None:
    """The replay can show every card open: a seat's log there names what it saw."""
    state = new_game("silver", 2, seed=4, options={"memory": "faithful"})
    session = Session(state, [Seat("Ana", True), Seat("Ben", False, "good")])
    while not state.is_over:
        session.apply(session.bot_action())
    app = make_app()
    scene = open_replay(app, session.to_json(), "A game")
    app.stack.reset(MainMenu(app), scene)
    frames(app, 2)
    for _ in range(6):  # past the peeks
        frames(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0)])
    assert any(t.startswith("You saw a") for t in private_lines(scene))
