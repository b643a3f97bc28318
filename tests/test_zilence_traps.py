"""Zilence: the map generator's traps and fixes, checked on the shipped maps and in isolation."""

from __future__ import annotations

import importlib.util
import math
import random
import sys

import pytest

from game.engine.common.resources import level_path
from game.engine.zilence import difficulty, polylines
from game.engine.zilence.side_checks import MIN_CROSS_ANGLE
from game.engine.zilence.state import board
from game.engine.zilence.tmx import read_map
from game.engine.zilence.validate import validate

LEVELS = level_path("zilence")


@pytest.fixture(scope="module")
def gen():
    spec = importlib.util.spec_from_file_location(
        "zilence_generate_maps", LEVELS / "generate_maps.py"
    )
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod


def all_lines(side):
    return [(s.sid, s.pts) for s in side.strands] + [(d.oid, d.pts) for d in side.decoys]


def test_edge_distance_is_negative_everywhere_outside_the_sector(gen):
    pv = gen.PIVOT
    for angle in range(-180, 180, 5):
        for r in (300, 600, 900):
            p = polylines.polar(pv, r, angle)
            inside = abs(angle) <= 30
            assert (gen.edge_distance(p) > 0) == inside, (angle, r)
    assert gen.edge_distance(polylines.polar(pv, 600, 120)) < -100  # far round the back


def test_terrain_tiles_lie_only_on_their_sector():
    for side in board().sides.values():
        raw = read_map(LEVELS / side.file, side.file)
        assert "terrain" in raw.tile_layers
    import pytmx

    for side in board().sides.values():
        tmx = pytmx.TiledMap(str(LEVELS / side.file))
        layer = tmx.get_layer_by_name("terrain")
        outside = 0
        for x, y, gid in layer.iter_data():
            if not gid:
                continue
            c = (x * 32 + 16, y * 32 + 16)
            if (
                not polylines.point_in_polygon(c, side.outline)
                and polylines.distance_to_ring(c, side.outline) > 24
            ):
                outside += 1
        assert outside == 0, side.key


def test_shipped_maps_hold_the_traps_and_stay_valid():
    report = validate(sweep=False)
    assert report.ok, [str(p) for p in report.errors]
    shallow = clusters = parallel = near_items = rim_ends = 0
    for side in board().sides.values():
        figs = difficulty.side_figures(side)
        for sid, f in figs.items():
            shallow += sum(1 for c in f.crossings if c.angle < difficulty.SHALLOW_DEGREES)
            assert all(c.angle >= MIN_CROSS_ANGLE for c in f.crossings)
            arcs = [c.arc for c in f.crossings]
            clusters += sum(
                1 for a, b in zip(arcs, arcs[1:], strict=False) if b - a < difficulty.CLUSTER_PX
            )
            parallel += len(f.parallel)
            crossing_arcs = arcs
            for h in side.strand_items[sid]:
                near_items += any(abs(h.arc - a) < difficulty.ITEM_NEAR_PX for a in crossing_arcs)
        for s in side.strands:
            for end, port in ((s.pts[0], s.start), (s.pts[-1], s.end)):
                if port is None and polylines.dist(end, side.pivot) > 1000 - 90:
                    rim_ends += 1
        # no bend that looks like a junction, on any line
        for oid, pts in all_lines(side):
            assert not difficulty.tight_turns(pts), (side.key, oid)
    assert shallow >= 10 and clusters >= 10 and parallel >= 10 and near_items >= 20, (
        shallow,
        clusters,
        parallel,
        near_items,
    )
    assert rim_ends >= 4


def test_curves_are_stored_with_few_points_for_editing():
    spacing = []
    for side in board().sides.values():
        for _oid, pts in all_lines(side):
            spacing.append(polylines.length(pts) / (len(pts) - 1))
    assert sum(spacing) / len(spacing) > 35


def test_difficulty_settings_get_meaner_in_order(gen):
    easy, normal, hard = (gen.TRAPS[k] for k in ("easy", "normal", "hard"))
    assert easy.min_angle > normal.min_angle > hard.min_angle >= MIN_CROSS_ANGLE
    assert easy.crossing_gap > normal.crossing_gap > hard.crossing_gap
    assert easy.shallow <= normal.shallow <= hard.shallow
    assert easy.parallel <= normal.parallel <= hard.parallel
    assert easy.item_gap >= normal.item_gap >= hard.item_gap


def test_trap_decoys_cross_shallow_and_run_beside_their_strand(gen):
    rnd = random.Random(4)
    strand = gen.catmull([(1024.0, 900.0), (1000.0, 650.0), (1010.0, 400.0), (1030.0, 200.0)])
    angles, runs = [], []
    for _ in range(40):
        pts = gen.shallow_decoy(rnd, strand)
        if pts:
            angles += [h[2] for h in polylines.crossings(pts, strand)]
        pts = gen.parallel_decoy(rnd, strand)
        if pts:
            runs.append(difficulty.parallel_runs(strand, [(1, pts)], []))
    assert angles and all(gen.SHALLOW_TRAP[0] - 6 <= a <= gen.SHALLOW_TRAP[1] + 6 for a in angles)
    assert runs and sum(1 for r in runs if r and max(b - a for a, b in r) > 120) > len(runs) // 2
    assert math.isfinite(sum(angles))
