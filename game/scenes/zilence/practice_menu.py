"""The practice's menu and its summary of a session: the timer and difficulty to choose, the
personal bests per timer and difficulty (also on the statistics screen) and a chart of recent
sessions."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...engine.zilence import drill
from ...i18n import _, ngettext
from ...ui import theme
from ...ui.painter import Painter
from . import bests

if TYPE_CHECKING:
    from .practice import PracticeScene


def draw_chart(
    painter: Painter, rect: pygame.FRect, scores: list[int], best: int | None, top: int
) -> None:
    """Recent sessions as bars, oldest on the left; the personal best's bar in the accent."""
    painter.panel(rect, alpha=30)
    if not scores:
        painter.text(
            _("No sessions yet."), rect.center, theme.SIZE_SMALL, theme.TEXT_DIM, anchor="center"
        )
        return
    inner = rect.inflate(-24, -24)
    inner.h -= 22
    n = drill_recent_slots(len(scores))
    w = inner.w / n
    for i, s in enumerate(scores):
        h = max(3.0, inner.h * s / max(1, top))
        bar = pygame.FRect(inner.x + i * w + 3, inner.bottom - h, w - 6, h)
        color = theme.ACCENT if best is not None and s == best else (150, 142, 128)
        painter.rect(bar, color, 3)
    painter.line((inner.x, inner.bottom), (inner.right, inner.bottom), (120, 114, 104), 1)
    painter.text(
        ngettext(
            "Points of {n} recent session ({top} at most)",
            "Points of {n} recent sessions ({top} at most)",
            len(scores),
        ).format(n=len(scores), top=top),
        (rect.x + 12, rect.bottom - 6),
        theme.SIZE_SMALL,
        theme.TEXT_DIM,
        anchor="bottomleft",
        max_width=rect.w - 24,
    )


def draw_best_grid(painter: Painter, at: pygame.FRect, kept: bests.Bests, here: str = "") -> float:
    """The best score per timer (rows) and difficulty (columns) from ``at``'s top left, the
    ``here`` one in the accent; returns the last row's y."""
    # the timers' column: as at the normal size, or just as wide as "30 s" with larger text
    longest = painter.measure(_("{seconds} s").format(seconds=30), theme.SIZE_BODY)[0]
    timer_w = 110.0 if painter.text_scale <= 1 else longest + 24
    cell_w = (at.w - timer_w) / len(drill.DIFFICULTIES)
    pitch = max(34.0, painter.line_height(theme.SIZE_BODY))  # (larger text: further apart)
    y = at.y
    for j, d in enumerate(drill.DIFFICULTIES):
        painter.text(
            _(drill.DIFFICULTY_NAMES[d]),
            (at.x + timer_w + j * cell_w, y),
            theme.SIZE_SMALL,
            theme.TEXT_DIM,
        )
    for s in drill.TIMERS:
        y += pitch
        painter.text(_("{seconds} s").format(seconds=s), (at.x, y), theme.SIZE_BODY, theme.TEXT_DIM)
        for j, d in enumerate(drill.DIFFICULTIES):
            k = drill.session_key(s, d)
            value = kept.best.get(k)
            painter.text(
                "–" if value is None else str(value),
                (at.x + timer_w + j * cell_w, y),
                theme.SIZE_BODY,
                theme.ACCENT if k == here else theme.TEXT,
                bold=k == here,
            )
    return y


def drill_recent_slots(count: int) -> int:
    return max(count, bests.RECENT // 2)


def draw_menu(scene: PracticeScene, painter: Painter) -> None:
    top, _bottom = scene.span()
    painter.text(_("Scanning practice"), (96, top + 56), theme.SIZE_HEADING + 10, bold=True)
    if scene.phase == "summary":
        total = sum(scene.scores)
        best = scene.bests.best.get(scene.key, total)
        painter.text(
            ngettext(
                "{points} points in {n} rounds", "{points} points in {n} rounds", drill.ROUNDS
            ).format(points=total, n=drill.ROUNDS),
            (96, top + 124),
            theme.SIZE_HEADING,
            theme.ACCENT if scene.new_best else theme.TEXT,
            bold=True,
        )
        if scene.new_best:
            note = _("A new personal best! Best choice in {picks} of {n} rounds.")
        else:
            note = _("Your best here: {best} points. Best choice in {picks} of {n} rounds.")
        painter.text(
            note.format(best=best, picks=scene.best_picks, n=drill.ROUNDS),
            (96, top + 176),
            theme.SIZE_BODY,
            theme.TEXT_DIM,
            max_width=560,
        )
    else:
        painter.text(
            _(
                "Alone against the clock: scan the three paths, then pick the one that "
                "passes the most items you look for."
            ),
            (96, top + 118),
            theme.SIZE_BODY,
            theme.TEXT_DIM,
            wrap=520,
        )
    draw_bests(scene, painter, pygame.FRect(680, top + 56, 1280 - 680 - 64, 0))


def draw_bests(scene: PracticeScene, painter: Painter, at: pygame.FRect) -> None:
    """Personal bests per timer and difficulty, and the chart of recent sessions."""
    painter.text(_("Personal bests"), (at.x, at.y), theme.SIZE_LABEL, bold=True)
    y = draw_best_grid(painter, pygame.FRect(at.x, at.y + 44, at.w, 0), scene.bests, scene.key)
    y += 64
    name = _(drill.DIFFICULTY_NAMES[scene.difficulty])
    painter.text(
        _("Recent sessions, {seconds} s, {difficulty}").format(
            seconds=scene.seconds, difficulty=name
        ),
        (at.x, y),
        theme.SIZE_LABEL,
        bold=True,
    )
    chart = pygame.FRect(at.x, y + 40, at.w, 180)
    recent = scene.bests.recent.get(scene.key, [])
    draw_chart(painter, chart, recent, scene.bests.best.get(scene.key), drill.MAX_SESSION)
    if scene.bests.damaged_to is not None:
        painter.text(
            _("The old scores file was damaged and has been set aside."),
            (at.x, chart.bottom + 16),
            theme.SIZE_SMALL,
            theme.TEXT_DIM,
            max_width=at.w,
        )
