"""What only Linux forgives, checked on every system CI runs (Linux, Windows, macOS): the save
slot's lock, whatever its file holds; a rename over a file another program holds open."""

from __future__ import annotations

import os

import pytest

from game.files import atomic
from game.files.slotlock import SlotLock


def test_one_lock_at_a_time_even_when_the_lock_file_holds_text(tmp_path) -> None:
    path = tmp_path / "current.lock"
    path.write_text("left by an older version\n" * 40, encoding="utf-8")
    first, second = SlotLock(path), SlotLock(path)
    assert first.acquire()
    try:
        assert not second.acquire()  # the same byte on Windows, the whole file elsewhere
    finally:
        first.release()
    assert second.acquire()
    second.release()


def flaky_replace(monkeypatch, failures: int) -> list[int]:
    """os.replace refusing ``failures`` times, as Windows does while a scanner holds the file."""
    calls = [0]
    real = os.replace

    def replace(source, target):
        calls[0] += 1
        if calls[0] <= failures:
            raise PermissionError(13, "The process cannot access the file")
        real(source, target)

    monkeypatch.setattr(atomic.os, "replace", replace)
    monkeypatch.setattr(atomic, "REPLACE_PAUSE", 0.0)
    return calls


def test_a_save_waits_out_a_file_held_open_for_a_moment_on_windows(tmp_path, monkeypatch):
    monkeypatch.setattr(atomic, "PATIENT_REPLACE", True)
    calls = flaky_replace(monkeypatch, failures=3)
    target = tmp_path / "current.json"
    target.write_text("old", encoding="utf-8")
    atomic.write_atomic(target, "new")
    assert target.read_text(encoding="utf-8") == "new" and calls[0] == 4
    assert [p.name for p in tmp_path.iterdir()] == ["current.json"]  # no temporary left


def test_a_file_held_for_good_fails_the_write_and_keeps_the_old_one(tmp_path, monkeypatch):
    monkeypatch.setattr(atomic, "PATIENT_REPLACE", True)
    flaky_replace(monkeypatch, failures=atomic.REPLACE_TRIES)
    target = tmp_path / "settings.json"
    target.write_text("old", encoding="utf-8")
    with pytest.raises(PermissionError):
        atomic.write_atomic(target, "new")
    assert target.read_text(encoding="utf-8") == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]
