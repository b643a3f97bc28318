"""The draw pile: a spread of face-down cards, each lying at its own spot.

Nothing is ever stacked: the drawer picks a spot. A card put back (Blog) is not shuffled in; it
goes to a free place that everyone sees, marked with who put it there, and only that player
knows what lies there.

A spot has two numbers. ``spot`` is the engine's name for it (actions and bots use it): never
reused within a game, so a remembered spot keeps its meaning. ``place`` is where it lies on
the table, the number the table shows on it and the log names: places stay put while the
round lasts (a drawn card leaves a gap, a card put back fills the first gap), and a new
round's spread is numbered 1, 2, ... again. A spot is a small dict ``{"spot": int, "place":
int, "card": str, "by": seat or None}``; ``spot``, ``place`` and ``by`` are public.
"""

from __future__ import annotations

import itertools
import random

Spot = dict


def lay_out(cards: list[str], rng: random.Random, first_id: int) -> list[Spot]:
    """Shuffle ``cards`` and spread them face down at spots ``first_id``, ``first_id + 1``...,
    at places 1, 2, ..."""
    cards = list(cards)
    rng.shuffle(cards)
    return [
        {"spot": first_id + i, "place": i + 1, "card": c, "by": None} for i, c in enumerate(cards)
    ]


def find(spots: list[Spot], spot_id: int) -> int | None:
    for i, s in enumerate(spots):
        if s["spot"] == spot_id:
            return i
    return None


def take(spots: list[Spot], spot_id: int) -> Spot:
    i = find(spots, spot_id)
    assert i is not None, f"no card at spot {spot_id}"
    return spots.pop(i)


def free_place(spots: list[Spot]) -> int:
    """The first place no card lies at (a gap a drawn card left, else the next one)."""
    taken = {s["place"] for s in spots}
    return next(p for p in itertools.count(1) if p not in taken)


def put_back(spots: list[Spot], card: str, seat: int, spot_id: int) -> int:
    """``card`` put back face down at the first free place; returns that place."""
    place = free_place(spots)
    spots.append({"spot": spot_id, "place": place, "card": card, "by": seat})
    return place


def close_up(spots: list[Spot]) -> None:
    """Number the places 1, 2, ... again in their order: a new round's spread, once the
    hand is refilled and the Village laid from it, lies without gaps. (The list's order is
    kept: it plays no part in where a card lies.)"""
    for n, s in enumerate(sorted(spots, key=lambda s: s["place"]), 1):
        s["place"] = n


def shuffle_contents(spots: list[Spot], rng: random.Random) -> None:
    """Mix the cards among the same spots (a Discovery slipped back in at random)."""
    cards = [s["card"] for s in spots]
    rng.shuffle(cards)
    for s, c in zip(spots, cards, strict=True):
        s["card"] = c
        s["by"] = None


def public(spots: list[Spot]) -> list[dict]:
    """What everyone sees of the spread, in the order of its places."""
    return [
        {"spot": s["spot"], "place": s["place"], "put_back_by": s["by"]}
        for s in sorted(spots, key=lambda s: s["place"])
    ]
