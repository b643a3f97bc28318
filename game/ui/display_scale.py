"""High-DPI screens: the program declares itself DPI-aware, and its first window follows the
system's display scale.

Windows stretches (and blurs) a program that does not say it is DPI-aware; declared per
monitor (SDL's hint, read when pygame starts), the window is in real pixels and the program
scales itself. The canvas already scales everything with the window (``viewport.py``), so a
window opened at 1280x720 times the system's scale draws its text that much larger, in real
pixels: at 200%, 2560x1440 px, the text twice as large, sharp. macOS: the bundle says
``NSHighResolutionCapable`` (build.spec). Linux has no one answer: ``GDK_SCALE`` or
``QT_SCALE_FACTOR`` when the desktop sets them. ``QUIET_TABLE_SCALE`` overrides them all.
"""

from __future__ import annotations

import ctypes
import os
import sys
from collections.abc import Mapping, MutableMapping, Sequence

BASE = (1280, 720)  # the canvas, and the first window at 100%
SCREEN_SHARE = 0.9  # a scaled first window takes at most this much of the screen
SCALES = (0.5, 4.0)  # a reported scale outside these is misread and ignored
SCALE_VARIABLES = ("QUIET_TABLE_SCALE", "GDK_SCALE", "QT_SCALE_FACTOR")


def declare_dpi_awareness(
    platform: str = sys.platform, env: MutableMapping[str, str] = os.environ
) -> None:
    """Before pygame starts: per-monitor DPI awareness on Windows (SDL 2.24 and later)."""
    if platform == "win32":
        env.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")


def system_scale(platform: str = sys.platform, env: Mapping[str, str] = os.environ) -> float:
    """The display scale the system asks for (1.0: none, or none that could be read)."""
    for name in SCALE_VARIABLES:
        try:
            value = float(env.get(name, ""))
        except ValueError:
            continue
        if SCALES[0] <= value <= SCALES[1]:
            return value
    if platform == "win32":
        try:  # the system DPI, once the process is DPI-aware (Windows 10 1607 and later)
            value = ctypes.windll.user32.GetDpiForSystem() / 96  # type: ignore[attr-defined]
        except (AttributeError, OSError):
            return 1.0
        if SCALES[0] <= value <= SCALES[1]:
            return value
    return 1.0


def first_window_size(scale: float, desktops: Sequence[tuple[int, int]]) -> tuple[int, int]:
    """1280x720 times ``scale``, within the screen (16:9 kept), never under 1280x720."""
    w, h = round(BASE[0] * scale), round(BASE[1] * scale)
    if desktops and desktops[0][0] > 0 and desktops[0][1] > 0:
        room = min(desktops[0][0] * SCREEN_SHARE / w, desktops[0][1] * SCREEN_SHARE / h)
        if room < 1:
            w, h = round(w * room), round(h * room)
    return max(BASE[0], w), max(BASE[1], h)
