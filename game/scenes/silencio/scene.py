"""Silencio's table: four rows with shrines, the Oracle, the players, your hand, the prompt.

Drawn only from ``self.view`` (the shown seat's view); every click becomes a legal action.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

import pygame

from ...engine.common import Action
from ...ui import theme
from ...ui.cards import CardFace, draw_card
from ...ui.painter import Painter
from ...ui.widgets import Button, Form, Widget
from ..table import TableScene
from ..targets import ActionChooser, Obj, Target, action_object
from .faces import COLOR_RGB, LETTER, SYMBOL, card_name, face
from .labels import action_label

ROW_Y, ROW_H, ROW_CARD = 136, 76, (50, 70)
ROW_LEFT, ROW_CARDS_X, ROW_RIGHT = 40, 104, 552
INFO_X = 584
PROMPT_Y = 448
HAND_Y, HAND_CARD = 548, (100, 140)
PANEL_Y, PANEL_H = 20, 100
TINY = (40, 56)
SMALL = (56, 78)
TWEEN_SECONDS = 0.22
DRAG_START_PX = 8  # a press that moves less than this is a click, not a drag


@dataclass
class Tween:
    """A card travelling from a seat to a row."""

    face: CardFace
    dark: bool
    start: pygame.FRect
    end: pygame.FRect
    row: str
    began: float

    def progress(self) -> float:
        t = min(1.0, (time.perf_counter() - self.began) / TWEEN_SECONDS)
        return 1 - (1 - t) ** 3  # ease-out

    def rect(self) -> pygame.FRect:
        k = self.progress()
        return pygame.FRect(
            self.start.x + (self.end.x - self.start.x) * k,
            self.start.y + (self.end.y - self.start.y) * k,
            self.start.w + (self.end.w - self.start.w) * k,
            self.start.h + (self.end.h - self.start.h) * k,
        )


@dataclass
class Drag:
    """A hand card held by the mouse: played when dropped on the rows, else it goes back."""

    obj: Obj
    start: tuple[float, float]
    pos: tuple[float, float]

    @property
    def moved(self) -> bool:
        dx, dy = self.pos[0] - self.start[0], self.pos[1] - self.start[1]
        return dx * dx + dy * dy >= DRAG_START_PX * DRAG_START_PX


def silencio_object(action: Action) -> Obj | None:
    """Tavern statements gather under the Tavern; the rest under their card/row/shrine."""
    if action["type"] == "tavern":
        return ("tavern", "tavern")
    return action_object(action)


class SilencioTable(TableScene):
    def __init__(self, app, session) -> None:
        self.form = Form()
        self.chooser = ActionChooser([], silencio_object)
        self.tween: Tween | None = None
        self.drag: Drag | None = None
        self.hit: dict[Obj, pygame.FRect] = {}
        super().__init__(app, session)

    # ---- rules of the screen -------------------------------------------------------
    def public_moment(self) -> bool:
        return self.session.state.current_player is not None and self.view.get("phase") == "start"

    def bot_may_act(self) -> bool:
        # The start card waits for a human hand; an all-computer table draws it at random.
        return not (self.view.get("phase") == "start" and self.session.humans)

    def animating(self) -> bool:
        if self.tween is not None and self.tween.progress() >= 1:
            self.tween = None
        return self.tween is not None

    def my_actions(self) -> list[Action]:
        if self.public_moment():
            return [{"type": "take_start", "seat": s} for s in self.session.humans]
        return list(self.view.get("actions", [])) if self.my_turn() else []

    # ---- layout --------------------------------------------------------------------
    def others(self) -> list[int]:
        n = self.view["num_players"]
        return [(self.seat + k) % n for k in range(1, n)]

    def panel_rect(self, seat: int) -> pygame.FRect:
        others = self.others()
        x0, right = 136, self.table_width()
        w = min(320, (right - x0 - 16 * (len(others) - 1)) / len(others))
        i = others.index(seat)
        return pygame.FRect(x0 + i * (w + 16), PANEL_Y, w, PANEL_H)

    def row_y(self, i: int) -> float:
        return ROW_Y + i * ROW_H

    def row_card_rect(self, row_index: int, j: int, count: int) -> pygame.FRect:
        step = min(34, (ROW_RIGHT - ROW_CARDS_X - ROW_CARD[0]) / max(1, count - 1))
        y = self.row_y(row_index) + (ROW_H - 4 - ROW_CARD[1]) / 2
        return pygame.FRect(ROW_CARDS_X + j * step, y, *ROW_CARD)

    def hand_rects(self, count: int) -> list[pygame.FRect]:
        left, right = 48, self.table_width() - 150
        step = min(HAND_CARD[0] + 8, (right - left - HAND_CARD[0]) / max(1, count - 1))
        width = step * (count - 1) + HAND_CARD[0] if count else 0
        x0 = left + max(0, (right - left - width) / 2)
        return [pygame.FRect(x0 + i * step, HAND_Y, *HAND_CARD) for i in range(count)]

    def own_face_up_rects(self, count: int) -> list[pygame.FRect]:
        x = self.table_width() - 130
        return [
            pygame.FRect(x + (i % 2) * 62, HAND_Y + (i // 2) * 40, *SMALL) for i in range(count)
        ]

    def oracle_rects(self, count: int) -> list[pygame.FRect]:
        return [pygame.FRect(INFO_X + i * 64, 162, *SMALL) for i in range(count)]

    # ---- widgets -------------------------------------------------------------------
    def on_view_changed(self) -> None:
        self.chooser = ActionChooser(self.my_actions(), silencio_object)
        self.drag = None
        self.rebuild()

    def rebuild(self) -> None:
        self.hit = self.layout_hits()
        objects = self.chooser.objects()
        widgets: list[Widget] = []
        why = {e["card"]: e["why"] for e in self.view.get("hand", [])}
        for obj, rect in self.hit.items():
            enabled = obj in objects
            tip = "" if enabled or obj[0] != "card" else why.get(obj[1], "")
            widgets.append(Target(rect, obj, self.click, enabled, tip))
        widgets += self.choice_buttons()
        self.form.set_widgets(widgets)

    def layout_hits(self) -> dict[Obj, pygame.FRect]:
        v = self.view
        hits: dict[Obj, pygame.FRect] = {}
        if not self.public_moment():
            for entry, rect in zip(v["hand"], self.hand_rects(len(v["hand"])), strict=True):
                hits[("card", entry["card"])] = rect
            mine = v["players"][self.seat]["face_up"]
            for entry, rect in zip(mine, self.own_face_up_rects(len(mine)), strict=True):
                hits[("card", entry["card"])] = rect
        for seat in self.others():
            panel = self.panel_rect(seat)
            hits[("seat", seat)] = panel
            for j, entry in enumerate(v["players"][seat]["face_up"]):
                hits[("card", entry["card"])] = pygame.FRect(
                    panel.right - 48 - j * 44, panel.y + 36, *TINY
                )
        for i, row in enumerate(v["rows"]):
            y = self.row_y(i)
            hits[("shrine", row["color"])] = pygame.FRect(ROW_LEFT, y + 8, 56, 56)
            hits[("row", row["color"])] = pygame.FRect(
                ROW_CARDS_X - 6, y, ROW_RIGHT - 98, ROW_H - 4
            )
        for entry, rect in zip(v["oracle"], self.oracle_rects(len(v["oracle"])), strict=True):
            hits[("card", entry["card"])] = rect
        hits[("shrine", "large")] = pygame.FRect(INFO_X, 264, 64, 64)
        if v["tavern"]["enabled"]:
            hits[("tavern", "tavern")] = pygame.FRect(INFO_X + 80, 264, 200, 64)
        if ("seat", self.seat) not in hits:
            hits[("seat", self.seat)] = pygame.FRect(48, HAND_Y - 32, 240, 28)
        return hits

    def choice_buttons(self) -> list[Button]:
        """Choices in the prompt bar when they leave room for the prompt, else a column."""
        if self.chooser.selected is not None:
            return self.column_buttons(self.chooser.plain(), cancel=True)
        plain = self.chooser.plain()
        labels = [action_label(a, self.names, self.view.get("prompt")) for a in plain]
        widths = [
            max(120, self.app.painter.measure(t, theme.SIZE_BODY, bold=True)[0] + 40)
            for t in labels
        ]
        bar = self.prompt_rect(PROMPT_Y)
        if sum(widths) + 8 * len(widths) > bar.w * 0.5:
            return self.column_buttons(plain, cancel=False)
        buttons: list[Button] = []
        x = bar.right - 8
        for action, label, w in reversed(list(zip(plain, labels, widths, strict=True))):
            x -= w
            rect = (x, bar.y + 6, w, bar.h - 12)
            primary = len(plain) == 1
            run = self.chooser_action(action)
            buttons.insert(0, Button(label, rect, run, size=theme.SIZE_BODY, primary=primary))
            x -= 8
        return buttons

    def column_buttons(self, actions: list[Action], cancel: bool) -> list[Button]:
        """Choices as a column over the table, above the prompt bar (plus Cancel if asked)."""
        labels = [action_label(a, self.names, self.view.get("prompt")) for a in actions]
        w = max([280] + [self.app.painter.measure(t, theme.SIZE_BODY)[0] + 40 for t in labels])
        w = min(w, self.table_width() - 96)
        h = 44
        total = (len(actions) + cancel) * (h + 8)
        x = (self.table_width() - w) / 2
        y = max(40, PROMPT_Y - 16 - total)
        buttons = [
            Button(t, (x, y + i * (h + 8), w, h), self.chooser_action(a), size=theme.SIZE_BODY)
            for i, (t, a) in enumerate(zip(labels, actions, strict=True))
        ]
        if cancel:
            rect = (x, y + len(actions) * (h + 8), w, h)
            buttons.append(Button("Cancel", rect, self.cancel, size=theme.SIZE_BODY))
        return buttons

    def chooser_action(self, action: Action):
        def run() -> None:
            self.chooser.selected = None
            self.play(action)

        return run

    def cancel(self) -> None:
        self.chooser.selected = None
        self.rebuild()

    def click(self, obj: Obj) -> None:
        action = self.chooser.click(obj)
        if action is not None:
            self.play(action)
        else:
            self.app.sounds.play("click")
            self.rebuild()

    def play(self, action: Action) -> None:
        if not self.act(action):
            self.rebuild()

    # ---- input ---------------------------------------------------------------------
    def handle_table(self, event: pygame.event.Event) -> bool:
        if self.tween is not None and event.type == pygame.MOUSEBUTTONDOWN:
            self.tween = None  # a click skips the animation to its end
            return True
        if (
            event.type == pygame.KEYDOWN
            and event.key == pygame.K_BACKSPACE
            and self.chooser.selected is not None
        ):
            self.cancel()
            return True
        if self.handle_drag(event):
            return True
        return self.form.handle(event)

    def rows_area(self) -> pygame.FRect:
        return pygame.FRect(ROW_LEFT - 8, ROW_Y, ROW_RIGHT - ROW_LEFT + 24, 4 * ROW_H)

    def hand_card_at(self, pos: tuple[float, float]) -> Obj | None:
        """The usable hand card under the pointer (the rightmost, as cards overlap leftwards)."""
        usable = self.chooser.objects()
        hand = [("card", e["card"]) for e in self.view.get("hand", [])] if self.my_turn() else []
        hits = [o for o in hand if o in usable and o in self.hit and self.hit[o].collidepoint(pos)]
        return hits[-1] if hits else None

    def handle_drag(self, event: pygame.event.Event) -> bool:
        """Press on a hand card, then release on it (a click) or over the rows (a drop)."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            obj = self.hand_card_at(event.pos)
            if obj is None or self.chooser.selected is not None:
                return False
            self.drag = Drag(obj, event.pos, event.pos)
            return True
        if self.drag is None:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.drag.pos = event.pos
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            drag, self.drag = self.drag, None
            plays = any(a["type"] == "play" for a in self.chooser.for_object(drag.obj))
            if not drag.moved or (plays and self.rows_area().collidepoint(event.pos)):
                self.click(drag.obj)
            return True
        return False

    def on_events(self, events: list[dict[str, Any]]) -> None:
        for event in events:
            if event["type"] == "play":
                self.start_tween(event)
            elif event["type"] in ("take_shrine", "tavern", "modifier"):
                self.app.sounds.play("effect")

    def start_tween(self, event: dict[str, Any]) -> None:
        card = event["card"]
        color, _, rank = card.partition("-")
        seat = event["seat"]
        if seat == self.seat:
            start = pygame.FRect(self.table_width() / 2 - 50, HAND_Y, *HAND_CARD)
        elif seat in self.others():
            panel = self.panel_rect(seat)
            start = pygame.FRect(panel.x + 12, panel.y + 36, *TINY)
        else:
            return
        index = [r["color"] for r in self.view["rows"]].index(color)
        count = len(self.view["rows"][index]["cards"])
        end = self.row_card_rect(index, count - 1, count)
        dark = event["side"] == "dark"
        info = {"color": color, "rank": int(rank)}
        self.tween = Tween(face(info, event["side"]), dark, start, end, color, time.perf_counter())
        self.app.sounds.play("slide")

    # ---- drawing -------------------------------------------------------------------
    def draw_table(self, painter: Painter) -> None:
        v = self.view
        cb = self.app.settings.colorblind
        self.draw_players(painter, cb)
        self.draw_rows(painter, cb)
        self.draw_info(painter, cb)
        if self.public_moment():
            self.draw_start(painter)
        elif not self.session.state.is_over:
            self.draw_hand(painter, cb)
        prompt = v.get("prompt")
        text = (
            prompt["text"]
            if prompt and (self.my_turn() or self.public_moment())
            else (self.whose_turn_text())
        )
        if self.chooser.selected is not None:
            text = "Choose below, or Cancel (Backspace)."
        reserve = 0.0
        buttons = [w for w in self.form.widgets if isinstance(w, Button)]
        in_bar = [b for b in buttons if b.rect.y >= PROMPT_Y]
        column = [b for b in buttons if b.rect.y < PROMPT_Y]
        if in_bar:
            reserve = self.prompt_rect(PROMPT_Y).right - min(b.rect.x for b in in_bar) + 8
        if not self.session.state.is_over:
            self.draw_prompt(painter, text, PROMPT_Y, reserve=reserve)
        if column:
            self.draw_popup_back(painter, column)
        if not self.session.state.is_over:
            self.form.draw(painter)
        self.draw_held_card(painter, cb)
        if self.tween is not None:
            r = self.tween.rect()
            draw_card(
                painter,
                r,
                self.tween.face,
                theme.table_theme("silencio"),
                upside_down=self.tween.dark,
                colorblind=cb,
            )

    def draw_held_card(self, painter: Painter, cb: bool) -> None:
        if self.drag is None or not self.drag.moved:
            return
        entry = next((e for e in self.view["hand"] if ("card", e["card"]) == self.drag.obj), None)
        if entry is None:
            return
        if self.rows_area().collidepoint(self.drag.pos):
            painter.rect(self.rows_area(), theme.ACCENT, 12, width=2, alpha=160)
        rect = self.hit[self.drag.obj].copy()
        rect.move_ip(self.drag.pos[0] - self.drag.start[0], self.drag.pos[1] - self.drag.start[1])
        draw_card(painter, rect, face(entry), theme.table_theme("silencio"), colorblind=cb)

    def draw_popup_back(self, painter: Painter, buttons: list[Button]) -> None:
        if not buttons:
            return
        box = buttons[0].rect.unionall([b.rect for b in buttons]).inflate(32, 32)
        painter.rect(box, (16, 15, 24), 14, alpha=240)
        painter.rect(box, theme.ACCENT, 14, width=1, alpha=120)

    def draw_players(self, painter: Painter, cb: bool) -> None:
        v = self.view
        table = theme.table_theme("silencio")
        for seat in self.others():
            r = self.panel_rect(seat)
            info = v["players"][seat]
            current = v["current_player"] == seat
            painter.panel(r, alpha=34 if current else 20)
            if current:
                painter.rect(r, theme.ACCENT, 12, width=2)
            name = self.names[seat] + ("  ★" if v["start_player"] == seat else "")
            painter.text(
                name,
                (r.x + 12, r.y + 8),
                theme.SIZE_LABEL,
                theme.ACCENT if current else theme.TEXT,
                bold=True,
                max_width=r.w - 24,
            )
            hidden = info["hidden_count"]
            for k in range(min(hidden, 8)):
                draw_card(painter, pygame.FRect(r.x + 12 + k * 10, r.y + 38, 36, 50), None, table)
            painter.text(
                f"{hidden} in hand",
                (r.x + 12 + min(hidden, 8) * 10 + 44, r.y + 52),
                theme.SIZE_SMALL,
                theme.TEXT_DIM,
            )
            for entry in info["face_up"]:
                rect = self.hit.get(("card", entry["card"]))
                if rect is not None:
                    draw_card(painter, rect, face(entry), table, colorblind=cb)

    def draw_rows(self, painter: Painter, cb: bool) -> None:
        table = theme.table_theme("silencio")
        for i, row in enumerate(self.view["rows"]):
            y = self.row_y(i)
            color = row["color"]
            painter.rect(
                (ROW_LEFT - 8, y, ROW_RIGHT - ROW_LEFT + 24, ROW_H - 4), (0, 0, 0), 12, alpha=40
            )
            self.draw_shrine(painter, (ROW_LEFT + 28, y + 36), 26, color, row["shrine_lit"], cb)
            cards = row["cards"]
            for j, entry in enumerate(cards):
                moving = self.tween is not None and self.tween.row == color and j == len(cards) - 1
                if moving:
                    continue
                dark = entry["side"] == "dark"
                draw_card(
                    painter,
                    self.row_card_rect(i, j, len(cards)),
                    face(entry, entry["side"]),
                    table,
                    upside_down=dark,
                    colorblind=cb,
                )
            if not cards:
                painter.text(
                    f"{color.capitalize()} row: starts at 1 on its shrine",
                    (ROW_CARDS_X, y + 36),
                    theme.SIZE_SMALL,
                    theme.TEXT_DIM,
                    anchor="midleft",
                )

    def draw_shrine(self, painter: Painter, center, r: float, color: str, lit: bool, cb: bool):
        rgb = COLOR_RGB.get(color, (232, 196, 110))
        if lit:
            painter.circle(center, r + 4, (246, 214, 140))
            painter.circle(center, r, rgb)
        else:
            painter.circle(center, r, (40, 38, 56))
            painter.circle(center, r, rgb, width=2)
        from ...ui.cards import symbol_points

        kind = SYMBOL.get(color, "star")
        pts = symbol_points(kind, center, r * 0.45)
        ink = (250, 246, 236) if lit else rgb
        if pts:
            painter.polygon(pts, ink)
        else:
            painter.circle(center, r * 0.45, ink)
        if cb and color in LETTER:
            painter.text(
                LETTER[color],
                (center[0] + r - 2, center[1] + r - 2),
                theme.SIZE_SMALL,
                theme.TEXT,
                bold=True,
                anchor="center",
            )

    def draw_info(self, painter: Painter, cb: bool) -> None:
        v = self.view
        table = theme.table_theme("silencio")
        right = self.table_width()
        painter.text("Oracle", (INFO_X, 134), theme.SIZE_LABEL, bold=True)
        for entry in v["oracle"]:
            draw_card(painter, self.hit[("card", entry["card"])], face(entry), table, colorblind=cb)
        if not v["oracle"]:
            painter.text("empty", (INFO_X, 180), theme.SIZE_SMALL, theme.TEXT_DIM)
        deck = pygame.FRect(right - 72, 162, *SMALL)
        painter.text("Deck", (deck.centerx, 134), theme.SIZE_LABEL, bold=True, anchor="midtop")
        if v["deck_count"]:
            draw_card(painter, deck, None, table)
        painter.text(
            f"{v['deck_count']} cards",
            (deck.centerx, deck.bottom + 6),
            theme.SIZE_SMALL,
            theme.TEXT_DIM,
            anchor="midtop",
        )
        large = next(s for s in v["shrines"] if s["shrine"] == "large")
        self.draw_shrine(painter, (INFO_X + 32, 296), 30, "large", large["lit"], False)
        painter.text(
            "Large shrine" if large["lit"] else "Large shrine (unlit)",
            (INFO_X + 32, 332),
            theme.SIZE_SMALL,
            theme.TEXT_DIM,
            anchor="midtop",
        )
        tavern = v["tavern"]
        if tavern["enabled"]:
            state = (
                "open"
                if tavern["open"]
                else (
                    f"{tavern['dark_effects'] % tavern['needed']}/{tavern['needed']} dark effects"
                )
            )
            painter.text("Tavern", (INFO_X + 96, 270), theme.SIZE_LABEL, bold=True)
            painter.text(
                state,
                (INFO_X + 96, 298),
                theme.SIZE_SMALL,
                theme.ACCENT if tavern["open"] else theme.TEXT_DIM,
                max_width=right - INFO_X - 104,
            )
        y = 364
        for st in tavern["statements"][-2:]:
            who = self.names[st["seat"]] if "seat" in st else ""
            y += (
                painter.text(
                    f"{who}: {st['text']}" if who else st["text"],
                    (INFO_X, y),
                    theme.SIZE_SMALL,
                    theme.TEXT_DIM,
                    wrap=right - INFO_X - 8,
                ).h
                + 4
            )
        for mod in v["modifiers"]:
            rect = pygame.FRect(INFO_X - 4, y, right - INFO_X, 0)
            _, h = painter.measure(mod["text"], theme.SIZE_SMALL, wrap=rect.w - 40)
            rect.h = h + 12
            if rect.bottom > PROMPT_Y - 4:
                break
            painter.rect(rect, (90, 60, 150), 10, alpha=120)
            painter.circle((rect.x + 16, rect.centery), 6, theme.ACCENT)
            painter.text(mod["text"], (rect.x + 32, rect.y + 6), theme.SIZE_SMALL, wrap=rect.w - 40)
            y += rect.h + 6

    def draw_hand(self, painter: Painter, cb: bool) -> None:
        v = self.view
        table = theme.table_theme("silencio")
        me = self.names[self.seat]
        star = "  ★ start player" if v["start_player"] == self.seat else ""
        current = v["current_player"] == self.seat
        painter.text(
            f"{me} · your hand{star}",
            (48, HAND_Y - 30),
            theme.SIZE_BODY,
            theme.ACCENT if current else theme.TEXT,
            bold=True,
        )
        received = (v.get("passing") or {}).get("received")
        if received and v["phase"] == "passing":
            painter.text(
                f"You received the {received.replace('-', ' ')}.",
                (self.table_width() - 160, HAND_Y - 30),
                theme.SIZE_SMALL,
                theme.TEXT_DIM,
                anchor="topright",
            )
        hover = self.form.hover
        held = self.drag.obj if self.drag is not None and self.drag.moved else None
        for entry in v["hand"]:
            obj = ("card", entry["card"])
            rect = self.hit[obj]
            if obj == held:
                painter.rect(rect, (0, 0, 0), 8, alpha=60)  # the gap the held card left
                continue
            usable = obj in self.chooser.objects()
            lifted = (
                rect.move(0, -12)
                if (hover is not None and getattr(hover, "obj", None) == obj and usable)
                else rect
            )
            draw_card(
                painter,
                lifted,
                face(entry),
                table,
                colorblind=cb,
                dimmed=self.my_turn() and not usable,
                highlight=self.chooser.selected == obj,
            )
        mine = v["players"][self.seat]["face_up"]
        if mine:
            painter.text(
                "Face up", (self.table_width() - 130, HAND_Y - 30), theme.SIZE_SMALL, theme.TEXT_DIM
            )
            for entry in mine:
                draw_card(
                    painter, self.hit[("card", entry["card"])], face(entry), table, colorblind=cb
                )

    def draw_start(self, painter: Painter) -> None:
        table = theme.table_theme("silencio")
        w = self.table_width()
        card = pygame.FRect(w / 2 - 40, HAND_Y, 80, 112)
        draw_card(painter, card, CardFace("★", (200, 160, 80), "sun", caption="start"), table)
        painter.text(
            "The start-player card lies on the table. Whoever takes it first starts.",
            (w / 2, HAND_Y + 124),
            theme.SIZE_SMALL,
            theme.TEXT_DIM,
            anchor="midtop",
            max_width=w - 96,
        )

    # ---- the end -------------------------------------------------------------------
    def end_lines(self) -> tuple[str, list[str]]:
        result = self.session.state.result()
        left = result["cards_left"]
        lines = [f"Cards left: {left}"]
        lines += [
            f"{n}: {held} card{'s' if held != 1 else ''}"
            for n, held in zip(self.names, result["scores"], strict=True)
            if held
        ]
        return result["band_text"], lines


__all__ = ["SilencioTable", "card_name"]
