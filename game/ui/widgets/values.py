"""Widgets that hold a value the player sets: an on/off switch, a choice among options
stepped by arrows, a slider."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from ...i18n import _
from .. import theme
from ..painter import Painter
from .base import Widget, draw_focus


class Toggle(Widget):
    """A labelled on/off switch.

    ``source``, when given, is asked for the value before every draw and every switch, so the
    switch shows the real state even when something else changed it (F11 and fullscreen).
    A disabled switch is drawn dimmed and cannot be changed.
    """

    # Room the switch and its "On"/"Off" take at the right end of the row.
    SWITCH_W = 136
    # A stacked switch (large text): the label on a line of its own, the switch on the line
    # below, this tall, at the row's bottom.
    LINE_H = 44

    def __init__(
        self,
        label: str,
        rect: Sequence[float],
        value: bool,
        on_change: Callable[[bool], Any],
        tooltip: str = "",
        enabled: bool = True,
        label_size: float = theme.SIZE_LABEL,
        source: Callable[[], bool] | None = None,
        stacked: bool = False,
    ) -> None:
        super().__init__(rect, enabled, tooltip)
        self.label, self._value, self.on_change = label, value, on_change
        self.label_size, self.source, self.stacked = label_size, source, stacked

    def identity(self) -> object:
        return ("toggle", self.label)

    def spoken(self) -> str:
        return f"{self.label}: {_('On') if self.value else _('Off')}"

    @property
    def value(self) -> bool:
        if self.source is not None:
            self._value = bool(self.source())
        return self._value

    @value.setter
    def value(self, value: bool) -> None:
        self._value = value

    @property
    def label_width(self) -> float:
        return self.rect.w if self.stacked else self.rect.w - self.SWITCH_W

    def activate(self) -> None:
        if not self.enabled:
            return
        self.value = not self.value
        self.on_change(self._value)

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.enabled:
            return False
        if self.clicked(event):
            self.activate()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.activate()
            return True
        return False

    def draw(self, painter: Painter, focused: bool, hovered: bool) -> None:
        r, on, live = self.rect, self.value, self.enabled
        painter.text(
            self.label,
            r.topleft if self.stacked else (r.x, r.centery),
            self.label_size,
            theme.TEXT if live else theme.TEXT_DIM,
            anchor="topleft" if self.stacked else "midleft",
            max_width=self.label_width,
        )
        middle = r.bottom - self.LINE_H / 2 if self.stacked else r.centery
        track = pygame.FRect(r.right - 72, middle - 16, 72, 32)
        if live:
            painter.rect(track, theme.ACCENT if on else theme.BUTTON, 16)
        else:
            painter.rect(track, theme.BUTTON_DISABLED, 16)
            painter.rect(track, theme.BUTTON, 16, width=1)
        knob_x = track.right - 16 if on else track.left + 16
        painter.circle((knob_x, track.centery), 12, theme.TEXT if live else theme.TEXT_DIM)
        painter.text(
            _("On") if on else _("Off"),
            (track.left - 12, middle),
            theme.SIZE_SMALL,
            theme.TEXT_DIM,
            anchor="midright",
        )
        if focused:
            draw_focus(painter, r)


class Choice(Widget):
    """A labelled stepper over a list of (value, text): arrows or clicks on < > change it.

    Enter and Space do not step it: a player who presses Enter on "Players: 2" expects to
    confirm, not to get 3. A disabled choice is drawn dimmed and cannot be changed.
    """

    def __init__(
        self,
        label: str,
        rect: Sequence[float],
        options: Sequence[tuple[Any, str]],
        value: Any,
        on_change: Callable[[Any], Any],
        tooltip: str = "",
        label_width: float | None = None,
        enabled: bool = True,
        label_size: float = theme.SIZE_LABEL,
        stacked: bool = False,
    ) -> None:
        """``stacked`` (large text): the label on a line of its own, the < value > box on
        the line below, as wide as the row, at the row's bottom."""
        super().__init__(rect, enabled, tooltip)
        self.label, self.options, self.on_change = label, list(options), on_change
        self.index = next((i for i, (v, _) in enumerate(self.options) if v == value), 0)
        self.label_width = label_width if label_width is not None else self.rect.w * 0.45
        self.label_size, self.stacked = label_size, stacked

    def identity(self) -> object:
        return ("choice", self.label) if self.label else None

    def spoken(self) -> str:
        shown = self.options[self.index][1] if self.options else ""
        return f"{self.label}: {shown}" if self.label else shown

    @property
    def value(self) -> Any:
        return self.options[self.index][0]

    def step(self, delta: int) -> None:
        if not self.enabled:
            return
        self.index = (self.index + delta) % len(self.options)
        self.on_change(self.value)

    def activate(self) -> None:
        """Enter on a choice changes nothing; the arrows change it."""

    def _box(self) -> pygame.FRect:
        """The < value > box."""
        r = self.rect
        if self.stacked:
            return pygame.FRect(r.x, r.bottom - Toggle.LINE_H, r.w, Toggle.LINE_H)
        return pygame.FRect(r.x + self.label_width, r.y, r.w - self.label_width, r.h)

    def _arrows(self) -> tuple[pygame.FRect, pygame.FRect]:
        box = self._box()
        return (
            pygame.FRect(box.x, box.y, 40, box.h),
            pygame.FRect(box.right - 40, box.y, 40, box.h),
        )

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.enabled:
            return False
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.step(-1 if event.key == pygame.K_LEFT else 1)
            return True
        if self.clicked(event):
            left, _ = self._arrows()
            self.step(-1 if event.pos[0] < left.right else 1)
            return True
        return False

    def draw(self, painter: Painter, focused: bool, hovered: bool) -> None:
        r, live = self.rect, self.enabled
        color = theme.TEXT if live else theme.TEXT_DIM
        if self.label:
            painter.text(
                self.label,
                r.topleft if self.stacked else (r.x, r.centery),
                self.label_size,
                color,
                anchor="topleft" if self.stacked else "midleft",
                max_width=r.w if self.stacked else self.label_width - 12,
            )
        left, right = self._arrows()
        box = self._box()
        if live:
            painter.rect(box, theme.BUTTON_HOVER if hovered else theme.BUTTON, 10)
            painter.text("‹", left.center, theme.SIZE_HEADING, theme.TEXT_DIM, anchor="center")
            painter.text("›", right.center, theme.SIZE_HEADING, theme.TEXT_DIM, anchor="center")
        else:
            painter.rect(box, theme.BUTTON_DISABLED, 10)
            painter.rect(box, theme.BUTTON, 10, width=1)
        painter.text(
            self.options[self.index][1],
            box.center,
            theme.SIZE_LABEL,
            color,
            anchor="center",
            max_width=box.w - 96,
        )
        if focused:
            draw_focus(painter, box)


