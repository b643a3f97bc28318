"""The choices a host makes for a seat: its computer player's, and the engine's words for a
refused move.

In a held secret choice (Zilence) a computer may choose before its turn in the engine comes:
it decides on a copy where that turn has come, which offers it the same choices.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..engine.common import SECRET, Action, choose
from ..shell.session import Session
from . import protocol as p

# Games whose secret choice offers every seat still to choose the same actions, so a seat may
# choose before its turn in the engine comes (the host holds the choice till then).
HELD_SECRETS = frozenset({"zilence"})


def explain(state: Any, action: Action) -> str:
    try:
        return state.explain_illegal(action)
    except Exception:  # a malformed action must not break the explanation
        return p.reason_text("illegal")


Computer = Callable[[Session, int, list[Action]], Action]


def bot_choice(session: Session, seat: int, offered: list[Action]) -> Action:
    """The game's computer player for ``seat`` (from what that seat may know only)."""
    state = session.state
    held = session.game_id in HELD_SECRETS and state.moment() == SECRET
    if held and seat != state.current_player:
        return _secret_choice(session, seat)
    return session.bot_action(seat)


def _secret_choice(session: Session, seat: int) -> Action:
    """A computer's secret choice for a seat whose turn in the engine has not come: decided
    on a copy where it is that seat's turn (the choices offered are the same for all)."""
    state = session.state
    copy = state.clone()
    for other in state.secret_pending():
        if other == seat:
            break
        copy.apply(copy.legal_actions()[0])  # the seats before it: any choice (unseen)
    return choose(copy, session.info, seat, session.seats[seat].level)
