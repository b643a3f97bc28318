"""A whole game of any title played by keys alone through the real table (issue 35): people
only, every move reached with Tab (or Shift+Tab) and made with Enter, Backspace where a pick
is put back, curtains lifted with Enter, questions answered by tabbing to their button, Next
round with Enter, Zilence's timer with Space and its paths with 1, 2, 3; no mouse event at
all. Each move is the one a computer would make for that seat (``session.bot_action()``), so
the game reaches its end; how it is made is only keys.

    python -m tests.keyboard_game GAME [--seed N] [--players N] [--real-window]

With ``--real-window`` the keys are typed by xdotool into the program's window on an Xvfb
screen, read by SDL as a person's are (tests/test_real_window_keyboard.py runs Silencio and
Silver so). Silver's multi-card moves are made as tests/silver_keyboard_game.py makes them.
"""

from __future__ import annotations

import argparse
import os
import tempfile
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.engine import new_game  # noqa: E402
from game.scenes.curtain import CurtainScene  # noqa: E402
from game.scenes.dialog import Dialog  # noqa: E402
from game.scenes.guard import GUARD_SECONDS  # noqa: E402
from game.shell.session import Seat, Session  # noqa: E402

from . import silver_keyboard_game as silver  # noqa: E402
from .shell_helpers import make_app, open_table  # noqa: E402

NAMES = ("Ana", "Ben", "Cleo", "Dina")
MOUSE = {pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL}
# Short games where the rules offer it: Zilence to a round limit.
OPTIONS: dict[str, dict[str, Any]] = {"zilence": {"round_limit": 10, "scan_seconds": 10}}


def hands():
    return silver.HANDS


def key(app, k: int) -> None:
    hands().key(app, k)


def idle(app) -> None:
    """A frame while the table moves or waits: a tenth of a second of it when the keys are
    injected (as the privacy audit steps), the window's own pace in a real one."""
    if isinstance(hands(), silver.Injected):
        app.frame(0.1, [])
    else:
        hands().frames(app)


def widget(form, test) -> Any:
    return next((w for w in form.widgets if test(w)), None)


def target(scene, action: dict[str, Any]) -> Any:
    """What the next Enter must be on for ``action``: a pick not wanted is put back first,
    then each card of a play, then the pile or button that commits it."""
    form = scene.form
    label = scene.action_label(action)
    if scene.game_id == "silex" and action["type"] in ("play", "double"):
        return silex_play_target(scene, action)
    if scene.chooser.selected is not None or widget(form, silver.label_is(label)):
        return silver.label_is(label)  # a pop-up of choices, or a plain choice's button
    obj = scene.object_of(action)
    if obj is not None and obj in scene.hit:
        return silver.obj_is(obj)
    return silver.label_is(label)


def silex_play_target(scene, action: dict[str, Any]) -> Any:
    """A Silex play by keys: a card picked by mistake is put back, then each of its cards is
    picked, the top card chosen, and the pile."""
    picked = {o[1] for o in scene.selection.picked} if scene.selection else set()
    for card in picked - set(action["cards"]):
        return silver.obj_is(("card", card))
    for card in action["cards"]:
        if card not in picked:
            return silver.obj_is(("card", card))
    if scene.addition().top != action["top"]:
        return silver.label_is("Next top card")
    return silver.obj_is(("pile", action["pile"]))


def answer(app, commit: bool) -> None:
    """A question: its committing button (first), or Cancel (last), once it listens."""
    dialog = app.stack.top
    hands().wait(app, GUARD_SECONDS + 0.05)
    choice = dialog.form.widgets[0 if commit else -1]
    silver.press(app, dialog.form, choice)


def make_move(app, scene, action: dict[str, Any]) -> None:
    state = scene.session.state
    before = len(state.history)
    if scene.game_id == "silver":
        silver.make_move(app, scene, action)
    elif scene.game_id == "zilence":
        zilence_move(app, scene, action)
    else:
        for _ in range(16):
            if len(state.history) > before:
                break
            if isinstance(app.stack.top, Dialog):
                answer(app, commit=True)  # the move asked for is the one that asks
                continue
            scene.motion.skip()
            silver.press(app, scene.form, target(scene, action))
    assert len(state.history) > before, f"{action} was not made by keys ({scene.flash})"


