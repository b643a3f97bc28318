"""Zilence: the content validator on the real board and on broken fixtures.

The fixtures under tests/data/zilence/ are small section maps, each with one thing wrong; a
test copies the shipped board to tmp_path and puts a fixture in place of sections/s2_a.tmx.
"""

from __future__ import annotations

import math
import re
import shutil
from pathlib import Path

import pytest

from game.engine.common.resources import level_path
from game.engine.zilence import polylines
from game.engine.zilence.board import Board, HubStart
from game.engine.zilence.errors import BoardError
from game.engine.zilence.loader import load_board
from game.engine.zilence.side_checks import check_side
from game.engine.zilence.validate import format_report, main, sweep_layouts, validate

from .test_zilence_loader import P, catalogue, load_section, section_xml

FIXTURES = Path(__file__).parent / "data" / "zilence"


@pytest.fixture(scope="module")
def real_report():
    return validate()


def test_shipped_board_passes_with_statistics(real_report):
    assert real_report.ok, format_report(real_report)
    st = real_report.stats
    assert st["layouts"] == 46_080 and st["routes"] == 46_080 * 12
    classes = st["length_classes"]
    assert classes["short"] > 5 and classes["medium"] > 30 and classes["very long"] > 1
    assert st["items_per_route"]["min"] >= 1
    assert len(st["item_reach"]) >= 16 and min(r for r, _ in st["item_reach"].values()) > 10
    assert st["ends"] == {"dead_end": 100.0}  # every path ends in a dead end, none loops
    for key, side in st["sides"].items():  # lines cross lines and decoys on every side
        assert side["crossings"][0] > 0 and side["crossings"][1] > 0, key
    assert real_report.seconds < 60
    text = format_report(real_report)
    assert "Route length" in text and "Items per route" in text and "0 errors" in text


def board_copy(tmp_path: Path) -> Path:
    root = tmp_path / "zilence"
    shutil.copytree(level_path("zilence"), root, ignore=shutil.ignore_patterns("*.png", "*.py"))
    return root


@pytest.mark.parametrize(
    ("fixture", "pattern"),
    [
        ("rotated_item.tmx", r"sections/s2_a\.tmx, object 301: is rotated by 45"),
        ("unknown_item.tmx", r"sections/s2_a\.tmx, object 301: item kind 'chainsaw'"),
        ("reserved_name.tmx", r"sections/s2_a\.tmx, object 101: .*property named 'name'"),
        ("moved_port.tmx", r"sections/s2_a\.tmx, object \d+: port cw1 is 6\.0 px away"),
        ("moved_port.tmx", r"s2_a\.tmx, object \d+: port cw1 is 6\.0 px from where ccw1 of the"),
        ("double_port.tmx", r"sections/s2_a\.tmx, object \d+: port cw0 is the end of 2 strands"),
    ],
)
def test_broken_fixture_gets_a_clear_message(tmp_path, capsys, fixture, pattern):
    root = board_copy(tmp_path)
    shutil.copy(FIXTURES / fixture, root / "sections" / "s2_a.tmx")
    report = validate(root)
    assert not report.ok
    assert any(re.search(pattern, str(p)) for p in report.errors), format_report(report)
    assert main([str(root), "--quick"]) == 1
    out = capsys.readouterr().out
    assert re.search(pattern, out) and "Traceback" not in out


def test_hub_with_a_missing_start_is_refused(tmp_path):
    root = board_copy(tmp_path)
    center = (root / "center.tmx").read_text()
    first_start = re.search(
        r'  <object id="(\d+)" name="bones_red" type="start".*?</object>\n', center, re.S
    )
    assert first_start
    (root / "center.tmx").write_text(center.replace(first_start.group(0), ""))
    messages = [str(p) for p in validate(root, sweep=False).errors]
    assert any("center.tmx: has no red bones start" in m for m in messages)
    assert any("bones starts must be 2 on one hub side and 1 on another" in m for m in messages)


def test_a_map_that_is_not_xml_is_named(tmp_path, capsys):
    root = board_copy(tmp_path)
    (root / "sections" / "s4_b.tmx").write_text("<map")
    assert main([str(root)]) == 1
    out = capsys.readouterr().out
    assert "sections/s4_b.tmx: is not valid XML" in out and "Traceback" not in out


def test_the_sweep_names_a_looping_strand(tmp_path):
    # in0 -> cw0; ccw0 -> ccw1; cw1 -> cw0 again (cw0 has two strands: a broken map)
    lines = [
        [P("in0"), (1040.0, 650.0), P("cw0")],
        [P("ccw0"), (880.0, 600.0), P("ccw1")],
        [P("cw1"), (1180.0, 600.0), P("cw0")],
    ]
    side, _ = load_section(tmp_path, section_xml(strands=lines), "s2_a.tmx")
    sides = {f"s{n}_{x}": side for n in range(1, 7) for x in "ab"}
    starts = (HubStart("bones", "red", 0, 0, 1, P("in0")),)
    board = Board("", catalogue(), (1024.0, 1024.0), 256.0, (), starts, sides, tuple(range(1, 7)))
    problems = []
    stats = sweep_layouts(board, problems)
    assert stats["routes"] == 0  # every layout loops
    first = str(problems[0])
    assert first.startswith("s2_a.tmx, object 102: the bones route from hub side 0 loops back")
    assert "... 46075 more looping routes" in str(problems[-1])


