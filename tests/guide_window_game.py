"""A guided first game played to its end in a real X window (Xvfb) with real keys (issue
31's done-when: "a real-window run completes the Silencio and Zilence guided games").

    python -m tests.guide_window_game --game silencio --shots DIR

The program starts at its main menu in this process, in a real window; every key is sent
through X by xdotool (so it travels the path a person's keys do: X, SDL, pygame, the
scenes). "Learn to play" is chosen with the arrows and Enter, then the game's tile. Each
note that explains is read on with Enter; each move a step teaches is made by Tab to its
card or button and Enter (Zilence: Space starts the timer, a digit picks a path). Moves no
step asks for are the computer's choice for the learner, made the same way. It ends when the
summary ("What you learned") is left with Play on. Prints a line a step and saves a
screenshot of each step in DIR. Too slow for the suite (minutes).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from .silex_keyboard_game import key_towards, start_display

STUCK_SECONDS = 45.0
TICK = 0.15
SETTLE = 0.35  # after keys are sent, before the screen is read again


class Driver:
    def __init__(self, app, game_id: str, shots: Path) -> None:
        import pygame

        self.app, self.game_id, self.shots = app, game_id, shots
        self.wid = str(pygame.display.get_wm_info()["window"])
        subprocess.run(["xdotool", "mousemove", "--window", self.wid, "1270", "710"])
        self.proc: subprocess.Popen | None = None
        self.next_at = 0.0
        self.last_change, self.last_key = time.monotonic(), ()
        self.phase = "menu"  # menu, select, table, done
        self.steps_seen: set[int] = set()
        self.presses = 0
        self.done = False
        self.summary_seen = False
        self.dialog: tuple | None = None  # the question on screen, since when

    def keys(self, *names: str) -> None:
        self.presses += len(names)
        command = ["xdotool", "key", "--window", self.wid, "--delay", "60", *names]
        self.proc = subprocess.Popen(command)

    def shot(self, name: str) -> None:
        import pygame

        self.app.frame(0, [])
        pygame.display.flip()
        subprocess.run(["import", "-window", self.wid, str(self.shots / f"{name}.png")], check=True)

    def tab_to(self, form, target) -> None:
        """Enter once the focus is on ``target``, else one Tab towards it."""
        self.keys(key_towards(form, target))

    def tick(self) -> None:
        if self.done or (self.proc is not None and self.proc.poll() is None):
            return
        now = time.monotonic()
        if self.proc is not None:
            self.proc, self.next_at = None, now + SETTLE
        if now < self.next_at:
            return
        self.next_at = now + TICK
        from game.scenes.curtain import CurtainScene
        from game.scenes.dialog import Dialog
        from game.scenes.game_select import GameSelect
        from game.scenes.menu import MainMenu
        from game.scenes.table import TableScene

        top = self.app.stack.top
        session = getattr(top, "session", None)
        key = (type(top).__name__, len(session.state.history) if session else -1)
        key += (session.guide.step,) if session is not None and session.guide else ()
        if key != self.last_key:
            self.last_key, self.last_change = key, now
        elif now - self.last_change > STUCK_SECONDS:
            self.shot("stuck")
            raise RuntimeError(f"no progress for {STUCK_SECONDS} s at {key}")
        if getattr(top, "preparing", False):
            return
        if isinstance(top, MainMenu):
            learn = next(w for w in top.form.widgets if getattr(w, "text", "") == "Learn to play")
            self.tab_to(top.form, learn)
        elif isinstance(top, GameSelect):
            tile = next(w for w in top.form.widgets if getattr(w, "game_id", "") == self.game_id)
            self.tab_to(top.form, tile)
        elif isinstance(top, CurtainScene):
            if top.armed and top.age > 0.5:
                self.keys("Return")
        elif isinstance(top, Dialog):
            if self.dialog is None or self.dialog[0] is not top:
                self.dialog = (top, now)
            if now - self.dialog[1] > 0.8:  # a question ignores presses for a moment
                self.tab_to(top.form, top.form.widgets[0])  # the move asked for, not Cancel
        elif isinstance(top, TableScene):
            self.table_tick(top)

    def table_tick(self, scene) -> None:
        from game.engine import GAMES
        from game.engine.common import choose
        from game.shell.guide import LEARNER

        session, run = scene.session, scene.session.guide
        if run is None or scene.guide is None:
            return
        if run.finished or session.state.is_over:
            if scene.guide.summary_open():
                if not self.summary_seen:
                    self.summary_seen = True
                    self.shot("summary")
                    print("the summary: what you learned", flush=True)
                self.tab_to(scene.form, scene.guide.focus())
            else:
                self.done = True
            return
        if scene.guard.up or scene.motion.busy:
            return
        step = run.on_screen(session.state)
        if step is not None and run.step not in self.steps_seen:
            self.steps_seen.add(run.step)
            self.shot(f"step{run.step + 1:02d}")
            kind = "note" if step.explains else "move"
            print(
                f"step {run.step + 1}/{len(run.guide.steps)} ({kind}): {step.text[:70]}", flush=True
            )
        if step is not None and step.explains:
            self.keys("Return")  # Continue has the focus; Enter reads on
            return
        state = session.state
        if LEARNER not in state.actors() or not state.actions_for(LEARNER) or not scene.my_turn():
            return
        legal = state.actions_for(LEARNER)
        action = choose(state, GAMES[self.game_id], LEARNER)
        if step is not None and step.move is not None and not step.move(state, action):
            action = next(a for a in legal if step.move(state, a))
        self.make(scene, action)

    def make(self, scene, action: dict) -> None:
        """Keys for ``action``: Zilence's own keys, else Tab to its card or button."""
        if action["type"] == "start_timer":
            self.keys("space")
            return
        if action["type"] == "choose_path":
            if scene.phase == "choose":
                colors = scene.round_view_colors()
                self.keys(str(1 + colors.index(action["color"])))
            return
        obj = scene.object_of(action)
        widgets = scene.form.widgets
        label = scene.action_label(action)
        button = next((w for w in widgets if getattr(w, "text", None) == label), None)
        if obj is not None and scene.chooser.selected != obj and button is None:
            target = next((w for w in widgets if getattr(w, "obj", None) == obj), None)
            if target is not None:
                self.tab_to(scene.form, target)
                return
        if button is not None:
            self.tab_to(scene.form, button)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="silencio")
    parser.add_argument("--shots", type=Path, required=True)
    args = parser.parse_args(argv)
    args.shots.mkdir(parents=True, exist_ok=True)
    os.environ["QUIET_TABLE_DATA"] = tempfile.mkdtemp()
    os.environ.setdefault("QUIET_TABLE_FIXED_EFFORT", "1")
    xvfb = start_display()
    try:
        from game.app import App
        from game.scenes.menu import MainMenu

        app = App((1280, 720))
        driver = Driver(app, args.game, args.shots)
        frame = app.frame
        began = time.monotonic()

        def frame_and_drive(dt, events):
            frame(dt, events)
            driver.tick()
            if driver.done:
                app.running = False

        app.frame = frame_and_drive
        app.run(MainMenu(app))
        print(
            f"{args.game}: guided game finished {driver.done}, steps seen {len(driver.steps_seen)},"
            f" {driver.presses} key presses, {time.monotonic() - began:.0f} s",
            flush=True,
        )
        return 0 if driver.done else 1
    finally:
        import pygame

        pygame.display.quit()  # before its X screen goes
        xvfb.terminate()


if __name__ == "__main__":
    sys.exit(main())
