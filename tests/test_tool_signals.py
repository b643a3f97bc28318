"""Every tool the project ships ends, with every process it started, within 2 s of SIGTERM
or SIGINT, as the program does: ``game.bench`` (its frame child and that child's computers'
process), the privacy audit (its computers' process) and the smoke run (its computers'
process). Each tool is started in a process group of its own; once its children are up a
real signal is sent, and no process of the group may be running 2 s later."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc")

ROOT = Path(__file__).resolve().parents[1]
END_SECONDS = 2.0
START_SECONDS = 60.0  # a loaded machine starts Python, pygame and the children slowly


def processes() -> dict[int, tuple[str, int, int]]:
    """Every process: its state, parent and process group."""
    found = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue  # ended meanwhile
        found[int(stat.parent.name)] = (fields[0], int(fields[1]), int(fields[2]))
    return found


def descendants(pid: int) -> dict[int, int]:
    """The running processes below ``pid``, each with its depth (1: a child)."""
    table = processes()
    found: dict[int, int] = {}
    wave, depth = [pid], 1
    while wave:
        wave = [p for p, (state, ppid, _) in table.items() if ppid in wave and state != "Z"]
        found.update({p: depth for p in wave})
        depth += 1
    return found


def running_in_group(pgid: int) -> list[int]:
    return [p for p, (state, _, group) in processes().items() if group == pgid and state != "Z"]


def stops_with_its_children(args: list[str], depth: int, sig: int, to_group: bool, tmp) -> None:
    """Start the tool, wait until it has processes ``depth`` levels down, signal it; every
    process of its group must be gone within ``END_SECONDS``."""
    env = {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "QUIET_TABLE_DATA": str(tmp / "data"),
    }
    tool = subprocess.Popen(
        [sys.executable, *args],
        cwd=ROOT,
        env=env,
        start_new_session=True,  # a group of its own: what it leaves behind is found there
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        end = time.monotonic() + START_SECONDS
        while max(descendants(tool.pid).values(), default=0) < depth:
            assert tool.poll() is None, f"{args} ended before its children started"
            assert time.monotonic() < end, f"{args} started no children"
            time.sleep(0.05)
        time.sleep(0.3)  # and the children are at work
        started = time.monotonic()
        if to_group:
            os.killpg(tool.pid, sig)  # Ctrl-C in a terminal: the whole foreground group
        else:
            os.kill(tool.pid, sig)  # kill, timeout, a CI's cancel: the tool alone
        left = running_in_group(tool.pid)
        while left and time.monotonic() - started < END_SECONDS:
            time.sleep(0.05)
            left = running_in_group(tool.pid)
        took = time.monotonic() - started
        assert not left, f"{args}: processes {left} still run {took:.1f} s after {sig!r}"
        assert tool.wait(1) == 128 + sig
    finally:
        for pid in running_in_group(tool.pid):
            os.kill(pid, signal.SIGKILL)
        tool.wait(5)


@pytest.mark.parametrize(
    ("sig", "to_group"), [(signal.SIGTERM, False), (signal.SIGINT, True)], ids=["term", "int"]
)
def test_the_bench_and_its_frame_child_and_computers_end_on_a_signal(
    sig, to_group, tmp_path
) -> None:
    # bench -> frame child (a whole Silencio game) -> the computers' process
    stops_with_its_children(["-m", "game.bench", "--only", "silencio"], 2, sig, to_group, tmp_path)


def test_the_privacy_audit_and_its_computers_end_on_sigint(tmp_path) -> None:
    args = ["-m", "tests.privacy_audit", "--games", "1", "--only", "silencio", "--with-computers"]
    stops_with_its_children(args, 1, signal.SIGINT, False, tmp_path)


def test_the_smoke_run_and_its_computers_end_on_sigterm(tmp_path) -> None:
    stops_with_its_children(["-m", "game", "--smoke"], 1, signal.SIGTERM, False, tmp_path)
