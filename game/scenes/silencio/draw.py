"""Drawing Silencio's table (a mixin of the scene): the other players' panels, the four
rows with their shrines, the info column (the Oracle, the deck, the large shrine, the Tavern,
pending effects), the start-player card and your hand. Only from ``self.view``."""

from __future__ import annotations

from dataclasses import replace

import pygame

from ...engine.silencio.cards import card_name, color_name
from ...i18n import _, ngettext, pgettext
from ...ui import theme
from ...ui.cards import CARD_SIZES, draw_card
from ...ui.painter import Painter
from ...ui.table_marks import draw_held_gap, draw_seat_panel
from .faces import START_FACE, TABLE, draw_shrine, face
from .layout import HOVER_LIFT, INFO_X, ROW_CARDS_X, ROW_LEFT, ROW_RIGHT


class TableDrawing:
    """Mixed into SilencioTable (a TableScene): draws from its view."""

    def draw_table(self, painter: Painter) -> None:
        cb = self.app.settings.colorblind
        self.draw_players(painter, cb)
        self.draw_rows(painter, cb)
        self.draw_info(painter, cb)
        if self.public_moment():
            self.draw_start(painter)
        elif not self.session.state.is_over:
            self.draw_hand(painter, cb)

    def draw_players(self, painter: Painter, cb: bool) -> None:
        t = self.table
        for seat in self.others():
            r = self.panel_rect(seat)
            info = t["players"][seat]
            current = self.view["current_player"] == seat
            draw_seat_panel(painter, r, current)
            name = self.names[seat] + ("  ★" if t["start_player"] == seat else "")
            color = theme.ACCENT if current else theme.TEXT
            painter.text(
                name, (r.x + 12, r.y + 8), theme.SIZE_LABEL, color, bold=True, max_width=r.w - 24
            )
            hidden = info["hidden_count"]
            for k in range(min(hidden, 8)):
                back = pygame.FRect(r.x + 12 + k * 10, r.y + 38, *CARD_SIZES["mini"])
                draw_card(painter, back, None, TABLE)
            painter.text(
                ngettext("{n} in hand", "{n} in hand", hidden).format(n=hidden),
                (r.x + 12 + min(hidden, 8) * 10 + 44, r.y + 52),
                theme.SIZE_SMALL,
                theme.TEXT_DIM,
            )
            for entry in info["face_up"]:
                rect = self.hit.get(("card", entry["card"]))
                if rect is not None:
                    draw_card(painter, rect, face(entry), TABLE, colorblind=cb)

    def draw_rows(self, painter: Painter, cb: bool) -> None:
        for i, row in enumerate(self.table["rows"]):
            y = self.geo().row_y(i)
            color = row["color"]
            back = (ROW_LEFT - 8, y, ROW_RIGHT - ROW_LEFT + 24, self.geo().row_h - 4)
            painter.rect(back, (0, 0, 0), 12, alpha=40)
            middle = y + (self.geo().row_h - 4) / 2
            draw_shrine(painter, (ROW_LEFT + 28, middle), 26, color, row["shrine_lit"], cb)
            cards = row["cards"]
            for j, entry in enumerate(cards):
                if self.motion.moving(("row", color, j)):
                    continue  # the card is still on its way here
                dark = entry["side"] == "dark"
                rect = self.geo().row_card_rect(i, j, len(cards))
                card_face = face(entry, entry["side"])
                draw_card(painter, rect, card_face, TABLE, upside_down=dark, colorblind=cb)
            if not cards:
                painter.text(  # on two lines rather than into the oracle's column
                    _row_start(color),
                    (ROW_CARDS_X, y + (self.geo().row_h - 4) / 2),
                    theme.SIZE_SMALL,
                    theme.TEXT_DIM,
                    anchor="midleft",
                    wrap=INFO_X - 12 - ROW_CARDS_X,
                )

    def draw_info(self, painter: Painter, cb: bool) -> None:
        t = self.table
        right = self.table_width()
        painter.text(_("Oracle"), (INFO_X, self.geo().y(134)), theme.SIZE_LABEL, bold=True)
        for entry in t["oracle"]:
            draw_card(painter, self.hit[("card", entry["card"])], face(entry), TABLE, colorblind=cb)
        if not t["oracle"]:
            painter.text(_("empty"), (INFO_X, self.geo().y(180)), theme.SIZE_SMALL, theme.TEXT_DIM)
        deck = pygame.FRect(right - 72, self.geo().y(162), *CARD_SIZES["small"])
        # over the deck, but never out past the table's edge (larger text)
        half = painter.measure(_("Deck"), theme.SIZE_LABEL, bold=True)[0] / 2
        at = (min(deck.centerx, right - 4 - half), self.geo().y(134))
        painter.text(_("Deck"), at, theme.SIZE_LABEL, bold=True, anchor="midtop")
        if t["deck_count"]:
            draw_card(painter, deck, None, TABLE)
        below = (deck.centerx, deck.bottom + 6)
        n = t["deck_count"]
        count = ngettext("{n} card", "{n} cards", n).format(n=n)
        painter.text(count, below, theme.SIZE_SMALL, theme.TEXT_DIM, anchor="midtop")
        large = next(s for s in t["shrines"] if s["shrine"] == "large")
        draw_shrine(painter, (INFO_X + 32, self.geo().y(296)), 30, "large", large["lit"], False)
        label = _("Large shrine") if large["lit"] else _("Large shrine (unlit)")
        # under the shrine, but never out over the rows to its left
        half = painter.measure(label, theme.SIZE_SMALL)[0] / 2
        at = (max(INFO_X + 32, INFO_X - 8 + half), self.geo().y(332))
        painter.text(label, at, theme.SIZE_SMALL, theme.TEXT_DIM, anchor="midtop")
        y = self.draw_tavern(painter, right)
        for mod in t["modifiers"]:
            rect = pygame.FRect(INFO_X - 4, y, right - INFO_X, 0)
            _w, h = painter.measure(mod["text"], theme.SIZE_SMALL, wrap=rect.w - 40)
            rect.h = h + 12
            if rect.bottom > self.layout().prompt_y - 4:
                break
            painter.rect(rect, (90, 60, 150), 10, alpha=120)
            painter.circle((rect.x + 16, rect.centery), 6, theme.ACCENT)
            painter.text(mod["text"], (rect.x + 32, rect.y + 6), theme.SIZE_SMALL, wrap=rect.w - 40)
            y += rect.h + 6

    def draw_tavern(self, painter: Painter, right: float) -> float:
        """The Tavern's state and its last statements; returns where the next block starts."""
        tavern = self.table["tavern"]
        y = self.geo().y(364)
        if not tavern["enabled"]:
            return y
        done = tavern["dark_effects"] % tavern["needed"]
        if tavern["open"]:
            state = pgettext("Tavern", "open")
        else:
            state = _("{done}/{needed} dark effects").format(done=done, needed=tavern["needed"])
        painter.text(_("Tavern"), (INFO_X + 96, self.geo().y(270)), theme.SIZE_LABEL, bold=True)
        color = theme.ACCENT if tavern["open"] else theme.TEXT_DIM
        painter.text(
            state,
            (INFO_X + 96, self.geo().y(298)),
            theme.SIZE_SMALL,
            color,
            max_width=right - INFO_X - 104,
        )
        for st in tavern["statements"][-2:]:
            who = self.names[st["seat"]] if "seat" in st else ""
            text = f"{who}: {st['text']}" if who else st["text"]
            wrap = right - INFO_X - 8
            y += painter.text(text, (INFO_X, y), theme.SIZE_SMALL, theme.TEXT_DIM, wrap=wrap).h + 4
        return y

    def hand_title(self, words: bool = True) -> str:
        """The bottom seat's caption: whose hand, and the star of the start player (with its
        words, or the star alone)."""
        star = ""
        if self.table["start_player"] == self.seat:
            star = "  ★ " + _("start player") if words else "  ★"
        return f"{self.own_title()}{star}"

    def draw_hand(self, painter: Painter, cb: bool) -> None:
        t = self.table
        hand_y = self.layout().hand_y
        current = self.view["current_player"] == self.seat
        color = theme.ACCENT if current else theme.TEXT
        # The star alone, without its words, when larger text leaves no room for them.
        room = self.table_width() - 64
        wordings = [self.hand_title(), self.hand_title(words=False)]
        title = painter.fitting(wordings, theme.SIZE_BODY, room, bold=True)
        painter.text(title, (48, hand_y - 30), theme.SIZE_BODY, color, bold=True, max_width=room)
        received = (t.get("passing") or {}).get("received")
        if received and self.view["phase"] == "passing":
            painter.text(
                _("You received the {card}.").format(card=card_name(received)),
                (self.table_width() - 160, hand_y - 30),
                theme.SIZE_SMALL,
                theme.TEXT_DIM,
                anchor="topright",
            )
        if self.viewer is None:  # the spectator view: the bottom hand lies face down
            count = t["players"][self.seat]["hidden_count"]
            for rect in self.layout().hand_row(count, CARD_SIZES["hand"]):
                draw_card(painter, rect, None, TABLE)
        usable = self.chooser.objects()
        for entry in t["hand"]:
            obj = ("card", entry["card"])
            rect = self.hit[obj]
            if obj == self.held():
                draw_held_gap(painter, rect)
                continue
            lifted = rect.move(0, -HOVER_LIFT) if self.hovered() == obj and obj in usable else rect
            draw_card(
                painter,
                lifted,
                face(entry),
                TABLE,
                colorblind=cb,
                dimmed=self.my_turn() and obj not in usable,
                highlight=self.chooser.selected == obj,
            )
        mine = t["players"][self.seat]["face_up"]
        if mine:
            at = (self.table_width() - 130, hand_y - 30)
            painter.text(_("Face up"), at, theme.SIZE_SMALL, theme.TEXT_DIM)
            for entry in mine:
                rect = self.hit[("card", entry["card"])]
                draw_card(painter, rect, face(entry), TABLE, colorblind=cb)

    def draw_start(self, painter: Painter) -> None:
        card = self.geo().start_card_rect()
        start = replace(START_FACE, caption=pgettext("card", "start"))
        draw_card(painter, card, start, TABLE)
        caption = self.geo().start_caption_rect()
        painter.text(
            _("The start-player card lies on the table. Whoever takes it first starts."),
            (caption.x, caption.centery),
            theme.SIZE_SMALL,
            theme.TEXT_DIM,
            anchor="midleft",
            wrap=caption.w,
        )


def _row_start(color: str) -> str:
    text = _("{color} row: starts at 1 on its shrine").format(color=color_name(color))
    return text[:1].upper() + text[1:]
