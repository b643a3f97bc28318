"""The program in a real X window (Xvfb), driven by xdotool like a person at the keyboard
and mouse, with screenshots by ImageMagick's ``import``. Used by test_real_window.py."""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pygame

from game.ui.window import DISPLAY, KIND_VARIABLE

TOOLS = ("Xvfb", "xdotool", "import")
CURTAIN_LIKE = 6.0  # mean colour difference below which the left strip is the curtain's
SIZE = (1280, 720)


def missing_tools() -> list[str]:
    return [t for t in TOOLS if shutil.which(t) is None]


def start_xvfb(errors: Path | None = None) -> tuple[subprocess.Popen, str]:
    """An Xvfb screen on a display number the server picks itself (``-displayfd``), so tests
    running side by side (pytest-xdist, several checkouts) never race for the same one."""
    read, write = os.pipe()
    xvfb = subprocess.Popen(
        [
            "Xvfb",
            "-displayfd",
            str(write),
            "-screen",
            "0",
            "1600x1000x24",
            "-nolisten",
            "tcp",
            "-noreset",
        ],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=errors.open("wb") if errors else subprocess.DEVNULL,
    )
    os.close(write)
    with os.fdopen(read) as numbers:
        number = numbers.readline().strip()
    if not number:
        xvfb.kill()
        raise RuntimeError("Xvfb did not start")
    return xvfb, f":{number}"


