"""The replay viewer (issue 20) on the real table scenes, headless.

A whole game of each title, played by computers, opened with ``open_replay`` from its session
text: stepped to the end it is the same state as the game played; stepped back to its first
move and on again it is still exact. On every step and through every seat's eyes the frame is
audited as a live table is (tests/privacy_audit.py): the view is that seat's ``view(seat)``
at that move, the log holds that seat's lines only, no card it did not know is drawn. With
everything open the view is ``open_view()``. A click on the table changes nothing.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pygame
import pytest

import game
from game.engine import new_game
from game.engine.common import SaveError
from game.files import saves
from game.scenes.menu import MainMenu
from game.scenes.replay import OPEN, open_replay
from game.scenes.rules import RulesScene
from game.scenes.table.replay import EXPLAIN
from game.shell.session import Seat, Session

from .privacy_audit import Audit, Run
from .shell_helpers import click, frames, key, make_app

TITLES = ["silencio", "silex", "silver", "zilence"]
PLAYERS = {"silencio": 3, "silex": 3, "silver": 2, "zilence": 3}
DT = 0.05


def finished(game: str, seed: int = 3) -> Session:
    """A whole game played by the computers (one seat is marked human, as at a real table)."""
    n = PLAYERS[game]
    seats = [Seat("Ana", True)] + [Seat(f"Bot {i}", False) for i in range(1, n)]
    session = Session(new_game(game, n, seed=seed), seats)
    while not session.state.is_over:
        session.apply(session.bot_action())
    return session


def replay(session: Session, size: tuple[int, int] = (1280, 720)):
    app = make_app(size)
    scene = open_replay(app, session.to_json(), "A game")
    app.stack.reset(MainMenu(app), scene)
    frames(app, 2)
    run = Run(app, scene.session, scene, random.Random(1), Audit(), f"{session.game_id} replay")
    return app, scene, run


def check_every_eyes(app, scene, run: Run, seats: list[int]) -> None:
    """The frame through each of ``seats`` (OPEN: everything) audited as a live table's."""
    state = scene.session.state
    for eyes in seats:
        scene.set_eyes(eyes)
        app.frame(0.0, [])
        assert not app.errors, app.errors
        if eyes == OPEN:
            assert scene.view == state.open_view()
            drawn = " ".join(app.painter.drawn_text)
            faces = scene.open_faces()
            if faces is not None:  # the secrets drawn as cards under the seats' names
                for s, cards in enumerate(faces[0]):
                    assert scene.names[s] in drawn
                    assert all(f in app.painter.drawn_cards for f in cards)
                continue
            assert "Everything open" in drawn
            for s, items in enumerate(scene.view["open"]["seats"]):
                assert scene.names[s] in drawn and (not items or items[0] in drawn)
        else:
            assert scene.viewer == eyes
            run.check_frame()  # view == state.view(eyes), its log, its cards, its text


@pytest.mark.parametrize("game", TITLES)
def test_a_whole_game_replays_exactly_and_each_seat_sees_only_what_it_knew(game: str) -> None:
    session = finished(game)
    app, scene, run = replay(session)
    n = len(scene.timeline)
    everyone = list(range(session.state.num_players)) + [OPEN]
    assert n == len(session.state.history) > 10
    # Forward, one move at a time with the game's own motion, through every pair of eyes.
    for position in range(n + 1):
        assert scene.position == position
        check_every_eyes(app, scene, run, everyone)
        if position < n:
            run.note_public()  # what the table showed everyone stays public
            key(app, pygame.K_RIGHT)
            app.frame(DT, [])
    assert scene.session.state == session.state
    assert scene.session.state.to_json() == session.state.to_json()
    assert scene.session.state.result() == session.state.result()
    # Back to the first move, one move at a time, through every pair of eyes.
    for position in range(n - 1, -1, -1):
        key(app, pygame.K_LEFT)
        assert scene.position == position
        run.public_ever = set()  # going back, only what this move's table shows is public
        run.note_public()
        check_every_eyes(app, scene, run, everyone)
    first = new_game(game, session.state.num_players, seed=session.state.seed)
    assert scene.session.state == first
    # And forward again to the same end, each move through one pair of eyes in turn.
    for position in range(1, n + 1):
        run.note_public()
        key(app, pygame.K_RIGHT)
        check_every_eyes(app, scene, run, [everyone[position % len(everyone)]])
    assert scene.session.state == session.state
    assert not app.errors


