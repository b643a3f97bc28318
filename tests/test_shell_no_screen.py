"""A program that cannot put its window on any screen ends with the reason in its log, rather
than running on unseen: SDL falls back to a driver that draws nowhere when the display refuses
it (no display, or an X server in the middle of a reset)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.app import NoScreen, check_window_is_seen

from .shell_helpers import make_app


def test_an_unseen_driver_nobody_asked_for_is_refused(monkeypatch) -> None:
    make_app()  # the tests draw with SDL's dummy driver, asked for in the environment
    assert check_window_is_seen() == "dummy"
    monkeypatch.delenv("SDL_VIDEODRIVER")
    with pytest.raises(NoScreen, match="no screen could be opened"):
        check_window_is_seen()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a Linux program's display")
@pytest.mark.skipif(
    Path("/dev/dri").exists(), reason="with a graphics device SDL may draw without X (KMSDRM)"
)
def test_with_no_display_the_program_ends_and_its_log_says_why(tmp_path) -> None:
    env = {**os.environ, "QUIET_TABLE_DATA": str(tmp_path), "SDL_AUDIODRIVER": "dummy"}
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"):
        env.pop(name, None)
    root = Path(__file__).resolve().parents[1]
    run = subprocess.run(
        [sys.executable, "-m", "game"],
        cwd=root,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 1
    assert "Quiet Table stopped; details are in" in run.stderr
    logged = "".join(p.read_text() for p in tmp_path.rglob("*.log"))
    assert "no screen could be opened" in logged
    assert "Traceback" not in run.stderr  # the details are in the log, not before the player
