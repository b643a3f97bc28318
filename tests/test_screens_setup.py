"""Table setup: remembered tables, rematch, name fields, option rows, the Players field."""

from __future__ import annotations

import dataclasses
import json

import pygame
import pytest

from game.engine.common import GAMES
from game.files import saves
from game.files.tables import NAME_LIMIT, load_table, tables_file
from game.scenes.dialog import Dialog
from game.scenes.menu import MainMenu
from game.scenes.setup import SetupScene, start_rematch, too_long
from game.shell.session import Seat, Session
from game.ui.widgets import Choice, TextInput, Toggle

from .shell_helpers import click, frames, key, make_app
from .toy_table import ToyTable


def open_setup(app, game_id: str = "toy") -> SetupScene:
    app.stack.push(SetupScene(app, game_id))
    frames(app)
    return app.stack.top


def widgets(scene: SetupScene, kind: type) -> list:
    return [w for w in scene.form.widgets if isinstance(w, kind)]


def type_text(app, text: str) -> None:
    frames(app, 1, [pygame.event.Event(pygame.TEXTINPUT, text=text)])


def option_widget(scene: SetupScene, label: str):
    for page in range(scene.option_pages()):
        scene._set_option_page(page)
        for w in scene.form.widgets:
            if getattr(w, "label", None) == label:
                return w
    raise AssertionError(f"no option {label!r}")


# ---- remembered tables ---------------------------------------------------------------------
def test_back_remembers_the_table_and_setup_starts_from_it(app) -> None:
    scene = open_setup(app)
    assert scene.players == 2
    key(app, pygame.K_RIGHT)  # the Players field has the focus: 3 players
    assert scene.players == 3
    scene.names[1] = "Zoë"
    scene.humans[2] = True
    scene.options["allow_draw"] = False
    key(app, pygame.K_ESCAPE)  # Back
    assert isinstance(app.stack.top, MainMenu)
    again = open_setup(app)
    assert again.players == 3
    assert again.names[:3] == ["Ana", "Zoë", "Cleo"]
    assert again.humans[:3] == [True, False, True]
    assert again.options == {"allow_draw": False}
    assert [w.value for w in widgets(again, TextInput)] == ["Ana", "Zoë", "Cleo"]


def test_play_again_opens_setup_at_the_table_just_played(app) -> None:
    scene = open_setup(app)
    scene._set_players(3)
    scene.names[0] = "Mo"
    scene.options["allow_draw"] = False
    scene.start()
    assert isinstance(app.stack.top, ToyTable)
    # The end screen's "Play again" opens setup afresh.
    app.stack.reset(MainMenu(app), SetupScene(app, "toy"))
    again = app.stack.top
    assert (again.players, again.names[0], again.options) == (3, "Mo", {"allow_draw": False})


DAMAGED = [
    "{half a file",
    "",
    "[]",
    "null",
    '"tables"',
    "[" * 100_000 + "]" * 100_000,
    json.dumps({"format": 99, "games": {"toy": {"players": 3}}}),
    json.dumps({"format": 1, "games": []}),
    json.dumps({"format": 1, "games": {"toy": []}}),
    json.dumps({"format": 1, "games": {"toy": {"players": "3", "seats": "Ana", "options": 7}}}),
    json.dumps(
        {
            "format": 1,
            "games": {
                "toy": {
                    "players": 99,
                    "seats": [1, None, {"name": 5, "human": "yes", "level": []}],
                    "options": {"allow_draw": "no", "unknown": 1, "": None},
                }
            },
        }
    ),
    json.dumps({"format": 1, "games": {"toy": {"players": True, "seats": [{"name": "x" * 99}]}}}),
    json.dumps({"format": 1, "games": {"toy": {"seats": [{"name": "\x00\x07"}]}}}),
]


