"""Colours and sizes shared by every screen (shared/STYLE.md), and each game's table tint."""

from __future__ import annotations

import sys
from dataclasses import dataclass

from ..engine.common.resources import asset_path

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
MODAL: Color = (40, 38, 52)  # the box of a question, a pause or a wait
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


# The window icon (assets/icon/generate_icon.py): macOS shows it in the Dock, so larger there;
# elsewhere it marks the title bar and taskbar, where 32 px is what systems expect.
WINDOW_ICON = asset_path(
    "icon", "quiet-table-256.png" if sys.platform == "darwin" else "quiet-table-32.png"
)


@dataclass(frozen=True)
class TableTheme:
    """One game's character: table gradient, card back and highlight."""

    top: Color
    bottom: Color
    back: Color
    back_mark: Color
    highlight: Color


BASE = TableTheme((34, 32, 44), (22, 21, 28), (70, 60, 96), (150, 130, 190), ACCENT)


# Each game's table, declared by the catalogue (game/shell/catalogue.py) as it lists the games:
# this module stays below the catalogue and never imports it.
_TABLES: dict[str, TableTheme] = {}


def declare_table(game_id: str, table: TableTheme | None) -> None:
    """The catalogue's word on a game's table (None forgets it)."""
    if table is None:
        _TABLES.pop(game_id, None)
    else:
        _TABLES[game_id] = table


def table_theme(game_id: str | None) -> TableTheme:
    """A game's table, as declared in the catalogue; the base table for none."""
    return _TABLES.get(game_id or "", BASE)
