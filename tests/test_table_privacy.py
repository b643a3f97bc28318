"""The privacy lock (game/scenes/table/privacy.py), rule by rule, through a real table: the
toy game's table in the headless program, driven by frames, keys and curtains."""

from __future__ import annotations

import pygame
import pytest

from game.engine.common import new_game
from game.scenes.curtain import CurtainScene
from game.shell.session import Seat, Session

from .shell_helpers import frames, key, open_table, pass_curtain, wait


def table_of(app, *humans: bool):
    """A toy table of these seats (True: a human), open over the main menu."""
    seats = [Seat(f"P{i}", human) for i, human in enumerate(humans)]
    session = Session(new_game("toy", len(seats), seed=3), seats)
    return open_table(app, session), session


def play_first(app) -> None:
    """The seat at the screen plays its first move (the toy table's P key)."""
    key(app, pygame.K_p)


def curtain_for(app) -> str | None:
    top = app.stack.top
    return top.name if isinstance(top, CurtainScene) else None


def test_a_frame_draws_the_lifted_seats_view_or_the_spectators(app) -> None:
    scene, session = table_of(app, True, True)
    frames(app, 2)
    assert curtain_for(app) == "P0" and scene.viewer is None
    assert scene.view == session.state.spectator_view() and scene.table["hand"] == []
    pass_curtain(app)
    assert scene.viewer == 0 and scene.view == session.state.view(0)
    assert len(app.painter.drawn_cards) >= len(scene.table["hand"]) > 0
    play_first(app)  # P0's moment is over: nobody's view until P1 lifts the curtain
    assert curtain_for(app) == "P1" and session.shown_seat is None
    assert scene.view == session.state.spectator_view()
    pass_curtain(app)
    assert scene.viewer == 1 and scene.view == session.state.view(1)


def test_a_seats_view_ends_with_its_moment_while_a_computer_plays(app) -> None:
    app.settings.bot_speed = "slow"  # the computer's turn lasts a few frames
    scene, session = table_of(app, True, False, True)
    frames(app, 2)
    pass_curtain(app)
    play_first(app)
    frames(app, 2)
    assert session.state.current_player == 1 and curtain_for(app) is None
    assert scene.viewer is None and scene.view == session.state.spectator_view()


def test_a_lone_human_keeps_the_screen_through_the_computers_turns(app) -> None:
    scene, session = table_of(app, True, False)
    frames(app, 2)
    pass_curtain(app)
    play_first(app)
    wait(app, 1.0)  # the computer has played: P0's turn again, with no curtain between
    assert session.state.current_player == 0 and len(session.state.history) >= 2
    assert curtain_for(app) is None and scene.viewer == 0


def test_a_hold_keeps_the_seats_view_and_no_curtain_rises_until_it_ends(app, monkeypatch) -> None:
    scene, session = table_of(app, True, True)
    frames(app, 2)
    pass_curtain(app)
    holding = [True]
    monkeypatch.setattr(scene, "hold_curtain", lambda: holding[0] and scene.viewer == 0)
    play_first(app)
    frames(app, 5)
    assert session.state.current_player == 1 and curtain_for(app) is None
    assert scene.viewer == 0 and scene.view == session.state.view(0)
    holding[0] = False
    frames(app, 2)
    assert curtain_for(app) == "P1" and scene.viewer is None


@pytest.mark.parametrize("hook", ["shared_moment", "public_moment"])
def test_a_moment_the_whole_table_shares_raises_no_curtain(app, monkeypatch, hook) -> None:
    scene, session = table_of(app, True, True)
    shared = [True]
    monkeypatch.setattr(scene, hook, lambda: shared[0])
    frames(app, 5)
    assert curtain_for(app) is None and scene.private_seat() is None
    assert scene.viewer is None and scene.view == session.state.spectator_view()
    shared[0] = False
    frames(app, 2)
    assert curtain_for(app) == "P0"


def test_input_from_before_the_lift_never_acts(app) -> None:
    scene, session = table_of(app, True, True)
    frames(app, 2)
    pass_curtain(app)
    play_first(app)
    frames(app, 2)
    curtain = app.stack.top
    app.frame(curtain.arm + 0.05, [])
    key(app, pygame.K_RETURN)  # P1 lifts the curtain...
    assert session.shown_seat == 1
    play_first(app)  # ...and a press right after it is swallowed
    assert len(session.state.history) == 1
    wait(app, 0.5)
    play_first(app)
    assert len(session.state.history) == 2


def test_a_new_viewer_inherits_no_hover_or_focus(app) -> None:
    scene, session = table_of(app, True, True)
    frames(app, 2)
    pass_curtain(app)
    card = scene.hit[("card", scene.table["hand"][0])]
    real = app.painter.vp.to_real(*card.center)
    frames(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=real, rel=(0, 0), buttons=())])
    assert scene.hovered() is not None
    play_first(app)
    pass_curtain(app)  # P1's cards lie where P0's were: none of them is hovered for P1
    assert session.shown_seat == 1 and scene.hovered() is None


def private_lines(scene) -> list[str]:
    return [scene.log_panel.lines[i] for i in sorted(scene.log_panel.private)]


def test_the_log_holds_private_lines_only_for_their_seat(app) -> None:
    scene, session = table_of(app, True, True)
    frames(app, 2)
    pass_curtain(app)
    assert len(private_lines(scene)) == 1  # what P0 was dealt
    scene.act({"type": "draw"})  # the card only P0 drew; P1's turn
    frames(app, 2)
    assert scene.viewer is None and private_lines(scene) == []
    pass_curtain(app)
    assert scene.viewer == 1 and len(private_lines(scene)) == 1  # P1's own deal only
    play_first(app)
    pass_curtain(app)
    assert scene.viewer == 0 and len(private_lines(scene)) == 2  # P0's deal and draw
