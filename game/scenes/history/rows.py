"""A long list of rows with one selected: only the rows in view are drawn, so a thousand
cost what eight do. Arrows, Page Up/Down, Home/End move the selection; the wheel scrolls;
a click selects, a double click on a row (or Enter) opens it."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

import pygame

from ...ui import theme
from ...ui.painter import Painter
from ...ui.widgets import Widget
from ..common import FormScene

DrawRow = Callable[[Painter, int, pygame.FRect, bool], None]
DOUBLE_CLICK = 0.45  # seconds between the two clicks of a double click


class RowList(Widget):
    def __init__(
        self,
        rect: Sequence[float],
        row_h: float,
        count: int,
        draw_row: DrawRow,
        on_open: Callable[[], object] = lambda: None,
        on_select: Callable[[int], object] = lambda i: None,
        selected: int = 0,
        offset: float = 0.0,
    ) -> None:
        super().__init__(rect, enabled=count > 0)  # an empty list takes no focus
        self.row_h, self.count, self.draw_row = row_h, count, draw_row
        self.on_open, self.on_select = on_open, on_select
        self.selected = min(max(0, selected), count - 1) if count else -1
        self.offset = offset
        self._clamp_offset()
        self.clock = time.monotonic
        self._last_click: tuple[int | None, float] = (None, 0.0)  # row, when

    @property
    def per_page(self) -> int:
        return max(1, int(self.rect.h // self.row_h))

    @property
    def max_offset(self) -> float:
        return max(0.0, self.count * self.row_h - self.rect.h)

    def _clamp_offset(self) -> None:
        self.offset = min(self.max_offset, max(0.0, self.offset))

    def select(self, index: int) -> None:
        if not self.count:
            return
        self.selected = min(self.count - 1, max(0, index))
        top = self.selected * self.row_h
        if top < self.offset:
            self.offset = top
        elif top + self.row_h > self.offset + self.rect.h:
            self.offset = top + self.row_h - self.rect.h
        self._clamp_offset()
        self.on_select(self.selected)

    def key_step(self, key: int) -> bool:
        """Move the selection for a list key; False for any other key."""
        page, every = self.per_page, max(1, self.count)
        step = {
            pygame.K_UP: -1,
            pygame.K_DOWN: 1,
            pygame.K_PAGEUP: -page,
            pygame.K_PAGEDOWN: page,
            pygame.K_HOME: -every,
            pygame.K_END: every,
        }.get(key)
        if step is None:
            return False
        self.select(self.selected + step)
        return True

    def row_at(self, pos: tuple[float, float]) -> int | None:
        if not self.rect.collidepoint(pos):
            return None
        index = int((pos[1] - self.rect.y + self.offset) // self.row_h)
        return index if 0 <= index < self.count else None

    def activate(self) -> None:
        if self.count:
            self.on_open()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            pos = getattr(event, "logical_pos", self.rect.center)
            if self.rect.collidepoint(pos):
                self.offset -= event.y * self.row_h
                self._clamp_offset()
                return True
            return False
        if self.clicked(event):
            index = self.row_at(event.pos)
            if index is not None:
                # A click chooses; only a double click (two on one row in quick succession)
                # opens, so a click on the row already chosen never opens it by surprise.
                now = self.clock()
                double = index == self._last_click[0] and now - self._last_click[1] < DOUBLE_CLICK
                self._last_click = (None, 0.0) if double else (index, now)
                if double and index == self.selected:
                    self.on_open()
                else:
                    self.select(index)
            return True
        return False

    def draw(self, painter: Painter, focused: bool, hovered: bool) -> None:
        if self.count:
            first = int(self.offset // self.row_h)
            last = min(self.count, first + self.per_page + 2)
            with painter.clip(self.rect):
                for i in range(first, last):
                    y = self.rect.y + i * self.row_h - self.offset
                    row = pygame.FRect(self.rect.x, y, self.rect.w, self.row_h - 6)
                    if i == self.selected:
                        painter.rect(row, theme.PANEL, 10, alpha=34)
                        painter.rect(row, theme.ACCENT, 10, width=2 if focused else 1)
                    else:
                        painter.rect(row, theme.PANEL, 10, alpha=12)
                    self.draw_row(painter, i, row, i == self.selected)
        self._draw_bar(painter)

    def _draw_bar(self, painter: Painter) -> None:
        if self.max_offset <= 0:
            return
        r = self.rect
        bar_h = max(40.0, r.h * r.h / (self.count * self.row_h))
        y = r.y + (r.h - bar_h) * (self.offset / self.max_offset)
        painter.rect((r.right + 8, r.y, 6, r.h), theme.BUTTON, 3)
        painter.rect((r.right + 8, y, 6, bar_h), theme.TEXT_DIM, 3)


class ListScene(FormScene):
    """A form around one RowList: the list's keys and the wheel reach it wherever the focus
    is (Tab and Left/Right still move between the other widgets)."""

    rows: RowList | None = None

    def handle(self, event: pygame.event.Event) -> bool:
        if self.rows is not None:
            if event.type == pygame.KEYDOWN and self.rows.key_step(event.key):
                return True
            if event.type == pygame.MOUSEWHEEL and self.rows.handle(event):
                return True
        return super().handle(event)
