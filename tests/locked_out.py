"""Folders and files the code under test may not touch, for the user running the tests.

File modes do not stop root, so when the tests run as root (as in CI containers) the code
under test runs as the unprivileged ``nobody`` user while inside ``locked_out``. Such tests
need their data folder under ``open_base`` (world-traversable), not under pytest's tmp_path.
"""

from __future__ import annotations

# Imported lazily by importlib.metadata (the version line): as ``nobody`` the interpreter's own
# library under /root may not be readable, so it is imported here, before the switch.
import email.parser  # noqa: F401
import os
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

AS_ROOT = hasattr(os, "geteuid") and os.geteuid() == 0
NOBODY = 65534


@contextmanager
def open_base() -> Iterator[Path]:
    base = Path(tempfile.mkdtemp(prefix="qt-locked-"))
    base.chmod(0o755)
    try:
        yield base
    finally:
        for path in [base, *base.rglob("*")]:
            if path.is_dir() and not path.is_symlink():
                path.chmod(0o755)
        shutil.rmtree(base, ignore_errors=True)


@contextmanager
def locked_out(*paths: Path, mode: int = 0o555) -> Iterator[None]:
    """Inside, ``paths`` have ``mode`` (0o555: a folder nobody may write; 0o000: no access).

    Windows has no write bit on folders (chmod only sets a file's read-only flag), so such a
    folder cannot be made there this way: the test is skipped, saying so."""
    if os.name == "nt":
        import pytest

        pytest.skip("Windows folders have no write bit to take away with chmod")
    old = {p: p.stat().st_mode & 0o777 for p in paths}
    for p in paths:
        p.chmod(mode)
    try:
        if AS_ROOT:
            os.setegid(NOBODY)
            os.seteuid(NOBODY)
        yield
    finally:
        if AS_ROOT:
            os.seteuid(0)
            os.setegid(0)
        for p, m in old.items():
            p.chmod(m)
