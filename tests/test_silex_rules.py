"""Silex and the City: the rulebook's rules as scenarios (shared/rules/silex.md)."""

from __future__ import annotations

import pytest

from game.engine import GAMES, IllegalAction, new_game
from game.engine.common import SECRET, TURN
from game.engine.silex.data import CARDS, DATA, load
from game.engine.silex.state import SilexState

from .silex_helpers import act, arrange, play, types

# Neighbour ids by value (default data): neighbour-1 is 8 ... neighbour-8 is 1.
N1, N2, N3, N4, N5, N6, N7, N8 = (f"neighbour-{i}" for i in range(1, 9))


# ---- data and setup ----
def test_the_data_file_holds_every_proposal() -> None:
    data = load()
    assert data.hand_size == 4 and data.rounds == 3 and data.two_player_removed == 8
    assert len(data.characters) == 32 and len(data.discoveries) == 7
    assert data.idea_flints == (0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3)
    assert data.black_idea_value == 3 and data.black_idea_count == 8
    assert [CARDS[f"blog-{i}"].value for i in range(1, 7)] == [1, 2, 3, 4, 5, 6]
    assert sorted(CARDS[f"discovery-{i}"].value for i in range(1, 8)) == [2, 3, 4, 5, 6, 7, 8]
    assert GAMES["silex"].default_options == {
        "black_idea_draws": True,
        "expert_doubles": False,
        "memory_aid": False,
        "tie_break": "shared",
    }
    assert GAMES["silex"].moments == (TURN, SECRET)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup(players: int) -> None:
    for seed in range(20):
        s = new_game("silex", players, seed=seed)
        assert isinstance(s, SilexState)
        assert [len(h) for h in s.hands] == [4] * players
        assert len(s.removed) == (8 if players == 2 else 0)
        assert len(s.box) == 4 and len([c for c in s.all_cards() if c.startswith("disc")]) == 7
        found = [sp["card"] for sp in s.spots if not CARDS[sp["card"]].is_character]
        assert len(found) == 3, "three Discoveries hidden in the spread"
        tops = [CARDS[p[-1]].character for p in s.piles]
        assert len(set(tops)) == 3, "no character visible twice in the Village"
        covers = sum(len(p) - 1 for p in s.piles)
        in_play = 32 - len(s.removed)
        assert len(s.spots) == in_play - 3 - covers - 4 * players + 3
        assert s.werther == "left" and s.view(0)["table"]["direction"] == 1


def test_two_player_removal_is_unseen_and_permanent() -> None:
    s = new_game("silex", 2, seed=3)
    assert isinstance(s, SilexState)
    assert len(s.removed) == 8
    text = str(s.view(0)) + str(s.view(1)) + str(s.events_for(0)) + str(s.events_for(1))
    assert all(c not in text for c in s.removed)
    assert s.view(0)["table"]["removed"] == 8


def test_a_duplicate_in_the_village_is_covered() -> None:
    seen_cover = False
    for seed in range(200):
        s = new_game("silex", 3, seed=seed)
        if any(len(p) > 1 for p in s.piles):
            seen_cover = True
            for k, p in enumerate(s.piles):
                before = {CARDS[q[-1]].character for q in s.piles[:k]}
                for covered in p[:-1]:  # each covered card repeated a character laid before
                    assert CARDS[covered].character in before
    assert seen_cover


# ---- phase 2: playing ------------------------------------------------------------------------
def test_strictly_greater() -> None:
    s = arrange(hands={0: ["blog-5", "url-6"]}, piles=[[N4], [N1], [N2]], spread=["web-1"])
    # Pile 0 shows 5 (neighbour-4): a 5 is not enough, a 6 is.
    with pytest.raises(IllegalAction, match="strictly greater"):
        s.apply(play(["blog-5"], "blog-5", 0))
    act(s, play(["url-6"], "url-6", 0))
    assert s.piles[0] == [N4, "url-6"]


def test_addition_top_card_alone_counts() -> None:
    s = arrange(hands={0: ["blog-2", "web-4", "url-1"]}, piles=[[N4], [N1], [N2]], spread=["web-1"])
    legal = s.legal_actions()
    assert play(["blog-2", "url-1"], "blog-2", 0) not in legal  # 3 is not above 5
    assert play(["blog-2", "web-4"], "blog-2", 0) in legal  # 6 > 5
    act(s, play(["blog-2", "web-4"], "blog-2", 0))
    assert s.piles[0] == [N4, "web-4", "blog-2"]
    assert s.view(1)["table"]["village"][0]["value"] == 2, "the pile now shows the top card"
    assert s.decision is not None and s.decision["power"] == "blog", "the top's power"
    assert s.events[-1]["total"] == 6 and s.events[-1]["cards"] == ["blog-2", "web-4"]


