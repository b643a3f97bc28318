"""One line of typed text."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from ...i18n import ngettext
from .. import theme
from ..painter import Painter
from .base import MOVE_KEYS, Widget


class TextInput(Widget):
    """One line of typed text (a seat's name); a click gives it the keyboard focus.

    Ctrl+A selects all of it, and what is typed next replaces it (Backspace empties it).
    Text beyond ``max_len`` is not taken, and the field says so under itself (``too_long``)
    instead of cutting the name silently.
    """

    focus_on_click = True

    def __init__(
        self,
        rect: Sequence[float],
        value: str,
        on_change: Callable[[str], Any],
        max_len: int = 16,
        too_long: str = "",
    ) -> None:
        super().__init__(rect)
        self.value, self.on_change, self.max_len = value, on_change, max_len
        self.too_long = too_long or ngettext(
            "At most {n} character.", "At most {n} characters.", max_len
        ).format(n=max_len)
        self.selected = False  # all of the text is selected (Ctrl+A)

    def spoken(self) -> str:
        return self.value

    def _set(self, value: str) -> None:
        self.notice = self.too_long if len(value) > self.max_len else ""
        self.value = value[: self.max_len]
        self.selected = False
        self.on_change(self.value)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.TEXTINPUT:
            text = "".join(ch for ch in event.text if ch.isprintable())
            if text:
                self._set(text if self.selected else self.value + text)
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_a and event.mod & pygame.KMOD_CTRL:
                self.selected = bool(self.value)
                return True
            if event.key in (pygame.K_BACKSPACE, pygame.K_DELETE):
                self._set("" if self.selected else self.value[:-1])
                return True
            if event.key in MOVE_KEYS:
                self.selected = False  # moving the caret or the focus ends the selection
            return False
        if self.clicked(event):
            self.selected = False
            return True
        return False

    def draw(self, painter: Painter, focused: bool, hovered: bool) -> None:
        r = self.rect
        if not focused:
            self.selected = False
        painter.rect(r, (30, 29, 38), 8)
        border = theme.DANGER if focused and self.notice else theme.ACCENT
        painter.rect(r, border if focused else theme.BUTTON_HOVER, 8, width=2)
        if self.selected:
            size = painter.fit_size(self.value, theme.SIZE_LABEL, r.w - 28)
            w, h = painter.measure(self.value, size)
            painter.rect((r.x + 10, r.centery - h / 2, min(w, r.w - 26) + 4, h), theme.ACCENT, 4)
        shown = painter.text(
            self.value,
            (r.x + 12, r.centery),
            theme.SIZE_LABEL,
            theme.TEXT_DARK if self.selected else theme.TEXT,
            anchor="midleft",
            max_width=r.w - 28,
        )
        if focused and not self.selected and (pygame.time.get_ticks() // 500) % 2 == 0:
            painter.line((shown.right + 2, r.y + 8), (shown.right + 2, r.bottom - 8), theme.TEXT, 2)
