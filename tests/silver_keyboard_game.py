"""A whole Silver game played by keyboard alone through the real table (issue 36's done-when):
three people in Faithful mode, every move reached with Tab and made with Enter (Backspace to
step back), the curtain lifted and Next round pressed with Enter, then Play again by Tab and
Enter on the end screen.

``python -m tests.silver_keyboard_game [--seed N] [--shots DIR]`` plays one and prints what it
did; the suite runs it once (tests/test_silver_issue36.py). With ``--real-window`` the keys
are real: typed by xdotool into the program's window on an Xvfb screen (minutes; not in the
suite). Each move is the one a computer
would make for that seat (``session.bot_action()``), so the game reaches its end; how it is
made is only keys.
"""

from __future__ import annotations

import argparse
import os
import time
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.engine import new_game  # noqa: E402
from game.scenes.curtain import CurtainScene  # noqa: E402
from game.scenes.dialog import Dialog  # noqa: E402
from game.scenes.guard import GUARD_SECONDS  # noqa: E402
from game.scenes.table.scene import TableScene  # noqa: E402
from game.shell.session import Seat, Session  # noqa: E402
from game.ui.widgets import Button, Form  # noqa: E402

from . import shell_helpers  # noqa: E402
from .shell_helpers import make_app, open_table  # noqa: E402

NAMES = ("Ana", "Ben", "Cleo")


class Injected:
    """Keys put straight into the app's frames (the suite's quick run)."""

    key = staticmethod(shell_helpers.key)
    frames = staticmethod(shell_helpers.frames)

    @staticmethod
    def wait(app, seconds: float) -> None:
        """Time passes in one long frame (a curtain arms, a guard runs out), then one more:
        what a second of frames would do, without drawing sixty."""
        app.frame(seconds, [])
        shell_helpers.frames(app)


class RealKeys:
    """Keys typed through X by xdotool into the real window, read by SDL as a person's keys
    are; time passes on the clock, and every frame takes the window's own events."""

    NAMES = {pygame.K_TAB: "Tab", pygame.K_RETURN: "Return", pygame.K_BACKSPACE: "BackSpace"}

    def __init__(self) -> None:
        self.wid = ""

    def _frame(self, app) -> list[pygame.event.Event]:
        events = pygame.event.get()
        now = time.monotonic()
        app.frame(min(0.1, now - getattr(self, "_last", now)), events)
        self._last = now
        return events

    def key(self, app, k: int, mod: int = 0) -> None:
        import subprocess

        self.wid = self.wid or str(pygame.display.get_wm_info()["window"])
        self.frames(app)  # what came before is read first
        subprocess.run(["xdotool", "key", "--window", self.wid, self.NAMES[k]], check=True)
        end = time.monotonic() + 3.0
        while time.monotonic() < end:  # until SDL has handed the key's release to the app
            events = self._frame(app)
            if any(e.type == pygame.KEYUP and e.key == k for e in events):
                return
            time.sleep(1 / 120)
        raise AssertionError(f"the window never read the key {self.NAMES[k]}")

    def frames(self, app, n: int = 1) -> None:
        for _ in range(n):
            self._frame(app)
            time.sleep(1 / 120)

    def wait(self, app, seconds: float) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            self.frames(app)


HANDS: Injected | RealKeys = Injected()


def tab_to(app, form: Form, wanted) -> None:
    """Tab until the focus is on ``wanted`` (a widget, or a test on widgets), as a keyboard
    player does; fails if Tab never reaches it."""
    test = wanted if callable(wanted) else (lambda w: w is wanted)
    for _ in range(len(form.widgets) + 2):
        if form.focus is not None and test(form.focus):
            return
        HANDS.key(app, pygame.K_TAB)
    raise AssertionError(f"Tab never reached {wanted}")


def press(app, form: Form, wanted) -> None:
    tab_to(app, form, wanted)
    HANDS.key(app, pygame.K_RETURN)


def obj_is(obj) -> Any:
    return lambda w: getattr(w, "obj", None) == obj


def label_is(text: str) -> Any:
    return lambda w: isinstance(w, Button) and w.text == text


def answer_dialog(app) -> None:
    """A confirmation (Call, the amulet): Tab to the committing button, Enter."""
    dialog = app.stack.top
    assert isinstance(dialog, Dialog)
    HANDS.wait(app, GUARD_SECONDS + 0.05)
    commit = dialog.form.widgets[0]  # the committing choice comes first (Cancel is last)
    press(app, dialog.form, commit)


