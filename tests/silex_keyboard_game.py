"""A whole two-person Silex game played by keyboard alone in a real X window (Xvfb), to the
end screen, then Play again (issue 36's done-when).

    python -m tests.silex_keyboard_game --shots DIR [--seed N]

The program runs in this process in a real window; every move is made by real key presses
(Tab, Enter) sent through X by xdotool, so they travel the path a person's keys do (X, SDL,
pygame, the scenes). Which keys to press is read from the scene between frames: the move a
rules player would make, then Tab until the keyboard focus is on its card, pile, spot or
button, then Enter. Curtains are lifted with Enter, and a question (Reveal, Black Idea) is
answered by tabbing to its committing button. Too slow for the suite (a game takes minutes);
prints a line per move and saves screenshots in DIR.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

STUCK_SECONDS = 30.0


def key_towards(form, target) -> str:
    """The one key that brings the keyboard to ``target``: Enter once the focus is on it,
    else Tab or Shift+Tab, whichever way round is shorter."""
    items = form._focusable()
    assert target in items, f"{getattr(target, 'text', target)} cannot take the focus"
    if form.focus is target:
        return "Return"
    if form.focus not in items:
        return "Tab"
    ahead = (items.index(target) - items.index(form.focus)) % len(items)
    return "Tab" if ahead <= len(items) - ahead else "shift+Tab"


TICK = 0.12
SETTLE = 0.25  # seconds after keys are sent before the screen is read again


def start_display() -> subprocess.Popen:
    from .real_window import start_xvfb

    xvfb, display = start_xvfb()
    os.environ["DISPLAY"] = display
    os.environ.pop("SDL_VIDEODRIVER", None)
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    for _ in range(100):
        if subprocess.run(["xdpyinfo"], capture_output=True).returncode == 0:
            break
        time.sleep(0.1)
    return xvfb


class Driver:
    """Decides the next keys between frames and sends them through X."""

    def __init__(self, app, session, shots: Path) -> None:
        import pygame

        self.app, self.session, self.shots = app, session, shots
        self.wid = str(pygame.display.get_wm_info()["window"])
        # The pointer rests on the log, over nothing a key could act on.
        subprocess.run(["xdotool", "mousemove", "--window", self.wid, "1270", "710"])
        self.proc: subprocess.Popen | None = None
        self.next_at = 0.0
        self.last_change = time.monotonic()
        self.last_key: tuple = ()
        self.intent: tuple[tuple, dict] | None = None  # (position, action)
        self.dialog_label = ""
        self.dialog_seen: tuple | None = None
        self.first_scene = None
        self.taken: set[str] = set()
        self.done = False
        self.moves = 0
        self.presses = 0
        self.astray = 0  # moves made that were not the ones aimed at
        self.trail: list[str] = []  # the last keys, with the focus they were pressed on

    # ---- hands ---------------------------------------------------------------------------
    def keys(self, *names: str) -> None:
        self.presses += len(names)
        # The next decision waits until xdotool has sent these keys and then SETTLE more
        # (it ends once they are sent, not once the program has read them): a decision made
        # on a screen that has not seen them yet would press a key too many.
        self.proc = subprocess.Popen(
            ["xdotool", "key", "--window", self.wid, "--delay", "40", *names],
        )

    def shot(self, name: str) -> None:
        if name in self.taken:
            return
        self.taken.add(name)
        self.app.frame(0, [])  # the frame on screen is the one just drawn
        import pygame

        pygame.display.flip()
        path = self.shots / f"{name}.png"
        subprocess.run(["import", "-window", self.wid, str(path)], check=True)
        print(f"  shot {path}", flush=True)

    def focus_then_enter(self, form, target) -> None:
        """One key a decision: Enter once the focus is on ``target``, else one Tab (or
        Shift+Tab, whichever way is shorter) towards it; the screen is read again between."""
        self.trail.append(f"{describe(form.focus)}")
        self.keys(key_towards(form, target))

    # ---- what to press -------------------------------------------------------------------
    def tick(self) -> None:
        if self.done or (self.proc is not None and self.proc.poll() is None):
            return
        now = time.monotonic()
        if self.proc is not None:  # the keys are sent: give the program time to read them
            self.proc = None
            self.next_at = now + SETTLE
        if now < self.next_at:
            return
        self.next_at = max(self.next_at, now + TICK)
        from game.scenes.curtain import CurtainScene
        from game.scenes.dialog import Dialog
        from game.scenes.silex import SilexTable

        top = self.app.stack.top
        key = (type(top).__name__, len(self.session.state.history), id(top))
        if key != self.last_key:
            self.last_key, self.last_change = key, now
        elif now - self.last_change > STUCK_SECONDS:
            self.shot("stuck")
            raise RuntimeError(f"no progress for {STUCK_SECONDS} s at {key}")
        if isinstance(top, CurtainScene):
            if top.armed and top.age > 0.5:
                if self.moves < 3 or self.session.state.is_over:
                    self.shot("play_again_curtain" if self.session.state.is_over else "curtain")
                self.keys("Return")
            return
        if isinstance(top, Dialog):
            if self.dialog_seen is None or self.dialog_seen[0] is not top:
                self.dialog_seen = (top, now)
            if now - self.dialog_seen[1] > 0.8:  # a question ignores presses for a moment
                texts = [getattr(w, "text", "") for w in top.form.widgets]
                buttons = [
                    w for w in top.form.widgets if getattr(w, "text", "") == self.dialog_label
                ]
                if not buttons:  # a question no move aimed at: answer Cancel (Esc)
                    print(f"  ASTRAY: asked {texts}; keys: {self.trail[-8:]}", flush=True)
                    self.astray += 1
                    self.keys("Escape")
                    return
                self.focus_then_enter(top.form, buttons[0])
            return
        if not isinstance(top, SilexTable):
            return
        if self.first_scene is None:
            self.first_scene = top
        if top is not self.first_scene:  # Play again opened a new table, past its curtain
            self.done = True
            assert top.session is not self.session and top.session.state.history == []
            self.shot("play_again_new_table")
            print("Play again: a new game is dealt", flush=True)
            return
        self.table_tick(top)

    def table_tick(self, scene) -> None:
        state = self.session.state
        if scene.ended():
            if not scene.end_form.widgets or scene.guard.up:
                return
            self.shot("end_screen")
            buttons = [w for w in scene.end_form.widgets if w.text == "Play again"]
            self.focus_then_enter(scene.end_form, buttons[0])
            return
        if scene.hold_curtain():
            self.shot("hold_after_draw")
            return
        if scene.guard.up or scene.motion.busy or not scene.my_turn():
            return
        position = (len(state.history), state.current_player)
        if self.intent is not None and self.intent[0] != position:
            made = state.history[self.intent[0][0]]
            if made != self.intent[1]:  # the move made is the one the game goes on with
                self.astray += 1
                print(f"  ASTRAY: Enter made {made}; keys: {self.trail[-8:]}", flush=True)
        if self.intent is None or self.intent[0] != position:
            action = self.session.bot_action(state.current_player)
            self.intent = (position, action)
            self.moves += 1
            print(
                f"{self.moves:3d} {self.session.names[state.current_player]}: {action}", flush=True
            )
            if self.moves == 12:
                self.shot("mid_game_spread")
        action = self.intent[1]
        target = self.target(scene, action)
        if target is None:
            return
        if action["type"] in ("reveal", "black_idea"):
            self.dialog_label = scene.action_label(action)
            if action["type"] == "reveal":
                self.shot("reveal_button")
        self.focus_then_enter(scene.form, target)

    def target(self, scene, action):
        """The widget the next Enter must reach for ``action`` (a play: its cards one by
        one, the top card, then the pile)."""
        widgets = scene.form.widgets

        def obj(o):
            return next((w for w in widgets if getattr(w, "obj", None) == o), None)

        def button(text):
            return next((w for w in widgets if getattr(w, "text", None) == text), None)

        if action["type"] in ("play", "double"):
            from .keyboard_game import silex_play_target, widget

            wanted = widget(scene.form, silex_play_target(scene, action))
            if getattr(wanted, "obj", (None,))[0] == "pile" and len(action["cards"]) > 1:
                self.shot("addition_top_tag")
            return wanted
        if action["type"] == "reveal":
            return button(scene.action_label(action))  # the Reveal button, not the card
        o = scene.object_of(action)
        if o is not None:
            return obj(o)
        return button(scene.action_label(action))


def describe(widget) -> str:
    return str(getattr(widget, "obj", None) or getattr(widget, "text", None))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--shots", type=Path, required=True)
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args(argv)
    args.shots.mkdir(parents=True, exist_ok=True)
    os.environ["QUIET_TABLE_DATA"] = tempfile.mkdtemp()
    xvfb = start_display()
    try:
        from game.app import App
        from game.engine import new_game
        from game.scenes.menu import MainMenu
        from game.scenes.registry import open_game
        from game.shell.session import Seat, Session

        app = App((1280, 720))
        app.settings.show_log = True
        session = Session(
            new_game("silex", 2, seed=args.seed), [Seat("Ana", True), Seat("Ben", True)]
        )
        scene = open_game(app, session)
        driver = Driver(app, session, args.shots)
        frame = app.frame
        began = time.monotonic()

        def frame_and_drive(dt, events, draw=True):
            frame(dt, events, draw=draw)
            driver.tick()
            if driver.done:
                app.running = False

        app.frame = frame_and_drive
        app.stack.reset(MainMenu(app))
        app.run(scene)
        state = session.state
        print(
            f"game over: {state.is_over}, {len(state.history)} moves, {driver.presses} key "
            f"presses, {driver.astray} moves astray, {time.monotonic() - began:.0f} s; "
            f"scores {state.result()['scores'] if state.is_over else '-'}",
            flush=True,
        )
        return 0 if state.is_over and driver.done else 1
    finally:
        import pygame

        pygame.quit()  # the window closed before its X server goes (else Xlib exits with 1)
        xvfb.terminate()


if __name__ == "__main__":
    sys.exit(main())
