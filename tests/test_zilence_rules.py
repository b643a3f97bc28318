"""Zilence: refill, finding, rounds, shared wins, hidden choices, views, bot, describe."""

from __future__ import annotations

import json
import random

import pytest

from game.engine import load_game, new_game
from game.engine.common import IllegalAction, bot_input
from game.engine.zilence import board_geometry, describe, route_geometry
from game.engine.zilence.decks import find, refill
from game.engine.zilence.perfect import perfect_bot
from game.engine.zilence.state import board
from game.engine.zilence.walk import symbol_routes


def test_refill_puts_duplicates_under_the_deck():
    face_up = ["key"]
    deck = ["key", "battery", "key", "walkman", "dynamite"]
    revealed = refill(face_up, deck)
    assert face_up == ["key", "battery", "walkman"]
    assert revealed == ["battery", "walkman"]
    assert deck == ["dynamite", "key", "key"]  # both keys went under, in order


def test_refill_at_the_end_of_the_deck_allows_two_identical_items():
    face_up = ["key"]
    deck = ["key"]
    refill(face_up, deck)
    assert face_up == ["key", "key"] and deck == []
    face_up, deck = ["key", "battery"], ["battery", "key", "walkman"]
    refill(face_up, deck)
    assert face_up == ["key", "battery", "walkman"] and deck == ["battery", "key"]


def started(game: str, players: int, seed: int):
    """A new game whose first round's timer runs (its symbol revealed)."""
    s = new_game(game, players, seed=seed)
    s.apply({"type": "start_timer"})
    return s


def test_setup_gives_three_different_items_and_waits_for_the_timer():
    s = new_game("zilence", 4, seed=3)
    for seat in range(4):
        assert len(set(s.face_up[seat])) == 3
    assert s.symbol == "" and s.current_player == 0
    assert s.legal_actions() == [{"type": "start_timer"}]
    s.check_invariants()
    s.apply({"type": "start_timer"})
    assert s.symbol in board().catalogue.symbol_ids
    assert s.current_player == 0
    s.check_invariants()


def test_a_round_waits_for_its_holder_to_start_the_timer_and_the_log_names_them():
    """The timer never runs by itself: each round opens on the pointer holder's open turn,
    nobody has seen the symbol yet, and the log says who started the timer."""
    s = new_game("zilence", 3, seed=12)
    names = ["Ana", "Ben", "Cy"]
    for round_no in (1, 2, 3):
        holder = s.pointer
        view = s.view((holder + 1) % 3)
        assert view["moment"] == "turn" and view["current_player"] == holder
        assert view["phase"] == "ready" and view["table"]["timer_started"] is False
        assert view["table"]["symbol"] == "" and view["table"]["active_starts"] == []
        assert s.actions_for(holder) == [{"type": "start_timer"}]
        with pytest.raises(IllegalAction):
            s.apply({"type": "choose_path", "color": "red"})
        before = len(s.events)
        s.apply({"type": "start_timer"})
        event = s.events[before]
        assert event == {
            "type": "timer_started",
            "round": round_no,
            "seat": holder,
            "symbol": s.symbol,
        }
        line = describe(event, names)
        assert line.startswith(names[holder]) and "starts the timer" in line
        assert s.view(holder)["moment"] == "secret"
        with pytest.raises(IllegalAction):
            s.apply({"type": "start_timer"})
        play_round(s, ["red", "yellow", "blue"])
        if s.is_over:
            break
        assert s.pointer == (holder + 1) % 3  # the timer passes on


def test_a_save_from_before_the_timer_start_loads_and_replays_the_same_game():
    """An older save holds only path choices: the timer's start is put back before each
    round, and the symbols come out as they did (drawn from the same generator)."""
    s = new_game("zilence", 2, seed=4)
    rng = random.Random(3)
    symbols = []
    for _ in range(5):
        s.apply({"type": "start_timer"})
        symbols.append(s.symbol)
        for _ in range(2):
            s.apply(rng.choice(s.legal_actions()))
    s.apply({"type": "start_timer"})
    s.apply({"type": "choose_path", "color": "blue"})  # half a round
    data = json.loads(s.to_json())
    data["actions"] = [a for a in data["actions"] if a["type"] != "start_timer"]
    old = load_game(json.dumps(data))
    assert old == s
    assert [e["symbol"] for e in old.events if e["type"] == "timer_started"][:5] == symbols
    assert load_game(s.to_json()) == s


def test_choices_are_hidden_until_everyone_has_chosen():
    a = started("zilence", 3, 5)
    b = a.clone()
    a.apply({"type": "choose_path", "color": "red"})
    b.apply({"type": "choose_path", "color": "blue"})
    for seat in (1, 2):
        assert a.view(seat) == b.view(seat)
        assert a.legal_actions() == b.legal_actions()
    assert a.events == b.events  # the log says that seat 0 chose, not what
    assert a.view(0)["table"]["my_choice"] == "red" and a.view(1)["table"]["my_choice"] is None
    assert a.view(1)["table"]["players"][0]["has_chosen"] is True
    assert a.view(1)["current_player"] == 1 and a.view(1)["prompt"]["text"]
    assert a.view(2)["prompt"]["text"] == "" and a.view(2)["actions"] == []
    assert a.view(2)["moment"] == "secret" and a.view(2)["actors"] == [1, 2]


