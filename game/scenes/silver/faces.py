"""How Silver's cards look: moonlit paper faces, one colour and symbol per kind of ability
(colour is never the only signal: the value, the symbol and the name say it too), and the
marks drawn on cards: the Bodyguard's shield, the Silver Amulet, the "known" eye."""

from __future__ import annotations

import math
from typing import Any

import pygame

from ...engine.silver.cards import ACTIVATION, ability_of
from ...i18n import N_, _
from ...ui import theme
from ...ui.cards import CardFace
from ...ui.painter import Painter

# By when the ability works: colour, symbol.
KINDS = {
    "face_up_any": ((70, 96, 150), "moon"),  # 0-1: face up anywhere (Villager, Squire)
    "face_up_own": ((52, 120, 92), "diamond"),  # 2-4: face up in your village
    "on_discard": ((112, 72, 150), "star"),  # 5-12: discarded straight from the deck
    "on_exchange": ((168, 52, 52), "triangle"),  # 13: the Doppelganger
}
# A card's caption where its name is long (in the language shown).
SHORT = {"Apprentice Seer": N_("Apprentice"), "Doppelganger": N_("Doppel.")}
LAMP = (240, 214, 120)
SILVER = (214, 220, 232)
SHIELD = (96, 150, 220)


def face_of(value: int, name: str, order: str) -> CardFace:
    color, symbol = KINDS[ACTIVATION[ability_of(value, order)]]
    return CardFace(str(value), color, symbol, caption=_(SHORT.get(name, name)))


def card_face(card: dict[str, Any], order: str) -> CardFace | None:
    """The face a view card shows (None: its back)."""
    if card.get("value") is None:
        return None
    return face_of(card["value"], card["name"], order)


def draw_shield(painter: Painter, rect: pygame.FRect, bodyguard: bool) -> None:
    """A Bodyguard's shield on the top-left corner (filled on the Bodyguard itself)."""
    r = max(7.0, rect.w * 0.13)
    cx, cy = rect.x + r + 3, rect.y + r + 3
    pts = [
        (cx - r, cy - r * 0.9),
        (cx + r, cy - r * 0.9),
        (cx + r * 0.9, cy + r * 0.2),
        (cx, cy + r * 1.2),
        (cx - r * 0.9, cy + r * 0.2),
    ]
    painter.polygon(pts, (20, 30, 50))
    inner = [(cx + (x - cx) * 0.72, cy + (y - cy) * 0.72) for x, y in pts]
    painter.polygon(inner, SHIELD if bodyguard else (40, 60, 96))
    painter.lines(pts + [pts[0]], SHIELD, 2)


def draw_amulet(painter: Painter, rect: pygame.FRect) -> None:
    """The Silver Amulet lying on the card: a silver disc with a crescent, on a chain."""
    r = max(9.0, rect.w * 0.2)
    cx, cy = rect.centerx, rect.y + rect.h * 0.58
    painter.line((rect.x + rect.w * 0.15, rect.y + 4), (cx, cy - r), SILVER, 2)
    painter.line((rect.right - rect.w * 0.15, rect.y + 4), (cx, cy - r), SILVER, 2)
    painter.circle((cx, cy), r + 2, (30, 34, 44))
    painter.circle((cx, cy), r, SILVER)
    painter.circle((cx - r * 0.18, cy), r * 0.62, (120, 130, 150))
    painter.circle((cx + r * 0.12, cy - r * 0.1), r * 0.56, SILVER)


def draw_known(painter: Painter, rect: pygame.FRect) -> None:
    """The "known" mark on a face-down card whose value you are shown: a lamp-yellow eye on
    a dark badge in the top-right corner (the card's back is under its face)."""
    r = max(8.0, rect.w * 0.15)
    cx, cy = rect.right - r - 2, rect.y + r + 2
    painter.circle((cx, cy), r, (24, 28, 36))
    pts = [
        (cx + math.cos(a) * r * 0.8, cy + math.sin(a) * r * 0.45)
        for a in [math.pi * i / 8 for i in range(16)]
    ]
    painter.polygon(pts, LAMP)
    painter.circle((cx, cy), r * 0.3, (24, 28, 36))


def draw_slot(painter: Painter, rect: pygame.FRect, active: bool, alpha: int = 150) -> None:
    """An empty spot a card may go to (a gap in the row, either end)."""
    color = theme.ACCENT if active else (120, 130, 150)
    painter.rect(rect, (20, 24, 32), 8, alpha=alpha)
    painter.rect(rect, color, 8, width=2)
