"""What the system's real screen gave the program, checked where a build can be run.

``Quiet Table --display-report FILE`` (``report``) opens the window with the system's own
video driver (never the smoke run's ``dummy``), draws the menu for a moment and writes what
it got as JSON: the window's kind, its size in points and in pixels, and on Windows the DPI
awareness Windows holds for it. ``python -m game.release display PATH`` runs a build so and
checks the report (``problems``):

- Windows: the program is per-monitor DPI-aware, or Windows stretches it and blurs its text;
- macOS: the window is the high-DPI kind (``ui/window.py``), its pixels a whole multiple of
  its points, and the bundle says ``NSHighResolutionCapable``;
- everywhere: the window opened on a screen people see, and its frames drew without error.

A machine with no screen (a CI runner without a desktop) cannot be checked: the command says
so and passes.
"""

from __future__ import annotations

import ctypes
import json
import logging
import os
import plistlib
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

log = logging.getLogger("quiet_table.display")
SECONDS = 1.0  # the menu drawn this long, at 60 Hz
PER_MONITOR = 2  # Windows' DPI_AWARENESS_PER_MONITOR_AWARE
REPORT_TIMEOUT_S = 180


def windows_dpi_awareness() -> int | None:
    """Windows' DPI awareness for this thread (0 unaware, 1 system, 2 per monitor); None
    elsewhere or before Windows 10 1607."""
    if sys.platform != "win32":
        return None
    try:
        user32 = ctypes.windll.user32  # type: ignore[attr-defined]
        user32.GetThreadDpiAwarenessContext.restype = ctypes.c_void_p
        user32.GetAwarenessFromDpiAwarenessContext.argtypes = [ctypes.c_void_p]
        user32.GetAwarenessFromDpiAwarenessContext.restype = ctypes.c_int
        return int(
            user32.GetAwarenessFromDpiAwarenessContext(user32.GetThreadDpiAwarenessContext())
        )
    except (AttributeError, OSError):
        return None


def windows_window_dpi(window: dict[str, Any]) -> int | None:
    """The DPI Windows gives the program's window (96 at 100%); None elsewhere."""
    if sys.platform != "win32" or not window.get("window"):
        return None
    try:
        user32 = ctypes.windll.user32  # type: ignore[attr-defined]
        user32.GetDpiForWindow.argtypes = [ctypes.c_void_p]
        return int(user32.GetDpiForWindow(ctypes.c_void_p(window["window"])))
    except (AttributeError, OSError, TypeError):
        return None


def report(make_app: Callable[..., Any], path: Path) -> int:
    """Open the program's window, draw the menu a moment, write what the screen gave to
    ``path``; 0 when written (whatever it says), 1 when it could not be."""
    from ..scenes.menu import MainMenu
    from ..ui.display_scale import system_scale

    found: dict[str, Any] = {"system": sys.platform, "screen": False}
    try:
        app = make_app()
    except Exception as exc:  # no screen here (NoScreen, or SDL found no video device)
        found["why"] = f"{type(exc).__name__}: {exc}"
        log.info("display report: no screen: %s", found["why"])
        return write(path, found)
    app.stack.push(MainMenu(app))
    end = time.monotonic() + SECONDS
    frames = 0
    while time.monotonic() < end:
        app.frame(1 / 60, pygame.event.get())
        frames += 1
        app.clock.tick(60)
    window = app.window.wm_info()
    found.update(
        screen=True,
        driver=pygame.display.get_driver(),
        kind=app.window.kind,
        points=list(app.window.size()),
        pixels=list(app.surface.get_size()),
        scale=system_scale(),
        dpi_awareness=windows_dpi_awareness(),
        window_dpi=windows_window_dpi(window),
        frames=frames,
        errors=list(app.errors),
    )
    log.info("display report: %s", found)
    return write(path, found)


def write(path: Path, found: dict[str, Any]) -> int:
    try:
        path.write_text(json.dumps(found, indent=1), encoding="utf-8")
    except OSError as exc:
        log.error("display report not written: %s", exc)
        return 1
    return 0


def problems(found: dict[str, Any], platform: str = sys.platform) -> list[str]:
    """What is wrong with a report from a screen (see the module's docstring)."""
    if not found.get("screen"):
        return []
    wrong = [f"a frame failed: {error}" for error in found.get("errors", [])]
    if not found.get("frames"):
        wrong.append("no frame was drawn")
    (pw, ph), (xw, xh) = found["points"], found["pixels"]
    ratio = xw / pw if pw else 0
    if not (ratio >= 1 and ratio == int(ratio) and xh == ph * ratio):
        wrong.append(f"{xw}x{xh} pixels for {pw}x{ph} points: not a whole multiple")
    if platform == "win32" and found.get("dpi_awareness") != PER_MONITOR:
        wrong.append(
            f"Windows holds DPI awareness {found.get('dpi_awareness')} (per monitor is"
            f" {PER_MONITOR}): a scaled display stretches and blurs the window"
        )
    if platform == "darwin" and found.get("kind") != "high-dpi":
        wrong.append(f"the {found.get('kind')} window cannot reach a Retina screen's pixels")
    return wrong


def bundle_problems(root: Path) -> list[str]:
    """A macOS bundle must say ``NSHighResolutionCapable``, or macOS doubles every pixel."""
    plist = root / "Contents" / "Info.plist"
    if root.suffix != ".app":
        return []
    try:
        info = plistlib.loads(plist.read_bytes())
    except (OSError, plistlib.InvalidFileException, ValueError) as exc:
        return [f"{plist}: not readable ({exc})"]
    if info.get("NSHighResolutionCapable") is not True:
        return [f"{plist}: NSHighResolutionCapable is not true"]
    return []


def run_report(command: list[str]) -> dict[str, Any] | None:
    """Run ``command --display-report`` on this system's screen; its report (None: none)."""
    env = dict(os.environ, SDL_AUDIODRIVER="dummy")
    env.pop("SDL_VIDEODRIVER", None)  # the system's own screen, not the smoke run's dummy
    with tempfile.TemporaryDirectory(prefix="quiet-table-display-") as scratch:
        out = Path(scratch) / "display.json"
        done = subprocess.run(
            [*command, "--display-report", str(out)], env=env, timeout=REPORT_TIMEOUT_S
        )
        if done.returncode != 0 or not out.is_file():
            print(f"display: the program wrote no report (exit {done.returncode})")
            return None
        return json.loads(out.read_text(encoding="utf-8"))


def check(
    command: list[str], wrong: list[str], github: bool = "GITHUB_ACTIONS" in os.environ
) -> int:
    """Run the report and print it with what is wrong (``wrong``: found already); 0 if nothing."""
    found = run_report(command)
    if found is None:
        return 1
    print(json.dumps(found, indent=1))
    if not found.get("screen"):
        note = f"no screen could be opened, so the display was not checked: {found.get('why')}"
        print(f"::warning::{note}" if github else f"display: {note}")
    wrong = wrong + problems(found)
    for problem in wrong:
        print(f"display: {problem}")
    return 1 if wrong else 0