class Slider(Widget):
    """A value from 0 to 1: drag, click, or arrows in steps of 0.1."""

    def __init__(
        self,
        label: str,
        rect: Sequence[float],
        value: float,
        on_change: Callable[[float], Any],
        label_width: float | None = None,
    ) -> None:
        super().__init__(rect)
        self.label, self.value, self.on_change = label, value, on_change
        self.dragging = False
        self.label_width = label_width if label_width is not None else self.rect.w * 0.45

    def identity(self) -> object:
        return ("slider", self.label)

    def spoken(self) -> str:
        return f"{self.label}: {round(self.value * 100)}%"

    def _track(self) -> pygame.FRect:
        r = self.rect
        return pygame.FRect(
            r.x + self.label_width + 12, r.centery - 4, r.w - self.label_width - 80, 8
        )

    def _set(self, value: float) -> None:
        self.value = round(min(1.0, max(0.0, value)), 2)
        self.on_change(self.value)

    def handle(self, event: pygame.event.Event) -> bool:
        track = self._track()
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self._set(self.value + (0.1 if event.key == pygame.K_RIGHT else -0.1))
            return True
        if self.clicked(event):
            self.dragging = True
        if event.type == pygame.MOUSEBUTTONUP:
            self.dragging = False
        if self.dragging and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION):
            self._set((event.pos[0] - track.x) / track.w)
            return True
        return False

    def draw(self, painter: Painter, focused: bool, hovered: bool) -> None:
        r, track = self.rect, self._track()
        painter.text(
            self.label,
            (r.x, r.centery),
            theme.SIZE_LABEL,
            anchor="midleft",
            max_width=self.label_width,
        )
        painter.rect(track, theme.BUTTON, 4)
        painter.rect((track.x, track.y, track.w * self.value, track.h), theme.ACCENT, 4)
        painter.circle((track.x + track.w * self.value, track.centery), 12, theme.TEXT)
        painter.text(
            f"{round(self.value * 100)}%",
            (r.right, r.centery),
            theme.SIZE_BODY,
            theme.TEXT_DIM,
            anchor="midright",
        )
        if focused:
            draw_focus(painter, r)
