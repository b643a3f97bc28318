"""Scenario helpers for the Silex tests: a table arranged card by card."""

from __future__ import annotations

from typing import Any

from game.engine import new_game
from game.engine.silex.data import CARDS, DATA, sort_cards
from game.engine.silex.state import SilexState


def arrange(
    players: int = 3,
    *,
    hands: dict[int, list[str]] | None = None,
    piles: list[list[str]] | None = None,
    spread: list[str] | None = None,
    turn: int = 0,
    revealed: dict[int, list[str]] | None = None,
    ideas: dict[int, list[int]] | None = None,
    black: dict[int, int] | None = None,
    options: dict[str, Any] | None = None,
    seed: int = 1,
) -> SilexState:
    """A new game whose hands, Village piles and spread are the given cards (other hands
    empty unless given). Characters not placed leave the game; Discoveries not placed stay in
    the box, except that the game keeps ``discoveries_per_game`` in play (extra ones are
    added to the spread)."""
    state = new_game("silex", players, seed=seed, options=options)
    assert isinstance(state, SilexState)
    hands = hands or {}
    piles = piles or [["neighbour-8"], ["neighbour-7"], ["neighbour-6"]]
    spread = list(spread or [])
    revealed = revealed or {}
    placed = [c for h in hands.values() for c in h] + [c for p in piles for c in p] + spread
    placed += [c for r in revealed.values() for c in r]
    assert len(set(placed)) == len(placed), "a card placed twice"
    found = [c for c in placed if not CARDS[c].is_character]
    missing = DATA.discoveries_per_game - len(found)
    assert missing >= 0
    spare = [c for c in DATA.discoveries if c not in found]
    spread += spare[:missing]
    state.hands = [sort_cards(hands.get(s, [])) for s in range(players)]
    state.piles = [list(p) for p in piles]
    state.spots = [{"spot": i, "place": i + 1, "card": c, "by": None} for i, c in enumerate(spread)]
    state.next_spot = len(spread)
    state.spread_places = len(spread)
    state.box = sort_cards(spare[missing:])
    used = set(placed) | set(spread)
    state.removed = sort_cards([c for c in DATA.characters if c not in used])
    state.revealed = [list(revealed.get(s, [])) for s in range(players)]
    for seat, values in (ideas or {}).items():
        for v in values:
            state.idea_supply.remove(v)
        state.ideas[seat] = list(values)
    for seat, count in (black or {}).items():
        state.black[seat] = count
    state.turn_seat = turn
    state.check_invariants()
    return state


def act(state: SilexState, *actions: dict[str, Any]) -> SilexState:
    for action in actions:
        state.apply(action)
        state.check_invariants()
    return state


def types(state: SilexState) -> set[str]:
    return {a["type"] for a in state.legal_actions()}


def play(cards: list[str], top: str, pile: int, kind: str = "play") -> dict[str, Any]:
    return {"type": kind, "cards": sort_cards(cards), "top": top, "pile": pile}
