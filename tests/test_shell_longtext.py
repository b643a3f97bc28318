"""Long text from files: names thousands (or millions) of characters long never hang a frame."""

from __future__ import annotations

import json

import pytest

from game.engine.common import new_game
from game.files import saves
from game.scenes.curtain import CurtainScene
from game.shell.session import NAME_MAX, Seat, Session
from game.ui import theme

from .shell_helpers import frames


def counting_measure(app) -> list[str]:
    """Record every text the painter measures from now on."""
    seen: list[str] = []
    real = app.painter.measure

    def measure(text, *args, **kwargs):
        seen.append(text)
        return real(text, *args, **kwargs)

    app.painter.measure = measure
    return seen


@pytest.mark.parametrize("length", [3_000, 100_000, 10_000_000])
def test_a_huge_name_is_cut_with_a_few_measurements_then_from_the_cache(app, length) -> None:
    measured = counting_measure(app)
    name = "W" * length
    cut = app.painter.ellipsize(name, theme.SIZE_TITLE, 536)
    assert cut.endswith("…") and cut.startswith("WWW")
    assert app.painter.measure(cut, theme.SIZE_TITLE)[0] <= 536
    assert len(measured) <= 20  # halving, not one measurement per character
    assert max(len(t) for t in measured) <= 540  # never the whole name
    measured.clear()
    assert app.painter.ellipsize(name, theme.SIZE_TITLE, 536) == cut
    assert measured == []  # the next frames cost nothing


def test_a_short_name_is_left_whole(app) -> None:
    assert app.painter.ellipsize("Ana", theme.SIZE_TITLE, 536) == "Ana"


def test_the_curtain_draws_a_ten_million_character_name(app) -> None:
    measured = counting_measure(app)
    app.stack.push(CurtainScene(app, "Z" * 10_000_000, lambda: None))
    frames(app, 3)
    shown = app.painter.drawn_text
    assert any(t.startswith("Pass to ZZZ") and t.endswith("…") for t in shown)
    assert max(len(t) for t in shown) < 600
    assert max(len(t) for t in measured) < 600


def test_a_long_name_from_a_save_reaches_the_curtain_capped(app) -> None:
    session = Session(new_game("toy", 2, seed=1), [Seat("Ana", True), Seat("Ben", True)])
    data = json.loads(session.to_json())
    data["seats"][0]["name"] = "Q" * 3000
    saves.current_path().write_text(json.dumps(data))
    app.stack.top.continue_game()
    frames(app, 2)
    assert isinstance(app.stack.top, CurtainScene)
    assert app.stack.top.name == "Q" * NAME_MAX
