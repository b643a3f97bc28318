"""What a built folder carries: its size, its zip's, and no tool a player never runs.

A player's executable holds the game and what it needs; the team's tools stay out (the
translators' catalogue tool and Babel, the benches, the test and build packages). Run by
``.ci/run`` after the build (``python -m game.release payload "dist/Quiet Table" --zip Z``),
which fails past the limits below, and prints the sizes either way.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path

FOLDER_MB_MAX = 35.0  # the unpacked folder (Linux)
ZIP_MB_MAX = 20.0  # the release zip (Linux)
# Top-level packages and our own modules that only the team uses.
DEV_PACKAGES = frozenset(
    {"babel", "pytest", "_pytest", "hypothesis", "pip", "setuptools", "PyInstaller", "ruff"}
)
DEV_PACKAGES |= {"check_jsonschema", "xdist", "pytest_xdist"}
DEV_MODULES = ("game.i18n.catalogs", "game.bench", "tests")


def size_mb(path: Path) -> float:
    if path.is_file():
        return path.stat().st_size / 1e6
    files = [f for f in path.rglob("*") if f.is_file() and not f.is_symlink()]  # (links: once)
    return sum(f.stat().st_size for f in files) / 1e6


def dev_only(names: Iterable[str]) -> list[str]:
    """The module names (dotted) or file paths (with /) that belong to a team's tool."""
    found = []
    for name in names:
        parts = name.replace(os.sep, "/").replace("/", ".").split(".")
        dotted = ".".join(parts)
        if any(p in DEV_PACKAGES for p in parts[:2]) or any(
            dotted == m or dotted.startswith(m + ".") for m in DEV_MODULES
        ):
            found.append(name)
    return found


def bundled_modules(folder: Path) -> list[str]:
    """The Python modules inside the executable's archive (PyInstaller's own reader: present
    wherever a build is made); none when it cannot be read."""
    try:
        from PyInstaller.archive.readers import CArchiveReader
    except ImportError:
        return []
    for exe in sorted(p for p in folder.iterdir() if p.is_file() and os.access(p, os.X_OK)):
        try:
            archive = CArchiveReader(str(exe))
            return list(archive.open_embedded_archive("PYZ.pyz").toc)
        except Exception:  # not the bootloader (a helper script beside it)
            continue
    return []


def check(folder: Path, zip_path: Path | None = None) -> list[str]:
    """What is wrong with a built folder (empty: nothing); prints the sizes."""
    problems: list[str] = []
    folder_mb = size_mb(folder)
    print(f"built folder: {folder_mb:.1f} MB (at most {FOLDER_MB_MAX:.0f} MB)")
    if folder_mb > FOLDER_MB_MAX:
        problems.append(f"the folder is {folder_mb:.1f} MB, over {FOLDER_MB_MAX:.0f} MB")
    if zip_path is not None:
        zip_mb = size_mb(zip_path)
        print(f"release zip: {zip_mb:.1f} MB (at most {ZIP_MB_MAX:.0f} MB)")
        if zip_mb > ZIP_MB_MAX:
            problems.append(f"the zip is {zip_mb:.1f} MB, over {ZIP_MB_MAX:.0f} MB")
    files = [str(p.relative_to(folder)) for p in folder.rglob("*")]
    modules = bundled_modules(folder)
    if not modules:
        problems.append("the executable's modules could not be read")
    for name in dev_only(files) + dev_only(modules):
        problems.append(f"a tool for the team is in the build: {name}")
    return problems