def test_rounds_first_last_and_play_move_through_the_game() -> None:
    session = finished("silex")
    app, scene, _ = replay(session)
    starts = scene.timeline.round_starts()
    assert len(starts) >= 3  # Silex plays three rounds
    key(app, pygame.K_PAGEDOWN)
    assert scene.position == starts[1]
    assert scene.session.state == scene.timeline.state_at(starts[1])
    key(app, pygame.K_PAGEDOWN)
    key(app, pygame.K_PAGEUP)
    assert scene.position == starts[1]
    key(app, pygame.K_PAGEUP)
    assert scene.position == 0
    key(app, pygame.K_END)
    assert scene.position == len(scene.timeline) and scene.session.state.is_over
    end = f"The end: {scene.end_lines()[0]}"
    assert any(end in t for t in app.painter.drawn_text)  # the bar says so
    key(app, pygame.K_HOME)
    assert scene.position == 0
    key(app, pygame.K_s)  # 2x
    key(app, pygame.K_s)  # 4x
    assert scene.speed == 4.0
    key(app, pygame.K_SPACE)
    assert scene.playing
    frames(app, 120)  # two seconds at 4x: a few moves
    assert 2 <= scene.position <= 10
    key(app, pygame.K_SPACE)
    stopped = scene.position
    frames(app, 60)
    assert scene.position == stopped
    assert scene.session.state == scene.timeline.state_at(stopped)


@pytest.mark.parametrize("game", TITLES)
def test_play_runs_the_moves_at_the_chosen_speed_in_every_title(game: str) -> None:
    session = finished(game)
    app, scene, _ = replay(session)
    scene.set_eyes(OPEN)
    key(app, pygame.K_s)
    key(app, pygame.K_s)  # 4x
    key(app, pygame.K_SPACE)
    for _ in range(600):  # ten seconds
        assert scene.busy
        frames(app)
    assert not app.errors
    assert scene.position >= 3 and scene.playing
    assert scene.session.state == scene.timeline.state_at(scene.position)


def test_zilence_shows_each_round_its_routes_and_the_pointers_flight() -> None:
    session = finished("zilence")
    app, scene, _ = replay(session)
    frames(app, 120)  # the board waits for the first round's timer, as it did at the table
    assert scene.phase == "ready" and "Ana holds the timer" in app.painter.drawn_text
    key(app, pygame.K_RIGHT)  # the timer starts: the symbol is revealed, the board in view
    frames(app, 120)
    assert scene.phase == "scan"
    first_round_end = scene.timeline.round_starts()[1]
    scene.jump(first_round_end - 1)
    assert scene.phase == "choose"  # some choices are in: the board is covered
    key(app, pygame.K_RIGHT)  # the last choice: every route is flown
    assert scene.phase == "trace" and scene.trace is not None
    chosen = [scene.shown_choice(s) for s in range(scene.session.state.num_players)]
    assert chosen == scene.resolution["choices"]
    frames(app, 10)
    assert "path" in " ".join(app.painter.drawn_text)  # each panel names its path
    for _ in range(1200):
        frames(app)
        if scene.phase == "ready":
            break
    assert scene.phase == "ready" and scene.position == first_round_end


def test_a_click_on_the_table_changes_nothing_but_explains() -> None:
    session = finished("silencio")
    app, scene, _ = replay(session)
    scene.jump(10)
    before = scene.session.state.to_json()
    spots = [r.center for r in scene.hit.values()] + [(400, 300)]
    for spot in spots:
        click(app, spot)
        assert scene.position == 10 and scene.session.state.to_json() == before
    assert scene.flash == EXPLAIN and EXPLAIN in app.painter.drawn_text
    assert not saves.has_save()  # a replay never writes the live game's save
    key(app, pygame.K_F1)  # the rules over the replay, and back
    assert isinstance(app.stack.top, RulesScene)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is scene
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MainMenu)


def test_the_eyes_choice_lists_every_seat_and_everything_open() -> None:
    session = finished("silver")
    app, scene, _ = replay(session)
    key(app, pygame.K_e)
    assert scene.eyes == 1
    scene.toggle_eyes()
    frames(app)
    labels = [getattr(w, "text", "") for w in scene.form.widgets]
    assert {"Ana's eyes", "Bot 1's eyes", "Everything open"} <= set(labels)
    everything = next(w for w in scene.form.widgets if getattr(w, "text", "") == "Everything open")
    click(app, everything.rect.center)
    assert scene.eyes == OPEN and scene.view == scene.session.state.open_view()
    click(app, scene.menu_button.rect.center)  # Back
    assert isinstance(app.stack.top, MainMenu)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "{not json",
        json.dumps({"format": 99}),
    ],
)
def test_damaged_session_text_raises_save_error(text: str) -> None:
    with pytest.raises(SaveError):
        open_replay(make_app(), text)