class RealWindow:
    """``python -m game`` in its own Xvfb screen, with its own user data folder."""

    def __init__(self, data: Path, save: Path, shots: Path, kind: str = DISPLAY) -> None:
        """``kind``: the program's window (``ui/window.py``): the macOS one is tried here too."""
        self.data, self.save, self.shots = data, save, shots
        self.xvfb_errors = shots / "xvfb-stderr.txt"
        self.xvfb, self.display = start_xvfb(self.xvfb_errors)
        self.env = {**os.environ, "DISPLAY": self.display, "QUIET_TABLE_DATA": str(data)}
        self.env[KIND_VARIABLE] = kind
        self.env.pop("SDL_VIDEODRIVER", None)
        self.env["SDL_AUDIODRIVER"] = "dummy"
        # Generous waits: on a busy two-core machine (the suite's other workers) a screen or
        # a program's first window can take many seconds; a wait that ends early fails a test
        # that says nothing about the program.
        try:
            self._wait(
                lambda: self.xdo("getdisplaygeometry", check=False).returncode == 0, 30, "X screen"
            )
        except RuntimeError:
            self.xvfb.kill()
            raise
        root = Path(__file__).resolve().parents[1]
        # The program's standard error is kept, and faulthandler armed, so a program that
        # never shows its window can be asked (SIGABRT) where it stands, for the failure.
        self.stderr_path = shots / "program-stderr.txt"
        self.env["PYTHONFAULTHANDLER"] = "1"
        with self.stderr_path.open("wb") as stderr:
            self.program = subprocess.Popen(
                [sys.executable, "-m", "game"],
                cwd=root,
                env=self.env,
                stdout=subprocess.DEVNULL,
                stderr=stderr,
            )
        self.wid = ""
        try:
            self._wait(self._find_window, 60, "program's window")
            # (a window seen a moment before may be gone again: looked for anew until one
            # takes the size; once seen on a loaded machine, xdotool's BadWindow)
            self._wait(self._sized, 30, "program's window at its size")
        except RuntimeError as exc:
            raise RuntimeError(f"{exc}\n{self._why_no_window()}") from None
        time.sleep(1.0)

    def _sized(self) -> bool:
        if not self._find_window():
            return False
        return self.xdo("windowsize", self.wid, *map(str, SIZE), check=False).returncode == 0

    def _why_no_window(self) -> str:
        """What the program and the screen show when no window came: its windows (mapped or
        not), every thread's stack (faulthandler on SIGABRT), its log; then both are closed."""
        windows = self.xdo("search", "--pid", str(self.program.pid), check=False).stdout.split()
        named = self.xdo("search", "--name", "Quiet Table", check=False).stdout.split()
        screen = self.xvfb.poll()
        if self.program.poll() is None:
            self.program.send_signal(signal.SIGABRT)
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.program.wait(10)
        self.close()
        logs = sorted(self.data.rglob("*.log"))
        log_tail = logs[-1].read_text(errors="replace")[-3000:] if logs else "(no log file)"
        err_tail = self.stderr_path.read_text(errors="replace")[-6000:]
        return (
            f"windows of the program's process, mapped or not: {windows or 'none'}; "
            f"named Quiet Table: {named or 'none'}\n"
            f"the X screen {self.display}: {'running' if screen is None else f'ended ({screen})'}"
            f"; it said: {self.xvfb_errors.read_text(errors='replace')[-1500:]}\n"
            f"--- its standard error (stacks at SIGABRT) ---\n{err_tail}\n"
            f"--- its log ---\n{log_tail}"
        )

    def _wait(self, ready, seconds: float, what: str) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            if ready():
                return
            time.sleep(0.1)
        raise RuntimeError(f"the {what} did not come up in {seconds:.0f} s")

    def _find_window(self) -> bool:
        if self.program.poll() is not None:
            raise RuntimeError("the program exited before opening its window")
        out = self.xdo("search", "--onlyvisible", "--pid", str(self.program.pid), check=False)
        self.wid = out.stdout.split()[0] if out.stdout.split() else ""
        return bool(self.wid)

    def xdo(self, *args: str, check: bool = True) -> subprocess.CompletedProcess:
        return subprocess.run(
            ["xdotool", *args], env=self.env, capture_output=True, text=True, check=check
        )

    # ---- a person's hands ---------------------------------------------------------------
    def key(self, name: str) -> None:
        self.xdo("key", "--window", self.wid, name)

    def burst(self, name: str, presses: int, gap_ms: int) -> None:
        """Separate presses, ``gap_ms`` apart (each one pressed and released)."""
        self.xdo("key", "--window", self.wid, "--delay", str(gap_ms), *[name] * presses)

    def keydown(self, name: str) -> None:
        self.xdo("keydown", "--window", self.wid, name)

    def keyup(self, name: str) -> None:
        self.xdo("keyup", "--window", self.wid, name)

    def move(self, x: float, y: float) -> None:
        self.xdo("mousemove", "--window", self.wid, str(round(x)), str(round(y)))

    def click(self, x: float, y: float) -> None:
        self.move(x, y)
        self.xdo("click", "--window", self.wid, "1")

    def double_click(self, x: float, y: float, gap_ms: int = 120) -> None:
        self.move(x, y)
        self.xdo("click", "--window", self.wid, "--repeat", "2", "--delay", str(gap_ms), "1")

    def mousedown(self, x: float, y: float) -> None:
        self.move(x, y)
        self.xdo("mousedown", "--window", self.wid, "1")

    def mouseup(self) -> None:
        self.xdo("mouseup", "--window", self.wid, "1")

    # ---- what shows, and what the engine says ---------------------------------------------
    def shot(self, name: str) -> pygame.Surface:
        path = self.shots / f"{name}.png"
        # (a timeout: a window gone mid-shot must fail the test, not hang the suite)
        subprocess.run(
            ["import", "-window", self.wid, str(path)], env=self.env, check=True, timeout=60
        )
        return pygame.image.load(str(path))

    def moves(self) -> int:
        """Actions in the engine's log, from the save the program keeps after every move."""
        for _ in range(20):
            try:
                return len(json.loads(self.save.read_text())["game"]["actions"])
            except (OSError, ValueError):
                time.sleep(0.1)  # being replaced right now
        raise AssertionError("no readable save")

    def wait_moves(self, n: int, seconds: float = 4.0) -> int:
        """Wait (a loaded machine is slow) until the log holds ``n`` actions; the count."""
        end = time.monotonic() + seconds
        while self.moves() < n and time.monotonic() < end:
            time.sleep(0.1)
        time.sleep(0.5)  # and a little longer: nothing more may come
        return self.moves()

    def wait_for(self, like: pygame.Surface, name: str, seconds: float = 6.0) -> pygame.Surface:
        """Screenshots until the window looks like ``like`` (its left strip), or time is up
        (a seat may keep the screen a moment for what it just saw); the last one."""
        end = time.monotonic() + seconds
        shot = self.shot(name)
        while strip_difference(shot, like) >= CURTAIN_LIKE and time.monotonic() < end:
            time.sleep(0.3)
            shot = self.shot(name)
        return shot

    def sit_down(self, curtain: pygame.Surface, name: str, settle: float = 1.0) -> pygame.Surface:
        """The named player lifts the curtain with Enter once it is armed: again while it
        still shows (a curtain counts its time in frames, so on a loaded machine it arms later
        than the clock says); then the table's guard after a lift runs out. The table."""
        from game.scenes.curtain import ARM_SECONDS

        for _ in range(5):
            time.sleep(ARM_SECONDS)
            self.key("Return")
            time.sleep(settle)
            shot = self.shot(name)
            if strip_difference(shot, curtain) > CURTAIN_LIKE:
                return shot
        raise AssertionError(f"Enter did not lift the curtain ({name})")

    def close(self) -> None:
        for proc in (getattr(self, "program", None), self.xvfb):
            if proc is None or proc.poll() is not None:
                continue
            proc.terminate()
            try:
                proc.wait(5)
            except subprocess.TimeoutExpired:
                proc.kill()


def strip_difference(a: pygame.Surface, b: pygame.Surface) -> float:
    """Mean colour difference over the window's left strip, where a table draws its Menu
    button and seats and a curtain only its plain background (0: the same picture)."""
    total = count = 0
    for x in range(8, 160, 8):
        for y in range(8, min(a.get_height(), b.get_height()) - 8, 8):
            ca, cb = a.get_at((x, y)), b.get_at((x, y))
            total += abs(ca.r - cb.r) + abs(ca.g - cb.g) + abs(ca.b - cb.b)
            count += 3
    return total / count
