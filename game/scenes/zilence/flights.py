"""A round's outcome on the table: every choice shows at once, the flight pointer flies each
chosen route calling its items (a finder's card leaves their row for the item on the board),
then the board changes before everyone's eyes. The next board and the change's pieces are made
while the pointer flies."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ..table import Tween
from .change import BoardChange
from .drawing import TraceView
from .trace import Trace, traced_route

if TYPE_CHECKING:
    from .scene import ZilenceTable

# Reduced motion: how long the routes flown show, whole and still, before the board changes.
CALM_TRACE_SECONDS = 2.5


class Flights:
    def __init__(self, scene: ZilenceTable) -> None:
        self.scene = scene
        self.resolved_at = 0  # the log index of the round being replayed
        self.reset()

    def reset(self) -> None:
        """A new round: nothing resolved, flown or changed yet."""
        self.resolution: dict[str, Any] | None = None
        self.change_event: dict[str, Any] | None = None
        self.trace: Trace | None = None
        self.change: BoardChange | None = None
        self.trace_view: TraceView | None = None
        self.to_find: dict[int, list[str]] = {}  # what each seat finds on its route
        self.gone: dict[int, set[int]] = {}  # the indexes of each row's cards found so far

    def note(self, event: dict[str, Any]) -> None:
        """The engine's outcome of a round, and the board's change."""
        if event["type"] == "round_resolved":
            self.resolution = event
            log = self.scene.session.state.events
            self.resolved_at = next(i for i in range(len(log) - 1, -1, -1) if log[i] is event)
        elif event["type"] == "board_changed":
            self.change_event = event

    def begin(self) -> None:
        """Once the round is resolved: the routes chosen, flown one after another."""
        t = self.scene
        res = self.resolution
        if res is None or t.phase == "trace":
            return
        state = t.session.state
        cross = bool(res.get("cross_sections", state.options["cross_sections"]))
        routes = [
            traced_route(res["layout"], res["symbol"], c, cross, res["routes"][c]["chosen_by"])
            for c in t.round_view_colors()
            if res["routes"][c]["chosen_by"]
        ]
        self.trace = Trace(routes)
        self.trace_view = TraceView(t.renderer, self.trace)
        if self.change_event is not None and not state.is_over:
            # the next board and the change's pieces are made while the pointer flies
            self.change = self.board_change(self.change_event)
            self.change.prepare_later(t.app.painter.real_rect(t.board_area()))
        self.to_find = {s: list(f) for s, f in enumerate(res["found"])}
        self.gone = {s: set() for s in range(len(res["found"]))}
        t.moment.to("trace")
        if t.motion.calm:  # reduced motion: the routes whole at once, never flown
            self.on_calls(self.trace.skip())
        t.renderer.set_layout(res["layout"])
        t.app.sounds.play("curtain")
        t.refresh_log()
        t.rebuild()  # the choice tiles are gone

    def board_change(self, ev: dict[str, Any]) -> BoardChange:
        t = self.scene
        return BoardChange(
            t.renderer,
            ev["before"],
            ev["layout"],
            ev["double_slot"],
            ev["single_slot"],
            t.app.settings.colorblind,
        )

    def fly(self, dt: float) -> None:
        """A frame of the trace; the landed pointer holds still until the pieces are cut.
        With reduced motion the routes show whole at once and stay a moment, unflown."""
        assert self.trace is not None
        t = self.scene
        if t.motion.calm and not self.trace.done:
            self.on_calls(self.trace.skip())
        else:
            self.on_calls(self.trace.update(dt))
        held = t.motion.calm and t.clock < CALM_TRACE_SECONDS
        if self.trace.done and not held and (self.change is None or self.change.ready):
            self.after_trace()

    def after_trace(self) -> None:
        t = self.scene
        if t.session.state.is_over:
            t.phase = "over"
            t.refresh_log()
            return
        ev = self.change_event
        if ev is None:
            t.start_round()
            return
        t.moment.to("change")
        t.refresh_log()
        if self.change is None:
            self.change = self.board_change(ev)
            self.change.prepare(t.app.painter.real_rect(t.board_area()))
        if t.motion.calm:
            self.change.skip()  # reduced motion: the changed board at once, unturned
        t.app.sounds.play("slide")

    def turn(self, dt: float) -> None:
        """A frame of the board's change (with reduced motion: the changed board at once);
        the next round once it is done."""
        assert self.change is not None
        if self.scene.motion.calm:
            self.change.skip()
        self.change.update(dt)
        if self.change.done:
            self.scene.start_round()

    def skip(self) -> None:
        """A click during the trace or the board change skips to its end."""
        t = self.scene
        if t.phase == "trace" and self.trace is not None:
            self.on_calls(self.trace.skip())
            t.motion.skip()
        elif t.phase == "change" and self.change is not None:
            self.change.skip()

    def on_calls(self, calls) -> None:
        """Items the pointer just passed: called out; a seeker on that route loses the card."""
        t = self.scene
        assert self.trace is not None and t.round_view is not None
        found_any = False
        if self.trace_view is not None:
            self.trace_view.note_calls(calls)
        for call in calls:
            route = self.trace.routes[call.route]
            for seat in route.chosen_by:
                if call.kind not in self.to_find.get(seat, []):
                    continue
                self.to_find[seat].remove(call.kind)
                face_up = t.round_view["players"][seat]["face_up"]
                index = next(
                    i for i, k in enumerate(face_up) if k == call.kind and i not in self.gone[seat]
                )
                self.gone[seat].add(index)
                start = t.card_rects(seat, len(face_up))[index]
                end = pygame.FRect(0, 0, 8, 8)
                end.center = self.item_spot(route.items[call.index]["pos"])
                t.motion.add(Tween(start, end, call.kind, duration=0.45, tag=("leave", seat)))
                found_any = True
        if calls:
            t.app.sounds.play("effect" if found_any else "call")

    def item_spot(self, board_pos) -> tuple[float, float]:
        """Where a board point is, in logical px."""
        t = self.scene
        real = t.app.painter.real_rect(t.board_area())
        return t.app.painter.to_logical(t.renderer.board_to_screen(board_pos, real))
