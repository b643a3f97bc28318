"""The keyboard focus and input rules (issues 29 and 36): hover highlights but never moves the
focus, a question whose answer cannot be undone opens on its safe choice, the New game tiles
take the arrows as they lie, the rules open on the game they show, and a key held while the
window is made anew never counts as pressed again."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.dialog import Dialog
from game.scenes.game_select import GameSelect, GameTile
from game.scenes.history import HistoryScene
from game.scenes.menu import MainMenu
from game.scenes.rules import RulesScene
from game.scenes.settings import SettingsScene
from game.ui.widgets import Button, Form, TextInput, Toggle

from .history_helpers import keep
from .shell_helpers import frames, key, make_app, wait


def motion(app, logical: tuple[float, float]) -> None:
    """The pointer moved to a logical canvas position (sent in real pixels, as the window)."""
    real = app.painter.vp.to_real(*logical)
    frames(
        app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=real, rel=(0, 0), buttons=(0, 0, 0))]
    )


def keydown(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")


def keyup(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="")


# ---- hover and clicks ---------------------------------------------------------------------
def test_hover_highlights_but_only_the_keyboard_moves_the_focus() -> None:
    hits: list[str] = []
    first = Button("First", (0, 0, 100, 40), lambda: hits.append("first"))
    second = Button("Second", (0, 60, 100, 40), lambda: hits.append("second"))
    form = Form([first, second])
    assert form.focus is first
    form.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(50, 80), rel=(0, 0), buttons=(0, 0, 0)))
    assert form.hover is second and form.focus is first  # highlighted, not focused
    form.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(50, 80), button=1))
    assert hits == ["second"] and form.focus is first  # a click acts, the focus stays
    form.handle(keydown(pygame.K_RETURN))
    assert hits == ["second", "first"]  # Enter acts on what the keyboard chose
    form.handle(keydown(pygame.K_DOWN))
    assert form.focus is second


def test_enter_on_a_screen_acts_on_the_focus_not_on_the_tile_last_hovered() -> None:
    from game.scenes.setup import SetupScene

    app = make_app()
    app.stack.reset(MainMenu(app), GameSelect(app))
    frames(app)
    scene = app.stack.top
    tiles = [w for w in scene.form.widgets if isinstance(w, GameTile)]
    motion(app, tiles[3].rect.center)
    assert scene.form.hover is tiles[3] and scene.form.focus is tiles[0]
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, SetupScene) and app.stack.top.game_id == tiles[0].game_id


def test_a_click_in_a_text_field_gives_it_the_focus() -> None:
    typed: list[str] = []
    button = Button("OK", (0, 0, 100, 40), lambda: None)
    field = TextInput((0, 60, 200, 40), "", typed.append)
    form = Form([button, field])
    form.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(50, 80), button=1))
    assert form.focus is field
    form.handle(pygame.event.Event(pygame.TEXTINPUT, text="A"))
    assert typed == ["A"]


def test_a_new_set_of_widgets_keeps_the_focus_on_the_same_one_never_on_its_old_index() -> None:
    card = Button("Card", (0, 0, 50, 50), lambda: None)
    shrine = Button("Shrine", (0, 60, 50, 50), lambda: None)
    end = Button("End turn", (0, 120, 50, 50), lambda: None)
    form = Form([card, shrine, end], home_first=False)
    form.set_focus(end)
    form.set_widgets([shrine, Button("End turn", (0, 120, 50, 50), lambda: None)])
    assert getattr(form.focus, "text", "") == "End turn"  # the same button, built anew
    form.set_focus(card)
    form.set_widgets([shrine, end])  # the focused card was played: gone
    assert form.focus is None and form.parked  # nowhere, not the shrine now at its index


# ---- questions open on their safe choice --------------------------------------------------
def test_every_question_opens_with_its_safe_choice_focused() -> None:
    app = make_app()
    app.stack.push(MainMenu(app))
    done: list[str] = []
    dialog = Dialog(
        app,
        "Take the red shrine",
        "The shrine goes out for the rest of the game. Take it?",
        [("Take", lambda: done.append("take")), ("Cancel", lambda: done.append("cancel"))],
        guarded=True,
    )
    app.stack.push(dialog)
    frames(app)
    assert dialog.form.focus is dialog.form.widgets[-1]  # Cancel, as Esc would choose
    assert dialog.form.widgets[0].primary  # the committing choice is still the one drawn first
    wait(app, 0.5)
    key(app, pygame.K_RETURN)
    assert done == ["cancel"] and app.stack.top is not dialog


def test_historys_delete_question_opens_on_cancel() -> None:
    kept = keep(1)
    app = make_app()
    app.stack.reset(MainMenu(app), HistoryScene(app))
    frames(app, 2)
    scene = app.stack.top
    next(w for w in scene.form.widgets if getattr(w, "text", None) == "Delete").activate()
    dialog = app.stack.top
    assert isinstance(dialog, Dialog) and dialog.title == "Delete this game?"
    frames(app)
    assert dialog.form.focus.text == "Cancel"
    key(app, pygame.K_RETURN)
    assert app.stack.top is scene and [e.name for e in scene.shown] == [kept[0].name]


# ---- the New game tiles and the rules' tabs -----------------------------------------------
def test_the_game_chooser_arrows_move_as_the_tiles_lie() -> None:
    app = make_app()
    app.stack.reset(MainMenu(app), GameSelect(app))
    frames(app)
    scene = app.stack.top
    tiles = [w for w in scene.form.widgets if isinstance(w, GameTile)]
    back = next(w for w in scene.form.widgets if getattr(w, "text", "") == "Back")
    top_left, top_right, bottom_left, bottom_right = tiles

    def after(k: int):
        key(app, k)
        return scene.form.focus

    assert scene.form.focus is top_left
    assert after(pygame.K_RIGHT) is top_right
    assert after(pygame.K_DOWN) is bottom_right  # below it, not the next in reading order
    assert after(pygame.K_LEFT) is bottom_left
    assert after(pygame.K_UP) is top_left
    assert after(pygame.K_LEFT) is top_left  # nothing further that way: it stays
    assert after(pygame.K_DOWN) is bottom_left
    assert after(pygame.K_DOWN) is back
    assert after(pygame.K_UP) in (bottom_left, bottom_right)
    scene.form.set_focus(top_left)
    assert after(pygame.K_TAB) is top_right and after(pygame.K_TAB) is bottom_left  # reading


@pytest.mark.parametrize("game_id", ["silencio", "zilence", "silver", "silex"])
def test_the_rules_open_with_the_focus_on_the_game_they_show(game_id: str) -> None:
    app = make_app()
    app.stack.reset(MainMenu(app), RulesScene(app, game_id))
    frames(app)
    scene = app.stack.top
    assert scene.form.focus is scene.tabs[game_id]
    assert scene.tabs[game_id].primary  # the shown tab, drawn as such


# ---- F11 and keys held while the window is made anew --------------------------------------
def counting_toggles(app) -> list[bool]:
    """Every fullscreen change the app makes, in order."""
    made: list[bool] = []
    real = app.set_fullscreen

    def set_fullscreen(on: bool) -> None:
        made.append(on)
        real(on)

    app.set_fullscreen = set_fullscreen
    return made


def test_f11_held_while_the_window_is_made_anew_toggles_once() -> None:
    """Issue 29.12: the repeats of a held F11 toggled fullscreen again about once a second
    (making the window anew cleared the keys held, so each repeat was a new press; in Xvfb
    the repeats after it came as a release and a press in the same frame)."""
    app = make_app()
    app.stack.push(MainMenu(app))
    clock = [100.0]
    app.keys.now = lambda: clock[0]
    made = counting_toggles(app)
    frames(app, 1, [keydown(pygame.K_F11)])
    assert made == [True]
    for _ in range(30):  # held: a repeat every 40 ms, and no release in between
        clock[0] += 0.04
        frames(app, 1, [keydown(pygame.K_F11)])
    frames(app, 1, [pygame.event.Event(pygame.WINDOWFOCUSLOST)])  # the window lost the focus
    for _ in range(10):
        clock[0] += 0.04
        frames(app, 1, [keydown(pygame.K_F11)])
    for _ in range(5):  # as seen in Xvfb: each repeat told as a release and a press at once
        clock[0] += 0.04
        frames(app, 1, [keyup(pygame.K_F11), keydown(pygame.K_F11)])
    assert made == [True]  # once, however long it was held
    frames(app, 1, [keyup(pygame.K_F11)])
    clock[0] += 0.1
    frames(app, 1, [keydown(pygame.K_F11)])  # released, then a new press
    assert made == [True, False]


def test_enter_held_on_the_fullscreen_switch_flips_it_once() -> None:
    app = make_app()
    clock = [100.0]
    app.keys.now = lambda: clock[0]
    made = counting_toggles(app)
    app.stack.reset(MainMenu(app), SettingsScene(app))
    frames(app)
    scene = app.stack.top
    switch = next(w for w in scene.form.widgets if getattr(w, "label", "") == "Fullscreen (F11)")
    assert isinstance(switch, Toggle)
    scene.form.set_focus(switch)
    frames(app, 1, [keydown(pygame.K_RETURN)])
    for _ in range(20):
        clock[0] += 0.04
        frames(app, 1, [keydown(pygame.K_RETURN)])
    assert made == [True]
    app.set_fullscreen(False)
