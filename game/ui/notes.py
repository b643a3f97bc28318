"""A short note over every screen (the mute key's answer): a small box at the window's top."""

from __future__ import annotations

import pygame

from . import theme
from .painter import Painter


def draw_note(painter: Painter, text: str) -> None:
    window = painter.window()
    w, h = painter.measure(text, theme.SIZE_SMALL)
    box = pygame.FRect(0, 0, w + 32, h + 16)
    box.midtop = (window.centerx, window.top + 12)
    painter.rect(box, theme.MODAL, 10, alpha=240)
    painter.rect(box, theme.TEXT_DIM, 10, width=1)
    painter.text(text, box.center, theme.SIZE_SMALL, anchor="center")
