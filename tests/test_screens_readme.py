"""The README's install-and-run and test commands work on a stock Debian/Ubuntu Python (a
virtual environment first), it names the playable games as the catalogue has them, and its
menu screenshot has no band."""

from __future__ import annotations

import re
from pathlib import Path

import pygame

from game.shell.catalogue import GAME_LIST

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")


def section(title: str) -> str:
    match = re.search(rf"^## {title}\n(.*?)(?=^## )", README, re.S | re.M)
    assert match, title
    return match.group(1)


def commands(text: str) -> list[str]:
    return re.findall(r"```(?:sh|bat)\n(.*?)\n```", text, re.S)


def test_play_and_test_commands_make_and_use_a_virtual_environment() -> None:
    for title, last in (("Play", "python -m game"), ("Test", "python -m pytest")):
        unix, windows = commands(section(title))[:2]
        assert unix.startswith("python3 -m venv .venv && . .venv/bin/activate && pip install")
        assert unix.endswith(last)
        assert windows.startswith("py -m venv .venv && .venv\\Scripts\\activate && pip install")
        assert windows.endswith(last)
        assert "python3 -m pip" not in section(title)


def test_the_readme_says_which_games_are_playable_today() -> None:
    playable = [g.title for g in GAME_LIST if g.playable]
    coming = [g.title for g in GAME_LIST if not g.playable]
    line = next(p for p in README.split("\n\n") if p.startswith("Playable today"))
    for title in playable:
        assert title in line.split("coming")[0]
    for title in coming:
        assert title in line


def test_the_menu_screenshot_is_1280x720_without_a_band() -> None:
    shot = pygame.image.load(str(ROOT / "docs" / "menu.png"))
    assert shot.get_size() == (1280, 720)
    for x in (8, 200, 1270):  # the backdrop beside the buttons: a smooth gradient
        column = [tuple(shot.get_at((x, y)))[:3] for y in range(720)]
        steps = [
            max(abs(a - b) for a, b in zip(c, d, strict=True))
            for c, d in zip(column, column[1:], strict=False)
        ]
        assert max(steps) <= 2, f"a band edge at x={x}, y={steps.index(max(steps))}"
