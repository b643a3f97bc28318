"""The cards, tokens and proposed rulings of Silex and the City, read from ``silex.json``.

Every number the rulebook extract does not print (card values, the Black Idea value) is a
proposal of shared/rules/silex.md; they all live in the JSON file so that a physical copy can
correct them without touching code. Standard library only.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ...i18n import _, pgettext

DATA_FILE = Path(__file__).with_name("silex.json")

DOTCOM = "dotcom"
NEIGHBOUR = "neighbour"
DISCOVERY = "discovery"


@dataclass(frozen=True)
class Card:
    """One card: ``id`` such as ``"blog-3"``, ``"neighbour-1"`` or ``"discovery-2"``."""

    id: str
    kind: str  # DOTCOM, NEIGHBOUR or DISCOVERY
    name: str  # what is printed: "Blog 3", "Lascaux Sifredi", "Flechesbook"
    character: str  # who it shows ("Blog", a Neighbour's name); "" for a Discovery
    value: int
    power: str  # "blog", "url", "web", "spam"; "" for Neighbours and Discoveries
    short: str = ""  # the word on the card's face: "Blog", "Sifredi", "Banque"

    @property
    def is_character(self) -> bool:
        return self.kind != DISCOVERY

    def as_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "kind": self.kind,
            "name": self.name,
            "character": self.character,
            "value": self.value,
            "power": self.power,
            "short": self.short or self.name,
        }


@dataclass(frozen=True)
class SilexData:
    cards: dict[str, Card]  # every card, in the canonical order
    characters: tuple[str, ...]  # Character card ids (Dotcoms then Neighbours)
    discoveries: tuple[str, ...]
    order: dict[str, int]  # canonical position of each card id
    min_players: int
    max_players: int
    hand_size: int
    rounds: int
    discoveries_per_game: int
    two_player_removed: int
    search_max_draw: int
    werther_start: str  # "left" or "right"
    idea_flints: tuple[int, ...]  # the supply's values, sorted
    black_idea_count: int
    black_idea_value: int
    options: dict[str, Any]  # the proposed rulings (defaults of the game options)


def _int(value: Any, what: str) -> int:
    if type(value) is not int:
        raise ValueError(f"silex.json: {what} must be a whole number, not {value!r}")
    return value


def parse(raw: dict[str, Any]) -> SilexData:
    cards: list[Card] = []
    for character, entry in raw["dotcoms"].items():
        for i, value in enumerate(entry["values"], start=1):
            cards.append(
                Card(
                    f"{character.lower()}-{i}",
                    DOTCOM,
                    f"{character} {value}",
                    character,
                    _int(value, f"{character} value"),
                    str(entry["power"]),
                    character,
                )
            )
    for i, entry in enumerate(raw["neighbours"], start=1):
        name = str(entry["name"])
        short = str(entry.get("short", name))
        value = _int(entry["value"], name)
        cards.append(Card(f"neighbour-{i}", NEIGHBOUR, name, name, value, "", short))
    for i, entry in enumerate(raw["discoveries"], start=1):
        name = str(entry["name"])
        short = str(entry.get("short", name))
        value = _int(entry["value"], name)
        cards.append(Card(f"discovery-{i}", DISCOVERY, name, "", value, "", short))
    names = [c.character for c in cards if c.kind == NEIGHBOUR]
    if len(set(names)) != len(names) or set(names) & set(raw["dotcoms"]):
        raise ValueError("silex.json: every Neighbour must be a different character")
    flints: list[int] = []
    for value, count in raw["idea_flints"].items():
        flints += [int(value)] * _int(count, "an Idea flint count")
    data = SilexData(
        cards={c.id: c for c in cards},
        characters=tuple(c.id for c in cards if c.is_character),
        discoveries=tuple(c.id for c in cards if not c.is_character),
        order={c.id: i for i, c in enumerate(cards)},
        min_players=_int(raw["players"]["min"], "players.min"),
        max_players=_int(raw["players"]["max"], "players.max"),
        hand_size=_int(raw["hand_size"], "hand_size"),
        rounds=_int(raw["rounds"], "rounds"),
        discoveries_per_game=_int(raw["discoveries_per_game"], "discoveries_per_game"),
        two_player_removed=_int(raw["two_player_removed"], "two_player_removed"),
        search_max_draw=_int(raw["search_max_draw"], "search_max_draw"),
        werther_start=str(raw["werther_start"]),
        idea_flints=tuple(sorted(flints)),
        black_idea_count=_int(raw["black_idea"]["count"], "black_idea.count"),
        black_idea_value=_int(raw["black_idea"]["value"], "black_idea.value"),
        options=dict(raw["options"]),
    )
    if data.werther_start not in ("left", "right"):
        raise ValueError("silex.json: werther_start is left or right")
    if not 1 <= data.rounds <= data.discoveries_per_game <= len(data.discoveries):
        raise ValueError("silex.json: rounds <= discoveries_per_game <= Discoveries in the box")
    return data


def load(path: Path = DATA_FILE) -> SilexData:
    with open(path, encoding="utf-8") as f:
        return parse(json.load(f))


DATA = load()
CARDS = DATA.cards


def card(card_id: str) -> Card:
    return CARDS[card_id]


def value(card_id: str) -> int:
    return CARDS[card_id].value


def sort_cards(ids: list[str]) -> list[str]:
    """Card ids in the one canonical order (hands, actions and events use it)."""
    return sorted(ids, key=DATA.order.__getitem__)


# The words of the cards in the player's language (the printed names are the French edition's).
CARD_CONTEXT = "silex card"


def printed(word: str) -> str:
    """A name or word printed on a card (silex.json), in the current language."""
    return pgettext(CARD_CONTEXT, word)


def card_name(card_id: str) -> str:
    c = CARDS[card_id]
    if c.kind == NEIGHBOUR:
        return _("{name} ({value})").format(name=printed(c.name), value=c.value)
    if c.kind == DISCOVERY:
        return _("Discovery {name} ({value})").format(name=printed(c.name), value=c.value)
    return c.name  # "Blog 3": the same in every edition


def catalogue_messages() -> list[tuple[str, str | None]]:
    """Every name and word printed on a card, for the catalogues (game.i18n.catalogs DATA)."""
    words: list[str] = []
    for c in CARDS.values():
        words += [c.character if c.kind == DOTCOM else c.name, c.short]
    return [(w, CARD_CONTEXT) for w in dict.fromkeys(words) if w]
