"""Drawing the middle of Silver's table (a mixin of the scene): the deck, the Squire
display, the discard pile and the new card, each pile with its count; where those labels go,
so tooltips leave them readable."""

from __future__ import annotations

import pygame

from ...i18n import _
from ...ui import theme
from ...ui.painter import Painter
from .faces import LAMP, card_face, draw_slot


class PilesDrawing:
    """Mixed into SilverTable (a TableScene)."""

    def draw_loose(self, painter: Painter, cards: list[dict], usable: set) -> None:
        """Cards lying on their own (the Squire display, the drawn card), unless in flight;
        edged when a click may use them."""
        for card in cards:
            if not self.hidden(card["id"]):
                self.draw_face(
                    painter,
                    self.card_rects[card["id"]],
                    card["id"],
                    card_face(card, self.order),
                    highlight=("card", card["id"]) in usable,
                )

    def pile_label(self, painter: Painter, rect: pygame.FRect, text: str) -> None:
        painter.text(
            text,
            (rect.centerx, rect.y - 6),
            theme.SIZE_SMALL,
            theme.TEXT_DIM,
            anchor="midbottom",
        )

    def draw_piles(self, painter: Painter) -> None:
        t = self.table
        geo = self.geo()
        usable = self.usable_objects() & set(self.hit)
        deck = geo.deck_rect()
        if t["deck"]["count"]:
            for i in range(min(5, t["deck"]["count"] // 6), 0, -1):
                painter.rect(deck.move(i * 2, i * 2), (30, 34, 44), 6)
            top = t["deck"]["top"]
            face = None
            if top is not None:
                glimpse = self.glimpse(top["id"])
                face = card_face(top, self.order) or (glimpse[0] if glimpse else None)
            lift = -6 if self.hovered() == ("deck", 0) and ("deck", 0) in usable else 0
            self.draw_face(
                painter,
                deck.move(0, lift),
                top["id"] if top else -1,
                face,
                highlight=("deck", 0) in usable,
            )
        else:
            draw_slot(painter, deck, False)
        self.pile_label(painter, deck, _("Deck {n}").format(n=t["deck"]["count"]))
        display = t["display"]
        self.draw_loose(painter, display, usable)
        if display:
            first = self.card_rects[display[0]["id"]]
            last = self.card_rects[display[-1]["id"]]
            label = _("Squire display")
            spot = self.label_spot(painter, label, first.union(last))
            painter.text(label, spot.topleft, theme.SIZE_SMALL, theme.TEXT_DIM)
        self.draw_discard(painter, geo.discard_rect(len(display)), usable)
        self.draw_new_cards(painter)

    def label_spot(self, painter: Painter, text: str, cards: pygame.FRect) -> pygame.FRect:
        """Where a label of ``cards`` (the display, the new cards) goes: above them from
        their left, else ending at their right, else a line higher, else under them, clear
        of the piles' own labels and the score sheet (a larger text needs these)."""
        w, h = painter.measure(text, theme.SIZE_SMALL)
        limit = self.geo().scores_box().x - 8
        lefts = (min(cards.x, limit - w), min(cards.right, limit) - w)
        tops = (cards.y - 6 - h, cards.y - 8 - 2 * h, cards.bottom + 6)
        spots = [pygame.FRect(x, y, w, h) for y in tops for x in lefts]
        top = self.geo().middle().y - 10  # (the middle starts 14 under the villages)
        spots = [spot for spot in spots if spot.y >= top] or spots
        taken = self.pile_label_rects()
        for spot in spots:
            if spot.collidelist(taken) < 0:
                return spot
        return spots[0]

    def draw_discard(self, painter: Painter, rect: pygame.FRect, usable) -> None:
        pile = self.table["discard"]
        shown = list(pile)
        while shown and self.hidden(shown[-1]["id"]):
            shown.pop()  # the card flying onto the pile lands before it shows
        for i in range(min(4, len(shown) // 4), 0, -1):
            painter.rect(rect.move(i * 2, i * 2), (200, 200, 190), 6)
        if shown:
            top = shown[-1]
            take = self.taking  # the top card being taken is lit
            lift = -6 if self.hovered() == ("discard", 0) else 0
            self.draw_face(
                painter,
                rect.move(0, lift),
                top["id"],
                card_face(top, self.order),
                highlight=take,
            )
        else:
            draw_slot(painter, rect, False)
        self.pile_label(painter, rect, _("Discards {n}").format(n=len(pile)))
        if pile:
            painter.text(
                _("click to browse"),
                (rect.centerx, rect.bottom + 6),
                theme.SIZE_SMALL,
                theme.TEXT_DIM,
                anchor="midtop",
            )

    def draw_new_cards(self, painter: Painter) -> None:
        t = self.table
        hand = t["hand"]
        if not hand["cards"]:
            return
        usable = self.usable_objects() & set(self.hit)
        several = len(hand["cards"]) > 1
        if hand["seat"] == self.seat:
            words = _("Your new cards") if several else _("Your new card")
        else:
            text = _("{name}'s new cards") if several else _("{name}'s new card")
            words = text.format(name=self.names[hand["seat"]])
        first = self.card_rects[hand["cards"][0]["id"]]
        last = self.card_rects[hand["cards"][-1]["id"]]
        spot = self.label_spot(painter, words, first.union(last))
        painter.text(words, spot.topleft, theme.SIZE_SMALL, LAMP)
        self.draw_loose(painter, hand["cards"], usable)

    def pile_label_rects(self) -> list[pygame.FRect]:
        """Where the labels above and under the piles are drawn (a line of small text), as
        wide as their words and a little more."""
        geo = self.geo()
        t = self.table
        deck, discard = geo.deck_rect(), geo.discard_rect(len(t["display"]))
        measure = self.app.painter.measure
        labels = [
            (deck, True, _("Deck {n}").format(n=t["deck"]["count"])),
            (discard, True, _("Discards {n}").format(n=len(t["discard"]))),
        ]
        if t["discard"]:
            labels.append((discard, False, _("click to browse")))
        rects = []
        for pile, above, text in labels:
            w, h = measure(text, theme.SIZE_SMALL)
            w += 12
            top = pile.y - 6 - h if above else pile.bottom + 6
            rects.append(pygame.FRect(pile.centerx - w / 2, top, w, h))
        return rects
