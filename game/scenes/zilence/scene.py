"""Zilence's table: the 20-second round as players live it, on the table kit.

A round on screen: every player's face-up item cards (public) in the column on the left; the
board waits, with no symbol, until the timer is started (``ready``): by the holder of the timer
(a person: the bar's "Start the timer" button, or Space), or, when a computer holds it, after
a short countdown everyone can see; nothing is secret while it waits, so no curtain rises.
Then the symbol is revealed with a short animation and the countdown runs (a bar and the seconds
in the prompt bar, ticking faster in the last five, a signal at zero); the three active start
icons pulse. At zero the board is covered and every seat chooses in secret: one after another
behind the kit's curtain, or all at once on one keyboard (the ``choice_mode`` table option).
Then the choices show together, the flight pointer flies each chosen route calling its items (a
finder's card leaves their row), the board changes before everyone's eyes, and the next round
begins.

The scene keeps its own moment (``phase``) on top of the engine's: while everyone watches
(ready, reveal, scan, trace, change) no curtain rises and no computer chooses.
"""

from __future__ import annotations

import copy
from typing import Any

import pygame

from ...engine.common import Action
from ...engine.zilence.describe import items_with_articles, joined
from ...engine.zilence.difficulty import warm_figures
from ...engine.zilence.state import START_TIMER
from ...i18n import N_, _, ngettext, pgettext
from ...ui import board_worker, theme
from ...ui.painter import Painter
from ...ui.widgets import Button
from ...ui.zilence_board import BoardRenderer
from ...ui.zilence_look import COVER
from ..table import Obj, TableScene, Tween
from . import art
from .change import BoardChange
from .drawing import (
    REVEAL_SECONDS,
    TraceView,
    draw_countdown,
    draw_reveal,
    draw_tiles,
    tick_due,
    tile_rects,
)
from .trace import Trace, traced_route

COLUMN_W = 264
END_BUTTON_H, END_BUTTON_W = 48, 240
READY_SECONDS = 3.0  # a computer starts the timer after this countdown (people at the table)
READY_GUARD = 0.6  # a start key counts only this long after the ready moment began
START_KEYS = (pygame.K_SPACE, pygame.K_RETURN)
TALL_H = 880  # logical height from which the players sit under the board
ROW_PANEL_H = 136
PANEL_GAP = 10
CARD_MAX = 64
# Same keyboard: each human seat's three keys (red, yellow, blue), in seat order.
SEAT_KEYS: tuple[tuple[int, int, int], ...] = (
    (pygame.K_a, pygame.K_s, pygame.K_d),
    (pygame.K_j, pygame.K_k, pygame.K_l),
    (pygame.K_1, pygame.K_2, pygame.K_3),
    (pygame.K_8, pygame.K_9, pygame.K_0),
)
CHOOSER_KEYS = {
    pygame.K_1: 0,
    pygame.K_2: 1,
    pygame.K_3: 2,
    pygame.K_r: 0,
    pygame.K_y: 1,
    pygame.K_b: 2,
}

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


def key_name(k: int) -> str:
    return pygame.key.name(k).upper()


# Whole sentences per colour (a colour's word changes with its noun in some languages).
POINTER_FOLLOWS = {
    "red": N_("The pointer follows the red path ({names})."),
    "yellow": N_("The pointer follows the yellow path ({names})."),
    "blue": N_("The pointer follows the blue path ({names})."),
}
PATH_WORDS = {
    "red": N_("red path"),
    "yellow": N_("yellow path"),
    "blue": N_("blue path"),
}

# Shorter words for a seat's status when a long name leaves its panel little room.
SHORT_STATUS = {"choosing": ("…",), "chosen": ("✓",)}


def found_line(name: str, found: list[str]) -> str:
    """What a seat found in the whole game, as one sentence (items with their articles)."""
    if not found:
        return _("{name} found nothing.").format(name=name)
    return ngettext(
        "{name} found {n} item: {items}.", "{name} found {n} items: {items}.", len(found)
    ).format(name=name, n=len(found), items=items_with_articles(found))


