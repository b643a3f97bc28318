"""Scanning practice: one player alone trains the flight-path scan (from the main menu).

A session is ``drill.ROUNDS`` rounds at a chosen timer and difficulty. Each round: a layout, a
symbol and three sought items; the countdown; the covered board and a choice; then the true best
route (the perfect reader's) is flown beside the chosen one, with what each would have found.
The score rewards the items found and a best choice; personal bests per timer and difficulty
are kept (``bests.py``) and shown with a small chart of recent sessions, and so are the last
timer and difficulty chosen. Esc during a session pauses it and asks before giving it up.
"""

from __future__ import annotations

import random

import pygame

from ...engine.zilence import drill
from ...engine.zilence.describe import items_with_articles
from ...engine.zilence.state import board
from ...i18n import N_, _, ngettext
from ...ui import theme
from ...ui.painter import Painter
from ...ui.widgets import Button, Choice, Form, Widget
from ..base import Scene
from ..common import draw_backdrop
from . import art, bests
from .drawing import (
    REVEAL_SECONDS,
    TraceView,
    draw_countdown,
    draw_reveal,
    draw_tiles,
    tick_due,
    tile_rects,
)
from .scene import CHOOSER_KEYS, shared_renderer
from .trace import Trace, traced_route

COLUMN_W = 300
GAME_ID = "zilence"
# The verdict when another path was better: one whole sentence per colour.
BETTER_PATH = {
    "red": N_("The red path found {best}; yours found {yours}."),
    "yellow": N_("The yellow path found {best}; yours found {yours}."),
    "blue": N_("The blue path found {best}; yours found {yours}."),
}


def draw_chart(
    painter: Painter, rect: pygame.FRect, scores: list[int], best: int | None, top: int
) -> None:
    """Recent sessions as bars, oldest on the left; the personal best's bar in the accent."""
    painter.panel(rect, alpha=30)
    if not scores:
        painter.text(
            _("No sessions yet."), rect.center, theme.SIZE_SMALL, theme.TEXT_DIM, anchor="center"
        )
        return
    inner = rect.inflate(-24, -24)
    inner.h -= 22
    n = drill_recent_slots(len(scores))
    w = inner.w / n
    for i, s in enumerate(scores):
        h = max(3.0, inner.h * s / max(1, top))
        bar = pygame.FRect(inner.x + i * w + 3, inner.bottom - h, w - 6, h)
        color = theme.ACCENT if best is not None and s == best else (150, 142, 128)
        painter.rect(bar, color, 3)
    painter.line((inner.x, inner.bottom), (inner.right, inner.bottom), (120, 114, 104), 1)
    painter.text(
        ngettext(
            "Points of {n} recent session ({top} at most)",
            "Points of {n} recent sessions ({top} at most)",
            len(scores),
        ).format(n=len(scores), top=top),
        (rect.x + 12, rect.bottom - 6),
        theme.SIZE_SMALL,
        theme.TEXT_DIM,
        anchor="bottomleft",
        max_width=rect.w - 24,
    )


def draw_best_grid(painter: Painter, at: pygame.FRect, kept: bests.Bests, here: str = "") -> float:
    """The best score per timer (rows) and difficulty (columns) from ``at``'s top left, the
    ``here`` one in the accent; returns the last row's y."""
    cell_w = (at.w - 110) / len(drill.DIFFICULTIES)
    y = at.y
    for j, d in enumerate(drill.DIFFICULTIES):
        painter.text(
            _(drill.DIFFICULTY_NAMES[d]),
            (at.x + 110 + j * cell_w, y),
            theme.SIZE_SMALL,
            theme.TEXT_DIM,
        )
    for s in drill.TIMERS:
        y += 34
        painter.text(_("{seconds} s").format(seconds=s), (at.x, y), theme.SIZE_BODY, theme.TEXT_DIM)
        for j, d in enumerate(drill.DIFFICULTIES):
            k = drill.session_key(s, d)
            value = kept.best.get(k)
            painter.text(
                "–" if value is None else str(value),
                (at.x + 110 + j * cell_w, y),
                theme.SIZE_BODY,
                theme.ACCENT if k == here else theme.TEXT,
                bold=k == here,
            )
    return y


