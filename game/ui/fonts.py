"""Fonts at real pixel sizes, cached; the project's own TTF when shipped, else pygame's."""

from __future__ import annotations

from functools import lru_cache

import pygame

from ..engine.common.resources import asset_path

FILES = {False: "DejaVuSans.ttf", True: "DejaVuSans-Bold.ttf"}


@lru_cache(maxsize=128)
def font(px: int, bold: bool = False) -> pygame.font.Font:
    """A font whose letters are about ``px`` real pixels tall."""
    path = asset_path("fonts", FILES[bold])
    px = max(6, px)
    if path.exists():
        return pygame.font.Font(str(path), round(px * 0.82))
    f = pygame.font.Font(None, round(px * 1.1))
    f.set_bold(bold)
    return f