def test_discoveries_are_never_played() -> None:
    s = arrange(hands={0: ["discovery-1", "blog-6"]}, piles=[[N8], [N7], [N6]], spread=["web-1"])
    assert all("discovery-1" not in a.get("cards", []) for a in s.legal_actions())
    with pytest.raises(IllegalAction, match="Discovery"):
        s.apply(play(["discovery-1", "blog-6"], "blog-6", 0))


def test_visibility_rule_forces_the_pile() -> None:
    # Blog 2 is visible on pile 1: a Blog on top must cover pile 1, nowhere else.
    s = arrange(hands={0: ["blog-4", "url-3"]}, piles=[[N8], ["blog-2"], [N7]], spread=["web-1"])
    blog_tops = [a for a in s.legal_actions() if a.get("top") == "blog-4"]
    assert {a["pile"] for a in blog_tops} == {1}
    with pytest.raises(IllegalAction, match="visible only once"):
        s.apply(play(["blog-4"], "blog-4", 0))
    # A Blog can still go under another top card anywhere.
    assert play(["blog-4", "url-3"], "url-3", 0) in s.legal_actions()
    # And if it cannot beat the Blog already visible, it cannot be a top card at all.
    s = arrange(hands={0: ["blog-1"]}, piles=[[N8], ["blog-2"], [N7]], spread=["web-1"])
    assert not any(a["type"] == "play" for a in s.legal_actions())


def test_neighbours_never_clash_and_may_cover_themselves() -> None:
    s = arrange(hands={0: [N1]}, piles=[[N8], [N7], [N6]], spread=["web-1"])
    assert {a["pile"] for a in s.legal_actions() if a["type"] == "play"} == {0, 1, 2}


def test_the_end_of_turn_draw_is_mandatory_and_the_drawer_picks_the_spot() -> None:
    hands = {0: [N1, "spam-2"], 2: ["discovery-1", "discovery-2", "discovery-3"]}
    s = arrange(hands=hands, piles=[[N8], [N7], [N6]], spread=["url-1", "url-2"])
    act(s, play([N1], N1, 0))
    assert s.decision is not None and s.decision.kind == "draw"
    assert s.legal_actions() == [{"type": "draw", "spot": 0}, {"type": "draw", "spot": 1}]
    act(s, {"type": "draw", "spot": 1})
    assert "url-2" in s.hands[0] and s.turn_seat == 1 and s.decision is None
    assert s.private[0][-1]["card"] == "url-2" and s.events[-1] == {
        "type": "draw",
        "seat": 0,
        "spot": 1,
        "place": 2,
        "by": None,
        "reason": "end",
    }


def test_no_draw_when_the_spread_is_empty() -> None:
    s = arrange(hands={0: ["web-5"], 1: ["discovery-1", "discovery-2", "discovery-3"]})
    s.spots = []
    s.check_invariants()
    act(s, play(["web-5"], "web-5", 0))  # Web: seat 1 holds cards, so a power decision
    act(s, {"type": "no_power"})
    assert s.decision is None and s.turn_seat == 1


# ---- phase 1: searching for ideas --------------------------------------------------------------
def test_search_for_ideas() -> None:
    s = arrange(hands={0: ["blog-1", "blog-2", "blog-3"]}, spread=["url-1", "url-2", "url-3"])
    assert {"type": "search", "count": 2} in s.legal_actions()
    act(s, {"type": "search", "count": 2})
    assert len(s.ideas[0]) == 1 and len(s.idea_supply) == 13
    value = s.ideas[0][0]
    assert s.private[0][-1] == {"type": "idea", "at": len(s.events), "value": value}
    assert s.view(0)["table"]["players"][0]["idea_values"] == [value]
    assert s.view(1)["table"]["players"][0] == {
        **s.view(1)["table"]["players"][0],
        "ideas": 1,
        "idea_values": None,
    }
    act(s, {"type": "draw", "spot": 2}, {"type": "draw", "spot": 0})
    assert s.hands[0] == ["blog-1", "blog-2", "blog-3", "url-1", "url-3"]
    assert s.turn_seat == 1 and s.decision is None, "searching ends the turn at once"