def zilence_between(app, scene) -> None:
    """Zilence between choices: Space starts the timer (once it counts) and skips a flight
    or the board's change; the scan's seconds are shortened (a test, not a player)."""
    phase = scene.phase
    if phase == "scan":
        scene.time_left = min(scene.time_left, 0.05)
    elif phase in ("trace", "change"):
        key(app, pygame.K_SPACE)
    elif phase == "ready" and scene.ready.may_start():
        key(app, pygame.K_SPACE)
        assert scene.phase != "ready", "Space did not start the timer"


def zilence_move(app, scene, action: dict[str, Any]) -> None:
    path = scene.round_view_colors().index(action["color"])
    key(app, (pygame.K_1, pygame.K_2, pygame.K_3)[path])  # 1, 2, 3: the paths in order


def play(game: str, seed: int = 5, players: int = 2, limit: int = 40_000) -> dict[str, Any]:
    """One game by keys to its end screen; what it took."""
    from game.ui import board_worker

    board_worker.INLINE = True  # drawn in this thread, as in the suite: the frames are the clock
    app = make_app((1280, 720))
    seen: list[int] = []
    dispatch = app.dispatch

    def watched(event: pygame.event.Event) -> None:
        seen.append(event.type)
        dispatch(event)

    app.dispatch = watched  # type: ignore[method-assign]
    state = new_game(game, players, seed=seed, options=OPTIONS.get(game))
    session = Session(state, [Seat(n, True) for n in NAMES[:players]])
    scene = open_table(app, session)
    if game == "silver":
        scene.glimpse_seconds = 0.3
    moves = curtains = 0
    for _ in range(limit):
        if scene.ended():
            break
        idle(app)
        top = app.stack.top
        if isinstance(top, CurtainScene):
            hands().wait(app, max(0.0, top.arm - top.age) + 0.1)
            key(app, pygame.K_RETURN)
            hands().wait(app, GUARD_SECONDS + 0.05)
            curtains += 1
            continue
        if isinstance(top, Dialog):
            answer(app, commit=False)  # a question no move asked for
            continue
        if top is not scene or scene.guard.up:
            continue
        if game == "silver" and scene.round_waits():
            key(app, pygame.K_RETURN)  # Next round
            continue
        if game == "zilence" and scene.phase != "choose":
            zilence_between(app, scene)
            continue
        scene.motion.skip()
        if not scene.my_actions():
            continue
        if scene.public_moment():  # anyone may act (Silencio's start card): the first who can
            seat = next(s for s in session.humans if state.actions_for(s))
            action = session.bot_action(seat)
        elif scene.my_turn():
            action = session.bot_action()
        else:
            continue
        if game == "silver" and action["type"] == "mark":  # by keys: one card at a time
            action = {"type": "exchange", "card": action["card"]}
        make_move(app, scene, action)
        moves += 1
    assert scene.ended(), f"{game}: the game did not reach its end ({moves} moves)"
    assert not MOUSE.intersection(seen), "a click or a wheel: a mouse was used"
    # In a real window the pointer resting where the window opens may report a motion.
    injected = isinstance(hands(), silver.Injected)
    assert pygame.MOUSEMOTION not in seen or not injected, "a mouse event"
    assert app.errors == [], app.errors
    return {"moves": moves, "curtains": curtains, "state": state, "app": app}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--real-window", action="store_true")
    args = parser.parse_args()
    xvfb = None
    if args.real_window:
        from .silex_keyboard_game import start_display

        os.environ["QUIET_TABLE_DATA"] = tempfile.mkdtemp()
        xvfb = start_display()
        silver.HANDS = silver.RealKeys()
    try:
        out = play(args.game, args.seed, args.players)
    finally:
        pygame.quit()  # the window closed before its X server goes (else Xlib exits with 1)
        if xvfb is not None:
            xvfb.terminate()
    print(f"{args.game}: {out['moves']} moves by keys, {out['curtains']} curtains, no mouse")


if __name__ == "__main__":
    main()
