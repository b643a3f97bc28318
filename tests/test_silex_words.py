"""Silex's words as a player reads them on a real (headless) table: counted nouns agree with
their number, in every label, tooltip and log line of a whole game."""

from __future__ import annotations

import re

from game.engine import new_game
from game.engine.common.words import plural
from game.session import Seat, Session

from .shell_helpers import frames, make_app, open_table

# "1 cards", "1 points", "1 Black Ideas" ...: a count of one with a plural noun.
ONE_PLURAL = re.compile(
    r"(?<![\d.])\b1 (?:more |hidden )?(cards|points|Idea flints|Black Ideas|Characters|"
    r"Discoveries)\b"
)


def test_plural_counts_one_and_many_and_takes_irregulars() -> None:
    assert plural(1, "card") == "1 card"
    assert plural(0, "card") == "0 cards"
    assert plural(2, "Black Idea") == "2 Black Ideas"
    assert plural(1, "Discovery", "Discoveries") == "1 Discovery"
    assert plural(3, "Discovery", "Discoveries") == "3 Discoveries"


def whole_game_words() -> set[str]:
    """Every text drawn, every tooltip and every log line of a whole 3-seat game."""
    app = make_app()
    options = {"expert_doubles": True, "memory_aid": True}
    state = new_game("silex", 3, seed=5, options=options)
    session = Session(state, [Seat(f"P{i}", False) for i in range(3)])
    scene = open_table(app, session)
    seen: set[str] = set()
    for _ in range(6000):
        frames(app)
        scene.motion.skip()
        seen |= set(app.painter.drawn_text)
        seen |= {w.tooltip for w in scene.form.widgets if getattr(w, "tooltip", "")}
        if state.is_over:
            break
    assert state.is_over
    seen |= {session.describe(e) for s in range(3) for e in state.events_for(s)}
    return seen


def test_no_label_tooltip_or_log_line_says_one_with_a_plural() -> None:
    words = whole_game_words()
    wrong = sorted(w for w in words if ONE_PLURAL.search(w))
    assert not wrong, wrong
    assert any(re.search(r"\b1 card\b", w) for w in words)  # a single card was counted
