"""Statistics from History: per player and game, games, wins, average and best scores, the
game's own records (Silencio's perfect games and cards left per team size, Zilence's fewest
rounds), a chart of the chosen player's last games, and Scanning practice's bests beside."""

from __future__ import annotations

import pygame

from ...history.entry import Entry
from ...history.stats import TREND, PlayerStats, compute
from ...history.stats import key as name_key
from ...history.words import decimal_text, score_text, title
from ...i18n import N_, _, ngettext
from ...ui import theme
from ...ui.painter import Painter
from ...ui.widgets import Button, Widget
from ..zilence import bests
from ..zilence.practice_menu import draw_best_grid
from .chart import draw_trend
from .rows import ListScene, RowList

LEFT, RIGHT = 64, 1216
TABLE_TOP, ROW_H, ROWS = 128, 42, 5
# Column left edges (numbers are right-aligned at the next column's left edge minus a gap).
COLUMNS = (
    (N_("Player"), 0),
    (N_("Game"), 250),
    (N_("Games"), 470),
    (N_("Wins"), 570),
    (N_("Average"), 670),
    (N_("Best"), 790),
    (N_("Record"), 900),
)
NUMBER_END = {"Games": 550, "Wins": 650, "Average": 770, "Best": 870}
CHART = pygame.FRect(LEFT, 430, 700, 260)
PRACTICE = pygame.FRect(800, 430, RIGHT - 800, 260)


def record_text(stats: PlayerStats) -> str:
    if stats.game == "silencio":
        n = stats.perfect
        return ngettext("{n} perfect", "{n} perfect", n).format(n=n)
    if stats.game == "zilence" and stats.fewest_rounds is not None:
        n = stats.fewest_rounds
        return ngettext("won in {n} round", "won in {n} rounds", n).format(n=n)
    return ""


def counted_text(game: str) -> str:
    """What the chosen game's numbers count and which way is better, said once on screen."""
    if game == "silencio":
        text = _(
            "{game}: Average, Best, Record and the chart count the team's cards left at the "
            "end of a game (fewer is better)."
        )
    elif game == "zilence":
        text = _(
            "{game}: Average, Best and the chart count the items the player found (more is better)."
        )
    else:
        text = _(
            "{game}: Average, Best and the chart count the player's points at the end "
            "(fewer is better)."
        )
    return text.format(game=title(game))


def trend_caption(stats: PlayerStats) -> str:
    n = len(stats.recent)
    if stats.game == "silencio":
        text = ngettext(
            "{name}, {game}: the team's cards left, last {n} game (fewer is better)",
            "{name}, {game}: the team's cards left, last {n} games (fewer is better)",
            n,
        )
    elif stats.lower_wins:
        text = ngettext(
            "{name}, {game}: score, last {n} game (lower is better)",
            "{name}, {game}: score, last {n} games (lower is better)",
            n,
        )
    else:
        text = ngettext(
            "{name}, {game}: score, last {n} game (higher is better)",
            "{name}, {game}: score, last {n} games (higher is better)",
            n,
        )
    return text.format(name=stats.name, game=title(stats.game), n=n)


