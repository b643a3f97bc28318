"""Every Silver log event reads as a sentence."""

from __future__ import annotations

import random

from game.engine import GAMES, new_game
from game.engine.common import bot_input
from game.engine.silver.bot import bot
from game.engine.silver.describe import EVENT_TYPES, describe

NAMES = ["Ann", "Bo", "Cy", "Di"]
OPTIONS = [
    {},
    {"rascal_spares": "deck", "seer_scope": "opponents_and_deck"},
    {"villager_end": "end_of_turn", "deck_out": "no_draw", "witch_optional": False},
]


def test_every_event_type_is_described() -> None:
    seen: set[str] = set()
    for seed in range(45):
        options = OPTIONS[seed % 3]
        state = new_game("silver", 2 + seed % 3, seed=seed, options=options)
        rnd = random.Random(seed)
        while not state.is_over:
            seat = state.current_player
            if seed % 2:
                action = bot(bot_input(state, seat, rnd, "good"))
            else:
                action = rnd.choice(state.legal_actions())
            state.apply(action)
        for seat in range(state.num_players):
            for event in state.events_for(seat):
                assert event["type"] in EVENT_TYPES, event["type"]
                text = describe(event, NAMES)
                assert text.endswith((".", "!")) and "{" not in text and "None" not in text
                seen.add(event["type"])
    assert seen == set(EVENT_TYPES), set(EVENT_TYPES) - seen
    assert GAMES["silver"].describe is describe


def test_the_last_round_end_promises_no_next_round() -> None:
    """Issue 17 playtest: the log's last round end said someone "starts next round"."""
    state = new_game("silver", 3, seed=2)
    rnd = random.Random(2)
    while not state.is_over:
        state.apply(rnd.choice(state.legal_actions()))
    ends = [e for e in state.events_for(0) if e["type"] == "round_end"]
    assert len(ends) == 4
    assert "next round" in describe(ends[0], NAMES)
    assert "next round" not in describe(ends[-1], NAMES)


def test_where_a_card_is_looked_at_is_part_of_one_whole_sentence() -> None:
    """Own village, another's, in German and French: one catalogue entry per shape (it read
    "sieht sich mit Betrachter eine Karte an (eigenes Dorf)")."""
    from game import i18n

    own = {"type": "look", "seat": 0, "owner": 0, "ability": "beholder"}
    other = {**own, "owner": 2, "ability": "apprentice"}
    try:
        i18n.set_language("de")
        assert describe(own, NAMES) == (
            "Ann sieht sich mit der Karte Betrachter eine Karte im eigenen Dorf an."
        )
        assert describe(other, NAMES) == (
            "Ann sieht sich mit der Karte Seherlehrling eine Karte im Dorf von Cy an."
        )
        i18n.set_language("fr")
        assert describe(other, NAMES) == (
            "Ann utilise la carte Apprenti voyant pour regarder une carte dans le village de Cy."
        )
    finally:
        i18n.set_language("en")
    assert describe(own, NAMES) == "Ann uses the Beholder to view a card in their own village."
