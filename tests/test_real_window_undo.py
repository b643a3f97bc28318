"""Undo in a real X window (Xvfb, xdotool), in Silencio and Silex: Ana makes her move, the
next player's curtain comes up offering "Undo Ana's move"; she takes it back (U in
Silencio, a click on the curtain's button in Silex), her own curtain comes up, she lifts it
and makes her move again. Against a computer, she clicks the Undo button in the prompt bar
before it answers. The engine's log (the save) says the move was played, taken back and
played again; screenshots say which curtain shows. Skipped without Xvfb, xdotool and
ImageMagick."""

from __future__ import annotations

import time

import pytest

from game.files import saves
from game.scenes.curtain import ARM_SECONDS
from game.shell.session import Seat
from game.ui.viewport import LOGICAL_H, LOGICAL_W

from .real_window import CURTAIN_LIKE, missing_tools, strip_difference
from .test_real_window import open_saved, plan, play_clicks
from .test_real_window_double_click import continue_to_curtain

pytestmark = pytest.mark.skipif(
    bool(missing_tools()),
    reason=f"real-window tests need {', '.join(missing_tools())} "
    "(apt-get install -y xvfb xdotool imagemagick)",
)


def play_surely(win, clicks, moves: int) -> int:
    """Each click until the log counts its move (a click that met the guard after a lift on
    a loaded machine is made again; one that played is never repeated); the count after."""
    for click in clicks:
        for _ in range(3):
            if play_clicks(win, [click], moves) == moves + 1:
                break
        moves = win.moves()
    return moves


def wait_moves_down(win, n: int, seconds: float = 6.0) -> int:
    """Until the save holds ``n`` actions again (the undo's shorter game); the count."""
    end = time.monotonic() + seconds
    while win.moves() != n and time.monotonic() < end:
        time.sleep(0.1)
    return win.moves()


@pytest.mark.parametrize("game, by", [("silencio", "key"), ("silex", "click")])
def test_a_move_is_made_taken_back_from_the_curtain_and_made_again(
    game, by, tmp_path, user_data
) -> None:
    p = plan(game, quiet_last=True)
    win, before = open_saved(p, user_data, tmp_path)
    try:
        menu = win.shot("menu")
        curtain = continue_to_curtain(win, menu, p.wait_for_curtain)
        win.sit_down(curtain, "ana")
        moves = play_surely(win, p.ana, before)
        assert moves == before + len(p.ana)
        offered = win.wait_for(curtain, "ben-curtain-offers-undo")
        assert strip_difference(offered, curtain) < CURTAIN_LIKE  # Ben's curtain, not a table
        time.sleep(ARM_SECONDS + 0.3)
        for _ in range(3):  # (a loaded machine arms the curtain later than the clock says)
            if by == "key":
                win.key("u")
            else:
                x, y = LOGICAL_W / 2, LOGICAL_H / 2 + 250 + 24  # CurtainScene.undo_rect
                win.click(x, y)
            if wait_moves_down(win, moves - 1, 3.0) == moves - 1:
                break
        assert win.moves() == moves - 1, "the undo did not take Ana's last move back"
        again = win.wait_for(curtain, "ana-curtain-again")
        assert strip_difference(again, curtain) < CURTAIN_LIKE  # Ana's own press, again
        time.sleep(ARM_SECONDS)
        assert win.moves() == moves - 1  # nothing else moved meanwhile
        win.sit_down(curtain, "ana-again")
        replayed = play_surely(win, p.ana[-1:], moves - 1)
        assert replayed == moves, "Ana's move, made again, did not play"
        shown = win.wait_for(curtain, "ben-curtain-again")
        assert strip_difference(shown, curtain) < CURTAIN_LIKE
    finally:
        win.close()


def undo_button_at(p, clicks) -> tuple[float, float]:
    """Where the table's Undo button is once Ana has made ``clicks`` against a computer
    (worked out on the same table, headless, as the window lays it out)."""
    from game.shell.session import Session

    from .real_window import SIZE
    from .shell_helpers import frames, make_app, open_table

    state = p.session.state.clone()
    session = Session(state, [Seat(s.name, i == 0) for i, s in enumerate(p.session.seats)])
    session.shown_seat = session.anchor = 0
    app = make_app(SIZE)
    app.settings.bot_speed = "slow"
    scene = open_table(app, session)
    frames(app, 2)
    for click in clicks:
        assert scene.act(click.action)
    frames(app)
    button = next(w for w in scene.form.widgets if getattr(w, "text", "") == "Undo")
    return app.painter.vp.to_real(*button.rect.center)


@pytest.mark.parametrize("game", ["silencio", "silex"])
def test_the_tables_undo_button_takes_a_move_back_before_the_computer_answers(
    game, tmp_path, user_data, monkeypatch
) -> None:
    """Ana against a computer (paced slowly): she makes her move, clicks Undo in the prompt
    bar before the computer answers, and makes it again."""
    import json

    p = plan(game, quiet_last=True)
    p.session.seats[1].human = False  # Ben is a computer now
    user_data.mkdir(parents=True, exist_ok=True)
    (user_data / "settings.json").write_text(json.dumps({"bot_speed": "slow"}))
    # Worked out headless with a data folder of its own: the program's stays untouched (its
    # save, and the save slot's lock, which a second copy would find taken).
    monkeypatch.setenv("QUIET_TABLE_DATA", str(tmp_path / "headless"))
    undo_at = undo_button_at(p, p.ana)
    saves.settle()
    monkeypatch.setenv("QUIET_TABLE_DATA", str(user_data))
    win, before = open_saved(p, user_data, tmp_path)
    try:
        menu = win.shot("menu")
        curtain = continue_to_curtain(win, menu, p.wait_for_curtain)  # she sits down once
        win.sit_down(curtain, "ana")
        moves = play_surely(win, p.ana, before)
        assert moves == before + len(p.ana)
        win.click(*undo_at)
        assert wait_moves_down(win, moves - 1, 3.0) == moves - 1, "Undo did not take it back"
        win.shot("taken-back")
        replayed = play_surely(win, p.ana[-1:], moves - 1)
        assert replayed == moves, "Ana's move, made again, did not play"
    finally:
        win.close()
