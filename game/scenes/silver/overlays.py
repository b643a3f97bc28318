"""Two things one click away (a mixin of the scene): the reference card with all 14 cards
and their abilities (a button, or F2), and the discard pile spread out to browse (the Master
takes any card from it)."""

from __future__ import annotations

from typing import Any

import pygame

from ...engine.silver.cards import reference
from ...i18n import _
from ...ui import theme
from ...ui.cards import CARD_SIZES
from ...ui.painter import Painter
from .faces import LAMP, card_face, face_of

CLOSE = ("ui", "close")


class OverlayMixin:
    """Mixed into SilverTable (a TableScene)."""

    def init_overlays(self) -> None:
        self.showing: str | None = None  # "reference" or "discard"
        self.auto_opened = False  # the Master opened the discard pile: it closes after

    # ---- opening and closing ----------------------------------------------------------------
    def open_browser(self) -> None:
        self.showing, self.auto_opened = "discard", False
        self.rebuild()

    def toggle_reference(self) -> None:
        self.showing = None if self.showing == "reference" else "reference"
        self.rebuild()

    def close_overlay(self) -> None:
        self.showing = None
        self.rebuild()

    def master_choosing(self) -> bool:
        return self.my_turn() and self.decision_kind() == "master"

    def overlay_click(self, obj) -> bool:
        if obj == ("ui", "reference"):
            self.toggle_reference()
            return True
        if obj == CLOSE:
            self.close_overlay()
            return True
        return False

    def overlay_objects(self) -> set[Any]:
        return {("ui", "reference"), CLOSE}

    def refresh(self) -> None:
        super().refresh()
        if self.master_choosing():
            if self.showing != "discard":
                self.showing, self.auto_opened = "discard", True  # the Master takes from it
                self.rebuild()
        elif self.showing == "discard" and (self.auto_opened or not self.table["discard"]):
            self.auto_opened = False
            self.close_overlay()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F2:
            self.toggle_reference()
            return True
        if self.showing == "reference":
            if event.type == pygame.MOUSEBUTTONDOWN or (
                event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN)
            ):
                self.close_overlay()  # a click anywhere puts the card away
                return True
            if event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
                return True
        browsing = self.showing == "discard" and not self.master_choosing()
        if browsing and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close_overlay()
            return True
        outside = event.type == pygame.MOUSEBUTTONDOWN and not self.overlay_box().collidepoint(
            event.pos
        )
        if browsing and outside:
            # A click on the table beside a browsed pile (a village card to peek at, say)
            # puts the pile away and goes on to the table: it never goes dead.
            self.close_overlay()
        return super().handle(event)

    # ---- where things are -----------------------------------------------------------------------
    def overlay_box(self) -> pygame.FRect:
        """The discard pile spreads over the middle (every village stays in view)."""
        top = self.geo().middle().y - 4
        bottom = self.bar().y - 10
        return pygame.FRect(theme.MARGIN, top, self.table_width() - theme.MARGIN, bottom - top)

    def browser_rects(self) -> list[pygame.FRect]:
        box = self.overlay_box()
        pile = self.table["discard"]
        area = pygame.FRect(box.x + 20, box.y + 56, box.w - 40, box.h - 70)
        for name in ("table", "small", "row", "tiny"):
            w, h = CARD_SIZES[name]
            cols = max(1, int((area.w + 8) // (w + 8)))
            rows = -(-len(pile) // cols)
            if rows * (h + 8) <= area.h:
                break
        return [
            pygame.FRect(area.x + (i % cols) * (w + 8), area.y + (i // cols) * (h + 8), w, h)
            for i in range(len(pile))
        ]

    def overlay_hits(self) -> dict[Any, pygame.FRect] | None:
        if self.showing is None:
            return None
        self.table_hits()  # the table stays drawn under the overlay; nothing on it is clicked
        if self.showing == "reference":
            return {}
        box = self.overlay_box()
        hits: dict[Any, pygame.FRect] = {}
        if self.showing == "discard":
            for card, rect in zip(self.table["discard"], self.browser_rects(), strict=True):
                hits[("card", card["id"])] = rect
            if not self.master_choosing():
                hits[CLOSE] = pygame.FRect(box.right - 130, box.y + 12, 110, 36)
        return hits

    # ---- drawing ------------------------------------------------------------------------------
    def draw(self, painter: Painter) -> None:
        super().draw(painter)
        if self.showing == "reference":
            self.draw_reference(painter)

    def draw_table(self, painter: Painter) -> None:
        super().draw_table(painter)
        if self.showing == "discard":
            self.draw_browser(painter)

    def draw_browser(self, painter: Painter) -> None:
        box = self.overlay_box()
        painter.rect(box, (18, 20, 28), 16)
        painter.rect(box, theme.ACCENT, 16, width=1, alpha=140)
        pile = self.table["discard"]
        title = _("The discard pile, bottom to top")
        if self.master_choosing():
            title = _("Master: click the card to take (not the top one)")
        painter.text(title, (box.x + 20, box.y + 16), theme.SIZE_LABEL, LAMP, bold=True)
        usable = self.usable_objects()
        master = self.master_choosing()
        for card, rect in zip(pile, self.browser_rects(), strict=True):
            choice = ("card", card["id"]) in usable and master
            self.draw_face(painter, rect, card["id"], card_face(card, self.order), highlight=choice)
            if master and not choice:  # the top card: shown, but not one to take
                painter.rect(rect, (10, 10, 16), 8, alpha=170)
        close = self.hit.get(CLOSE)
        if close is not None:
            painter.rect(close, (40, 44, 56), 8)
            painter.rect(close, theme.ACCENT, 8, width=1)
            painter.text(_("Close"), close.center, theme.SIZE_BODY, anchor="center")

    def reference_box(self) -> pygame.FRect:
        """The reference card takes the whole window (over the log too)."""
        layout = self.layout()
        m = theme.MARGIN
        return pygame.FRect(m, layout.top + m, 1280 - 2 * m, layout.bottom - layout.top - 2 * m)

    def draw_reference(self, painter: Painter) -> None:
        box = self.reference_box()
        painter.rect(box, (18, 20, 28), 16, alpha=250)
        painter.rect(box, theme.ACCENT, 16, width=1, alpha=140)
        painter.text(
            _("The 14 cards (click anywhere or F2 to close)"),
            (box.x + 20, box.y + 12),
            theme.SIZE_LABEL,
            LAMP,
            bold=True,
        )
        entries = reference(self.table["value_order"])
        top = box.y + 48
        row_h = (box.bottom - 8 - top) / len(entries)
        w, h = CARD_SIZES["mini"]
        scale = min(1.0, (row_h - 4) / h)
        head_w = 350
        for i, e in enumerate(entries):
            y = top + i * row_h
            mid = y + row_h / 2
            if i % 2:
                painter.rect(
                    pygame.FRect(box.x + 10, y, box.w - 20, row_h), (40, 44, 56), 6, alpha=90
                )
            face = face_of(e["value"], e["name"], self.table["value_order"])
            rect = pygame.FRect(box.x + 20, mid - h * scale / 2, w * scale, h * scale)
            self.draw_face(painter, rect, -1, face)
            x = rect.right + 12
            name, when, text = (_(str(e[k])) for k in ("name", "when", "text"))
            head = f"{e['value']} {name} ×{e['copies']}"
            painter.text(head, (x, mid - 1), theme.SIZE_SMALL, LAMP, bold=True, anchor="bottomleft")
            painter.text(
                when[:1].upper() + when[1:],
                (x, mid + 1),
                theme.SIZE_SMALL,
                theme.TEXT_DIM,
                anchor="topleft",
                max_width=head_w - 8,
            )
            painter.text(
                text,
                (x + head_w, mid),
                theme.SIZE_SMALL,
                anchor="midleft",
                wrap=box.right - 20 - x - head_w,
            )
