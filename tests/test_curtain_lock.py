"""The curtain counts no press that could belong to the move that brought it up: a double
click (or a double Enter) on the control that ends a turn, its second press up to the
double-click time later, or a later click of a double click begun before the curtain; and
the table after the lift plays no later click of the double click that lifted it."""

from __future__ import annotations

import ctypes
import sys

import pygame

from game.engine.common import new_game
from game.scenes import curtain
from game.scenes.curtain import ARM_SECONDS, CurtainScene, arm_seconds
from game.scenes.guard import GUARD_SECONDS
from game.scenes.pause import PauseScene
from game.scenes.registry import open_game
from game.shell.session import Seat, Session

from .shell_helpers import arm_curtain, frames, key, pass_curtain, wait, whole_frame


def lifted_for_p0(app) -> Session:
    """A two-human toy table, P0's curtain lifted: P0's cards show."""
    session = Session(new_game("toy", 2, seed=2), [Seat("P0", True), Seat("P1", True)])
    app.stack.push(open_game(app, session))
    frames(app, 2)
    pass_curtain(app)
    assert session.shown_seat == 0
    return session


def card_spot(app) -> tuple[float, float]:
    table = app.stack.top
    return table.hit[("card", table.table["hand"][0])].center


def click(app, spot: tuple[float, float], clicks: int = 1, dt: float = 1 / 60) -> None:
    """A left click as SDL delivers it: ``clicks`` is the press's place in its series."""
    real = app.painter.vp.to_real(*spot)
    down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=real, button=1, clicks=clicks)
    up = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=real, button=1, clicks=clicks)
    app.frame(dt, [down, up])


def test_no_press_within_the_double_click_time_lifts_the_curtain_it_brought_up(app) -> None:
    session = lifted_for_p0(app)
    spot = card_spot(app)
    click(app, spot)  # the first click of a slow double click ends P0's turn
    assert isinstance(app.stack.top, CurtainScene) and len(session.state.history) == 1
    app.frame(0.44, [])
    click(app, spot, clicks=2)  # 0.45 s later: SDL's double click (its time is 0.5 s)
    assert isinstance(app.stack.top, CurtainScene), "a 0.45 s double click lifted it"
    app.frame(0.33, [])
    click(app, spot)  # 0.8 s: one click to SDL, a double click at a slower setting
    assert isinstance(app.stack.top, CurtainScene), "a 0.8 s double click lifted it"
    assert session.shown_seat is None and app.painter.drawn_cards == []
    arm_curtain(app)
    click(app, spot)  # P1's own click, once the curtain is armed
    assert session.shown_seat == 1


def test_a_double_enter_never_lifts_the_curtain_its_first_press_brought_up(app) -> None:
    session = lifted_for_p0(app)
    table = app.stack.top
    table.form.focus = next(w for w in table.form.widgets if getattr(w, "obj", None))
    key(app, pygame.K_RETURN)  # plays P0's focused card: P1's curtain
    assert isinstance(app.stack.top, CurtainScene) and len(session.state.history) == 1
    app.frame(0.45, [])
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, CurtainScene), "a second Enter lifted it"
    assert session.shown_seat is None


def test_a_later_click_of_a_double_click_begun_before_the_curtain_never_counts(app) -> None:
    session = lifted_for_p0(app)
    spot = card_spot(app)
    click(app, spot)
    arm_curtain(app)  # armed, yet SDL still counts these clicks into the series begun before
    for clicks in (2, 3):
        click(app, spot, clicks=clicks)
        assert isinstance(app.stack.top, CurtainScene), f"click {clicks} of the series lifted it"
    click(app, spot, clicks=1)  # a new series, begun on the curtain
    assert session.shown_seat == 1


