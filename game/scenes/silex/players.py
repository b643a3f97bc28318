"""Silex: the other players' panels along the top (name, a tag when it fits beside the name,
cards in hand, flints and revealed Discoveries)."""

from __future__ import annotations

from typing import Any

import pygame

from ...i18n import _, ngettext, pgettext
from ...ui import theme
from ...ui.cards import CARD_SIZES, draw_card
from ...ui.painter import Painter
from ...ui.table_marks import draw_seat_panel
from .faces import draw_flint, face


class SeatPanels:
    """For the Silex table (its view, names and layout)."""

    def draw_players(self, painter: Painter) -> None:
        t = self.table
        url = t.get("url")
        usable = self.usable_objects()
        for seat, r in self.layout().seat_panels(self.others()).items():
            info = t["players"][seat]
            current = self.view["current_player"] == seat
            asked = ("seat", seat) in usable  # Web may demand a card from this player
            draw_seat_panel(painter, r, current or asked)
            tag = ""
            if asked:
                tag = _("click to ask")
            elif url is not None and seat in url["chosen"]:
                tag = _("chosen")
            elif t["next_player"] == seat and t["turn"] != seat:
                tag = pgettext("silex seat", "next")
            if tag and not self.fits_beside(painter, self.names[seat], tag, r.w - 24):
                # the whole name first: the panel's glow and the prompt say it may be asked,
                # the round column who is next
                tag = ""
            name_w = r.w - 24 - (painter.measure(tag, theme.SIZE_SMALL)[0] + 8 if tag else 0)
            color = theme.ACCENT if current else theme.TEXT
            at = (r.x + 12, r.y + 8)
            painter.text(self.names[seat], at, theme.SIZE_LABEL, color, bold=True, max_width=name_w)
            if tag:
                at = (r.right - 12, r.y + 10)
                painter.text(tag, at, theme.SIZE_SMALL, theme.TEXT_DIM, anchor="topright")
            self.draw_seat_row(painter, r, info)

    def fits_beside(self, painter: Painter, name: str, tag: str, width: float) -> bool:
        """A seat's name and its tag side by side in ``width``."""
        tag_w = painter.measure(tag, theme.SIZE_SMALL)[0] + 8
        return painter.measure(name, theme.SIZE_LABEL, bold=True)[0] + tag_w <= width

    def draw_seat_row(self, painter: Painter, r: pygame.FRect, info: dict[str, Any]) -> None:
        """Cards in hand (backs), Idea and Black Idea flints, revealed Discoveries."""
        count = info["hand_size"]
        w, h = CARD_SIZES["mini"]
        for k in range(min(count, 6)):
            draw_card(painter, pygame.FRect(r.x + 12 + k * 9, r.y + 40, w, h), None, self.theme())
        x = r.x + 12 + min(max(count, 1), 6) * 9 + w - 9 + 10
        right = r.right - 10 - len(info["discoveries"]) * (CARD_SIZES["mini"][0] + 4)
        text = ngettext("{n} card", "{n} cards", count).format(n=count)
        painter.text(text, (x, r.y + 40), theme.SIZE_SMALL, max_width=max(40, right - x))
        y = r.y + 76
        for black, n in ((False, info["ideas"]), (True, info["black_ideas"])):
            if x + 40 > right:
                break
            draw_flint(painter, (x + 9, y), 9, black)
            painter.text(str(n), (x + 22, y), theme.SIZE_SMALL, anchor="midleft")
            x += 48
        for j, card in enumerate(info["discoveries"]):
            cx = r.right - 10 - (j + 1) * (w + 4) + 4
            draw_card(painter, pygame.FRect(cx, r.y + 40, w, h), face(card), self.theme())
