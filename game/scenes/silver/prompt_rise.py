"""Silver's prompt bar at a larger text size: it grows upward when its words need more than
two lines, the middle of the table giving up that room (never below ``MIDDLE_MIN``), and
its buttons stay along its bottom edge."""

from __future__ import annotations

import pygame

from ...ui import theme
from ...ui.widgets import Button
from ..table.layout import PROMPT_H
from .layout import MIDDLE_MIN, SilverLayout


class PromptRiseMixin:
    """For SilverTable: ``prompt_rise`` is how far the bar has grown."""

    prompt_rise: float

    def bar(self) -> pygame.FRect:
        """The kit's prompt bar, grown upward when its words need more than two lines (the
        middle of the table gives up that room)."""
        bar = super().bar()  # type: ignore[misc]
        return pygame.FRect(bar.x, bar.y - self.prompt_rise, bar.w, bar.h + self.prompt_rise)

    def rise_needed(self) -> float:
        """How far the bar must grow for the prompt beside its buttons; at most so far that
        the middle keeps room for the piles and the score sheet."""
        painter, text = self.app.painter, self.prompt_text()
        room = self.bar().w - 32 - self.bar_reserve()
        if painter.measure(text, theme.SIZE_LABEL)[0] <= room:
            return 0.0
        one = painter.line_height(theme.SIZE_SMALL)
        lines = round(painter.measure(text, theme.SIZE_SMALL, wrap=room)[1] / one)
        if lines <= 2:
            return 0.0
        geo = SilverLayout(self.layout(), tuple(self.others()))
        most = geo.middle().h + self.prompt_rise - MIDDLE_MIN
        return max(0.0, min(lines * one + 12 - PROMPT_H, most))

    def fit_bar(self) -> None:
        """The bar as tall as its prompt needs, its buttons along its bottom."""
        rise = self.rise_needed()
        if rise != self.prompt_rise:
            self.prompt_rise = rise
            self.rebuild_table()
        bar = self.bar()
        for button in self.form.widgets:
            if isinstance(button, Button) and bar.contains(button.rect):
                rect = button.rect
                rect.update(rect.x, bar.bottom - PROMPT_H + 6, rect.w, PROMPT_H - 12)
