"""Where a guided game's notes point on Silex's table (``SilexTable.guide_anchor``): the
Village, the spread, your flints and points, the count of Discoveries revealed."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .hand import TITLE_UP
from .layout import STACK_MAX, STACK_STEP, VILLAGE_W

if TYPE_CHECKING:
    from .scene import SilexTable

PILE_LABEL_H = 24  # "Pile 1 · 2 cards" under each pile
SPREAD_HEAD = 32  # the spread's heading above its cards (draw.draw_spread)
DISCOVERIES_Y = 170  # draw.draw_info's "Discoveries 0/3" line, below the box's top
LINE_H = 24


def silex_anchor(scene: SilexTable, name: str) -> pygame.FRect | None:
    """The part of the table called ``name``; None: not one of Silex's own."""
    geo = scene.geo()
    if name == "piles":
        piles = geo.pile_rects()
        stack = STACK_MAX * STACK_STEP
        box = piles[0].unionall(piles[1:])
        left = geo.middle.x + 16
        return pygame.FRect(left, box.y, VILLAGE_W, box.h + stack + PILE_LABEL_H)
    if name == "spread":
        cards = list(scene.spot_rects.values())
        if not cards:
            return geo.spread_box()
        box = cards[0].unionall(cards[1:])
        return pygame.FRect(box.x, box.y - SPREAD_HEAD, box.w, box.h + SPREAD_HEAD)
    if name == "scores":  # your flints (values only you see), Discoveries and points
        own = geo.own_box()
        bottom = min(own.bottom, scene.layout().bottom)
        return pygame.FRect(own.x, own.y - TITLE_UP, own.w, bottom - own.y + TITLE_UP)
    if name == "discoveries":
        info = geo.info_box()
        return pygame.FRect(info.x, info.y + DISCOVERIES_Y - 4, info.w, LINE_H)
    return None