class ZilenceTable(TableScene):
    TABLE_VIEW_NOTE = False  # every seat's item cards lie face up: none is ever hidden

    def __init__(self, app, session) -> None:
        self.renderer = shared_renderer()
        self.phase = "ready"
        self.clock = 0.0  # seconds in the current phase
        self.time_left = 0.0
        self.round_view: dict[str, Any] | None = None
        self.resolution: dict[str, Any] | None = None
        self.change_event: dict[str, Any] | None = None
        self.trace: Trace | None = None
        self.change: BoardChange | None = None
        self.keyboard_choices: dict[int, str] = {}
        self.to_find: dict[int, list[str]] = {}
        self.gone: dict[int, set[int]] = {}
        self.trace_view: TraceView | None = None
        self.resolved_at = 0  # the log index of the round being replayed
        self.board_job = None  # the board worker composing the board this round shows
        super().__init__(app, session)
        self.board_job = board_worker.submit(
            set_table,
            self.renderer,
            self.board_size(),
            self.app.settings.colorblind,
            self.table["layout"],
        )
        if len(session.humans) <= 1 or self.same_keyboard:
            session.lift_curtain()  # nothing secret to hide from one person, or all at once
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
        self.resolution = self.change_event = None
        self.trace, self.change = None, None
        self.keyboard_choices = {}
        self.gone, self.to_find, self.trace_view = {}, {}, None
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
            self.deal_tweens(before)
        self.refresh()

    def deal_tweens(self, before: dict[str, Any]) -> None:
        """Newly revealed item cards slide into their rows."""
        assert self.round_view is not None
        for p in self.round_view["players"]:
            seat = p["seat"]
            old = before["players"][seat]["face_up"]
            rects = self.card_rects(seat, len(p["face_up"]))
            fresh = len(p["face_up"]) - len([k for k in old if k in p["face_up"]])
            for i in range(len(p["face_up"]) - max(0, fresh), len(p["face_up"])):
                end = rects[i]
                start = end.move(-40, 0)
                self.motion.add(Tween(start, end, p["face_up"][i], delay=0.08 * i, tag=(seat, i)))

    def log_limit(self) -> int | None:
        """The log waits for the table: a round's outcome shows once the pointer has flown it,
        the board change once it has been seen."""
        if self.phase == "trace":
            return self.resolved_at
        if self.phase == "change" or (self.phase == "over" and self.trace and not self.trace.done):
            return self.resolved_at + 1
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
            return [START_TIMER] if self.may_start() else []
        if self.phase != "choose" or self.same_keyboard:
            return []
        return super().my_actions()

    # ---- the timer's start -----------------------------------------------------------------
    def timer_holder(self) -> int:
        return int((self.round_view or self.table)["pointer_holder"])

    def holder_is_human(self) -> bool:
        return self.session.seats[self.timer_holder()].human

    def may_start(self) -> bool:
        """A person holds the timer and the board can be seen: their press starts it."""
        ready = self.phase == "ready" and not self.read_only and not self.session.state.is_over
        return ready and self.holder_is_human() and self.board_ready()

    def ready_seconds(self) -> float:
        """How long a computer holding the timer waits, counting down on screen: long enough
        for people to read the table; at a table of computers only, their usual pause."""
        return READY_SECONDS if self.session.humans else self.app.settings.bot_delay

    def start_timer(self) -> None:
        self.act(dict(START_TIMER))

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
        if self.phase in ("ready", "reveal") and not self.board_ready():
            return  # the countdown and the reveal start once the board can show
        if self.phase == "ready":
            self.wait_for_timer(dt)
            return
        if self.read_only and self.phase == "scan":
            self.replay_choices()
            return  # a replay's board stays in view, no countdown: its moves come from it
        self.clock += dt
        if self.phase == "reveal" and self.clock >= REVEAL_SECONDS:
            assert self.round_view is not None
            self.phase, self.clock = "scan", 0.0
            self.time_left = float(self.round_view["scan_seconds"])
        elif self.phase == "scan":
            before = self.time_left
            self.time_left = max(0.0, self.time_left - dt)
            if self.time_left <= 0:
                self.app.sounds.play("timeup")
                self.phase, self.clock = "choose", 0.0
                self.renderer.drawn.clear()
                self.refresh()
            elif tick_due(before, self.time_left):
                self.app.sounds.play("tick")
        elif self.phase == "choose" and self.same_keyboard:
            humans_done = all(s in self.keyboard_choices for s in self.session.humans)
            if humans_done and self.clock >= max(0.6, self.app.settings.bot_delay):
                self.flush_keyboard()
        elif self.phase == "trace" and self.trace is not None:
            self.on_calls(self.trace.update(dt))
            if self.trace.done and (self.change is None or self.change.ready):
                self.after_trace()  # the landed pointer holds still until the pieces are cut
        elif self.phase == "change" and self.change is not None:
            self.change.update(dt)
            if self.change.done:
                self.start_round()

    def wait_for_timer(self, dt: float) -> None:
        """The ready moment: a person's press (see ``handle_table``), or a computer's start
        once its visible countdown has run out. A replay waits for its own next move."""
        if self.read_only or self.session.state.is_over or self.holder_is_human():
            return
        self.clock += dt
        if self.clock >= self.ready_seconds():
            self.start_timer()

    def timer_started(self) -> None:
        """The engine revealed the symbol: the round on show takes it, the reveal runs."""
        assert self.round_view is not None
        for key in ("symbol", "symbol_name", "active_starts", "timer_started"):
            self.round_view[key] = copy.deepcopy(self.table[key])
        self.phase, self.clock = "reveal", 0.0
        self.refresh()  # the start button goes

    # ---- a replay (the kit's read-only table) -------------------------------------------------
    def replay_choices(self) -> None:
        """In a replay, the first choice of a round covers the board, as it did at the table."""
        if any(p["has_chosen"] for p in self.table["players"]):
            self.phase, self.clock = "choose", 0.0
            self.renderer.drawn.clear()

    def settle_show(self) -> None:
        """The round as it stands: its board, or the choices made so far (no motion)."""
        super().settle_show()
        self.start_round(first=True)
        if self.phase == "reveal":
            assert self.round_view is not None
            self.phase, self.time_left = "scan", float(self.round_view["scan_seconds"])

    def open_box(self, height: float) -> pygame.FRect:
        """Over the board's lower edge, above the bar (a tall window: above the players' row,
        which stays in view)."""
        bottom = (self.column().y if self.tall() else self.bar().y) - 8
        x = self.board_area().x
        return pygame.FRect(x, bottom - height, self.table_width() - x, height)

    def still_showing(self) -> bool:
        return self.phase in ("reveal", "trace", "change") or super().still_showing()

    def after_trace(self) -> None:
        if self.session.state.is_over:
            self.phase = "over"
            self.refresh_log()
            return
        ev = self.change_event
        if ev is None:
            self.start_round()
            return
        self.phase, self.clock = "change", 0.0
        self.refresh_log()
        if self.change is None:
            self.change = self.board_change(ev)
            self.change.prepare(self.app.painter.real_rect(self.board_area()))
        self.app.sounds.play("slide")

    def board_change(self, ev: dict[str, Any]) -> BoardChange:
        return BoardChange(
            self.renderer,
            ev["before"],
            ev["layout"],
            ev["double_slot"],
            ev["single_slot"],
            self.app.settings.colorblind,
        )

    def flush_keyboard(self) -> None:
        """Same keyboard: every human has pressed; the choices go in, in the engine's order
        (computers choose as their turn comes, thinking off the frame: what is not ready
        yet goes in on a later frame)."""
        state = self.session.state
        start_round = state.round  # type: ignore[attr-defined]
        while not state.is_over and state.round == start_round:  # type: ignore[attr-defined]
            seat = state.current_player
            assert seat is not None
            if self.session.seats[seat].human:
                action = {"type": "choose_path", "color": self.keyboard_choices[seat]}
            else:
                action = self.computer_choice(seat)
                if action is None:
                    return
            if not self.act(action):
                break

    def skip_show(self) -> None:
        """A click during the trace or the board change skips to its end."""
        if self.phase == "trace" and self.trace is not None:
            self.on_calls(self.trace.skip())
            self.motion.skip()
        elif self.phase == "change" and self.change is not None:
            self.change.skip()

    # ---- what happened -----------------------------------------------------------------------
    def on_events(self, events: list[dict[str, Any]]) -> None:
        for event in events:
            if event["type"] == "timer_started" and self.phase == "ready":
                self.timer_started()
            if event["type"] == "round_resolved":
                self.resolution = event
                log = self.session.state.events
                self.resolved_at = next(i for i in range(len(log) - 1, -1, -1) if log[i] is event)
            elif event["type"] == "board_changed":
                self.change_event = event
        if self.resolution is None or self.phase == "trace":
            return
        res = self.resolution
        cross = bool(res.get("cross_sections", self.session.state.options["cross_sections"]))
        routes = [
            traced_route(res["layout"], res["symbol"], c, cross, res["routes"][c]["chosen_by"])
            for c in self.round_view_colors()
            if res["routes"][c]["chosen_by"]
        ]
        self.trace = Trace(routes)
        self.trace_view = TraceView(self.renderer, self.trace)
        if self.change_event is not None and not self.session.state.is_over:
            # the next board and the change's pieces are made while the pointer flies
            self.change = self.board_change(self.change_event)
            self.change.prepare_later(self.app.painter.real_rect(self.board_area()))
        self.to_find = {s: list(f) for s, f in enumerate(res["found"])}
        self.gone = {s: set() for s in range(len(res["found"]))}
        self.phase, self.clock = "trace", 0.0
        self.renderer.set_layout(res["layout"])
        self.app.sounds.play("curtain")
        self.refresh_log()
        self.rebuild()  # the choice tiles are gone

    def round_view_colors(self) -> list[str]:
        return list((self.round_view or self.table)["colors"])

    def on_calls(self, calls) -> None:
        """Items the pointer just passed: called out; a seeker on that route loses the card."""
        assert self.trace is not None and self.round_view is not None
        found_any = False
        if self.trace_view is not None:
            self.trace_view.note_calls(calls)
        for call in calls:
            route = self.trace.routes[call.route]
            for seat in route.chosen_by:
                if call.kind not in self.to_find.get(seat, []):
                    continue
                self.to_find[seat].remove(call.kind)
                face_up = self.round_view["players"][seat]["face_up"]
                index = next(
                    i for i, k in enumerate(face_up) if k == call.kind and i not in self.gone[seat]
                )
                self.gone[seat].add(index)
                start = self.card_rects(seat, len(face_up))[index]
                end = pygame.FRect(0, 0, 8, 8)
                end.center = self.item_spot(route.items[call.index]["pos"])
                self.motion.add(Tween(start, end, call.kind, duration=0.45, tag=("leave", seat)))
                found_any = True
        if calls:
            self.app.sounds.play("effect" if found_any else "call")

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

    def bar(self) -> pygame.FRect:
        layout = self.layout()
        return pygame.FRect(
            theme.MARGIN, layout.bottom - theme.MARGIN - 52, self.table_width() - theme.MARGIN, 52
        )

    def handle(self, event: pygame.event.Event) -> bool:
        if self.phase in ("trace", "change"):
            skip_key = event.type == pygame.KEYDOWN and event.key in (
                pygame.K_SPACE,
                pygame.K_RETURN,
            )
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
        if event.type == pygame.KEYDOWN and event.key in START_KEYS and self.may_start():
            self.start_timer()
            return True
        if event.type != pygame.KEYDOWN or self.phase != "choose":
            return False
        colors = self.round_view_colors()
        if self.same_keyboard:
            for n, seat in enumerate(self.session.humans[: len(SEAT_KEYS)]):
                keys = SEAT_KEYS[n]
                if event.key in keys and seat not in self.keyboard_choices:
                    self.keyboard_choices[seat] = colors[keys.index(event.key)]
                    self.app.sounds.play("click")
                    return True
            return False
        if event.key in CHOOSER_KEYS and self.my_turn():
            color = colors[CHOOSER_KEYS[event.key]]
            return self.act({"type": "choose_path", "color": color})
        return False

    # ---- the end: a compact, opaque summary beside the final board, never over it ---------
    def end_box(self) -> pygame.FRect:
        """Over the players' panels and the bar, which the summary says in words: the column
        left of the board (a wide window), the row under it (a tall one). The final board,
        with the last flight on it, stays in full view."""
        top = self.column().y
        bottom = self.bar().bottom
        if self.tall():
            return pygame.FRect(theme.MARGIN, top, self.table_width() - theme.MARGIN, bottom - top)
        width = max(COLUMN_W, self.board_square().x - theme.MARGIN - 12)
        return pygame.FRect(theme.MARGIN, top, width, bottom - top)

    def end_buttons(self) -> list[Button]:
        """Play again, Change table, Menu in a column: under the words (wide), or at the
        summary's right (tall)."""
        buttons = super().end_buttons()
        for button, rect in zip(buttons, self.end_button_rects(len(buttons)), strict=True):
            button.rect = pygame.FRect(rect)
            button.size = theme.SIZE_BODY
        return buttons

    def end_button_rects(self, n: int) -> list[pygame.FRect]:
        box = self.end_box()
        h, gap = END_BUTTON_H, 8
        if self.tall():
            w, x = END_BUTTON_W, box.right - 16 - END_BUTTON_W
            y0 = box.centery - (n * h + (n - 1) * gap) / 2
        else:
            w, x = box.w - 32, box.x + 16
            y0 = box.bottom - 16 - n * h - (n - 1) * gap
        return [pygame.FRect(x, y0 + i * (h + gap), w, h) for i in range(n)]

    def draw_end(self, painter: Painter) -> None:
        title, lines = self.end_summary()
        box = self.end_box()
        painter.rect(box, (16, 15, 22), 14)
        painter.rect(box, theme.ACCENT, 14, width=1, alpha=160)
        buttons = self.end_button_rects(3)
        if self.tall():
            words = pygame.FRect(box.x + 16, box.y + 12, buttons[0].x - 16 - box.x - 16, 0)
        else:
            words = pygame.FRect(box.x + 16, box.y + 16, box.w - 32, 0)
        y = words.y
        y += painter.text(title, (words.x, y), theme.SIZE_HEADING, bold=True, wrap=words.w).h + 8
        for line in lines:
            y += painter.text(line, (words.x, y), theme.SIZE_SMALL, wrap=words.w).h + 6
        self.end_form.draw(painter)

    def end_summary(self) -> tuple[str, list[str]]:
        """The end in few words: who won, how it was won, how many items each found (the
        items themselves are in the log, round by round)."""
        title, lines = self.end_lines()
        found = self.session.state.result()["details"]["found"]
        counts = [
            ngettext("{name} found {n} item.", "{name} found {n} items.", len(f)).format(
                name=self.names[seat], n=len(f)
            )
            for seat, f in enumerate(found)
        ]
        return title, [lines[0], *counts, _("The whole game is in the log.")]

    def end_lines(self) -> tuple[str, list[str]]:
        result = self.session.state.result()
        winners = [self.names[w] for w in result["winners"]]
        title = ngettext("{names} wins!", "{names} win!", len(winners)).format(
            names=joined(winners)
        )
        details = result["details"]
        rounds = details["rounds"]
        if result["ended_by"] == "round_limit":  # say why the game stopped, and how it is won
            line = ngettext(
                "The limit of {n} round is reached: the most items found wins.",
                "The limit of {n} rounds is reached: the most items found wins.",
                rounds,
            )
        else:
            line = ngettext(
                "{n} round: the first to find every item wins.",
                "{n} rounds: the first to find every item wins.",
                rounds,
            )
        lines = [line.format(n=rounds)]
        for seat, found in enumerate(details["found"]):
            lines.append(found_line(self.names[seat], found))
        return title, lines

    # ---- layout --------------------------------------------------------------------------------
    def tall(self) -> bool:
        """A tall window (4:3): the players sit in a row under the board, which gets the
        whole width; a wide one (16:9): in a column beside it."""
        layout = self.layout()
        return layout.bottom - layout.top >= TALL_H

    def column(self) -> pygame.FRect:
        """Where the players' panels go: a column on the left, or a row under the board."""
        if self.tall():
            y = self.bar().y - 12 - ROW_PANEL_H
            return pygame.FRect(theme.MARGIN, y, self.table_width() - theme.MARGIN, ROW_PANEL_H)
        top = self.layout().top + 80
        return pygame.FRect(theme.MARGIN, top, COLUMN_W, self.bar().y - 12 - top)

    def board_area(self) -> pygame.FRect:
        top = self.layout().top + 12
        if self.tall():
            bottom = self.column().y - 12
            return pygame.FRect(theme.MARGIN, top, self.table_width() - theme.MARGIN, bottom - top)
        x = theme.MARGIN + COLUMN_W + 16
        return pygame.FRect(x, top, self.table_width() - x, self.bar().y - 10 - top)

    def board_square(self) -> pygame.FRect:
        area = self.board_area()
        d = min(area.w, area.h)
        return pygame.FRect(area.centerx - d / 2, area.centery - d / 2, d, d)

    def panel_rects(self) -> list[pygame.FRect]:
        col = self.column()
        n = self.session.state.num_players
        if self.tall():
            w = min(COLUMN_W, (col.w - PANEL_GAP * (n - 1)) / n)
            x0 = col.centerx - (n * w + (n - 1) * PANEL_GAP) / 2
            return [pygame.FRect(x0 + i * (w + PANEL_GAP), col.y, w, col.h) for i in range(n)]
        h = min(150.0, (col.h - PANEL_GAP * (n - 1)) / n)
        return [pygame.FRect(col.x, col.y + i * (h + PANEL_GAP), col.w, h) for i in range(n)]

    def card_rects(self, seat: int, count: int) -> list[pygame.FRect]:
        panel = self.panel_rects()[seat]
        slots = max(count, int(self.session.state.options.get("face_up_items", 3)))
        size = min(CARD_MAX, (panel.w - 24 - 8 * (slots - 1)) / max(1, slots), panel.h - 72)
        y = panel.y + 40
        return [pygame.FRect(panel.x + 12 + i * (size + 8), y, size, size) for i in range(count)]

    def tile_rects(self) -> dict[str, pygame.FRect]:
        """The three choice tiles, on the covered board."""
        return tile_rects(self.board_square(), self.round_view_colors())

    def item_spot(self, board_pos) -> tuple[float, float]:
        """Where a board point is, in logical px."""
        real = self.app.painter.real_rect(self.board_area())
        return self.app.painter.to_logical(self.renderer.board_to_screen(board_pos, real))

    # ---- drawing -------------------------------------------------------------------------------
    def plain_prompt(self) -> str:
        rv = self.round_view or self.table
        name = art.symbol_name(rv["symbol"])
        limit = self.session.state.options.get("round_limit", 0)
        if self.phase == "ready":
            return self.ready_prompt()
        if self.phase == "reveal":
            if limit:  # with a limit, how many rounds are left to play
                text = _("Round {round} of {limit}: the {symbol}.")
            else:
                text = _("Round {round}: the {symbol}.")
            return text.format(round=rv["round"], limit=limit, symbol=name)
        if self.phase == "scan":
            if limit:
                text = _("Round {round} of {limit}: scan the {symbol} paths.")
            else:
                text = _("Scan the {symbol} paths.")
            return text.format(round=rv["round"], limit=limit, symbol=name)
        if self.phase == "choose" and self.same_keyboard:
            waiting = [self.names[s] for s in self.session.humans if s not in self.keyboard_choices]
            if waiting:
                return _("Everyone, press your keys at once. Waiting for {names}.").format(
                    names=_(", ").join(waiting)
                )
            return _("Every choice is in.")
        if self.phase == "choose":
            if self.my_turn():
                return _("{name}: which {symbol} path? Click it, or press 1, 2 or 3.").format(
                    name=self.names[self.seat], symbol=name
                )
            return super().plain_prompt()
        if self.phase == "trace" and self.trace is not None:
            i = self.trace.current()
            if i is None:
                return _("The pointer has landed.")
            route = self.trace.routes[i]
            who = _(", ").join(self.names[s] for s in route.chosen_by)
            return _(POINTER_FOLLOWS[route.color]).format(names=who)
        if self.phase == "change":
            return _("The section showing the {symbol} twice turns over and swaps places.").format(
                symbol=name
            )
        return super().plain_prompt()

    def ready_prompt(self) -> str:
        """Who starts the timer, and how (a person), or in how many seconds (a computer)."""
        holder = self.names[self.timer_holder()]
        if self.read_only:
            return _("{name} holds the timer.").format(name=holder)
        if self.holder_is_human():
            return _("{name}: start the timer when everyone is ready (Space).").format(name=holder)
        n = self.ready_left()
        return ngettext(
            "{name} starts the timer in {n} second.", "{name} starts the timer in {n} seconds.", n
        ).format(name=holder, n=n)

    def ready_left(self) -> int:
        """Whole seconds until a computer starts the timer (as the countdown shows them)."""
        return max(1, int(self.ready_seconds() - self.clock + 0.999))

    def draw_prompt(self, painter: Painter) -> None:
        if self.phase != "scan" or self.flash_time > 0:
            super().draw_prompt(painter)
            return
        rv = self.round_view or self.table
        colors = self.round_view_colors()
        text = self.prompt_text()
        total = float(rv["scan_seconds"])
        draw_countdown(painter, self.bar(), rv["symbol"], colors, text, self.time_left, total)

    def draw_table(self, painter: Painter) -> None:
        self.draw_board(painter)
        for seat in range(self.session.state.num_players):
            self.draw_panel(painter, seat)

    def draw_board(self, painter: Painter) -> None:
        rv = self.round_view or self.table
        area = self.board_area()
        real = painter.real_rect(area)
        colorblind = self.app.settings.colorblind
        if self.phase == "change" and self.change is not None:
            self.change.draw(painter.surface, real)
            return
        if self.phase == "choose":
            self.renderer.draw(painter, area, covered=True)
            self.draw_cover(painter)
            return
        if not self.board_ready():
            self.draw_setting_up(painter)
            return
        if self.phase == "ready":
            self.renderer.draw(painter, area, colorblind=colorblind)
            self.draw_ready(painter)
            return
        starts = rv["active_starts"] if self.phase in ("reveal", "scan") else ()
        pulse = self.clock % 1.0 if self.phase == "scan" else 0.0
        self.renderer.draw(painter, area, active_starts=starts, colorblind=colorblind, pulse=pulse)
        if self.phase == "reveal":
            t = min(1.0, self.clock / REVEAL_SECONDS)
            name, colors = art.symbol_name(rv["symbol"]), self.round_view_colors()
            draw_reveal(painter, self.board_square(), rv["symbol"], name, colors, t)
        if self.trace_view is not None:
            self.trace_view.draw(painter, real, painter.to_logical)

    def draw_ready(self, painter: Painter) -> None:
        """Over the hub while the round waits: who holds the timer, and the computer's
        countdown or the person's "Ready?" (a box as wide as its words, on the hub)."""
        sq = self.board_square()
        holder = self.names[self.timer_holder()]
        if self.holder_is_human() or self.read_only:
            big, small = _("Ready?"), _("{name} holds the timer").format(name=holder)
        else:
            big, small = str(self.ready_left()), _("{name} starts it").format(name=holder)
        big_size = theme.SIZE_HEADING + 6
        need = max(
            painter.measure(big, big_size, bold=True)[0],
            painter.measure(small, theme.SIZE_SMALL)[0],
        )
        side = min(sq.w * 0.4, 192.0)
        back = pygame.FRect(0, 0, min(sq.w * 0.9, max(side, need + 48)), side)
        back.center = sq.center
        painter.rect(back, (20, 19, 26), side / 2, alpha=230)
        painter.rect(back, theme.ACCENT, side / 2, width=2, alpha=180)
        painter.text(
            big,
            (sq.centerx, sq.centery - 6),
            big_size,
            bold=True,
            anchor="center",
            max_width=back.w - 32,
        )
        painter.text(
            small,
            (sq.centerx, sq.centery + side * 0.25),
            theme.SIZE_SMALL,
            theme.TEXT_DIM,
            anchor="center",
            max_width=back.w - 32,
        )

    def draw_setting_up(self, painter: Painter) -> None:
        """While the board worker composes the board: its empty disc, and a word."""
        sq = self.board_square()
        painter.circle(sq.center, sq.w / 2, COVER)
        painter.text(
            _("Setting the table…"), sq.center, theme.SIZE_LABEL, theme.TEXT_DIM, anchor="center"
        )

    def draw_cover(self, painter: Painter) -> None:
        """The covered board: the choice tiles (curtain), or every seat's keys (same keyboard)."""
        rv = self.round_view or self.table
        sq = self.board_square()
        painter.text(
            _("Time!"),
            (sq.centerx, sq.y + sq.h * 0.2),
            theme.SIZE_HEADING + 6,
            bold=True,
            anchor="midtop",
        )
        if self.same_keyboard:
            self.draw_keyboard_legend(painter, sq)
            return
        if not self.my_turn():
            who = self.session.state.current_player
            text = _("{name} is choosing…").format(name=self.names[who]) if who is not None else ""
            painter.text(text, sq.center, theme.SIZE_LABEL, theme.TEXT_DIM, anchor="center")
            return
        painter.text(
            _("{name}, which {symbol} path?").format(
                name=self.names[self.seat], symbol=art.symbol_name(rv["symbol"])
            ),
            (sq.centerx, sq.y + sq.h * 0.2 + 52),
            theme.SIZE_LABEL,
            anchor="midtop",
            max_width=sq.w * 0.8,
        )
        hovered = self.hovered()
        lit = hovered[1] if hovered is not None else None
        draw_tiles(painter, self.tile_rects(), rv["symbol"], lit)  # type: ignore[arg-type]

    def draw_keyboard_legend(self, painter: Painter, sq: pygame.FRect) -> None:
        humans = self.session.humans[: len(SEAT_KEYS)]
        y = sq.y + sq.h * 0.2 + 60
        colors = self.round_view_colors()
        x0 = sq.centerx - 200
        rv = self.round_view or self.table
        for i, c in enumerate(colors):
            art.icon_picture(painter, rv["symbol"], c, pygame.FRect(x0 + 164 + i * 84, y, 36, 36))
            art.draw_path_chip(painter, pygame.FRect(x0 + 150 + i * 84, y + 42, 64, 14), c)
        y += 70
        for n, seat in enumerate(humans):
            done = seat in self.keyboard_choices
            painter.text(self.names[seat], (x0, y), theme.SIZE_BODY, bold=True, max_width=140)
            if done:
                painter.text(
                    pgettext("a seat's path", "chosen"),
                    (x0 + 150, y),
                    theme.SIZE_BODY,
                    theme.ACCENT,
                )
            else:
                for i, k in enumerate(SEAT_KEYS[n]):
                    key = pygame.FRect(x0 + 150 + i * 84 + 14, y - 2, 36, 32)
                    painter.rect(key, (238, 232, 216), 6)
                    painter.text(
                        key_name(k), key.center, theme.SIZE_BODY, theme.TEXT_DARK, True, "center"
                    )
            y += 44

    def draw_panel(self, painter: Painter, seat: int) -> None:
        rv = self.round_view or self.table
        p = rv["players"][seat]
        live = self.table["players"][seat]
        rect = self.panel_rects()[seat]
        painter.panel(rect, alpha=40)
        if seat == rv["pointer_holder"]:
            painter.rect(rect, theme.ACCENT, 12, width=2, alpha=200)
        painter.circle((rect.x + 20, rect.y + 20), 8, tuple(p["rgb"]))
        key, color = self.seat_status(seat, live)
        status = self.status_words(key)
        shown = self.shown_choice(seat)
        holder = seat == rv["pointer_holder"]
        # The longest wording of the status that leaves the whole name its room.
        name_w = painter.measure(self.names[seat], theme.SIZE_BODY, bold=True)[0]
        room = rect.w - 36 - 12 - 8 - (30 if holder else 0) - name_w
        if shown is not None:
            room -= 44  # the path's chip
            wordings = [status, ""]  # the chip alone says it when the words do not fit
        else:
            wordings = [status, *SHORT_STATUS.get(key, ())]
        status = painter.fitting(wordings, theme.SIZE_SMALL, room)
        left_of_status = rect.right - 12
        right = pygame.Vector2(rect.right - 12, rect.y + 20)
        if status:
            box = painter.text(status, right, theme.SIZE_SMALL, color, anchor="midright")
            left_of_status = box.x
        if shown is not None:
            chip = pygame.FRect(left_of_status - (44 if status else 38), right.y - 8, 38, 16)
            art.draw_path_chip(painter, chip, shown)
            left_of_status = chip.x
        room = left_of_status - 8 - (rect.x + 36) - (30 if holder else 0)
        name = painter.text(
            self.names[seat],
            (rect.x + 36, rect.y + 20),
            theme.SIZE_BODY,
            bold=True,
            anchor="midleft",
            max_width=max(40.0, room),
        )
        if holder:  # the flight pointer and the timer are theirs
            spot = painter.vp.to_real(name.right + 16, name.centery)
            art.draw_pointer(painter.surface, spot, -0.6, "yellow", 7 * painter.scale)
        faces = p["face_up"]
        rects = self.card_rects(seat, len(faces))
        gone = self.gone.get(seat, set())
        for i, (kind, r) in enumerate(zip(faces, rects, strict=True)):
            if i in gone or self.motion.moving((seat, i)):
                art.draw_item_card(painter, r, None)
            else:
                art.draw_item_card(painter, r, kind)
        found = len(p["found"]) + len(gone)
        left = p["left_to_find"] - len(gone)
        painter.text(
            _("found {found} · {left} to find").format(found=found, left=left),
            (rect.x + 12, rect.bottom - 8),
            theme.SIZE_SMALL,
            theme.TEXT_DIM,
            anchor="bottomleft",
            max_width=rect.w - 24,
        )

    def shown_choice(self, seat: int) -> str | None:
        """A seat's path, once every choice is in and the table shows them together."""
        if self.resolution is None or self.phase not in ("trace", "change", "over"):
            return None
        return self.resolution["choices"][seat]

    def seat_status(self, seat: int, live: dict[str, Any]) -> tuple[str, tuple[int, int, int]]:
        """What a seat's panel says about its choice (never which path before all are in): a
        key of ``status_words`` (or a colour id), and the colour to write it in."""
        if self.phase == "choose":
            chosen = live["has_chosen"] or (self.same_keyboard and self.keyboard_chosen(seat))
            if chosen:
                return "chosen", theme.ACCENT
            return "choosing", theme.TEXT_DIM
        shown = self.shown_choice(seat)
        if shown is not None:
            return shown, theme.TEXT
        return "", theme.TEXT

    @staticmethod
    def status_words(key: str) -> str:
        """A seat's status from ``seat_status``, in the current language."""
        if key == "chosen":
            return pgettext("a seat's path", "chosen")
        if key == "choosing":
            return _("choosing…")
        if key in PATH_WORDS:
            return _(PATH_WORDS[key])
        return ""

    def keyboard_chosen(self, seat: int) -> bool:
        if self.session.seats[seat].human:
            return seat in self.keyboard_choices
        return self.clock >= max(0.6, self.app.settings.bot_delay)

    def draw_motion(self, painter: Painter) -> None:
        for tween in self.motion.tweens:
            if tween.age < tween.delay:
                continue
            r = tween.rect()
            if isinstance(tween.tag, tuple) and tween.tag[0] == "leave":
                card = pygame.FRect(0, 0, max(28.0, r.w), max(28.0, r.h))
                card.center = r.center
                art.draw_item_card(painter, card, tween.what, lit=True)
            else:
                art.draw_item_card(painter, r, tween.what)
