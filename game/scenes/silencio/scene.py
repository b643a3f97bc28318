"""Silencio's table: four rows with shrines, the Oracle, the players, your hand, the prompt.

The curtain, pacing, prompt bar, choices, motion and drag and drop come from the table kit;
this answers what the kit asks of a game (objects, labels, where things lie). The drawing is
in ``draw.py``, cards in motion in ``motion.py``, the end box in ``ending.py``. Drawn only
from the shown seat's view.
"""

from __future__ import annotations

from typing import Any

import pygame

from ...engine.common import Action
from ...engine.silencio.cards import CARD_COLOR, CARD_RANK, card_name
from ...i18n import _
from ...ui import theme
from ...ui.cards import CARD_SIZES, CardFace
from ...ui.log_panel import WIDTH as LOG_WIDTH
from ..table import Obj, TableScene, action_object
from .draw import TableDrawing
from .ending import EndingMixin
from .faces import face
from .labels import action_label, curtain_note, object_tip, shrine_confirm
from .layout import HOVER_LIFT, INFO_X, ROW_CARDS_X, ROW_LEFT, ROW_RIGHT, RowsLayout
from .motion import MotionMixin


class SilencioTable(MotionMixin, EndingMixin, TableDrawing, TableScene):
    next_step_types = frozenset({"end_turn"})

    # ---- what the kit asks of a game -------------------------------------------------
    def object_of(self, action: Action) -> Obj | None:
        """Tavern statements gather under the Tavern; the rest under their card/row/shrine."""
        if action["type"] == "tavern":
            return ("tavern", "tavern")
        return action_object(action)

    def action_label(self, action: Action) -> str:
        return action_label(action, self.names, self.view.get("prompt"))

    def curtain_note(self, seat: int) -> str:
        return curtain_note(self.session.state.view(seat), self.names)

    def choice_group(self, action: Action) -> str:
        """The Tavern's statements in three columns: counts, colours, requests."""
        return action.get("statement", "")

    def hover_lift(self, obj: Obj) -> float:
        hand = {("card", e["card"]) for e in self.table["hand"]}
        return HOVER_LIFT if obj in hand else 0

    def click(self, obj: Obj) -> None:
        """A card to pass is first selected (it rises highlighted, "Pass the …" and Cancel pop
        up beside it), then passed: one stray click never gives away a card. A click on the
        selected card again puts it back."""
        actions = self.chooser.for_object(obj)
        if len(actions) == 1 and actions[0]["type"] == "pass_card":
            self.chooser.selected = None if self.chooser.selected == obj else obj
            self.app.sounds.play("click")
            self.rebuild()
            return
        super().click(obj)

    def open_faces(self) -> tuple[list[list[CardFace]], list[list[CardFace]]] | None:
        """The replay's "Everything open" draws every hand and the deck as cards."""
        cards = (self.view.get("open") or {}).get("cards")
        if cards is None:
            return None

        def faces(codes: list[str]) -> list[CardFace]:
            return [face({"color": CARD_COLOR[c], "rank": CARD_RANK[c]}) for c in codes]

        piles = [faces(p) for p in cards["piles"] if p]
        return [faces(h) for h in cards["seats"]], piles

    def confirm_text(self, action: Action) -> str:
        if action["type"] == "take_shrine":
            return shrine_confirm(self.table, action)
        if action["type"] == "tavern":
            return _("Your statement stays on the table, and the Tavern closes. Say it?")
        return ""

    def hand_words(self) -> list[tuple[str, CardFace | None]]:
        return [(card_name(e["card"]), face(e)) for e in self.table["hand"]]

    def object_words(self, obj: Obj) -> str:
        """A card on the table by its name (the focus says which card it is on)."""
        t = self.table
        if obj[0] != "card":
            return ""
        shown = t["hand"] + [e for p in t["players"] for e in p["face_up"]] + t["oracle"]
        entry = next((e for e in shown if e["card"] == obj[1] and "color" in e), None)
        return card_name(entry["card"]) if entry is not None else ""

    def tooltip(self, obj: Obj, usable: bool) -> str:
        actions = self.chooser.for_object(obj)
        plays = any(a["type"] == "play" for a in actions)
        choices = [self.action_label(a) for a in actions]
        return object_tip(self.table, self.names, obj, usable, plays, choices)

    def drop_zones(self, obj: Obj) -> dict[Any, pygame.FRect]:
        """A hand card whose action is a play may be dropped on the rows."""
        if obj[0] == "card" and any(a["type"] == "play" for a in self.chooser.for_object(obj)):
            return {"rows": self.geo().rows_area()}
        return {}

    def drop_action(self, obj: Obj, zone: Any) -> Action | None:
        return {"type": "play", "card": obj[1]}

    # ---- layout --------------------------------------------------------------------
    def panel_rect(self, seat: int) -> pygame.FRect:
        return self.layout().seat_panels(self.others())[seat]

    def geo(self) -> RowsLayout:
        return RowsLayout(self.layout())

    def hit_areas(self) -> dict[Obj, pygame.FRect]:
        t = self.table
        hits: dict[Obj, pygame.FRect] = {}
        if not self.public_moment():
            hand = self.layout().hand_row(len(t["hand"]), CARD_SIZES["hand"])
            for entry, rect in zip(t["hand"], hand, strict=True):
                hits[("card", entry["card"])] = rect
            mine = t["players"][self.seat]["face_up"]
            for entry, rect in zip(mine, self.geo().own_face_up_rects(len(mine)), strict=True):
                hits[("card", entry["card"])] = rect
        for seat in self.others():
            panel = self.panel_rect(seat)
            hits[("seat", seat)] = panel
            for j, entry in enumerate(t["players"][seat]["face_up"]):
                x = panel.right - 48 - j * 44
                hits[("card", entry["card"])] = pygame.FRect(x, panel.y + 36, *CARD_SIZES["tiny"])
        for i, row in enumerate(t["rows"]):
            y = self.geo().row_y(i)
            middle = y + (self.geo().row_h - 4) / 2
            hits[("shrine", row["color"])] = pygame.FRect(ROW_LEFT, middle - 28, 56, 56)
            hits[("row", row["color"])] = pygame.FRect(
                ROW_CARDS_X - 6, y, ROW_RIGHT - 98, self.geo().row_h - 4
            )
        for entry, rect in zip(t["oracle"], self.geo().oracle_rects(len(t["oracle"])), strict=True):
            hits[("card", entry["card"])] = rect
        hits[("shrine", "large")] = pygame.FRect(INFO_X, self.geo().y(264), 64, 64)
        if t["tavern"]["enabled"]:
            hits[("tavern", "tavern")] = pygame.FRect(INFO_X + 80, self.geo().y(264), 200, 64)
        if ("seat", self.seat) not in hits:
            # As wide as the caption, so the focus ring goes round it, not through it.
            width = self.app.painter.measure(self.hand_title(), theme.SIZE_BODY, bold=True)[0]
            hits[("seat", self.seat)] = pygame.FRect(48, self.layout().hand_y - 32, width, 28)
        return hits

    def guide_anchor(self, name: str) -> pygame.FRect | None:
        geo = self.geo()
        if name == "rows":
            return geo.rows_area()
        if name == "oracle":
            cards = geo.oracle_rects(max(1, len(self.table["oracle"])))
            return (
                cards[0]
                .unionall(cards)
                .inflate(8, 8)
                .union(pygame.FRect(INFO_X - 4, geo.y(130), 80, 28))
            )
        if name == "start":
            return geo.start_card_rect().union(geo.start_caption_rect())
        return super().guide_anchor(name)

    def choices_area(self) -> pygame.FRect | None:
        """Pop-ups leave the rows, the Oracle and the pending effects in view: before the
        start beside the start card, later over the log's older lines (its newest, which
        say what asked for the choice, stay readable)."""
        if self.public_moment():
            return self.geo().start_choices_area()
        if self.chooser.selected is not None:
            return None  # beside the selected card, as the kit places it
        log = self.log_panel.rect()  # folded, the pop-up takes the open log's place
        return pygame.FRect(log.right - LOG_WIDTH, log.y + 40, LOG_WIDTH, log.h * 0.6)


__all__ = ["SilencioTable"]
