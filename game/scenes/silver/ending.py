"""Round ends and the game's end (a mixin of the scene): the scores of past rounds beside
the table, the reveal of every village with its total and the call's result, and the score
sheet of all four rounds with the winner."""

from __future__ import annotations

from typing import Any, NamedTuple

import pygame

from ...i18n import _, ngettext
from ...ui import theme
from ...ui.painter import Painter
from . import labels
from .faces import LAMP
from .layout import SCORES_W

SHEET_MAX = 340  # the score sheet beside the table is at most this wide
ROUND_HOLD = 4.0  # computers alone: how long the reveal shows before they go on
NEXT_ROUND: dict[str, Any] = {"type": "continue"}


class Columns(NamedTuple):
    """The score grid's column widths, and whether the rounds are shown."""

    name_w: float
    col_w: float
    total_w: float
    rounds: bool


class EndingMixin:
    """Mixed into SilverTable (a TableScene)."""

    def on_events(self, events: list[dict[str, Any]]) -> None:
        kinds = {e["type"] for e in events}
        if kinds & {"round_end", "round_start"}:
            self.glimpses = {}  # every card is shown, then dealt anew: nothing to remember
        if "round_end" in kinds:
            self.round_hold = ROUND_HOLD
            self.guard.start()  # a click meant for the last move does not skip the reveal
        super().on_events(events)

    # ---- waiting at a round's end ---------------------------------------------------------
    def round_waits(self) -> bool:
        """The reveal stays until a person at the table presses Next round."""
        state = self.session.state
        return state.stage == "round_end" and not state.is_over and bool(self.session.humans)

    def shared_moment(self) -> bool:
        """The round's reveal is on show: nobody moves on until Next round (computers alone:
        for a few seconds)."""
        if self.round_waits():
            return True
        return self.round_hold > 0 and not self.session.state.is_over

    def my_actions(self) -> list[dict[str, Any]]:
        """Whoever sits at the screen may start the next round (nothing of it is private)."""
        return [dict(NEXT_ROUND)] if self.round_waits() else super().my_actions()

    def guide_reading(self) -> bool:
        """A guided game's note (or its summary) is up: Enter reads on, not Next round."""
        return self.guide is not None and self.guide.focus() is not None

    def handle_table(self, event: pygame.event.Event) -> bool:
        keys = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
        waits = self.round_waits() and not self.guide_reading()
        if waits and event.type == pygame.KEYDOWN and event.key in keys:
            self.play(dict(NEXT_ROUND))
            return True
        return super().handle_table(event)

    # ---- the scores beside the table ----------------------------------------------------------
    def sheet_width(self) -> float:
        """The score sheet beside the table: 250 wide, wider as its measured columns need
        (long names, larger text), up to SHEET_MAX; past that it shows the totals alone."""
        widest, col_need, total_need = self.column_needs(self.app.painter, theme.SIZE_SMALL)
        need = widest + total_need + 20
        every_round = need + col_need * self.table["rounds"]
        return max(SCORES_W, every_round if every_round <= SHEET_MAX else min(need, SHEET_MAX))

    def draw_scores(self, painter: Painter) -> None:
        t = self.table
        box = self.geo().scores_box()
        sheet = pygame.FRect(box.x, box.y, box.w, box.h - 48)
        painter.panel(sheet, alpha=22)
        title = _("Round {round} of {rounds}").format(round=t["round"], rounds=t["rounds"])
        head = painter.text(title, (sheet.x + 12, sheet.y + 8), theme.SIZE_BODY, LAMP, bold=True)
        top = max(sheet.y + 40, head.bottom + 2)
        grid = pygame.FRect(sheet.x + 10, top, sheet.w - 20, sheet.bottom - 8 - top)
        self.score_grid(painter, grid, compact=True)
        ref = self.hit.get(("ui", "reference"))
        if ref is not None:
            hot = self.hovered() == ("ui", "reference") or self.showing == "reference"
            painter.rect(ref, (46, 52, 66) if hot else (32, 36, 48), 10)
            painter.rect(ref, theme.ACCENT, 10, width=1, alpha=160)
            painter.text(_("Cards (F2)"), ref.center, theme.SIZE_BODY, anchor="center")

    def grid_columns(self, painter: Painter, width: float, compact: bool) -> Columns:
        """The score grid's columns in ``width``, each at least as wide as its measured
        words: the names as the widest needs, the rounds share the rest with the total
        (1.8 rounds wide, or its heading's width). When the rounds do not fit, the totals
        alone (the log and the game's end show every round)."""
        t = self.table
        size = theme.SIZE_SMALL if compact else theme.SIZE_BODY
        widest, col_need, total_need = self.column_needs(painter, size)
        name_w = max(widest, width * (0.18 if compact else 0.3))
        col_w = (width - name_w) / (t["rounds"] + 1.8)
        if total_need > 1.8 * col_w:
            col_w = (width - name_w - total_need) / t["rounds"]
        if col_w >= col_need:
            return Columns(name_w, col_w, max(1.8 * col_w, total_need), True)
        return Columns(width - total_need, col_need, total_need, False)

    def column_needs(self, painter: Painter, size: float) -> tuple[float, float, float]:
        """The widths the names, a round's column and the total's column need at ``size``."""
        t = self.table
        widest = max(painter.measure(name, size, bold=True)[0] for name in self.names) + 10
        numbers = [str(v) for row in t["round_scores"] for v in row] + ["–"]
        heads = [_("R{round}").format(round=r + 1) for r in range(t["rounds"])]
        col_need = max(painter.measure(w, size, bold=True)[0] for w in numbers + heads) + 6
        totals = [str(v) for v in t["totals"]] + [_("Total")]
        total_need = max(painter.measure(w, size, bold=True)[0] for w in totals) + 12
        return widest, col_need, total_need

    def score_grid(self, painter: Painter, rect: pygame.FRect, compact: bool = False) -> None:
        """A row per player: each round's score and the total (the winner's in lamp yellow)."""
        t = self.table
        rounds = t["round_scores"]
        n = len(self.names)
        size = theme.SIZE_SMALL if compact else theme.SIZE_BODY
        cols = self.grid_columns(painter, rect.w, compact)
        shown = t["rounds"] if cols.rounds else 0
        total_x = rect.x + cols.name_w + cols.col_w * shown + cols.total_w / 2
        for k in range(shown):
            x = rect.x + cols.name_w + cols.col_w * (k + 0.5)
            head = _("R{round}").format(round=k + 1)
            painter.text(head, (x, rect.y), size, theme.TEXT_DIM, bold=True, anchor="midtop")
        top = (total_x, rect.y)
        head = painter.text(_("Total"), top, size, theme.TEXT_DIM, bold=True, anchor="midtop")
        first = max(rect.y + 30, head.bottom + 2)
        row_h = min((34.0 if compact else 46.0) * painter.text_scale, (rect.bottom - first) / n)
        winner = t["winner"]
        # The seat at the screen is marked during play; at the end only the winner is, as two
        # yellows side by side left a new player asking who won.
        me = None if self.ended() else self.seat
        for seat in range(n):
            mid = first + row_h * (seat + 0.5)
            color = LAMP if seat == winner else (theme.ACCENT if seat == me else theme.TEXT)
            painter.text(
                self.names[seat],
                (rect.x, mid),
                size,
                color,
                bold=seat == winner,
                anchor="midleft",
                max_width=cols.name_w - 6,
            )
            for r in range(shown):
                x = rect.x + cols.name_w + cols.col_w * (r + 0.5)
                value = str(rounds[r][seat]) if r < len(rounds) else "–"
                painter.text(value, (x, mid), size, anchor="center")
            total = str(t["totals"][seat])
            painter.text(total, (total_x, mid), size, color, bold=True, anchor="center")

    # ---- a round's end ------------------------------------------------------------------
    def round_end_box(self, painter: Painter) -> pygame.FRect | None:
        """Where the round's reveal lies (over the piles, beside the score sheet), as tall as
        its lines need."""
        fit = self.reveal_fit(painter)
        return fit[0] if fit is not None else None

    def reveal_fit(self, painter: Painter) -> tuple[pygame.FRect, float] | None:
        """The reveal's box and its title's size: beside the score sheet, else over it too,
        else with a smaller title, as its lines need (a larger text needs the room)."""
        if not self.table["last_round"]:
            return None
        geo = self.geo()
        m = geo.middle()
        beside, wide = geo.scores_box().x - m.x - 24, m.w - 16
        tries = [(beside, theme.SIZE_LABEL), (wide, theme.SIZE_LABEL), (wide, theme.SIZE_BODY)]
        for w, size in tries:
            h = self.round_end_height(painter, w, size)
            if h <= m.h - 8:
                break
        h = min(m.h - 8, h)
        return pygame.FRect(m.x + 8, m.y + 4 + (m.h - 8 - h) / 2, w, h), size

    def round_end_height(self, painter: Painter, w: float, title_size: float) -> float:
        """How tall the round's reveal is ``w`` wide: its title, a line per seat, the
        amulet's line."""
        last = self.table["last_round"]
        line = labels.round_line(last, self.names)
        title_h = painter.measure(line, title_size, bold=True, wrap=w - 36)[1]
        amulet = labels.amulet_line(last, self.names)
        amulet_h = painter.measure(amulet, theme.SIZE_SMALL, wrap=w - 36)[1]
        return 12 + title_h + 10 + len(self.names) * self.reveal_row(painter) + 28 + amulet_h

    @staticmethod
    def reveal_row(painter: Painter) -> float:
        """A seat's line in the round's reveal: 34, or its text's height and a little."""
        return max(34.0, painter.line_height(theme.SIZE_BODY) + 4)

    def reveal_covers_sheet(self, painter: Painter) -> bool:
        box = self.round_end_box(painter)
        return box is not None and box.right > self.geo().scores_box().x

    def draw_round_end(self, painter: Painter) -> None:
        """Over the piles: how the round ended, every village's total and its score."""
        last = self.table["last_round"]
        fit = self.reveal_fit(painter)
        if not last or fit is None:
            return
        box, title_size = fit
        n = len(self.names)
        line = labels.round_line(last, self.names)
        amulet = labels.amulet_line(last, self.names)
        amulet_h = painter.measure(amulet, theme.SIZE_SMALL, wrap=box.w - 36)[1]
        painter.rect(box, (18, 20, 28), 14)
        painter.rect(box, theme.ACCENT, 14, width=2)
        r = painter.text(
            line,
            (box.x + 18, box.y + 12),
            title_size,
            LAMP,
            bold=True,
            wrap=box.w - 36,
        )
        y = r.bottom + 10
        row_h = min(self.reveal_row(painter), (box.bottom - y - 16 - amulet_h) / max(1, n))
        for seat in range(n):
            total = last["village_totals"][seat]
            score = last["scores"][seat]
            if last["caller"] != seat:
                text = _("{name}: village {total}, scores {score}")
            elif not last["call_ok"]:
                text = _("{name}: village {total}, scores {score} (called, +10)")
            elif score == 0:
                text = _("{name}: village {total}, scores {score} (called: scores 0)")
            else:
                text = _("{name}: village {total}, scores {score} (called, lowest)")
            text = text.format(name=self.names[seat], total=total, score=score)
            color = LAMP if seat == last["amulet"] else theme.TEXT
            painter.text(
                text,
                (box.x + 18, y + row_h * (seat + 0.5)),
                theme.SIZE_BODY,
                color,
                anchor="midleft",
                max_width=box.w - 36,
            )
        painter.text(
            amulet,
            (box.x + 18, box.bottom - 12),
            theme.SIZE_SMALL,
            theme.TEXT_DIM,
            anchor="bottomleft",
            wrap=box.w - 36,  # whether the amulet may be used takes a second line
        )

    # ---- the game's end ----------------------------------------------------------------
    def end_lines(self) -> tuple[str, list[str]]:
        result = self.session.state.result()
        winner = result["winners"][0]
        total = result["scores"][winner]
        title = ngettext("{name} wins with {n} point!", "{name} wins with {n} points!", total)
        title = title.format(name=self.names[winner], n=total)
        lines = [_("Four rounds are over: the lowest total wins.")]
        if len(result.get("tied", [])) > 1:
            lines.append(_("A tie for the lowest: the amulet decides."))
        return title, lines

    def end_box(self) -> pygame.FRect:
        """Just the room the score sheet needs, over the middle: the final villages stay in
        view above and below it."""
        box = super().end_box()
        n = len(self.names)
        lines = len(self.end_lines()[1])
        geo = self.geo()
        top = max(geo.panels().values(), key=lambda r: r.bottom).bottom + 8
        bottom = geo.table.hand_y - 6
        h = min(bottom - top, 76 + 34 * lines + 30 + 46 * n + 170)
        return pygame.FRect(box.x, (top + bottom) / 2 - h / 2, box.w, h)

    def draw_end_details(self, painter: Painter, rect: pygame.FRect) -> None:
        self.score_grid(painter, rect)
