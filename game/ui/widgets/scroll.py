"""A scrolled, clipped view of tall content."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from .. import theme
from ..painter import Painter


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