def test_a_tampered_or_truncated_session_raises_save_error() -> None:
    text = finished("silex").to_json()
    data = json.loads(text)
    data["game"] = {**data["game"], "seed": data["game"]["seed"] + 1}  # the moves no longer fit
    for bad in (text[: len(text) // 2], json.dumps(data)):
        with pytest.raises(SaveError):
            open_replay(make_app(), bad)


def test_only_the_replay_reaches_the_open_view() -> None:
    """``open_view`` shows every secret: no bot, live table or save may call it."""
    root = Path(game.__file__).parent
    callers = {
        str(p.relative_to(root))
        for p in root.rglob("*.py")
        if "open_view(" in p.read_text(encoding="utf-8")
    }
    assert callers == {"engine/common/state.py", "scenes/table/replay.py"}


def test_no_curtain_rises_and_nothing_is_played_at_an_all_human_table() -> None:
    session = finished("silex")
    for seat in session.seats:
        seat.human = True  # pass and play: a live table would curtain every turn
    app, scene, _ = replay(session)
    scene.jump(20)
    before = scene.session.state.to_json()
    frames(app, 120)
    assert app.stack.top is scene and scene.session.state.to_json() == before
    assert scene.my_actions() == [] and not scene.my_turn()
    assert not scene.act(scene.session.state.legal_actions()[0])  # even asked, it plays nothing
    assert scene.session.state.to_json() == before


def test_the_keyboard_focus_stays_on_the_controls_from_move_to_move() -> None:
    session = finished("silencio")
    app, scene, _ = replay(session)
    on = next(w for w in scene.form.widgets if getattr(w, "text", "") == "▶")
    scene.form.focus, scene.form.parked = on, False
    for n in (1, 2, 3):
        key(app, pygame.K_RETURN)
        assert scene.position == n
        assert scene.form.focus is not None and scene.form.focus.text == "▶"


def test_history_opens_each_kept_game_in_the_replay_and_esc_comes_back() -> None:
    """The History screen's Replay button, for real: every title, an abandoned game too."""
    from game.scenes.history import HistoryScene
    from game.scenes.table.replay import ReplayMode

    from .history_helpers import keep

    kept = keep(4)  # the four titles; the fourth (Silex) abandoned after 12 moves
    app = make_app()
    app.stack.reset(MainMenu(app), HistoryScene(app))
    frames(app, 2)
    history = app.stack.top
    for entry in reversed(kept):  # newest first, as listed
        assert history.entry.name == entry.name
        replay_button = next(w for w in history.form.widgets if getattr(w, "text", "") == "Replay")
        replay_button.activate()
        frames(app, 2)
        top = app.stack.top
        assert isinstance(top, ReplayMode) and top.game_id == entry.game
        assert top.title and top.position == 0
        key(app, pygame.K_END)
        assert top.session.state.is_over == (entry.game != "silex")
        key(app, pygame.K_ESCAPE)
        assert app.stack.top is history
        key(app, pygame.K_DOWN)
    assert not app.errors


def test_everything_open_draws_silencio_hands_and_deck_as_cards_over_the_whole_hand() -> None:
    """The open list covers the bottom hand entirely (its cards' tops poked out above the
    old text box) and shows every hidden card as a card, not as words."""
    from game.scenes.silencio.faces import face

    app, scene, _ = replay(finished("silencio"))
    scene.set_eyes(OPEN)
    scene.jump(20)
    frames(app, 2)
    state = scene.session.state
    hidden = [c for hand in state.hands for c in hand] + list(state.deck)
    faces = [face({"color": c.split("-")[0], "rank": int(c.split("-")[1])}) for c in hidden]
    drawn = list(app.painter.drawn_cards)
    for f in set(faces):
        assert drawn.count(f) >= faces.count(f)
    box = scene.open_box(0)
    assert box.top <= scene.layout().hand_y and box.bottom >= scene.layout().bottom - 8
    from game.engine.silencio.cards import card_name

    listed = f"{card_name(state.deck[0])}, {card_name(state.deck[1])}"
    assert not any(listed in t for t in app.painter.drawn_text)  # cards, not words
