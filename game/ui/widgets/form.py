"""A form: a set of widgets with one keyboard focus, their notices and tooltips."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ..painter import Painter
from .base import Widget
from .tooltip import draw_notice, draw_tooltip


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
