"""The end: a compact, opaque summary beside the final board, never over it (who won, how it
was won, how many items each found; the items themselves are in the log), with its buttons."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...engine.zilence.describe import items_with_articles, joined
from ...i18n import _, ngettext
from ...ui import theme
from ...ui.painter import Painter
from ...ui.widgets import Button

if TYPE_CHECKING:
    from .scene import ZilenceTable


def found_line(name: str, found: list[str]) -> str:
    """What a seat found in the whole game, as one sentence (items with their articles)."""
    if not found:
        return _("{name} found nothing.").format(name=name)
    return ngettext(
        "{name} found {n} item: {items}.", "{name} found {n} items: {items}.", len(found)
    ).format(name=name, n=len(found), items=items_with_articles(found))


class EndPanel:
    def __init__(self, scene: ZilenceTable) -> None:
        self.scene = scene

    def place(self, buttons: list[Button]) -> list[Button]:
        """Play again, Change table, Menu in a column: under the words (wide), or at the
        summary's right (tall)."""
        rects = self.scene.geo().end_button_rects(len(buttons))
        for button, rect in zip(buttons, rects, strict=True):
            button.rect = pygame.FRect(rect)
            button.size = theme.SIZE_BODY
        return buttons

    def draw(self, painter: Painter) -> None:
        geo = self.scene.geo()
        title, lines = self.summary()
        box = geo.end_box()
        painter.rect(box, (16, 15, 22), 14)
        painter.rect(box, theme.ACCENT, 14, width=1, alpha=160)
        buttons = geo.end_button_rects(3)
        if geo.tall():
            words = pygame.FRect(box.x + 16, box.y + 12, buttons[0].x - 16 - box.x - 16, 0)
        else:
            words = pygame.FRect(box.x + 16, box.y + 16, box.w - 32, 0)
        y = words.y
        y += painter.text(title, (words.x, y), theme.SIZE_HEADING, bold=True, wrap=words.w).h + 8
        for line in lines:
            y += painter.text(line, (words.x, y), theme.SIZE_SMALL, wrap=words.w).h + 6
        self.scene.end_form.draw(painter)

    def summary(self) -> tuple[str, list[str]]:
        """The end in few words: who won, how it was won, how many items each found."""
        title, lines = self.lines()
        names = self.scene.names
        found = self.scene.session.state.result()["details"]["found"]
        counts = [
            ngettext("{name} found {n} item.", "{name} found {n} items.", len(f)).format(
                name=names[seat], n=len(f)
            )
            for seat, f in enumerate(found)
        ]
        return title, [lines[0], *counts, _("The whole game is in the log.")]

    def lines(self) -> tuple[str, list[str]]:
        names = self.scene.names
        result = self.scene.session.state.result()
        winners = [names[w] for w in result["winners"]]
        title = ngettext("{names} wins!", "{names} win!", len(winners)).format(
            names=joined(winners)
        )
        details = result["details"]
        rounds = details["rounds"]
        if result["ended_by"] == "round_limit":  # say why the game stopped, and how it is won
            line = ngettext(
                "The limit of {n} round is reached: the most items found wins.",
                "The limit of {n} rounds is reached: the most items found wins.",
                rounds,
            )
        else:
            line = ngettext(
                "{n} round: the first to find every item wins.",
                "{n} rounds: the first to find every item wins.",
                rounds,
            )
        lines = [line.format(n=rounds)]
        for seat, found in enumerate(details["found"]):
            lines.append(found_line(names[seat], found))
        return title, lines
