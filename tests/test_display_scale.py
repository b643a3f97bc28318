"""High-DPI displays (issue 32): the program declares itself DPI-aware before pygame starts
(Windows), reads the system's scale, and opens its first window that much larger, so its
text is drawn that much larger in real pixels (sharp, not stretched by the system)."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.scenes.menu import MainMenu
from game.ui import display_scale
from game.ui.display_scale import declare_dpi_awareness, first_window_size, system_scale

from .shell_helpers import frames


def test_windows_is_told_the_program_is_dpi_aware_per_monitor() -> None:
    env: dict[str, str] = {}
    declare_dpi_awareness("win32", env)
    assert env == {"SDL_WINDOWS_DPI_AWARENESS": "permonitorv2"}
    linux: dict[str, str] = {}
    declare_dpi_awareness("linux", linux)
    assert linux == {}


@pytest.mark.parametrize(
    ("env", "scale"),
    [
        ({"QUIET_TABLE_SCALE": "2"}, 2.0),
        ({"GDK_SCALE": "1.5"}, 1.5),
        ({"QT_SCALE_FACTOR": "1.25", "GDK_SCALE": "x"}, 1.25),
        ({"GDK_SCALE": "10"}, 1.0),  # misread: ignored
        ({}, 1.0),
    ],
)
def test_the_system_scale_is_read_where_the_system_says_it(env, scale) -> None:
    assert system_scale("linux", env) == scale
    assert system_scale("win32", env) == scale  # no Windows here: its own reading fails safe


@pytest.mark.parametrize(
    ("scale", "desktops", "size"),
    [
        (2.0, [(3840, 2160)], (2560, 1440)),  # a 1280x720 window on a 200% display
        (1.5, [(2560, 1440)], (1920, 1080)),
        (2.0, [(1920, 1080)], (1728, 972)),  # within the screen, 16:9 kept
        (1.0, [(1024, 768)], (1280, 720)),  # never under the canvas
        (1.25, [], (1600, 900)),
    ],
)
def test_the_first_window_follows_the_scale_within_the_screen(scale, desktops, size) -> None:
    assert first_window_size(scale, desktops) == size


def test_at_200_percent_the_first_window_and_its_text_are_twice_as_large(monkeypatch) -> None:
    monkeypatch.setenv("QUIET_TABLE_SCALE", "2")
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(3840, 2160)])
    app = App()
    assert pygame.display.get_surface().get_size() == (2560, 1440)
    app.stack.push(MainMenu(app))
    frames(app, 2)
    large = dict(zip(app.painter.drawn_text, app.painter.drawn_px, strict=True))
    monkeypatch.setattr(display_scale, "system_scale", lambda *a: 1.0)
    small_app = App((1280, 720))
    small_app.stack.push(MainMenu(small_app))
    frames(small_app, 2)
    small = dict(zip(small_app.painter.drawn_text, small_app.painter.drawn_px, strict=True))
    common = set(large) & set(small)
    assert common and all(abs(large[t] - 2 * small[t]) <= 1 for t in common)
