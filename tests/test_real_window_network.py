"""Network play in real windows (issue 34): one program hosts a Silencio table on one X
display, another joins it from a second display, and the game is played to its end by clicks.

Two programs (``python -m game``), each in its own Xvfb screen with its own data folder,
are driven like two people at two computers: xdotool clicks and types, ImageMagick's
``import`` takes screenshots. On the host (display A): New game, Silencio, three players
(Ana here, Ben "On another computer", Cleo a computer), Start: the lobby. Its address and
join code are read from the host's save (the lobby only draws them): ``saves/current.json``
holds the hosted game's ``net`` record (code and port) from the moment it is hosted. On the
joining program (display B): Join a table, the address 127.0.0.1:port, the code and the name
Dora typed into their boxes, Join. Then Start the game on the host, and the game is played:
Dora's every move by clicks on display B, Ana's on display A, Cleo's by the host's computer.

Where to click is read from the same screens drawn headless in this process (a "mirror"):
the menus as the programs show them, and each move's table as that program shows it: the
joined program's from a ``RemoteState`` filled with exactly what the host sends its seat, the
host's from the game in its save. Which move to make comes from the game in the host's save
(the computer's choice for that seat); a move is made when it is the seat's turn and the save
has been still for a moment (the windows have drawn the last move), and is checked by the
save's next action. At the end the host's save slot is empty and History holds the finished
game, with Dora in Ben's seat; both windows show the end screen (its box is found where the
mirror draws it). Screenshots of every stage stay in the test's temporary folder (printed).

Skipped, with the reason, without Xvfb, xdotool and ImageMagick.
"""

from __future__ import annotations

import contextlib
import json
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.engine import new_game
from game.net.host import TableHost
from game.net.remote import RemoteState
from game.net.table_link import seat_kinds
from game.scenes.dialog import Dialog
from game.scenes.guard import GUARD_SECONDS
from game.scenes.menu import MainMenu
from game.shell.link import LinkNews
from game.shell.session import Seat, Session, session_from_json
from game.ui.widgets import Button, Choice, TextInput

from .real_window import SIZE, RealWindow, missing_tools
from .shell_helpers import click, frames, make_app, open_table, wait

pytestmark = pytest.mark.skipif(
    bool(missing_tools()),
    reason=f"real-window tests need {', '.join(missing_tools())} "
    "(apt-get install -y xvfb xdotool imagemagick)",
)

HOST_SEAT, JOINED_SEAT = 0, 1  # Ana at the host's screen, Dora on the other computer
JOINER = "Dora"
SETTINGS = {"bot_speed": "instant"}  # the host's computer moves as soon as it may
STILL = 0.7  # seconds the save must stay the same before a move is clicked (tweens: 0.22)
MOVE_SECONDS = 8.0  # a click's move reaches the host's save within this
GAME_SECONDS = 240.0
END_BOX = (16, 15, 22)  # the end screen's box colour (table/ending.py)


# ---- the screens drawn headless: where to click -------------------------------------------------
class Mirror:
    """A headless program at the real windows' size; its screens say where things lie."""

    def __init__(self) -> None:
        self.app = make_app(SIZE)

    def top(self):
        return self.app.stack.top

    def at(self, logical: tuple[float, float]) -> tuple[float, float]:
        return self.app.painter.vp.to_real(*logical)

    def button(self, text: str) -> Button:
        found = [w for w in self.top().form.widgets if getattr(w, "text", None) == text]
        assert found, f"no button {text!r} on {type(self.top()).__name__}"
        return found[0]

    def click_both(self, win: RealWindow, logical: tuple[float, float], pause: float = 0.6):
        """The same click on the mirror and in the real window."""
        win.click(*self.at(logical))
        click(self.app, logical)
        frames(self.app, 2)
        time.sleep(pause)


def text_boxes(scene) -> list[TextInput]:
    return sorted(
        (w for w in scene.form.widgets if isinstance(w, TextInput)), key=lambda w: w.rect.y
    )


def kind_choices(scene) -> list[Choice]:
    return [w for w in scene.form.widgets if isinstance(w, Choice) and not w.label]


def arrows(choice: Choice) -> tuple[tuple[float, float], tuple[float, float]]:
    left, right = choice._arrows()
    return left.center, right.center


class Recorder:
    """The link of a mirrored table: a move is noted, never sent."""

    started = True  # (the host's Start was pressed)

    def __init__(self, hosting: bool) -> None:
        self.hosting = hosting
        self.sent: list[tuple[int, dict[str, Any]]] = []

    def hold(self):
        return contextlib.nullcontext()

    def act(self, seat: int, action: dict[str, Any]) -> None:
        self.sent.append((seat, action))

    def poll(self) -> LinkNews:
        return LinkNews()

    def give_to_computer(self, seat: int) -> None:
        pass

    def scan_ends(self) -> None:
        return None

    def close(self) -> None:
        pass


