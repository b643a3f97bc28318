"""How Silencio's cards look: colour, symbol and letter per colour, light and dark marks."""

from __future__ import annotations

from typing import Any

from ...ui.cards import CardFace

COLOR_RGB = {
    "red": (196, 64, 56),
    "blue": (52, 102, 196),
    "yellow": (214, 160, 24),
    "green": (46, 142, 84),
}
SYMBOL = {"red": "triangle", "blue": "circle", "yellow": "star", "green": "diamond"}
LETTER = {"red": "R", "blue": "B", "yellow": "Y", "green": "G"}


def face(card: dict[str, Any], side: str = "") -> CardFace:
    """The face of a card from the view (``side`` "light"/"dark" for cards in a row)."""
    color = card["color"]
    mark = {"light": "sun", "dark": "moon"}.get(side, "")
    return CardFace(str(card["rank"]), COLOR_RGB[color], SYMBOL[color], LETTER[color], mark)
