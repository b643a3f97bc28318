"""How Silex's cards and flints look: stone and ochre, one colour and symbol per character
family (colour is never the only signal: the symbol, the letter and the caption say it too)."""

from __future__ import annotations

from typing import Any

import pygame

from ...engine.silex.data import card_name, printed
from ...ui import theme
from ...ui.cards import CardFace
from ...ui.painter import Painter

# Per Dotcom (by character), Neighbours and Discoveries: colour, symbol, colour-blind letter.
FAMILY = {
    "Blog": ((52, 102, 176), "circle", "B"),
    "Url": ((46, 132, 84), "triangle", "U"),
    "Web": ((132, 78, 164), "diamond", "W"),
    "Spam": ((186, 66, 52), "square", "S"),
    "neighbour": ((128, 92, 52), "star", "N"),
    "discovery": ((196, 146, 30), "sun", "D"),
}
IDEA = (222, 178, 72)  # an Idea flint: yellow ochre
IDEA_EDGE = (120, 88, 30)
BLACK = (44, 40, 38)  # a Black Idea flint
BLACK_EDGE = (150, 140, 128)
PUT_BACK = (232, 170, 70)  # the ring around a spot where a card was put back


def family(card: dict[str, Any]) -> tuple[tuple[int, int, int], str, str]:
    if card["kind"] == "dotcom":
        return FAMILY[card["character"]]
    return FAMILY[card["kind"]]


def short_name(card: dict[str, Any]) -> str:
    """The word printed on a card: "Blog", "Sifredi", "Banque" (silex.json's "short"), in the
    player's language."""
    return printed(card["short"])


def tag(card: dict[str, Any]) -> str:
    """The shortest form, for a card a few letters wide: a Dotcom's family letter, else the
    first three letters of its short name ("Sif", "Ban")."""
    if card["kind"] == "dotcom":
        return FAMILY[card["character"]][2]
    return short_name(card)[:3]


def face(card: dict[str, Any]) -> CardFace:
    """The face of a card from the view (its data dict)."""
    color, symbol, letter = family(card)
    caption, short = short_name(card), tag(card)
    return CardFace(str(card["value"]), color, symbol, letter, caption=caption, short=short)


def card_title(card: dict[str, Any]) -> str:
    """A card's name in a sentence: "Blog 3", "Lascaux Sifredi (7)", "Discovery Flechesbook (6)"."""
    return card_name(card["id"])


def stone_points(center: tuple[float, float], r: float) -> list[tuple[float, float]]:
    """A knapped flint: an irregular heptagon, the same for every stone."""
    cx, cy = center
    shape = (
        (0, -1),
        (0.8, -0.62),
        (1, 0.18),
        (0.56, 0.86),
        (-0.3, 1),
        (-0.96, 0.42),
        (-0.84, -0.5),
    )
    return [(cx + x * r, cy + y * r) for x, y in shape]


def draw_flint(
    painter: Painter, center: tuple[float, float], r: float, black: bool = False, value: str = ""
) -> None:
    """An Idea flint (ochre) or a Black Idea flint (dark); ``value`` written on it when known."""
    pts = stone_points(center, r)
    painter.polygon(pts, BLACK if black else IDEA)
    painter.polygon(pts, BLACK_EDGE if black else IDEA_EDGE, width=1.5)
    if value:
        ink = theme.TEXT if black else theme.TEXT_DARK
        painter.text(value, center, theme.SIZE_SMALL, ink, bold=True, anchor="center")


def draw_werther(painter: Painter, center: tuple[float, float], r: float, direction: int) -> None:
    """Werther's token: a ring with an arrowhead showing which way play goes round the
    table (+1: to the seats on the left of the panels' order, clockwise)."""
    cx, cy = center
    painter.circle(center, r, (62, 52, 40))
    painter.circle(center, r, theme.ACCENT, width=2)
    d = 1 if direction == 1 else -1
    tip = (cx + d * r * 0.62, cy)
    painter.polygon(
        [tip, (cx - d * r * 0.2, cy - r * 0.45), (cx - d * r * 0.2, cy + r * 0.45)], theme.ACCENT
    )
    shaft_x = cx - r * 0.6 if d == 1 else cx - r * 0.2
    painter.rect(pygame.FRect(shaft_x, cy - r * 0.12, r * 0.8, r * 0.24), theme.ACCENT)
