"""The replay's controls and its "Everything open" list (a mixin of ReplayMode).

The prompt bar says where the replay is ("Move 12 of 87 · Round 2") and holds the buttons:
first move, round start, one back, play or pause, one on, next round, last move, the speed
and whose eyes (a column of every seat and "Everything open" pops up above the bar). Each
has a key and a tooltip that names it.
"""

from __future__ import annotations

import pygame

from ...i18n import _, ngettext, pgettext
from ...ui import theme
from ...ui.cards import CARD_SIZES, CardFace, draw_card
from ...ui.painter import Painter
from ...ui.widgets import Button
from .panel import GAP, column_buttons
from .prompt import PromptBar, fit_prompt_lines

OPEN = -1  # the eyes that see everything (every hand and the deck)
SPEEDS = (0.5, 1.0, 2.0, 4.0)
KEYS = {
    pygame.K_LEFT: "back",
    pygame.K_RIGHT: "forward",
    pygame.K_HOME: "first",
    pygame.K_END: "last",
    pygame.K_PAGEUP: "round_back",
    pygame.K_PAGEDOWN: "round_on",
    pygame.K_SPACE: "toggle_play",
    pygame.K_s: "next_speed",
    pygame.K_e: "next_eyes",
    pygame.K_ESCAPE: "close",
    pygame.K_F1: "open_rules",
}
NAV_W = 44
PLAY_W = 84
SPEED_W = 64
EYES_MAX_W = 180
OPEN_ROW = 26
OPEN_CARD_LINE = 78  # a name and a row of mini cards


def speed_label(speed: float) -> str:
    return f"{speed:g}x".replace(".", pgettext("decimal mark", "."))


