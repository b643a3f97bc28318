"""The screen read aloud: what the announcer says and when, what each screen offers it, and
the AccessKit tree it is handed. (That nothing another seat may not know is ever said is
checked over whole games by the privacy audit, tests/test_privacy_audit.py.)"""

from __future__ import annotations

import pygame
import pytest

from game.engine import new_game
from game.scenes.curtain import CurtainScene
from game.scenes.settings import SettingsScene
from game.shell.session import Seat, Session
from game.ui.access_kit import FOCUS, NEWS, PROMPT, WINDOW, AccessBridge, build_tree
from game.ui.speech import BACKLOG, Announcer, Spoken
from game.ui.widgets import Choice, Slider, Toggle

from .shell_helpers import arm_curtain, key, make_app, open_table, pass_curtain


def kinds(said) -> list[str]:
    return [s.kind for s in said]


def test_a_new_screen_is_said_in_the_order_a_player_wants_it() -> None:
    speech = Announcer()
    said = speech.update(
        Spoken("Silencio", "End turn", "Ana: play a card", 0, ("a", "b"), 1, ("red 3",))
    )
    assert kinds(said) == ["screen", "line", "hand", "prompt", "focus"]
    assert said[1].text == "b"  # only what came since Ana last looked
    assert said[2].text == "Your cards: red 3."


def test_the_same_reader_hears_only_what_changed() -> None:
    speech = Announcer()
    first = Spoken("S", "A", "P", 1, ("x",), 1, ("red 3", "blue 4"))
    speech.update(first)
    assert speech.update(first) == []
    later = Spoken("S", "B", "P", 1, ("x", "y", "z"), 1, ("blue 4",))
    said = speech.update(later)
    assert [(s.kind, s.text) for s in said] == [
        ("line", "y"),
        ("line", "z"),
        ("hand", "Your cards: blue 4."),
        ("focus", "B"),
    ]
    assert all(s.reader == 1 for s in said)


def test_an_arrival_after_a_long_absence_hears_the_last_lines_only() -> None:
    lines = tuple(f"line {i}" for i in range(30))
    said = Announcer().update(Spoken("S", reader=2, lines=lines, seen=0))
    assert [s.text for s in said if s.kind == "line"] == list(lines[-BACKLOG:])


def test_controls_say_their_name_and_value() -> None:
    toggle = Toggle("Reduce motion", (0, 0, 100, 40), False, lambda v: None)
    slider = Slider("Volume", (0, 0, 100, 40), 0.6, lambda v: None)
    choice = Choice(
        "Language", (0, 0, 100, 40), [("en", "English"), ("de", "Deutsch")], "de", lambda v: None
    )
    assert toggle.spoken() == "Reduce motion: Off"
    assert slider.spoken() == "Volume: 60%"
    assert choice.spoken() == "Language: Deutsch"


def test_tab_on_settings_says_the_control_it_reaches() -> None:
    app = make_app()
    app.stack.push(SettingsScene(app))
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    said = list(app.speech.said)
    assert said[0].kind == "screen" and said[0].text.startswith("Settings")
    assert said[-1].kind == "focus" and said[-1].text == app.stack.top.form.focus.spoken()


def test_a_curtain_says_whom_to_pass_to_and_nothing_of_anyone_s_cards() -> None:
    app = make_app()
    state = new_game("silencio", 2, seed=3)
    state.apply(state.legal_actions()[0])  # the start-player card taken: a seat's moment
    session = Session(state, [Seat("Ana", True), Seat("Ben", True)])
    open_table(app, session)
    arm_curtain(app)
    assert isinstance(app.stack.top, CurtainScene)
    last = app.speech.said[-1]
    assert last.kind == "screen" and last.reader is None and last.faces == ()
    assert last.text.startswith(f"Pass to {app.stack.top.name}")
    count = app.speech.count
    pass_curtain(app)
    app.frame(1 / 60, [])
    after = list(app.speech.said)[-(app.speech.count - count) :]
    hand = next(s for s in after if s.kind == "hand")
    viewer = session.shown_seat
    cards = session.state.view(viewer)["table"]["hand"]
    assert hand.reader == viewer and len(hand.faces) == len(cards)


def test_the_bridge_gives_the_screen_reader_a_small_live_tree() -> None:
    spoken = Spoken("Silencio: Ana's screen", "End turn", "Ana: play a card")
    tree = build_tree("Quiet Table", spoken, "Ben plays the red 3.")
    assert tree.focus == FOCUS
    assert tree.nodes[WINDOW].label == "Quiet Table"
    assert tree.nodes[PROMPT].label == "Ana: play a card" and tree.nodes[PROMPT].live
    assert tree.nodes[NEWS].value == "Ben plays the red 3." and tree.nodes[NEWS].live
    bridge = AccessBridge("Quiet Table")
    speech = Announcer(bridge)
    speech.update(spoken)
    assert bridge.tree.nodes[FOCUS].label == "End turn"
    assert "Ana: play a card" in bridge.tree.nodes[NEWS].value


def test_the_tree_converts_to_accesskit_s_own_update() -> None:
    accesskit = pytest.importorskip("accesskit")
    from game.ui.access_kit import to_accesskit

    tree = build_tree("Quiet Table", Spoken("Menu", "Play"), "Menu")
    update = to_accesskit(tree)
    nodes = dict(update.nodes)
    assert update.focus == FOCUS
    assert nodes[WINDOW].role == accesskit.Role.WINDOW
    assert nodes[WINDOW].children == [2, PROMPT, FOCUS, NEWS]
    assert nodes[FOCUS].label == "Play"
    assert nodes[NEWS].live == accesskit.Live.POLITE and nodes[NEWS].value == "Menu"