def seat_view(session: Session, seat: int) -> RemoteState:
    """What the joined program holds for ``seat``: the state message the host makes for it
    (its connection aside: it is not missing), taken as the joined program takes it."""
    session.away = frozenset({JOINED_SEAT})
    message = replace(TableHost(session, seat_kinds(session)).snapshot(seat), missing=[])
    state = session.state
    remote = RemoteState(state.GAME_ID, state.num_players, state.options, seat)
    remote.update(message, list(message.log))
    return remote


def mirrored_table(mirror: Mirror, host: Session, seat: int):
    """``seat``'s table as its program shows it: the joined seat's from what the host sends
    it, the host's own person's from the host's game; the other seats played elsewhere."""
    state = seat_view(host, seat) if seat == JOINED_SEAT else host.state.clone()
    session = Session(state, [Seat(name, True) for name in host.names])  # type: ignore[arg-type]
    session.away = frozenset(s for s in range(len(host.seats)) if s != seat)
    session.keeps_save = False
    session.suggestions_allowed = session.undo_allowed = False
    session.shown_seat = session.anchor = seat
    recorder = Recorder(hosting=seat != JOINED_SEAT)
    session.link = recorder
    scene = open_table(mirror.app, session)
    wait(mirror.app, GUARD_SECONDS + 0.1)
    scene.motion.skip()
    frames(mirror.app, 2)
    return scene, recorder


@dataclass
class Step:
    at: tuple[float, float]  # real window pixels
    pause: float  # before the click: a dialog ignores presses for a moment


@dataclass
class Plan:
    action: dict[str, Any]
    steps: list[Step] = field(default_factory=list)


def plan_move(mirror: Mirror, host: Session, seat: int) -> Plan:
    """The clicks that make the computer's choice for ``seat`` on its program's table: its
    card, shrine or row; a button of the choices that opens; yes to a question."""
    action = host.bot_action(seat)
    scene, recorder = mirrored_table(mirror, host, seat)
    plan = Plan(action)

    def press(logical: tuple[float, float], pause: float = 0.0) -> None:
        plan.steps.append(Step(mirror.at(logical), pause))
        down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=mirror.at(logical), button=1)
        up = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=mirror.at(logical), button=1)
        frames(mirror.app, 1, [down])
        frames(mirror.app, 1, [up])
        frames(mirror.app, 2)
        top = mirror.top()
        if isinstance(top, Dialog):  # a choice for good asks first: yes
            wait(mirror.app, GUARD_SECONDS + 0.05)
            press(top.form.widgets[0].rect.center, pause=GUARD_SECONDS + 0.5)

    obj = scene.object_of(action)
    if obj is not None and obj in scene.hit:
        press(scene.hit[obj].center)
    if not recorder.sent:
        label = scene.action_label(action)
        buttons = [w for w in scene.form.widgets if isinstance(w, Button) and w.text == label]
        assert buttons, f"no way to choose {action} on {host.names[seat]}'s table"
        press(buttons[0].rect.center)
    assert recorder.sent == [(seat, action)], f"the clicks made {recorder.sent}, not {action}"
    return plan


