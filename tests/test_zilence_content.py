"""Zilence: the shipped content itself: items, pictures, decks, hub starts, ports."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections import Counter

import pygame
import pytest

from game.engine.common.resources import level_path
from game.engine.zilence import polylines
from game.engine.zilence.decks import load_characters
from game.engine.zilence.loader import load_board

LEVELS = level_path("zilence")
KNOWN_ITEMS = {  # the eight named by reviews of the real game
    "flashlight",
    "first_aid_kit",
    "dynamite",
    "energy_drink",
    "bowling_ball",
    "board_game",
    "football_helmet",
    "walkman",
}


def tileset_tiles(name: str) -> list[tuple[dict[str, str], str]]:
    root = ET.parse(LEVELS / "tilesets" / f"{name}.tsx").getroot()
    out = []
    for tile in root.iter("tile"):
        props = {p.get("name"): p.get("value") for p in tile.iter("property")}
        out.append((props, tile.find("image").get("source")))
    return out


def small(path: str, px: int = 24) -> bytes:
    pic = pygame.image.load(str(LEVELS / "tilesets" / path))
    return pygame.image.tobytes(pygame.transform.smoothscale(pic, (px, px)), "RGB")


def difference(a: bytes, b: bytes) -> float:
    return sum(abs(x - y) for x, y in zip(a, b, strict=True)) / len(a)


def test_at_least_16_item_kinds_with_the_known_ones():
    ids = load_board().catalogue.item_ids
    assert len(ids) >= 16 and len(set(ids)) == len(ids)
    assert set(ids) >= KNOWN_ITEMS


@pytest.mark.parametrize(("tileset", "key"), [("items", "item"), ("hub", "symbol")])
def test_every_picture_is_its_own_and_stays_distinct_at_small_size(tileset, key):
    tiles = tileset_tiles(tileset)
    cat = load_board().catalogue
    if tileset == "items":
        assert sorted(p["item"] for p, _ in tiles) == sorted(cat.item_ids)
    else:
        want = sorted((s, c) for s in cat.symbol_ids for c in cat.color_ids)
        assert sorted((p["symbol"], p["path_color"]) for p, _ in tiles) == want
    pics = [small(src) for _, src in tiles]
    assert len(set(pics)) == len(pics)
    # two pictures must differ clearly when drawn 24 px wide (a mean channel gap over 10)
    for i in range(len(pics)):
        for j in range(i + 1, len(pics)):
            assert difference(pics[i], pics[j]) > 10, (tiles[i][0], tiles[j][0])


def test_four_decks_of_twelve_with_repeats_and_no_two_alike():
    board = load_board()
    chars = load_characters(board.catalogue.item_ids)
    assert len(chars) == 4 and len({c.cid for c in chars}) == 4
    decks = [Counter(c.deck) for c in chars]
    for c, deck in zip(chars, decks, strict=True):
        assert len(c.deck) == 12 and set(deck) <= set(board.catalogue.item_ids)
        assert max(deck.values()) >= 2, f"{c.name} needs a repeated item (the rules cover it)"
    assert len({tuple(sorted(d.items())) for d in decks}) == 4


def test_hub_has_each_symbol_twice_on_one_side_and_once_on_another():
    board = load_board()
    assert "bones" in board.catalogue.symbol_ids and len(board.catalogue.symbol_ids) == 4
    assert sorted((s.symbol, s.color) for s in board.starts) == sorted(
        (s, c) for s in board.catalogue.symbol_ids for c in ("red", "yellow", "blue")
    )
    for symbol in board.catalogue.symbol_ids:
        per_side = Counter(s.hub_side for s in board.starts if s.symbol == symbol)
        assert sorted(per_side.values()) == [1, 2]
    assert all(n == 2 for n in Counter(s.hub_side for s in board.starts).values())


def test_ports_match_on_every_side_and_meet_the_neighbours_ports():
    board = load_board()
    sides = list(board.sides.values())
    ref = sides[0]
    for side in sides:
        assert side.ports.keys() == ref.ports.keys()
        for key, port in side.ports.items():
            assert polylines.dist(port.pos, ref.ports[key].pos) <= 1.0
    side_ports = [k for k in ref.ports if k[0] == "cw"]
    assert len(side_ports) >= 2  # paths can run on into the neighbouring sections
    for _, j in side_ports:  # cw{j} in slot 0 is where ccw{j} of slot 1 lies
        there = polylines.rotate_slot(ref.ports[("ccw", j)].pos, board.pivot, 1)
        assert polylines.dist(ref.ports[("cw", j)].pos, there) < 1.0
