"""History's "Same deal": a kept game's deal played again, through the real screens (History,
its question, setup with the deal's players and options fixed, the table that opens), and
Silencio's computer team playing the deal, kept beside the table's game."""

from __future__ import annotations

import pygame
import pytest

from game.engine import new_game
from game.files import tables
from game.history import store
from game.scenes.dialog import Dialog
from game.scenes.history import HistoryScene
from game.scenes.history.deal import TeamRun
from game.scenes.menu import MainMenu
from game.scenes.setup import SetupScene
from game.scenes.table.scene import TableScene
from game.ui.widgets import Choice, Toggle

from .history_helpers import played
from .shell_helpers import frames, make_app


def button(scene, text: str):
    return next(w for w in scene.form.widgets if getattr(w, "text", None) == text)


def dialog_choice(app, label: str) -> None:
    dialog = app.stack.top
    assert isinstance(dialog, Dialog), dialog
    app.stack.pop()  # as its button does: the dialog closes, then its action runs
    dict(dialog.choices)[label]()
    frames(app, 2)


def keep_one(game: str, players: int, seed: int, options: dict | None = None):
    session = played(game, players, seed=seed)
    if options is not None:  # a game with other options than the defaults
        state = new_game(game, players, seed=seed, options=options)
        session.state = state
        while not state.is_over:
            session.apply(session.bot_action())
    entry = store.record(session)
    store.settle()
    assert entry is not None
    return session, entry


def open_history(app):
    app.stack.reset(MainMenu(app), HistoryScene(app))
    frames(app, 2)
    return app.stack.top


def start_views(state) -> list[dict]:
    return [state.view(seat) for seat in range(state.num_players)]


@pytest.mark.parametrize(
    ("game", "players", "options"),
    [
        ("silencio", 3, None),
        ("zilence", 2, None),
        ("silver", 4, None),
        ("silex", 3, None),
    ],
)
def test_same_deal_deals_exactly_what_the_kept_game_dealt(game, players, options) -> None:
    kept, _entry = keep_one(game, players, seed=4242)
    app = make_app()
    history = open_history(app)
    button(history, "Same deal").activate()
    frames(app, 2)
    assert app.stack.top.title == "Play this deal again"
    dialog_choice(app, "Choose the seats")
    setup = app.stack.top
    assert isinstance(setup, SetupScene) and setup.deal is not None
    assert setup.players == players  # fixed: only this count is offered
    assert [n for n, _ in setup.form.widgets[0].options] == [players]
    setup.humans[:players] = [True] * players  # nobody moves before the test looks
    setup.start()
    frames(app, 2)
    table = next(s for s in app.stack.scenes if isinstance(s, TableScene))  # under its curtain
    again = table.session.state
    assert not again.history and again.options == kept.state.options
    original = new_game(game, players, seed=kept.state.seed, options=kept.state.options)
    assert start_views(again) == start_views(original)  # the same cards, board and items
    for action in kept.state.history:  # the kept game's moves, one by one, fit the new deal
        again.apply(action)
    assert again.is_over and again.result() == kept.state.result()


def test_same_deal_keeps_the_kept_games_options_and_forgets_nothing_of_the_table() -> None:
    kept, _entry = keep_one("silencio", 2, seed=77, options={"tavern": True})
    tables.remember_table("silencio", tables.load_table("silencio"))
    before = tables.load_table("silencio")
    app = make_app()
    history = open_history(app)
    button(history, "Same deal").activate()
    frames(app, 2)
    dialog_choice(app, "Choose the seats")
    setup = app.stack.top
    assert setup.options == kept.state.options
    options = [
        w
        for w in setup.form.widgets
        if isinstance(w, (Choice, Toggle)) and w.rect.x > 600 and w.label != "More options"
    ]
    assert options and not any(w.enabled for w in options)  # shown, fixed by the deal
    setup.humans[:2] = [False, False]
    setup.start()
    frames(app, 2)
    assert app.stack.top.session.state.options == kept.state.options
    assert tables.load_table("silencio") == before  # the deal's options are not remembered


def test_the_computer_team_plays_a_silencio_deal_and_keeps_it_beside_the_tables() -> None:
    kept, entry = keep_one("silencio", 2, seed=31)
    app = make_app()
    history = open_history(app)
    button(history, "Same deal").activate()
    frames(app, 2)
    dialog_choice(app, "Computer team")
    run = app.stack.top
    assert isinstance(run, TeamRun)
    seen = []
    for _ in range(2000):
        if not isinstance(app.stack.top, TeamRun):
            break
        seen.append(run.progress)
        frames(app, 1)
    result = app.stack.top
    assert isinstance(result, Dialog) and result.title == "The same deal, by the computer team"
    assert seen == sorted(seen) and seen[-1] > 0  # the bar only moves forward
    team = run.session.state
    assert team.is_over and team.seed == kept.state.seed
    assert all(not seat.human for seat in run.session.seats)
    names = [e.name for e in store.entries()]
    assert len(names) == 2 and entry.name in names  # both games are in History
    assert "Your table:" in result.message and "The computer team:" in result.message


def test_other_games_offer_no_computer_team() -> None:
    keep_one("silex", 2, seed=3)
    app = make_app()
    history = open_history(app)
    button(history, "Same deal").activate()
    frames(app, 2)
    assert [label for label, _ in app.stack.top.choices] == ["Choose the seats", "Cancel"]


def test_esc_stops_the_computer_team_and_keeps_nothing() -> None:
    keep_one("silencio", 3, seed=8)
    app = make_app()
    history = open_history(app)
    button(history, "Same deal").activate()
    frames(app, 2)
    dialog_choice(app, "Computer team")
    frames(app, 3)
    escape = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")
    frames(app, 3, [escape])
    assert app.stack.top is history
    assert len(store.entries()) == 1  # only the table's own game
