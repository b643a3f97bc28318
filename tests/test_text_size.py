"""Text size (Settings): every text grows by the chosen percent, the choice is kept between
runs, a damaged value falls back to 100%, and screens laid out for it make room (the
text-fit walk checks every screen and table at 125% and 150%)."""

from __future__ import annotations

import json

import pygame

from game.files.settings import load_settings
from game.files.userdata import settings_file
from game.scenes.menu import MainMenu
from game.scenes.settings import SettingsScene
from game.ui.widgets import Choice

from .shell_helpers import frames, key, make_app


def menu_texts(app) -> dict[str, int]:
    """Each text of the main menu and the real pixel size it was drawn at."""
    app.stack.reset(MainMenu(app))
    frames(app, 2)
    return dict(zip(app.painter.drawn_text, app.painter.drawn_px, strict=True))


def settings_on_text_size():
    """The program at Settings, the keyboard on the Text size row."""
    app = make_app()
    app.stack.reset(MainMenu(app), SettingsScene(app))
    frames(app)
    form = app.stack.top.form
    form.set_focus(
        next(w for w in form.widgets if isinstance(w, Choice) and w.label == "Text size")
    )
    return app


def test_every_text_of_a_screen_grows_by_the_chosen_size() -> None:
    app = make_app((1280, 720))
    normal = menu_texts(app)
    app.set_text_size(150)
    large = menu_texts(app)
    assert set(large) == set(normal)
    for text, px in normal.items():
        assert abs(large[text] - 1.5 * px) <= 1, text


def test_the_text_size_is_chosen_by_keys_in_settings_and_kept_for_the_next_run() -> None:
    app = settings_on_text_size()
    key(app, pygame.K_RIGHT)
    assert app.painter.text_scale == 1.25
    key(app, pygame.K_RIGHT)
    frames(app)
    assert app.painter.text_scale == 1.5
    assert "150%" in app.painter.drawn_text
    assert load_settings().text_size == 150
    assert make_app().painter.text_scale == 1.5  # the next run starts with it


def test_a_text_size_that_is_not_offered_falls_back_to_normal() -> None:
    path = settings_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    for bad in (130, "150", True, 1.5):
        path.write_text(json.dumps({"text_size": bad}))
        assert load_settings().text_size == 100, bad
    path.write_text(json.dumps({"text_size": 125}))
    assert load_settings().text_size == 125


def test_settings_rows_keep_their_focus_when_the_text_grows() -> None:
    """Choosing a size lays the screen out anew; the keyboard stays on the same row."""
    app = settings_on_text_size()
    key(app, pygame.K_RIGHT)
    focus = app.stack.top.form.focus
    assert isinstance(focus, Choice) and focus.label == "Text size"