def test_search_needs_fewer_than_four_cards_a_spread_and_a_flint() -> None:
    s = arrange(hands={0: ["blog-1", "blog-2", "blog-3", "blog-4"]}, spread=["url-1"])
    assert "search" not in types(s)
    with pytest.raises(IllegalAction, match="fewer than 4"):
        s.apply({"type": "search", "count": 1})
    s = arrange(hands={0: ["blog-1"]}, spread=["url-1"])
    assert [a for a in s.legal_actions() if a["type"] == "search"] == [
        {"type": "search", "count": 1},
        {"type": "search", "count": 2},
    ]  # three Discoveries were added to the spread: four cards there
    s.spots = s.spots[:1]
    s._memo.key = None
    assert [a for a in s.legal_actions() if a["type"] == "search"] == [
        {"type": "search", "count": 1}
    ]
    s.ideas[1] = list(s.idea_supply)
    s.idea_supply = []
    s._memo.key = None
    assert "search" not in types(s)


# ---- not playing ----
def test_black_idea_shows_the_hand_and_draws() -> None:
    s = arrange(hands={0: ["blog-1", "url-1"]}, piles=[[N1], [N2], [N3]], spread=["web-1"])
    assert types(s) == {"search", "black_idea"}
    act(s, {"type": "black_idea"})
    assert s.black[0] == 1
    event = s.events[-1]
    assert event["type"] == "black_idea" and event["hand"] == ["blog-1", "url-1"]
    assert event["draws"] is True
    assert s.decision is not None and s.decision.kind == "draw" and s.decision["reason"] == "end"
    act(s, {"type": "draw", "spot": 0})
    assert len(s.hands[0]) == 3 and s.turn_seat == 1


def test_black_idea_without_draw_option() -> None:
    opts = {"black_idea_draws": False}
    s = arrange(hands={0: ["blog-1"]}, piles=[[N1], [N2], [N3]], spread=["web-1"], options=opts)
    act(s, {"type": "black_idea"})
    assert s.decision is None and s.turn_seat == 1 and s.events[-1]["draws"] is False


def test_black_idea_literal_reading_has_a_safeguard() -> None:
    opts = {"black_idea_draws": False}
    s = arrange(2, hands={0: ["blog-1"], 1: ["url-1"]}, piles=[[N1], [N2], [N3]], options=opts)
    s.ideas[0] = list(s.idea_supply)  # no searching
    s.idea_supply = []
    act(s, {"type": "black_idea"})
    assert s.decision is None and s.turn_seat == 1
    act(s, {"type": "black_idea"})  # a whole table round without progress: draw anyway
    assert s.decision is not None and s.decision.kind == "draw"


def test_a_discovery_holder_cannot_take_a_black_idea() -> None:
    s = arrange(hands={0: ["discovery-2", "blog-1"]}, piles=[[N1], [N2], [N3]])
    assert "black_idea" not in types(s)
    with pytest.raises(IllegalAction, match="reveal"):
        s.apply({"type": "black_idea"})
    assert {"type": "reveal", "card": "discovery-2"} in s.legal_actions()


def test_a_voluntary_reveal_is_allowed_even_when_a_play_exists() -> None:
    s = arrange(hands={0: ["discovery-2", "blog-6"]}, piles=[[N8], [N7], [N6]])
    assert {"type": "reveal", "card": "discovery-2"} in s.legal_actions()
    assert "play" in types(s)