def drill_recent_slots(count: int) -> int:
    return max(count, bests.RECENT // 2)


class PracticeScene(Scene):
    def __init__(self, app, seed: int | None = None) -> None:
        super().__init__(app)
        self.renderer = shared_renderer()
        self.rng = random.Random(seed)
        self.bests = bests.load()
        # The timer and difficulty chosen last time (kept in the practice file).
        self.seconds = self.bests.seconds if self.bests.seconds in drill.TIMERS else 20
        known = self.bests.difficulty in drill.DIFFICULTIES
        self.difficulty = self.bests.difficulty if known else "medium"
        self.phase = "menu"
        self.clock = 0.0
        self.time_left = 0.0
        self.round_no = 0
        self.scores: list[int] = []
        self.best_picks = 0  # rounds this session where the choice was a best route
        self.round: drill.DrillRound | None = None
        self.choice: str | None = None
        self.trace: Trace | None = None
        self.trace_view: TraceView | None = None
        self.new_best = False
        self.hover_tile: str | None = None
        self.form = Form()
        self.build()

    # ---- layout -------------------------------------------------------------------------
    def span(self) -> tuple[float, float]:
        window = self.app.painter.window()
        return min(0.0, window.top), max(720.0, window.bottom)

    def bar(self) -> pygame.FRect:
        _top, bottom = self.span()
        return pygame.FRect(theme.MARGIN, bottom - theme.MARGIN - 52, 1280 - 2 * theme.MARGIN, 52)

    def column(self) -> pygame.FRect:
        top, _bottom = self.span()
        return pygame.FRect(theme.MARGIN, top + 24, COLUMN_W, self.bar().y - 12 - top - 24)

    def board_area(self) -> pygame.FRect:
        top, _bottom = self.span()
        x = theme.MARGIN + COLUMN_W + 16
        return pygame.FRect(x, top + 12, 1280 - theme.MARGIN - x, self.bar().y - 10 - top - 12)

    def board_square(self) -> pygame.FRect:
        area = self.board_area()
        d = min(area.w, area.h)
        return pygame.FRect(area.centerx - d / 2, area.centery - d / 2, d, d)

    def colors(self) -> list[str]:
        return list(board().catalogue.color_ids)

    # ---- widgets ------------------------------------------------------------------------
    def build(self) -> None:
        widgets: list[Widget] = []
        top, bottom = self.span()
        if self.phase == "menu":
            x, w = 96, 480
            y = top + 200
            widgets.append(
                Choice(
                    _("Timer"),
                    (x, y, w, 56),
                    [
                        (s, ngettext("{n} second", "{n} seconds", s).format(n=s))
                        for s in drill.TIMERS
                    ],
                    self.seconds,
                    self.set_seconds,
                )
            )
            widgets.append(
                Choice(
                    _("Difficulty"),
                    (x, y + 72, w, 56),
                    [(d, _(drill.DIFFICULTY_NAMES[d])) for d in drill.DIFFICULTIES],
                    self.difficulty,
                    self.set_difficulty,
                )
            )
            start = Button(_("Start"), (x, y + 168, w, 56), self.start, primary=True)
            widgets += [start, Button(_("Back"), (x, y + 240, w, 56), self.leave)]
        elif self.phase == "result":
            bar = self.bar()
            last = self.round_no >= drill.ROUNDS
            label = _("See the session") if last else _("Next round")
            widgets.append(
                Button(
                    label,
                    (bar.right - 228, bar.y + 6, 220, bar.h - 12),
                    self.next_round,
                    primary=True,
                    size=theme.SIZE_BODY,
                )
            )
        elif self.phase == "summary":
            x, w = 96, 480
            y = bottom - 300
            widgets += [
                Button(_("Again"), (x, y, w, 56), self.start, primary=True),
                Button(_("Change timer or difficulty"), (x, y + 72, w, 56), self.to_menu),
                Button(_("Main menu"), (x, y + 144, w, 56), self.leave),
            ]
        self.form.set_widgets(widgets, keep_index=False)
        self._built_for = tuple(self.app.painter.window())

    def language_changed(self) -> None:
        super().language_changed()
        self.build()

    def set_seconds(self, value) -> None:
        self.seconds = int(value)

    def set_difficulty(self, value) -> None:
        self.difficulty = str(value)

    def remember_choice(self) -> None:
        """The timer and difficulty are kept for the next session and the next start."""
        if (self.bests.seconds, self.bests.difficulty) != (self.seconds, self.difficulty):
            self.bests.seconds, self.bests.difficulty = self.seconds, self.difficulty
            bests.save(self.bests)

    @property
    def key(self) -> str:
        return drill.session_key(self.seconds, self.difficulty)

    # ---- the session ----------------------------------------------------------------------
    def start(self) -> None:
        self.app.sounds.play("click")
        self.remember_choice()
        self.round_no, self.scores, self.new_best, self.best_picks = 0, [], False, 0
        self.next_round()

    def next_round(self) -> None:
        if self.round_no >= drill.ROUNDS:
            self.finish()
            return
        self.round_no += 1
        self.round = drill.make_round(self.rng, self.difficulty)
        self.renderer.set_layout(self.round.layout)
        self.choice, self.trace, self.trace_view = None, None, None
        self.phase, self.clock = "reveal", 0.0
        self.build()

    def shown_paths(self) -> list[str]:
        """The paths shown after a choice, the chosen one first: it and every best one (two
        paths may tie for best; each is flown and listed)."""
        assert self.round is not None and self.choice is not None
        best = [c for c in self.colors() if c in self.round.best and c != self.choice]
        return [self.choice, *best]

    def choose(self, color: str) -> None:
        """The covered board's choice: then the best routes are flown beside it."""
        assert self.round is not None
        self.choice = color
        self.scores.append(self.round.score(color))
        self.best_picks += color in self.round.best
        layout, symbol = list(self.round.layout), self.round.symbol
        routes = [
            traced_route(layout, symbol, c, label="yours" if c == color else "best")
            for c in self.shown_paths()
        ]
        self.trace = Trace(routes, together=True)
        self.trace_view = TraceView(self.renderer, self.trace)
        self.trace_view.sticky = set(self.round.sought)  # what each path finds stays named
        self.phase, self.clock = "trace", 0.0
        self.app.sounds.play("place")
        self.build()

    def finish(self) -> None:
        total = sum(self.scores)
        self.new_best = self.bests.record(self.key, total)
        bests.save(self.bests)
        self.phase = "summary"
        self.app.sounds.play("win" if self.new_best else "effect")
        self.build()

    def to_menu(self) -> None:
        self.phase = "menu"
        self.build()

    def leave(self) -> None:
        self.app.sounds.play("click")
        self.remember_choice()
        self.app.stack.pop()

    def ask_to_leave(self) -> None:
        """Esc during a session: the countdown stops under a question (a session given up
        is not scored); Esc again, or Keep practising, goes on where it stopped."""
        from ..dialog import Dialog

        self.app.stack.push(
            Dialog(
                self.app,
                _("Practice paused"),
                _("Leave this session? Its points are not kept."),
                [(_("Leave the session"), self.to_menu), (_("Keep practising"), lambda: None)],
                guarded=True,
            )
        )

    # ---- flow ---------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self.phase in ("reveal", "scan", "trace")

    def update(self, dt: float) -> None:
        if tuple(self.app.painter.window()) != getattr(self, "_built_for", ()):
            self.build()
        self.clock += dt
        if self.phase == "reveal" and self.clock >= REVEAL_SECONDS:
            self.phase, self.clock, self.time_left = "scan", 0.0, float(self.seconds)
        elif self.phase == "scan":
            before = self.time_left
            self.time_left = max(0.0, self.time_left - dt)
            if self.time_left <= 0:
                self.app.sounds.play("timeup")
                self.phase, self.clock = "choose", 0.0
                self.renderer.drawn.clear()
            elif tick_due(before, self.time_left):
                self.app.sounds.play("tick")
        elif self.phase == "trace" and self.trace is not None:
            self.on_calls(self.trace.update(dt))
            if self.trace.done:
                self.phase = "result"
                self.build()

    def on_calls(self, calls) -> None:
        if self.trace_view is not None:
            self.trace_view.note_calls(calls)
        if calls:
            assert self.round is not None
            hit = any(c.kind in self.round.sought for c in calls)
            self.app.sounds.play("effect" if hit else "call")

    def skip(self) -> None:
        if self.phase == "trace" and self.trace is not None:
            self.on_calls(self.trace.skip())
            self.phase = "result"
            self.build()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.phase == "menu":
                self.leave()
            elif self.phase == "summary":
                self.to_menu()  # the session is scored already: nothing to lose
            else:
                self.ask_to_leave()
            return True
        if self.phase == "choose":
            if event.type == pygame.KEYDOWN and event.key in CHOOSER_KEYS:
                self.choose(self.colors()[CHOOSER_KEYS[event.key]])
                return True
            tiles = tile_rects(self.board_square(), self.colors())
            if event.type == pygame.MOUSEMOTION:
                self.hover_tile = next(
                    (c for c, r in tiles.items() if r.collidepoint(event.pos)), None
                )
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                for c, r in tiles.items():
                    if r.collidepoint(event.pos):
                        self.choose(c)
                        return True
            return False
        if self.phase == "trace":
            skip = event.type == pygame.MOUSEBUTTONDOWN or (
                event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN)
            )
            if skip:
                self.skip()
                return True
        return self.form.handle(event)

    # ---- drawing -------------------------------------------------------------------------
    def draw(self, painter: Painter) -> None:
        draw_backdrop(painter, GAME_ID)
        if self.phase in ("menu", "summary"):
            self.draw_menu(painter)
        else:
            self.draw_round(painter)
        self.form.draw(painter)

    def draw_menu(self, painter: Painter) -> None:
        top, _bottom = self.span()
        painter.text(_("Scanning practice"), (96, top + 56), theme.SIZE_HEADING + 10, bold=True)
        if self.phase == "summary":
            total = sum(self.scores)
            best = self.bests.best.get(self.key, total)
            painter.text(
                ngettext(
                    "{points} points in {n} rounds", "{points} points in {n} rounds", drill.ROUNDS
                ).format(points=total, n=drill.ROUNDS),
                (96, top + 124),
                theme.SIZE_HEADING,
                theme.ACCENT if self.new_best else theme.TEXT,
                bold=True,
            )
            if self.new_best:
                note = _("A new personal best! Best choice in {picks} of {n} rounds.")
            else:
                note = _("Your best here: {best} points. Best choice in {picks} of {n} rounds.")
            painter.text(
                note.format(best=best, picks=self.best_picks, n=drill.ROUNDS),
                (96, top + 176),
                theme.SIZE_BODY,
                theme.TEXT_DIM,
                max_width=560,
            )
        else:
            painter.text(
                _(
                    "Alone against the clock: scan the three paths, then pick the one that "
                    "passes the most items you look for."
                ),
                (96, top + 118),
                theme.SIZE_BODY,
                theme.TEXT_DIM,
                wrap=520,
            )
        self.draw_bests(painter, pygame.FRect(680, top + 56, 1280 - 680 - 64, 0))

    def draw_bests(self, painter: Painter, at: pygame.FRect) -> None:
        """Personal bests per timer and difficulty, and the chart of recent sessions."""
        painter.text(_("Personal bests"), (at.x, at.y), theme.SIZE_LABEL, bold=True)
        y = draw_best_grid(painter, pygame.FRect(at.x, at.y + 44, at.w, 0), self.bests, self.key)
        y += 64
        name = _(drill.DIFFICULTY_NAMES[self.difficulty])
        painter.text(
            _("Recent sessions, {seconds} s, {difficulty}").format(
                seconds=self.seconds, difficulty=name
            ),
            (at.x, y),
            theme.SIZE_LABEL,
            bold=True,
        )
        chart = pygame.FRect(at.x, y + 40, at.w, 180)
        recent = self.bests.recent.get(self.key, [])
        draw_chart(painter, chart, recent, self.bests.best.get(self.key), drill.MAX_SESSION)
        if self.bests.damaged_to is not None:
            painter.text(
                _("The old scores file was damaged and has been set aside."),
                (at.x, chart.bottom + 16),
                theme.SIZE_SMALL,
                theme.TEXT_DIM,
                max_width=at.w,
            )

    def draw_round(self, painter: Painter) -> None:
        rd = self.round
        assert rd is not None
        area = self.board_area()
        real = painter.real_rect(area)
        sq = self.board_square()
        name = art.symbol_name(rd.symbol)
        if self.phase in ("reveal", "scan") and self.app.stack.top is not self:
            self.renderer.draw(painter, area, covered=True)  # paused: no free scanning time
        elif self.phase == "choose":
            self.renderer.draw(painter, area, covered=True)
            painter.text(
                _("Time! Which path?"),
                (sq.centerx, sq.y + sq.h * 0.2),
                theme.SIZE_HEADING + 6,
                bold=True,
                anchor="midtop",
            )
            draw_tiles(painter, tile_rects(sq, self.colors()), rd.symbol, self.hover_tile)
        else:
            starts = (
                [
                    {"hub_side": s.hub_side, "inner_index": s.inner_index}
                    for s in board().starts
                    if s.symbol == rd.symbol
                ]
                if self.phase in ("reveal", "scan")
                else []
            )
            pulse = self.clock % 1.0 if self.phase == "scan" else 0.0
            colorblind = self.app.settings.colorblind
            self.renderer.draw(
                painter, area, active_starts=starts, colorblind=colorblind, pulse=pulse
            )
            if self.phase == "reveal":
                t = min(1.0, self.clock / REVEAL_SECONDS)
                draw_reveal(painter, sq, rd.symbol, name, self.colors(), t)
            if self.trace_view is not None:
                self.trace_view.draw(painter, real, painter.to_logical)
        self.draw_column(painter)
        self.draw_bar(painter)

    def draw_column(self, painter: Painter) -> None:
        rd = self.round
        assert rd is not None
        col = self.column()
        painter.panel(col, alpha=36)
        x, y = col.x + 16, col.y + 14
        painter.text(_("Scanning practice"), (x, y), theme.SIZE_LABEL, bold=True)
        y += 36
        painter.text(
            _("Round {round} of {rounds} · {points} points").format(
                round=self.round_no, rounds=drill.ROUNDS, points=sum(self.scores)
            ),
            (x, y),
            theme.SIZE_SMALL,
            theme.TEXT_DIM,
        )
        y += 40
        painter.text(_("Look for"), (x, y), theme.SIZE_BODY, bold=True)
        y += 32
        size = (col.w - 32 - 16) / 3
        for i, kind in enumerate(rd.sought):
            card = pygame.FRect(x + i * (size + 8), y, size, size)
            lit = self.phase in ("trace", "result") and self.seen(kind)
            art.draw_item_card(painter, card, kind, lit=lit)
        y += size + 8
        names = " · ".join(art.item_name(k) for k in rd.sought)
        box = painter.text(names, (x, y), theme.SIZE_SMALL, theme.TEXT_DIM, wrap=col.w - 32)
        y = box.bottom - 28
        y += 40
        if self.phase not in ("trace", "result") or self.choice is None:
            return
        for color in self.shown_paths():
            found = rd.found[color]
            mine, best = color == self.choice, color in rd.best
            art.draw_path_chip(painter, pygame.FRect(x, y + 4, 40, 16), color)
            who = _("Your path") if mine else _("Best path")
            if mine and best:
                who = _("Your path, a best one")
            painter.text(who, (x + 48, y), theme.SIZE_BODY, bold=True, max_width=col.w - 72)
            y += 28
            items = items_with_articles(found)
            finds = _("finds {items}").format(items=items) if found else _("finds none of them")
            painter.text(
                finds,
                (x + 48, y),
                theme.SIZE_SMALL,
                theme.TEXT_DIM,
                wrap=col.w - 72,
            )
            y += painter.measure(finds, theme.SIZE_SMALL, wrap=col.w - 72)[1] + 12
        if self.scores:
            painter.text(
                _("+{points} points").format(points=self.scores[-1]),
                (x, y + 4),
                theme.SIZE_LABEL,
                theme.ACCENT,
                bold=True,
            )

    def seen(self, kind: str) -> bool:
        """A sought item the pointer has passed on the chosen route."""
        if self.trace is None:
            return False
        return kind in self.trace.called_kinds(0)

    def draw_bar(self, painter: Painter) -> None:
        rd = self.round
        assert rd is not None
        rect = self.bar()
        name = art.symbol_name(rd.symbol)
        if self.phase == "scan":
            text = _("Scan the {symbol} paths.").format(symbol=name)
            draw_countdown(
                painter, rect, rd.symbol, self.colors(), text, self.time_left, self.seconds
            )
            return
        painter.rect(rect, (20, 19, 26), 10, alpha=225)
        painter.rect(rect, theme.ACCENT, 10, width=1, alpha=140)
        text = {
            "reveal": _("Round {round}: the {symbol}.").format(round=self.round_no, symbol=name),
            "choose": _("Click the path you would take, or press 1, 2 or 3."),
            "trace": _("Your path and the best one, flown side by side. Click to skip."),
        }.get(self.phase, "")
        if self.phase == "result":
            text = self.verdict()
        room = rect.w - (260 if self.phase == "result" else 32)
        painter.text(
            text, (rect.x + 16, rect.centery), theme.SIZE_LABEL, anchor="midleft", max_width=room
        )

    def verdict(self) -> str:
        rd = self.round
        assert rd is not None and self.choice is not None
        if self.choice in rd.best:
            return ngettext(
                "Best choice: {found} of {n} item found.",
                "Best choice: {found} of {n} items found.",
                len(rd.sought),
            ).format(found=len(rd.found[self.choice]), n=len(rd.sought))
        best = rd.best[0]
        return _(BETTER_PATH[best]).format(
            best=len(rd.found[best]), yours=len(rd.found[self.choice])
        )
