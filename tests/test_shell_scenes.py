"""Menus, the curtain, the error screen and a whole toy game, driven headless."""

from __future__ import annotations

import pygame
import pytest

from game.engine.common import new_game
from game.files import saves
from game.files.userdata import log_file
from game.scenes.curtain import CurtainScene
from game.scenes.dialog import Dialog
from game.scenes.error import ErrorScene
from game.scenes.game_select import GameSelect
from game.scenes.menu import MainMenu
from game.scenes.pause import PauseScene
from game.scenes.registry import open_game
from game.scenes.rules import RulesScene
from game.scenes.settings import SettingsScene
from game.scenes.setup import SetupScene
from game.shell.session import Seat, Session

from .shell_helpers import (
    arm_curtain,
    click,
    frames,
    key,
    make_app,
    pass_curtain,
    register_toy,
    unregister_toy,
)
from .toy_table import ToyTable


def toy_session(humans: tuple[bool, ...] = (True, True)) -> Session:
    state = new_game("toy", len(humans), seed=2)
    return Session(state, [Seat(f"P{i}", h) for i, h in enumerate(humans)])


def test_keyboard_opens_new_game_and_escape_comes_back(app) -> None:
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, GameSelect)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MainMenu)


def test_continue_is_disabled_without_a_save(app) -> None:
    assert app.stack.top.continue_button.enabled is False
    saves.save_session(toy_session())
    app.stack.reset(MainMenu(app))
    assert app.stack.top.continue_button.enabled is True


def test_continue_with_a_damaged_save_explains_and_the_menu_keeps_working(app) -> None:
    saves.current_path().write_text("{half a save")
    app.stack.reset(MainMenu(app))
    app.stack.top.continue_game()
    assert isinstance(app.stack.top, Dialog)
    assert "damaged" in app.stack.top.message
    key(app, pygame.K_RETURN)  # OK
    assert isinstance(app.stack.top, MainMenu)
    assert app.stack.top.continue_button.enabled is False


def test_setup_starts_a_game_with_the_chosen_seats(app) -> None:
    app.stack.push(SetupScene(app, "toy"))
    scene = app.stack.top
    scene.names[0] = "Zoë"
    scene.humans[1] = True
    scene.start()
    table = app.stack.top
    assert isinstance(table, ToyTable)
    assert table.session.names == ["Zoë", "Ben"]
    assert saves.has_save()
    frames(app)
    assert isinstance(app.stack.top, CurtainScene)  # two humans: the first hand waits for Zoë


def test_a_lone_human_is_not_asked_to_pass_the_screen_to_themselves(app) -> None:
    app.stack.push(SetupScene(app, "toy"))
    app.stack.top.start()
    for _ in range(20):
        frames(app)
        assert not isinstance(app.stack.top, CurtainScene)


def test_the_curtain_hides_every_private_card(app) -> None:
    session = toy_session()
    app.stack.push(open_game(app, session))
    frames(app, 2)
    assert isinstance(app.stack.top, CurtainScene)
    # What was drawn while the curtain is up: no card face at all, no hand value.
    assert app.painter.drawn_cards == []
    assert any("Pass to P0" in t for t in app.painter.drawn_text)
    pass_curtain(app)
    shown = {face.value for face in app.painter.drawn_cards}
    assert shown == {str(c) for c in session.state.hands[0]}
    play_first_card(app)  # P0 plays; now it is P1's private turn
    frames(app, 2)
    assert isinstance(app.stack.top, CurtainScene)
    assert app.painter.drawn_cards == []
    assert "Pass to P1" in " ".join(app.painter.drawn_text)
    arm_curtain(app)
    key(app, pygame.K_SPACE)
    frames(app)
    shown = {face.value for face in app.painter.drawn_cards}
    public = {str(c) for pile in session.state.played for c in pile}
    assert shown - public == {str(c) for c in session.state.hands[1]}


def play_first_card(app) -> None:
    table = app.stack.top
    card = table.table["hand"][0]
    click(app, table.hit[("card", card)].center)


def lift_curtain_for_p0(app, session) -> None:
    app.stack.push(open_game(app, session))
    frames(app, 2)
    pass_curtain(app)
    assert session.shown_seat == 0 and not isinstance(app.stack.top, CurtainScene)


def test_holding_enter_plays_once_and_never_lifts_the_next_curtain(app) -> None:
    session = toy_session()
    lift_curtain_for_p0(app, session)
    table = app.stack.top
    table.form.focus = next(w for w in table.form.widgets if getattr(w, "obj", None))
    held = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")
    frames(app, 1, [held])  # P0's focused card is played; the curtain goes up for P1
    assert len(session.state.history) == 1
    for _ in range(30):  # about a second of key repeat
        frames(app, 2, [held])
    frames(app, 1, [pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0)])
    assert isinstance(app.stack.top, CurtainScene), "a held key lifted the curtain"
    assert len(session.state.history) == 1 and session.shown_seat is None  # nobody's view
    assert app.painter.drawn_cards == []


def test_the_second_click_of_a_double_click_does_not_lift_the_next_curtain(app) -> None:
    session = toy_session()
    lift_curtain_for_p0(app, session)
    table = app.stack.top
    spot = table.hit[("card", table.table["hand"][0])].center
    click(app, spot)  # plays the card: P1's curtain goes up
    assert isinstance(app.stack.top, CurtainScene)
    frames(app, 9)  # 150 ms later, the second click of the double click
    click(app, spot)
    frames(app, 2)
    assert isinstance(app.stack.top, CurtainScene), "a double click lifted the curtain"
    assert app.painter.drawn_cards == []
    arm_curtain(app)
    click(app, spot)  # P1's own fresh click, later, does lift it
    assert session.shown_seat == 1


