"""What the frozen build needs: every scene module discoverable as a regular submodule.

build.spec lists ``collect_submodules("game")`` as hidden imports, and that walk (like
``pkgutil.walk_packages``) skips folders without ``__init__.py``; a game scene missed there
opens in the source tree but fails in the executable.
"""

from __future__ import annotations

import pkgutil
import sys
from pathlib import Path

import game
from game.engine.common import resources
from game.engine.common.resources import asset_path, level_path
from game.shell.catalogue import GAME_LIST

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


# ---- where shipped files are found: source tree, installed wheel, frozen bundle -------------


def test_shipped_files_are_found_in_the_source_tree():
    assert asset_path("fonts").is_dir() and level_path("zilence", "center.tmx").is_file()


def test_shipped_files_are_found_in_an_installed_wheel(tmp_path, monkeypatch):
    # the wheel's layout: game/_assets and game/_levels inside the installed package
    installed = tmp_path / "site-packages" / "game"
    (installed / "_assets" / "fonts").mkdir(parents=True)
    (installed / "_levels" / "zilence").mkdir(parents=True)
    monkeypatch.setattr(resources, "GAME_DIR", installed)
    assert asset_path("fonts") == installed / "_assets" / "fonts"
    assert level_path("zilence") == installed / "_levels" / "zilence"


def test_shipped_files_are_found_in_the_frozen_bundle(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert asset_path("rules", "silencio.txt") == tmp_path / "assets" / "rules" / "silencio.txt"
    assert level_path("zilence") == tmp_path / "levels" / "zilence"
