"""The end of a Silencio game (a mixin of the scene): a box low across the table with the
team's result and why the game stopped, every hand's leftover cards turned over, and the
kit's buttons in a column at its right."""

from __future__ import annotations

import pygame

from ...i18n import _, ngettext
from ...ui import theme
from ...ui.cards import CARD_SIZES, draw_card
from ...ui.painter import Painter
from ...ui.widgets import Button
from .faces import TABLE, face

END_BUTTON_W = 240  # the end box's buttons, in a column at its right
END_NAME_H = 22  # the name line above each player's leftover cards


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


class EndingMixin:
    """Mixed into SilencioTable (a TableScene)."""

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