def test_continue_puts_the_curtain_up_first(app) -> None:
    session = toy_session()
    session.lift_curtain()
    saves.save_session(session)
    app.stack.reset(MainMenu(app))
    app.stack.top.continue_game()
    frames(app, 2)
    assert isinstance(app.stack.top, CurtainScene)


def computers_play_to_the_end(app) -> Session:
    """Three computer seats play a toy game through its table until it is over."""
    session = toy_session((False, False, False))
    app.stack.push(open_game(app, session))
    for _ in range(200):
        frames(app)
        if session.state.is_over:
            break
    return session


def test_computer_seats_play_a_whole_game_through_the_scene(app) -> None:
    session = computers_play_to_the_end(app)
    assert session.state.is_over
    assert not saves.has_save()  # a finished game is not offered to Continue
    winners = session.state.result()["winners"]
    title = " and ".join(session.names[w] for w in winners)
    assert any(title in t and "win" in t for t in app.painter.drawn_text)
    assert len(app.stack.top.log_panel.lines) == len(session.state.events)


def test_escape_in_a_game_pauses_and_quit_returns_to_the_menu(app) -> None:
    session = toy_session((True, False))
    app.stack.push(open_game(app, session))
    frames(app, 2)
    key(app, pygame.K_RETURN)  # lift the curtain
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)
    app.stack.top.quit_to_menu()
    assert isinstance(app.stack.top, MainMenu)


def test_pausing_a_finished_game_offers_no_save(app) -> None:
    """Over, the game has nothing left to save: the pause menu says so and goes back."""
    computers_play_to_the_end(app)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)
    frames(app)
    assert "Back to menu" in app.painter.drawn_text
    assert "The game is over." in app.painter.drawn_text
    assert not any("Save" in t or "saved" in t for t in app.painter.drawn_text)


def test_an_exception_in_a_scene_shows_the_error_screen_and_logs_it(app) -> None:
    class Broken(ToyTable):
        def draw_table(self, painter) -> None:
            raise RuntimeError("the table fell over")

    app.stack.push(Broken(app, toy_session((False, False))))
    frames(app, 2)
    assert isinstance(app.stack.top, ErrorScene)
    frames(app)
    key(app, pygame.K_RETURN)  # Back to menu
    assert isinstance(app.stack.top, MainMenu)


def test_errors_are_written_to_the_log_file(app) -> None:
    from game.app import setup_logging

    setup_logging()
    app.fail(RuntimeError("logged for the player"))
    assert "logged for the player" in log_file().read_text()


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_every_menu_screen_draws_at_both_sizes(size) -> None:
    register_toy()
    app = make_app(size)
    for scene in (
        MainMenu(app),
        GameSelect(app),
        SettingsScene(app),
        RulesScene(app, "zilence"),
        SetupScene(app, "toy"),
        PauseScene(app, "toy"),
    ):
        app.stack.reset(MainMenu(app), scene)
        frames(app, 2)
        assert app.errors == []
        assert app.painter.drawn_text
    unregister_toy()


def test_new_game_names_the_game_in_progress_before_replacing_it(app) -> None:
    session = toy_session()
    for _ in range(3):
        session.apply(session.state.legal_actions()[0])
    saves.save_session(session)
    app.stack.reset(MainMenu(app))
    frames(app)
    assert any("Toy with P0 and P1, 3 moves in" in t for t in app.painter.drawn_text)
    app.stack.top.new_game()
    frames(app)
    dialog = app.stack.top
    assert isinstance(dialog, Dialog) and "Toy with P0 and P1, 3 moves in" in dialog.message
    key(app, pygame.K_ESCAPE)  # Cancel: nothing changes
    assert isinstance(app.stack.top, MainMenu) and saves.has_save()


def test_play_again_at_the_end_deals_a_new_game_for_the_same_seats(app) -> None:
    session = computers_play_to_the_end(app)
    frames(app, 2)
    table = app.stack.top
    again = next(b for b in table.end_form.widgets if b.text == "Play again")
    click(app, again.rect.center)
    frames(app)
    new = app.stack.top
    assert isinstance(new, ToyTable) and new.session is not session
    assert new.session.names == session.names and not new.session.state.is_over
    assert new.session.state.seed != session.state.seed


def test_f11_twice_toggles_twice_even_if_the_new_window_lost_the_key_release(app) -> None:
    f11 = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="")
    start, clock = app.settings.fullscreen, [100.0]
    app.keys.now = lambda: clock[0]
    frames(app, 1, [f11])  # no KEYUP: the window was recreated under the key
    assert app.settings.fullscreen is not start
    clock[0] += 1.0  # a second later, a new press: the release was lost, not the key held
    frames(app, 1, [f11])
    assert app.settings.fullscreen is start


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_the_menus_save_summary_wraps_and_is_never_cut(size) -> None:
    """Issue 17 playtest: "Silex and the City with Ana, Benedict and Cleo, 79 mo…" hid how far
    the game in progress is."""
    from game.files.save_summary import save_summary

    from .shell_helpers import make_app

    state = new_game("silex", 3, seed=1)
    for _ in range(79):
        state.apply(state.legal_actions()[0])
    saves.save_session(Session(state, [Seat(n, True) for n in ("Ana", "Benedict", "Cleo")]))
    app = make_app(size)
    app.stack.reset(MainMenu(app))
    frames(app, 2)
    summary = save_summary()
    assert summary and summary.endswith("79 moves in")
    assert summary not in app.painter.cut_text
    assert any(t.endswith("79 moves in") for t in app.painter.drawn_text)
