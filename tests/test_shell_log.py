"""The game log panel: private lines marked, never scrolled into blank space, new lines shown."""

from __future__ import annotations

import pygame

from game.ui.log_panel import LogPanel

from .shell_helpers import make_app


def test_scrolling_stops_at_the_first_line() -> None:
    app = make_app()
    panel = LogPanel()
    panel.set_lines([(f"Line {i}.", False) for i in range(40)])
    for _ in range(100):  # wheel far past the beginning
        panel.handle(pygame.event.Event(pygame.MOUSEWHEEL, y=1, logical_pos=panel.rect().center))
    app.painter.begin_frame()
    panel.draw(app.painter)
    assert "Line 0." in app.painter.drawn_text
    assert panel.scroll < 40 - 5  # the panel is full of lines, not blank above the first


def test_a_new_reader_sees_everything_since_its_last_turn() -> None:
    app = make_app()
    panel = LogPanel()
    lines = [(f"Move {i} of a long game, written out in full.", False) for i in range(60)]
    panel.set_lines(lines, mark=30)
    app.painter.begin_frame()
    panel.draw(app.painter)
    assert "Move 30 of a long game, written out in full." in app.painter.drawn_text


def test_private_lines_say_they_are_only_for_you() -> None:
    app = make_app()
    panel = LogPanel()
    panel.set_lines([("Ana passes a card to Ben.", False), ("You passed the red 4.", True)])
    app.painter.begin_frame()
    panel.draw(app.painter)
    assert "Only you: You passed the red 4." in app.painter.drawn_text


def test_a_long_prompt_wraps_to_two_lines_and_is_cut_at_a_word() -> None:
    from game.scenes.table.prompt import fit_two_lines

    app = make_app((800, 600))
    text = "Blue light effect: take the last card of another row into your hand, " * 4
    cut = fit_two_lines(app.painter, text, 18, 600)
    _, line = app.painter.measure("Ag", 18)
    assert app.painter.measure(cut, 18, wrap=600)[1] <= 2 * line + 2
    assert cut.endswith("…") and text.startswith(cut[:-1]) and cut[-2] != " "
    short = "Play a card."
    assert fit_two_lines(app.painter, short, 18, 600) == short