# ---- the host's save: the game as it stands -----------------------------------------------------
def read_save(data: Path) -> Session | None:
    """The host's saved game (None once the slot is empty: the game ended)."""
    path = data / "saves" / "current.json"
    for _ in range(20):
        try:
            return session_from_json(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return None
        except Exception:
            time.sleep(0.05)  # being replaced right now
    raise AssertionError("the host's save does not read")


def whose_move(session: Session) -> int | None:
    """The person to click now: the joined seat first (it takes the start card), then the
    host's person; None while the host's computer is to move."""
    state = session.state
    for seat in (JOINED_SEAT, HOST_SEAT):
        if state.actions_for(seat):
            return seat
    return None


def wait_for_net(data: Path, seconds: float = 30) -> dict[str, Any]:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        session = read_save(data)
        if session is not None and session.net:
            return session.net
        time.sleep(0.2)
    raise AssertionError("the host's save never got its net record (the lobby did not open?)")


def wait_until(ready, seconds: float, what: str) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if ready():
            return
        time.sleep(0.2)
    raise AssertionError(f"{what} did not happen in {seconds:.0f} s")


# ---- the end screen in a screenshot -----------------------------------------------------------
def end_box_look(shot: pygame.Surface, box: pygame.FRect) -> float:
    """How far the box's middle band is from the end box's plain colour (0: exactly it),
    the median over a grid of points (text on it is thin)."""
    distances = []
    for x in range(int(box.x) + 12, int(box.right) - 12, 9):
        for y in range(int(box.y) + 12, int(box.bottom) - 12, 9):
            c = shot.get_at((x, y))
            distances.append(abs(c.r - END_BOX[0]) + abs(c.g - END_BOX[1]) + abs(c.b - END_BOX[2]))
    distances.sort()
    return distances[len(distances) // 2]


def start_program(root: Path, name: str) -> RealWindow:
    data, shots = root / name / "data", root / name
    data.mkdir(parents=True)
    (data / "settings.json").write_text(json.dumps(SETTINGS))
    return RealWindow(data, data / "saves" / "current.json", shots)


# ---- the test ---------------------------------------------------------------------------------
def test_a_silencio_table_hosted_on_one_display_is_joined_and_played_from_another(
    tmp_path,
) -> None:
    began = time.monotonic()
    print(f"\nscreenshots in {tmp_path}/host and {tmp_path}/joined")
    host = start_program(tmp_path, "host")
    joined = None
    try:
        joined = start_program(tmp_path, "joined")
        mirror = Mirror()
        host_the_table(host, mirror)
        net = wait_for_net(host.data)
        host.shot("1-lobby")
        join_the_table(joined, mirror, f"127.0.0.1:{net['port']}", net["code"])
        wait_until(lambda: (joined.data / "joined.json").exists(), 20, "joining")
        time.sleep(1.0)
        host.shot("2-lobby-joined")
        joined.shot("2-joined-waiting")
        lobby_start(host)
        clicked = play_to_the_end(host, joined, mirror)
        time.sleep(2.0)  # both windows show the end (its sound, its buttons)
        check_the_end(host, joined, mirror, clicked)
    finally:
        host.close()
        if joined is not None:
            joined.close()
    print(f"the whole test: {time.monotonic() - began:.0f} s")


def host_the_table(win: RealWindow, mirror: Mirror) -> None:
    """New game, Silencio, three players, Ben on another computer, Start: by clicks."""
    mirror.app.stack.reset(MainMenu(mirror.app))
    frames(mirror.app, 2)
    mirror.click_both(win, mirror.button("New game").rect.center)
    tile = next(w for w in mirror.top().form.widgets if getattr(w, "game_id", "") == "silencio")
    mirror.click_both(win, tile.rect.center)
    setup = mirror.top()
    players = next(w for w in setup.form.widgets if isinstance(w, Choice) and w.label)
    while players.value != 3:
        mirror.click_both(win, arrows(players)[1], pause=0.3)
        players = next(w for w in setup.form.widgets if isinstance(w, Choice) and w.label)
    for _ in range(12):
        kind = kind_choices(setup)[JOINED_SEAT]
        if kind.value == (True, "away"):
            break
        mirror.click_both(win, arrows(kind)[0], pause=0.3)  # "‹": towards the list's end
    kinds = [k.value for k in kind_choices(setup)]
    assert kinds[JOINED_SEAT] == (True, "away") and kinds[0][0] and not kinds[2][0], kinds
    assert [b.value for b in text_boxes(setup)[:3]] == ["Ana", "Ben", "Cleo"]
    win.shot("0-setup")
    win.click(*mirror.at(mirror.button("Start").rect.center))  # (the mirror hosts nothing)


def join_the_table(win: RealWindow, mirror: Mirror, address: str, code: str) -> None:
    """Join a table; the address, the code and the name typed in their boxes; Join."""
    mirror.app.stack.reset(MainMenu(mirror.app))
    frames(mirror.app, 2)
    mirror.click_both(win, mirror.button("Join a table").rect.center)
    scene = mirror.top()
    try:
        address_box, code_box, name_box = text_boxes(scene)
        for box, text in ((address_box, address), (code_box, code), (name_box, JOINER)):
            win.click(*mirror.at(box.rect.center))
            time.sleep(0.3)
            win.key("ctrl+a")  # (the name box holds the last name set up: replaced)
            win.xdo("type", "--window", win.wid, "--delay", "40", text)
            time.sleep(0.3)
        win.shot("1-join-screen")
        win.click(*mirror.at(mirror.button("Join").rect.center))
    finally:
        scene.tables.stop()


def lobby_start(win: RealWindow) -> None:
    from game.scenes.network.lobby import HostLobby

    # The lobby's buttons are laid out from the screen's constants alone; a lobby needs a
    # hosting link to exist, so its build() is asked of a bare instance.
    lobby = HostLobby.__new__(HostLobby)
    start = next(b for b in HostLobby.build(lobby) if b.text == "Start the game")
    win.click(*start.rect.center)


def play_to_the_end(
    host: RealWindow, joined: RealWindow, mirror: Mirror
) -> dict[int, tuple[int, dict[str, Any]]]:
    """Each person's moves by clicks in their own window until the host's save slot empties
    (the game is over); the moves clicked: at which move of the game, whose, which."""
    windows = {JOINED_SEAT: joined, HOST_SEAT: host}
    clicked: dict[int, tuple[int, dict[str, Any]]] = {}
    end = time.monotonic() + GAME_SECONDS
    last, still_since, tries = -1, time.monotonic(), 0
    shot_mid = False
    while True:
        assert time.monotonic() < end, f"the game did not end in {GAME_SECONDS:.0f} s"
        session = read_save(host.data)
        if session is None:
            return clicked
        moves = len(session.state.history)
        if moves != last:
            last, still_since, tries = moves, time.monotonic(), 0
        seat = whose_move(session)
        if seat is None or time.monotonic() - still_since < STILL:
            time.sleep(0.1)
            continue
        assert tries < 3, (
            f"{session.names[seat]}'s clicks played nothing three times at move {moves}"
        )
        if tries:
            print(f"move {moves}: {session.names[seat]}'s clicks played nothing; again")
        tries += 1
        plan = plan_move(mirror, session, seat)
        win = windows[seat]
        for step in plan.steps:
            time.sleep(step.pause)
            win.click(*step.at)
            time.sleep(0.35)
        win.move(SIZE[0] - 4, SIZE[1] - 4)  # (no hover over the table for the next shot)
        if wait_moved(host.data, moves):
            clicked[moves] = (seat, plan.action)
            if seat == JOINED_SEAT and not shot_mid and moves > 12:
                time.sleep(0.5)
                joined.shot("3-joined-mid-game")
                host.shot("3-host-mid-game")
                shot_mid = True


def wait_moved(data: Path, moves: int) -> bool:
    end = time.monotonic() + MOVE_SECONDS
    while time.monotonic() < end:
        session = read_save(data)
        if session is None or len(session.state.history) > moves:
            return True
        time.sleep(0.1)
    return False


def check_the_end(
    host: RealWindow, joined: RealWindow, mirror: Mirror, clicked: dict[int, tuple[int, Any]]
) -> None:
    """The host's slot is empty, History holds the finished game (Dora in Ben's seat, each
    person's moves as clicked), the joined program's History the same game and its save slot
    nothing; both windows show the end screen."""
    assert read_save(host.data) is None, "the host's save slot was not emptied"
    kept = sorted((host.data / "history").glob("*silencio.json"))
    assert len(kept) == 1, f"History holds {kept}"
    data = json.loads(kept[0].read_text())
    assert data["finished"] and data["game"] == "silencio"
    assert [s["name"] for s in data["seats"]] == ["Ana", JOINER, "Cleo"]
    final = session_from_json(data["session"])
    assert final.state.is_over
    for move, (_seat, action) in clicked.items():
        assert final.state.history[move] == action, f"move {move} is not what was clicked"
    made = moves_by_seat(final)
    people = (HOST_SEAT, JOINED_SEAT)
    by_click = {seat: sum(1 for s, _ in clicked.values() if s == seat) for seat in people}
    assert {seat: made[seat] for seat in by_click} == by_click, (
        f"moves in the game {made}, clicked {by_click}: a person's move was not their click"
    )
    print(
        f"{len(final.state.history)} moves: {JOINER} clicked {by_click[JOINED_SEAT]} on the "
        f"joined display, Ana {by_click[HOST_SEAT]} on the host's; {data['outcome']['band']}"
    )
    assert not (joined.data / "saves" / "current.json").exists(), "the joined program saved"
    theirs = sorted((joined.data / "history").glob("*silencio.json"))  # the host's record
    assert len(theirs) == 1, f"the joined program's History holds {theirs}"
    assert json.loads(theirs[0].read_text())["session"] == data["session"]
    for win, seat, name in ((host, HOST_SEAT, "4-host-end"), (joined, JOINED_SEAT, "4-joined-end")):
        scene, _ = mirrored_table(mirror, final, seat)
        box = scene.end_box()
        shot = win.shot(name)
        assert end_box_look(shot, box) < 12, f"no end screen in {name}.png"


def moves_by_seat(session: Session) -> dict[int, int]:
    """Whose each move of the finished game was (the seat it was legal for), counted."""
    state = session.state
    replay = new_game(state.GAME_ID, state.num_players, state.seed, state.options)
    made = dict.fromkeys(range(state.num_players), 0)
    for action in state.history:
        seat = next(s for s in range(state.num_players) if action in replay.actions_for(s))
        made[seat] += 1
        replay.apply(action)
    return made
