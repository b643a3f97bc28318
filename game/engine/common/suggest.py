""" "Suggest a move": what a computer in the seat at the screen would do, and why, in one
sentence.

The move is exactly ``choose`` (the same seeded generator, so a suggestion is the move a
computer in that seat would make). The reason comes from the game's ``GameInfo.reason``, which
is handed the seat's input only (its view, its log, its legal actions), never the state: a
reason can say no more than the seat may know, and the same on every state the seat cannot
tell from the real one.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...i18n import _
from .bots import BotInput, choice_rng, choose

if TYPE_CHECKING:
    from .registry import GameInfo
    from .state import Action, GameState


@dataclass(frozen=True)
class Suggestion:
    action: Action
    reason: str


def suggest(state: GameState, info: GameInfo, seat: int, level: str = "") -> Suggestion:
    """``seat``'s move as a computer at ``level`` (the game's default when empty), with its
    reason. ``seat`` must have a move now."""
    action = choose(state, info, seat, level)
    return Suggestion(action, reason_for(state, info, seat, action, level))


def reason_for(state: GameState, info: GameInfo, seat: int, action: Action, level: str = "") -> str:
    """Why a computer in ``seat`` makes ``action`` now, from the seat's input alone."""
    if info.reason is None:
        return _("This is the move a computer player would make in your seat.")
    return info.reason(reason_input(state, seat, level or info.default_bot_level), action)


def reason_input(state: GameState, seat: int, level: str) -> BotInput:
    """The seat's input as ``choose`` builds it (its generator seeded the same, so a reason may
    retrace a bot's dice), without the re-dealing: a reason reads, it does not search."""

    def no_sample() -> GameState:
        raise RuntimeError("a reason reads the seat's view; it does not search")

    return BotInput(
        seat=seat,
        view=state.view(seat),
        actions=state.actions_for(seat),
        rng=choice_rng(state, seat),
        log=state.events_for(seat),
        sample=no_sample,
        level=level,
    )
