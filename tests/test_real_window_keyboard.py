"""A whole Silencio game by keys alone in a real X window (issue 35): the program's window on
an Xvfb screen, every key typed by xdotool and read by SDL as a person's are, no click.
(Silver's whole game so takes minutes: ``python -m tests.keyboard_game silver
--real-window``.) Skipped without Xvfb and xdotool."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from .real_window import missing_tools

pytestmark = pytest.mark.skipif(
    bool(missing_tools()),
    reason=f"real-window tests need {', '.join(missing_tools())}",
)


def test_a_whole_silencio_game_by_xdotool_keys_alone(tmp_path) -> None:
    env = {**os.environ, "QUIET_TABLE_DATA": str(tmp_path)}
    env.pop("SDL_VIDEODRIVER", None)
    run = subprocess.run(
        [sys.executable, "-m", "tests.keyboard_game", "silencio", "--real-window"],
        capture_output=True,
        text=True,
        timeout=600,
        env=env,
    )
    assert run.returncode == 0, run.stderr[-2000:]
    assert "silencio:" in run.stdout and "no mouse" in run.stdout
