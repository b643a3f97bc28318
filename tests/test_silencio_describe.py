"""Silencio's log: whole sentences in every language, one catalogue entry per shape."""

from __future__ import annotations

import pytest

from game import i18n
from game.engine.silencio.describe import describe

NAMES = ["Ana", "Ben", "Cleo"]


@pytest.fixture
def language():
    def use(code: str) -> None:
        i18n.set_language(code)

    yield use
    i18n.set_language("en")


def test_a_player_who_names_themself_for_the_swap_is_not_named_twice(language) -> None:
    event = {"type": "swap_named", "seat": 1, "named": 1, "effect": "green light"}
    said = {
        "en": "Ben names no one else and makes the green swap.",
        "de": "Ben bestimmt keinen anderen Spieler und macht den grünen Tausch selbst.",
        "fr": "Ben ne désigne personne d’autre et fait l’échange vert.",
    }
    for code, sentence in said.items():
        language(code)
        assert describe(event, NAMES) == sentence
    language("en")
    other = {**event, "named": 2}
    assert describe(other, NAMES) == "Ben names Cleo for a green swap."


def test_a_new_oracle_lists_its_cards_with_their_articles(language) -> None:
    event = {"type": "oracle_renewed", "seat": 0, "revealed": ["red-3", "green-4", "yellow-8"]}
    said = {
        "en": "the new Oracle shows the red 3, the green 4 and the yellow 8.",
        "de": "das neue Orakel zeigt die rote 3, die grüne 4 und die gelbe 8.",
        "fr": "le nouvel Oracle montre le 3 rouge, le 4 vert et le 8 jaune.",
    }
    for code, ending in said.items():
        language(code)
        assert describe(event, NAMES).endswith(ending)


def test_german_starts_the_clause_after_a_colon_with_a_capital(language) -> None:
    language("de")
    event = {"type": "modifier", "seat": 0, "effect": "green dark", "modifier": "must_green"}
    assert describe(event, NAMES).endswith(": Die nächste ausgespielte Karte muss grün sein.")
    play = {
        "type": "play",
        "seat": 0,
        "card": "red-2",
        "side": "dark",
        "face_up": False,
        "owner": 0,
        "outcome": "skipped",
    }
    assert describe(play, NAMES) == "Ana spielt die rote 2 (dunkel): Ihr Effekt entfällt."
