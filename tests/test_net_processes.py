"""A host and two joining programs as separate processes on this machine (game.net.selfplay):
whole games of every title, each joined program's states checked against the host's at every
move, and the wire audit over everything each one received; a joined program and then the host
killed with SIGKILL mid-game, started again, and the game finished with no move lost or
played twice."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from game.engine import load_game
from game.net import protocol as p
from game.net.selfplay import record_faults

from .wire_audit import audit_messages

ROOT = Path(__file__).resolve().parents[1]
TIMEOUT = 90.0  # a whole game, at most (a few seconds each here)


class Processes:
    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.running: list[subprocess.Popen] = []

    def start(self, name: str, *args: str) -> subprocess.Popen:
        out = (self.folder / f"{name}.out").open("ab")
        process = subprocess.Popen(
            [sys.executable, "-m", "game.net.selfplay", "--dir", str(self.folder), *args],
            cwd=ROOT,
            stdout=out,
            stderr=subprocess.STDOUT,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
        )
        out.close()
        self.running.append(process)
        return process

    def host(self, game: str, seed: int, *extra: str) -> subprocess.Popen:
        return self.start("host", "--role", "host", "--game", game, "--seed", str(seed), *extra)

    def joiner(self, seat: int, seed: int, *extra: str) -> subprocess.Popen:
        return self.start(
            f"join-{seat}", "--role", "join", "--seat", str(seat), "--seed", str(seed), *extra
        )

    def wait(self, process: subprocess.Popen, timeout: float = TIMEOUT) -> int:
        try:
            return process.wait(timeout)
        except subprocess.TimeoutExpired:
            pytest.fail(f"a process did not finish in {timeout} s:\n{self.output()}")

    def output(self) -> str:
        return "\n".join(
            f"--- {f.name}\n{f.read_text(errors='replace')[-3000:]}"
            for f in sorted(self.folder.glob("*.out"))
        )

    def kill_all(self) -> None:
        for process in self.running:
            if process.poll() is None:
                process.kill()
                process.wait(5)


@contextmanager
def processes(folder: Path) -> Iterator[Processes]:
    running = Processes(folder)
    try:
        yield running
    finally:
        running.kill_all()


def saved_moves(folder: Path) -> int:
    try:
        return len(json.loads((folder / "save.json").read_text())["game"]["actions"])
    except (OSError, ValueError, KeyError):
        return 0


def wait_moves(folder: Path, moves: int, timeout: float = 30.0) -> int:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        n = saved_moves(folder)
        if n >= moves:
            return n
        time.sleep(0.01)
    pytest.fail(f"the game did not reach move {moves}")


def received(folder: Path, seat: int) -> list[str]:
    lines = (folder / f"join-{seat}.jsonl").read_text().splitlines()
    return [e["got"] for e in map(json.loads, lines) if "got" in e]


def check_the_end(folder: Path, gaps: bool = False) -> None:
    """The saved game is over and replays; each joined seat's states agree with the host's
    at every move and pass the wire audit."""
    save = (folder / "save.json").read_text()
    session_game = json.dumps(json.loads(save)["game"])
    assert load_game(session_game).is_over
    digests = json.loads((folder / "digests.json").read_text())
    for seat in (1, 2):
        assert record_faults(folder / f"join-{seat}.jsonl", digests, seat, gaps) == []
        assert audit_messages(received(folder, seat), save, seat, f"seat {seat}") > 0


# Seeds that finish quickly at 3 seats (a computer at seat 0 on the host).
GAMES = {"silencio": 3, "zilence": 2, "silver": 4, "silex": 5}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_host_and_two_joining_programs_play_a_whole_game(game, tmp_path):
    seed = GAMES[game]
    with processes(tmp_path) as run:
        host = run.host(game, seed)
        joiners = [run.joiner(seat, seed) for seat in (1, 2)]
        codes = [run.wait(j) for j in joiners] + [run.wait(host)]
        assert codes == [0, 0, 0], run.output()
    check_the_end(tmp_path)


def test_a_joined_program_killed_mid_game_rejoins_its_seat_and_finishes(tmp_path):
    seed = GAMES["silex"]
    with processes(tmp_path) as run:
        host = run.host("silex", seed)
        other = run.joiner(2, seed, "--think", "0.01")
        victim = run.joiner(1, seed, "--think", "0.01", "--gaps")
        wait_moves(tmp_path, 12)
        os.kill(victim.pid, signal.SIGKILL)
        victim.wait(5)
        at_kill = saved_moves(tmp_path)
        again = run.joiner(1, seed, "--think", "0.01", "--gaps", "--replay-last")
        codes = [run.wait(again), run.wait(other), run.wait(host)]
        assert codes == [0, 0, 0], run.output()
    assert at_kill < saved_moves(tmp_path)  # killed mid-game indeed
    check_the_end(tmp_path, gaps=True)
    # The action sent last before the kill, sent again: refused as stale, or (had it never
    # reached the host) played once, at its move.
    entries = [json.loads(line) for line in (tmp_path / "join-1.jsonl").read_text().splitlines()]
    replayed = [i for i, e in enumerate(entries) if "replayed" in e]
    assert len(replayed) == 1
    move, action = entries[replayed[0]]["move"], entries[replayed[0]]["replayed"]
    after = [p.decode_host(e["got"]) for e in entries[replayed[0] :] if "got" in e]
    stale = any(isinstance(m, p.Rejected) and m.reason == "stale" for m in after)
    history = json.loads((tmp_path / "save.json").read_text())["game"]["actions"]
    assert stale or history[move] == action


def test_the_host_killed_mid_game_resumes_from_its_save_and_the_joiners_rejoin(tmp_path):
    seed = GAMES["silex"]
    with processes(tmp_path) as run:
        host = run.host("silex", seed)
        joiners = [run.joiner(seat, seed, "--think", "0.01", "--gaps") for seat in (1, 2)]
        wait_moves(tmp_path, 15)
        os.kill(host.pid, signal.SIGKILL)
        host.wait(5)
        saved = json.loads((tmp_path / "save.json").read_text())["game"]["actions"]
        seen = [
            m.move
            for seat in (1, 2)
            for m in map(p.decode_host, received(tmp_path, seat))
            if isinstance(m, p.State)
        ]
        assert max(seen) <= len(saved)  # every move a screen was shown was saved first
        time.sleep(0.3)  # the joiners knock meanwhile, and find nobody
        host = run.host("silex", seed)
        codes = [run.wait(j) for j in joiners] + [run.wait(host)]
        assert codes == [0, 0, 0], run.output()
    history = json.loads((tmp_path / "save.json").read_text())["game"]["actions"]
    assert history[: len(saved)] == saved and len(history) > len(saved)
    check_the_end(tmp_path, gaps=True)
