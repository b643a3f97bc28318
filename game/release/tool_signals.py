"""The project's tools end, with every process they started, on SIGTERM or SIGINT.

``python -m game.bench`` (and the children it starts: the first-frame and frame children,
the computers' processes), the privacy audit and the smoke run draw with pygame but never
read its events. Once pygame starts, SDL turns SIGTERM and SIGINT into a QUIT event (where
nobody has claimed the signal before it), so a tool that never reads QUIT would run on;
``timeout``, a CI's cancel or a service manager could not stop it, and its children would
outlive it. The program's window reads QUIT and ends (``App.run``); a tool calls
``install`` first instead: on either signal it ends its children (terminated, then killed
after ``GRACE_SECONDS``, each one reaped), flushes what it printed and exits at once with
the shell's code for the signal (128 + its number).

Its children are the processes started by ``run`` and multiprocessing's (a process pool's
workers, the computers' process). A child that is itself a tool (``game.bench``'s frame
child) ends its own children the same way. A forked worker inherits the handler and only
exits: its parent ends the rest.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import signal
import subprocess
import sys
import time
from typing import Any

GRACE_SECONDS = 0.8  # a terminated child gets this long to end before it is killed
SIGNALS = (signal.SIGTERM, signal.SIGINT)

_owner: list[int] = []  # the process that installed the handler (not a forked copy)
_children: list[subprocess.Popen] = []
_stopping: list[bool] = []


def install() -> None:
    """On SIGTERM or SIGINT, end this tool and every process it started (before pygame
    starts, so SDL leaves both signals alone; after it, this takes them back)."""
    _owner[:] = [os.getpid()]
    for sig in SIGNALS:
        signal.signal(sig, _stop)


def run(args: list[str], check: bool = False, **kwargs: Any) -> subprocess.CompletedProcess:
    """``subprocess.run`` with its output captured, the child ended with the tool."""
    kwargs.setdefault("stdout", subprocess.PIPE)
    kwargs.setdefault("stderr", subprocess.PIPE)
    with subprocess.Popen(args, **kwargs) as proc:
        _children.append(proc)
        try:
            out, err = proc.communicate()
        finally:
            _children.remove(proc)
    if check and proc.returncode:
        raise subprocess.CalledProcessError(proc.returncode, args, out, err)
    return subprocess.CompletedProcess(args, proc.returncode, out, err)


def _stop(signum: int, _frame: object) -> None:
    if _stopping:
        return  # a second Ctrl-C while the children end: the first one is seen to
    _stopping.append(True)
    if _owner == [os.getpid()]:
        end_children()
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(Exception):
            stream.flush()
    os._exit(128 + signum)


def end_children() -> None:
    """Terminate every child, wait up to ``GRACE_SECONDS`` for them, kill the rest; reap
    them all (no zombie is left for a parent that may never reap it)."""
    popens = list(_children)
    workers = multiprocessing.active_children()
    for child in [*popens, *workers]:
        with contextlib.suppress(Exception):
            child.terminate()
    end = time.monotonic() + GRACE_SECONDS
    for proc in popens:
        with contextlib.suppress(Exception):
            proc.wait(max(0.0, end - time.monotonic()))
    for worker in workers:
        with contextlib.suppress(Exception):
            worker.join(max(0.0, end - time.monotonic()))
    for child in [*popens, *workers]:
        with contextlib.suppress(Exception):
            child.kill()
    for proc in popens:
        with contextlib.suppress(Exception):
            proc.wait(1.0)
    for worker in workers:
        with contextlib.suppress(Exception):
            worker.join(1.0)
