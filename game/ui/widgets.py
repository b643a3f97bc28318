"""The widget kit: every widget works with the mouse and, through a Form, the keyboard.

Widgets live in logical coordinates and get events whose ``pos`` is already logical.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from ..i18n import _, ngettext
from . import theme
from .painter import Painter

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

    def handle(self, event: pygame.event.Event) -> bool:
        if self.enabled and self.clicked(event):
            self.on_click()
            return True
        return False

    def activate(self) -> None:
        if self.enabled:
            self.on_click()

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
        painter.text(
            self.text,
            body.center,
            self.size,
            color,
            bold=self.primary,
            anchor="center",
            max_width=r.w - 24,
        )
        if focused:
            draw_focus(painter, body)


class Toggle(Widget):
    """A labelled on/off switch.

    ``source``, when given, is asked for the value before every draw and every switch, so the
    switch shows the real state even when something else changed it (F11 and fullscreen).
    A disabled switch is drawn dimmed and cannot be changed.
    """

    # Room the switch and its "On"/"Off" take at the right end of the row.
    SWITCH_W = 136

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
    ) -> None:
        super().__init__(rect, enabled, tooltip)
        self.label, self._value, self.on_change = label, value, on_change
        self.label_size, self.source = label_size, source

    def identity(self) -> object:
        return ("toggle", self.label)

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
        return self.rect.w - self.SWITCH_W

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
            (r.x, r.centery),
            self.label_size,
            theme.TEXT if live else theme.TEXT_DIM,
            anchor="midleft",
            max_width=self.label_width,
        )
        track = pygame.FRect(r.right - 72, r.centery - 16, 72, 32)
        if live:
            painter.rect(track, theme.ACCENT if on else theme.BUTTON, 16)
        else:
            painter.rect(track, theme.BUTTON_DISABLED, 16)
            painter.rect(track, theme.BUTTON, 16, width=1)
        knob_x = track.right - 16 if on else track.left + 16
        painter.circle((knob_x, track.centery), 12, theme.TEXT if live else theme.TEXT_DIM)
        painter.text(
            _("On") if on else _("Off"),
            (track.left - 12, r.centery),
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
    ) -> None:
        super().__init__(rect, enabled, tooltip)
        self.label, self.options, self.on_change = label, list(options), on_change
        self.index = next((i for i, (v, _) in enumerate(self.options) if v == value), 0)
        self.label_width = label_width if label_width is not None else self.rect.w * 0.45
        self.label_size = label_size

    def identity(self) -> object:
        return ("choice", self.label) if self.label else None

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

    def _arrows(self) -> tuple[pygame.FRect, pygame.FRect]:
        r = self.rect
        box_left = r.x + self.label_width
        return (
            pygame.FRect(box_left, r.y, 40, r.h),
            pygame.FRect(r.right - 40, r.y, 40, r.h),
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
                (r.x, r.centery),
                self.label_size,
                color,
                anchor="midleft",
                max_width=self.label_width - 12,
            )
        left, right = self._arrows()
        box = pygame.FRect(left.left, r.y, right.right - left.left, r.h)
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


class Form:
    """A set of widgets with one keyboard focus: Tab/arrows move it, Enter activates it.

    The mouse hovers and clicks but never moves the focus (a text field excepted, see
    ``Widget.focus_on_click``): Enter acts on what the keyboard chose, never on whatever the
    pointer last touched. ``grid``: the arrows move to the nearest widget in their direction
    (tiles laid out in rows and columns), Tab still in reading order. ``home_first``: when
    the focused widget is gone from a new set, the focus goes to the first widget (a menu);
    False: nowhere until the keyboard moves it (a table, where the first object may be a
    move).
    """

    def __init__(
        self, widgets: Sequence[Widget] = (), grid: bool = False, home_first: bool = True
    ) -> None:
        self.widgets: list[Widget] = list(widgets)
        self.grid, self.home_first = grid, home_first
        self.hover: Widget | None = None
        self.pointer: tuple[float, float] | None = None  # where the mouse last moved
        # What a tooltip must not cover besides the form's own buttons (a scene's Menu
        # button, its prompt bar).
        self.avoid: list[pygame.FRect] = []
        # Parked: no focus until the player moves it (Tab or an arrow), so Enter commits
        # nothing; a table parks it whenever the screen changes hands and after each move.
        self.parked = not home_first
        self.focus = self._first_focusable() if home_first else None

    def _focusable(self) -> list[Widget]:
        return [w for w in self.widgets if w.focusable and w.enabled]

    def _first_focusable(self) -> Widget | None:
        items = self._focusable()
        return items[0] if items else None

    def set_widgets(self, widgets: Sequence[Widget], keep_index: bool = True) -> None:
        """A new set of widgets. ``keep_index``: the focus stays on the same widget (the
        same label or table object, see ``Widget.identity``), else on the one in its place
        when the set has the same shape (a form laid out again), never on whatever now
        happens to stand at the old index (a shrine where a played card was). Otherwise, or
        when it is gone: see ``home_first``."""
        old = self.focus
        old_index = self.widgets.index(old) if old in self.widgets else None
        same_shape = len(widgets) == len(self.widgets)
        self.widgets = list(widgets)
        # Hover belongs to what is under the pointer now, never to a widget of the old set
        # (its tooltip would outlive the turn it was made for).
        self.hover = self._under(self.pointer) if self.pointer is not None else None
        focusable = self._focusable()
        if self.parked:
            self.focus = None
            return
        kept = self._kept(old, old_index, focusable, same_shape) if keep_index else None
        if kept is not None:
            self.focus = kept
        elif self.home_first:
            self.focus = focusable[0] if focusable else None
        else:
            self.park()

    def _kept(
        self, old: Widget | None, old_index: int | None, focusable: list[Widget], same_shape: bool
    ) -> Widget | None:
        """Where the focus stays in a new set: the same widget, else (a form laid out again,
        whose new language relabels its widgets) the one in its place; a table whose focused
        object is gone never puts it on another one."""
        same = self._same_as(old, old_index, focusable)
        if same is not None or old is None or old_index is None or not same_shape:
            return same
        if not self.home_first and old.identity() is not None:
            return None
        in_place = self.widgets[old_index]
        return in_place if in_place in focusable and type(in_place) is type(old) else None

    @staticmethod
    def _same_as(
        old: Widget | None, old_index: int | None, focusable: list[Widget]
    ) -> Widget | None:
        """The widget of a new set that is ``old`` again (the nearest, if several are)."""
        key = old.identity() if old is not None else None
        if key is None:
            return None
        matches = [w for w in focusable if w.identity() == key]
        if not matches:
            return None
        at = old_index or 0
        return min(matches, key=lambda w: abs(focusable.index(w) - at))

    def set_focus(self, widget: Widget | None) -> None:
        """Put the focus on ``widget`` (None: nowhere, until the keyboard moves it)."""
        if widget is None:
            self.park()
        else:
            self.focus, self.parked = widget, False

    def park(self) -> None:
        """No focus until the player moves it: Enter does nothing meanwhile."""
        self.focus, self.parked = None, True

    def _under(self, pos: tuple[float, float]) -> Widget | None:
        return next((w for w in reversed(self.widgets) if w.rect.collidepoint(pos)), None)

    def forget_pointer(self) -> None:
        """The screen changed hands: no hover, tooltip or focus until the player moves."""
        self.hover, self.pointer = None, None
        self.park()

    def move_focus(self, delta: int) -> None:
        items = self._focusable()
        self.parked = False
        if not items:
            return
        i = items.index(self.focus) if self.focus in items else -delta
        self.focus = items[(i + delta) % len(items)]

    def move_focus_toward(self, dx: int, dy: int) -> None:
        """The nearest focusable widget in the direction (dx, dy) from the focused one, by
        the centres of their boxes, a sideways step costing double; none there: it stays.
        From no focus, the first widget."""
        items = self._focusable()
        if self.focus not in items:
            self.move_focus(1)
            return
        here = pygame.Vector2(self.focus.rect.center)
        best, best_cost = None, float("inf")
        for widget in items:
            step = pygame.Vector2(widget.rect.center) - here
            ahead = step.x * dx + step.y * dy
            if widget is self.focus or ahead <= 1:
                continue
            cost = ahead + 2 * abs(step.x * dy + step.y * dx)
            if cost < best_cost:
                best, best_cost = widget, cost
        if best is not None:
            self.focus = best

    def arrow(self, key: int) -> None:
        """An arrow key: the next or previous widget, or the one that way on a grid."""
        if self.grid:
            dx = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1}.get(key, 0)
            dy = {pygame.K_UP: -1, pygame.K_DOWN: 1}.get(key, 0)
            self.move_focus_toward(dx, dy)
            return
        self.move_focus(1 if key in (pygame.K_DOWN, pygame.K_RIGHT) else -1)

    def handle(self, event: pygame.event.Event) -> bool:
        # The mouse meets what is drawn on top: widgets are drawn in order, so the last one
        # under the pointer (a pop-up's button over a table object, the top card of a fan).
        on_top = list(reversed(self.widgets))
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            self.hover = self._under(event.pos)  # highlighted, not focused
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            for widget in on_top:
                if widget.enabled and widget.handle(event):
                    if widget.focus_on_click and widget in self.widgets:
                        self.set_focus(widget)
                    return True
            return False
        if event.type == pygame.TEXTINPUT:
            return bool(self.focus and self.focus.handle(event))
        if event.type != pygame.KEYDOWN:
            return False
        if self.focus is not None and self.focus.handle(event):
            return True
        if event.key == pygame.K_TAB:
            self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if event.key in (pygame.K_DOWN, pygame.K_RIGHT, pygame.K_UP, pygame.K_LEFT):
            self.arrow(event.key)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.focus:
            self.focus.activate()
            return True
        return False

    def draw(self, painter: Painter, tips: bool = True) -> None:
        """The widgets, the focused one's notice and the hovered one's tooltip (``tips``
        False: none, as under a dialog, where the pointer is on the dialog)."""
        for widget in self.widgets:
            widget.draw(painter, widget is self.focus, widget is self.hover)
        if self.focus is not None and self.focus.notice:
            draw_notice(painter, self.focus.notice, self.focus.rect)
        if tips and self.hover is not None and self.hover.tooltip:
            # Never over a button or label (table objects, which carry ``obj``, may be).
            others = [w.rect for w in self.widgets if w is not self.hover and not hasattr(w, "obj")]
            draw_tooltip(painter, self.hover.tooltip, self.hover.rect, others + self.avoid)


def draw_notice(painter: Painter, text: str, under: pygame.FRect) -> None:
    """A short message just under a widget (over whatever is below it)."""
    w, h = painter.measure(text, theme.SIZE_SMALL)
    box = pygame.FRect(under.x, under.bottom + 2, w + 20, h + 8)
    painter.rect(box, (60, 24, 24), 6, alpha=240)
    painter.rect(box, theme.DANGER, 6, width=1)
    painter.text(text, (box.x + 10, box.centery), theme.SIZE_SMALL, anchor="midleft")


def draw_tooltip(
    painter: Painter,
    text: str,
    anchor: pygame.FRect,
    avoid: Sequence[pygame.FRect] = (),
) -> pygame.FRect:
    """A tooltip beside what it describes, never over it: above, below, right or left,
    the first place inside the window that covers nothing in ``avoid``; returns its box."""
    w = min(420, painter.measure(text, theme.SIZE_SMALL)[0] + 24)
    # Narrower (more lines) when the natural width finds no free place, as beside a widget
    # that spans the window's middle (a settings row) with rows close above and below.
    for width in dict.fromkeys((w, min(w, 320), min(w, 260), min(w, 200))):
        _, h = painter.measure(text, theme.SIZE_SMALL, wrap=width - 24)
        box, free = tooltip_place(painter.window(), anchor, (width, h + 16), avoid)
        if free:
            break
    w = box.w
    painter.rect(box, (16, 15, 20), 8, alpha=235)
    painter.text(text, (box.x + 12, box.y + 8), theme.SIZE_SMALL, wrap=w - 24)
    return box


def tooltip_box(
    window: pygame.FRect,
    anchor: pygame.FRect,
    size: tuple[float, float],
    avoid: Sequence[pygame.FRect] = (),
) -> pygame.FRect:
    """Where a tooltip of ``size`` goes for ``anchor`` (see draw_tooltip)."""
    return tooltip_place(window, anchor, size, avoid)[0]


def tooltip_place(
    window: pygame.FRect,
    anchor: pygame.FRect,
    size: tuple[float, float],
    avoid: Sequence[pygame.FRect] = (),
) -> tuple[pygame.FRect, bool]:
    """The tooltip's place, and whether it covers nothing in ``avoid``."""
    w, h = size
    gap = 8
    bounds = window.inflate(-2 * theme.MARGIN / 2, -2 * theme.MARGIN / 2)

    def clamp_x(x: float) -> float:
        return min(max(bounds.left, x), bounds.right - w)

    def clamp_y(y: float) -> float:
        return min(max(bounds.top, y), bounds.bottom - h)

    places = [
        pygame.FRect(clamp_x(anchor.centerx - w / 2), anchor.top - h - gap, w, h),
        pygame.FRect(clamp_x(anchor.centerx - w / 2), anchor.bottom + gap, w, h),
        pygame.FRect(anchor.right + gap, clamp_y(anchor.centery - h / 2), w, h),
        pygame.FRect(anchor.left - w - gap, clamp_y(anchor.centery - h / 2), w, h),
    ]
    inside = [b for b in places if bounds.contains(b) and not b.colliderect(anchor)]
    free = [b for b in inside if b.collidelist(list(avoid)) < 0]
    return (free or inside or places)[0], bool(free)


