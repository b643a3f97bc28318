"""The program's version: pyproject.toml is the one place it is written.

An installed copy (editable or wheel) reads it from its package metadata. The executable has
no metadata, so build.spec copies the version from pyproject.toml into a ``VERSION`` file at the
bundle's root. A source tree run without installing reads pyproject.toml itself. Standard
library only: build.spec imports this module too.
"""

from __future__ import annotations

import re
import sys
from functools import cache
from importlib import metadata
from pathlib import Path

DIST = "quiet-table"
BUNDLED = "VERSION"  # the file build.spec writes at the root of the bundle
PYPROJECT = Path(__file__).resolve().parents[1] / "pyproject.toml"
UNKNOWN = "unknown"


def pyproject_version(text: str) -> str:
    """``version`` of the ``[project]`` table (a plain reader: tomllib is 3.11+ only)."""
    section = ""
    for line in text.splitlines():
        line = line.strip()
        if line.startswith("["):
            section = line
        elif section == "[project]":
            found = re.fullmatch(r'version\s*=\s*"([^"]+)"', line)
            if found:
                return found.group(1)
    raise ValueError("pyproject.toml has no [project] version")


def _bundled() -> str | None:
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        path = Path(bundle) / BUNDLED
        if path.is_file():
            return path.read_text(encoding="utf-8").strip()
    return None


@cache
def version() -> str:
    bundled = _bundled()
    if bundled:
        return bundled
    try:
        return metadata.version(DIST)
    except metadata.PackageNotFoundError:
        pass
    try:
        return pyproject_version(PYPROJECT.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return UNKNOWN
