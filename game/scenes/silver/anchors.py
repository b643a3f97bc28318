"""Where a guided game's notes point on Silver's table (see ``shell/guides/silver.py``): your
village, the deck, the discard pile, the piles together, the new card, the scores (at a
round's end: the reveal beside them too), the amulet and the other villages."""

from __future__ import annotations

from typing import Any

import pygame

LABEL_H = 26  # a pile's label above it and the line under the discard pile


def guide_rect(scene: Any, name: str) -> pygame.FRect | None:
    """The part of the table ``name`` points at, or None (not Silver's: the kit's)."""
    geo = scene.geo()
    t = scene.table
    if name == "village":
        rows = geo.own_rects(max(1, len(t["villages"][scene.seat])))
        return rows[0].unionall(rows).union(scene.own_caption()[1])
    if name in ("deck", "discard", "piles"):
        if t["stage"] == "round_end":
            return None  # the round's reveal covers the piles
        parts = []
        if name != "discard":
            parts.append(geo.deck_rect())
        if name != "deck":
            parts += geo.display_rects(len(t["display"]))[: len(t["display"])]
            parts.append(geo.discard_rect(len(t["display"])))
        return parts[0].unionall(parts).inflate(40, 0).inflate(0, 2 * LABEL_H)
    if name == "new":
        cards = geo.new_card_rects(len(t["hand"]["cards"]), len(t["display"]))
        if not t["hand"]["cards"]:
            return guide_rect(scene, "deck")
        return cards[0].unionall(cards).inflate(16, 0).inflate(0, 2 * LABEL_H)
    if name == "scores":
        box = geo.scores_box()
        reveal = scene.round_end_box(scene.app.painter) if t["stage"] == "round_end" else None
        return box if reveal is None else box.union(reveal)  # the reveal: left of the sheet
    if name == "amulet":
        holder = t["amulet"]["holder"]
        if holder == scene.seat:
            return scene.own_caption()[1].inflate(8, 8)
        panel = geo.panels()[holder]
        return pygame.FRect(panel.x, panel.y, panel.w, 34)
    if name == "others":
        panels = list(geo.panels().values())
        return panels[0].unionall(panels) if panels else None
    return None


def silver_keep(scene: Any) -> list[pygame.FRect]:
    """What a note would rather not cover: the piles and the score sheet, read every turn."""
    piles = guide_rect(scene, "piles")
    return [scene.geo().scores_box(), *([piles] if piles is not None else [])]