@pytest.mark.parametrize("text", DAMAGED)
def test_a_damaged_tables_file_falls_back_to_defaults_and_never_crashes(app, text) -> None:
    tables_file().write_text(text, encoding="utf-8")
    scene = SetupScene(app, "toy")
    app.stack.push(scene)
    frames(app, 2)
    assert app.errors == []
    # The file is kept byte for byte and the player is told once, naming it.
    kept = list(tables_file().parent.glob("damaged-*-tables.json"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == text
    assert isinstance(app.stack.top, Dialog) and "tables.json" in app.stack.top.message
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is scene
    assert scene.players == 2
    assert scene.names[:2] == ["Ana", "Ben"]
    assert scene.humans[:2] == [True, False]
    assert scene.options == {"allow_draw": True}
    key(app, pygame.K_ESCAPE)  # remembering over the damaged file works too
    assert load_table("toy").players == 2
    assert json.loads(tables_file().read_text())["format"] == 1


def test_unreadable_bytes_in_the_tables_file_fall_back_to_defaults(app) -> None:
    tables_file().write_bytes(b"\xff\xfe\x00garbage\x80")
    assert load_table("toy").players == 2
    open_setup(app)
    assert app.errors == []


def test_one_bad_value_keeps_the_good_ones(app) -> None:
    entry = {
        "players": 3,
        "seats": [{"name": "Mo", "human": True}, {"name": 4, "human": True}],
        "options": {"allow_draw": "no"},
    }
    tables_file().write_text(json.dumps({"format": 1, "games": {"toy": entry}}))
    plan = load_table("toy")
    assert plan.players == 3
    assert [s.name for s in plan.seats[:2]] == ["Mo", "Ben"]
    assert [s.human for s in plan.seats[:2]] == [True, True]
    assert plan.options == {"allow_draw": True}


def test_each_game_keeps_its_own_table(app) -> None:
    toy = open_setup(app, "toy")
    toy._set_players(3)
    key(app, pygame.K_ESCAPE)
    silencio = open_setup(app, "silencio")
    silencio._set_players(4)
    silencio.options["tavern"] = True
    key(app, pygame.K_ESCAPE)
    assert load_table("toy").players == 3
    assert load_table("silencio").players == 4
    assert load_table("silencio").options["tavern"] is True


def test_a_computer_seats_level_is_offered_and_remembered(app, monkeypatch) -> None:
    leveled = dataclasses.replace(
        GAMES["toy"], bot_levels=("easy", "hard"), default_bot_level="easy"
    )
    monkeypatch.setitem(GAMES, "toy", leveled)
    scene = open_setup(app)
    seat_choice = [w for w in widgets(scene, Choice) if w.label == ""][1]
    assert [text for _, text in seat_choice.options] == [
        "Human",
        "Computer: Easy",
        "Computer: Hard",
        "On another computer",
    ]
    assert seat_choice.value == (False, "easy")
    seat_choice.step(1)
    assert scene.seats()[1] == Seat("Ben", False, "hard")
    scene.start()
    assert app.stack.top.session.seats[1].level == "hard"
    assert load_table("toy").seats[1].level == "hard"
    again = open_setup(app)
    assert again.seat_kind(1) == (False, "hard")


# ---- rematch -------------------------------------------------------------------------------
def test_rematch_deals_a_new_game_with_the_same_seats_and_options(app) -> None:
    from game.engine.common import new_game

    state = new_game("toy", 3, seed=5, options={"allow_draw": False})
    seats = [Seat("Mo", True), Seat("Kai", False), Seat("Lu", True)]
    old = Session(state, seats)
    new = start_rematch(app, old)
    assert new is not old
    assert isinstance(app.stack.scenes[1], ToyTable)
    assert app.stack.scenes[1].session is new
    assert isinstance(app.stack.scenes[0], MainMenu)
    assert new.game_id == "toy"
    assert [(s.name, s.human, s.level) for s in new.seats] == [
        ("Mo", True, ""),
        ("Kai", False, ""),
        ("Lu", True, ""),
    ]
    assert new.state.options == {"allow_draw": False}
    assert new.state.seed != 5
    assert new.state.history == []
    assert saves.load_current().state.seed == new.state.seed  # Continue resumes the rematch
    plan = load_table("toy")  # and setup next time starts from this table
    assert (plan.players, [s.name for s in plan.seats]) == (3, ["Mo", "Kai", "Lu"])
    frames(app, 2)
    assert app.errors == []


# ---- name fields ---------------------------------------------------------------------------
def test_ctrl_a_selects_the_name_and_typing_replaces_it(app) -> None:
    scene = open_setup(app)
    name = widgets(scene, TextInput)[0]
    scene.form.focus = name
    key(app, pygame.K_a, pygame.KMOD_LCTRL)
    assert name.selected
    frames(app)  # drawn selected
    key(app, pygame.K_z)  # the key press before its text arrives keeps the selection
    type_text(app, "Zed")
    assert name.value == "Zed" and scene.names[0] == "Zed"
    type_text(app, "a")
    assert name.value == "Zeda"  # the selection is gone: typing appends again


def test_ctrl_a_then_backspace_empties_the_name(app) -> None:
    scene = open_setup(app)
    name = widgets(scene, TextInput)[1]
    scene.form.focus = name
    key(app, pygame.K_a, pygame.KMOD_CTRL)
    key(app, pygame.K_BACKSPACE)
    assert name.value == "" and scene.names[1] == ""
    assert scene.seats()[1].name == "Ben"  # an empty name sits as the default


def test_a_name_longer_than_the_limit_says_so(app) -> None:
    scene = open_setup(app)
    name = widgets(scene, TextInput)[0]
    scene.form.focus = name
    key(app, pygame.K_a, pygame.KMOD_CTRL)
    type_text(app, "Bartholomew-Augustin")  # 20 characters
    assert name.value == "Bartholomew-Augustin"[:NAME_LIMIT]
    assert name.notice == too_long()
    frames(app)
    assert too_long() in app.painter.drawn_text
    key(app, pygame.K_BACKSPACE)
    frames(app)
    assert name.notice == "" and too_long() not in app.painter.drawn_text


# ---- option rows ---------------------------------------------------------------------------
@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_every_option_label_is_drawn_at_one_size_that_fits(size) -> None:
    app = make_app(size)
    scene = SetupScene(app, "silencio")
    app.stack.reset(MainMenu(app), scene)
    sizes = set()
    for page in range(scene.option_pages()):
        scene._set_option_page(page)
        frames(app)
        for w in scene.form.widgets:
            if isinstance(w, (Toggle, Choice)) and w.rect.x >= 600:
                sizes.add(w.label_size)
                room = w.label_width - (12 if isinstance(w, Choice) else 0)
                assert app.painter.fit_size(w.label, w.label_size, room) == w.label_size, w.label
                assert w.label in app.painter.drawn_text, "a label was cut"
    assert len(sizes) == 1


def test_tavern_sub_options_are_disabled_while_the_tavern_is_off(app) -> None:
    scene = open_setup(app, "silencio")
    assert scene.options["tavern"] is False
    for label in ("Tavern when passing", "Tavern and shrine together"):
        widget = option_widget(scene, label)
        assert not widget.enabled
        assert "Tavern variant" in widget.tooltip
        before = scene.options.copy()
        click(app, (widget.rect.right - 36, widget.rect.centery))  # on the switch itself
        widget.activate()
        assert scene.options == before, "a disabled option changed"
        assert widget not in scene.form._focusable()
    # Hovering it explains why.
    widget = option_widget(scene, "Tavern when passing")
    real = app.painter.vp.to_real(*widget.rect.center)
    frames(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=real, rel=(0, 0), buttons=())])
    assert any("Only with Tavern variant on" in t for t in app.painter.drawn_text)
    # The Tavern on: they come alive.
    tavern = option_widget(scene, "Tavern variant")
    tavern.activate()
    assert scene.options["tavern"] is True
    widget = option_widget(scene, "Tavern when passing")
    assert widget.enabled and "Only with" not in widget.tooltip
    widget.activate()
    assert scene.options["tavern_when_passing"] is False


