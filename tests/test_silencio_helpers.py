"""Helpers to arrange Silencio positions by hand (imported by the other Silencio tests)."""

from __future__ import annotations

from typing import Any

import game.engine.silencio  # noqa: F401  (registers the game)
from game.engine import new_game
from game.engine.silencio.cards import CARD_RANK, sort_cards
from game.engine.silencio.state import SilencioState


def arrange(
    hands: list[list[str]],
    rows: dict[str, list[str]] | None = None,
    *,
    oracle: list[str] | None = None,
    deck: list[str] | None = None,
    face_up: list[list[str]] | None = None,
    turn: int = 0,
    seed: int = 1,
    options: dict[str, Any] | None = None,
    lit: bool = False,
) -> SilencioState:
    """A state in the play phase with exactly these cards where given.

    Rows list their cards bottom to top; each card's side follows from the card below it.
    Cards not placed anywhere go to the deck (or, if ``deck`` is given, to the box), so the
    invariant "no card created or lost" keeps holding. Shrines start unlit unless ``lit``,
    so that a turn ends right after its card unless a test is about shrines.
    """
    state = new_game("silencio", len(hands), seed=seed, options=options)
    assert isinstance(state, SilencioState)
    n = state.num_players
    state.hands = [sort_cards(list(h)) for h in hands]
    state.face_up = [sort_cards(list(f)) for f in (face_up or [[] for _ in range(n)])]
    state.rows = {c: [] for c in state.rows}
    for color, cards in (rows or {}).items():
        below = 1
        for card in cards:
            side = "light" if CARD_RANK[card] - below >= 2 else "dark"
            state.rows[color].append((card, side))
            below = CARD_RANK[card]
    placed = {c for h in state.hands for c in h}
    placed |= {c for f in state.face_up for c in f}
    placed |= {card for row in state.rows.values() for card, _ in row}
    rest = [c for c in state.all_cards if c not in placed]
    state.oracle = list(oracle) if oracle is not None else rest[-n:]
    rest = [c for c in rest if c not in state.oracle]
    if deck is None:
        state.deck, state.box = rest, []
    else:
        state.deck = list(deck)
        state.box = [c for c in rest if c not in set(deck)]
    state.lit = dict.fromkeys(state.lit, lit)
    state.phase = "play"
    state.start_player = turn
    state.passes_done = n
    state._begin_turn(turn)
    state.check_invariants()
    return state


def act(state: SilencioState, *actions: dict[str, Any]) -> SilencioState:
    """Apply actions in order, checking the invariants after each."""
    for action in actions:
        state.apply(action)
        state.check_invariants()
    return state


def play(card: str) -> dict[str, Any]:
    return {"type": "play", "card": card}


def last_event(state: SilencioState, type_: str) -> dict[str, Any]:
    return next(e for e in reversed(state.events) if e["type"] == type_)


def test_arrange_builds_a_consistent_position() -> None:
    state = arrange([["red-4"], ["blue-3", "red-2"], ["blue-4"]], {"green": ["green-2"]})
    assert state.phase == "play" and state.current_player == 0
    assert state.rows["green"] == [("green-2", "dark")]
    assert len(state.deck) == 36 - 5 - 3 and state.box == []
