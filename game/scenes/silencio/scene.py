"""Silencio's table: four rows with shrines, the Oracle, the players, your hand, the prompt.

Only layout, drawing and labels live here; the curtain, pacing, prompt bar, choices, motion
and drag and drop come from the table kit. Drawn only from the shown seat's view.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame

from ...engine.common import Action
from ...engine.silencio.cards import CARD_COLOR, CARD_RANK, card_name, color_name
from ...i18n import _, ngettext, pgettext
from ...ui import theme
from ...ui.cards import CARD_SIZES, CardFace, draw_card
from ...ui.log_panel import WIDTH as LOG_WIDTH
from ...ui.painter import Painter
from ...ui.widgets import Button
from ..table import Obj, TableScene, Tween, action_object
from .faces import draw_shrine, face
from .labels import action_label, curtain_note, object_tip, shrine_confirm
from .layout import INFO_X, ROW_CARDS_X, ROW_LEFT, ROW_RIGHT, RowsLayout

HOVER_LIFT = 12
END_BUTTON_W = 240  # the end box's buttons, in a column at its right
# The start-player card; its caption is the English one, drawn in the current language.
START_FACE = CardFace("★", (200, 160, 80), "sun", caption="start")
TABLE = theme.table_theme("silencio")
# Cards handed over, by event: from where to where ("seat" and "to" are the event's seats).
# Why the game stopped, for the end screen: the log says it, but a new player reads the box.


def kept_line(ended_by: str, left: int) -> str:
    """The end box's line: why the game stopped, and the cards the team kept."""
    if ended_by == "all_passed":
        line = ngettext(
            "Everyone passed in a row: the team kept {n} card.",
            "Everyone passed in a row: the team kept {n} cards.",
            left,
        )
    elif ended_by == "nobody_can_play":
        line = ngettext(
            "Nobody could play a card any more: the team kept {n} card.",
            "Nobody could play a card any more: the team kept {n} cards.",
            left,
        )
    else:
        line = ngettext("The team kept {n} card.", "The team kept {n} cards.", left)
    return line.format(n=left)


MOVES = {
    "give_oracle": ("oracle", "to"),
    "take_back": ("row", "seat"),
    "swap_give": ("seat", "to"),
    "swap_return": ("seat", "to"),
    "oracle_take": ("oracle", "seat"),
    "oracle_put": ("seat", "oracle"),
    "pass_card": ("seat", "to"),
}


