"""Scanning practice: one player alone trains the flight-path scan (from the main menu).

A session is ``drill.ROUNDS`` rounds at a chosen timer and difficulty. Each round: a layout, a
symbol and three sought items; the countdown; the covered board and a choice; then the true best
route (the perfect reader's) is flown beside the chosen one, with what each would have found.
The score rewards the items found and a best choice; personal bests per timer and difficulty
are kept (``bests.py``) and shown with a small chart of recent sessions, and so are the last
timer and difficulty chosen. Esc during a session pauses it and asks before giving it up.

The scene holds the flow and the input; the session's figures are ``practice_session``'s, the
menu and bests ``practice_menu``'s, the round's column and bar ``practice_round``'s, and the
board, clock and keys are the table's own (``drawing``, ``moment``, ``keys``).
"""

from __future__ import annotations

import pygame

from ...engine.zilence import drill
from ...engine.zilence.state import board
from ...i18n import _, ngettext
from ...ui import theme
from ...ui.painter import Painter
from ...ui.widgets import Button, Choice, Form, Widget
from ..base import Scene
from ..common import draw_backdrop
from .drawing import TraceView, draw_open_board, draw_tiles, draw_time_up, steady
from .keys import picked_path
from .layout import PracticeGeometry, tile_rects
from .moment import Kept, Moment
from .practice_menu import draw_menu
from .practice_round import draw_bar, draw_column
from .practice_session import PracticeSession, path_colors
from .scene import shared_renderer
from .trace import Trace, traced_route

GAME_ID = "zilence"


class PracticeScene(Scene):
    # The moment and the session's figures live in their rooms, under the scene's names.
    phase = Kept("moment")
    clock = Kept("moment")
    time_left = Kept("moment")
    bests = Kept("session")
    seconds = Kept("session")
    difficulty = Kept("session")
    round_no = Kept("session")
    scores = Kept("session")
    best_picks = Kept("session")
    round = Kept("session")
    choice = Kept("session")
    new_best = Kept("session")

    def __init__(self, app, seed: int | None = None) -> None:
        super().__init__(app)
        self.renderer = shared_renderer()
        self.session = PracticeSession(seed)
        self.moment = Moment("menu")
        self.trace: Trace | None = None
        self.trace_view: TraceView | None = None
        self.hover_tile: str | None = None
        self.form = Form()
        self.build()

    # ---- layout -------------------------------------------------------------------------
    def span(self) -> tuple[float, float]:
        window = self.app.painter.window()
        return min(0.0, window.top), max(720.0, window.bottom)

    def geo(self) -> PracticeGeometry:
        return PracticeGeometry(*self.span())

    def bar(self) -> pygame.FRect:
        return self.geo().bar()

    def column(self) -> pygame.FRect:
        return self.geo().column()

    def board_area(self) -> pygame.FRect:
        return self.geo().board_area()

    def board_square(self) -> pygame.FRect:
        return self.geo().board_square()

    def colors(self) -> list[str]:
        return path_colors()

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

    @property
    def key(self) -> str:
        return self.session.key

    # ---- the session ----------------------------------------------------------------------
    def start(self) -> None:
        self.app.sounds.play("click")
        self.session.remember_choice()
        self.session.begin()
        self.next_round()

    def next_round(self) -> None:
        if self.session.over:
            self.finish()
            return
        self.renderer.set_layout(self.session.deal().layout)
        self.trace, self.trace_view = None, None
        self.moment.to("reveal")
        self.build()

    def shown_paths(self) -> list[str]:
        return self.session.shown_paths()

    def verdict(self) -> str:
        return self.session.verdict()

    def choose(self, color: str) -> None:
        """The covered board's choice: then the best routes are flown beside it."""
        assert self.round is not None
        self.session.choose(color)
        layout, symbol = list(self.round.layout), self.round.symbol
        routes = [
            traced_route(layout, symbol, c, label="yours" if c == color else "best")
            for c in self.shown_paths()
        ]
        self.trace = Trace(routes, together=True)
        self.trace_view = TraceView(self.renderer, self.trace)
        self.trace_view.sticky = set(self.round.sought)  # what each path finds stays named
        self.moment.to("trace")
        self.app.sounds.play("place")
        self.build()

    def finish(self) -> None:
        self.session.finish()
        self.phase = "summary"
        self.app.sounds.play("win" if self.new_best else "effect")
        self.build()

    def to_menu(self) -> None:
        self.phase = "menu"
        self.build()

    def leave(self) -> None:
        self.app.sounds.play("click")
        self.session.remember_choice()
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
        if self.phase in ("reveal", "scan"):
            self.moment.run_scan(dt, float(self.seconds), self.app.sounds, self.renderer)
            return
        self.clock += dt
        if self.phase == "trace" and self.trace is not None:
            if self.app.settings.reduced_motion:
                self.skip()  # the paths shown whole at once, unflown
                return
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
            color = picked_path(event, self.colors())
            if color is not None:
                self.choose(color)
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
            draw_menu(self, painter)
        else:
            self.draw_round(painter)
        self.form.draw(painter)

    def draw_round(self, painter: Painter) -> None:
        rd = self.round
        assert rd is not None
        area, sq = self.board_area(), self.board_square()
        if self.phase in ("reveal", "scan") and self.app.stack.top is not self:
            self.renderer.draw(painter, area, covered=True)  # paused: no free scanning time
        elif self.phase == "choose":
            self.renderer.draw(painter, area, covered=True)
            draw_time_up(painter, sq, _("Time! Which path?"))
            draw_tiles(painter, tile_rects(sq, self.colors()), rd.symbol, self.hover_tile)
        else:
            starts = [
                {"hub_side": s.hub_side, "inner_index": s.inner_index}
                for s in board().starts
                if s.symbol == rd.symbol
            ]
            moment = steady((self.phase, self.clock), self.app.settings.reduced_motion)
            colorblind = self.app.settings.colorblind
            draw_open_board(
                painter,
                self.renderer,
                area,
                moment,
                rd.symbol,
                self.colors(),
                starts,
                colorblind,
                self.trace_view,
            )
        draw_column(self, painter)
        draw_bar(self, painter)