def test_silencio_declares_the_tavern_sub_options_as_data() -> None:
    info = GAMES["silencio"].option_info
    assert info["tavern_when_passing"].depends_on == "tavern"
    assert info["tavern_and_shrine_same_turn"].depends_on == "tavern"
    assert {n for n, o in info.items() if o.depends_on} == {
        "tavern_when_passing",
        "tavern_and_shrine_same_turn",
    }


# ---- the Players field ---------------------------------------------------------------------
def test_enter_on_the_players_field_does_not_change_the_count(app) -> None:
    scene = open_setup(app)
    players = widgets(scene, Choice)[0]
    assert scene.form.focus is players
    for k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
        key(app, k)
        assert scene.players == 2
    assert isinstance(app.stack.top, SetupScene)
    key(app, pygame.K_RIGHT)
    assert scene.players == 3
    key(app, pygame.K_LEFT)
    assert scene.players == 2


def test_a_variants_sub_options_sit_right_under_it(app) -> None:
    scene = open_setup(app, "silencio")
    labels = [w.label for w in scene.form.widgets if isinstance(w, (Toggle, Choice))]
    at = labels.index("Tavern variant")
    assert labels[at + 1 : at + 3] == ["Tavern when passing", "Tavern and shrine together"]


def test_zilence_round_limit_zero_reads_no_limit(app) -> None:
    """Issue 17 playtest: "Round limit 0" read as "no rounds"; the default says what it is."""
    scene = SetupScene(app, "zilence")
    app.stack.reset(MainMenu(app), scene)
    frames(app)
    choices = [w for w in scene.form.widgets if isinstance(w, Choice)]
    limit = next(w for w in choices if w.label == "Round limit")
    assert limit.value == 0
    assert "No limit" in app.painter.drawn_text