class StatsScene(ListScene):
    def __init__(self, app, entries: list[Entry], game: str | None = None, name: str = "") -> None:
        super().__init__(app)
        wanted = name_key(name)
        self.stats = [
            s
            for s in compute(entries)
            if (game is None or s.game == game) and wanted in name_key(s.name)
        ]
        self.filtered = game is not None or bool(wanted)
        self.practice = bests.load()
        self.rows: RowList | None = None
        self.selected = 0

    def stacked(self) -> bool:
        """Larger text: each person's row on two lines (name and game; the figures in
        words), no column heads, and the chart and practice bests below as room allows."""
        return self.app.painter.text_scale > 1

    def row_h(self) -> float:
        if not self.stacked():
            return ROW_H
        line = self.app.painter.line_height
        return line(theme.SIZE_BODY) + line(theme.SIZE_SMALL) + 14

    def build(self) -> list[Widget]:
        row_h = self.row_h()
        rows = ROWS if not self.stacked() else 3
        self.rows = RowList(
            (LEFT, TABLE_TOP - (32 if self.stacked() else 0), RIGHT - LEFT - 16, row_h * rows),
            row_h,
            len(self.stats),
            self.draw_row,
            on_select=self.choose,
            selected=self.selected,
        )
        back = Button(_("Back"), (RIGHT - 200, 28, 200, 52), self.back)
        return [self.rows, back]

    def choose(self, index: int) -> None:
        self.selected = index

    def decorate(self, painter: Painter) -> None:
        painter.text(_("Statistics"), (LEFT, 24), theme.SIZE_HEADING + 10, bold=True)
        if self.filtered:
            painter.text(
                _("As filtered in History"), (LEFT + 260, 40), theme.SIZE_BODY, theme.TEXT_DIM
            )
        for label, x in COLUMNS if not self.stacked() else ():
            end = NUMBER_END.get(label)
            pos, anchor = (
                ((LEFT + end, 96), "topright") if end else ((LEFT + 16 + x, 96), "topleft")
            )
            painter.text(_(label), pos, theme.SIZE_SMALL, theme.TEXT_DIM, anchor=anchor)
        if not self.stats:
            painter.text(
                _("No person matches this filter (computers have no statistics).")
                if self.filtered
                else _("No finished games with people at the table yet."),
                (LEFT + 16, TABLE_TOP + 12),
                theme.SIZE_LABEL,
                theme.TEXT_DIM,
            )
        chosen = self.stats[self.selected] if 0 <= self.selected < len(self.stats) else None
        chart, practice = CHART, PRACTICE
        if chosen is not None and self.stacked():
            chart, practice = self.draw_words_stacked(painter, chosen)
        elif chosen is not None:
            draw_trend(painter, CHART, chosen.recent, trend_caption(chosen))
            painter.text(
                counted_text(chosen.game),
                (LEFT, CHART.y - 72),
                theme.SIZE_BODY,
                max_width=RIGHT - LEFT,
            )
            cards = cards_left_text(chosen)
            if cards:
                painter.text(cards, (LEFT, CHART.y - 34), theme.SIZE_BODY, max_width=CHART.w)
        self.draw_practice(painter, practice)

    def draw_words_stacked(self, painter: Painter, chosen) -> tuple[pygame.FRect, pygame.FRect]:
        """What the figures count and the team's average, wrapped under the list; the chart
        and the practice bests share the room left below. Returns their two boxes."""
        assert self.rows is not None
        y = self.rows.rect.bottom + 8
        words = [counted_text(chosen.game), cards_left_text(chosen)]
        for text in filter(None, words):
            y = painter.text(text, (LEFT, y), theme.SIZE_SMALL, wrap=RIGHT - LEFT).bottom + 2
        top = y + 8
        # the practice grid's words need more of the width than at the normal text size
        chart = pygame.FRect(LEFT, top, 540, 700 - top)
        practice = pygame.FRect(LEFT + 576, top, RIGHT - LEFT - 576, 700 - top)
        draw_trend(painter, chart, chosen.recent, trend_caption(chosen))
        return chart, practice

    def draw_practice(self, painter: Painter, box: pygame.FRect = PRACTICE) -> None:
        painter.panel(box, alpha=30)
        at = box.inflate(-32, -32)
        head = painter.text(
            _("Scanning practice bests"), (at.x, at.y), theme.SIZE_LABEL, bold=True, wrap=at.w
        )
        solo = painter.text(
            _("Solo, on this computer"),
            (at.x, max(at.y + 30, head.bottom)),
            theme.SIZE_SMALL,
            theme.TEXT_DIM,
            wrap=at.w,
        )
        grid_top = max(at.y + 70, solo.bottom + 8)
        draw_best_grid(painter, pygame.FRect(at.x, grid_top, at.w, 0), self.practice)

    def draw_row(self, painter: Painter, index: int, row: pygame.FRect, selected: bool) -> None:
        if self.stacked():
            self.draw_stacked_row(painter, index, row)
            return
        s = self.stats[index]
        y = row.centery
        numbers = {
            "Games": str(s.games),
            "Wins": str(s.wins),
            "Average": "–" if s.average is None else decimal_text(s.average),
            "Best": "–" if s.best is None else score_text(s.best),
        }
        painter.text(
            s.name, (row.x + 16, y), theme.SIZE_BODY, bold=True, anchor="midleft", max_width=220
        )
        painter.text(
            title(s.game), (row.x + 16 + 250, y), theme.SIZE_BODY, anchor="midleft", max_width=200
        )
        for label, text in numbers.items():
            painter.text(text, (row.x + NUMBER_END[label], y), theme.SIZE_BODY, anchor="midright")
        painter.text(
            record_text(s),
            (row.x + 16 + 900, y),
            theme.SIZE_BODY,
            theme.TEXT_DIM,
            anchor="midleft",
            max_width=row.w - 916,
        )

    def draw_stacked_row(self, painter: Painter, index: int, row: pygame.FRect) -> None:
        """The person and the game, then the figures with their names."""
        s = self.stats[index]
        x, width = row.x + 16, row.w - 32
        head = painter.text(
            f"{s.name} · {title(s.game)}",
            (x, row.y + 4),
            theme.SIZE_BODY,
            bold=True,
            max_width=width,
        )
        figures = [
            f"{_('Games')} {s.games}",
            f"{_('Wins')} {s.wins}",
            f"{_('Average')} {'–' if s.average is None else decimal_text(s.average)}",
            f"{_('Best')} {'–' if s.best is None else score_text(s.best)}",
        ]
        record = record_text(s)
        painter.text(
            " · ".join(figures + ([record] if record else [])),
            (x, head.bottom + 2),
            theme.SIZE_SMALL,
            theme.TEXT_DIM,
            max_width=width,
        )


def cards_left_text(chosen) -> str:
    """Silencio's average of the team's cards left per player count ("": none kept)."""
    cards = chosen.average_cards_left()
    if not cards:
        return ""
    per = ", ".join(
        ngettext("{n} player {average}", "{n} players {average}", n).format(
            n=n, average=decimal_text(v)
        )
        for n, v in cards.items()
    )
    return _("Average of the team's cards left: {counts}").format(counts=per)


__all__ = ["TREND", "StatsScene"]
