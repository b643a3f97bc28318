"""Loading the Zilence board from the Tiled files under ``levels/zilence/``.

Files (see levels/zilence/README.md): ``catalogue.json`` (symbols, colours, item kinds),
``center.tmx`` (the hub and its 12 start icons) and ``sections/s<N>_<a|b>.tmx`` (one per side
of each of the 6 double-sided sections, all drawn as if in slot 0, pointing up).

Loading checks what the rules need to work (known item kinds, ports, the hub's 2 + 1 starts);
``validate.py`` adds the drawing checks and the sweep over every layout. The board is loaded
once per process and cached, so random playouts stay fast.
"""

from __future__ import annotations

import functools
import json
from collections import Counter
from pathlib import Path

from ..common.resources import level_path
from .board import NUM_SLOTS, SIDES, Board, Catalogue, SectionSide, side_key
from .datafile import rgb, text
from .errors import BoardError, Problem
from .hub import build_hub
from .sections import build_side, check_same_ports
from .tmx import read_map


@functools.lru_cache(maxsize=4)
def _load_cached(root: str) -> Board:
    board, problems = build_board(Path(root))
    errors = [p for p in problems if p.level == "error"]
    if errors or board is None:
        raise BoardError(errors or [Problem(root, None, "no board could be built")], root)
    return board


def load_board(root: Path | None = None) -> Board:
    """The board under ``root`` (default: the shipped ``levels/zilence``), loaded once."""
    return _load_cached(str((root or level_path("zilence")).resolve()))


def build_board(root: Path) -> tuple[Board | None, list[Problem]]:
    """Build the board and list every problem found; the board is None if it cannot be built."""
    problems: list[Problem] = []
    catalogue = read_catalogue(root / "catalogue.json", problems)
    if catalogue is None:
        return None, problems
    sides: dict[str, SectionSide] = {}
    for path in sorted((root / "sections").glob("*.tmx")):
        label = f"sections/{path.name}"
        try:
            raw = read_map(path, label)
        except BoardError as exc:
            problems += exc.problems
            continue
        side = build_side(raw, catalogue, problems)
        if side is None:
            continue
        if side.key in sides:
            problems.append(Problem(label, None, f"is a second map for {side.key}"))
        elif path.stem != side.key:
            problems.append(Problem(label, None, f"says it is {side.key}; name it {side.key}.tmx"))
        else:
            sides[side.key] = side
    sections = sorted({s.section for s in sides.values()})
    for n in sections:
        for letter in SIDES:
            if side_key(n, letter) not in sides:
                problems.append(Problem(f"sections/{side_key(n, letter)}.tmx", None, "is missing"))
    if len(sections) != NUM_SLOTS:
        problems.append(
            Problem("sections/", None, f"holds {len(sections)} sections; the board needs 6")
        )
    check_same_ports(sides, problems)
    try:
        raw_center = read_map(root / "center.tmx", "center.tmx")
    except BoardError as exc:
        return None, problems + exc.problems
    hub = build_hub(raw_center, catalogue, sides, problems)
    if hub is None:
        return None, problems
    pivot, radius, outline, starts = hub
    board = Board(
        root=str(root),
        catalogue=catalogue,
        pivot=pivot,
        hub_radius=radius,
        hub_outline=outline,
        starts=starts,
        sides=sides,
        sections=tuple(sections),
    )
    return board, problems


def read_catalogue(path: Path, problems: list[Problem]) -> Catalogue | None:
    label = path.name
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        cat = Catalogue(
            symbols=tuple((text(s["id"]), text(s["name"])) for s in data["symbols"]),
            colors=tuple((text(c["id"]), text(c["name"]), rgb(c["rgb"])) for c in data["colors"]),
            items=tuple((text(i["id"]), text(i["name"])) for i in data["items"]),
            items_a=tuple(
                (text(i["id"]), text(i["a_name"])) for i in data["items"] if "a_name" in i
            ),
        )
    except Exception as exc:  # deep nesting, wrong shapes: the file is named, never a crash
        problems.append(Problem(label, None, f"cannot be read ({type(exc).__name__}: {exc})"))
        return None
    for what, ids in (
        ("symbol", cat.symbol_ids),
        ("colour", cat.color_ids),
        ("item", cat.item_ids),
    ):
        for name, n in Counter(ids).items():
            if n > 1:
                problems.append(Problem(label, None, f"lists the {what} {name!r} {n} times"))
    if len(cat.color_ids) != 3:
        problems.append(Problem(label, None, "needs exactly 3 path colours"))
    return cat
