"""The program's window (issue 32): macOS gets the high-DPI kind, the only one through which
pygame-ce reaches a Retina screen's pixels; its mouse positions come in points and are taken
to pixels. ``--display-report`` says what a real screen gave, and ``python -m game.release
display`` checks it: per-monitor DPI awareness on Windows, the high-DPI window on macOS."""

from __future__ import annotations

import plistlib
import sys

import pygame
import pytest

from game.app import App
from game.release.display_check import PER_MONITOR, bundle_problems, check, problems
from game.scenes.menu import MainMenu
from game.ui.window import (
    DISPLAY,
    HIGH_DPI,
    KIND_VARIABLE,
    KINDS,
    DisplayWindow,
    HighDpiWindow,
    chosen_kind,
)

from .real_window import missing_tools, start_xvfb
from .shell_helpers import frames


def test_macos_gets_the_high_dpi_window_and_the_others_the_display_module() -> None:
    assert chosen_kind("darwin", {}) == HIGH_DPI
    assert chosen_kind("win32", {}) == DISPLAY
    assert chosen_kind("linux", {}) == DISPLAY
    assert chosen_kind("linux", {KIND_VARIABLE: HIGH_DPI}) == HIGH_DPI
    assert chosen_kind("darwin", {KIND_VARIABLE: DISPLAY}) == DISPLAY
    assert chosen_kind("darwin", {KIND_VARIABLE: "retina"}) == HIGH_DPI  # misspelt: ignored


class PointsWindow:
    """A Retina window as SDL reports it: ``size`` in points, half its surface's pixels."""

    def __init__(self, points: tuple[int, int]) -> None:
        self.size = points


def test_a_retina_windows_mouse_positions_are_taken_from_points_to_pixels() -> None:
    window = HighDpiWindow("t", None)
    window.window = PointsWindow((1280, 720))  # type: ignore[assignment]
    window.surface = pygame.Surface((2560, 1440))
    assert window.to_pixels((100, 50)) == (200, 100)
    assert window.to_pixels((1280, 720)) == (2560, 1440)
    assert window.size() == (1280, 720)  # what a later start opens again: points
    assert DisplayWindow.to_pixels(DisplayWindow.__new__(DisplayWindow), (7, 9)) == (7, 9)


def test_a_click_on_a_retina_window_lands_where_the_player_pointed(monkeypatch) -> None:
    """The menu's first button, clicked at its place in points on a window whose surface has
    twice as many pixels, is the button the App hands the menu."""
    monkeypatch.setenv(KIND_VARIABLE, HIGH_DPI)
    app = App((1280, 720))
    assert app.window.kind == HIGH_DPI and app.surface.get_size() == (1280, 720)
    # as if SDL's points were half the pixels (the pygame.Window kept: freed, it closes)
    monkeypatch.setattr(app.window, "size", lambda: (640, 360))
    app.stack.push(MainMenu(app))
    frames(app, 2)
    press = pygame.event.Event(pygame.MOUSEBUTTONDOWN, {"pos": (320, 180), "button": 1})
    assert app.to_logical(press).pos == pytest.approx(app.painter.to_logical((640, 360)))


def test_the_high_dpi_window_opens_toggles_fullscreen_and_comes_back(monkeypatch) -> None:
    monkeypatch.setenv(KIND_VARIABLE, HIGH_DPI)
    app = App((1280, 720))
    app.stack.push(MainMenu(app))
    frames(app, 2)
    app.set_fullscreen(True)
    assert app.window.is_fullscreen() and app.painter.surface is app.surface
    frames(app, 2)
    app.set_fullscreen(False)
    assert not app.window.is_fullscreen() and app.surface.get_size() == (1280, 720)
    frames(app, 2)
    assert not app.errors and app.painter.drawn_text


def report(**fields) -> dict:
    found = {"screen": True, "frames": 60, "errors": [], "points": [1280, 720]}
    found["pixels"] = [1280, 720]
    return {**found, **fields}


def test_the_display_check_wants_per_monitor_awareness_on_windows() -> None:
    assert problems(report(kind=DISPLAY, dpi_awareness=PER_MONITOR), "win32") == []
    (wrong,) = problems(report(kind=DISPLAY, dpi_awareness=1), "win32")
    assert "DPI awareness 1" in wrong
    assert problems(report(kind=DISPLAY, dpi_awareness=None), "win32")


def test_the_display_check_wants_retina_pixels_on_macos() -> None:
    retina = report(kind=HIGH_DPI, pixels=[2560, 1440])
    assert problems(retina, "darwin") == []
    assert problems(report(kind=DISPLAY), "darwin")  # the display module: doubled pixels
    assert problems(report(kind=HIGH_DPI, pixels=[1920, 1440]), "darwin")  # not 2x, not 1x


def test_the_display_check_wants_frames_drawn_and_passes_where_no_screen_is() -> None:
    assert problems(report(kind=DISPLAY, errors=["ValueError: x"]), "linux")
    assert problems(report(kind=DISPLAY, frames=0), "linux")
    assert problems({"screen": False, "why": "no display"}, "win32") == []


def test_a_macos_bundle_must_say_it_is_high_resolution_capable(tmp_path) -> None:
    app = tmp_path / "Quiet Table.app"
    (app / "Contents").mkdir(parents=True)
    plist = app / "Contents" / "Info.plist"
    plist.write_bytes(plistlib.dumps({"NSHighResolutionCapable": True}))
    assert bundle_problems(app) == []
    plist.write_bytes(plistlib.dumps({"CFBundleName": "Quiet Table"}))
    assert bundle_problems(app)
    plist.write_bytes(b"not a plist")
    assert bundle_problems(app)


@pytest.mark.skipif(bool(missing_tools()), reason="needs Xvfb")
@pytest.mark.parametrize("kind", KINDS)
def test_the_program_reports_a_real_screen_and_passes_its_check(kind, monkeypatch, capsys):
    xvfb, display = start_xvfb()
    try:
        monkeypatch.setenv("DISPLAY", display)
        monkeypatch.setenv(KIND_VARIABLE, kind)
        assert check([sys.executable, "-m", "game"], []) == 0
    finally:
        xvfb.kill()
    out = capsys.readouterr().out
    assert '"screen": true' in out and f'"kind": "{kind}"' in out and '"driver": "x11"' in out


def test_the_program_without_a_screen_says_so_and_the_check_passes(monkeypatch, capsys):
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    assert check([sys.executable, "-m", "game"], [], github=True) == 0
    assert "::warning::no screen could be opened" in capsys.readouterr().out
