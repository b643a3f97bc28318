"""The toy game's table, built on the table kit with layout, drawing and labels only.

It proves the kit: the curtain, pacing, prompt bar, choices, decisions (give a card to
whom?), motion and drag and drop all come from ``TableScene``.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.scenes.table import Obj, TableScene, Tween
from game.ui import theme
from game.ui.cards import CARD_SIZES, CardFace, draw_card

PILE = pygame.FRect(420, 250, *CARD_SIZES["table"])


def toy_face(value: int) -> CardFace:
    return CardFace(str(value), (60, 90, 200), "circle")


class ToyTable(TableScene):
    def hit_areas(self) -> dict[Obj, pygame.FRect]:
        hand = self.layout().hand_row(len(self.table["hand"]), CARD_SIZES["hand"])
        hits: dict[Obj, pygame.FRect] = {
            ("card", c): r for c, r in zip(self.table["hand"], hand, strict=True)
        }
        for seat, rect in self.layout().seat_panels(self.others()).items():
            hits[("seat", seat)] = rect
        return hits

    def object_of(self, action: dict[str, Any]) -> Obj | None:
        return ("card", action["card"]) if "card" in action else None

    def action_label(self, action: dict[str, Any]) -> str:
        if action["type"] == "give":
            return f"Give the {action['card']} to {self.names[action['to']]}"
        return {"draw": "Draw a card", "play": f"Play the {action.get('card')}"}[action["type"]]

    def handle_table(self, event) -> bool:
        """P plays the first move: a shortcut the shell tests use to move a game on."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_p and self.my_turn():
            return self.act(self.view["actions"][0])
        return False

    def drop_zones(self, obj: Obj) -> dict[Any, pygame.FRect]:
        plays = any(a["type"] == "play" for a in self.chooser.for_object(obj))
        return {"pile": PILE.inflate(80, 80)} if plays else {}

    def drop_action(self, obj: Obj, zone: Any) -> dict[str, Any] | None:
        return {"type": "play", "card": obj[1]}

    def on_events(self, events: list[dict[str, Any]]) -> None:
        for event in events:
            if event["type"] == "play":
                start = pygame.FRect(PILE.x, self.layout().hand_y, *CARD_SIZES["hand"])
                self.motion.add(Tween(start, PILE, toy_face(event["card"]), tag="pile"))

    def draw_table(self, painter) -> None:
        for seat, rect in self.layout().seat_panels(self.others()).items():
            painter.panel(rect)
            count = self.table["hand_sizes"][seat]
            painter.text(f"{self.names[seat]}: {count} cards", (rect.x + 12, rect.y + 12))
        played = [c for pile in self.table["played"] for c in pile]
        if played and not self.motion.moving("pile"):
            draw_card(painter, PILE, toy_face(played[-1]))
        for card in self.table["hand"]:
            if ("card", card) != self.held():
                draw_card(painter, self.hit[("card", card)], toy_face(card))
        painter.text(self.whose_turn_text(), (100, 400), theme.SIZE_BODY)

    def draw_motion(self, painter) -> None:
        for tween in self.motion.tweens:
            draw_card(painter, tween.rect(), tween.what)
        if self.held() is not None and self.drag is not None:
            draw_card(painter, self.drag.held_rect(), toy_face(self.held()[1]))
