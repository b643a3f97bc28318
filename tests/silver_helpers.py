"""Building Silver positions for scenario tests: values put onto chosen cards."""

from __future__ import annotations

from typing import Any

from game.engine import new_game
from game.engine.silver.state import SilverState


def fresh(players: int = 3, seed: int = 1, **options: Any) -> SilverState:
    state = new_game("silver", players, seed=seed, options=options)
    assert isinstance(state, SilverState)
    return state


def put(state: SilverState, tag: int, value: int, fixed: set[int]) -> None:
    """Give ``tag`` the value ``value`` by swapping with a card not in ``fixed``."""
    if state.val[tag] != value:
        other = next(t for t in range(52) if state.val[t] == value and t not in fixed and t != tag)
        state.val[tag], state.val[other] = state.val[other], state.val[tag]
    fixed.add(tag)


def rig(
    state: SilverState,
    villages: list[list[int]] | None = None,
    deck: list[int] | None = None,
    discard: list[int] | None = None,
) -> set[int]:
    """Villages as value lists (a shorter list drops cards into the removed pile), deck
    values from the top down, discard values bottom to top. Returns the fixed tags."""
    fixed: set[int] = set()
    if villages is not None:
        for seat, values in enumerate(villages):
            village = state.villages[seat]
            while len(village) > len(values):
                state.removed.append(village.pop())
            for tag, value in zip(village, values, strict=True):
                put(state, tag, value, fixed)
    if discard is not None:
        for tag in state.discard:
            state.up[tag] = False
            state.deck.insert(0, tag)
        state.discard = []
        for value in discard:
            tag = state.deck.pop(0)
            put(state, tag, value, fixed)
            state.up[tag] = True
            state.discard.append(tag)
    if deck is not None:
        for i, value in enumerate(deck):
            put(state, state.deck[-1 - i], value, fixed)
    state.check_invariants()
    return fixed


def skip_peeks(state: SilverState) -> None:
    while state.stage == "peek":
        state.apply({"type": "peek", "slots": [0, 1]})


def village_values(state: SilverState, seat: int) -> list[int]:
    return [state.val[t] for t in state.villages[seat]]


def types(state: SilverState) -> list[str]:
    return [e["type"] for e in state.events]


def turn_to(state: SilverState, seat: int) -> None:
    """Make it ``seat``'s turn (positions are rigged after the peeks)."""
    state.turn = seat
    state._reset_turn()


def discard_turns(state: SilverState, turns: int) -> None:
    """The next ``turns`` players each draw from the deck, discard it and skip its ability
    (the other players' last turns after a call, for example)."""
    for _ in range(turns):
        state.apply({"type": "draw"})
        state.apply({"type": "discard"})
        if state.decision is not None:
            state.apply({"type": "skip"})
