"""Zilence's table: the 20-second round as players live it, on the table kit.

A round on screen: every player's face-up item cards (public) in the column on the left; the
board waits, with no symbol, until the timer is started (``ready``): by the holder of the timer
(a person: the bar's "Start the timer" button, or Space), or, when a computer holds it, after
a short countdown everyone can see; nothing is secret while it waits, so no curtain rises.
Then the symbol is revealed with a short animation and the countdown runs (a bar and the seconds
in the prompt bar, each of the last five ticking higher, a signal at zero); the three active start
icons pulse. At zero the board is covered and every seat chooses in secret: one after another
behind the kit's curtain, or all at once on one keyboard (the ``choice_mode`` table option).
Then the choices show together, the flight pointer flies each chosen route calling its items (a
finder's card leaves their row), the board changes before everyone's eyes, and the next round
begins.

The scene keeps its own moment (``phase``) on top of the engine's: while everyone watches
(ready, reveal, scan, trace, change) no curtain rises and no computer chooses. The scene holds
the kit's hooks and the round's course; its rooms do one job each: ``moment`` (the clock and
the scan), ``ready`` (the timer's start), ``flights`` (the outcome flown), ``keys`` (the
choosing keys), ``layout``, ``board_view`` and ``panels`` (the drawing), ``prompts`` and
``ending``.
"""

from __future__ import annotations

import copy
from typing import Any

import pygame

from ...engine.common import Action
from ...engine.zilence.difficulty import warm_figures
from ...engine.zilence.state import START_TIMER
from ...i18n import _
from ...ui import board_worker
from ...ui.painter import Painter
from ...ui.widgets import Button
from ...ui.zilence_board import BoardRenderer
from ..table import Obj, TableScene
from . import art
from .anchors import guide_reading, zilence_anchor, zilence_keep
from .board_view import draw_board
from .drawing import draw_countdown
from .ending import EndPanel
from .flights import Flights
from .keys import (
    SEAT_KEY_SET,
    SKIP_KEYS,
    START_KEYS,
    KeyboardChoices,
    picked_path,
    zilence_key_rows,
)
from .layout import TableGeometry, tile_rects
from .moment import Kept, Moment
from .panels import SeatPanels
from .prompts import round_prompt
from .ready import READY_GUARD, ReadyCountdown

_RENDERER: list[BoardRenderer] = []


def shared_renderer() -> BoardRenderer:
    """One renderer per process: it reads the maps once and keeps its art cached."""
    if not _RENDERER:
        _RENDERER.append(BoardRenderer())
    return _RENDERER[0]


def preload() -> None:
    """At the program's start, on the board worker's thread (scenes/registry.py): every map
    read and the computers' route figures worked out, so a table's opening only composes its
    board (the frames of its first reveal share the interpreter with no more than that)."""
    read_maps(shared_renderer())


def read_maps(renderer: BoardRenderer) -> None:
    """Every map read and the computers' route figures for every section (once: both keep
    what they read)."""
    renderer.warm()
    warm_figures(renderer.board)


def set_table(renderer: BoardRenderer, size: int, colorblind: bool, layout: list[str]) -> None:
    """On the board worker at table open: the maps read (if the program's start has not
    yet), and the first board composed."""
    read_maps(renderer)
    renderer.compose(size, colorblind, layout)


