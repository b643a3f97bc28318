"""Helpers for driving the app headless: an App, synthetic input, a toy table scene."""

from __future__ import annotations

import pygame

from game.app import App
from game.engine.common import GAMES, register
from game.scenes.guard import GUARD_SECONDS
from game.shell.catalogue import GameEntry, add_entry, remove_entry
from game.ui.theme import BASE

from .toy_game import TOY


def make_app(size: tuple[int, int] = (1280, 720)) -> App:
    app = App(size)
    app.settings.bot_speed = "instant"
    return app


def frames(app: App, n: int = 1, events: list[pygame.event.Event] | None = None) -> None:
    """``n`` frames of 1/60 s, ``events`` in the first. Between the first and the last, a
    frame in which nothing moves is not drawn, as in the program's own loop (the idle window:
    ``App.frame(draw=False)``); the last is always drawn, for the test to look at."""
    app.frame(1 / 60, events or [])
    for i in range(n - 1):
        app.frame(1 / 60, [], draw=i == n - 2)


def key(app: App, k: int, mod: int = 0) -> None:
    """A key pressed and released, as a person types it."""
    down = pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="")
    up = pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="")
    frames(app, 1, [down, up])


def click(app: App, logical: tuple[float, float]) -> None:
    """A left click (press and release) at a logical canvas position, sent as the window
    would (real pixels)."""
    real = app.painter.vp.to_real(*logical)
    down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=real, button=1)
    up = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=real, button=1)
    frames(app, 1, [down, up])


def wait(app: App, seconds: float) -> None:
    """Let time pass (the curtain arms itself, tweens finish)."""
    frames(app, max(1, round(seconds * 60)))


def arm_curtain(app: App) -> None:
    """Let the curtain come up (a table raises it in a frame or so) and arm itself (one long
    frame: nothing under it moves)."""
    from game.scenes.curtain import CurtainScene

    for _ in range(30):
        if isinstance(app.stack.top, CurtainScene):
            break
        frames(app)
    top = app.stack.top
    if isinstance(top, CurtainScene):
        app.frame(max(0.0, top.arm - top.age) + 0.05, [])


def pass_curtain(app: App) -> None:
    """The named player takes the screen: the curtain arms, a fresh Enter lifts it, and the
    table's guard against presses from before the lift runs out."""
    arm_curtain(app)
    key(app, pygame.K_RETURN)
    # The guard counts the frame clock: one long frame runs it out (not 24 drawn at 60 Hz),
    # then one ordinary frame.
    app.frame(GUARD_SECONDS + 0.05, [])
    frames(app)


def register_toy() -> None:
    register(TOY)
    add_entry(GameEntry("toy", "Toy", "tests.toy_table:ToyTable", BASE, "toy.txt"))


def unregister_toy() -> None:
    GAMES.pop("toy", None)
    remove_entry("toy")


def open_table(app: App, session):
    """The session's table over the main menu, as Continue would open it."""
    from game.scenes.menu import MainMenu
    from game.scenes.registry import open_game

    scene = open_game(app, session)
    app.stack.reset(MainMenu(app), scene)
    return scene


def whole_frame(app) -> bytes:
    """The frame on the window drawn again whole, off screen: the reference."""
    reference = pygame.Surface(app.surface.get_size())
    painter = app.painter.sharing(reference)
    painter.begin_frame(clear=not app.stack.fills_window())
    app.stack.draw(painter)
    return pygame.image.tobytes(reference, "RGB")