def test_hub_icon_that_shows_another_start_is_an_error(tmp_path):
    root = board_copy(tmp_path)
    center = (root / "center.tmx").read_text()
    hub_gid = int(re.search(r'<tileset firstgid="(\d+)" source="tilesets/hub.tsx"', center)[1])
    icon = re.search(rf'<object id="(\d+)" type="icon" gid="{hub_gid}"', center)
    assert icon  # the red bones icon
    yellow = icon.group(0).replace(f'gid="{hub_gid}"', f'gid="{hub_gid + 1}"')
    (root / "center.tmx").write_text(center.replace(icon.group(0), yellow))
    messages = [str(p) for p in validate(root, sweep=False).errors]
    assert any(
        f"center.tmx, object {icon.group(1)}: icon shows yellow bones" in m for m in messages
    ), messages


def test_a_rotated_object_on_any_layer_is_an_error(tmp_path):
    root = board_copy(tmp_path)
    center = (root / "center.tmx").read_text()
    icon = re.search(r'<object id="(\d+)" type="icon"', center)
    (root / "center.tmx").write_text(
        center.replace(icon.group(0), icon.group(0) + ' rotation="90"')
    )
    messages = [str(p) for p in validate(root, sweep=False).errors]
    assert any(f"center.tmx, object {icon.group(1)}: is rotated by 90" in m for m in messages)


# ---- hostile content: the validator names the file, and the game's loader refuses it too ----


def _edit(rel: str, pattern: str, new: str):
    def edit(root: Path) -> None:
        path = root / rel
        text = path.read_text()
        changed = re.sub(pattern, new, text, count=1)
        assert changed != text, pattern
        path.write_text(changed)

    return edit


def _write(rel: str, text: str):
    return lambda root: (root / rel).write_text(text)


HOSTILE = {
    "object id two": (
        _edit("sections/s2_a.tmx", r'<object id="\d+"', '<object id="two"'),
        r"sections/s2_a\.tmx: an object id is 'two'",
    ),
    "coordinate 1e308": (
        _edit("sections/s2_a.tmx", r'(<object id="(\d+)"[^>]*?) x="[-\d.]+"', r'\1 x="1e308"'),
        r"sections/s2_a\.tmx, object \d+: x 1e308 is not a number",
    ),
    "NaN pivot": (
        _edit(
            "sections/s2_a.tmx",
            r'name="pivot_x" type="float" value="[^"]*"',
            'name="pivot_x" type="float" value="nan"',
        ),
        r"sections/s2_a\.tmx: property 'pivot_x': nan is not a number",
    ),
    "NaN pivot as text": (
        _edit(
            "sections/s2_a.tmx",
            r'name="pivot_x" type="float" value="[^"]*"',
            'name="pivot_x" value="nan"',
        ),
        r"sections/s2_a\.tmx: map property 'pivot_x' is 'nan'",
    ),
    "NaN line point": (
        _edit("sections/s3_b.tmx", r'(<polyline points=")[-\d.]+,', r"\1nan,"),
        r"sections/s3_b\.tmx, object \d+: point 'nan,",
    ),
    "broken items.tsx": (
        _write("tilesets/items.tsx", "<tileset"),
        r"sections/s1_a\.tmx: its tileset \.\./tilesets/items\.tsx cannot be read",
    ),
    "deep catalogue.json": (
        _write("catalogue.json", "[" * 100_000 + "]" * 100_000),
        r"catalogue\.json: cannot be read \(RecursionError",
    ),
    "deep decks.json": (
        _write("decks.json", '{"characters": ' + "[" * 100_000 + "]" * 100_000 + "}"),
        r"decks\.json: cannot be read \(RecursionError",
    ),
}


@pytest.mark.parametrize("case", HOSTILE, ids=list(HOSTILE))
def test_hostile_board_content_is_named_never_raised(tmp_path, capsys, case):
    edit, pattern = HOSTILE[case]
    root = board_copy(tmp_path)
    edit(root)
    report = validate(root, sweep=False)
    assert any(re.search(pattern, str(p)) for p in report.errors), format_report(report)
    assert main([str(root), "--quick"]) == 1
    out = capsys.readouterr().out
    assert re.search(pattern, out) and "could not" not in out and "Traceback" not in out
    if not case.startswith("deep decks"):  # decks are read with the game, not the board
        with pytest.raises(BoardError):
            load_board(root)


def test_a_line_of_sixteen_thousand_points_is_checked_in_near_linear_work(tmp_path, monkeypatch):
    start, end = P("in0"), P("cw0")
    n = 16_000
    wiggle = [
        (1024 + 40 * math.sin(k / n * 6 * math.pi), start[1] - 20 - k / n * 300) for k in range(n)
    ]
    xml = section_xml(strands=[[start, *wiggle, end]])
    side, _ = load_section(tmp_path, xml)
    tests = 0
    real = polylines.boxes_meet

    def counted(p, q):
        nonlocal tests
        tests += 1
        return real(p, q)

    monkeypatch.setattr(polylines, "boxes_meet", counted)
    problems = []
    check_side(side, problems)
    assert side.strands[0].pts[5] == pytest.approx(wiggle[4])
    assert tests < 100 * n  # every pair of segments would be 128 million