def make_move(app, scene, action: dict[str, Any]) -> None:
    """``action`` made by keys only: pick cards (Enter on each), confirm, or press a button."""
    scene.motion.skip()
    kind = action["type"]
    own = [c["id"] for c in scene.own()]
    form = scene.form
    if kind == "peek":
        for slot in action["slots"]:
            press(app, form, obj_is(("card", own[slot])))
        press(app, form, label_is("View these two"))
    elif kind in ("exchange", "mark") and scene.decision_kind() == "new_card":
        cards = [action["card"]]
        press(app, form, obj_is(("card", cards[0])))
        press(app, form, label_is("Exchange for this card"))
    elif kind == "take" and "card" not in action:
        press(app, form, label_is("Take the top discard"))
        # the exchange that goes with it: the computer's choice for the card it replaces
        probe = scene.session.state.clone()
        probe.apply({"type": "take"})
        session = Session(probe, scene.session.seats)
        nxt = session.bot_action()
        card = nxt["card"]
        press(app, scene.form, obj_is(("card", card)))
        press(app, scene.form, label_is("Exchange for this card"))
    else:
        obj = scene.object_of(action)
        if obj is not None and obj in scene.hit:
            press(app, form, obj_is(obj))
            if scene.chooser.selected is not None:  # several moves on it: a choice pops up
                press(app, scene.form, label_is(scene.action_label(action)))
        else:
            press(app, form, label_is(scene.action_label(action)))
    if isinstance(app.stack.top, Dialog):
        answer_dialog(app)


def play(
    seed: int = 7,
    shots: str | None = None,
    from_round: int = 1,
    deck_left: int = 99,
    limit: int = 20000,
) -> dict[str, Any]:
    """One game by keys; ``from_round`` > 1 (and ``deck_left``): the play before that round
    (and before the deck is down to that many cards) is the computers' choices off the table,
    a quick run for the suite; the rest is by keys."""
    app = make_app((1280, 720))
    state = new_game("silver", 3, seed=seed, options={"memory": "faithful"})
    session = Session(state, [Seat(n, True) for n in NAMES])
    while state.round < from_round or state.stage != "turn" or len(state.deck) > deck_left:
        if state.round > from_round or state.is_over:
            break
        session.apply(session.bot_action())
    assert not state.is_over
    scene = open_table(app, session)
    scene.glimpse_seconds = 0.3
    moves = curtains = rounds = 0
    for _ in range(limit):
        if scene.ended():
            break
        HANDS.frames(app)
        top = app.stack.top
        if isinstance(top, CurtainScene):
            HANDS.wait(app, 0.5)
            HANDS.key(app, pygame.K_RETURN)
            HANDS.wait(app, GUARD_SECONDS + 0.05)
            curtains += 1
            continue
        if scene.round_waits():
            if scene.guard.up:
                continue
            HANDS.key(app, pygame.K_RETURN)  # Next round
            rounds += 1
            continue
        scene.motion.skip()
        current = state.current_player
        if current is not None and current == session.shown_seat and scene.my_turn():
            before = len(state.history)
            action = session.bot_action()
            if action["type"] == "mark":  # by keys a set is picked like one card: keep it single
                action = {"type": "exchange", "card": action["card"]}
            make_move(app, scene, action)
            assert len(state.history) > before, f"{action} was not made ({scene.flash})"
            moves += 1
    assert scene.ended(), "the game did not reach its end"
    HANDS.frames(app, 2)
    HANDS.wait(app, 0.5)
    if shots:
        app.frame(1 / 60, [])  # the window shows the end screen
        save(app, os.path.join(shots, "silver_keyboard_end.png"))
    old = session
    press(app, scene.end_form, label_is("Play again"))
    HANDS.frames(app)
    tables = [s for s in app.stack.scenes if isinstance(s, TableScene)]
    assert tables, [type(s).__name__ for s in app.stack.scenes]
    new = tables[-1]  # (its curtain may already be over it, naming the first player)
    assert new.session is not old
    assert new.session.names == list(NAMES) and not new.session.state.is_over
    assert app.errors == [], app.errors
    if shots:
        for _ in range(90):  # in a real window the new table is first drawn off screen
            HANDS.frames(app)
            time.sleep(1 / 30)
        save(app, os.path.join(shots, "silver_keyboard_play_again.png"))
    return {"moves": moves, "curtains": curtains, "rounds": rounds, "state": state}


def save(app, path: str) -> None:
    surf = pygame.display.get_surface()
    if surf is not None:
        pygame.image.save(surf, path)


def main() -> None:
    global HANDS
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--shots", default=None)
    parser.add_argument("--from-round", type=int, default=1)
    parser.add_argument(
        "--real-window", action="store_true", help="type real keys into an Xvfb window"
    )
    args = parser.parse_args()
    xvfb = None
    if args.real_window:
        import tempfile

        from .silex_keyboard_game import start_display

        os.environ["QUIET_TABLE_DATA"] = tempfile.mkdtemp()
        xvfb = start_display()
        HANDS = RealKeys()
    try:
        out = play(args.seed, args.shots, args.from_round)
    finally:
        if xvfb is not None:
            xvfb.terminate()
    state = out["state"]
    print(
        f"{out['moves']} moves by keyboard, {out['curtains']} curtains, Next round "
        f"{out['rounds']} times; totals {state.totals}; Play again opened a new deal"
    )


if __name__ == "__main__":
    main()
