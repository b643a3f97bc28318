"""Every Silex log event, public or private, reads as a sentence."""

from __future__ import annotations

import random

from game.engine import GAMES, new_game
from game.engine.silex.describe import EVENT_TYPES, describe

NAMES = ["Ann", "Bob", "Cy", "Di"]


def all_events() -> list[dict]:
    events: list[dict] = []
    for seed in range(60):
        options = {"expert_doubles": seed % 2 == 0, "black_idea_draws": seed % 4 != 1}
        state = new_game("silex", 2 + seed % 3, seed=seed, options=options)
        rnd = random.Random(seed)
        while not state.is_over:
            state.apply(rnd.choice(state.legal_actions()))
        for seat in range(state.num_players):
            events += state.events_for(seat)
    return events


def test_describe_covers_every_event_type() -> None:
    assert GAMES["silex"].describe is describe
    events = all_events()
    seen = {e["type"] for e in events}
    assert seen == set(EVENT_TYPES), (set(EVENT_TYPES) - seen, seen - set(EVENT_TYPES))
    for event in events:
        text = describe(event, NAMES)
        fallback = f"{NAMES[event['seat']] if 'seat' in event else 'Someone'}: "
        assert text.endswith(".") and "{" not in text and "None" not in text, text
        assert not text.startswith(fallback + event["type"].replace("_", " ")), text
        if event.get("private"):
            assert text.startswith("You"), text


def test_sentences_name_the_cards_and_players() -> None:
    play = {
        "type": "play",
        "seat": 1,
        "cards": ["blog-2", "web-4"],
        "top": "blog-2",
        "pile": 0,
        "covered": "neighbour-4",
        "total": 6,
        "double": False,
    }
    assert describe(play, NAMES) == (
        "Bob plays an Addition worth 6 on pile 1: Blog 2 and Web 4, with Blog 2 on top, "
        "covering Madame Menhir (5)."
    )
    # One whole sentence per shape, in German and French too (no comma before "und"/"et",
    # no value in brackets beside a card's own).
    from game import i18n

    try:
        i18n.set_language("de")
        single = {**play, "cards": ["url-5"], "top": "url-5", "covered": "url-4", "total": 5}
        assert describe(single, NAMES) == "Bob spielt Url 5 auf Stapel 1 und deckt Url 4 ab."
        i18n.set_language("fr")
        assert describe({**single, "covered": None}, NAMES) == (
            "Bob joue Url 5 sur la pile 1, qui était vide."
        )
    finally:
        i18n.set_language("en")
    reveal = {"type": "reveal", "seat": 2, "card": "discovery-2", "value": 6, "round": 1}
    assert "Cy reveals the Discovery Flechesbook (6)" in describe({**reveal, "last": False}, NAMES)
    end = {"type": "game_end", "scores": [4, 4, 9], "winners": [0, 1], "ideas": [[], [], []]}
    assert describe(end, NAMES).endswith("Ann and Bob share the win.")