# ---- round end ----
def test_discovery_reveal_and_the_full_village_rebuild() -> None:
    s = arrange(
        3,
        hands={0: ["discovery-1", "blog-1", "url-1"], 1: ["web-1"], 2: ["discovery-2"]},
        piles=[[N8, "spam-1", "spam-2"], [N7], [N6, "blog-2", "url-2", "web-2"]],
        spread=["spam-3", "spam-4", "blog-3", "blog-4", "url-3", "url-4", "web-3"],
    )
    before_werther, first_new_spot = s.werther, s.next_spot
    act(s, {"type": "reveal", "card": "discovery-1"})
    assert s.revealed[0] == ["discovery-1"]
    assert s.events[-2]["type"] == "reveal" and s.events[-2]["round"] == 1
    # Piles 0 (3 cards) and 2 (4 cards) are the thickest: taken without asking.
    assert s.events[-1] == {"type": "take_piles", "seat": 0, "piles": [0, 2], "cards": 7}
    assert s.decision is not None and s.decision.kind == "discard"
    assert s.piles[1] == [N7], "the thinnest pile stays"
    act(s, {"type": "discard", "card": "url-1"}, {"type": "discard_done"})
    assert s.decision is None and s.round == 2
    assert len(s.hands[0]) == 4, "the responsible player refills to 4"
    assert s.hands[1] == ["web-1"] and s.hands[2] == ["discovery-2"], "other hands are kept"
    # 7 taken + 1 discard + 7 spread + 1 Discovery still hidden = 16; 3 drawn, 2+ laid.
    laid = len(s.piles[0]) + len(s.piles[2])
    assert len(s.spots) == 16 - 3 - laid
    tops = [CARDS[p[-1]].character for p in s.piles]
    assert len(set(tops)) == 3 and all(CARDS[c].is_character for p in s.piles for c in p)
    assert s.turn_seat == 1 and s.werther == before_werther
    assert all(sp["by"] is None for sp in s.spots)
    assert min(sp["spot"] for sp in s.spots) >= first_new_spot, (
        "spots of the new spread are new numbers"
    )
    names = [e["type"] for e in s.events if e["type"] != "village_discovery"][-6:]
    assert names == ["take_piles", "discard", "new_spread", "refill", "village", "round_start"]
    assert s.private[0][-1]["type"] == "refilled" and len(s.private[0][-1]["cards"]) == 3


def test_tied_thickness_lets_the_responsible_player_choose() -> None:
    s = arrange(hands={0: ["discovery-1"]}, piles=[[N8, "spam-1"], [N7, "spam-2"], [N6, "web-2"]])
    act(s, {"type": "reveal", "card": "discovery-1"})
    assert s.decision is not None and s.decision.kind == "take_piles"
    assert s.legal_actions() == [
        {"type": "take_piles", "piles": [0, 1]},
        {"type": "take_piles", "piles": [0, 2]},
        {"type": "take_piles", "piles": [1, 2]},
    ]
    act(s, {"type": "take_piles", "piles": [1, 2]})
    # Empty hand: nothing to discard, the rebuild finishes at once.
    assert s.decision is None and s.piles[0] == [N8, "spam-1"] and s.round == 2


def test_the_last_discovery_ends_the_game_with_scores() -> None:
    s = arrange(
        hands={0: ["discovery-3"], 1: ["blog-1"]},
        revealed={0: ["discovery-4"], 1: ["discovery-5"]},  # 2 and 3 points
        ideas={0: [3], 1: [0, 1], 2: [2, 2]},
        black={1: 1},
    )
    act(s, {"type": "reveal", "card": "discovery-3"})  # La Politique, 7
    assert s.is_over and s.legal_actions() == []
    result = s.result()
    assert result["scores"] == [3 + 2 + 7, 1 + 3 + 3, 4]
    assert result["winners"] == [2]
    assert result["details"]["points"][0] == {"ideas": 3, "black_ideas": 0, "discoveries": 9}
    assert s.events[-1]["type"] == "game_end"
    # Every flint is turned over at the end.
    assert s.view(1)["table"]["players"][2]["idea_values"] == [2, 2]


def _tied_scores(tie_break: str) -> list[int]:
    s = arrange(
        hands={0: ["discovery-3"], 1: ["blog-1"]},
        revealed={0: ["discovery-4"]},  # seat 0: 2 points, then 7 more
        ideas={1: [3, 3, 3], 2: [2, 2, 2]},  # 9 with 3 flints; 6 + a Black Idea, 4 flints
        black={2: 1},
        options={"tie_break": tie_break},
    )
    act(s, {"type": "reveal", "card": "discovery-3"})  # seat 0: 2 + 7 = 9
    assert s.result()["scores"] == [9, 9, 9]
    return s.result()["winners"]


def test_ties_share_the_win_or_break_by_option() -> None:
    assert _tied_scores("shared") == [0, 1, 2]
    # Seat 0 has two Discoveries; seats 1 and 2 none, then seat 1 has fewer flints.
    assert _tied_scores("fewer_discoveries") == [1]


