"""Zilence: per-route difficulty figures (length, crossings, sections, bends, look-alikes)."""

from __future__ import annotations

import random

from game.engine.zilence import difficulty, polylines
from game.engine.zilence.layout import random_layout
from game.engine.zilence.state import board
from game.engine.zilence.walk import route


def test_figures_agree_with_the_walk_and_are_sane():
    b = board()
    rng = random.Random(3)
    for _ in range(20):
        layout = random_layout(b, rng)
        for symbol in b.catalogue.symbol_ids:
            figs = difficulty.symbol_figures(b, layout, symbol)
            for color, f in figs.items():
                r = route(b, layout, symbol, color)
                assert f.length == r.length and f.items == len(r.found)
                assert 1 <= f.sections <= 6 and f.sections <= len(r.steps)
                assert 0 <= f.shallow <= f.crossings and f.clusters <= f.crossings
                assert 0 <= f.items_near_crossing <= f.items
                assert 0 <= f.parallel_px <= f.length
                arcs = [e.arc for e in f.events]
                assert arcs == sorted(arcs) and all(0 <= a <= f.length + 1e-6 for a in arcs)
                assert [e.item for e in f.events if e.kind == "item"] == list(r.items)
                assert f.score > 0
                assert set(f.as_dict()) >= {"length", "crossings", "sections", "tight_turns"}


def test_a_longer_tangled_route_scores_harder_than_a_short_clear_one():
    b = board()
    rng = random.Random(5)
    all_figs = [
        f
        for _ in range(10)
        for s in b.catalogue.symbol_ids
        for f in difficulty.symbol_figures(b, random_layout(b, rng), s).values()
    ]
    all_figs.sort(key=lambda f: f.score)
    easy, hard = all_figs[: len(all_figs) // 4], all_figs[-len(all_figs) // 4 :]
    mean = lambda fs, k: sum(getattr(f, k) for f in fs) / len(fs)  # noqa: E731
    assert mean(hard, "length") > 1.5 * mean(easy, "length")
    assert mean(hard, "crossings") > mean(easy, "crossings")


def test_strand_crossings_match_the_geometry_and_bends_are_found():
    b = board()
    side = b.sides["s1_a"]
    figs = difficulty.side_figures(side)
    assert difficulty.side_figures(side) is figs  # cached
    for s in side.strands:
        want = sum(
            len(polylines.crossings(s.pts, o.pts)) for o in side.strands if o.sid != s.sid
        ) + sum(len(polylines.crossings(s.pts, d.pts)) for d in side.decoys)
        assert len(figs[s.sid].crossings) == want
    hairpin = [(0.0, 0.0), (100.0, 0.0), (110.0, 10.0), (100.0, 20.0), (0.0, 20.0)]
    assert len(difficulty.tight_turns(hairpin)) >= 1
    assert difficulty.tight_turns([(0.0, 0.0), (300.0, 0.0)]) == ()
