"""What the frozen build needs: every scene module discoverable as a regular submodule.

build.spec lists ``collect_submodules("game")`` as hidden imports, and that walk (like
``pkgutil.walk_packages``) skips folders without ``__init__.py``; a game scene missed there
opens in the source tree but fails in the executable.
"""

from __future__ import annotations

import pkgutil
from pathlib import Path

import game
from game.catalogue import GAME_LIST

GAME_ROOT = Path(game.__file__).parent


def walked_modules() -> set[str]:
    return {m.name for m in pkgutil.walk_packages(game.__path__, "game.")}


def test_every_code_folder_is_a_regular_package():
    folders = {p.parent for p in GAME_ROOT.rglob("*.py") if "__pycache__" not in p.parts}
    missing = sorted(
        str(f.relative_to(GAME_ROOT)) for f in folders if not (f / "__init__.py").exists()
    )
    assert missing == []


def test_every_game_scene_is_found_by_the_submodule_walk():
    found = walked_modules()
    for entry in GAME_LIST:
        if entry.scene:
            module = entry.scene.split(":")[0]
            assert module in found, f"{entry.game_id}: {module} would be left out of the build"
