"""One version, written in pyproject.toml: the package, the executable, the menu and the log."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

from game import version as version_module
from game.files.userdata import log_file
from game.scenes.menu import MainMenu
from game.version import pyproject_version, version

from .shell_helpers import frames, make_app

PYPROJECT = Path(__file__).resolve().parents[1] / "pyproject.toml"


def test_the_version_is_the_one_in_pyproject() -> None:
    tomllib = pytest.importorskip("tomllib")  # Python 3.11+
    written = tomllib.loads(PYPROJECT.read_text())["project"]["version"]
    assert version() == written
    assert pyproject_version(PYPROJECT.read_text()) == written


def test_only_the_project_table_counts() -> None:
    text = '[tool.x]\nversion = "9"\n[project]\nname = "a"\nversion = "1.2.3"\n'
    assert pyproject_version(text) == "1.2.3"
    with pytest.raises(ValueError):
        pyproject_version('[tool.x]\nversion = "9"\n')


def test_the_executable_reads_the_file_build_spec_bundles(tmp_path, monkeypatch) -> None:
    (tmp_path / "VERSION").write_text("7.8.9\n")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    version_module.version.cache_clear()
    try:
        assert version() == "7.8.9"
    finally:
        version_module.version.cache_clear()


def test_the_log_starts_with_the_version() -> None:
    from game.app import setup_logging

    setup_logging()
    first = log_file().read_text(encoding="utf-8").splitlines()[0]
    assert f"Quiet Table {version()} (" in first


@pytest.mark.parametrize("size", [(1280, 720), (800, 600), (1000, 900)])
def test_the_menu_shows_the_version_in_a_free_corner(size) -> None:
    app = make_app(size)
    menu = MainMenu(app)
    app.stack.push(menu)
    frames(app)
    label = f"v{version()}"
    assert label in app.painter.drawn_text
    px = app.painter.drawn_px[app.painter.drawn_text.index(label)]
    assert px >= 11  # readable at 800x600 (shared/STYLE.md)
    rect = menu._draw_version(app.painter)
    window = app.painter.window()
    assert window.contains(rect)
    assert len(menu.form.widgets) >= 6  # every menu button, History included
    for widget in menu.form.widgets:
        assert not rect.colliderect(widget.rect), widget
    assert rect.right > window.right - 40 and rect.bottom > window.bottom - 40


def test_the_window_gets_the_generated_icon(monkeypatch) -> None:
    from game import app as app_module

    given: list[pygame.Surface] = []
    real = pygame.display.set_icon
    monkeypatch.setattr(pygame.display, "set_icon", lambda s: (given.append(s), real(s)))
    make_app()
    assert len(given) == 1
    icon = given[0]
    expected = pygame.image.load(app_module.WINDOW_ICON)
    assert icon.get_size() == expected.get_size() == (32, 32)
    assert pygame.image.tobytes(icon, "RGBA") == pygame.image.tobytes(expected, "RGBA")
    assert icon.get_at((16, 16)).a == 255 and icon.get_at((0, 0)).a < 255  # drawn, rounded


def test_the_readme_names_the_same_version() -> None:
    readme = (PYPROJECT.parent / "README.md").read_text(encoding="utf-8")
    assert f"Version **{version()}**." in readme
