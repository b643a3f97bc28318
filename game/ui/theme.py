"""Colours and sizes shared by every screen (shared/STYLE.md), and each game's table tint."""

from __future__ import annotations

from dataclasses import dataclass

Color = tuple[int, int, int]

TEXT: Color = (240, 232, 216)  # warm off-white
TEXT_DIM: Color = (178, 170, 158)
TEXT_DARK: Color = (30, 28, 34)
ACCENT: Color = (242, 184, 75)  # focus and the current player
DANGER: Color = (226, 106, 96)
PANEL: Color = (255, 255, 255)
PANEL_ALPHA = 22
PANEL_BORDER: Color = (255, 255, 255)
BUTTON: Color = (58, 56, 74)
BUTTON_HOVER: Color = (76, 74, 96)
BUTTON_DISABLED: Color = (44, 43, 52)
SHADOW: Color = (0, 0, 0)

MARGIN = 24

# Text sizes in logical px: never below 18 for body text, so 800x600 keeps 11+ real px.
SIZE_SMALL = 18
SIZE_BODY = 20
SIZE_LABEL = 22
SIZE_HEADING = 30
SIZE_TITLE = 56


@dataclass(frozen=True)
class TableTheme:
    """One game's character: table gradient, card back and highlight."""

    top: Color
    bottom: Color
    back: Color
    back_mark: Color
    highlight: Color


BASE = TableTheme((34, 32, 44), (22, 21, 28), (70, 60, 96), (150, 130, 190), ACCENT)


def table_theme(game_id: str | None) -> TableTheme:
    """A game's table, as declared in the catalogue; the base table for none."""
    from ..catalogue import entry  # the catalogue imports this module

    game = entry(game_id)
    return game.theme if game else BASE