class ReplayControls:
    # ---- the bar -------------------------------------------------------------------------
    def eyes_label(self, eyes: int) -> str:
        if eyes == OPEN:
            return _("Everything open")
        return _("{name}'s eyes").format(name=self.names[eyes])

    def eyes_short(self, eyes: int) -> str:
        """The eyes button's label: the seat's name (its tooltip says whose eyes)."""
        return _("All open") if eyes == OPEN else self.names[eyes]

    def prompt_text(self) -> str:
        """Where the replay is ("Move 12 of 87 · Round 2"), the end's result at the last
        move, and the game's title in front when it fits."""
        n, total = self.position, len(self.timeline)
        if self.session.state.is_over:
            text = _("The end: {result}").format(result=self.end_lines()[0])
        elif (round_ := self.round_of()) is not None:
            text = _("Move {n} of {total} · Round {round}").format(n=n, total=total, round=round_)
        else:
            text = _("Move {n} of {total}").format(n=n, total=total)
        titled = f"{self.title} · {text}" if self.title else text
        short = _("The end · move {n}").format(n=n) if self.session.state.is_over else text
        return next((t for t in (titled, text) if self.fits_bar(t)), short)

    def fits_bar(self, text: str) -> bool:
        """True if ``text`` fits the bar beside the buttons (two lines at most, uncut)."""
        bar = self.bar()
        buttons = [w.rect.x for w in self.form.widgets if isinstance(w, Button)]
        in_bar = [x for x in buttons if x > bar.x]
        room = (min(in_bar) if in_bar else bar.right) - bar.x - 40
        painter = self.app.painter
        return fit_prompt_lines(painter, text, theme.SIZE_SMALL, room) == text

    def draw_prompt(self, painter: Painter) -> None:
        PromptBar.draw_prompt(self, painter)  # the kit's bar, whatever the game's own shows

    def panel_buttons(self) -> list[Button]:
        bar = self.bar()
        painter = self.app.painter
        eyes_w = min(
            EYES_MAX_W, painter.measure(self.eyes_short(self.eyes), theme.SIZE_SMALL, True)[0] + 32
        )
        size = theme.SIZE_BODY
        play, play_tip = (
            (_("Pause"), _("Pause (Space)")) if self.playing else (_("Play"), _("Play (Space)"))
        )
        spec = [
            ("⇤", NAV_W, self.first, _("First move (Home)")),
            ("«", NAV_W, self.round_back, _("Start of this round, or the one before (Page Up)")),
            ("◀", NAV_W, self.back, _("One move back (Left)")),
            (play, max(PLAY_W, painter.measure(play, size)[0] + 28), self.toggle_play, play_tip),
            ("▶", NAV_W, self.forward, _("One move on (Right)")),
            ("»", NAV_W, self.round_on, _("End of this round: the next one's start (Page Down)")),
            ("⇥", NAV_W, self.last, _("Last move (End)")),
            (speed_label(self.speed), SPEED_W, self.next_speed, _("Speed (S)")),
            (self.eyes_short(self.eyes), eyes_w, self.toggle_eyes, _("Whose eyes (E)")),
        ]
        x = bar.right - GAP - sum(w for _, w, _, _ in spec) - GAP * (len(spec) - 1)
        buttons = []
        for label, w, run, tip in spec:
            small = theme.SIZE_SMALL if w > PLAY_W else size
            rect = (x, bar.y + 6, w, bar.h - 12)
            buttons.append(Button(label, rect, run, tooltip=tip, size=small))
            x += w + GAP
        if self.choosing_eyes:
            buttons += self.eyes_buttons(bar)
        return buttons

    def eyes_buttons(self, bar: pygame.FRect) -> list[Button]:
        """Every seat, and everything open: a column above the bar's right end."""
        order = list(range(self.session.state.num_players)) + [OPEN]
        choices = [(self.eyes_label(e), lambda e=e: self.set_eyes(e)) for e in order]
        right = pygame.FRect(bar.right - 300, bar.y, 300, bar.h)
        buttons = column_buttons(self.app.painter, choices, right, top=self.layout().top + 40)
        for eyes, button in zip(order, buttons, strict=True):
            button.primary = eyes == self.eyes  # the eyes the replay shows now
        return buttons

    def open_rules(self) -> None:
        from ..rules import RulesScene

        self.app.stack.push(RulesScene(self.app, self.game_id, self.session.state.options))

    def toggle_eyes(self) -> None:
        self.choosing_eyes = not self.choosing_eyes
        self.rebuild()

    # ---- everything open -----------------------------------------------------------------------
    def open_rows(self) -> list[tuple[str, list[str]]]:
        secrets = self.view.get("open") or {"seats": [], "piles": []}
        rows = [(self.names[s], items) for s, items in enumerate(secrets["seats"])]
        rows += [(p["name"], p["items"]) for p in secrets["piles"] if p["items"]]
        return rows

    def draw_open(self, painter: Painter) -> None:
        rows = self.open_rows()
        faces = self.open_faces()
        # (larger text: taller rows, and the names' column as wide as the longest name)
        row_h = max(OPEN_ROW, painter.line_height(theme.SIZE_SMALL) + 2)
        heads = [painter.measure(h, theme.SIZE_SMALL, bold=True)[0] for h, _i in rows]
        head_w = min(260.0, max([150.0, *heads]))
        # Cards take two lines at most (the seats', the piles'): the hand's room is enough.
        box = self.open_box(0 if faces is not None else (len(rows) + 1) * row_h + 16)
        painter.over()  # the list lies over the table
        painter.rect(box, (16, 15, 22), 12)
        painter.rect(box, theme.ACCENT, 12, width=1, alpha=120)
        if faces is not None:
            self.draw_open_cards(painter, box, rows, faces)
            return
        y = box.y + 8
        painter.text(_("Everything open"), (box.x + 16, y), theme.SIZE_SMALL, theme.ACCENT, True)
        y += row_h
        for head, items in rows:
            if y + row_h > box.bottom:
                break
            painter.text(head, (box.x + 16, y), theme.SIZE_SMALL, bold=True, max_width=head_w)
            line = fit_items(painter, items, box.w - head_w - 50)
            painter.text(line, (box.x + head_w + 26, y), theme.SIZE_SMALL, theme.TEXT)
            y += row_h

    def draw_open_cards(
        self,
        painter: Painter,
        box: pygame.FRect,
        rows: list[tuple[str, list[str]]],
        faces: tuple[list[list[CardFace]], list[list[CardFace]]],
    ) -> None:
        """Every seat's cards side by side, each under its name, and the hidden piles below
        them across the box: real cards, overlapping only as much as the room needs."""
        seats, piles = faces
        table, cb = theme.table_theme(self.game_id), self.app.settings.colorblind
        inner = box.inflate(-24, -12)
        block_w = inner.w / max(1, len(seats))
        lines = [
            [(pygame.FRect(inner.x + i * block_w, inner.y, block_w - 12, 0), rows[i][0], f)]
            for i, f in enumerate(seats)
        ]
        named_piles = [(head, f) for (head, _), f in zip(rows[len(seats) :], piles, strict=False)]
        lines.append([(pygame.FRect(inner.x, 0, inner.w, 0), h, f) for h, f in named_piles])
        both = (sum(lines[:-1], []), lines[-1])  # the seats' line, the piles' line
        line_h = min(OPEN_CARD_LINE, inner.h / max(1, sum(bool(line) for line in both)))
        y = inner.y
        for line in both:
            if not line:
                continue
            for area, head, cards in line:
                painter.text(head, (area.x, y), theme.SIZE_SMALL, bold=True, max_width=area.w)
                row = open_card_row(len(cards), area.x, y + 22, area.w)
                for rect, card in zip(row, cards, strict=True):
                    draw_card(painter, rect, card, table, colorblind=cb)
            y += line_h


def open_card_row(count: int, x: float, y: float, width: float) -> list[pygame.FRect]:
    """``count`` mini cards from ``x`` in ``width``, overlapping when they must (each keeps
    its corner index in view)."""
    w, h = CARD_SIZES["mini"]
    step = min(w + 4, (width - w) / max(1, count - 1))
    return [pygame.FRect(x + i * step, y, w, h) for i in range(count)]


def fit_items(painter: Painter, items: list[str], width: float) -> str:
    """As many items as fit ``width``, then how many more (never cut mid-word)."""
    if not items:
        return _("nothing")
    for n in range(len(items), 0, -1):
        shown = ", ".join(items[:n])
        more = len(items) - n
        text = (
            ngettext("{items} +{n} more", "{items} +{n} more", more).format(items=shown, n=more)
            if more
            else shown
        )
        if painter.measure(text, theme.SIZE_SMALL)[0] <= width:
            return text
    return ngettext("{n} item", "{n} items", len(items)).format(n=len(items))
