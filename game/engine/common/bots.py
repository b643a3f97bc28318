"""What a computer player is given: its own view and log, and states re-dealt from them.

A bot never receives the true state. A bot that searches calls ``sample()``, which returns a
state the seat cannot tell from the real one (``resample_secrets``), with every hidden card
dealt anew, and plays it forward on that.
"""

from __future__ import annotations

import os
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .registry import GameInfo
    from .state import Action, GameState


@dataclass
class BotInput:
    seat: int
    view: dict[str, Any]
    actions: list[Action]
    rng: random.Random
    log: list[dict[str, Any]]  # public events and this seat's private ones
    sample: Callable[[], GameState]
    level: str = ""  # the seat's skill or memory setting, one of GameInfo.bot_levels

    @property
    def table(self) -> dict[str, Any]:
        """The game's own part of the view."""
        return self.view["table"]


Bot = Callable[[BotInput], "Action"]


def bot_input(state: GameState, seat: int, rng: random.Random, level: str = "") -> BotInput:
    """Everything ``seat`` may use to decide, and nothing more."""
    return BotInput(
        seat=seat,
        view=state.view(seat),
        actions=state.actions_for(seat),
        rng=rng,
        log=state.events_for(seat),
        sample=lambda: state.resample_secrets(seat, rng),
        level=level,
    )


def choice_rng(state: GameState, seat: int) -> random.Random:
    """The generator a computer in ``seat`` decides with now: seeded from the game and the
    move, so whoever retraces a choice (a suggestion's reason) draws the same numbers. A state
    re-dealt from the seat's view keeps the seed and the move, so it draws the same too."""
    return random.Random(f"{state.seed}:{len(state.history)}:{seat}")


def choose(state: GameState, info: GameInfo, seat: int, level: str = "") -> Action:
    """``seat``'s choice as a computer at ``level`` (the game's default when empty). Its
    generator is seeded from the game and the move, so the choice is the same wherever it is
    worked out (the frame's thread or the bot process)."""
    rng = choice_rng(state, seat)
    if info.bot is None:
        return rng.choice(state.actions_for(seat))
    return info.bot(bot_input(state, seat, rng, level or info.default_bot_level))


# Set (to anything) by the tests: searching bots then spend their whole budget of work, so a
# choice is the same on any machine and in any process (the deadline only guards the clock).
FIXED_EFFORT_ENV = "QUIET_TABLE_FIXED_EFFORT"


def deadline(ms: float, start: float | None = None) -> float:
    """The thread-time at which a search stops whatever is left of its budget: the thread's
    CPU time, so a busy machine does not cut a decision short."""
    if os.environ.get(FIXED_EFFORT_ENV):
        return float("inf")
    return (time.thread_time() if start is None else start) + ms / 1000
