"""Drag and drop of hand cards onto drop zones.

A press on a draggable object starts a possible drag; a release without moving is a click,
a release over a drop zone is a drop, anywhere else puts the card back.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

import pygame

DRAG_START_PX = 8  # a press that moves less than this is a click, not a drag

Obj = tuple[str, Hashable]


@dataclass
class Drag:
    obj: Obj
    start: tuple[float, float]
    pos: tuple[float, float]
    home: pygame.FRect  # where the card sits when not held

    @property
    def moved(self) -> bool:
        dx, dy = self.pos[0] - self.start[0], self.pos[1] - self.start[1]
        return dx * dx + dy * dy >= DRAG_START_PX * DRAG_START_PX

    def held_rect(self) -> pygame.FRect:
        """Where the held card is drawn now: its home moved with the pointer."""
        return self.home.move(self.pos[0] - self.start[0], self.pos[1] - self.start[1])


def zone_at(zones: dict[Hashable, pygame.FRect], pos: tuple[float, float]) -> Hashable | None:
    return next((name for name, rect in zones.items() if rect.collidepoint(pos)), None)
