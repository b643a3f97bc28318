"""The widget form: the mouse meets what is drawn on top."""

from __future__ import annotations

import pygame

from game.ui.widgets import Button, Form


def test_a_click_goes_to_the_widget_drawn_on_top() -> None:
    hits: list[str] = []
    below = Button("Table object", (0, 0, 200, 200), lambda: hits.append("below"))
    above = Button("Pop-up choice", (50, 50, 100, 40), lambda: hits.append("above"))
    form = Form([below, above])  # drawn in order: the pop-up over the object
    form.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(60, 60), button=1))
    assert hits == ["above"]
    form.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=1))
    assert hits == ["above", "below"]
