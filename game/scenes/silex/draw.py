"""Drawing Silex's table (a mixin of the scene): the players' panels, the Village, the
spread, the round column and the cards in flight; your hand and flints are in ``hand.py``.
Only from ``self.view``."""

from __future__ import annotations

import pygame

from ...i18n import _, ngettext
from ...ui import theme
from ...ui.cards import CARD_SIZES, draw_card
from ...ui.painter import Painter
from ...ui.table_marks import draw_drop_zone
from . import labels
from .faces import PUT_BACK, draw_flint, draw_werther, face
from .layout import INFO_INDENT, STACK_MAX, STACK_STEP

EDGE = (214, 204, 184)  # the edges of the cards under a pile's top
EDGE_LINE = (120, 104, 84)
PLATE = (40, 32, 24)  # under a spot's number


class TableDrawing:
    """Mixed into SilexTable (a TableScene): draws from its view."""

    def theme(self) -> theme.TableTheme:
        return theme.table_theme("silex")

    def draw_table(self, painter: Painter) -> None:
        self.draw_players(painter)
        self.draw_village(painter)
        self.draw_spread(painter)
        self.draw_info(painter)
        if not self.session.state.is_over:
            self.draw_own(painter)

    def draw_banner(self, painter: Painter) -> None:
        """A round's end or start, over the spread for a few seconds: drawn over the table
        (its own layer), as it covers the spread's spot numbers."""
        if self.banner_time <= 0 or self.session.state.is_over:
            return
        painter.over()
        box = self.geo().spread_box()
        w, h = painter.measure(self.banner, theme.SIZE_LABEL, bold=True, wrap=box.w - 32)
        rect = pygame.FRect(0, 0, min(box.w, w + 40), h + 28)
        rect.center = box.center
        painter.rect(rect, (36, 30, 24), 12, alpha=235)
        painter.rect(rect, theme.ACCENT, 12, width=2)
        painter.text(
            self.banner,
            rect.center,
            theme.SIZE_LABEL,
            bold=True,
            anchor="center",
            wrap=box.w - 32,
            align="center",
        )

    # ---- the Village --------------------------------------------------------------------------
    def draw_village(self, painter: Painter) -> None:
        t = self.table
        picking = self.selection is not None and bool(self.selection.picked)
        legal = self.addition().legal_piles(self.view["actions"]) if picking else []
        last = t["last_play"]
        for pile in t["village"]:
            k = pile["pile"]
            rect = self.hit[("pile", k)]
            moving = self.motion.moving(("pile", k))
            top = self.covering.get(k) if moving else pile["top"]
            under = min(pile["thickness"] - 1, STACK_MAX)
            for i in range(under, 0, -1):
                edge = rect.move(i * STACK_STEP, i * STACK_STEP)
                painter.rect(edge, EDGE, rect.w * 0.06)
                painter.rect(edge, EDGE_LINE, rect.w * 0.06, width=1)
            if top is None:
                painter.rect(rect, theme.TEXT_DIM, 8, width=1, alpha=120)
            else:
                draw_card(
                    painter,
                    rect,
                    face(top),
                    self.theme(),
                    colorblind=self.app.settings.colorblind,
                    highlight=k in legal,
                )
            below = (rect.centerx + under * STACK_STEP / 2, rect.bottom + under * STACK_STEP + 2)
            color = theme.ACCENT if last and last["pile"] == k else theme.TEXT_DIM
            self.draw_pile_label(painter, k, pile["thickness"], below, color)

    def draw_pile_label(
        self, painter: Painter, k: int, n: int, at: tuple[float, float], color: theme.Color
    ) -> None:
        """Under pile ``k`` (centred at ``at``), within the room the layout gives it: on two
        lines where one is too wide, and moved sideways rather than into a neighbour's."""
        geo = self.geo()
        left, right = geo.label_room(k)
        if geo.label_lines(k) == 1:
            lines = [labels.pile_label(k, n)]
        else:
            lines = labels.pile_label_lines(k, n)
        x, y = at
        for line in lines:
            half = painter.measure(line, theme.SIZE_SMALL)[0] / 2
            cx = max(left + half, min(x, right - half))
            pos = (cx, y)
            y += painter.text(
                line, pos, theme.SIZE_SMALL, color, anchor="midtop", max_width=right - left
            ).h

    # ---- the spread --------------------------------------------------------------------------
    def draw_spread(self, painter: Painter) -> None:
        t = self.table
        box = self.geo().spread_box()
        count = t["spread_count"]
        if count:
            heads = [_("Draw spread · {count} face down").format(count=count)]
        else:
            heads = [_("The spread is empty")]
        rebuild = t.get("rebuild")
        if rebuild is not None and rebuild["taken"]:
            more = rebuild["taken"] + rebuild["discarded"]
            if count:  # the longest wording that fits the spread's width
                heads = [
                    _("Draw spread · {count} face down · {more} more to shuffle in"),
                    _("Spread · {count} face down · {more} to shuffle in"),
                    _("Spread · {count} + {more} to shuffle in"),
                ]
                heads = [h.format(count=count, more=more) for h in heads]
            else:
                self.draw_rebuild(painter, box, more)
        head = painter.fitting(heads, theme.SIZE_SMALL, box.w)
        room = self.geo().spread_header()
        rects = list(self.spot_rects.values())
        top = min((r.y for r in rects), default=box.y + room) - room
        bottom = max((r.bottom for r in rects), default=box.y + room) + 16
        painter.text(head, (box.x, top), theme.SIZE_SMALL, theme.TEXT_DIM, wrap=box.w)
        usable = self.usable_objects()
        hovered = self.hovered()
        aid = t["options"]["memory_aid"]
        for spot in t["spread"]:
            obj = ("spot", spot["spot"])
            rect = self.spot_rects.get(spot["spot"])
            if rect is None or self.motion.moving(obj):
                continue
            if obj in usable and hovered == obj:
                rect = rect.move(0, -self.hover_lift(obj))
            draw_card(painter, rect, None, self.theme())
            self.draw_place(painter, rect, spot["place"])
            by = spot["put_back_by"]
            if by is not None:
                painter.rect(rect.inflate(6, 6), PUT_BACK, rect.w * 0.06 + 3, width=3)
                if aid:
                    centre = (rect.right - 4, rect.bottom - 4)
                    painter.circle(centre, 13, PUT_BACK)
                    initial = self.names[by][:1].upper()
                    painter.text(initial, centre, theme.SIZE_SMALL, theme.TEXT_DARK, True, "center")
        if any(s["put_back_by"] is not None for s in t["spread"]):
            if aid:
                note = _("Ringed: put back by Blog (initial: by whom)")
            else:
                note = _("Ringed: put back by Blog")
            note_h = painter.measure(note, theme.SIZE_SMALL, wrap=box.w)[1]
            at = (box.x, min(bottom, box.bottom - note_h - 6))
            painter.text(note, at, theme.SIZE_SMALL, theme.TEXT_DIM, wrap=box.w)

    def draw_place(self, painter: Painter, card: pygame.FRect, place: int) -> None:
        """A spot's number on its card: where it lies stays put all round, and the log names
        spots by these numbers."""
        text = str(place)
        w = max(20.0, painter.measure(text, theme.SIZE_SMALL, bold=True)[0] + 8)
        plate = pygame.FRect(card.centerx - w / 2, card.y + 3, w, 18)
        painter.rect(plate, PLATE, 6, alpha=225)
        painter.text(text, plate.center, theme.SIZE_SMALL, theme.TEXT, True, "center")

    def draw_rebuild(self, painter: Painter, box: pygame.FRect, count: int) -> None:
        """At a round end, the spread empty: the piles taken (and cards discarded) wait,
        face down, to be shuffled into the new spread."""
        w, h = CARD_SIZES["table"]
        at = pygame.FRect(box.centerx - w / 2, box.centery - h / 2 - 12, w, h)
        for i in range(min(count, STACK_MAX), 0, -1):
            draw_card(painter, at.move(i * STACK_STEP, -i * STACK_STEP), None, self.theme())
        text = ngettext("{n} card for the new spread", "{n} cards for the new spread", count)
        text = text.format(n=count)
        pos = (at.centerx, at.bottom + 8)
        painter.text(text, pos, theme.SIZE_SMALL, theme.TEXT_DIM, anchor="midtop", max_width=box.w)

    # ---- the round, Werther, the supply ----------------------------------------------------------
    def draw_info(self, painter: Painter) -> None:
        """The round, Werther and who plays next, the supply, the Discoveries: each line
        wraps (under its icon's indent) where larger text needs it, and those below move."""
        t = self.table
        box = self.geo().info_box()
        x, y, w = box.x, box.y, box.w
        text = _("Round {round} of {rounds}").format(round=t["round"], rounds=t["rounds"])
        h = painter.text(text, (x, y), theme.SIZE_LABEL, bold=True, max_width=w).h
        y += max(36, h + 4)
        draw_werther(painter, (x + 18, y + 16), 16, t["direction"])
        h = self.info_text(painter, labels.werther_label(t["werther"]), y, box)
        nxt = t["next_player"]
        if nxt is not None:
            if nxt == self.seat:
                text = _("next: you")
            else:
                text = _("next: {name}").format(name=self.names[nxt])
            at = y + max(22, h + 2)
            h = at - y + self.info_text(painter, text, at, box, dim=True, under_icon=True)
        y += max(52, h + 8)
        supply = t["supply"]
        draw_flint(painter, (x + 18, y + 11), 11)
        h = self.info_text(painter, labels.ideas_label(supply["ideas"]), y, box)
        y += max(30, h + 6)
        draw_flint(painter, (x + 18, y + 11), 11, black=True)
        h = self.info_text(painter, labels.black_ideas_label(supply["black_ideas"]), y, box)
        at = y + max(22, h + 2)
        each = labels.each_label(supply["black_idea_value"])
        y = at + max(30, self.info_text(painter, each, at, box, dim=True) + 8)
        disc = t["discoveries"]
        painter.circle((x + 18, y + 11), 10, (196, 146, 30))
        text = labels.discoveries_label(disc["revealed"], disc["in_play"])
        y += max(34, self.info_text(painter, text, y, box) + 6)
        for line in self.info_lines():
            size = painter.text(line, (x, y), theme.SIZE_SMALL, theme.ACCENT, wrap=w)
            y += size.h + 4

    def info_text(
        self,
        painter: Painter,
        text: str,
        y: float,
        box: pygame.FRect,
        dim: bool = False,
        under_icon: bool = False,
    ) -> float:
        """A line of the round column right of its icon, wrapped to the column; its height.
        ``under_icon``: a line too wide beside the icons may start under them instead."""
        color = theme.TEXT_DIM if dim else theme.TEXT
        x = box.x + INFO_INDENT
        if under_icon and painter.measure(text, theme.SIZE_SMALL)[0] > box.right - x:
            x = box.x
        return painter.text(text, (x, y), theme.SIZE_SMALL, color, wrap=box.right - x).h

    def info_lines(self) -> list[str]:
        """What is going on now that the table itself does not show."""
        t = self.table
        lines = []
        if t["options"]["expert_doubles"]:
            lines.append(_("Expert Doubles on"))
        url = t.get("url")
        if url is not None:
            if url["direction"] == "left":
                text = _("Url left: {chosen} of {count} chose")
            else:
                text = _("Url right: {chosen} of {count} chose")
            lines.append(text.format(chosen=len(url["chosen"]), count=len(url["order"])))
        rebuild = t.get("rebuild")
        if rebuild is not None:
            text = _("Round end: {name} rebuilds").format(name=self.names[rebuild["seat"]])
            lines.append(text)
        return lines

    # ---- things in flight ---------------------------------------------------------------------
    def draw_motion(self, painter: Painter) -> None:
        self.draw_banner(painter)  # cards in flight pass over it
        cb = self.app.settings.colorblind
        for tween, rect in self.motion.under_way(painter):
            kind, what = tween.what
            if kind == "flint":
                draw_flint(painter, rect.center, rect.w / 2, what)
            else:
                draw_card(painter, rect, what, self.theme(), colorblind=cb)
        held = self.held()
        if held is not None and self.drag is not None:
            card = next(c for c in self.table["hand"] if c["id"] == held[1])
            for zone in self.drop_zones(held).values():
                if zone.collidepoint(self.drag.pos):
                    draw_drop_zone(painter, zone)
            at = self.drag.held_rect()
            rect = pygame.FRect(at.x, at.y, *CARD_SIZES["hand"])
            draw_card(painter, rect, face(card), self.theme(), colorblind=cb)