# ---- phase 3: powers ---------------------------------------------------------------------------
def test_spam_turns_werther_round() -> None:
    s = arrange(4, hands={0: ["spam-5", "url-1"]}, piles=[[N8], [N7], [N6]], spread=["web-1"])
    act(s, play(["spam-5"], "spam-5", 0))
    assert s.legal_actions() == [{"type": "spam"}, {"type": "no_power"}]
    act(s, {"type": "spam"}, {"type": "draw", "spot": 0})
    assert s.werther == "right" and s.turn_seat == 3
    assert s.view(2)["table"]["werther"] == "right"


def test_blog_puts_back_at_a_marked_spot_then_draws() -> None:
    s = arrange(
        hands={0: ["blog-5", "discovery-1", "url-1"]},
        piles=[[N8], [N7], [N6]],
        spread=["web-1", "web-2"],
    )
    act(s, play(["blog-5"], "blog-5", 0))
    assert {"type": "blog", "card": "discovery-1"} in s.legal_actions()
    act(s, {"type": "blog", "card": "discovery-1"})
    spot = s.events[-1]["spot"]
    assert s.events[-1] == {"type": "blog", "seat": 0, "spot": spot, "place": 5}
    mine = next(e for e in s.view(0)["table"]["spread"] if e["spot"] == spot)
    theirs = next(e for e in s.view(1)["table"]["spread"] if e["spot"] == spot)
    assert mine["put_back_by"] == 0 and mine["known"]["id"] == "discovery-1"
    assert theirs == {"spot": spot, "place": 5, "put_back_by": 0, "known": None}
    assert s.decision is not None and s.decision["reason"] == "blog"
    act(s, {"type": "draw", "spot": 0})
    assert s.decision is not None and s.decision["reason"] == "end", "phase 4 still follows"
    act(s, {"type": "draw", "spot": 1})
    assert s.turn_seat == 1


def test_blog_needs_a_card_in_hand() -> None:
    s = arrange(hands={0: ["blog-5"]}, piles=[[N8], [N7], [N6]], spread=["web-1"])
    act(s, play(["blog-5"], "blog-5", 0))
    assert s.decision is not None and s.decision["reason"] == "end", "no Blog with no card"


def test_web_the_target_chooses_the_card() -> None:
    s = arrange(
        hands={0: ["web-5"], 1: ["discovery-1", "spam-1"], 2: []},
        piles=[[N8], [N7], [N6]],
        spread=["url-1"],
    )
    act(s, play(["web-5"], "web-5", 0))
    assert s.legal_actions() == [{"type": "web", "target": 1}, {"type": "no_power"}]
    act(s, {"type": "web", "target": 1})
    assert s.current_player == 1 and s.phase_name() == "power"
    assert s.legal_actions() == [
        {"type": "web_give", "card": "spam-1"},
        {"type": "web_give", "card": "discovery-1"},
    ]
    act(s, {"type": "web_give", "card": "discovery-1"})
    assert s.hands[0] == ["discovery-1"] and s.hands[1] == ["spam-1"]
    assert s.events[-1] == {"type": "web_given", "seat": 1, "to": 0}
    assert s.private[0][-1]["card"] == "discovery-1" and s.private[1][-1]["type"] == "web_gave"
    assert "discovery-1" not in str(s.view(2)) + str(s.events_for(2))
    assert s.current_player == 0 and s.decision is not None and s.decision.kind == "draw"


def test_web_cannot_be_used_when_no_opponent_has_cards() -> None:
    s = arrange(hands={0: ["web-5", "url-1"]}, piles=[[N8], [N7], [N6]], spread=["url-2"])
    act(s, play(["web-5"], "web-5", 0))
    assert s.decision is not None and s.decision.kind == "draw"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_url_every_seat_chooses_secretly(players: int) -> None:
    hands = {0: ["url-5", "blog-1"], 1: ["blog-2"], 2: ["blog-3", "spam-3"], 3: ["blog-4"]}
    hands = {s: h for s, h in hands.items() if s < players}
    s = arrange(players, hands=hands, piles=[[N8], [N7], [N6]], spread=["web-1"])
    act(s, play(["url-5"], "url-5", 0))
    assert s.legal_actions() == [
        {"type": "url", "direction": "left"},
        {"type": "url", "direction": "right"},
        {"type": "no_power"},
    ]
    act(s, {"type": "url", "direction": "right"})
    order = list(range(players))
    assert s.moment() == SECRET and s.secret_pending() == order
    assert s.view(0)["actors"] == order
    gives = {0: "blog-1", 1: "blog-2", 2: "spam-3", 3: "blog-4"}
    public_before = [e for e in s.events]
    for seat in order:
        assert s.current_player == seat and s.phase_name() == "url"
        others = [t for t in range(players) if t != seat]
        views = {t: s.view(t)["table"] for t in others}
        act(s, {"type": "url_give", "card": gives[seat]})
        if seat != order[-1]:
            assert s.events == public_before, "nothing public until every choice is in"
            for t in others:
                after = s.view(t)["table"]
                assert after["hand"] == views[t]["hand"]
                assert gives[seat] not in str(after) or t == seat
            assert s.view(seat)["table"]["url"]["my_choice"]["id"] == gives[seat]
            assert s.secret_pending() == order[order.index(seat) + 1 :]
    # Everything passed at once, to the right (seat - 1).
    for seat in order:
        receiver = (seat - 1) % players
        assert gives[seat] in s.hands[receiver]
    assert s.events[-1]["type"] == "url_passed" and "cards" not in s.events[-1]
    assert s.moment() == TURN and s.decision is not None and s.decision.kind == "draw"


