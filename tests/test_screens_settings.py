"""Settings shows the window's real fullscreen state, whenever and however it changed."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.menu import MainMenu
from game.scenes.settings import SettingsScene
from game.ui.widgets import Toggle, draw_tooltip

from .shell_helpers import click, frames, key, make_app


@pytest.fixture
def app():
    app = make_app()
    app.stack.push(MainMenu(app))
    frames(app)
    yield app
    if pygame.display.is_fullscreen():
        app.set_fullscreen(False)


def fullscreen_toggle(app) -> Toggle:
    return next(
        w for w in app.stack.top.form.widgets if getattr(w, "label", "") == "Fullscreen (F11)"
    )


def shown_state(app) -> str:
    """The "On"/"Off" drawn right after the Fullscreen label in the last frame."""
    frames(app)
    texts = app.painter.drawn_text
    return texts[texts.index("Fullscreen (F11)") + 1]


def test_f11_before_opening_settings_shows_on(app) -> None:
    key(app, pygame.K_F11)
    assert pygame.display.is_fullscreen()
    app.stack.push(SettingsScene(app))
    assert fullscreen_toggle(app).value is True
    assert shown_state(app) == "On"


def test_f11_while_settings_is_open_updates_the_switch(app) -> None:
    app.stack.push(SettingsScene(app))
    assert shown_state(app) == "Off"
    key(app, pygame.K_F11)
    assert pygame.display.is_fullscreen()
    assert shown_state(app) == "On"
    key(app, pygame.K_F11)
    assert not pygame.display.is_fullscreen()
    assert shown_state(app) == "Off"


def test_the_switch_after_f11_turns_the_real_state_off(app) -> None:
    app.stack.push(SettingsScene(app))
    key(app, pygame.K_F11)
    frames(app)
    switch = fullscreen_toggle(app).rect
    click(app, (switch.right - 36, switch.centery))  # the switch shows On: a click turns off
    assert not pygame.display.is_fullscreen()
    assert app.settings.fullscreen is False
    assert shown_state(app) == "Off"


def test_settings_that_disagree_with_the_window_show_the_window(app) -> None:
    app.settings.fullscreen = True  # e.g. the window manager refused fullscreen
    app.stack.push(SettingsScene(app))
    assert shown_state(app) == "Off"


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_every_settings_tooltip_covers_no_other_row(size) -> None:
    """The Language row's tooltip once lay over the row above (no room above or below a row
    that spans the middle): a tooltip wraps narrower to stand beside its row instead."""
    app = make_app(size)
    app.stack.push(SettingsScene(app))
    frames(app, 2)
    form = app.stack.top.form
    for widget in form.widgets:
        if widget.tooltip:
            others = [w.rect for w in form.widgets if w is not widget]
            box = draw_tooltip(app.painter, widget.tooltip, widget.rect, others)
            assert box.collidelist(others) < 0, widget.tooltip
            assert not box.colliderect(widget.rect)
