"""The one place that knows where shipped files live.

Three cases: the PyInstaller bundle (``assets/`` and ``levels/`` at ``sys._MEIPASS``, as
build.spec puts them), an installed wheel (the data-only packages ``game/_assets`` and
``game/_levels``, see setup.py) and the source tree (the top-level ``assets/`` and ``levels/``
beside ``game/``). Standard library only, so the headless engine may use it as well as the UI.
"""

from __future__ import annotations

import sys
from pathlib import Path

GAME_DIR = Path(__file__).resolve().parents[2]  # the installed or source ``game`` package
INSTALLED = {"assets": "_assets", "levels": "_levels"}


def shipped_dir(name: str) -> Path:
    """The folder holding the shipped ``assets`` or ``levels``, wherever the program runs from."""
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        return Path(bundle) / name
    installed = GAME_DIR / INSTALLED[name]
    if installed.is_dir():
        return installed
    return GAME_DIR.parent / name


def asset_path(*parts: str) -> Path:
    return shipped_dir("assets").joinpath(*parts)


def level_path(*parts: str) -> Path:
    return shipped_dir("levels").joinpath(*parts)
