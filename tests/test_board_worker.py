"""The board worker gives way to the frame (issue 32): pygame's blits hold the interpreter
lock for milliseconds, so a job's steps wait while the window's thread makes a frame, and the
window's thread waiting for the worker never leaves it waiting for that frame."""

from __future__ import annotations

import threading
import time

import pytest

from game.ui import board_worker


@pytest.fixture(autouse=True)
def real_worker(monkeypatch):
    monkeypatch.setattr(board_worker, "INLINE", False)


def test_a_job_asked_for_within_a_frame_begins_after_it() -> None:
    began = threading.Event()
    with board_worker.frame():
        job = board_worker.submit(began.set)
        assert not began.wait(0.03)  # the frame is being made
    job.result(timeout=5)
    assert began.is_set()


def test_a_job_steps_aside_while_a_frame_is_made() -> None:
    steps: list[float] = []
    go_on = threading.Event()

    def job() -> None:
        go_on.wait(5)
        for _ in range(3):
            board_worker.step_aside()
            steps.append(time.perf_counter())

    pending = board_worker.submit(job)
    with board_worker.frame():
        go_on.set()
        time.sleep(0.03)
        assert steps == []  # no step while the frame is made
        ended = time.perf_counter()
    pending.result(timeout=5)
    assert len(steps) == 3 and steps[0] >= ended


def test_the_window_thread_waiting_for_a_job_lets_its_steps_go_on() -> None:
    """Within a frame, waiting for a job of many steps takes the job's time, not a step's
    patience (``STEP_WAIT_SECONDS``) per step."""

    def job() -> int:
        for _ in range(40):
            board_worker.step_aside()
        return 7

    with board_worker.frame():
        begun = time.perf_counter()
        assert board_worker.result(board_worker.submit(job)) == 7
        took = time.perf_counter() - begun
    assert took < 40 * board_worker.STEP_WAIT_SECONDS / 2


def test_a_shared_lock_the_worker_holds_is_waited_for_without_stalling_it() -> None:
    lock = board_worker.SharedLock()
    holding = threading.Event()

    def job() -> str:
        with lock:
            holding.set()
            for _ in range(40):
                board_worker.step_aside()
        return "done"

    with board_worker.frame():
        pending = board_worker.submit(job)
        begun = time.perf_counter()
        with board_worker.waiting():
            assert holding.wait(5)
        with lock:  # the worker holds it through its steps; they go on while this waits
            took = time.perf_counter() - begun
        assert pending.result(timeout=5) == "done"
    assert took < 40 * board_worker.STEP_WAIT_SECONDS / 2


def test_on_the_window_thread_stepping_aside_never_waits() -> None:
    with board_worker.frame():
        begun = time.perf_counter()
        for _ in range(10):
            board_worker.step_aside()
        assert time.perf_counter() - begun < board_worker.STEP_WAIT_SECONDS
