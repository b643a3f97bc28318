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
AREA_PAD = 16  # the pop-up's backing reaches this far round its buttons


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
    painter: Painter,
    choices: list[Choice],
    bar: pygame.FRect,
    top: float = 40,
    groups: list[int] | None = None,
    avoid: pygame.FRect | None = None,
    area: pygame.FRect | None = None,
) -> list[Button]:
    """Columns ending just above the bar: one per group of choices (``groups`` gives each
    choice's group), else as many as the height needs; placed beside ``avoid`` (the object
    the choices are about) rather than over it. With an ``area`` (where the table has room
    to spare, e.g. beside a lone card), the columns start at its top, centred in it."""
    labels = [label for label, _ in choices]
    w = max([280] + [painter.measure(t, theme.SIZE_BODY)[0] + 40 for t in labels])
    button_h = float(BUTTON_H)
    if painter.text_scale > 1:  # larger text: room for a label on two lines
        button_h = max(button_h, 2 * painter.line_height(theme.SIZE_SMALL) + 12)
    span = area if area is not None else bar
    room = area.h - 2 * AREA_PAD if area is not None else bar.y - 16 - top
    per_column = max(1, int((room + GAP) // (button_h + GAP)))
    slots = _slots(len(choices), per_column, groups)
    columns = max(c for c, _ in slots) + 1
    w = min(w, (span.w - GAP * (columns - 1) - (2 * AREA_PAD if area else 0)) / columns)
    rows = max(r for _, r in slots) + 1
    total = columns * w + (columns - 1) * GAP
    if area is not None:
        y0 = area.y + AREA_PAD
        x0 = area.centerx - total / 2
    else:
        y0 = bar.y - 16 - rows * (button_h + GAP)
        x0 = _beside(bar.centerx - total / 2, total, y0, bar, avoid)
    buttons = []
    for (label, run), (col, row) in zip(choices, slots, strict=True):
        rect = (x0 + col * (w + GAP), y0 + row * (button_h + GAP), w, button_h)
        buttons.append(Button(label, rect, run, size=theme.SIZE_BODY))
    return buttons


def _slots(count: int, per_column: int, groups: list[int] | None) -> list[tuple[int, int]]:
    """(column, row) of each choice: a column per group when every group fits, else fill."""
    if groups and max(groups.count(g) for g in set(groups)) <= per_column:
        order = sorted(set(groups), key=groups.index)
        rows: dict[int, int] = {}
        slots = []
        for g in groups:
            slots.append((order.index(g), rows.get(g, 0)))
            rows[g] = rows.get(g, 0) + 1
        return slots
    return [(i // per_column, i % per_column) for i in range(count)]


def _beside(
    x0: float, total: float, y0: float, bar: pygame.FRect, avoid: pygame.FRect | None
) -> float:
    if avoid is None or avoid.bottom < y0 or not (x0 < avoid.right and avoid.x < x0 + total):
        return x0
    right = avoid.right + 16
    if right + total <= bar.right:
        return right
    left = avoid.x - 16 - total
    return max(bar.x, left) if left >= bar.x else x0


def draw_column_back(painter: Painter, buttons: list[Button]) -> None:
    """The pop-up's backing, so a column of choices reads as one panel."""
    if not buttons:
        return
    box = buttons[0].rect.unionall([b.rect for b in buttons]).inflate(32, 32)
    painter.rect(box, (16, 15, 24), 14, alpha=240)
    painter.rect(box, theme.ACCENT, 14, width=1, alpha=120)