class ScrollView:
    """A clipped area showing a tall content, scrolled by wheel, drag-free keys and a bar."""

    def __init__(self, rect: Sequence[float]) -> None:
        self.rect = pygame.FRect(rect)
        self.offset = 0.0
        self.content_height = 0.0

    @property
    def max_offset(self) -> float:
        return max(0.0, self.content_height - self.rect.h)

    def scroll(self, delta: float) -> None:
        self.offset = min(self.max_offset, max(0.0, self.offset + delta))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y * 60)
            return True
        if event.type == pygame.KEYDOWN:
            steps = {
                pygame.K_DOWN: 40,
                pygame.K_UP: -40,
                pygame.K_PAGEDOWN: self.rect.h - 40,
                pygame.K_PAGEUP: -(self.rect.h - 40),
                pygame.K_SPACE: self.rect.h - 40,
                pygame.K_HOME: -1e9,
                pygame.K_END: 1e9,
            }
            if event.key in steps:
                self.scroll(steps[event.key])
                return True
        return False

    def draw(self, painter: Painter, draw_content: Callable[[float, float], float]) -> None:
        """``draw_content(x, top)`` draws at logical y ``top`` and returns its height."""
        with painter.clip(self.rect):
            self.content_height = draw_content(self.rect.x, self.rect.y - self.offset)
        self.offset = min(self.offset, self.max_offset)
        if self.max_offset > 0:
            bar_h = max(40, self.rect.h * self.rect.h / self.content_height)
            y = self.rect.y + (self.rect.h - bar_h) * (self.offset / self.max_offset)
            painter.rect((self.rect.right + 8, self.rect.y, 6, self.rect.h), theme.BUTTON, 3)
            painter.rect((self.rect.right + 8, y, 6, bar_h), theme.TEXT_DIM, 3)
