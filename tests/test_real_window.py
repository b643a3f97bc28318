"""Pass-and-play in a real X window: real key presses and clicks (xdotool) reach the program
through SDL as a person's would, and what shows is read back from screenshots.

For each game, a saved table where Ana is to move and one click on her hand ends her turn
(found headless from the same engine and layout) is continued from the main menu, then:

1. Enter held across a curtain (it opened the game) never lifts it;
2. a burst of 6 Enter presses 30 ms apart lifts the curtain once and plays nothing;
3. a double click on the move that ends Ana's turn plays it once: the second click meets
   Ben's curtain, which stays;
4. a click that began before a curtain (Ben's turn-ending move) and ends on the next one
   does not lift it.

The engine's log (the save the program keeps after every move) says what was played; a
screenshot says whether the curtain shows. Skipped, with the reason, without Xvfb, xdotool
and ImageMagick (``apt-get install -y xvfb xdotool imagemagick``; CI installs them).
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Any

import pytest

from game.engine import new_game
from game.engine.common import TURN, GameState
from game.engine.common.disclosure import NEW, apply_noted
from game.files import saves
from game.scenes.curtain import ARM_SECONDS, CurtainScene
from game.shell.session import Seat, Session
from game.ui.window import DISPLAY, HIGH_DPI

from .real_window import CURTAIN_LIKE, SIZE, RealWindow, missing_tools, strip_difference
from .shell_helpers import make_app, open_table

pytestmark = pytest.mark.skipif(
    bool(missing_tools()),
    reason=f"real-window tests need {', '.join(missing_tools())} "
    "(apt-get install -y xvfb xdotool imagemagick)",
)


@dataclass
class Click:
    at: tuple[float, float]
    action: dict[str, Any]


@dataclass
class Plan:
    """A saved table and where the two turn-ending clicks are (real window pixels)."""

    session: Session
    ana: list[Click]  # Ana's last click ends her turn
    ben: list[Click]  # so does Ben's
    wait_for_curtain: float  # seconds from Continue to Ana's curtain (Zilence: the scan)


GAMES: dict[str, dict[str, Any]] = {
    "silencio": {},
    "silver": {"memory": "assist"},
    "silex": {},
    "zilence": {"scan_seconds": 10},
}


# Moves whose click only selects (Silencio's card to pass rises first, its button passes it).
SELECTED_FIRST = {"pass_card"}


def turn_clicks(state: GameState, seat: int, names: list[str]) -> list[Click]:
    """Clicks on the table that play ``seat``'s turn through, the last one handing the turn
    to another human (a few moves first where a turn takes several, as in Silver); raises
    LookupError if there are none."""
    state = state.clone()
    clicks: list[Click] = []
    for _ in range(6):
        targets = [(pos, a) for pos, a in targets_for(state, seat, names)]
        ending, other = [], []
        for pos, action in targets:
            after = state.clone()
            after.apply(action)
            handed_on = after.current_player not in (None, seat)
            turnlike = after.moment() == TURN or state.GAME_ID == "zilence"
            (ending if handed_on and turnlike else other).append((pos, action, after))
        if ending:
            pos, action, _ = ending[0]
            return clicks + [Click(pos, action)]
        keep = [(p, a, s) for p, a, s in other if s.current_player == seat]
        if not keep:
            break
        pos, action, state = keep[0]
        clicks.append(Click(pos, action))
    raise LookupError("no turn-ending clicks")


def targets_for(state: GameState, seat: int, names: list[str]) -> list[tuple[Any, Any]]:
    """Every one-click move of ``seat`` on its own table, as the window lays it out."""
    session = Session(state.clone(), [Seat(n, True) for n in names])
    session.shown_seat = session.anchor = seat
    app = make_app(SIZE)
    scene = open_table(app, session)
    for _ in range(80):  # Zilence: past the reveal and the countdown to its path tiles
        if not isinstance(app.stack.top, CurtainScene) and scene.hit:
            break
        app.frame(0.5, [])
        if isinstance(app.stack.top, CurtainScene):
            app.stack.pop()
            session.shown_seat = session.anchor = seat
            scene.refresh()
    scene.refresh()
    return [
        (app.painter.vp.to_real(*rect.center), action)
        for rect, action in click_targets(scene)
        if not scene.confirm_text(action) and action["type"] not in SELECTED_FIRST
    ]


def click_targets(scene) -> list[tuple[Any, dict[str, Any]]]:
    """What one click plays: a table object with one move (if nothing lies over its centre),
    or a button of the bar."""
    from game.ui.widgets import Button

    out = []
    for obj, rect in scene.hit.items():
        actions = [a for a in scene.chooser.actions if scene.object_of(a) == obj]
        on_top = [o for o, r in scene.hit.items() if r.collidepoint(rect.center)][-1] == obj
        if len(actions) == 1 and on_top:
            out.append((rect, actions[0]))
    buttons = {w.text: w.rect for w in scene.form.widgets if isinstance(w, Button)}
    for action in scene.chooser.plain():
        rect = buttons.get(scene.action_label(action))
        if rect is not None:
            out.append((rect, action))
    return out


def plan(game: str, quiet_last: bool = False) -> Plan:
    """A position where Ana (seat 0) and then Ben (seat 1) each end a turn with one click
    (``quiet_last``: Ana's last click shows nothing new, so it may be taken back)."""
    players = 3 if game == "zilence" else 2  # Zilence: a third chooser, for the last curtain
    names = ["Ana", "Ben", "Cleo"][:players]
    for seed in range(1, 60):
        state = new_game(game, players, seed=seed, options=GAMES[game])
        rng = random.Random(seed)
        for _ in range(200):
            if state.is_over:
                break
            if state.current_player == 0 and state.moment() in (TURN, "secret"):
                try:
                    ana = turn_clicks(state, 0, names)
                    after = state.clone()
                    for click in ana[:-1]:
                        after.apply(click.action)
                    last = apply_noted(after, ana[-1].action).disclosure
                    if after.current_player == 1 and (last != NEW or not quiet_last):
                        ben = turn_clicks(after, 1, names)
                        seats = [Seat(n, True) for n in names]
                        wait = 16.0 if game == "zilence" else 1.0
                        return Plan(Session(state, seats), ana, ben, wait)
                except LookupError:
                    pass
            state.apply(rng.choice(state.legal_actions()))
    raise AssertionError(f"no position for the real-window test of {game}")


def open_saved(p: Plan, user_data, tmp_path, kind: str = DISPLAY) -> tuple[RealWindow, int]:
    """The program in a real window with ``p``'s table saved for Continue; the moves so far."""
    path = saves.current_path()  # written without taking the slot: the program owns it
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(p.session.to_json())
    return RealWindow(user_data, path, tmp_path, kind), len(p.session.state.history)


def start_zilence_round(win: RealWindow, moves: int) -> int:
    """Continue, then Ana, who holds the round's timer, starts it with Space (the round waits
    for her): a move of its own. The log's count after."""
    win.key("Return")
    time.sleep(2.0)
    win.key("space")
    return win.wait_moves(moves + 1)


def play_clicks(win: RealWindow, clicks: list[Click], moves: int) -> int:
    """A turn's first moves, one click each (a person's pace); the log's count after."""
    for click in clicks:
        win.click(*click.at)
        moves = win.wait_moves(moves + 1)
    return moves


# Every game in the window Windows and Linux get; one also in macOS's high-DPI window.
@pytest.mark.parametrize(
    ("game", "kind"), [(g, DISPLAY) for g in sorted(GAMES)] + [("silencio", HIGH_DPI)]
)
def test_presses_and_clicks_from_before_a_curtain_never_play(
    game, kind, tmp_path, user_data
) -> None:
    p = plan(game)
    win, before = open_saved(p, user_data, tmp_path, kind)
    try:
        menu = win.shot("menu")
        # 1. Enter on Continue opens the table; held on, across Ana's curtain, it never lifts it.
        if game == "zilence":
            before = start_zilence_round(win, before)
        win.keydown("Return")  # the menu opens with Continue focused when a game is saved
        time.sleep(p.wait_for_curtain + 1.2)
        win.keyup("Return")
        time.sleep(ARM_SECONDS)  # the curtain is armed by the time the burst comes
        curtain = win.shot("1-held-enter")
        assert strip_difference(curtain, menu) > CURTAIN_LIKE, "still on the menu"
        assert win.moves() == before
        # 2. A burst of Enter: the first press lifts the curtain, the others play nothing.
        win.burst("Return", 6, 30)
        time.sleep(1.0)
        table = win.shot("2-burst")
        assert strip_difference(table, curtain) > CURTAIN_LIKE, "the curtain did not lift"
        assert win.moves() == before, "a press from the burst played a move"
        # 3. A double click on Ana's turn-ending move: played once; Ben's curtain stays.
        moves = play_clicks(win, p.ana[:-1], before)
        win.double_click(*p.ana[-1].at)
        assert win.wait_moves(moves + 1) == moves + 1, "not played exactly once"
        ben_curtain = win.wait_for(curtain, "3-double-click")
        assert strip_difference(ben_curtain, curtain) < CURTAIN_LIKE, "Ben's curtain is gone"
        # Ben sits down, ends his turn with a press that is released on the next curtain.
        win.sit_down(curtain, "4-ben", settle=1.5)  # (the guard after a lift, slow machine)
        moves = play_clicks(win, p.ben[:-1], moves + 1)
        win.mousedown(*p.ben[-1].at)
        assert win.wait_moves(moves + 1) == moves + 1, "Ben's press did not play once"
        time.sleep(ARM_SECONDS + 0.3)  # the next curtain is up and armed when it comes up
        win.mouseup()
        time.sleep(0.8)
        last = win.wait_for(curtain, "5-click-across")
        assert win.moves() == moves + 1
        assert strip_difference(last, curtain) < CURTAIN_LIKE, "a release lifted the curtain"
    finally:
        win.close()
