"""Clickable things on a game table, tied to legal actions.

Each legal action may name an object on the table (a card, a row, a seat, a shrine). A click
on an object plays its action; when several actions share the object (give *this* card to
*whom*?), the object is selected and the remaining choices appear as buttons.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any

import pygame

from ...engine.common import Action
from ...ui.painter import Painter
from ...ui.widgets import Widget, draw_focus

Obj = tuple[str, Hashable]

# Which action keys point at a thing on the table, most specific first.
OBJECT_KEYS: tuple[tuple[str, str], ...] = (
    ("card", "card"),
    ("row", "row"),
    ("shrine", "shrine"),
)


def action_object(action: Action, seat_types: Sequence[str] = ("name_player",)) -> Obj | None:
    """The table object an action is about, or None for a pure choice (pass, end turn)."""
    for key, kind in OBJECT_KEYS:
        if key in action:
            return (kind, action[key])
    if action.get("type") in seat_types and "seat" in action:
        return ("seat", action["seat"])
    return None


class Target(Widget):
    """An invisible hit area over something the scene draws; shows only focus and hover."""

    def __init__(
        self,
        rect: Sequence[float],
        obj: Obj,
        on_click: Callable[[Obj], Any],
        enabled: bool = True,
        tooltip: str = "",
        radius: float = 8,
        lift: float = 0,
    ) -> None:
        super().__init__(rect, enabled, tooltip)
        self.obj, self.on_click, self.radius, self.lift = obj, on_click, radius, lift

    def identity(self) -> object:
        return ("object", self.obj)  # the same card or shrine, wherever it now lies

    def handle(self, event: pygame.event.Event) -> bool:
        if self.enabled and self.clicked(event):
            self.on_click(self.obj)
            return True
        return False

    def activate(self) -> None:
        if self.enabled:
            self.on_click(self.obj)

    def draw(self, painter: Painter, focused: bool, hovered: bool) -> None:
        if focused and self.enabled:
            # The ring follows a card that hover lifts, so it never cuts through it.
            rect = self.rect.move(0, -self.lift) if hovered else self.rect
            draw_focus(painter, rect, self.radius)


class ActionChooser:
    """Sorts the legal actions into table objects and plain choices; keeps a selection."""

    def __init__(
        self, actions: list[Action], object_of: Callable[[Action], Obj | None] = action_object
    ) -> None:
        self.actions = actions
        self.object_of = object_of
        self.selected: Obj | None = None

    def for_object(self, obj: Obj) -> list[Action]:
        return [a for a in self.actions if self.object_of(a) == obj]

    def objects(self) -> set[Obj]:
        return {o for a in self.actions if (o := self.object_of(a)) is not None}

    def plain(self) -> list[Action]:
        """The choices shown as buttons: plain ones, or those of the selected object."""
        if self.selected is not None:
            return self.for_object(self.selected)
        return [a for a in self.actions if self.object_of(a) is None]

    def click(self, obj: Obj) -> Action | None:
        """The action to play now, or None after selecting an object with several choices."""
        matches = self.for_object(obj)
        if len(matches) == 1:
            self.selected = None
            return matches[0]
        self.selected = obj if matches else None
        return None