def test_a_click_series_begun_on_the_pause_screen_does_not_lift_the_curtain(app) -> None:
    session = lifted_for_p0(app)
    spot = card_spot(app)
    click(app, spot)  # P1's curtain
    click(app, spot)  # the curtain sees a series begin (too early to count)
    arm_curtain(app)
    app.stack.push(PauseScene(app, "toy"))  # Esc
    click(app, (0, 0))  # a new series begins on the pause screen
    app.stack.pop()  # Resume
    click(app, spot, clicks=2)  # its second click lands on the curtain
    assert isinstance(app.stack.top, CurtainScene) and session.shown_seat is None


def test_after_the_lift_the_table_plays_no_later_click_of_the_lifting_double_click(app) -> None:
    session = lifted_for_p0(app)
    spot = card_spot(app)
    click(app, spot)  # P0's turn ends: P1's curtain
    arm_curtain(app)
    click(app, spot)  # P1 lifts it with the first click of a slow double click
    assert session.shown_seat == 1
    wait(app, GUARD_SECONDS + 0.05)  # the guard's time is over, but the series is not
    click(app, card_spot(app), clicks=2)
    assert len(session.state.history) == 1, "the double click's second click played"
    click(app, card_spot(app), clicks=1)  # P1's own fresh click plays
    assert len(session.state.history) == 2


def test_the_curtain_arms_for_the_systems_double_click_time_and_never_less(monkeypatch) -> None:
    monkeypatch.delenv("SDL_MOUSE_DOUBLE_CLICK_TIME", raising=False)
    assert ARM_SECONDS >= 0.9  # the slowest double click Windows offers
    assert arm_seconds() == ARM_SECONDS  # X11 and the dummy driver do not say
    monkeypatch.setenv("SDL_MOUSE_DOUBLE_CLICK_TIME", "1500")  # SDL's own hint, in ms
    assert arm_seconds() == 1.5
    for said in ("300", "junk", "-5", "99999"):  # shorter, or misread: the least applies
        monkeypatch.setenv("SDL_MOUSE_DOUBLE_CLICK_TIME", said)
        assert arm_seconds() == ARM_SECONDS

    class User32:
        @staticmethod
        def GetDoubleClickTime() -> int:  # noqa: N802 (the Windows name)
            return 1200

    monkeypatch.delenv("SDL_MOUSE_DOUBLE_CLICK_TIME")
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setattr(ctypes, "windll", type("WinDLL", (), {"user32": User32}), raising=False)
    assert arm_seconds() == 1.2
    monkeypatch.setattr(sys, "platform", "darwin")
    monkeypatch.setattr(curtain, "_mac_double_click_interval", lambda: 2.0)
    assert arm_seconds() == 2.0


def test_at_4k_the_frame_that_raises_the_curtain_covers_the_whole_window(app) -> None:
    """A large window's frame may leave part of a heavy change to the next (issue 32), but
    never when whose secrets show changes: the curtain covers every pixel in its first frame."""
    app.window_size = (3840, 2160)
    app.surface = app.window.open(app.window_size, False)
    app.painter.resize(app.surface)
    session = lifted_for_p0(app)
    frames(app, 3)
    assert app.painter.drawn_cards  # P0's hand shows
    click(app, card_spot(app))  # ends P0's turn: the curtain comes up in this very frame
    assert isinstance(app.stack.top, CurtainScene) and session.shown_seat is None
    assert pygame.image.tobytes(app.surface, "RGB") == whole_frame(app)
    assert not app.painter.frames.later


def test_only_a_frame_that_may_hide_a_seats_view_must_be_drawn_at_once() -> None:
    from game.scenes.base import hides_secrets

    assert hides_secrets((0,), (None,))  # the view ends
    assert hides_secrets((0,), (1,))  # another seat's view (never without a curtain)
    assert hides_secrets((0,), (0, None))  # a scene over it
    assert hides_secrets((None,), None)  # unknown: as hiding
    assert not hides_secrets((None,), (0,))  # a view begins: it may come over frames
    assert not hides_secrets((None,), (None, None))  # nothing secret was on screen
    assert not hides_secrets((0,), (0,))
