"""Drawing Silver's table (a mixin of the scene): every card's face as the seat at the screen
may see it, the other villages with their seats' lines, your village, and the tooltips; the
piles are in ``piles.py``, where each card lies in ``hits.py``. Only from ``self.view`` and
the seat's own glimpses."""

from __future__ import annotations

from typing import Any

import pygame

from ...i18n import _, ngettext, pgettext
from ...ui import theme
from ...ui.cards import CardFace, draw_card
from ...ui.painter import Painter
from ...ui.table_marks import draw_seat_panel
from . import labels
from .faces import LAMP, card_face, draw_amulet, draw_known, draw_shield, draw_slot


class TableDrawing:
    """Mixed into SilverTable (a TableScene)."""

    def theme(self) -> theme.TableTheme:
        return theme.table_theme("silver")

    # ---- one card ---------------------------------------------------------------------------
    def face_for(self, card: dict[str, Any]) -> tuple[CardFace | None, float]:
        """The face the seat at the screen sees (None: the back) and, for a glimpse, how much
        of it is still to show (1: all; it turns over at the end)."""
        face = card_face(card, self.order)
        if face is not None:
            return face, 1.0
        glimpse = self.glimpse(card["id"])
        if glimpse is not None:
            return glimpse[0], glimpse[1]
        return None, 1.0

    def draw_face(
        self, painter: Painter, rect: pygame.FRect, tag: int, face: CardFace | None, **kw
    ) -> None:
        """Every Silver card is drawn here, so the tests can check whose secrets show."""
        if face is not None:
            self.drawn_faces.append((tag, face))
        draw_card(painter, rect, face, self.theme(), **kw)

    def draw_village_card(
        self, painter: Painter, card: dict[str, Any], rect: pygame.FRect, usable: bool
    ) -> None:
        face, left = self.face_for(card)
        turning = face is not None and card.get("value") is None and left < 0.45
        if turning:  # a glimpse ends: the card turns back over
            k = left / 0.45
            w = max(4.0, rect.w * abs(2 * k - 1))
            shown = face if k > 0.5 else None
            self.draw_face(
                painter, pygame.FRect(rect.centerx - w / 2, rect.y, w, rect.h), card["id"], shown
            )
            return
        hovered = self.hovered() == ("card", card["id"]) and usable
        if hovered:
            rect = rect.move(0, -6)
        picked = card["id"] in self.picked()
        glimpse = face is not None and card.get("value") is None
        highlight = picked or glimpse or (card.get("just_seen") and not card["face_up"])
        self.draw_face(painter, rect, card["id"], face, highlight=bool(highlight))
        if usable and not highlight:  # a card a click may use: a thin lamp-yellow edge
            painter.rect(rect.inflate(4, 4), LAMP, 8, width=2, alpha=170)
        if face is not None and not card["face_up"]:
            draw_known(painter, rect)
        if card.get("protected"):
            draw_shield(painter, rect, card.get("guards") is not None or self.is_bodyguard(card))
        if card.get("amulet"):
            draw_amulet(painter, rect)

    @staticmethod
    def is_bodyguard(card: dict[str, Any]) -> bool:
        return bool(card["face_up"] and card.get("name") == "Bodyguard")

    # ---- the whole table ----------------------------------------------------------------
    def draw_table(self, painter: Painter) -> None:
        self.drawn_faces = []
        self.draw_opponents(painter)
        if self.ended():  # the score sheet covers the middle; the villages stay in view
            self.draw_own(painter)
            return
        reveal = self.table["stage"] == "round_end"
        if not reveal:
            self.draw_piles(painter)
        if not (reveal and self.reveal_covers_sheet(painter)):
            self.draw_scores(painter)
        self.draw_own(painter)
        if self.table["stage"] == "round_end" and not self.ended():
            self.draw_round_end(painter)

    def hidden(self, tag: int) -> bool:
        return self.motion.moving(("card", tag))

    def draw_opponents(self, painter: Painter) -> None:
        t = self.table
        usable = self.usable_objects() & set(self.hit)
        for seat, panel in self.geo().panels().items():
            current = self.view["current_player"] == seat
            draw_seat_panel(painter, panel, current)
            self.draw_seat_line(painter, seat, panel)
            for card in t["villages"][seat]:
                if not self.hidden(card["id"]):
                    rect = self.card_rects[card["id"]]
                    self.draw_village_card(painter, card, rect, ("card", card["id"]) in usable)

    def seat_badges(self, seat: int, short: bool = False) -> list[str]:
        """What a seat has done or holds: "called", the amulet (and whether it is usable;
        ``short``: not said)."""
        t = self.table
        out = []
        if t["call"]["caller"] == seat:
            out.append(_("called"))
        amulet = t["amulet"]
        if amulet["holder"] == seat:
            if short:
                out.append(_("amulet"))
            elif amulet["card"] is not None:  # used: it lies on a card for the round
                out.append(_("amulet (laid)"))
            elif amulet["usable"] and seat == self.viewer and self.my_turn():
                out.append(_("amulet (usable: click one of your cards)"))
            elif amulet["usable"]:
                out.append(_("amulet (usable)"))
            else:
                out.append(_("amulet (start player only)"))
        return out

    def draw_seat_line(self, painter: Painter, seat: int, panel: pygame.FRect) -> None:
        t = self.table
        current = self.view["current_player"] == seat
        total = _("{n} pts").format(n=t["totals"][seat])
        village = ""
        if t["stage"] in ("round_end", "over") and t["last_round"]:
            village = _("village {n}").format(n=t["last_round"]["village_totals"][seat])
        badges = self.seat_badges(seat)
        # The longest wording that fits a narrow panel: the amulet's state and the village
        # total go first (the amulet is drawn on the village, the totals in the score sheet).
        short = self.seat_badges(seat, short=True)
        wordings = [badges + [village, total], short + [village, total], short + [total], [total]]
        room = panel.w * 0.62
        right = painter.fitting(
            [" · ".join(p for p in parts if p) for parts in wordings], theme.SIZE_SMALL, room
        )
        rw = min(painter.measure(right, theme.SIZE_SMALL)[0], room)
        painter.text(
            right,
            (panel.right - 12, panel.y + 9),
            theme.SIZE_SMALL,
            theme.TEXT_DIM,
            anchor="topright",
            max_width=rw,
        )
        color = theme.ACCENT if current else theme.TEXT
        name_w = panel.w - 36 - rw
        painter.text(
            self.names[seat],
            (panel.x + 12, panel.y + 7),
            theme.SIZE_LABEL,
            color,
            bold=True,
            max_width=max(40, name_w),
        )

    def own_caption(self) -> tuple[str, pygame.FRect]:
        """The village's caption ("Ana's village · amulet · 96 pts") and where it goes."""
        t = self.table
        geo = self.geo()
        x = geo.own_rects(max(1, len(t["villages"][self.seat])))[0].x
        title = pgettext("village title", "{name}'s village").format(name=self.names[self.seat])
        if t["stage"] in ("round_end", "over") and t["last_round"]:
            title += f": {t['last_round']['village_totals'][self.seat]}"
        points = _("{n} pts").format(n=t["totals"][self.seat])
        room = self.table_width() - x - 20
        # The amulet's state in words if they fit, else only "amulet" (a narrow window).
        for short in (False, True):
            parts = [title, *self.seat_badges(self.seat, short=short), points]
            text = " · ".join(parts)
            w, h = self.app.painter.measure(text, theme.SIZE_BODY, bold=True)
            if w <= room:
                break
        return text, pygame.FRect(x, geo.own_label_y(), min(w, room), h)

    def tooltip_avoid(self) -> list[pygame.FRect]:
        # A spot's "Put the new card here." hid the village's caption; the deck's tooltip hid
        # the piles' counts.
        return [self.own_caption()[1], *self.pile_label_rects()]

    def hand_words(self) -> list[tuple[str, Any]]:
        """The viewer's village for a screen reader, left to right, as it is drawn: a card
        whose face shows by its name and value, else "Face down". The faces are (card,
        face) pairs, as ``drawn_faces`` holds them."""
        words: list[tuple[str, Any]] = []
        for card in self.table["villages"][self.seat]:
            face, _left = self.face_for(card)
            if face is None:
                words.append((_("Face down"), None))
            else:
                said = _("{name} ({value})").format(name=face.caption, value=face.value)
                words.append((said, (card["id"], face)))
        return words

    def draw_own(self, painter: Painter) -> None:
        t = self.table
        own = t["villages"][self.seat]
        usable = self.usable_objects() & set(self.hit)
        title, at = self.own_caption()
        painter.text(title, at.topleft, theme.SIZE_BODY, theme.TEXT, bold=True, max_width=at.w)
        # Cards and the open spots for a new card, left to right, each over the one before
        # as in a fanned row: a spot drawn last lay over its right-hand neighbour's face.
        row: list[tuple[float, Any, Any]] = [
            (self.card_rects[c["id"]].x, 0, c) for c in own if not self.hidden(c["id"])
        ]
        row += [(r.x, 1, obj) for obj, r in self.hit.items() if obj[0] in ("gap", "end")]
        for _x, is_slot, item in sorted(row, key=lambda e: (e[0], e[1])):
            if is_slot:
                draw_slot(painter, self.hit[item], self.hovered() == item, alpha=255)
            else:
                rect = self.card_rects[item["id"]]
                self.draw_village_card(painter, item, rect, ("card", item["id"]) in usable)

    # ---- tooltips ------------------------------------------------------------------------
    def object_tip(self, obj, usable: bool) -> str:
        kind, key = obj
        t = self.table
        if kind == "deck":
            n = t["deck"]["count"]
            tip = ngettext("The deck: {n} card.", "The deck: {n} cards.", n).format(n=n)
            return tip + (" " + _("Click to draw.") if usable else "")
        if kind == "discard":
            pile = t["discard"]
            if pile:
                tip = _("The discard pile ({n}): {card} on top.")
                tip = tip.format(n=len(pile), card=labels.card_word(pile[-1]))
            else:
                tip = _("The discard pile is empty.")
            return tip + " " + _("Click to see every card in it.")
        if kind == "ui":
            return _("All 14 cards and their abilities (F2).") if key == "reference" else ""
        if kind in ("gap", "end"):
            return _("Put the new card here.")
        if kind != "card":
            return ""
        for seat, row in enumerate(t["villages"]):
            for card in row:
                if card["id"] == key:
                    return labels.card_tip(card, self.names[seat], seat == self.seat, self.memory)
        for card in t["display"]:
            if card["id"] == key:
                text = _("On the Squire display: {card}.").format(card=labels.card_word(card))
                return text + (" " + _("Click to draw it.") if usable else "")
        for card in t["hand"]["cards"]:
            if card["id"] == key:
                return _("The new card: {card}.").format(card=labels.card_word(card))
        return ""
