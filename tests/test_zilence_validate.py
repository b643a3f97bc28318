"""Zilence: the content validator on the real board and on broken fixtures.

The fixtures under tests/data/zilence/ are small section maps, each with one thing wrong; a
test copies the shipped board to tmp_path and puts a fixture in place of sections/s2_a.tmx.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from game.engine.common.resources import level_path
from game.engine.zilence.board import Board, HubStart
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
