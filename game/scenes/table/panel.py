"""The action panel: a turn's plain choices as buttons in the prompt bar, or, when they
would crowd out the prompt, as a column above it (with Cancel when an object is selected)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ...ui import theme
from ...ui.painter import Painter
from ...ui.widgets import Button

Choice = tuple[str, Callable[[], None]]
BUTTON_H = 44
GAP = 8
MAX_BAR_SHARE = 0.5  # buttons may take at most half the bar; the prompt keeps the rest


def button_width(painter: Painter, label: str) -> float:
    return max(120, painter.measure(label, theme.SIZE_BODY, bold=True)[0] + 40)


def fits_in_bar(painter: Painter, choices: list[Choice], bar: pygame.FRect) -> bool:
    widths = [button_width(painter, label) for label, _ in choices]
    return sum(widths) + GAP * len(widths) <= bar.w * MAX_BAR_SHARE


def bar_buttons(painter: Painter, choices: list[Choice], bar: pygame.FRect) -> list[Button]:
    """Right-aligned in the bar; a lone choice is the primary one."""
    buttons: list[Button] = []
    x = bar.right - GAP
    for label, run in reversed(choices):
        w = button_width(painter, label)
        x -= w
        rect = (x, bar.y + 6, w, bar.h - 12)
        buttons.insert(0, Button(label, rect, run, size=theme.SIZE_BODY, primary=len(choices) == 1))
        x -= GAP
    return buttons


def column_buttons(
    painter: Painter, choices: list[Choice], bar: pygame.FRect, top: float = 40
) -> list[Button]:
    """A centred column ending just above the bar; two columns when one would not fit."""
    labels = [label for label, _ in choices]
    w = max([280] + [painter.measure(t, theme.SIZE_BODY)[0] + 40 for t in labels])
    room = bar.y - 16 - top
    per_column = max(1, int((room + GAP) // (BUTTON_H + GAP)))
    columns = (len(choices) + per_column - 1) // per_column
    w = min(w, (bar.w - GAP * (columns - 1)) / columns)
    rows = min(len(choices), per_column)
    y0 = bar.y - 16 - rows * (BUTTON_H + GAP)
    x0 = bar.centerx - (columns * w + (columns - 1) * GAP) / 2
    buttons = []
    for i, (label, run) in enumerate(choices):
        col, row = divmod(i, per_column)
        rect = (x0 + col * (w + GAP), y0 + row * (BUTTON_H + GAP), w, BUTTON_H)
        buttons.append(Button(label, rect, run, size=theme.SIZE_BODY))
    return buttons


def draw_column_back(painter: Painter, buttons: list[Button]) -> None:
    """The pop-up's backing, so a column of choices reads as one panel."""
    if not buttons:
        return
    box = buttons[0].rect.unionall([b.rect for b in buttons]).inflate(32, 32)
    painter.rect(box, (16, 15, 24), 14, alpha=240)
    painter.rect(box, theme.ACCENT, 14, width=1, alpha=120)
