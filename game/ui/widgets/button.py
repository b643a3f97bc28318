"""The button: a label that runs its action on a click or Enter."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from .. import theme
from ..painter import Painter
from .base import Widget, draw_focus


class Button(Widget):
    def __init__(
        self,
        text: str,
        rect: Sequence[float],
        on_click: Callable[[], Any],
        enabled: bool = True,
        tooltip: str = "",
        primary: bool = False,
        size: float = theme.SIZE_LABEL,
    ) -> None:
        super().__init__(rect, enabled, tooltip)
        self.text, self.on_click, self.primary, self.size = text, on_click, primary, size

    def identity(self) -> object:
        return ("button", self.text)

    def spoken(self) -> str:
        return f"{self.text}. {self.tooltip}" if self.tooltip else self.text

    def handle(self, event: pygame.event.Event) -> bool:
        if self.enabled and self.clicked(event):
            self.on_click()
            return True
        return False

    def activate(self) -> None:
        if self.enabled:
            self.on_click()

    def wraps(self, painter: Painter) -> bool:
        """Its label, at the smallest size, fits on the lines the button's height holds."""
        r, small = self.rect, theme.SIZE_SMALL
        return painter.measure(self.text, small, self.primary, wrap=r.w - 24)[1] <= r.h - 4

    def one_line(self, painter: Painter) -> bool:
        """Its label fits on one line, shrunk at most to the smallest size."""
        return painter.measure(self.text, theme.SIZE_SMALL, self.primary)[0] <= self.rect.w - 24

    def fits(self, painter: Painter) -> bool:
        """Its label is drawn whole: on one line, or on two where the button is tall enough."""
        return self.one_line(painter) or self.wraps(painter)

    def draw(self, painter: Painter, focused: bool, hovered: bool) -> None:
        r = self.rect
        if not self.enabled:
            fill, color = theme.BUTTON_DISABLED, theme.TEXT_DIM
        elif self.primary:
            fill = (226, 170, 70) if hovered or focused else theme.ACCENT
            color = theme.TEXT_DARK
        else:
            fill = theme.BUTTON_HOVER if hovered or focused else theme.BUTTON
            color = theme.TEXT
        lift = 2 if (hovered and self.enabled) else 0
        body = r.move(0, -lift)
        painter.rect(r.move(0, 3), theme.SHADOW, 10, alpha=80)
        painter.rect(body, fill, 10)
        painter.rect(body, (255, 255, 255), 10, width=1, alpha=30)
        room, small = r.w - 24, theme.SIZE_SMALL
        if not self.one_line(painter) and self.wraps(painter):
            # too long for one line even small (larger text): two lines, the button has room
            painter.text(
                self.text, body.center, small, color, self.primary, "center", room, "center"
            )
        else:
            painter.text(
                self.text,
                body.center,
                self.size,
                color,
                bold=self.primary,
                anchor="center",
                max_width=room,
            )
        if focused:
            draw_focus(painter, body)


def button_widths(
    painter: Painter,
    texts: Sequence[str],
    room: float,
    least: float = 200,
    size: float = theme.SIZE_LABEL,
    gap: float = 16,
) -> list[float]:
    """Widths for a row of buttons labelled ``texts`` within ``room``: each at least
    ``least`` and as wide as its label needs; when larger text makes the row too wide, the
    room is shared by need and the labels shrink to fit (never below the smallest size)."""
    gaps = gap * (len(texts) - 1)
    natural = [max(least, painter.measure(t, size)[0] + 40) for t in texts]
    if sum(natural) + gaps <= room:
        return natural
    smallest = [painter.measure(t, theme.SIZE_SMALL)[0] + 28 for t in texts]
    spare = max(0.0, room - gaps - sum(smallest))
    wanted = [max(0.0, n - s) for n, s in zip(natural, smallest, strict=True)]
    total = sum(wanted) or 1.0
    return [s + spare * w / total for s, w in zip(smallest, wanted, strict=True)]
