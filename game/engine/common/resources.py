"""The one place that knows where shipped files live: source tree or PyInstaller bundle.

Standard library only, so the headless engine may use it as well as the UI.
"""

from __future__ import annotations

import sys
from pathlib import Path


def resource_root() -> Path:
    """The folder holding ``assets/`` and ``levels/``."""
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        return Path(bundle)
    return Path(__file__).resolve().parents[3]


def asset_path(*parts: str) -> Path:
    return resource_root().joinpath("assets", *parts)


def level_path(*parts: str) -> Path:
    return resource_root().joinpath("levels", *parts)
