"""Silex views leak nothing: hands, Idea flint values, the spread's contents, the box."""

from __future__ import annotations

import json
import random

import pytest

from game.engine import new_game
from game.engine.silex.state import SilexState

from .silex_helpers import act, arrange, play


def positions(players: int, seed: int, options: dict | None = None):
    """Every position of a random game."""
    state = new_game("silex", players, seed=seed, options=options)
    rnd = random.Random(seed)
    while True:
        yield state
        if state.is_over:
            return
        state.apply(rnd.choice(state.legal_actions()))


def hidden_from(state: SilexState, seat: int) -> set[str]:
    """Card ids ``seat`` must not find in its view."""
    hidden = {c for s in range(state.num_players) if s != seat for c in state.hands[s]}
    hidden |= {sp["card"] for sp in state.spots if sp["by"] != seat}
    hidden |= set(state.removed) | set(state.box)
    if state.rebuild is not None and state.rebuild["seat"] != seat:
        hidden |= set(state.rebuild["discards"])
    return hidden


@pytest.mark.parametrize("players", [2, 3, 4])
def test_views_hold_no_hidden_card(players: int) -> None:
    for seed in range(4):
        options = {"expert_doubles": seed % 2 == 1}
        for state in positions(players, seed, options):
            for seat in range(players):
                view = state.view(seat)
                text = json.dumps(view)
                leaked = [c for c in hidden_from(state, seat) if f'"{c}"' in text]
                assert not leaked, f"seat {seat} sees {leaked}"
                for p in view["table"]["players"]:
                    if p["seat"] != seat and not state.is_over:
                        assert p["idea_values"] is None
                    assert p["ideas"] == len(state.ideas[p["seat"]])
                    assert p["hand_size"] == len(state.hands[p["seat"]])
                assert [c["id"] for c in view["table"]["hand"]] == state.hands[seat]


def test_the_spread_shows_spots_not_cards() -> None:
    state = new_game("silex", 3, seed=2)
    spread = state.view(0)["table"]["spread"]
    assert [e["spot"] for e in spread] == [s["spot"] for s in state.spots]
    assert [e["place"] for e in spread] == list(range(1, len(spread) + 1))
    assert all(
        e == {"spot": e["spot"], "place": e["place"], "put_back_by": None, "known": None}
        for e in spread
    )


def test_idea_values_only_to_their_owner() -> None:
    s = arrange(hands={1: ["blog-1"]}, ideas={0: [3, 0], 1: [2]}, spread=["web-1"])
    assert s.view(0)["table"]["players"][0]["idea_values"] == [0, 3]
    assert s.view(0)["table"]["players"][1]["idea_values"] is None
    assert s.view(1)["table"]["players"][0] == {
        "seat": 0,
        "hand_size": 0,
        "ideas": 2,
        "idea_values": None,
        "black_ideas": 0,
        "discoveries": [],
        "public_points": 0,
    }


def test_a_swap_between_a_hidden_hand_and_the_spread_changes_no_other_view() -> None:
    a = arrange(hands={0: ["blog-1"], 1: ["url-2"]}, spread=["web-3", "spam-4"])
    b = arrange(hands={0: ["blog-1"], 1: ["web-3"]}, spread=["url-2", "spam-4"])
    assert a.view(0) == b.view(0) and a.view(2) == b.view(2)
    assert a.view(1) != b.view(1)


def test_url_choices_stay_secret_until_all_are_in() -> None:
    hands = {0: ["url-6", "blog-1"], 1: ["blog-2", "spam-2"], 2: ["blog-3"]}
    s = arrange(hands=hands, piles=[["neighbour-8"], ["neighbour-7"], ["neighbour-6"]])
    act(s, play(["url-6"], "url-6", 0), {"type": "url", "direction": "left"})
    before = {t: s.view(t) for t in (1, 2)}
    events = list(s.events)
    act(s, {"type": "url_give", "card": "blog-1"})
    assert s.events == events
    for t in (1, 2):
        after = s.view(t)
        assert after["table"]["hand"] == before[t]["table"]["hand"]
        assert "blog-1" not in json.dumps(after)
        assert after["table"]["url"]["chosen"] == [0] and after["table"]["url"]["my_choice"] is None
        assert s.events_for(t)[-1]["type"] == "url"
    assert s.events_for(0)[-1]["private"] and s.events_for(0)[-1]["card"] == "blog-1"


