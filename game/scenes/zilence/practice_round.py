"""A practice round's words: the column (the round, the points, the items to look for, then
each flown path and what it finds) and the bar (the countdown, the instruction, the verdict)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...engine.zilence import drill
from ...engine.zilence.describe import items_with_articles
from ...i18n import _
from ...ui import theme
from ...ui.painter import Painter
from . import art
from .drawing import draw_countdown

if TYPE_CHECKING:
    from .practice import PracticeScene


def draw_column(scene: PracticeScene, painter: Painter) -> None:
    rd = scene.round
    assert rd is not None
    col = scene.column()
    painter.panel(col, alpha=36)
    x, y = col.x + 16, col.y + 14
    painter.text(_("Scanning practice"), (x, y), theme.SIZE_LABEL, bold=True)
    y += 36
    painter.text(
        _("Round {round} of {rounds} · {points} points").format(
            round=scene.round_no, rounds=drill.ROUNDS, points=sum(scene.scores)
        ),
        (x, y),
        theme.SIZE_SMALL,
        theme.TEXT_DIM,
    )
    y += 40
    painter.text(_("Look for"), (x, y), theme.SIZE_BODY, bold=True)
    y += 32
    size = (col.w - 32 - 16) / 3
    for i, kind in enumerate(rd.sought):
        card = pygame.FRect(x + i * (size + 8), y, size, size)
        lit = scene.phase in ("trace", "result") and seen(scene, kind)
        art.draw_item_card(painter, card, kind, lit=lit)
    y += size + 8
    names = " · ".join(art.item_name(k) for k in rd.sought)
    box = painter.text(names, (x, y), theme.SIZE_SMALL, theme.TEXT_DIM, wrap=col.w - 32)
    y = box.bottom - 28
    y += 40
    if scene.phase not in ("trace", "result") or scene.choice is None:
        return
    for color in scene.shown_paths():
        found = rd.found[color]
        mine, best = color == scene.choice, color in rd.best
        art.draw_path_chip(painter, pygame.FRect(x, y + 4, 40, 16), color)
        who = _("Your path") if mine else _("Best path")
        if mine and best:
            who = _("Your path, a best one")
        painter.text(who, (x + 48, y), theme.SIZE_BODY, bold=True, max_width=col.w - 72)
        y += 28
        items = items_with_articles(found)
        finds = _("finds {items}").format(items=items) if found else _("finds none of them")
        painter.text(
            finds,
            (x + 48, y),
            theme.SIZE_SMALL,
            theme.TEXT_DIM,
            wrap=col.w - 72,
        )
        y += painter.measure(finds, theme.SIZE_SMALL, wrap=col.w - 72)[1] + 12
    if scene.scores:
        painter.text(
            _("+{points} points").format(points=scene.scores[-1]),
            (x, y + 4),
            theme.SIZE_LABEL,
            theme.ACCENT,
            bold=True,
        )


def seen(scene: PracticeScene, kind: str) -> bool:
    """A sought item the pointer has passed on the chosen route."""
    if scene.trace is None:
        return False
    return kind in scene.trace.called_kinds(0)


def draw_bar(scene: PracticeScene, painter: Painter) -> None:
    rd = scene.round
    assert rd is not None
    rect = scene.bar()
    name = art.symbol_name(rd.symbol)
    if scene.phase == "scan":
        text = _("Scan the {symbol} paths.").format(symbol=name)
        draw_countdown(
            painter, rect, rd.symbol, scene.colors(), text, scene.time_left, scene.seconds
        )
        return
    painter.rect(rect, (20, 19, 26), 10, alpha=225)
    painter.rect(rect, theme.ACCENT, 10, width=1, alpha=140)
    text = {
        "reveal": _("Round {round}: the {symbol}.").format(round=scene.round_no, symbol=name),
        "choose": _("Click the path you would take, or press 1, 2 or 3."),
        "trace": _("Your path and the best one, flown side by side. Click to skip."),
    }.get(scene.phase, "")
    if scene.phase == "result":
        text = scene.verdict()
    room = rect.w - (260 if scene.phase == "result" else 32)
    painter.text(
        text, (rect.x + 16, rect.centery), theme.SIZE_LABEL, anchor="midleft", max_width=room
    )
