"""Where every card of Silver's table is (a mixin of the scene): your village (opened up for
the spots a new card may go to), the piles, the new card, the other villages; each card's hit
area is the part of it the next card of its row leaves uncovered."""

from __future__ import annotations

from typing import Any

import pygame

from ..table import Obj
from .layout import RISE


class TableHits:
    """Mixed into SilverTable (a TableScene)."""

    def hit_areas(self) -> dict[Obj, pygame.FRect]:
        """An open overlay's objects (the reference card, the discard pile spread out), else
        the table's."""
        overlay = self.overlay_hits()
        if overlay is not None:
            return overlay
        return self.table_hits()

    def table_hits(self) -> dict[Any, pygame.FRect]:
        """Your village first (the keyboard starts there), the piles, the new card, the other
        villages, the gaps and ends a new card may go to, the reference card."""
        t = self.table
        geo = self.geo()
        hits: dict[Any, pygame.FRect] = {}
        rects: dict[int, pygame.FRect] = {}
        own = t["villages"][self.seat]
        picked = set(self.picked())
        slots, spots = self.slot_spots(len(own))
        spread = geo.own_rects(len(own) + len(slots))  # the row opened up for the slots
        own_row = [r for i, r in enumerate(spread) if i not in spots.values()]
        for card, rect in zip(own, own_row, strict=True):
            if card["id"] in picked:
                rect = rect.move(0, -RISE)
            rects[card["id"]] = rect
        display_cards = t["display"] + t["hand"]["cards"]
        display = geo.display_rects(len(t["display"]))
        for card, rect in zip(t["display"], display, strict=True):
            rects[card["id"]] = rect
        hand = t["hand"]["cards"]
        for card, rect in zip(hand, geo.new_card_rects(len(hand), len(t["display"])), strict=True):
            rects[card["id"]] = rect
        for seat in self.others():
            row = t["villages"][seat]
            for card, rect in zip(row, geo.village_rects(seat, len(row)), strict=True):
                rects[card["id"]] = rect
        for tag, rect in rects.items():
            hits[("card", tag)] = self.visible_part(tag, rect, rects)
        if t["stage"] == "round_end":  # the reveal covers the piles
            hits = {o: r for o, r in hits.items() if o[1] not in {c["id"] for c in display_cards}}
        else:
            hits[("deck", 0)] = geo.deck_rect()
            hits[("discard", 0)] = geo.discard_rect(len(t["display"]))
            if t["discard"]:
                rects[t["discard"][-1]["id"]] = hits[("discard", 0)]
        self.card_rects = rects
        for obj in slots:  # an empty spot in the row, as wide as a card
            hits[obj] = spread[spots[obj]]
        hits[("ui", "reference")] = geo.reference_button()
        return hits

    def visible_part(self, tag: int, rect: pygame.FRect, rects) -> pygame.FRect:
        """A card's hit area: the part not covered by the next card of its row."""
        for other in rects.values():
            if other is not rect and abs(other.y - rect.y) < 1 and rect.x < other.x < rect.right:
                return pygame.FRect(rect.x, rect.y, other.x - rect.x, rect.h)
        return rect

    def slot_spots(self, count: int) -> tuple[list[Any], dict[Any, int]]:
        """While the new card is to be placed: the gaps (after a set) or the two ends, and
        each one's place in the row of ``count`` cards opened up for them."""
        acts = self.my_actions()
        kinds = {("gap", a["at"]) for a in acts if "at" in a}
        kinds |= {("end", a["end"]) for a in acts if "end" in a}
        before = {("end", "left"): 0, ("end", "right"): count}  # the card index it precedes
        slots = sorted(kinds, key=lambda o: before.get(o, o[1]))
        spots = {obj: before.get(obj, obj[1]) + i for i, obj in enumerate(slots)}
        return slots, spots
