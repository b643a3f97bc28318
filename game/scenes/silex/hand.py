"""Drawing your corner of Silex's table (a mixin of the scene): your hand, the cards picked
for a play and the card just drawn, marked; your flints, Black Ideas, Discoveries and points.
Only from ``self.view``."""

from __future__ import annotations

import pygame

from ...i18n import _, ngettext, pgettext
from ...ui import theme
from ...ui.cards import CARD_SIZES, CardFace, draw_card
from ...ui.painter import Painter
from ...ui.table_marks import draw_held_gap
from ...ui.widgets import FOCUS_RING
from .faces import card_title, draw_flint, face

TAG_GAP = 5 + FOCUS_RING + 3  # a tag under a card clears the focus ring (5 px out)
TITLE_UP = 40  # the hand title sits this far above the hand, clear of a picked card


class HandDrawing:
    """Mixed into SilexTable (a TableScene): your hand and flints, from its view."""

    def hand_words(self) -> list[tuple[str, CardFace | None]]:
        """The viewer's hand for a screen reader: each card by its full name."""
        return [(card_title(c), face(c)) for c in self.table["hand"]]

    def draw_own(self, painter: Painter) -> None:
        t = self.table
        hand_y = self.layout().hand_y
        current = self.view["current_player"] == self.seat
        color = theme.ACCENT if current else theme.TEXT
        n = t["players"][self.seat]["hand_size"]
        title = f"{self.own_title()} ({n})"
        painter.text(title, (48, hand_y - TITLE_UP), theme.SIZE_BODY, color, bold=True)
        usable = self.usable_objects()
        picked = set(self.selection.picked) if self.selection is not None else set()
        top = self.addition().top
        cb = self.app.settings.colorblind
        if self.viewer is None:  # the spectator view: the bottom hand lies face down
            for rect in self.geo().hand_rects(n):
                draw_card(
                    painter, pygame.FRect(rect.topleft, CARD_SIZES["hand"]), None, self.theme()
                )
        drawn = self.drawn_cards()
        for card in t["hand"]:
            obj = ("card", card["id"])
            new = card["id"] in drawn
            rect = self.hand_card_rect(card["id"])
            if obj == self.held():
                draw_held_gap(painter, rect)
                continue
            if self.hovered() == obj and obj in usable and obj not in picked:
                rect = rect.move(0, -self.hover_lift(obj))
            draw_card(
                painter,
                rect,
                face(card),
                self.theme(),
                colorblind=cb,
                dimmed=self.my_turn() and obj not in usable,
                highlight=obj in picked or self.chooser.selected == obj or new,
            )
            if obj in picked and card["id"] == top and len(picked) > 1:
                self.draw_tag(painter, rect, pgettext("silex top card", "top"))
            elif new:
                word = pgettext("silex drawn card", "new")  # no focus ring: no move now
                self.draw_tag(painter, rect, word, gap=4)
        self.draw_own_flints(painter)

    def draw_tag(
        self, painter: Painter, card: pygame.FRect, word: str, gap: float = TAG_GAP
    ) -> None:
        """A word under a hand card ("top", "new"), clear of a focus ring round the card."""
        w = max(52, painter.measure(word, theme.SIZE_SMALL, bold=True)[0] + 16)
        tag = pygame.FRect(card.centerx - w / 2, card.bottom + gap, w, 22)
        painter.rect(tag, theme.ACCENT, 8)
        painter.text(word, tag.center, theme.SIZE_SMALL, theme.TEXT_DARK, True, "center")

    def draw_own_flints(self, painter: Painter) -> None:
        """Your Idea flints with their values (only you see them), Black Ideas, points."""
        me = self.table["players"][self.seat]
        box = self.geo().own_box()
        at = (box.x, box.y - TITLE_UP)
        mine = self.viewer is not None
        name = self.names[self.seat]
        if mine:
            wordings = [_("Your flints")]
        else:
            wordings = [_("{name}'s flints").format(name=name), f"{name}:", _("Flints")]
        label = painter.fitting(wordings, theme.SIZE_SMALL, box.w)
        painter.text(label, at, theme.SIZE_SMALL, theme.TEXT_DIM, max_width=box.w)
        hidden = me["idea_values"] is None  # the spectator view: values face down
        values = ["?"] * me["ideas"] if hidden else [str(v) for v in me["idea_values"]]
        black = str(self.table["supply"]["black_idea_value"])
        stones = [(v, False) for v in values] + [(black, True)] * me["black_ideas"]
        for i, (value, is_black) in enumerate(stones[:8]):
            centre = (box.x + 16 + (i % 4) * 34, box.y + 16 + (i // 4) * 34)
            draw_flint(painter, centre, 14, is_black, value)
        if len(stones) > 8:
            painter.text(f"+{len(stones) - 8}", (box.x, box.y + 64), theme.SIZE_SMALL)
        if not stones:
            painter.text(_("none yet"), (box.x, box.y + 6), theme.SIZE_SMALL, theme.TEXT_DIM)
        w, h = CARD_SIZES["mini"]
        y = box.y + max(1, -(-min(len(stones), 8) // 4)) * 34 + 4
        for j, card in enumerate(me["discoveries"]):
            rect = pygame.FRect(box.x + j * (w + 4), y, w, h)
            draw_card(painter, rect, face(card), self.theme())
        if me["discoveries"]:
            y += h + 6
        points = sum(me["idea_values"] or []) + me["public_points"]
        text = ngettext("{n} point so far", "{n} points so far", points).format(n=points)
        painter.text(text, (box.x, y), theme.SIZE_SMALL, theme.TEXT_DIM, wrap=box.w)
