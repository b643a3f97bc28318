"""Check the whole Zilence board and print content statistics.

    python -m game.engine.zilence.validate [LEVELS_DIR] [--quick]

Checks (shared/rules/zilence.md section 8.11): every map loads; canvas, pivot, outline and
ports are the same on all 12 sides; nothing is rotated; every item is a known kind; ports are
joined by exactly one strand; free ends are clear of ports, edges and other lines; lines cross
at clear angles and never run along each other; the hub has its 12 starts (2 + 1 per symbol)
on the inner ports; the decks are well formed; and all 46,080 layouts x 12 starts are walked
(no loops, no endless route), collecting route lengths, items per route and how often each item
kind can be reached. Each problem names the file, the Tiled object id and what is wrong.
Exit status: 0 when there are no errors, 1 otherwise. The drawing checks of each side are
in ``side_checks.py``; this runs them with the loading, the sweep and the report.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from ..common.resources import level_path
from . import polylines
from .board import Board
from .decks import read_characters
from .errors import Problem, RouteLoop
from .layout import all_layouts
from .loader import build_board
from .side_checks import check_frames, check_side
from .walk import MAX_STEPS, quick_walk, walk

T = TypeVar("T")
LENGTH_CLASSES = (
    (0, 1200, "short"),
    (1200, 2500, "medium"),
    (2500, 3500, "long"),
    (3500, math.inf, "very long"),
)


@dataclass
class Report:
    problems: list[Problem] = field(default_factory=list)
    stats: dict[str, Any] = field(default_factory=dict)
    seconds: float = 0.0

    @property
    def errors(self) -> list[Problem]:
        return [p for p in self.problems if p.level == "error"]

    @property
    def warnings(self) -> list[Problem]:
        return [p for p in self.problems if p.level == "warning"]

    @property
    def ok(self) -> bool:
        return not self.errors


def validate(root: Path | None = None, *, sweep: bool = True) -> Report:
    """Validate the board under ``root`` (default: the shipped one); never raises on content.

    Each stage runs guarded: an unexpected failure becomes an error naming the file it was
    reading, and the other checks still run.
    """
    t0 = time.perf_counter()
    root = root or level_path("zilence")
    report = Report()
    board = guarded(report, str(root), lambda: build_board(root))
    if board is not None:
        board, problems = board
        report.problems += problems
    if board is not None:
        decks = guarded(
            report,
            "decks.json",
            lambda: read_characters(root / "decks.json", board.catalogue.item_ids),
        )
        report.problems += decks[1] if decks else []
        guarded(report, "sections/", lambda: check_frames(board, report.problems))
        for side in board.sides.values():
            guarded(report, side.file, lambda side=side: check_side(side, report.problems))
        if sweep and not report.errors and len(board.sides) == 12:
            report.stats = sweep_layouts(board, report.problems)
            report.stats["sides"] = side_stats(board)
            report.stats["decks"] = deck_reach(root, board, report.stats)
    report.seconds = time.perf_counter() - t0
    return report


def guarded(report: Report, label: str, step: Callable[[], T]) -> T | None:
    """``step()``, or None with an error naming ``label`` when it raises."""
    try:
        return step()
    except Exception as exc:
        report.problems.append(
            Problem(label, None, f"could not be checked ({type(exc).__name__}: {exc})"[:300])
        )
        return None


# ---- the sweep over every layout --------------------------------------------------------


def sweep_layouts(board: Board, problems: list[Problem]) -> dict[str, Any]:
    t0 = time.perf_counter()
    flat = {
        key: {
            port: (h.strand, h.exit, h.length, tuple(i.kind for i in h.items))
            for port, h in side.hops.items()
        }
        for key, side in board.sides.items()
    }
    starts = [(s.symbol, s.hub_side, s.inner_index) for s in board.starts]
    symbols = board.catalogue.symbol_ids
    lengths: list[float] = []
    item_counts: Counter[int] = Counter()
    step_counts: Counter[int] = Counter()
    route_reach: Counter[str] = Counter()
    round_reach: Counter[str] = Counter()
    ends: Counter[str] = Counter()
    dup_routes = 0
    layouts = 0
    reported = 0
    for layout in all_layouts(board):
        layouts += 1
        hops = [flat[k] for k in layout]
        per_symbol: dict[str, set[str]] = {s: set() for s in symbols}
        for symbol, hub_side, index in starts:
            res = quick_walk(hops, hub_side, index)
            if res is None or res[3] == "limit":
                if reported < 5:
                    problems.append(loop_problem(board, layout, symbol, hub_side, index))
                reported += 1
                continue
            length, kinds, n, end = res
            ends[end] += 1
            lengths.append(length)
            item_counts[len(kinds)] += 1
            step_counts[n] += 1
            kind_set = set(kinds)
            if len(kind_set) < len(kinds):
                dup_routes += 1
            route_reach.update(kind_set)
            per_symbol[symbol] |= kind_set
        for kinds in per_symbol.values():
            round_reach.update(kinds)
    if reported > 5:
        problems.append(Problem("sections/", None, f"... {reported - 5} more looping routes"))
    routes = len(lengths)
    lengths.sort()
    rounds = layouts * len(symbols)
    return {
        "layouts": layouts,
        "routes": routes,
        "sweep_seconds": round(time.perf_counter() - t0, 2),
        "length": {
            q: round(lengths[min(routes - 1, int(q * routes))])
            for q in (0.0, 0.1, 0.25, 0.5, 0.75, 0.9, 1.0)
        }
        if routes
        else {},
        "length_classes": {
            name: round(100 * sum(1 for x in lengths if lo <= x < hi) / max(routes, 1), 1)
            for lo, hi, name in LENGTH_CLASSES
        },
        "ends": {k: round(100 * v / max(routes, 1), 1) for k, v in sorted(ends.items())},
        "strands_per_route": {
            k: round(100 * v / max(routes, 1), 1) for k, v in sorted(step_counts.items())
        },
        "items_per_route": {
            "min": min(item_counts) if item_counts else 0,
            "mean": round(sum(k * v for k, v in item_counts.items()) / max(routes, 1), 2),
            "max": max(item_counts) if item_counts else 0,
            "none_percent": round(100 * item_counts[0] / max(routes, 1), 2),
            "with_duplicate_percent": round(100 * dup_routes / max(routes, 1), 1),
        },
        "item_reach": {
            k: (
                round(100 * route_reach[k] / max(routes, 1), 1),
                round(100 * round_reach[k] / max(rounds, 1), 1),
            )
            for k in board.catalogue.item_ids
        },
    }


def loop_problem(board: Board, layout, symbol: str, hub_side: int, index: int) -> Problem:
    try:
        walk(board, layout, hub_side, index)
    except RouteLoop as exc:
        return Problem(
            board.sides[exc.side].file,
            exc.strand,
            f"the {symbol} route from hub side {hub_side} loops back onto this strand "
            f"(slot {exc.slot}) in layout {', '.join(layout)}",
        )
    return Problem(
        "sections/",
        None,
        f"the {symbol} route from hub side {hub_side} is longer "
        f"than {MAX_STEPS} strands in layout {', '.join(layout)}",
    )


def side_stats(board: Board) -> dict[str, Any]:
    out = {}
    for key in sorted(board.sides):
        s = board.sides[key]
        lengths = [st.length for st in s.strands]
        on_strands = {h.oid for hits in s.strand_items.values() for h in hits}
        strand_x = sum(
            len(polylines.crossings(a.pts, b.pts))
            for i, a in enumerate(s.strands)
            for b in s.strands[i + 1 :]
        )
        decoy_x = sum(len(polylines.crossings(a.pts, d.pts)) for a in s.strands for d in s.decoys)
        out[key] = {
            "crossings": (strand_x, decoy_x),
            "strands": len(s.strands),
            "strand_length": (round(min(lengths)), round(max(lengths))) if lengths else (0, 0),
            "decoys": len(s.decoys),
            "items": len(s.items),
            "items_on_strands": len(on_strands),
        }
    return out


def deck_reach(root: Path, board: Board, stats: dict[str, Any]) -> dict[str, float]:
    """Per character: the mean share of rounds in which each of its cards is on some path."""
    chars, _ = read_characters(root / "decks.json", board.catalogue.item_ids)
    reach = stats["item_reach"]
    return {c.name: round(sum(reach[k][1] for k in c.deck) / len(c.deck), 1) for c in chars}


# ---- the command line -----------------------------------------------------------------------


def format_report(report: Report) -> str:
    lines = []
    for p in report.errors:
        lines.append(f"ERROR   {p}")
    for p in report.warnings:
        lines.append(f"warning {p}")
    st = report.stats
    if st:
        lines.append(
            f"Walked {st['layouts']:,} layouts x 12 starts = {st['routes']:,} routes "
            f"in {st['sweep_seconds']} s."
        )
        q = st["length"]
        lines.append(
            "Route length (board px, board is 2000 across): "
            + "  ".join(
                f"{name} {q[k]}"
                for k, name in (
                    (0.0, "min"),
                    (0.1, "p10"),
                    (0.25, "p25"),
                    (0.5, "median"),
                    (0.75, "p75"),
                    (0.9, "p90"),
                    (1.0, "max"),
                )
            )
        )
        lines.append(
            "  "
            + "  ".join(
                f"{name} ({lo}-{'' if hi == math.inf else hi}) {st['length_classes'][name]}%"
                for lo, hi, name in LENGTH_CLASSES
            )
        )
        lines.append(
            "Route ends: " + "  ".join(f"{k.replace('_', ' ')} {v}%" for k, v in st["ends"].items())
        )
        lines.append(
            "Strands per route: "
            + "  ".join(f"{k}: {v}%" for k, v in st["strands_per_route"].items())
        )
        ip = st["items_per_route"]
        lines.append(
            f"Items per route: min {ip['min']}  mean {ip['mean']}  max {ip['max']}; "
            f"routes with no item {ip['none_percent']}%, with a repeated item "
            f"{ip['with_duplicate_percent']}%"
        )
        lines.append(
            "Item kind: % of routes passing it / % of rounds (layout x symbol) offering it"
        )
        for kind, (r, o) in sorted(st["item_reach"].items(), key=lambda kv: kv[1]):
            lines.append(f"  {kind:<16} {r:5.1f}%  {o:5.1f}%")
        lines.append(
            "Decks, mean % of rounds a card is on some path: "
            + ", ".join(f"{k} {v}%" for k, v in st["decks"].items())
        )
        lines.append("Sides:")
        for key, s in st["sides"].items():
            lines.append(
                f"  {key}: {s['strands']} strands ({s['strand_length'][0]}-"
                f"{s['strand_length'][1]} px), {s['decoys']} decoys, {s['items']} items "
                f"({s['items_on_strands']} on strands); strands cross strands "
                f"{s['crossings'][0]} times, decoys {s['crossings'][1]} times"
            )
    lines.append(
        f"{len(report.errors)} errors, {len(report.warnings)} warnings ({report.seconds:.1f} s)."
    )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m game.engine.zilence.validate", description="Check the Zilence board files."
    )
    parser.add_argument("root", nargs="?", type=Path, help="levels/zilence folder to check")
    parser.add_argument("--quick", action="store_true", help="skip the sweep over all layouts")
    args = parser.parse_args(argv)
    try:
        report = validate(args.root, sweep=not args.quick)
    except Exception as exc:  # a content problem must never end in a traceback
        print(f"ERROR   the validator could not finish: {type(exc).__name__}: {exc}")
        return 1
    print(format_report(report))
    return 0 if report.ok else 1


if __name__ == "__main__":
    sys.exit(main())