# ---- resample_secrets beyond the generic leak test ----
def test_resample_redeals_hands_spread_and_flints_but_keeps_what_the_seat_knows() -> None:
    s = arrange(
        hands={0: ["blog-5", "discovery-1", "url-1"], 1: ["web-1", "web-2"], 2: ["spam-1"]},
        piles=[["neighbour-8"], ["neighbour-7"], ["neighbour-6"]],
        spread=["web-3", "web-4", "spam-2", "spam-3"],
        ideas={1: [3, 3], 2: [0]},
    )
    act(s, play(["blog-5"], "blog-5", 0), {"type": "blog", "card": "discovery-1"})
    mine = s.spots[-1]["spot"]
    changed = {"hands": 0, "spread": 0, "ideas": 0}
    for k in range(40):
        other = s.resample_secrets(0, random.Random(k))
        other.check_invariants()
        assert other.view(0) == s.view(0) and other.events_for(0) == s.events_for(0)
        assert other.hands[0] == s.hands[0]
        assert next(sp for sp in other.spots if sp["spot"] == mine)["card"] == "discovery-1"
        changed["hands"] += other.hands[1:] != s.hands[1:]
        changed["spread"] += [sp["card"] for sp in other.spots] != [sp["card"] for sp in s.spots]
        changed["ideas"] += other.ideas != s.ideas
        found = [c for h in other.hands for c in h] + [sp["card"] for sp in other.spots]
        assert sum(c.startswith("discovery") for c in found) == 3, "Discoveries in play kept"
        assert other.private[1] == [] and other.private[0] == s.private[0]
    assert all(v > 20 for v in changed.values()), changed


def test_resample_redraws_pending_url_choices_of_others() -> None:
    hands = {0: ["url-6", "blog-1"], 1: ["blog-2", "spam-2", "web-2"], 2: ["blog-3", "web-3"]}
    s = arrange(hands=hands, spread=["spam-5", "spam-6"])
    act(s, play(["url-6"], "url-6", 0), {"type": "url", "direction": "left"})
    act(s, {"type": "url_give", "card": "blog-1"}, {"type": "url_give", "card": "spam-2"})
    seen = set()
    for k in range(30):
        other = s.resample_secrets(2, random.Random(k))
        assert other.view(2) == s.view(2)
        choice = other.url["choices"][1]
        assert choice in other.hands[1]
        assert other.url["choices"][0] in other.hands[0]
        seen.add(choice)
        other.apply(other.legal_actions()[0])  # seat 2 chooses: the cards are passed
        other.check_invariants()
    assert len(seen) > 2
    mine = s.resample_secrets(1, random.Random(1))
    assert mine.url["choices"][1] == "spam-2", "a seat's own choice is kept"


def test_resample_at_the_end_keeps_every_flint() -> None:
    *_, last = positions(3, 9)
    other = last.resample_secrets(0, random.Random(3))
    assert other.ideas == last.ideas and other.view(0) == last.view(0)
    flints = [p["idea_values"] for p in last.view(1)["table"]["players"]]
    assert None not in flints, "every flint is turned over at the end"
    assert flints == [p["idea_values"] for p in other.view(1)["table"]["players"]]


def test_why_not_play_reads_the_view() -> None:
    from game.engine.silex.explain import why_not_play

    s = arrange(
        hands={0: ["blog-4", "url-1"]}, piles=[["neighbour-8"], ["blog-2"], ["neighbour-4"]]
    )
    table = s.view(0)["table"]
    assert why_not_play(table, ["blog-4"], "blog-4", 1) == ""
    assert "visible only once" in why_not_play(table, ["blog-4"], "blog-4", 0)
    assert "strictly greater" in why_not_play(table, ["blog-4", "url-1"], "url-1", 2)
    assert why_not_play(table, ["blog-4", "url-1"], "url-1", 0) == ""


def test_changing_a_returned_action_changes_nothing() -> None:
    s = arrange(hands={0: ["blog-6", "url-1"]}, spread=["web-1"])
    first = s.legal_actions()
    for a in first:
        a.get("cards", []).append("spam-1")
        a["type"] = "junk"
    assert s.legal_actions() != first
    assert all(a["type"] != "junk" for a in s.legal_actions())
