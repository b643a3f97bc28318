"""Character decks, refilling the three face-up items, and finding items on a route."""

from __future__ import annotations

import functools
import json
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from ...i18n import pgettext
from ..common.resources import level_path
from .datafile import rgb, text
from .errors import BoardError, Problem

DECK_SIZE = 12


@dataclass(frozen=True)
class Character:
    cid: str
    name: str
    rgb: tuple[int, int, int]
    deck: tuple[str, ...]

    @property
    def shown_name(self) -> str:
        """The character's name in the current language (decks.json holds the English)."""
        return pgettext("Zilence character", self.name)


def read_characters(
    path: Path, item_ids: Iterable[str]
) -> tuple[tuple[Character, ...], list[Problem]]:
    """Characters from ``decks.json``, with every problem found (unknown items, sizes)."""
    label = path.name
    known = set(item_ids)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        chars = tuple(
            Character(text(c["id"]), text(c["name"]), rgb(c["rgb"]), tuple(map(text, c["deck"])))
            for c in data["characters"]
        )
    except Exception as exc:  # deep nesting, wrong shapes: the file is named, never a crash
        return (), [Problem(label, None, f"cannot be read ({type(exc).__name__}: {exc})")]
    problems = []
    for c in chars:
        if len(c.deck) != DECK_SIZE:
            problems.append(
                Problem(label, None, f"{c.name}'s deck has {len(c.deck)} cards, not 12")
            )
        for kind in sorted(set(c.deck) - known):
            problems.append(Problem(label, None, f"{c.name}'s deck has unknown item {kind!r}"))
    if len(chars) < 4:
        problems.append(Problem(label, None, f"has {len(chars)} characters; 4 players need 4"))
    return chars, problems


@functools.lru_cache(maxsize=4)
def _characters(root: str, items: tuple[str, ...]) -> tuple[Character, ...]:
    chars, problems = read_characters(Path(root) / "decks.json", items)
    if problems:
        raise BoardError(problems, root)
    return chars


def load_characters(item_ids: tuple[str, ...], root: Path | None = None) -> tuple[Character, ...]:
    return _characters(str((root or level_path("zilence")).resolve()), tuple(item_ids))


def refill(face_up: list[str], deck: list[str], size: int = 3) -> list[str]:
    """Reveal cards until ``size`` different items lie face up; returns the cards revealed.

    A duplicate of a face-up item goes back under the deck, unless only duplicates are left
    (the end-of-deck case: then two identical items may lie face up). Changes both lists.
    """
    revealed = []
    while len(face_up) < size and deck:
        card = deck.pop(0)
        if card in face_up and any(c not in face_up for c in deck):
            deck.append(card)
            continue
        face_up.append(card)
        revealed.append(card)
    return revealed


def find(face_up: list[str], route_items: Iterable[str]) -> list[str]:
    """The face-up cards a route finds, with multiplicity: two identical face-up cards need
    two pictures of that item on the route. Returns the found cards in the order met."""
    wanted = list(face_up)
    found = []
    for kind in route_items:
        if kind in wanted:
            wanted.remove(kind)
            found.append(kind)
    return found