class SilencioTable(TableScene):
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

    # ---- motion: a played card travels from its player to its row ----------------------
    def on_events(self, events: list[dict[str, Any]]) -> None:
        for event in events:
            kind = event["type"]
            if kind == "play":
                self.start_tween(event)
            elif kind in ("take_shrine", "tavern", "modifier"):
                self.app.sounds.play("effect")
            elif kind in MOVES:
                self.move_card(event)

    def seat_spot(self, seat: int) -> pygame.FRect:
        """Where a card leaves or joins a seat: its hand, or its panel at the top."""
        if seat == self.seat:
            return pygame.FRect(self.table_width() / 2 - 50, self.layout().hand_y, 100, 140)
        panel = self.panel_rect(seat)
        return pygame.FRect(panel.x + 12, panel.y + 36, *CARD_SIZES["tiny"])

    def move_card(self, event: dict[str, Any]) -> None:
        """A card handed over travels between seats, the Oracle and the rows (face down when
        the move was secret)."""
        source, target = MOVES[event["type"]]
        spots = {
            "seat": self.seat_spot(event["seat"]),
            "to": self.seat_spot(event["to"]) if "to" in event else None,
            "oracle": pygame.FRect(INFO_X, self.geo().y(162), *CARD_SIZES["small"]),
        }
        if event["type"] == "take_back":
            index = [r["color"] for r in self.table["rows"]].index(event["row"])
            count = len(self.table["rows"][index]["cards"])
            spots["row"] = self.geo().row_card_rect(index, count, count + 1)
        start, end = spots[source], spots[target]
        card = event.get("card")
        what = (face({"color": CARD_COLOR[card], "rank": CARD_RANK[card]}), False) if card else None
        self.motion.add(Tween(start, end, what))
        self.app.sounds.play("slide")

    def start_tween(self, event: dict[str, Any]) -> None:
        card, seat = event["card"], event["seat"]
        if seat == self.seat:
            start = pygame.FRect(self.table_width() / 2 - 50, self.layout().hand_y, 100, 140)
        else:
            panel = self.panel_rect(seat)
            start = pygame.FRect(panel.x + 12, panel.y + 36, *CARD_SIZES["tiny"])
        color = CARD_COLOR[card]
        index = [r["color"] for r in self.table["rows"]].index(color)
        count = len(self.table["rows"][index]["cards"])
        end = self.geo().row_card_rect(
            index, count - 1, count
        )  # its slot in the row after the move
        info = {"color": color, "rank": CARD_RANK[card]}
        what = (face(info, event["side"]), event["side"] == "dark")
        self.motion.add(Tween(start, end, what, tag=("row", color, count - 1)))
        self.app.sounds.play("slide")

    def draw_motion(self, painter: Painter) -> None:
        cb = self.app.settings.colorblind
        for tween in self.motion.tweens:
            card_face, dark = tween.what or (None, False)  # None: a secret card, face down
            draw_card(painter, tween.rect(), card_face, TABLE, upside_down=dark, colorblind=cb)
        held = self.held()
        if held is not None and self.drag is not None:
            entry = next(e for e in self.table["hand"] if ("card", e["card"]) == held)
            zone = self.geo().rows_area()
            if zone.collidepoint(self.drag.pos):
                painter.rect(zone, theme.ACCENT, 12, width=2, alpha=160)
            draw_card(painter, self.drag.held_rect(), face(entry), TABLE, colorblind=cb)

    # ---- drawing -------------------------------------------------------------------
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
            painter.panel(r, alpha=34 if current else 20)
            if current:
                painter.rect(r, theme.ACCENT, 12, width=2)
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
                painter.text(
                    _row_start(color),
                    (ROW_CARDS_X, y + (self.geo().row_h - 4) / 2),
                    theme.SIZE_SMALL,
                    theme.TEXT_DIM,
                    anchor="midleft",
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
        at = (deck.centerx, self.geo().y(134))
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
        at = (INFO_X + 32, self.geo().y(332))
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

    def hand_title(self) -> str:
        """The bottom seat's caption: whose hand, and the star of the start player."""
        star = "  ★ " + _("start player") if self.table["start_player"] == self.seat else ""
        return f"{self.own_title()}{star}"

    def draw_hand(self, painter: Painter, cb: bool) -> None:
        t = self.table
        hand_y = self.layout().hand_y
        current = self.view["current_player"] == self.seat
        color = theme.ACCENT if current else theme.TEXT
        painter.text(self.hand_title(), (48, hand_y - 30), theme.SIZE_BODY, color, bold=True)
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
                painter.rect(rect, (0, 0, 0), 8, alpha=60)  # the gap the held card left
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

    # ---- the end -------------------------------------------------------------------
    def end_lines(self) -> tuple[str, list[str]]:
        result = self.session.state.result()
        team = result["team"]
        left = team["cards_left"]
        band = team["text"]  # the band's English words (cards.SCORE_BANDS), translated here
        if not left:
            return _(band), [_("Every card was played.")]
        return _(band), [kept_line(result["ended_by"], left)]

    def end_box(self) -> pygame.FRect:
        """Low across the table, over the prompt bar and the hand (shown in the box): the
        rows, the Oracle, the deck and the shrines stay in view as the game ended."""
        layout = self.layout()
        top = layout.prompt_y - 8
        return pygame.FRect(32, top, self.table_width() - 48, layout.bottom - 12 - top)

    def end_buttons(self) -> list[Button]:
        """The kit's three buttons, in a column at the box's right end."""
        box = self.end_box()
        buttons = super().end_buttons()
        top = box.centery - (len(buttons) * 64 - 8) / 2
        for i, button in enumerate(buttons):
            x = box.right - 24 - END_BUTTON_W
            button.rect = pygame.FRect(x, top + i * 64, END_BUTTON_W, 56)
        return buttons

    def draw_end(self, painter: Painter) -> None:
        """An opaque box: the result and why on the left, every hand's leftover cards in one
        line beneath, the buttons on the right."""
        title, lines = self.end_lines()
        box = self.end_box()
        painter.rect(box, (16, 15, 22), 18)
        painter.rect(box, theme.ACCENT, 18, width=1, alpha=120)
        text_w = box.w - END_BUTTON_W - 72
        x, y = box.x + 24, box.y + 18
        painter.text(title, (x, y), theme.SIZE_HEADING, bold=True, max_width=text_w)
        y += 46
        for line in lines:
            y += painter.text(line, (x, y), theme.SIZE_BODY, wrap=text_w).h + 8
        self.draw_end_details(painter, pygame.FRect(x, y + 4, text_w, 76))
        painter.text(
            _("The whole game is in the log."),
            (x, box.bottom - 14),
            theme.SIZE_SMALL,
            theme.TEXT_DIM,
            anchor="bottomleft",
        )
        self.end_form.draw(painter)

    def draw_end_details(self, painter: Painter, rect: pygame.FRect) -> None:
        """Each player's leftover cards, turned over, side by side under their names: every
        card shown, smaller and overlapping when the box is short of room (they are the
        team's score)."""
        hands = self.table.get("final_hands") or []
        cb = self.app.settings.colorblind
        self.end_cards = end_card_rects(rect, [len(cards) for cards in hands])
        w = rect.w / max(1, len(hands))
        for seat, cards in enumerate(hands):
            x = rect.x + seat * w
            name = self.names[seat]
            painter.text(name, (x, rect.y), theme.SIZE_SMALL, bold=True, max_width=w - 8)
            if not cards:
                painter.text(_("no cards left"), (x, rect.y + 26), theme.SIZE_SMALL, theme.TEXT_DIM)
            for entry, card in zip(cards, self.end_cards[seat], strict=True):
                draw_card(painter, card, face(entry), TABLE, colorblind=cb)


END_NAME_H = 22  # the name line above each player's leftover cards


def end_card_rects(rect: pygame.FRect, counts: list[int]) -> list[list[pygame.FRect]]:
    """Where each player's leftover cards go on the end screen: a column a player, under its
    name, all inside ``rect`` (cards shrink, then overlap, rather than spill past it)."""
    w = rect.w / max(1, len(counts))
    card_w, card_h = CARD_SIZES["mini"]
    scale = min(1.0, (w - 8) / card_w, (rect.h - END_NAME_H) / card_h)
    card_w, card_h = card_w * scale, card_h * scale
    rows = []
    for seat, n in enumerate(counts):
        x = rect.x + seat * w
        step = min(40 * scale, (w - 8 - card_w) / max(1, n - 1))
        y = rect.y + END_NAME_H
        rows.append([pygame.FRect(x + j * step, y, card_w, card_h) for j in range(n)])
    return rows


def _row_start(color: str) -> str:
    text = _("{color} row: starts at 1 on its shrine").format(color=color_name(color))
    return text[:1].upper() + text[1:]


__all__ = ["SilencioTable"]