def test_view_hides_deck_order_and_is_json():
    a = new_game("zilence", 2, seed=8)
    b = a.clone()
    b.decks[1] = list(reversed(b.decks[1]))
    assert a.view(0) == b.view(0)
    json.dumps(a.view(0))
    v = a.view(0)
    for key in ("phase", "prompt", "result", "current_player", "moment", "actors"):
        assert key in v
    for key in (
        "layout",
        "symbol",
        "active_starts",
        "my_face_up",
        "players",
        "last_round",
        "scan_seconds",
    ):
        assert key in v["table"]


def play_round(s, colors):
    if not s.timer_started:
        s.apply({"type": "start_timer"})
    for _ in range(s.num_players):
        s.apply({"type": "choose_path", "color": colors[s.current_player]})


def test_round_resolution_logs_routes_found_items_and_board_change():
    s = started("zilence", 2, 11)
    layout_before, symbol = tuple(s.layout), s.symbol
    routes = symbol_routes(board(), layout_before, symbol)
    want = {seat: list(s.face_up[seat]) for seat in range(2)}
    play_round(s, {0: "red", 1: "yellow"})
    ev = next(e for e in s.events if e["type"] == "round_resolved")
    assert ev["layout"] == list(layout_before) and ev["symbol"] == symbol
    assert set(ev["routes"]) == {"red", "yellow", "blue"}
    assert ev["routes"]["red"]["items"] == list(routes["red"].items)
    assert ev["routes"]["red"]["chosen_by"] == [0]
    for seat, color in ((0, "red"), (1, "yellow")):
        expect = [k for k in routes[color].items if k in want[seat]]
        got = ev["found"][seat]
        assert set(got) <= set(expect)
        assert all(k in s.found[seat] for k in got)
    change = next(e for e in s.events if e["type"] == "board_changed")
    assert change["before"] == list(layout_before) and change["layout"] == s.layout
    assert s.round == 2 and s.pointer == 1 and s.current_player == 1
    assert s.legal_actions() == [{"type": "start_timer"}]
    s.check_invariants()


def test_shared_win_when_two_players_find_their_last_items_together():
    s = started("zilence", 3, 2)
    routes = symbol_routes(board(), tuple(s.layout), s.symbol)
    color = max(routes, key=lambda c: len(routes[c].items))
    last = routes[color].items[0]
    for seat in (0, 1):  # both look for one item that lies on the same route
        s.face_up[seat], s.decks[seat] = [last], []
    play_round(s, {0: color, 1: color, 2: color})
    assert s.is_over and s.result()["winners"] == [0, 1]
    assert s.events[-1]["type"] == "game_over"
    assert "share the win" in describe(s.events[-1], ["Ana", "Ben", "Cy"])


def test_round_limit_ends_with_the_most_items_found():
    for seed in range(30):
        s = new_game("zilence", 4, seed=seed, options={"round_limit": 10})
        while not s.is_over:
            play_round(s, {0: "red", 1: "red", 2: "red", 3: "red"})
        res = s.result()
        assert res["details"]["rounds"] <= 10
        if res["ended_by"] == "round_limit":
            assert res["details"]["rounds"] == 10
            best = max(res["scores"])
            assert res["winners"] == [i for i, n in enumerate(res["scores"]) if n == best]


def test_the_perfect_reader_takes_the_path_with_most_wanted_items():
    s = new_game("zilence", 4, seed=9)
    rng = random.Random(0)
    for _ in range(20):
        if s.is_over:
            break
        if not s.timer_started:
            s.apply({"type": "start_timer"})
        seat = s.current_player
        view = s.view(seat)["table"]
        action = perfect_bot(bot_input(s, seat, rng))
        routes = symbol_routes(board(), tuple(view["layout"]), view["symbol"])
        wanted = view["my_face_up"]
        best = max(len(find(wanted, r.items)) for r in routes.values())
        assert len(find(wanted, routes[action["color"]].items)) == best
        s.apply(action)


def test_every_event_is_described_in_one_sentence():
    s = new_game("zilence", 3, seed=21)
    rng = random.Random(1)
    while not s.is_over:
        s.apply(rng.choice(s.legal_actions()))
    kinds = set()
    for e in s.events:
        text = describe(e, ["Ana", "Ben", "Cy"])
        kinds.add(e["type"])
        assert text and text[-1] in ".!" and "\n" not in text
    assert {
        "setup",
        "items_revealed",
        "round_started",
        "timer_started",
        "path_chosen",
        "round_resolved",
        "board_changed",
        "game_over",
    } <= kinds


def test_geometry_helpers_give_drawable_plain_data():
    s = started("zilence", 2, 1)
    geo = board_geometry(s.layout)
    json.dumps(geo)
    assert len(geo["slots"]) == 6 and len(geo["starts"]) == 12
    assert geo["strands"] and geo["decoys"] and geo["items"]
    r = route_geometry(s.layout, s.symbol, "blue")
    arcs = [i["arc"] for i in r["items"]]
    assert arcs == sorted(arcs) and all(0 <= a <= r["length"] + 1 for a in arcs)
    start = next(x for x in geo["starts"] if x["symbol"] == s.symbol and x["color"] == "blue")
    assert (
        abs(r["points"][0][0] - start["pos"][0]) < 2
        and abs(r["points"][0][1] - start["pos"][1]) < 2
    )
