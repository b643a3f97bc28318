"""Every scoring item on an end screen is shown or counted, so each row adds up to its total
(issue 36; Silex's own rows are tested in test_silex_table_fixes.py): Silver's round columns
sum to the total, Silencio's leftover cards (the team's score) all lie inside the end box,
Zilence names every item each player found."""

from __future__ import annotations

import pytest

from game.engine import new_game
from game.scenes.zilence import art
from game.shell.session import Seat, Session

from .shell_helpers import frames, make_app, open_table

SIZES = [(800, 600), (1280, 720), (1920, 1080)]


def finished(game: str, players: int, seed: int):
    state = new_game(game, players, seed=seed)
    session = Session(state, [Seat(f"P{i}", False) for i in range(players)])
    for _ in range(20000):
        if state.is_over:
            break
        seat = state.current_player
        state.apply(session.bot_action(seat if seat is not None else state.actors()[0]))
    assert state.is_over
    return state


@pytest.mark.parametrize("seed", [1, 2])
def test_silvers_rounds_add_up_to_each_total(seed) -> None:
    state = finished("silver", 3 + seed % 2, seed)
    table = state.view(0)["table"]
    for seat, total in enumerate(table["totals"]):
        assert sum(r[seat] for r in table["round_scores"]) == total
    assert table["totals"] == state.result()["scores"]


@pytest.mark.parametrize("size", SIZES)
def test_silencios_leftover_cards_all_lie_inside_the_end_box(size) -> None:
    """The worst case, four players stuck with their whole hands: every card drawn, none past
    the box or over its buttons (they were drawn at a fixed step, over the buttons)."""
    state = new_game("silencio", 4, seed=3)
    state._game_over("nobody_can_play")  # nobody played a card: every hand is kept
    app = make_app(size)
    app.settings.show_log = True
    scene = open_table(app, Session(state, [Seat(n, True) for n in ["Ana", "Ben", "Cleo", "Dan"]]))
    frames(app, 2)
    box, buttons = scene.end_box(), [b.rect for b in scene.end_form.widgets]
    rows = scene.end_cards
    assert [len(r) for r in rows] == [len(h) for h in state.hands]
    assert sum(map(len, rows)) == state.result()["team"]["cards_left"]
    for rect in (r for row in rows for r in row):
        assert box.contains(rect) and rect.collidelist(buttons) == -1, (rect, box, buttons)
    assert app.errors == []


def test_zilence_names_every_item_each_player_found() -> None:
    state = finished("zilence", 3, 4)
    app = make_app()
    scene = open_table(app, Session(state, [Seat(n, True) for n in ["Ana", "Ben", "Cleo"]]))
    frames(app, 2)
    _title, lines = scene.end_lines()
    found = state.result()["details"]["found"]
    for seat, items in enumerate(found):
        line = lines[1 + seat]
        assert f" {len(items)}" in line
        assert all(art.item_name(i) in line for i in items)