def test_url_a_seat_without_cards_gives_nothing_but_receives() -> None:
    s = arrange(3, hands={0: ["url-5"], 1: ["blog-2"], 2: []}, spread=["web-1"])
    act(s, play(["url-5"], "url-5", 0), {"type": "url", "direction": "left"})
    assert s.secret_pending() == [1], "the player of Url has no card left either"
    act(s, {"type": "url_give", "card": "blog-2"})
    assert s.hands == [[], [], ["blog-2"]]


# ---- Expert Doubles ------------------------------------------------------------------------
def test_doubles_only_with_the_option() -> None:
    hands = {0: ["blog-2", "url-2", "web-1"]}
    piles = [[N1], [N2], [N3]]  # 8, 7, 6: 2 + 2 beats nothing
    s = arrange(hands=hands, piles=piles, spread=["web-3"])
    assert "double" not in types(s)
    with pytest.raises(IllegalAction, match="Expert"):
        s.apply(play(["blog-2", "url-2"], "url-2", 0, "double"))
    s = arrange(hands=hands, piles=piles, spread=["web-3"], options={"expert_doubles": True})
    doubles = [a for a in s.legal_actions() if a["type"] == "double"]
    assert len(doubles) == 6  # two top choices x three piles
    act(s, play(["blog-2", "url-2"], "url-2", 0, "double"))
    assert s.piles[0] == [N1, "blog-2", "url-2"] and s.events[-1]["double"] is True
    assert s.decision is not None and s.decision["power"] == "url"


def test_doubles_still_obey_the_visibility_rule() -> None:
    opts = {"expert_doubles": True}
    s = arrange(
        hands={0: ["blog-2", "url-2"]}, piles=[[N1], ["blog-6"], [N3]], spread=[], options=opts
    )
    blog_top = {a["pile"] for a in s.legal_actions() if a.get("top") == "blog-2"}
    assert blog_top == {1}


def test_a_pair_that_beats_the_pile_is_an_addition() -> None:
    s = arrange(
        hands={0: ["blog-3", "url-3"]},
        piles=[[N8], [N7], [N6]],
        spread=[],
        options={"expert_doubles": True},
    )
    assert "double" not in types(s)


# ---- direction ----
def test_turns_follow_werther() -> None:
    s = arrange(4, hands={0: [N1], 1: ["blog-1"]}, piles=[[N8], [N7], [N6]], spread=["url-1"])
    assert s.view(2)["table"]["next_player"] == 1
    act(s, play([N1], N1, 0), {"type": "draw", "spot": 0})
    assert s.turn_seat == 1, "Werther points left at the start: seat + 1"
    s.direction = -1
    act(s, {"type": "black_idea"}, {"type": "draw", "spot": s.spots[0]["spot"]})
    assert s.turn_seat == 0


def test_data_file_changes_need_no_code(tmp_path) -> None:
    import json

    from game.engine.silex import data

    raw = json.loads(data.DATA_FILE.read_text(encoding="utf-8"))
    raw["black_idea"]["value"] = 4
    raw["dotcoms"]["Blog"]["values"] = [1, 1, 2, 2, 3, 3]
    parsed = data.parse(raw)
    assert parsed.black_idea_value == 4 and parsed.cards["blog-2"].value == 1
    raw["neighbours"][1]["name"] = raw["neighbours"][0]["name"]
    with pytest.raises(ValueError):
        data.parse(raw)
    assert DATA.black_idea_value == 3
