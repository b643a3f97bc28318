"""The game log: a narrow foldable panel on the right, newest line at the bottom; and
``LogFeed``, one reader's lines described once each, so an action adds lines instead of
describing the whole game again."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from ..i18n import _
from . import theme
from .painter import Painter

WIDTH = 280
FOLDED_WIDTH = 40


class LogPanel:
    def __init__(self, open_: bool = True) -> None:
        self.open = open_
        self.lines: list[str] = []
        self.private: set[int] = set()  # lines only the seat at the screen saw
        self.scroll = 0  # lines scrolled up from the newest
        self.span = (24.0, 696.0)  # its top and bottom (the table moves them on a tall window)
        # The first line this reader has not seen yet (marked, and scrolled into view once).
        self.mark: int | None = None
        self._reveal = False

    def rect(self) -> pygame.FRect:
        top, bottom = self.span
        w = WIDTH if self.open else FOLDED_WIDTH
        return pygame.FRect(1280 - theme.MARGIN - w, top, w, bottom - top)

    def toggle_rect(self) -> pygame.FRect:
        r = self.rect()
        return pygame.FRect(r.x, r.y, FOLDED_WIDTH if not self.open else r.w, 36)

    def add(self, line: str, private: bool = False) -> None:
        if private:
            self.private.add(len(self.lines))
        self.lines.append(line)
        self.scroll = 0

    def set_lines(self, lines: list[tuple[str, bool]], mark: int | None = None) -> None:
        """Replace the log (a new seat at the screen). ``mark``: the first line new to this
        reader; the panel scrolls so that the reader sees everything from there on."""
        self.lines = [text for text, _ in lines]
        self.private = {i for i, (_, private) in enumerate(lines) if private}
        self.scroll = 0
        self.mark = mark if mark is not None and 0 < mark < len(self.lines) else None
        self._reveal = self.mark is not None

    def extend_to(self, lines: list[tuple[str, bool]], count: int) -> None:
        """Show the first ``count`` of the same reader's ``lines``: only the lines past what
        is shown are added (or, held back again, dropped)."""
        shown = len(self.lines)
        if count == shown:
            return
        if count < shown:
            del self.lines[count:]
            self.private = {i for i in self.private if i < count}
        for text, private in lines[shown:count]:
            self.add(text, private)
        self.scroll = 0
        self.mark, self._reveal = None, False  # as set_lines does for the same reader

    def handle(self, event: pygame.event.Event) -> bool:
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.toggle_rect().collidepoint(event.pos)
        ):
            self.open = not self.open
            return True
        if event.type == pygame.MOUSEWHEEL and self.open:
            mouse = getattr(event, "logical_pos", None)
            if mouse is None or self.rect().collidepoint(mouse):
                self.scroll = max(0, min(len(self.lines) - 1, self.scroll + event.y))
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_l:
            self.open = not self.open
            return True
        return False

    def text_of(self, i: int) -> str:
        if i in self.private:
            return _("Only you: {line}").format(line=self.lines[i])
        return self.lines[i]

    def _height(self, painter: Painter, start: int, end: int, width: float) -> float:
        return sum(
            painter.measure(self.text_of(i), theme.SIZE_SMALL, wrap=width)[1] + 6
            for i in range(start, end)
        )

    def _fit_scroll(self, painter: Painter, room: float) -> None:
        """Never scroll past the first line into blank space; once after a new reader sits
        down, scroll back so the lines since its last turn all show (from the mark)."""
        width = self.rect().w - 32
        if self._reveal and self.mark is not None:
            self._reveal = False
            while (
                self.scroll < len(self.lines) - self.mark - 1
                and self._height(painter, self.mark, len(self.lines) - self.scroll, width) > room
            ):
                self.scroll += 1
        while (
            self.scroll > 0
            and self._height(painter, 0, len(self.lines) - self.scroll + 1, width) <= room
        ):
            self.scroll -= 1

    def draw(self, painter: Painter) -> None:
        r = self.rect()
        painter.panel(r, alpha=30)
        if not self.open:
            painter.text(
                "«", (r.centerx, r.y + 18), theme.SIZE_HEADING, theme.TEXT_DIM, anchor="center"
            )
            return
        painter.text(_("Game log"), (r.x + 16, r.y + 10), theme.SIZE_LABEL, bold=True)
        painter.text(
            "» L", (r.right - 14, r.y + 12), theme.SIZE_SMALL, theme.TEXT_DIM, anchor="topright"
        )
        inner = pygame.FRect(r.x, r.y + 44, r.w, r.h - 52)
        self._fit_scroll(painter, inner.h)
        y = r.bottom - 12
        end = len(self.lines) - self.scroll
        with painter.clip(inner):
            for i in range(end - 1, -1, -1):
                line = self.text_of(i)
                h = painter.measure(line, theme.SIZE_SMALL, wrap=r.w - 32)[1]
                y -= h + 6
                if i == self.mark:
                    y -= 14
                    painter.line(
                        (r.x + 16, y + h + 12), (r.right - 16, y + h + 12), theme.ACCENT, 1
                    )
                color = theme.TEXT if i == len(self.lines) - 1 else theme.TEXT_DIM
                if i in self.private:
                    color = theme.ACCENT
                painter.text(line, (r.x + 16, y), theme.SIZE_SMALL, color, wrap=r.w - 32)
                if y < r.y + 44:
                    break


class LogFeed:
    """The log as one seat knows it, described once per line: every public event, and its
    own private ones where they happened (the order of ``GameState.events_for``). A new
    event adds its line; a new reader gets its own lines, kept from when it last read (each
    seat's log is described once however often the screen passes between seats)."""

    def __init__(self, describe: Callable[[dict[str, Any]], str]) -> None:
        self.describe = describe
        self.lines: list[tuple[str, bool]] = []  # text, private
        # The seat (None: the spectator view), and whether it sees its privates.
        self.reader: tuple[int | None, bool] | None = None
        self._public = 0  # public events described
        self._private = 0  # the reader's private events described
        # Other readers' lines as they were when the screen left them: (lines, public, private)
        self._kept: dict[tuple[int | None, bool], tuple[list[tuple[str, bool]], int, int]] = {}

    def update(self, state: Any, seat: int | None, with_private: bool) -> bool:
        """Add the lines of events new since the last call; True when the reader changed
        (its lines are another reader's, or built again from the start)."""
        events = state.events
        mine = state.private[seat] if with_private else []
        reader = (seat, with_private)
        changed = self.reader != reader
        if changed:
            if self.reader is not None:
                self._kept[self.reader] = (self.lines, self._public, self._private)
            self.lines, self._public, self._private = self._kept.pop(reader, ([], 0, 0))
            self.reader = reader
        if self._public > len(events) or self._private > len(mine):  # (a shorter game)
            self.lines, self._public, self._private = [], 0, 0
            self._kept.clear()
            changed = True
        i, k = self._public, self._private
        # A private event comes before the public event of its "at" index: the same merge as
        # events_for, continued (a new private event's "at" is never below events seen).
        while i < len(events) or k < len(mine):
            if k < len(mine) and (i >= len(events) or mine[k]["at"] <= i):
                self.lines.append((self.describe({**mine[k], "private": True}), True))
                k += 1
            else:
                event = events[i]
                self.lines.append((self.describe(event), bool(event.get("private"))))
                i += 1
        self._public, self._private = i, k
        return changed
