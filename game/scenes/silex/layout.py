"""Where Silex's things lie on the kit's table: the Village triangle on the left of the
middle, the face-down spread beside it, the round and supply column on the right, your flints
beside your hand. A taller window (4:3) gets larger Village cards.

Larger text (Settings) makes room rather than being cut: the layout is given the measured
size of its words (``Words``), so a pile label goes on two lines where one does not fit,
piles 2 and 3 stand beside pile 1 when a triangle is too tall, and the round column widens."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...ui.cards import CARD_SIZES
from ..table import TableLayout

VILLAGE_W = 300
INFO_W = 196
GAP = 24
SPREAD_HEADER = 32
OWN_W = 150  # the hand row leaves this much on its right for your flints
STACK_STEP = 2.5  # px per card under the top one (a pile's thickness)
STACK_MAX = 6
STACK = STACK_MAX * STACK_STEP  # a thickest pile's edges, right of and under its top card
INFO_MAX_W = 260  # the round column widens for larger text up to this
INFO_INDENT = 44  # its lines start right of their icons


@dataclass(frozen=True)
class Words:
    """The measured size of the table's words at the player's text size (logical px)."""

    line_h: float = 18  # one line of small text
    label_w: float = 0  # a pile's label on one line, at its longest ("Pile 3 · 88 cards")
    short_w: float = 0  # the longer line of a label on two lines ("88 cards")
    info_w: float = 0  # the widest line of the round column, beside its icons
    head_w: float = 0  # the spread's heading at its shortest wording and widest numbers


@dataclass(frozen=True)
class SilexLayout:
    table: TableLayout
    words: Words = Words()

    @property
    def middle(self) -> pygame.FRect:
        return self.table.middle()

    # ---- the Village: three piles in a triangle ----------------------------------------
    def pile_card(self) -> tuple[int, int]:
        if self.middle.h >= 420 and self._triangle_fits(CARD_SIZES["hand"]):
            return CARD_SIZES["hand"]
        return CARD_SIZES["table"]

    @property
    def centre_x(self) -> float:
        return self.middle.x + 16 + VILLAGE_W / 2

    def _village_right(self) -> float:
        return self.middle.x + 16 + VILLAGE_W + GAP - 8  # a label may reach into the gap

    def _triangle_fits(self, card: tuple[int, int]) -> bool:
        """Piles 2 and 3 below pile 1's label, their labels above the prompt bar."""
        _w, h = card
        bottom = self._step(card) + h + STACK + 2 + self._low_label_h()
        return bottom <= self.middle.h + 8  # (the label may reach into the gap to the bar)

    def _step(self, card: tuple[int, int]) -> float:
        """From pile 1's top to piles 2 and 3's in a triangle: pile 1's label between."""
        label = self._lines_in(self.middle.x, self._village_right()) * self.words.line_h
        return card[1] + max(30, label + 12) + STACK

    def side_by_side(self) -> bool:
        """Piles 2 and 3 stand beside pile 1, lower, when a triangle is too tall."""
        return not self._triangle_fits(self.pile_card())

    def _dx(self) -> float:
        """From pile 1's centre to pile 2's and 3's."""
        w, _h = self.pile_card()
        if not self.side_by_side():
            return w / 2 + 38
        # clear of pile 1's thickest stack, and room between for its label on two lines
        return max(w + STACK + 4, w / 2 + 6 + self.words.short_w / 2)

    def label_room(self, k: int) -> tuple[float, float]:
        """The left and right edges pile ``k``'s label may take: pile 1's between piles 2
        and 3 when they stand beside it, else the village's width; piles 2 and 3 each
        their half of it."""
        left, right, cx = self.middle.x, self._village_right(), self.centre_x
        if k == 0 and self.side_by_side():
            w, _h = self.pile_card()
            inner = self._dx() - w / 2 - 4
            return cx - inner, cx + inner
        if k == 0:
            return left, right
        return (left, cx - 4) if k == 1 else (cx + 4, right)

    def label_lines(self, k: int) -> int:
        """1, or 2 where the label at its longest does not fit its room on one line."""
        return self._lines_in(*self.label_room(k))

    def _lines_in(self, left: float, right: float) -> int:
        return 1 if self.words.label_w <= right - left else 2

    def _low_label_h(self) -> float:
        """The height of piles 2's and 3's labels."""
        return max(self.label_lines(1), self.label_lines(2)) * self.words.line_h

    def pile_rects(self) -> list[pygame.FRect]:
        """Pile 1 at the top, piles 2 and 3 below it to the left and right."""
        w, h = card = self.pile_card()
        lines = self._low_label_h()
        if self.side_by_side():
            lowest = self.middle.h - (h + STACK + 2 + lines)  # their labels clear the bar
            top_label = self.label_lines(0) * self.words.line_h
            step = max(top_label + 4, min(self._step(card), lowest))
        else:
            step = self._step(card)
        total = step + h + max(26, lines + 8)
        y0 = self.middle.y + max(4, (self.middle.h - total) / 2)
        cx = self.centre_x
        dx = self._dx()
        return [
            pygame.FRect(cx - w / 2, y0, w, h),
            pygame.FRect(cx - dx - w / 2, y0 + step, w, h),
            pygame.FRect(cx + dx - w / 2, y0 + step, w, h),
        ]

    def pile_zone(self, k: int) -> pygame.FRect:
        """Where a dragged card may be dropped on pile ``k`` (its card, with some slack)."""
        return self.pile_rects()[k].inflate(28, 24)

    # ---- the spread ---------------------------------------------------------------------
    def spread_box(self) -> pygame.FRect:
        x = self.middle.x + 16 + VILLAGE_W + GAP
        right = self.info_box().x - GAP
        return pygame.FRect(x, self.middle.y, right - x, self.middle.h)

    def spread_header(self) -> float:
        """Room above the spread's cards for its heading: two lines where one is too wide
        (kept all game, so that no card moves when the heading grows at a round's end)."""
        lines = 1 if self.words.head_w <= self.spread_box().w else 2
        return max(SPREAD_HEADER, lines * self.words.line_h + 14)

    def spread_rects(self, places: dict[int, int], capacity: int) -> dict[int, pygame.FRect]:
        """Per spot (``places``: spot: its place, 1-based), its card at its place, in rows
        laid out for the round's ``capacity`` places: no card moves while the round lasts
        (a drawn card leaves a gap), so a place seen is a place remembered."""
        box = self.spread_box()
        head = self.spread_header()
        area = pygame.FRect(box.x, box.y + head, box.w, box.h - head - 4)
        count = max(capacity, max(places.values(), default=0))
        if not places:
            return {}
        for name in ("table", "small", "tiny", "mini"):
            w, h = CARD_SIZES[name]
            cols = max(1, int((area.w + 2) // (w + 2)))  # closer side by side, if need be
            rows = max(1, int((area.h + 8) // (h + 8)))
            if cols * rows >= count:
                break
        rows = max(1, min(rows, -(-count // cols)))
        per_row = -(-count // rows)
        step_x = min(w + 8, (area.w - w) / max(1, per_row - 1))
        spare = area.h - (rows * (h + 8) - 8) - 40  # room left under the legend
        area.y += max(0, spare / 2)  # a tall window: the spread sits in the middle
        rects: dict[int, pygame.FRect] = {}
        for spot, place in places.items():
            r, c = divmod(place - 1, per_row)
            jitter_x = (place * 37 % 7) - 3  # a spread by hand, not a grid, the same each frame
            jitter_y = (place * 53 % 7) - 3
            rects[spot] = pygame.FRect(
                area.x + c * step_x + jitter_x, area.y + r * (h + 8) + jitter_y, w, h
            )
        return rects

    # ---- the round, Werther and the supply -----------------------------------------------
    def info_box(self) -> pygame.FRect:
        w = min(INFO_MAX_W, max(INFO_W, INFO_INDENT + self.words.info_w + 4))
        return pygame.FRect(self.table.width - w, self.middle.y, w, self.middle.h)

    # ---- you -----------------------------------------------------------------------------
    def hand_rects(self, count: int, beside: float = 0) -> list[pygame.FRect]:
        """Your hand's row; ``beside``: room kept on its right for choices about it."""
        reserve = OWN_W + 16 + (beside + GAP if beside else 0)
        return self.table.hand_row(count, CARD_SIZES["hand"], right_reserve=reserve)

    def beside_hand(self, width: float, bar_bottom: float) -> pygame.FRect:
        """Where choices about your hand stand: right of it, left of your flints, between
        the prompt bar and the window's bottom edge."""
        x = self.table.width - OWN_W - 16 - width
        top = bar_bottom + 12
        return pygame.FRect(x, top, width, self.table.bottom - 12 - top)

    def own_box(self) -> pygame.FRect:
        return pygame.FRect(self.table.width - OWN_W, self.table.hand_y, OWN_W, 140)

    def hand_spot(self) -> pygame.FRect:
        """Where a card leaves or joins your hand (the middle of the row)."""
        w, h = CARD_SIZES["hand"]
        return pygame.FRect((self.table.width - OWN_W) / 2 - w / 2, self.table.hand_y, w, h)
