"""What a guided game's notes point at on Zilence's table (the board, the learner's item
cards), and the table's pause while a note is read: the ready countdown and the scan wait."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...shell.guide import LEARNER
from ..table import TableScene

if TYPE_CHECKING:
    from .scene import ZilenceTable


def zilence_anchor(scene: ZilenceTable, name: str) -> pygame.FRect | None:
    if name == "board":
        return scene.board_square()
    if name == "items":
        return scene.panel_rects()[LEARNER]
    return TableScene.guide_anchor(scene, name)


def guide_reading(scene: ZilenceTable) -> bool:
    """A note that explains is on screen: Zilence's timer (and a computer's countdown)
    waits until it is read."""
    return scene.guide is not None and scene.guide.reading()


def zilence_keep(scene: ZilenceTable) -> list[pygame.FRect]:
    """The board (scanned against the clock) and the players' panels (their item cards are
    what the learner looks for): a note takes the log's place rather than theirs."""
    return [scene.board_square(), *scene.panel_rects()]
