"""Zilence: the pytmx adapter and the board loader (small maps written to tmp_path)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

import game.engine.zilence  # noqa: F401  (registers the game)
from game.engine.common.resources import level_path
from game.engine.zilence import geom
from game.engine.zilence.board import Board, build_side, load_board, read_catalogue
from game.engine.zilence.errors import BoardError, Problem
from game.engine.zilence.tmx import read_map

LEVELS = level_path("zilence")
PIVOT = (1024.0, 1024.0)
ITEMS_TSX = (LEVELS / "tilesets" / "items.tsx").as_posix()
ITEMS_FIRSTGID = 17  # flashlight is the first tile of items.tsx


def port_positions() -> dict[str, tuple[str, int, tuple[float, float]]]:
    out = {}
    for i, a in enumerate((-12.0, 12.0)):
        out[f"in{i}"] = ("inner", i, geom.polar(PIVOT, 256.0, a))
    for j, r in enumerate((400.0, 540.0, 680.0, 820.0)):
        out[f"ccw{j}"] = ("ccw", j, geom.polar(PIVOT, r, -30.0))
        out[f"cw{j}"] = ("cw", j, geom.polar(PIVOT, r, 30.0))
    return out


PORTS = port_positions()


def P(name: str) -> tuple[float, float]:
    return PORTS[name][2]


def _poly(oid: int, cls: str, pts, tag: str = "polyline", attr: str = "type") -> str:
    x0, y0 = pts[0]
    rel = " ".join(f"{x - x0:.3f},{y - y0:.3f}" for x, y in pts)
    return (
        f'<object id="{oid}" {attr}="{cls}" x="{x0:.3f}" y="{y0:.3f}">'
        f'<{tag} points="{rel}"/></object>'
    )


def section_xml(
    section: int = 1,
    side: str = "a",
    strands=(),
    decoys=(),
    items=(),
    extra_objects: str = "",
    class_attr: str = "type",
    skip_ports: tuple[str, ...] = (),
) -> str:
    """A section map: the standard outline and ports plus the given lines and items.

    ``items`` are (kind, centre) tile objects, or (kind, centre, "point") point objects.
    """
    outline = [geom.polar(PIVOT, 256, a) for a in range(-30, 31, 6)] + [
        geom.polar(PIVOT, 1000, a) for a in range(30, -31, -6)
    ]
    oid = 1
    objs_outline = _poly(oid, "outline", outline, "polygon", class_attr)
    ports = []
    for name, (edge, index, (x, y)) in PORTS.items():
        oid += 1
        if name in skip_ports:
            continue
        ports.append(
            f'<object id="{oid}" name="{name}" {class_attr}="port" x="{x:.3f}" y="{y:.3f}">'
            f'<properties><property name="edge" value="{edge}"/>'
            f'<property name="index" type="int" value="{index}"/></properties><point/></object>'
        )
    body_strands, body_decoys, body_items = [], [], []
    oid = 100
    for pts in strands:
        oid += 1
        body_strands.append(_poly(oid, "strand", pts, attr=class_attr))
    oid = 200
    for pts in decoys:
        oid += 1
        body_decoys.append(_poly(oid, "decoy", pts, attr=class_attr))
    oid = 300
    kinds = [
        i["id"] for i in __import__("json").loads((LEVELS / "catalogue.json").read_text())["items"]
    ]
    for entry in items:
        oid += 1
        kind, (cx, cy) = entry[0], entry[1]
        if len(entry) > 2 and entry[2] == "point":
            body_items.append(
                f'<object id="{oid}" {class_attr}="item" x="{cx}" y="{cy}"><properties>'
                f'<property name="item" value="{kind}"/></properties><point/></object>'
            )
        else:
            gid = ITEMS_FIRSTGID + kinds.index(kind)
            body_items.append(
                f'<object id="{oid}" {class_attr}="item" gid="{gid}" '
                f'x="{cx - 32}" y="{cy + 32}" width="64" height="64"/>'
            )
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<map version="1.8" tiledversion="1.8.2" orientation="orthogonal" renderorder="right-down"
 width="64" height="64" tilewidth="32" tileheight="32" infinite="0" nextlayerid="6"
 nextobjectid="400">
 <properties>
  <property name="section" type="int" value="{section}"/><property name="side" value="{side}"/>
  <property name="schema" type="int" value="1"/>
  <property name="pivot_x" type="float" value="1024"/>
  <property name="pivot_y" type="float" value="1024"/>
 </properties>
 <tileset firstgid="{ITEMS_FIRSTGID}" source="{ITEMS_TSX}"/>
 <objectgroup id="1" name="outline">{objs_outline}</objectgroup>
 <objectgroup id="2" name="ports">{"".join(ports)}{extra_objects}</objectgroup>
 <objectgroup id="3" name="strands">{"".join(body_strands)}</objectgroup>
 <objectgroup id="4" name="lines">{"".join(body_decoys)}</objectgroup>
 <objectgroup id="5" name="items">{"".join(body_items)}</objectgroup>
</map>
"""


def catalogue():
    problems: list[Problem] = []
    cat = read_catalogue(LEVELS / "catalogue.json", problems)
    assert cat is not None and not problems
    return cat


def load_section(tmp_path: Path, xml: str, name: str = "s1_a.tmx"):
    path = tmp_path / name
    path.write_text(xml)
    problems: list[Problem] = []
    side = build_side(read_map(path, name), catalogue(), problems)
    return side, problems


def errors(problems):
    return [p for p in problems if p.level == "error"]


