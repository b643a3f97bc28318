"""Network play's latency (issue 34): the time from a move on the hosting program to the first
frame of the joined program that draws it, both on this computer (target: under 100 ms at the
99th percentile).

    python -m game.bench --net-latency [--net-host headless|app|both] [--net-moves 200]

Two processes, started by the bench: H hosts a Silver table of three seats (computers at seats
0 and 2, the joined seat 1), J is a joined program: a real App (SDL's dummy driver) drawing the
joined table through ``App.run``, its idle wait included, so a move that arrives while the
window sleeps is measured through the wake-up the program relies on (net/client.py wakes the
window, scenes/network/wake.py). J's person plays seat 1: after a pause ("thinking") an event
is posted, as a click would be, and the move is made in the frame that reads it.

H is either a ``TableHost`` alone (``headless``: its computers move after a random pause of
``PAUSE`` seconds, so moves reach J at every point of its idle wait, and, in a game whose
joined table animates others' moves, while it animates too), or the program itself hosting
(``app``: ``start_hosting`` and the table in ``App.run``, its computers paced by the table at
the "fast" speed), the real setup. J starts being timed once it has drawn its table.

Both processes read ``CLOCK_MONOTONIC`` (one clock per boot on Linux, shared by every process):
H notes each move right after the engine applied it (before it is sent), J notes when each
state arrived (its reader thread), when the frame that first drew a move began and ended. A
move is drawn by the first frame that shows it or a later move (moves that come within one
frame are drawn together). J's own moves are reported apart: the time from its click to the
frame that draws the host's answer.
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import re
import statistics
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..release import tool_signals
from .frames import load

GAME = "silver"
SEAT = 1  # the joined seat; the host's computers sit at 0 and 2
MODES = ("headless", "app")
TARGET_P99_MS = 100.0
PAUSE = (0.02, 0.4)  # a headless host's computer waits this long (uniform) before its move
THINK = (0.03, 0.2)  # J's person thinks this long before a move
APP_SPEED = "fast"  # the hosting program's computers' speed setting
LINGER = 1.0  # after the last timed move, seconds for it to be drawn
START_SECONDS = 60.0  # a loaded machine starts Python, pygame and the other process slowly
ROOT = Path(__file__).resolve().parents[2]  # where ``python -m game.bench`` is found
STATE = re.compile(r'\{"v":\d+,"t":"state","move":(\d+)')


def now() -> float:
    """The clock both processes read (per boot, the same in every process on Linux)."""
    return time.clock_gettime(time.CLOCK_MONOTONIC)


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


# ---- the host ------------------------------------------------------------------------------
def new_session(seed: int):
    from ..engine import new_game
    from ..shell.session import Seat, Session

    seats = [Seat("Computer 0", False), Seat("Joined", True), Seat("Computer 2", False)]
    return Session(new_game(GAME, 3, seed=seed), seats)


def note_moves(session) -> list[tuple[int, int, float]]:
    """Every move the session's engine applies from now on: (the history's length after it,
    the seat that moved, when), noted right after the engine applied it."""
    noted: list[tuple[int, int, float]] = []
    apply = session.apply

    def applied(action):
        seat = session.state.current_player
        events = apply(action)
        noted.append((len(session.state.history), -1 if seat is None else seat, now()))
        return events

    session.apply = applied
    return noted


def wait_until(predicate, seconds: float, step: float = 0.01) -> bool:
    end = time.monotonic() + seconds
    while not predicate():
        if time.monotonic() >= end:
            return False
        time.sleep(step)
    return True


def publish(folder: Path, port: int, code: str) -> None:
    (folder / "host.tmp").write_text(json.dumps({"port": port, "code": code}))
    (folder / "host.tmp").replace(folder / "host.json")


def host_headless(folder: Path, moves: int, seed: int) -> dict[str, Any]:
    """A ``TableHost`` alone; its computers move after a random pause until ``moves`` are made."""
    from ..net.host import COMPUTER, REMOTE, HostConfig, TableHost
    from ..net.selfplay import random_computer

    session = new_session(seed)
    noted = note_moves(session)
    host = TableHost(
        session,
        [COMPUTER, REMOTE, COMPUTER],
        HostConfig(bind="127.0.0.1", port=0),
        computer=random_computer,
    )
    rng = random.Random(seed)
    try:
        publish(folder, host.start(), host.code)
        if not wait_until((folder / "ready").exists, START_SECONDS):
            raise RuntimeError("the joined program never drew its table")
        played = 0
        while played < moves and not session.state.is_over and host.connected():
            due = host.due_computers()
            if not due:
                time.sleep(0.001)
                continue
            time.sleep(rng.uniform(*PAUSE))
            played += host.play_computer(due[0])
        time.sleep(LINGER)
    finally:
        host.close()
    return {"moves": noted}


def host_app(folder: Path, moves: int, seed: int) -> dict[str, Any]:
    """The program hosting, as a player's does: ``start_hosting`` (its wake-up included) and
    the table in ``App.run``, its computers paced by the table, until ``moves`` are made."""
    from ..app import App
    from ..net.table_link import start_hosting
    from ..scenes.menu import MainMenu
    from ..scenes.network.wake import wake_window
    from ..scenes.registry import open_game

    app = App((1280, 720))
    app.settings.bot_speed = APP_SPEED
    session = new_session(seed)
    session.away = frozenset({SEAT})
    noted = note_moves(session)
    link = start_hosting(session, "Bench table", wake=wake_window)
    try:
        publish(folder, link.port, link.code)
        if not wait_until((folder / "ready").exists, START_SECONDS):
            raise RuntimeError("the joined program never drew its table")
        link.start_game()  # the lobby's Start, then its table (scenes/network/lobby.py)
        scene = open_game(app, session)
        app.stack.push(MainMenu(app))
        frame = app.frame
        done_at: list[float] = []

        def counted_frame(dt: float, events: list, draw: bool = True) -> None:
            frame(dt, events, draw)
            played = sum(seat != SEAT for _, seat, _ in noted)
            if not done_at and (played >= moves or session.state.is_over or not link.joined()):
                done_at.append(time.monotonic())
            if done_at and time.monotonic() - done_at[0] >= LINGER:
                app.quit()

        app.frame = counted_frame  # type: ignore[method-assign]
        app.run(scene)
        errors = app.errors
    finally:
        link.close()  # (App.run's end has closed it already: its table left the screen)
        link.closed()
    return {"moves": noted, "errors": errors}


# ---- the joined program --------------------------------------------------------------------
def post(event) -> None:
    """A person's click, as the window's queue gets it (safe from any thread)."""
    import pygame

    with contextlib.suppress(pygame.error):  # the window has closed meanwhile
        pygame.event.post(event)


class JoinedProbe:
    """Wraps the joined App's frame: plays seat 1 as a person would, and notes which move each
    drawn frame showed and when."""

    def __init__(self, app, scene, seed: int, ready: Path) -> None:
        import pygame

        self.app, self.scene = app, scene
        self.state = scene.session.state  # the RemoteState
        self.rng = random.Random(seed)
        self.act_event = pygame.event.custom_type()
        self.frame = app.frame
        self.drawn: dict[int, tuple[float, float, bool]] = {}  # move: begun, ended, was idle
        self.last_drawn = self.state.move
        self.acts: list[tuple[int, float]] = []  # the move it was made at, when clicked
        self.asked = -1  # the move whose "click" is on its way
        self.idle = False  # App.run waits for events before the next frame
        self.ready = ready  # written once the table is drawn: the host's moves may start
        self.frames = 0
        self._draw_move: int | None = None
        main = threading.main_thread()
        draw = scene.draw

        def noted_draw(painter) -> None:  # (the table's rehearsal draws on another thread)
            if threading.current_thread() is main:
                self._draw_move = self.state.move
            draw(painter)

        scene.draw = noted_draw
        app.frame = self.probed_frame

    def probed_frame(self, dt: float, events: list, draw: bool = True) -> None:
        import pygame

        begun = now()
        rest = []
        for event in events:
            if event.type == self.act_event:
                self.click(event.move)
            else:
                rest.append(event)
        self._draw_move = None
        self.frame(dt, rest, draw)
        ended = now()
        self.frames += 1
        if self._draw_move is not None and not self.ready.exists():
            self.ready.write_text("drawn")
        if self._draw_move is not None and self._draw_move > self.last_drawn:
            for move in range(self.last_drawn + 1, self._draw_move + 1):
                self.drawn[move] = (begun, ended, self.idle)
            self.last_drawn = self._draw_move
        self.idle = not self.app.busy()
        state = self.state
        if state.offered and self.asked != state.move:
            self.asked = state.move
            event = pygame.event.Event(self.act_event, move=state.move)
            timer = threading.Timer(self.rng.uniform(*THINK), post, (event,))
            timer.daemon = True
            timer.start()
        scene = self.scene
        gone = scene.session.link is None or self.app.stack.top is not scene
        if gone or (state.is_over and self.last_drawn >= state.move):
            self.app.quit()

    def click(self, move: int) -> None:
        """The person's move, made as a click makes it (the scene's ``act``)."""
        state = self.state
        if state.move != move or not state.offered:
            return
        clicked = now()
        if self.scene.act(self.rng.choice(state.legal_actions())):
            self.acts.append((move, clicked))


def join(folder: Path, seed: int) -> dict[str, Any]:
    """A joined program at seat 1, drawing its table in ``App.run`` until the host is done."""
    from ..app import App
    from ..net.client import TableClient, address_uri
    from ..net.table_link import joined_session
    from ..scenes.menu import MainMenu
    from ..scenes.network.wake import wake_window
    from ..scenes.registry import open_game

    info_path = folder / "host.json"
    if not wait_until(info_path.exists, START_SECONDS):
        raise RuntimeError("the host never said where it listens")
    info = json.loads(info_path.read_text())
    app = App((1280, 720))
    received: list[tuple[int, float]] = []

    def arrived(raw: str | bytes) -> None:  # on the client's reader thread, as it comes
        text = raw if isinstance(raw, str) else raw[:64].decode("utf-8", "replace")
        match = STATE.match(text)
        if match:
            received.append((int(match.group(1)), now()))

    client = TableClient(
        address_uri("127.0.0.1", info["port"]),
        info["code"],
        name="Joined",
        seat=SEAT,
        timeout=10.0,
        on_receive=arrived,
    )
    client.join()
    if not wait_until(lambda: client.latest is not None, START_SECONDS):
        raise RuntimeError("the host sent no table")
    session = joined_session(client, wake_window)
    session.link.poll()  # the table the host sent (as the join screen opens it)
    scene = open_game(app, session)
    app.stack.push(MainMenu(app))
    probe = JoinedProbe(app, scene, seed, folder / "ready")
    try:
        app.run(scene)
    finally:
        scene.leave_link()
    return {
        "drawn": {str(m): list(v) for m, v in probe.drawn.items()},
        "acts": probe.acts,
        "received": received,
        "frames": probe.frames,
        "errors": app.errors,
    }


def child(role: str, folder: str, moves: str, seed: str) -> None:
    """Run in a child process (``--net-latency-child``): print the figures as JSON."""
    path, n, s = Path(folder), int(moves), int(seed)
    if role == "join":
        result = join(path, s)
    elif role == "headless":
        result = host_headless(path, n, s)
    else:
        result = host_app(path, n, s)
    print(json.dumps(result), flush=True)


# ---- the figures -------------------------------------------------------------------------
@dataclass
class Figures:
    """One run's latencies in ms: every host move to its first drawing on J (``total``), split
    into its parts, and J's own moves' round trips."""

    mode: str
    total: list[float] = field(default_factory=list)
    idle: list[float] = field(default_factory=list)  # drawn by a frame woken from the wait
    busy: list[float] = field(default_factory=list)  # drawn while J was animating
    to_reader: list[float] = field(default_factory=list)  # applied on H to J's reader thread
    to_frame: list[float] = field(default_factory=list)  # J's reader to the frame begun
    frame: list[float] = field(default_factory=list)  # the frame that drew it
    own: list[float] = field(default_factory=list)  # J's click to the answer drawn
    undrawn: int = 0  # host moves J never drew (the run ended first)
    frames: int = 0
    errors: list[str] = field(default_factory=list)
    load_before: str = ""
    load_after: str = ""


def figures(mode: str, host: dict[str, Any], joined: dict[str, Any]) -> Figures:
    drawn = {int(m): tuple(v) for m, v in joined["drawn"].items()}
    received = sorted(joined["received"])
    out = Figures(mode, frames=joined["frames"], errors=host.get("errors", []) + joined["errors"])
    applied = {move: (seat, t) for move, seat, t in host["moves"]}
    for move, (seat, t) in sorted(applied.items()):
        if seat == SEAT:
            continue
        if move not in drawn:
            out.undrawn += 1
            continue
        begun, ended, idle = drawn[move]
        total = (ended - t) * 1000
        out.total.append(total)
        (out.idle if idle else out.busy).append(total)
        came = next((at for m, at in received if m >= move), None)
        if came is not None:
            out.to_reader.append((came - t) * 1000)
            out.to_frame.append(max(0.0, begun - came) * 1000)
            out.frame.append((ended - max(begun, came)) * 1000)
    for move, clicked in joined["acts"]:
        if move + 1 in drawn and applied.get(move + 1, (None,))[0] == SEAT:
            out.own.append((drawn[move + 1][1] - clicked) * 1000)
    return out


def spread(values: list[float]) -> str:
    if not values:
        return "none"
    median, p99 = statistics.median(values), percentile(values, 99)
    return f"{len(values)}, median {median:.1f}, p99 {p99:.1f}"


def report(f: Figures) -> list[str]:
    if not f.total:
        return [f"  {f.mode:<9} no host move was drawn ({f.undrawn} undrawn) errors: {f.errors}"]
    p99 = percentile(f.total, 99)
    verdict = "met" if p99 < TARGET_P99_MS else "NOT MET"
    lines = [
        f"  {f.mode:<9}{len(f.total):>6}{statistics.median(f.total):>8.1f}"
        f"{percentile(f.total, 90):>8.1f}{p99:>8.1f}{max(f.total):>8.1f}   target {verdict}"
        f"  ({f.load_before}; after: {f.load_after})",
        f"    woken from the idle wait: {spread(f.idle)}; while animating: {spread(f.busy)}",
        f"    parts (median / p99): host to J's reader {part(f.to_reader)}, to J's frame "
        f"{part(f.to_frame)}, the frame {part(f.frame)}",
        f"    J's own moves, click to the host's answer drawn: {spread(f.own)}; "
        f"{f.frames} frames, {f.undrawn} moves undrawn at the end",
    ]
    if f.errors:
        lines.append(f"    errors: {f.errors}")
    return lines


def part(values: list[float]) -> str:
    if not values:
        return "n/a"
    return f"{statistics.median(values):.1f} / {percentile(values, 99):.1f}"


# ---- the two processes ---------------------------------------------------------------------
def measure(mode: str, moves: int, seed: int = 3) -> Figures:
    """One run: H (``mode``) and J in processes of their own, ``moves`` host moves timed."""
    with tempfile.TemporaryDirectory(prefix="quiet-table-netbench-") as folder:
        outputs: dict[str, Any] = {}

        def run(role: str) -> None:
            # Each its own user data (two programs sharing one save slot would ask about it).
            env = {**os.environ, "QUIET_TABLE_DATA": os.path.join(folder, f"data-{role}")}
            args = [sys.executable, "-m", "game.bench", "--net-latency-child", role, folder]
            args += [str(moves), str(seed)]
            outputs[role] = tool_signals.run(args, env=env, text=True, cwd=ROOT)

        before = load()
        threads = [threading.Thread(target=run, args=(r,)) for r in (mode, "join")]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        for role, out in outputs.items():
            if out.returncode:
                raise RuntimeError(f"the {role} process failed:\n{out.stderr[-3000:]}")
        host, joined = (last_json(outputs[role].stdout) for role in (mode, "join"))
    result = figures(mode, host, joined)
    result.load_before, result.load_after = before, load()
    return result


def last_json(text: str) -> dict[str, Any]:
    return json.loads(text.strip().splitlines()[-1])


def run(modes: tuple[str, ...] = MODES, moves: int = 200) -> None:
    print(
        f"\nnetwork play: a host's move to its first drawing on a joined program, {GAME}, "
        f"3 seats, on this computer (target p99 < {TARGET_P99_MS:.0f} ms)"
    )
    print(f"  {'host':<9}{'moves':>6}{'median':>8}{'p90':>8}{'p99':>8}{'worst':>8}  (ms)")
    for mode in modes:
        for line in report(measure(mode, moves)):
            print(line, flush=True)
