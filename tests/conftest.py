"""Headless pygame for every test, and a private user data directory per test."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def user_data(tmp_path, monkeypatch):
    """Saves, settings and logs go to a fresh temporary folder for each test."""
    path = tmp_path / "userdata"
    monkeypatch.setenv("QUIET_TABLE_DATA", str(path))
    return path
