"""Computer players think in a process of their own: the same choices as on the table's
thread, the game replayed there only as far as it is new, and a thread when no process can
be had."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
import time
from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from textwrap import indent

import pytest

from game.computers import process as bot_process
from game.engine import new_game
from game.shell.session import Seat, Session
from game.ui import board_worker

GAMES = [("silencio", 3), ("silex", 3), ("silver", 4), ("zilence", 3)]


@pytest.fixture
def fresh_pool(monkeypatch):
    monkeypatch.setattr(board_worker, "INLINE", False)
    monkeypatch.setattr(bot_process, "_pool", bot_process._Pool())
    yield bot_process._pool
    bot_process.shutdown()


def computers(game: str, players: int, seed: int = 7) -> Session:
    state = new_game(game, players, seed=seed)
    return Session(state, [Seat(f"C{i}", False) for i in range(players)])


def test_the_process_chooses_what_the_table_would_in_every_game(fresh_pool) -> None:
    bot_process.warm()
    for game, players in GAMES:
        session = computers(game, players)
        for _ in range(12):
            seat = session.state.current_player
            if seat is None:
                break
            got = bot_process.submit(session, seat).result(timeout=120)
            assert got == session.bot_action(seat), (game, len(session.state.history))
            session.apply(got)
    assert fresh_pool.started and not fresh_pool.broken


def test_the_worker_replays_only_the_new_moves_of_the_game_it_holds(monkeypatch) -> None:
    monkeypatch.setattr(bot_process, "_held", [])
    session = computers("silex", 3)
    for _ in range(4):
        session.apply(session.bot_action())
    first = bot_process.state_for(bot_process.job_for(session, 0))
    for _ in range(3):
        session.apply(session.bot_action())
    again = bot_process.state_for(bot_process.job_for(session, 0))
    assert again is first and again.history == session.state.history
    other = computers("silex", 3, seed=8)
    assert bot_process.state_for(bot_process.job_for(other, 0)) is not first


def test_with_no_process_to_be_had_computers_think_on_a_thread(fresh_pool, monkeypatch, caplog):
    def refused():
        raise OSError("no processes here")

    monkeypatch.setattr(bot_process, "_executor", refused)
    session = computers("silencio", 2)
    seat = session.state.current_player
    with caplog.at_level(logging.WARNING, logger="quiet_table.bots"):
        assert bot_process.submit(session, seat).result(timeout=60) == session.bot_action(seat)
        session.apply(session.bot_action(seat))
        seat = session.state.current_player
        assert bot_process.submit(session, seat).result(timeout=60) == session.bot_action(seat)
    assert fresh_pool.broken
    assert len([r for r in caplog.records if "thread" in r.getMessage()]) == 1, "said once"


def test_a_process_that_died_is_asked_again_on_a_thread(fresh_pool) -> None:
    session = computers("silex", 3)
    seat = session.state.current_player
    died: Future = Future()
    died.set_exception(BrokenProcessPool("killed"))
    again = bot_process.retry_on_thread(died, session, seat)
    assert again.result(timeout=60) == session.bot_action(seat)
    assert fresh_pool.broken


PROGRAM = """
import os, sys, time
from game.computers import process as bot_process
bot_process._start()
print(bot_process._executor().submit(os.getpid).result(timeout=60), flush=True)
time.sleep(60)
"""


@pytest.mark.skipif(not hasattr(os, "kill") or sys.platform == "win32", reason="POSIX signals")
def test_the_worker_ends_when_the_program_is_killed(tmp_path) -> None:
    """A killed program (kill -9: no clean-up of its own) leaves no process of ours behind."""
    root = Path(__file__).resolve().parents[1]
    program = subprocess.Popen(
        [sys.executable, "-c", f"if __name__ == '__main__':\n{indent(PROGRAM, '    ')}"],
        cwd=root,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        worker = int(program.stdout.readline())
        assert alive(worker)
        program.kill()
        program.wait(10)
        end = time.monotonic() + 10
        while alive(worker) and time.monotonic() < end:
            time.sleep(0.1)
        assert not alive(worker), "the computer players' process outlived the program"
    finally:
        program.kill()


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # A zombie waiting for its (dead) parent's reaper counts as gone.
    stat = Path(f"/proc/{pid}/stat")
    return not (stat.exists() and stat.read_text().split()[2] == "Z")


@pytest.mark.skipif(not hasattr(os, "nice"), reason="POSIX niceness; Windows sets a class")
def test_the_computers_process_runs_below_the_windows_priority(fresh_pool) -> None:
    """On two shared cores a frame gets a core before a search does (issue 32)."""
    bot_process.warm()
    theirs = bot_process._executor().submit(os.nice, 0).result(timeout=60)
    assert theirs == min(19, os.nice(0) + bot_process.NICENESS)