def all_port_stubs(skip=()):
    """Short dead-end stubs on every side port, so a fixture side has no port warnings."""
    out = []
    for name, (edge, _, p) in PORTS.items():
        if edge == "inner" or name in skip:
            continue
        inward = 1 if edge == "ccw" else -1
        out.append([p, (p[0] + inward * 60, p[1] - 30), (p[0] + inward * 110, p[1] - 60)])
    return out


# ---- tests ---------------------------------------------------------------------------------


def test_polyline_points_are_absolute_and_ends_snap_to_ports(tmp_path):
    pts = [P("in0"), (980.0, 700.0), (1010.0, 560.0)]
    side, problems = load_section(tmp_path, section_xml(strands=[pts]))
    assert side is not None
    strand = side.strands[0]
    assert strand.pts[0] == pytest.approx(P("in0"), abs=0.01)
    assert strand.pts[-1] == pytest.approx((1010.0, 560.0), abs=0.01)  # x/y added by pytmx
    assert strand.start == ("inner", 0) and strand.end is None
    assert strand.length == pytest.approx(geom.length(pts), abs=0.1)


def test_tile_object_anchor_is_the_picture_centre_and_tile_property_is_merged(tmp_path):
    pts = [P("in0"), (990.0, 600.0)]
    xml = section_xml(strands=[pts], items=[("dynamite", (985.0, 650.0))])
    side, _ = load_section(tmp_path, xml)
    (item,) = side.items
    assert item.kind == "dynamite"
    assert item.pos == pytest.approx((985.0, 650.0))


@pytest.mark.parametrize("attr", ["type", "class"])
def test_object_class_is_read_from_type_and_from_tiled_19_class(tmp_path, attr):
    raw_path = tmp_path / "s1_a.tmx"
    raw_path.write_text(section_xml(strands=[[P("in0"), (990.0, 600.0)]], class_attr=attr))
    raw = read_map(raw_path)
    assert {o.cls for o in raw.object_layers["ports"]} == {"port"}
    assert raw.object_layers["strands"][0].cls == "strand"
    assert raw.object_layers["ports"][0].shape == "point"


def test_reserved_property_name_is_refused_naming_file_and_object(tmp_path):
    bad = (
        '<object id="77" name="x" type="port" x="5" y="5"><properties>'
        '<property name="type" value="oops"/></properties><point/></object>'
    )
    path = tmp_path / "s1_a.tmx"
    path.write_text(section_xml(extra_objects=bad))
    with pytest.raises(BoardError) as err:
        read_map(path, "sections/s1_a.tmx")
    text = str(err.value)
    assert "sections/s1_a.tmx, object 77" in text and "'type'" in text


def test_unknown_item_kind_and_rotation_are_reported_with_object_ids(tmp_path):
    rotated = (
        '<object id="88" type="item" gid="17" x="900" y="700" width="64" height="64" '
        'rotation="30"/>'
    )
    xml = section_xml(items=[("chainsaw", (950.0, 600.0), "point")]).replace(
        "</objectgroup>\n</map>", rotated + "</objectgroup>\n</map>"
    )
    _, problems = load_section(tmp_path, xml)
    messages = [str(p) for p in errors(problems)]
    assert any("object 301" in m and "chainsaw" in m for m in messages)
    assert any("object 88" in m and "rotated" in m for m in messages)


def test_two_strands_on_one_port_and_missing_inner_strand_are_errors(tmp_path):
    a = [P("in0"), (990.0, 600.0)]
    b = [P("in0"), (1100.0, 600.0)]
    _, problems = load_section(tmp_path, section_xml(strands=[a, b]))
    messages = [str(p) for p in errors(problems)]
    assert any("port in0 is the end of 2 strands" in m for m in messages)
    assert any("port in1 has no strand" in m for m in messages)


def test_shipped_board_loads_once_and_is_cached():
    board = load_board()
    assert isinstance(board, Board)
    assert load_board() is board
    assert len(board.sides) == 12 and len(board.starts) == 12
    assert len(board.catalogue.item_ids) >= 16


@pytest.mark.skipif(shutil.which("tiled") is None, reason="the Tiled editor is not installed")
def test_every_shipped_map_loads_in_tiled_and_survives_a_tiled_save(tmp_path):
    env = {"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)}
    maps = [LEVELS / "center.tmx", *sorted((LEVELS / "sections").glob("*.tmx"))]
    for path in maps:
        out = tmp_path / (path.stem + ".json")
        res = subprocess.run(
            ["tiled", "--export-map", "json", str(path), str(out)],
            env=env,
            capture_output=True,
            timeout=120,
        )
        assert res.returncode == 0 and out.exists(), f"Tiled cannot load {path.name}"
    # a map saved by Tiled itself still loads into the same geometry
    saved = tmp_path / "s3_a.tmx"
    res = subprocess.run(
        ["tiled", "--export-map", "tmx", str(LEVELS / "sections" / "s3_a.tmx"), str(saved)],
        env=env,
        capture_output=True,
        timeout=120,
    )
    assert res.returncode == 0
    problems: list[Problem] = []
    again = build_side(read_map(saved), catalogue(), problems)
    original = load_board().sides["s3_a"]
    assert not errors(problems)
    assert [s.sid for s in again.strands] == [s.sid for s in original.strands]
    assert again.hops.keys() == original.hops.keys()
    assert [(i.kind, round(i.pos[0]), round(i.pos[1])) for i in again.items] == [
        (i.kind, round(i.pos[0]), round(i.pos[1])) for i in original.items
    ]
