"""The rules screen explains every table option, and from a game shows the rules as set."""

from __future__ import annotations

import pygame
import pytest

from game.engine import GAMES, new_game
from game.scenes.menu import MainMenu
from game.scenes.pause import PauseScene
from game.scenes.registry import open_game
from game.scenes.rules import RulesScene, option_value_text, rules_blocks
from game.shell.session import Seat, Session

from .shell_helpers import frames, key, make_app


def texts(blocks) -> list[str]:
    return [b.text for b in blocks]


def options_section(blocks) -> list[str]:
    at = texts(blocks).index("Table options")
    return texts(blocks)[at + 1 :]


def all_text(scene: RulesScene) -> str:
    return "\n".join(texts(scene.blocks))


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_option_is_explained_with_its_label_help_and_default(game_id) -> None:
    info = GAMES[game_id]
    section = options_section(rules_blocks(game_id))
    for name, opt in info.option_info.items():
        line = next((t for t in section if t.startswith(opt.label)), None)
        assert line is not None, f"{game_id}: option {name} missing from the rules"
        assert opt.help in line
        default = option_value_text(opt, info.default_options.get(name))
        assert f"default “{default}”" in line


def test_from_the_menu_the_rules_show_defaults_only() -> None:
    blocks = rules_blocks("silencio")
    assert "At this table" not in texts(blocks)
    assert not any("at this table" in t for t in options_section(blocks))


def test_configured_silencio_rules_say_the_skip_colour_and_the_player_table() -> None:
    options = {"effect_colors": "yellow-skip", "player_table": "B", "tavern": True}
    blocks = rules_blocks("silencio", options, players=3)
    text = texts(blocks)
    at = text.index("At this table")
    assert text[at + 1] == (
        "Cards in the game, B: with 3 players, ranks 2 to 11 of each colour and 6 cards in "
        "each hand."
    )
    assert text[at + 2].startswith("Yellow cards carry the skip effects")
    assert "red cards carry the face-up card" in text[at + 2]
    # The colour effects as set: yellow now skips, red shows a card.
    assert "Yellow light: if the next card played would give a dark effect, it gives none." in text
    assert "Red light: lay one of your hidden cards face up in front of you." in text
    assert not any(t.startswith("Red light: if the next card") for t in text)
    # The cards section lists table B, not the rulebook's table A.
    assert "3 players: ranks 2 to 11 of each colour, 6 cards in each hand" in text
    assert "3 players: ranks 2 to 10 of each colour, 6 cards in each hand" not in text
    # The options section shows this table's values.
    section = options_section(blocks)
    assert any(t.startswith("Colour of the skip effects: “Yellow” at this table") for t in section)
    assert any(t.startswith("Tavern variant: “On” at this table") for t in section)
    assert any(t.startswith("Cards in the game: “B: more cards” at this table") for t in section)
    # The rules themselves say what B is, in words.
    assert any("With B, two and three players get more cards" in t for t in text)


def test_default_silencio_table_is_said_in_words_too() -> None:
    text = texts(rules_blocks("silencio", {}, players=2))
    assert (
        "Cards in the game, A: with 2 players, ranks 2 to 8 of each colour and 5 cards in "
        "each hand." in text
    )
    assert any(t.startswith("Red cards carry the skip effects") for t in text)


@pytest.fixture
def silencio_game():
    app = make_app()
    state = new_game(
        "silencio", 3, seed=4, options={"effect_colors": "yellow-skip", "player_table": "B"}
    )
    session = Session(state, [Seat("Ana", True), Seat("Ben", False), Seat("Cleo", False)])
    app.stack.reset(MainMenu(app), open_game(app, session))
    frames(app, 2)
    return app, session


def test_rules_opened_with_options_show_them(silencio_game) -> None:
    app, session = silencio_game
    scene = RulesScene(app, "silencio", options={"effect_colors": "yellow-skip"})
    assert "Yellow cards carry the skip effects" in all_text(scene)


def test_rules_from_the_pause_menu_show_this_tables_rules(silencio_game) -> None:
    app, session = silencio_game
    app.stack.push(PauseScene(app, "silencio"))
    app.stack.top.rules()  # the pause menu's Rules button
    scene = app.stack.top
    assert isinstance(scene, RulesScene)
    assert scene.table_options == session.state.options
    text = all_text(scene)
    assert "Cards in the game, B: with 3 players, ranks 2 to 11 of each colour" in text
    assert "Yellow cards carry the skip effects" in text
    frames(app, 2)
    assert "At this table" in app.painter.drawn_text  # near the top, visible at once
    # Another game's tab shows that game's defaults; back on Silencio, this table again.
    scene._tab("zilence")()
    assert "At this table" not in all_text(scene)
    scene._tab("silencio")()
    assert "Yellow cards carry the skip effects" in all_text(scene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)


def test_f1_at_the_table_shows_this_tables_rules(silencio_game) -> None:
    app, session = silencio_game
    while app.stack.top is not app.stack.scenes[1]:  # past the curtain, if any
        app.stack.pop()
    key(app, pygame.K_F1)
    assert isinstance(app.stack.top, RulesScene)
    assert "Yellow cards carry the skip effects" in all_text(app.stack.top)


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_configured_rules_draw_and_scroll_to_the_options(size) -> None:
    app = make_app(size)
    scene = RulesScene(app, "silencio", options={"tavern": True})
    app.stack.reset(MainMenu(app), scene)
    frames(app, 2)
    key(app, pygame.K_END)
    frames(app, 2)
    assert app.errors == []
    assert any(t.startswith("Tavern and shrine together") for t in app.painter.drawn_text)