class ZilenceTable(TableScene):
    TABLE_VIEW_NOTE = False  # every seat's item cards lie face up: none is ever hidden
    guide_anchor, guide_keep, game_keys = zilence_anchor, zilence_keep, zilence_key_rows

    # The round's state lives in its rooms; the kit, the replay and the tests know these names.
    phase = Kept("moment")
    clock = Kept("moment")
    time_left = Kept("moment")
    resolution = Kept("flights")
    change_event = Kept("flights")
    trace = Kept("flights")
    change = Kept("flights")
    trace_view = Kept("flights")
    to_find = Kept("flights")
    gone = Kept("flights")
    keyboard_choices = Kept("keys", "choices")

    def __init__(self, app, session) -> None:
        self.renderer = shared_renderer()
        self.moment = Moment("ready")
        self.round_view: dict[str, Any] | None = None
        self.keys = KeyboardChoices()
        self.ready = ReadyCountdown(self)
        self.flights = Flights(self)
        self.panels = SeatPanels(self)
        self.end_panel = EndPanel(self)
        self.board_job = None  # the board worker composing the board this round shows
        super().__init__(app, session)
        self.board_job = board_worker.submit(
            set_table,
            self.renderer,
            self.board_size(),
            self.app.settings.colorblind,
            self.table["layout"],
        )
        if len(session.humans) <= 1:
            session.lift_curtain()  # nothing secret to hide from one person (all at once on
            # one keyboard, the screen shows nobody's view: no seat's own choice shows)
            self.refresh()
        self.start_round(first=True)

    # ---- the round's moments -------------------------------------------------------------
    @property
    def same_keyboard(self) -> bool:
        options = self.session.state.options
        return options.get("choice_mode") == "same_keyboard" and bool(self.session.humans)

    def start_round(self, first: bool = False) -> None:
        """A new round on screen: the board and rows as the engine now has them, waiting for
        the timer's start (the symbol's reveal and the countdown when it had started already;
        straight to choosing when a save resumes mid-choice)."""
        before = self.round_view
        self.round_view = copy.deepcopy(self.table)
        self.renderer.set_layout(self.round_view["layout"])
        self.flights.reset()
        self.keys = KeyboardChoices()
        self.clock = 0.0
        if self.session.state.is_over:
            self.phase = "over"
            return
        if any(p["has_chosen"] for p in self.round_view["players"]):
            self.phase = "choose"
        elif self.round_view.get("timer_started", True):
            self.phase = "reveal"
        else:
            self.phase = "ready"
            self.guard.start(READY_GUARD)  # a key hammered to skip the trace never starts it
        if before is not None and not first:
            self.panels.deal(before)
        self.refresh()

    def log_limit(self) -> int | None:
        """The log waits for the table: a round's outcome shows once the pointer has flown it,
        the board change once it has been seen."""
        if self.phase == "trace":
            return self.flights.resolved_at
        if self.phase == "change" or (self.phase == "over" and self.trace and not self.trace.done):
            return self.flights.resolved_at + 1
        return None

    def shared_moment(self) -> bool:
        if self.phase == "choose":
            return self.same_keyboard
        return self.phase != "over"

    def ended(self) -> bool:
        return self.session.state.is_over and self.phase == "over"

    def private_seat(self) -> int | None:
        """On one keyboard all at once, nobody's view is on screen: every choice is typed
        blind."""
        return None if self.same_keyboard else super().private_seat()

    def my_actions(self) -> list[Action]:
        if self.phase == "ready":
            return [START_TIMER] if self.ready.may_start() else []
        if self.phase != "choose" or self.same_keyboard:
            return []
        return super().my_actions()

    def claimed_keys(self) -> frozenset[int]:
        """On one keyboard while choosing, every seat's keys are theirs (L is not the log)."""
        return SEAT_KEY_SET if self.same_keyboard and self.phase == "choose" else frozenset()

    def update(self, dt: float) -> None:
        self.advance(dt)
        super().update(dt)

    def board_ready(self) -> bool:
        """True once the board on show is composed at the window's size (otherwise the
        board worker is asked for it, and the table waits: the reveal does not start)."""
        size, colorblind = self.board_size(), self.app.settings.colorblind
        if self.renderer.composed(size, colorblind) is not None:
            return True
        if self.board_job is None or board_worker.ready(self.board_job):
            self.board_job = self.renderer.compose_later(size, colorblind)
        return False

    def board_size(self) -> int:
        return self.renderer.square(self.app.painter.real_rect(self.board_area())).w

    def advance(self, dt: float) -> None:
        if guide_reading(self) or (self.phase in ("ready", "reveal") and not self.board_ready()):
            return  # the countdown and the reveal start once the board can show
        if self.phase == "ready":
            self.ready.wait(dt)
            return
        if self.read_only and self.phase == "scan":
            self.replay_choices()
            return  # a replay's board stays in view, no countdown: its moves come from it
        if self.phase in ("reveal", "scan"):
            assert self.round_view is not None
            seconds = float(self.round_view["scan_seconds"])
            host = self.host_scan_left(self.round_view.get("round"))  # (across computers)
            if self.moment.run_scan(dt, seconds, self.app.sounds, self.renderer, host):
                self.refresh()  # the board is covered: the choice begins
            return
        self.clock += dt
        if self.phase == "choose" and self.same_keyboard:
            humans_done = all(s in self.keyboard_choices for s in self.session.humans)
            if humans_done and self.clock >= max(0.6, self.app.settings.bot_delay):
                self.keys.flush(self)
        elif self.phase == "trace" and self.trace is not None:
            self.flights.fly(dt)
        elif self.phase == "change" and self.change is not None:
            self.flights.turn(dt)

    # ---- a replay (the kit's read-only table) -------------------------------------------------
    def replay_choices(self) -> None:
        """In a replay, the first choice of a round covers the board, as it did at the table."""
        if any(p["has_chosen"] for p in self.table["players"]):
            self.moment.to("choose")
            self.renderer.drawn.clear()

    def settle_show(self) -> None:
        """The round as it stands: its board, or the choices made so far (no motion)."""
        super().settle_show()
        self.start_round(first=True)
        if self.phase == "reveal":
            assert self.round_view is not None
            self.phase, self.time_left = "scan", float(self.round_view["scan_seconds"])

    def still_showing(self) -> bool:
        return self.phase in ("reveal", "trace", "change") or super().still_showing()

    def skip_show(self) -> None:
        """A click during the trace or the board change skips to its end."""
        self.flights.skip()

    # ---- what happened -----------------------------------------------------------------------
    def on_events(self, events: list[dict[str, Any]]) -> None:
        for event in events:
            if event["type"] == "timer_started" and self.phase == "ready":
                self.ready.started()
            self.flights.note(event)
        self.flights.begin()

    def round_view_colors(self) -> list[str]:
        return list((self.round_view or self.table)["colors"])

    def shown_choice(self, seat: int) -> str | None:
        return self.panels.shown_choice(seat)

    # ---- the kit's hooks -----------------------------------------------------------------------
    def object_of(self, action: Action) -> Obj | None:
        return ("path", action["color"]) if action.get("type") == "choose_path" else None

    def action_label(self, action: Action) -> str:
        if action.get("type") == "start_timer":
            return _("Start the timer")
        return art.color_name(action.get("color", "")).capitalize()

    def hit_areas(self) -> dict[Obj, pygame.FRect]:
        if self.phase != "choose" or self.same_keyboard or not self.my_turn():
            return {}
        return {("path", c): r for c, r in self.tile_rects().items()}

    def handle(self, event: pygame.event.Event) -> bool:
        if self.phase in ("trace", "change") and not guide_reading(self):
            skip_key = event.type == pygame.KEYDOWN and event.key in SKIP_KEYS
            on_table = (
                event.type == pygame.MOUSEBUTTONDOWN
                and event.pos[0] < self.table_width()
                and not self.menu_button.rect.collidepoint(event.pos)
            )
            if skip_key or on_table:
                self.skip_show()
                return True
        return super().handle(event)

    def handle_table(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in START_KEYS and self.ready.may_start():
            self.act(dict(START_TIMER))
            return True
        if event.type != pygame.KEYDOWN or self.phase != "choose":
            return False
        colors = self.round_view_colors()
        if self.same_keyboard:
            if self.keys.press(event.key, self.session.humans, colors):
                self.app.sounds.play("click")
                return True
            return False
        color = picked_path(event, colors)
        if color is not None and self.my_turn():
            return self.act({"type": "choose_path", "color": color})
        return False

    # ---- the end -----------------------------------------------------------------------------
    def end_box(self) -> pygame.FRect:
        return self.geo().end_box()

    def end_buttons(self) -> list[Button]:
        return self.end_panel.place(super().end_buttons())

    def draw_end(self, painter: Painter) -> None:
        self.end_panel.draw(painter)

    def end_summary(self) -> tuple[str, list[str]]:
        return self.end_panel.summary()

    def end_lines(self) -> tuple[str, list[str]]:
        return self.end_panel.lines()

    # ---- layout --------------------------------------------------------------------------------
    def geo(self) -> TableGeometry:
        layout, state = self.layout(), self.session.state
        face_up = int(state.options.get("face_up_items", 3))
        grow = self.app.painter.text_scale
        return TableGeometry(
            layout.top, layout.bottom, self.table_width(), state.num_players, face_up, grow
        )

    def bar(self) -> pygame.FRect:
        return self.geo().bar()

    def open_box(self, height: float) -> pygame.FRect:
        return self.geo().open_box(height)

    def column(self) -> pygame.FRect:
        return self.geo().column()

    def board_area(self) -> pygame.FRect:
        return self.geo().board_area()

    def board_square(self) -> pygame.FRect:
        return self.geo().board_square()

    def panel_rects(self) -> list[pygame.FRect]:
        return self.geo().panel_rects()

    def card_rects(self, seat: int, count: int) -> list[pygame.FRect]:
        return self.geo().card_rects(seat, count)

    def tile_rects(self) -> dict[str, pygame.FRect]:
        """The three choice tiles, on the covered board."""
        return tile_rects(self.board_square(), self.round_view_colors())

    # ---- drawing -------------------------------------------------------------------------------
    def plain_prompt(self) -> str:
        words = round_prompt(self)
        return super().plain_prompt() if words is None else words

    def draw_prompt(self, painter: Painter) -> None:
        if self.phase != "scan" or self.flash_time > 0:
            super().draw_prompt(painter)
            return
        rv = self.round_view or self.table
        colors = self.round_view_colors()
        text = self.prompt_text()
        total = float(rv["scan_seconds"])
        bar, reserve = self.bar(), self.bar_reserve()
        draw_countdown(painter, bar, rv["symbol"], colors, text, self.time_left, total, reserve)

    def draw_table(self, painter: Painter) -> None:
        draw_board(self, painter)
        for seat in range(self.session.state.num_players):
            self.panels.draw(painter, seat)

    def draw_motion(self, painter: Painter) -> None:
        self.panels.draw_motion(painter)
