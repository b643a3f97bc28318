"""A guided first game: a fixed deal on the real engine and the real table, with steps that
teach in a fixed order (what the game is about, how you win, what a turn looks like, then
each rule at the moment it first matters).

A step either explains (it moves on with a press) or waits for the move it teaches: any
other move of the learner is refused with one line saying what would do, and nothing
changes. A step may wait for its moment (``when``): until then the game goes on freely.
While an explaining step is on screen, or the learner is asked for a move that anyone may
make, the computers wait. The run is kept in the save (the step reached), so a guided game
continues where it was left.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..engine.common import Action, GameState
from ..i18n import _

LEARNER = 0  # the learner sits in seat 0; the other seats are computers

Test = Callable[[GameState], bool]
Move = Callable[[GameState, Action], bool]


@dataclass(frozen=True)
class Step:
    text: str  # English, marked N_(); translated where shown
    anchor: str = ""  # the part of the table it points at ("": the table as a whole)
    move: Move | None = None  # the move it waits for; None: it explains, a press moves on
    hint: str = ""  # what would do (N_), said when another move is refused
    when: Test | None = None  # its moment: until then the step waits and play goes on

    @property
    def explains(self) -> bool:
        return self.move is None


@dataclass(frozen=True)
class Guide:
    """One title's guided game: its deal, its seats and its steps."""

    game_id: str
    title: str  # N_(): the guide's name on screen
    seed: int
    options: dict[str, Any]
    computers: tuple[tuple[str, str], ...]  # (name, level) of each seat after the learner
    steps: tuple[Step, ...]
    learned: tuple[str, str, str]  # N_(): what was learned, shown at the end

    @property
    def players(self) -> int:
        return 1 + len(self.computers)

    def words(self) -> int:
        """Words a learner reads (the closing note's reading time)."""
        texts = [s.text for s in self.steps] + list(self.learned)
        return sum(len(t.split()) for t in texts)


@dataclass
class GuideRun:
    """A guide in progress: the step reached (kept in the save) and the one shown."""

    guide: Guide
    step: int = 0
    shown: int | None = None  # an earlier step shown again (Back), else None
    reached: list[int] = field(default_factory=list)  # steps that have been on screen

    @property
    def finished(self) -> bool:
        return self.step >= len(self.guide.steps)

    def current(self) -> Step | None:
        return None if self.finished else self.guide.steps[self.step]

    def on_screen(self, state: GameState) -> Step | None:
        """The step to show now: one shown again, else the current one once its moment has
        come (None: play goes on without a note)."""
        if self.shown is not None:
            return self.guide.steps[self.shown]
        step = self.current()
        if step is None or state.is_over:
            return None
        if step.when is not None and not step.when(state):
            return None
        if self.step not in self.reached:
            self.reached.append(self.step)
        return step

    def holds(self, state: GameState) -> bool:
        """The computers wait: a note to read is up, or the learner is asked for a move
        that anyone may make (they would take it first)."""
        step = self.on_screen(state)
        if step is None:
            return False
        if step.explains:
            return True
        # Not in a secret moment whose earlier choosers are computers: the learner's turn
        # to choose comes only after theirs.
        mine = bool(state.actions_for(LEARNER))
        return mine and LEARNER in state.actors() and state.current_player != LEARNER

    def refusal(self, state: GameState, action: Action) -> str:
        """Why the learner may not make ``action`` now ("" : they may)."""
        if self.shown is not None:
            return _("You are reading an earlier step: press Continue to come back.")
        step = self.on_screen(state)
        if step is None:
            return ""
        if step.explains:
            return _("First read the note, then press Continue.")
        if step.move is not None and step.move(state, action):
            return ""
        return _("Not this move yet: {hint}").format(hint=_(step.hint))

    def teaches(self, state: GameState, action: Action) -> bool:
        """``action`` (not made yet) is the move the step on screen waits for: once it is
        made, that step is done (see ``advance``)."""
        step = self.on_screen(state) if self.shown is None else None
        return step is not None and step.move is not None and step.move(state, action)

    def advance(self) -> None:
        self.step += 1

    def press(self) -> None:
        """Continue: back from an earlier step, or on from a note."""
        if self.shown is not None:
            self.shown = self.shown + 1 if self.shown + 1 < self.step else None
            return
        step = self.current()
        if step is not None and step.explains:
            self.step += 1

    def back(self) -> None:
        """Show the step before the one on screen again (reading only)."""
        at = self.shown if self.shown is not None else self.step
        if at > 0:
            self.shown = at - 1

    def to_json(self) -> dict[str, Any]:
        return {"game": self.guide.game_id, "step": self.step}


def play_through(guide: Guide, learner: Callable[[GameState, Step | None], Action]) -> GuideRun:
    """The guided game played headless to the guide's end (or the game's): the learner's
    moves from ``learner`` (given the state and the step on screen), the computers' their
    own, notes pressed on at once. For the tests and for choosing a guide's deal."""
    from ..engine import GAMES, new_game
    from ..engine.common import choose

    state = new_game(guide.game_id, guide.players, guide.seed, guide.options)
    run = GuideRun(guide)
    levels = [""] + [level for _name, level in guide.computers]
    for _turn in range(5000):
        if run.finished or state.is_over:
            break
        step = run.on_screen(state)
        if step is not None and step.explains:
            run.press()
            continue
        if state.actions_for(LEARNER):  # in a secret moment, once the seats before have chosen
            action = learner(state, step)
            refused = run.refusal(state, action)
            if refused:
                raise AssertionError(f"the learner's {action} was refused: {refused}")
            taught = run.teaches(state, action)
            state.apply(action)
            if taught:
                run.advance()
            continue
        seat = state.current_player
        assert seat is not None
        state.apply(choose(state, GAMES[guide.game_id], seat, levels[seat]))
    run.state = state  # type: ignore[attr-defined]
    return run
