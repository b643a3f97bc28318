"""Zilence: following routes across sections, items in order, the board change."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine.zilence import polylines
from game.engine.zilence.board import Board, HubStart
from game.engine.zilence.decks import find
from game.engine.zilence.errors import RouteLoop
from game.engine.zilence.layout import change, double_single, flip, is_layout
from game.engine.zilence.loader import load_board
from game.engine.zilence.walk import all_routes, route, walk

from .test_zilence_loader import P, catalogue, errors, load_section, section_xml


def board_of(tmp_path, **sides_xml) -> Board:
    """A test board whose sides are the given fixture maps (keys like "s1_a")."""
    sides = {}
    for key, xml in sides_xml.items():
        side, problems = load_section(tmp_path, xml, f"{key}.tmx")
        assert side is not None, problems
        sides[key] = side
    starts = (HubStart("bones", "red", 0, 0, 1, P("in0")),)
    return Board("", catalogue(), (1024.0, 1024.0), 256.0, (), starts, sides, (1,))


def test_dead_end_route_has_its_items_in_order(tmp_path):
    line = [P("in0"), (985.0, 700.0), (990.0, 560.0), (1000.0, 420.0)]
    xml = section_xml(strands=[line], items=[("key", (990.0, 560.0)), ("dynamite", (985.0, 700.0))])
    b = board_of(tmp_path, s1_a=xml)
    r = walk(b, ("s1_a",) * 6, 0, 0)
    assert r.end == "dead_end" and len(r.steps) == 1 and r.steps[0].direction == 1
    assert r.items == ("dynamite", "key")


def test_strand_drawn_backwards_is_followed_in_reverse(tmp_path):
    line = [(1000.0, 420.0), (990.0, 560.0), (985.0, 700.0), P("in0")]
    xml = section_xml(strands=[line], items=[("key", (990.0, 560.0)), ("dynamite", (985.0, 700.0))])
    r = walk(board_of(tmp_path, s1_a=xml), ("s1_a",) * 6, 0, 0)
    assert r.steps[0].direction == -1
    assert r.items == ("dynamite", "key")
    assert [f.arc for f in r.found] == sorted(f.arc for f in r.found)


def test_crossing_decoy_is_ignored_and_its_items_do_not_count(tmp_path):
    line = [P("in0"), (985.0, 560.0), (990.0, 400.0)]
    decoy = [(850.0, 600.0), (1150.0, 560.0)]  # crosses the strand
    xml = section_xml(
        strands=[line], decoys=[decoy], items=[("walkman", (880.0, 596.0)), ("key", (988.0, 470.0))]
    )
    r = walk(board_of(tmp_path, s1_a=xml), ("s1_a",) * 6, 0, 0)
    assert r.items == ("key",) and r.end == "dead_end"


def test_route_hands_off_across_sections_including_slot_5_to_slot_0(tmp_path):
    out = [P("in0"), (1000.0, 600.0), P("cw1")]  # leaves clockwise
    a = section_xml(strands=[out], items=[("flashlight", (1000.0, 600.0))])
    inn = [P("ccw1"), (820.0, 520.0), (900.0, 420.0)]  # enters from the anticlockwise side
    b = section_xml(section=2, strands=[inn], items=[("battery", (820.0, 520.0))])
    board = board_of(tmp_path, s1_a=a, s2_a=b)
    layout = ("s2_a", "s1_a", "s1_a", "s1_a", "s1_a", "s1_a")
    r = walk(board, layout, 5, 0)
    assert [(s.slot, s.side) for s in r.steps] == [(5, "s1_a"), (0, "s2_a")]
    assert r.items == ("flashlight", "battery")  # item order across sections
    assert r.found[1].arc > r.found[0].arc > 0
    assert walk(board, layout, 5, 0, cross_sections=False).items == ("flashlight",)


def test_anticlockwise_hand_off_from_slot_0_wraps_to_slot_5(tmp_path):
    out = [P("in0"), (900.0, 650.0), P("ccw2")]
    a = section_xml(strands=[out])
    inn = [P("cw2"), (1180.0, 500.0), (1100.0, 420.0)]
    b = section_xml(section=2, strands=[inn], items=[("key", (1180.0, 500.0))])
    board = board_of(tmp_path, s1_a=a, s2_a=b)
    r = walk(board, ("s1_a", "s1_a", "s1_a", "s1_a", "s1_a", "s2_a"), 0, 0)
    assert [s.slot for s in r.steps] == [0, 5] and r.items == ("key",)


def test_a_route_that_comes_back_onto_a_strand_is_a_loop(tmp_path):
    # in0 -> cw0; ccw0 -> ccw1; cw1 -> cw0 (two strands end at cw0: a broken map)
    lines = [
        [P("in0"), (1040.0, 650.0), P("cw0")],
        [P("ccw0"), (880.0, 600.0), P("ccw1")],
        [P("cw1"), (1180.0, 600.0), P("cw0")],
    ]
    side, problems = load_section(tmp_path, section_xml(strands=lines))
    assert any("port cw0 is the end of 2 strands" in str(p) for p in errors(problems))
    board = Board("", catalogue(), (1024.0, 1024.0), 256.0, (), (), {"s1_a": side}, (1,))
    with pytest.raises(RouteLoop):
        walk(board, ("s1_a",) * 6, 0, 0)


def test_duplicates_on_a_route_are_counted_twice():
    assert find(["key", "key", "battery"], ["key", "walkman", "key"]) == ["key", "key"]
    assert find(["key", "key", "battery"], ["key", "battery"]) == ["key", "battery"]
    assert find(["key", "battery", "dynamite"], ["key", "key", "key"]) == ["key"]


def test_shipped_board_routes_end_and_are_deterministic():
    b = load_board()
    layout = tuple(b.sides)[::2]
    assert is_layout(b, layout)
    routes = all_routes(b, layout)
    assert len(routes) == 12 and all(r.steps for r in routes)
    assert [r.items for r in routes] == [r.items for r in all_routes(b, layout)]


def test_board_change_touches_only_double_and_single_slots_for_each_symbol():
    b = load_board()
    layout = ("s1_a", "s2_b", "s3_a", "s4_b", "s5_a", "s6_b")
    for symbol in b.catalogue.symbol_ids:
        double, single = double_single(b.starts, symbol)
        assert double != single
        new = change(layout, b.starts, symbol)
        assert new[single] == flip(layout[double])  # turned over, then moved
        assert new[double] == layout[single]  # moved as it was
        assert all(new[k] == layout[k] for k in range(6) if k not in (double, single))
        assert is_layout(b, new)


@settings(max_examples=60, deadline=None)
@given(
    st.permutations([1, 2, 3, 4, 5, 6]),
    st.lists(st.sampled_from("ab"), min_size=6, max_size=6),
    st.sampled_from(["bones", "brain", "claw", "eye"]),
)
def test_four_changes_for_one_symbol_restore_the_layout(order, letters, symbol):
    b = load_board()
    layout = tuple(f"s{n}_{s}" for n, s in zip(order, letters, strict=True))
    new = layout
    for i in range(4):
        new = change(new, b.starts, symbol)
        assert (new == layout) == (i == 3)


def test_route_reads_the_start_from_the_hub():
    b = load_board()
    layout = ("s1_a", "s2_a", "s3_a", "s4_a", "s5_a", "s6_a")
    for s in b.starts:
        r = route(b, layout, s.symbol, s.color)
        assert (r.hub_side, r.inner_index) == (s.hub_side, s.inner_index)
        assert r.steps[0].slot == s.hub_side


def test_crossing_strands_are_each_followed_straight_across(tmp_path):
    # two strands form an X; each route keeps its own line and only its own items
    a = [P("in0"), (1000.0, 600.0), (1150.0, 430.0)]
    b = [P("in1"), (1040.0, 600.0), (900.0, 430.0)]
    xml = section_xml(
        strands=[a, b], items=[("walkman", (1130.0, 452.6)), ("battery", (920.0, 452.9))]
    )
    board = board_of(tmp_path, s1_a=xml)
    side = board.sides["s1_a"]
    assert len(polylines.crossings(side.strands[0].pts, side.strands[1].pts)) == 1
    r0, r1 = walk(board, ("s1_a",) * 6, 0, 0), walk(board, ("s1_a",) * 6, 0, 1)
    assert [s.strand for s in r0.steps] == [side.strands[0].sid] and r0.items == ("walkman",)
    assert [s.strand for s in r1.steps] == [side.strands[1].sid] and r1.items == ("battery",)


def test_two_pictures_of_one_kind_are_two_finds_and_each_picture_counts_once(tmp_path):
    # the line bends back past the first key, which still counts only once
    line = [P("in0"), (985.0, 640.0), (985.0, 420.0), (1100.0, 420.0), (1000.0, 640.0)]
    xml = section_xml(strands=[line], items=[("key", (985.0, 640.0)), ("key", (985.0, 460.0))])
    r = walk(board_of(tmp_path, s1_a=xml), ("s1_a",) * 6, 0, 0)
    assert r.items == ("key", "key") and len({f.oid for f in r.found}) == 2
    assert find(["key", "key", "battery"], r.items) == ["key", "key"]
    assert find(["key", "battery", "walkman"], r.items) == ["key"]


def test_hit_radius_boundary_and_the_strand_pin(tmp_path):
    line = [P("in0"), (985.0, 700.0), (985.0, 420.0)]
    other = [P("in1"), (1030.0, 700.0), (1030.0, 420.0)]
    # 23.5 px off a line counts (radius 24), 24.5 px does not
    items = [("key", (961.5, 600.0), "point"), ("battery", (1054.5, 500.0), "point")]
    pinned = (
        '<object id="399" type="item" x="1007" y="460"><properties>'
        '<property name="item" value="dynamite"/>'
        '<property name="strand" type="object" value="102"/></properties><point/></object>'
    )
    xml = section_xml(strands=[line, other], items=items).replace(
        "</objectgroup>\n</map>", pinned + "</objectgroup>\n</map>"
    )
    board = board_of(tmp_path, s1_a=xml)
    # the dynamite is 22 and 23 px from the lines: the pin gives it to strand 102 only
    assert walk(board, ("s1_a",) * 6, 0, 0).items == ("key",)
    assert walk(board, ("s1_a",) * 6, 0, 1).items == ("dynamite",)
    unpinned = board_of(tmp_path, s1_a=xml.replace('type="object" value="102"', 'value=""'))
    assert walk(unpinned, ("s1_a",) * 6, 0, 0).items == ("key", "dynamite")


# How long walking a layout's 12 routes takes is measured, not tested: ``python -m
# game.bench`` prints it beside its 5 ms limit (game/engine/zilence/bench.py).
