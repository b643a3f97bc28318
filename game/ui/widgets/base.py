"""What every widget is: a rect that takes events and draws itself, its focus ring, and a
plain label."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from .. import theme
from ..painter import Painter

FOCUS_RING = 3
MOVE_KEYS = frozenset(
    {
        pygame.K_LEFT,
        pygame.K_RIGHT,
        pygame.K_UP,
        pygame.K_DOWN,
        pygame.K_HOME,
        pygame.K_END,
        pygame.K_TAB,
    }
)


class Widget:
    focusable = True
    # Takes the keyboard focus when clicked: only a field one types into (a click is how one
    # chooses where typing goes); every other widget's focus moves by keyboard alone.
    focus_on_click = False

    def __init__(self, rect: Sequence[float], enabled: bool = True, tooltip: str = "") -> None:
        self.rect = pygame.FRect(rect)
        self.enabled = enabled
        self.tooltip = tooltip
        # A short message drawn under the widget while it has the focus ("Names are at most…").
        self.notice = ""

    def handle(self, event: pygame.event.Event) -> bool:
        """Return True when the event was used."""
        return False

    def activate(self) -> None:
        """Enter on the focused widget."""

    def spoken(self) -> str:
        """What a screen reader says when the focus comes here: its name and value."""
        return self.tooltip

    def identity(self) -> object:
        """What makes this widget "the same one" when a form's widgets are built anew (a
        button's label, a table object): the focus stays on it. None: no identity."""
        return None

    def draw(self, painter: Painter, focused: bool, hovered: bool) -> None:
        raise NotImplementedError

    def clicked(self, event: pygame.event.Event) -> bool:
        return (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.rect.collidepoint(event.pos)
        )


def draw_focus(painter: Painter, rect: pygame.FRect, radius: float = 10) -> None:
    painter.rect(rect.inflate(20, 10), theme.ACCENT, radius + 4, width=FOCUS_RING)


class Label(Widget):
    focusable = False

    def __init__(
        self,
        text: str,
        rect: Sequence[float],
        size: float = theme.SIZE_BODY,
        color: theme.Color = theme.TEXT,
        bold: bool = False,
        align: str = "left",
    ) -> None:
        super().__init__(rect)
        self.text, self.size, self.color, self.bold, self.align = text, size, color, bold, align

    def spoken(self) -> str:
        return self.text

    def draw(self, painter: Painter, focused: bool, hovered: bool) -> None:
        anchor = {"left": "topleft", "center": "midtop", "right": "topright"}[self.align]
        x = {"left": self.rect.left, "center": self.rect.centerx, "right": self.rect.right}
        painter.text(
            self.text,
            (x[self.align], self.rect.top),
            self.size,
            self.color,
            self.bold,
            anchor=anchor,
            wrap=self.rect.w,
            align=self.align,
        )
