"""What only Linux forgives, checked on every system CI runs (Linux, Windows, macOS): the save
slot's lock, whatever its file holds."""

from __future__ import annotations

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
