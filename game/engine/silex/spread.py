"""The draw pile: a spread of face-down cards, each lying at its own numbered spot.

Nothing is ever stacked: the drawer picks a spot. A card put back (Blog) is not shuffled in; it
gets a new spot that everyone sees, marked with who put it there, and only that player knows
what lies there. Spot numbers are never reused within a game, so a remembered spot keeps its
meaning. A spot is a small dict ``{"spot": int, "card": str, "by": seat or None}``; only
``spot`` and ``by`` are public.
"""

from __future__ import annotations

import random

Spot = dict


def lay_out(cards: list[str], rng: random.Random, first_id: int) -> list[Spot]:
    """Shuffle ``cards`` and spread them face down at spots ``first_id``, ``first_id + 1``..."""
    cards = list(cards)
    rng.shuffle(cards)
    return [{"spot": first_id + i, "card": c, "by": None} for i, c in enumerate(cards)]


def find(spots: list[Spot], spot_id: int) -> int | None:
    for i, s in enumerate(spots):
        if s["spot"] == spot_id:
            return i
    return None


def take(spots: list[Spot], spot_id: int) -> Spot:
    i = find(spots, spot_id)
    assert i is not None, f"no card at spot {spot_id}"
    return spots.pop(i)


def put_back(spots: list[Spot], card: str, seat: int, spot_id: int) -> None:
    spots.append({"spot": spot_id, "card": card, "by": seat})


def shuffle_contents(spots: list[Spot], rng: random.Random) -> None:
    """Mix the cards among the same spots (a Discovery slipped back in at random)."""
    cards = [s["card"] for s in spots]
    rng.shuffle(cards)
    for s, c in zip(spots, cards, strict=True):
        s["card"] = c
        s["by"] = None


def public(spots: list[Spot]) -> list[dict]:
    return [{"spot": s["spot"], "put_back_by": s["by"]} for s in spots]
