"""The window icon in a real X window: the window manager reads the generated 32 px icon from
the window's _NET_WM_ICON property, pixel for pixel. Skipped without Xvfb, xdotool, ImageMagick
and xprop (``apt-get install -y xvfb xdotool imagemagick x11-utils``)."""

from __future__ import annotations

import shutil
import subprocess

import pygame
import pytest

from game.app import WINDOW_ICON
from game.ui.window import KINDS

from .real_window import RealWindow, missing_tools

MISSING = missing_tools() + ([] if shutil.which("xprop") else ["xprop"])
pytestmark = pytest.mark.skipif(bool(MISSING), reason=f"needs {', '.join(MISSING)}")


@pytest.mark.parametrize("kind", KINDS)
def test_the_real_window_carries_the_generated_icon(kind, tmp_path) -> None:
    data = tmp_path / "data"
    window = RealWindow(data, data / "saves" / "current.json", tmp_path, kind)
    try:
        out = subprocess.run(
            ["xprop", "-id", window.wid, "-f", "_NET_WM_ICON", "32c", "_NET_WM_ICON"],
            env=window.env,
            capture_output=True,
            text=True,
            check=True,
        ).stdout
    finally:
        window.close()
    values = [int(v) for v in out.split("=", 1)[1].split(",")]
    width, height, argb = values[0], values[1], values[2:]
    assert (width, height) == (32, 32) and len(argb) == 32 * 32
    icon = pygame.image.load(WINDOW_ICON)
    expected = []
    for y in range(32):
        for x in range(32):
            r, g, b, a = icon.get_at((x, y))
            expected.append(a << 24 | r << 16 | g << 8 | b)
    assert argb == expected
