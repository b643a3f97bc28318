"""Zilence: the pytmx adapter and the board loader (small maps written to tmp_path)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

import game.engine.zilence  # noqa: F401  (registers the game)
from game.engine.common.resources import level_path
from game.engine.zilence import polylines
from game.engine.zilence.board import Board
from game.engine.zilence.errors import BoardError, Problem
from game.engine.zilence.loader import build_board, load_board, read_catalogue
from game.engine.zilence.sections import build_side
from game.engine.zilence.tmx import read_map
from game.engine.zilence.validate import validate

LEVELS = level_path("zilence")
PIVOT = (1024.0, 1024.0)
ITEMS_TSX = (LEVELS / "tilesets" / "items.tsx").as_posix()
ITEMS_FIRSTGID = 17  # flashlight is the first tile of items.tsx


def port_positions() -> dict[str, tuple[str, int, tuple[float, float]]]:
    out = {}
    for i, a in enumerate((-12.0, 12.0)):
        out[f"in{i}"] = ("inner", i, polylines.polar(PIVOT, 256.0, a))
    for j, r in enumerate((400.0, 540.0, 680.0, 820.0)):
        out[f"ccw{j}"] = ("ccw", j, polylines.polar(PIVOT, r, -30.0))
        out[f"cw{j}"] = ("cw", j, polylines.polar(PIVOT, r, 30.0))
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
    outline = [polylines.polar(PIVOT, 256, a) for a in range(-30, 31, 6)] + [
        polylines.polar(PIVOT, 1000, a) for a in range(30, -31, -6)
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
    assert strand.length == pytest.approx(polylines.length(pts), abs=0.1)


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
    side = board.sides["s1_a"]  # shared by every game in the process, so read-only
    with pytest.raises(TypeError):
        board.sides["s1_a"] = side  # type: ignore[index]
    with pytest.raises(TypeError):
        side.hops[("inner", 0)] = side.hops[("inner", 1)]  # type: ignore[index]


def tiled(tmp_path: Path, *args: str) -> subprocess.CompletedProcess:
    """Run the real Tiled editor headless (Debian's 1.8.2 in CI)."""
    env = {
        "QT_QPA_PLATFORM": "offscreen",
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": str(tmp_path),
        "XDG_RUNTIME_DIR": str(tmp_path),
    }
    return subprocess.run(["tiled", *args], env=env, capture_output=True, text=True, timeout=120)


def side_facts(side) -> tuple:
    """What the rules read from a side, rounded so a re-save's float printing does not matter."""

    def r(p):
        return (round(p[0], 1), round(p[1], 1))

    return (
        side.key,
        sorted((k, r(p.pos)) for k, p in side.ports.items()),
        [(s.sid, [r(p) for p in s.pts], s.start, s.end) for s in side.strands],
        [(d.oid, [r(p) for p in d.pts]) for d in side.decoys],
        [(i.oid, i.kind, r(i.pos), i.radius, i.forced_strand) for i in side.items],
        sorted(
            (k, h.strand, h.direction, h.exit, [x.kind for x in h.items])
            for k, h in side.hops.items()
        ),
    )


needs_tiled = pytest.mark.skipif(shutil.which("tiled") is None, reason="Tiled is not installed")


@needs_tiled
def test_tiled_refuses_a_broken_map(tmp_path):
    bad = tmp_path / "broken.tmx"
    bad.write_text('<map version="1.8"><objectgroup')
    assert tiled(tmp_path, "--export-map", "json", str(bad), str(tmp_path / "b.json")).returncode
    assert not (tmp_path / "b.json").exists()


@needs_tiled
def test_every_map_opens_in_tiled_with_its_tilesets_and_survives_a_tiled_save(tmp_path):
    root = tmp_path / "zilence"
    shutil.copytree(LEVELS, root, ignore=shutil.ignore_patterns("*.py", "__pycache__"))
    maps = [root / "center.tmx", *sorted((root / "sections").glob("*.tmx"))]
    assert len(maps) == 13
    same_layout = tiled(tmp_path, "--version").stdout.startswith("Tiled 1.8.")
    for path in maps:
        # 1. Tiled loads it with every tileset and picture resolved (it does not fail on a
        #    missing tileset, it embeds an empty one, so look at what it embedded)
        out = path.with_suffix(".json")
        res = tiled(tmp_path, "--embed-tilesets", "--export-map", "json", str(path), str(out))
        assert res.returncode == 0, f"Tiled cannot load {path.name}: {res.stderr}"
        data = json.loads(out.read_text())
        ranges = []
        for ts in data["tilesets"]:
            assert ts["tilecount"] > 0, f"{path.name}: tileset {ts.get('name')} did not load"
            pictures = [ts["image"]] if "image" in ts else [t["image"] for t in ts["tiles"]]
            assert len(pictures) == (1 if "image" in ts else ts["tilecount"])
            for pic in pictures:
                assert (out.parent / pic).is_file(), f"{path.name}: {pic} is missing"
            ranges.append(range(ts["firstgid"], ts["firstgid"] + ts["tilecount"]))
        gids = {o["gid"] for lay in data["layers"] for o in lay.get("objects", ()) if "gid" in o}
        gids |= {g for lay in data["layers"] for g in lay.get("data", ()) if g}
        assert gids and all(any(g in rg for rg in ranges) for g in gids), path.name
        # 2. saved by Tiled itself, in place; the generator writes Tiled 1.8's own layout
        saved = path.with_suffix(".saved")
        res = tiled(tmp_path, "--export-map", "tmx", str(path), str(saved))
        assert res.returncode == 0, res.stderr
        if same_layout:
            assert saved.read_bytes() == path.read_bytes(), f"a Tiled save changes {path.name}"
        saved.replace(path)
        out.unlink()
    for tsx in sorted((root / "tilesets").glob("*.tsx")):
        saved = tsx.with_suffix(".saved")
        res = tiled(tmp_path, "--export-tileset", "tsx", str(tsx), str(saved))
        assert res.returncode == 0, res.stderr
        if same_layout:
            assert saved.read_bytes() == tsx.read_bytes(), f"a Tiled save changes {tsx.name}"
    # 3. the re-saved board is the same board, and still valid
    problems: list[Problem] = []
    again, problems = build_board(root)
    original = load_board()
    assert again is not None and not errors(problems), problems
    assert sorted(again.sides) == sorted(original.sides)
    for key, side in original.sides.items():
        assert side_facts(again.sides[key]) == side_facts(side), key
    assert [(s.symbol, s.color, s.hub_side, s.inner_index) for s in again.starts] == [
        (s.symbol, s.color, s.hub_side, s.inner_index) for s in original.starts
    ]
    assert validate(root, sweep=False).ok
