"""What one action let anyone learn: the engine's answer to "may this move be taken back?".

Every action is one of three, worked out from what the action produced (its public events,
each seat's private events, whether the state's generator was used) against the game's
declared event types, never guessed by the table:

- ``NONE``: nobody learned anything hidden (a pass, a public choice, a secret choice made).
- ``OWN``: the actor learned nothing, but others may have learned the actor's own secret (a
  card played from its hand, a card handed to a neighbour). Undoing it lets nobody learn
  anything: the actor knew it all already, and another human only sees it after lifting a
  curtain, which ends the undo.
- ``NEW``: something came to light that was hidden from the actor or from everyone: chance
  (a draw, a shuffle, a symbol), a peek, a card turned, a card received, a round revealed.
  It is never taken back.

A game declares four sets of event types on its state class (``DisclosureRules``); any event
type it did not declare counts as ``NEW``, so a forgotten type errs towards no undo. A game
whose event's meaning depends on its facts overrides ``GameState.disclosure_of`` (noting what
it needs from before the action in ``disclosure_memo``).
tests/test_disclosure.py checks every declaration against re-dealt worlds: after an action
declared ``NONE`` or ``OWN`` the actor's view is the same in every world it could be in, and
after one declared ``NONE`` so is every other seat's.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .decision import ANYONE

if TYPE_CHECKING:
    from .state import Action, GameState

NONE, OWN, NEW = "none", "own", "new"


@dataclass(frozen=True)
class DisclosureRules:
    """A game's event types by what they tell (see the module's docstring)."""

    silent: frozenset[str] = field(default_factory=frozenset)  # public: nothing hidden
    shows: frozenset[str] = field(default_factory=frozenset)  # public: the actor's own secret
    echoes: frozenset[str] = field(default_factory=frozenset)  # private to the actor: known
    handed: frozenset[str] = field(default_factory=frozenset)  # private to another: the actor's


@dataclass(frozen=True)
class Step:
    """One applied action as the table remembers it: who acted and what it disclosed."""

    seat: int
    disclosure: str


def actor_of(state: GameState, action: Action) -> int:
    """The seat that makes ``action`` now (in an ANYONE moment, the one the action names)."""
    if state.decision is None and state.moment() == ANYONE:
        return int(action["seat"])
    current = state.current_player
    assert current is not None, "no move once the game is over"
    return current


def apply_noted(state: GameState, action: Action) -> Step:
    """Apply ``action`` (as ``state.apply``: IllegalAction changes nothing) and say who made
    it and what it disclosed."""
    actor = actor_of(state, action) if state.is_legal(action) else -1
    rng = state.rng.getstate()
    memo = state.disclosure_memo()
    public = len(state.events)
    private = [len(p) for p in state.private]
    state.apply(action)
    told = {s: state.private[s][n:] for s, n in enumerate(private) if len(state.private[s]) > n}
    chance = state.rng.getstate() != rng
    return Step(actor, state.disclosure_of(actor, state.events[public:], told, chance, memo))


def disclosure(
    rules: DisclosureRules,
    actor: int,
    public: list[dict[str, Any]],
    private: dict[int, list[dict[str, Any]]],
    chance: bool,
) -> str:
    """The level of one action from its events (see the module's docstring)."""
    level = NONE
    if chance:
        return NEW
    for seat, events in private.items():
        for event in events:
            kind = event.get("type")
            if seat == actor and kind in rules.echoes:
                continue
            if seat != actor and kind in rules.handed:
                level = OWN
                continue
            return NEW
    for event in public:
        kind = event.get("type")
        if kind in rules.silent:
            continue
        if kind in rules.shows:
            level = OWN
            continue
        return NEW
    return level
