"""History's rows: one kept game each (its title, outcome, players, date and any help it
had), side by side, or with larger text on lines of their own."""

from __future__ import annotations

import pygame

from ...history.entry import Entry
from ...history.words import date_text, outcome_text, seat_text, title
from ...i18n import _, ngettext
from ...ui import theme
from ...ui.painter import Painter

ROW_H = 66
TITLE_W = 230  # the game's column
DATE_W = 210  # the date's column, at the right


def stacked_row_h(painter: Painter) -> float:
    """A row's height with larger text: three lines and their margins."""
    lines = (theme.SIZE_LABEL, theme.SIZE_BODY, theme.SIZE_SMALL)
    return sum(painter.line_height(size) for size in lines) + 22


def draw_entry(painter: Painter, entry: Entry, row: pygame.FRect) -> None:
    """The game on the left, outcome and players in the middle, the date on the right."""
    x, top = row.x + 16, row.y + 8
    painter.text(title(entry.game), (x, top), theme.SIZE_LABEL, bold=True, max_width=TITLE_W - 24)
    if not entry.finished:
        painter.text(_("Abandoned"), (x, top + 30), theme.SIZE_SMALL, theme.DANGER)
    text_x = x + TITLE_W
    width = row.right - DATE_W - text_x - 16
    painter.text(
        outcome_text(entry),
        (text_x, top),
        theme.SIZE_BODY,
        theme.TEXT if entry.finished else theme.TEXT_DIM,
        max_width=width,
    )
    seats = painter.text(
        seat_text(entry), (text_x, top + 30), theme.SIZE_SMALL, theme.TEXT_DIM, max_width=width
    )
    painter.text(
        date_text(entry),
        (row.right - 16, top),
        theme.SIZE_SMALL,
        theme.TEXT_DIM,
        anchor="topright",
    )
    help_text = help_mark(entry)
    if help_text:
        at = (row.right - 16, top + 30)
        room = max(DATE_W, at[0] - seats.right - 24)  # beside the seats, however long
        painter.text(
            help_text, at, theme.SIZE_SMALL, theme.TEXT_DIM, anchor="topright", max_width=room
        )


def draw_stacked_entry(painter: Painter, entry: Entry, row: pygame.FRect) -> None:
    """The game and its date, then the outcome, then the players and any help had."""
    x, width = row.x + 16, row.w - 32
    date = painter.text(
        date_text(entry),
        (row.right - 16, row.y + 6),
        theme.SIZE_SMALL,
        theme.TEXT_DIM,
        anchor="topright",
    )
    name = title(entry.game)
    if not entry.finished:
        name = f"{name} · {_('Abandoned')}"
    head = painter.text(
        name, (x, row.y + 4), theme.SIZE_LABEL, bold=True, max_width=date.x - x - 16
    )
    outcome = painter.text(
        outcome_text(entry),
        (x, head.bottom),
        theme.SIZE_BODY,
        theme.TEXT if entry.finished else theme.TEXT_DIM,
        max_width=width,
    )
    seats = seat_text(entry)
    help_text = help_mark(entry)
    painter.text(
        f"{seats} · {help_text}" if help_text else seats,
        (x, outcome.bottom),
        theme.SIZE_SMALL,
        theme.TEXT_DIM,
        max_width=width,
    )


def help_mark(entry) -> str:
    """What a kept game had help from: a guided first game, or suggestions (who, how many),
    and moves taken back (how many)."""
    if entry.guided:
        return _("Guided game")
    marks: list[str] = []
    used = [(s.name, n) for s, n in zip(entry.seats, entry.suggestions, strict=False) if n]
    if used:
        seats = ", ".join(_("{name} ({n})").format(name=name, n=n) for name, n in used)
        marks.append(_("Suggestions: {seats}").format(seats=seats))
    if entry.undos:
        taken = ngettext("{n} move taken back", "{n} moves taken back", entry.undos)
        marks.append(taken.format(n=entry.undos))
    return " · ".join(marks)
