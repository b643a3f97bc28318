"""A game's own table scene as a read-only replay: mixed in before the game's TableScene
class (``type("Replay…", (ReplayMode, SilencioTable), {})``), so every position is drawn by
the real table.

Nothing is played, paced, curtained or saved (the kit's ``read_only``). The replay moves
through a Timeline's positions: one move forward plays the game's own motion (``on_events``:
Zilence's pointer flies), anything else jumps there without motion (``settle_show``). It is
seen through one seat's eyes (``view(seat)`` and that seat's log: what it knew then) or with
everything open (``open_view()``: every hand and the deck, for after the game). A click on
the table only explains; the controls sit in the prompt bar (see replay_controls.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from ...engine.common import Action
from ...i18n import N_, _
from ...ui import theme
from ...ui.painter import Painter
from ...ui.widgets import Button
from .privacy import HIDDEN_HAND, YOUR_HAND
from .replay_controls import (
    KEYS,
    OPEN,
    SPEEDS,
    ReplayControls,
)

STEP_SECONDS = 1.2  # between two moves while playing, at 1x
EXPLAIN = N_("This is a replay: the buttons on the right (or the arrow keys) move through it.")
LISTED_HAND = N_("{name}'s hand · in the list below")


class ReplayMode(ReplayControls):
    read_only = True

    def __init__(self, app, session, timeline, eyes: int = OPEN) -> None:
        self.timeline = timeline
        self.position = 0
        self.eyes = eyes  # a seat, or OPEN
        self.playing = False
        self.speed = 1.0
        self.wait = 0.0
        self.choosing_eyes = False  # the eyes' choices are open above the bar
        self.title = ""  # the game's name in the History screen's words, if it gave one
        self.title_of: Callable[[], str] | None = None  # the same words in a new language
        super().__init__(app, session)
        self.menu_button = Button(
            _("Back"),
            tuple(self.menu_button.rect),
            self.close,
            tooltip=_("Back (Esc)"),
            size=theme.SIZE_SMALL,
        )

    def language_changed(self) -> None:
        super().language_changed()
        if self.title_of is not None:
            self.title = self.title_of()
        self.menu_button.text, self.menu_button.tooltip = _("Back"), _("Back (Esc)")

    # ---- whose eyes -----------------------------------------------------------------------
    @property
    def viewer(self) -> int | None:
        return None if self.eyes == OPEN else self.eyes

    @property
    def seat(self) -> int:
        if self.eyes != OPEN:
            return self.eyes
        humans = self.session.humans
        return humans[0] if humans else 0

    def own_title(self, yours: str = YOUR_HAND, hidden: str = HIDDEN_HAND) -> str:
        if self.eyes == OPEN:
            return _(LISTED_HAND).format(name=self.names[self.seat])
        return super().own_title(yours, hidden)

    def view_now(self) -> dict[str, Any]:
        state = self.session.state
        return state.open_view() if self.eyes == OPEN else state.view(self.eyes)

    def log_reader(self) -> int | None:
        return self.viewer

    def set_eyes(self, eyes: int) -> None:
        self.eyes, self.choosing_eyes = eyes, False
        self.new_moment()

    def new_moment(self) -> None:
        """Another move or other eyes: the table is drawn anew and nothing half-chosen stays,
        but the person at the screen is the same, so the keyboard's focus and the pointer
        stay on the controls (Enter on "one move on" steps again)."""
        self.chooser.selected = None
        if self.selection is not None:
            self.selection.clear()
        self.drag = None
        self.refresh()

    def rebuild(self) -> None:
        """The controls are made anew with the table: the keyboard's focus stays on the
        control it was on (the table's objects before them come and go)."""
        focus = self.form.focus
        run = focus.on_click if isinstance(focus, Button) else None
        super().rebuild()
        if run is not None and not self.form.parked:
            same = [w for w in self.form.widgets if isinstance(w, Button) and w.on_click == run]
            if same:
                self.form.focus = same[0]

    # ---- nothing is played ----------------------------------------------------------------
    def my_turn(self) -> bool:
        return False

    def my_actions(self) -> list[Action]:
        return []

    def ended(self) -> bool:
        return False  # the last move stays a table with its controls (the bar names the end)

    def click(self, obj: Any) -> None:
        self.explain()

    def explain(self) -> None:
        self.flash, self.flash_time = _(EXPLAIN), 2.0
        self.app.sounds.play("click")

    def close(self) -> None:
        self.app.stack.pop()

    # ---- moving through the game ------------------------------------------------------------
    def step(self) -> None:
        """One move forward, with the game's own motion."""
        if self.position >= len(self.timeline):
            self.playing = False
            return
        self.settle_show()
        state = self.session.state
        before = len(state.events)
        state.apply(self.timeline.actions[self.position])
        self.position += 1
        self.new_moment()
        self.on_events(state.events[before:])

    def jump(self, position: int) -> None:
        """Straight to ``position``, without motion."""
        position = max(0, min(len(self.timeline), position))
        if position == self.position + 1 and not self.playing:
            self.step()
            return
        self.session.state = self.timeline.state_at(position)
        self.position = position
        self.new_moment()
        self.settle_show()

    def back(self) -> None:
        self.playing = False
        self.jump(self.position - 1)

    def forward(self) -> None:
        self.playing = False
        self.step()

    def first(self) -> None:
        self.playing = False
        self.jump(0)

    def last(self) -> None:
        self.playing = False
        self.jump(len(self.timeline))

    def round_back(self) -> None:
        self.playing = False
        self.jump(self.timeline.previous_round_start(self.position))

    def round_on(self) -> None:
        self.playing = False
        self.jump(self.timeline.next_round_start(self.position))

    def toggle_play(self) -> None:
        if not self.playing and self.position >= len(self.timeline):
            self.jump(0)  # played to the end: from the start again
        self.playing, self.wait = not self.playing, 0.0
        self.rebuild()

    def next_speed(self) -> None:
        self.speed = SPEEDS[(SPEEDS.index(self.speed) + 1) % len(SPEEDS)]
        self.rebuild()

    def next_eyes(self) -> None:
        order = list(range(self.session.state.num_players)) + [OPEN]
        self.set_eyes(order[(order.index(self.eyes) + 1) % len(order)])

    # ---- time and input ---------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.playing and not self.still_showing():
            self.wait += dt * self.speed
            if self.wait >= STEP_SECONDS:
                self.wait = 0.0
                self.step()
                if self.position >= len(self.timeline):
                    self.playing = False
                    self.rebuild()
        super().update(dt * self.speed)  # the game's own motion, at the chosen speed

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE and self.choosing_eyes:
                self.choosing_eyes = False
                self.rebuild()
                return True
            name = KEYS.get(event.key)
            if name is not None:
                getattr(self, name)()
                return True
        if self.menu_button.handle(event) or self.form.handle(event):
            return True
        if self.log_panel.handle(event):
            self.rebuild()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.choosing_eyes:
                self.choosing_eyes = False
                self.rebuild()
            else:
                self.explain()
            return True
        return False

    @property
    def busy(self) -> bool:
        return self.playing or self.flash_time > 0 or self.still_showing()

    # ---- drawing ------------------------------------------------------------------------------
    def draw_table(self, painter: Painter) -> None:
        super().draw_table(painter)
        if self.eyes == OPEN:
            self.draw_open(painter)
