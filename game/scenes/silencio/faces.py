"""How Silencio's cards look: colour, symbol and letter per colour, light and dark marks."""

from __future__ import annotations

from typing import Any

from ...ui import theme
from ...ui.cards import CardFace, symbol_points
from ...ui.painter import Painter

COLOR_RGB = {
    "red": (196, 64, 56),
    "blue": (52, 102, 196),
    "yellow": (214, 160, 24),
    "green": (46, 142, 84),
}
SYMBOL = {"red": "triangle", "blue": "circle", "yellow": "star", "green": "diamond"}
LETTER = {"red": "R", "blue": "B", "yellow": "Y", "green": "G"}
TABLE = theme.table_theme("silencio")
# The start-player card; its caption is the English one, drawn in the current language.
START_FACE = CardFace("★", (200, 160, 80), "sun", caption="start")


def face(card: dict[str, Any], side: str = "") -> CardFace:
    """The face of a card from the view (``side`` "light"/"dark" for cards in a row)."""
    color = card["color"]
    mark = {"light": "sun", "dark": "moon"}.get(side, "")
    return CardFace(str(card["rank"]), COLOR_RGB[color], SYMBOL[color], LETTER[color], mark)


def draw_shrine(painter: Painter, center, r: float, color: str, lit: bool, cb: bool) -> None:
    """A shrine: lit (filled, haloed) or out (an outline), with its colour's symbol."""
    rgb = COLOR_RGB.get(color, (232, 196, 110))
    if lit:
        painter.circle(center, r + 4, (246, 214, 140))
        painter.circle(center, r, rgb)
    else:
        painter.circle(center, r, (40, 38, 56))
        painter.circle(center, r, rgb, width=2)
    pts = symbol_points(SYMBOL.get(color, "star"), center, r * 0.45)
    ink = (250, 246, 236) if lit else rgb
    if pts:
        painter.polygon(pts, ink)
    else:
        painter.circle(center, r * 0.45, ink)
    if cb and color in LETTER:
        corner = (center[0] + r - 2, center[1] + r - 2)
        painter.text(LETTER[color], corner, theme.SIZE_SMALL, bold=True, anchor="center")
