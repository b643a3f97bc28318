"""The drawing checks of the Zilence board (shared/rules/zilence.md section 8.11): canvas,
pivot, outline and ports the same on every side; on each side, lines inside the outline, free
ends snapped onto a port or clear of ports, the edge and other lines, crossings at clear
angles, no line running along another, no bend that looks like a junction, every item on one
line and apart from the others. Each problem names the file, the Tiled object id and what is
wrong; ``validate.py`` runs these with the loading and the sweep."""

from __future__ import annotations

from . import polylines
from .board import Board, SectionSide
from .errors import Problem

MIN_CROSS_ANGLE = 25.0
PARALLEL_ANGLE, PARALLEL_GAP = 8.0, 3.0


def check_frames(board: Board, problems: list[Problem]) -> None:
    """Same canvas, pivot and outline everywhere, or sides could not be swapped or flipped."""
    if not board.sides:
        return  # build_board has said why every side failed
    ref = board.sides[min(board.sides)]
    for side in board.sides.values():
        if side.canvas != ref.canvas:
            problems.append(Problem(side.file, None, f"canvas is {side.canvas}, not {ref.canvas}"))
        if polylines.dist(side.pivot, board.pivot) > 0.5:
            problems.append(
                Problem(
                    side.file, None, f"pivot {side.pivot} differs from center.tmx's {board.pivot}"
                )
            )
        if polylines.dist(side.pivot, (side.canvas[0] / 2, side.canvas[1] / 2)) > 0.5:
            problems.append(Problem(side.file, None, "pivot is not the canvas centre"))
        for (edge, j), port in side.ports.items():
            other = side.ports.get(("ccw", j)) if edge == "cw" else None
            # cw{j} of slot k must meet ccw{j} of slot k+1, where the two edges touch
            if other is not None:
                gap = polylines.dist(port.pos, polylines.rotate_slot(other.pos, side.pivot, 1))
                if gap > 1.0:
                    problems.append(
                        Problem(
                            side.file,
                            port.oid,
                            f"port {port.name} is {gap:.1f} px from where ccw{j} of the next "
                            "slot lies; cw/ccw ports must mirror each other across the middle",
                        )
                    )
        if len(side.outline) != len(ref.outline) or any(
            polylines.dist(p, q) > 1.0 for p, q in zip(side.outline, ref.outline, strict=False)
        ):
            problems.append(
                Problem(
                    side.file,
                    side.outline_oid,
                    f"outline differs from {ref.file}'s "
                    "(all 12 sides need the same shape, within 1 px)",
                )
            )


def check_side(side: SectionSide, problems: list[Problem]) -> None:
    r = side.hit_radius
    f = side.file
    lines = [(s.sid, "strand", s.pts) for s in side.strands] + [
        (d.oid, "decoy", d.pts) for d in side.decoys
    ]
    for oid, what, pts in lines:
        outside = [
            p
            for p in pts
            if not polylines.point_in_polygon(p, side.outline)
            and polylines.distance_to_ring(p, side.outline) > 1.5
        ]
        if outside:
            p = outside[0]
            problems.append(
                Problem(f, oid, f"{what} leaves the section outline at ({p[0]:.0f}, {p[1]:.0f})")
            )
    port_of = {}
    for s in side.strands:
        for end, key in ((s.pts[0], s.start), (s.pts[-1], s.end)):
            if key is not None:
                port_of.setdefault(key, s.sid)
                continue
            for port in side.ports.values():
                d = polylines.dist(end, port.pos)
                if d < 2 * r:
                    problems.append(
                        Problem(
                            f,
                            s.sid,
                            f"free end is {d:.1f} px from port "
                            f"{port.name}: snap it onto the port (within 3 px) "
                            f"or move it at least {2 * r:g} px away",
                        )
                    )
            d = polylines.distance_to_ring(end, side.outline)
            if d < 2 * r:
                problems.append(
                    Problem(
                        f,
                        s.sid,
                        f"dead end is {d:.1f} px from the section "
                        f"edge; keep it {2 * r:g} px inside so it does not "
                        "look joined to the neighbour",
                    )
                )
    # line ends must not touch other lines, and lines must not brush past ports
    for oid, what, pts in lines:
        strand = next((s for s in side.strands if s.sid == oid), None)
        ends = []
        if what == "decoy":
            ends = [pts[0], pts[-1]]
        elif strand is not None:
            ends = [e for e, k in ((pts[0], strand.start), (pts[-1], strand.end)) if k is None]
        for end in ends:
            for oid2, what2, pts2 in lines:
                if oid2 != oid and polylines.project(end, pts2)[0] < r:
                    problems.append(
                        Problem(
                            f,
                            oid,
                            f"{what} ends on {what2} {oid2}; a line end "
                            f"must stay {r:g} px clear of other lines",
                        )
                    )
    for key, port in side.ports.items():
        for oid, what, pts in lines:
            if port_of.get(key) == oid:
                continue
            if polylines.project(port.pos, pts)[0] < r:
                problems.append(
                    Problem(
                        f,
                        oid,
                        f"{what} passes within {r:g} px of port {port.name} without ending there",
                    )
                )
    check_crossings(side, lines, problems)
    check_items(side, problems)
    check_turns(side, lines, problems)


def check_crossings(side: SectionSide, lines: list, problems: list[Problem]) -> None:
    """Crossings must be clear X shapes so "straight across" is never in doubt."""
    for i, (oid, what, pts) in enumerate(lines):
        for oid2, what2, pts2 in lines[i:]:
            same = oid2 == oid
            for _a, _b, angle, p in polylines.crossings(pts, pts2, same=same):
                if angle < MIN_CROSS_ANGLE:
                    other = "itself" if same else f"{what2} {oid2}"
                    problems.append(
                        Problem(
                            side.file,
                            oid,
                            f"{what} crosses {other} at "
                            f"{angle:.0f} degrees at ({p[0]:.0f}, {p[1]:.0f}); "
                            f"crossings need at least {MIN_CROSS_ANGLE:g}",
                        )
                    )
            if not same and runs_along(pts, pts2):
                problems.append(
                    Problem(
                        side.file,
                        oid,
                        f"{what} runs along {what2} {oid2} (overlapping lines); separate them",
                    )
                )


def runs_along(a, b) -> bool:
    if not polylines.boxes_meet(polylines.bbox(a, PARALLEL_GAP), polylines.bbox(b, PARALLEL_GAP)):
        return False
    for i, j in polylines.segment_pairs(a, b, pad=PARALLEL_GAP):
        if (
            polylines.seg_angle(a[i], a[i + 1], b[j], b[j + 1]) < PARALLEL_ANGLE
            and polylines.seg_seg_distance(a[i], a[i + 1], b[j], b[j + 1]) < PARALLEL_GAP
            and polylines.seg_cross(a[i], a[i + 1], b[j], b[j + 1]) is None
        ):
            return True
    return False


def check_turns(side: SectionSide, lines: list, problems: list[Problem]) -> None:
    """A bend of more than 60 degrees within 40 px looks like a junction: warn about it."""
    from .difficulty import TIGHT_TURN_DEGREES, TIGHT_TURN_PX, tight_turns

    for oid, what, pts in lines:
        for arc in tight_turns(pts):
            p = polylines.point_at(pts, arc)
            problems.append(
                Problem(
                    side.file,
                    oid,
                    f"{what} turns more than {TIGHT_TURN_DEGREES:g} degrees within "
                    f"{TIGHT_TURN_PX:g} px at ({p[0]:.0f}, {p[1]:.0f}); it looks like a "
                    "junction, so ease the bend",
                    "warning",
                )
            )


def check_items(side: SectionSide, problems: list[Problem]) -> None:
    on = {
        it.oid: [
            sid for sid, hits in side.strand_items.items() if any(h.oid == it.oid for h in hits)
        ]
        for it in side.items
    }
    for it in side.items:
        sids = on[it.oid]
        if len(sids) > 1:
            problems.append(
                Problem(
                    side.file,
                    it.oid,
                    f"{it.kind} lies on {len(sids)} strands "
                    f"({', '.join(map(str, sids))}); move it or set its 'strand' "
                    "property",
                    "warning",
                )
            )
        if not sids and all(polylines.project(it.pos, d.pts)[0] > it.radius for d in side.decoys):
            problems.append(
                Problem(
                    side.file, it.oid, f"{it.kind} is on no line (no route can find it)", "warning"
                )
            )
    items = list(side.items)
    for i, a in enumerate(items):
        for b in items[i + 1 :]:
            if polylines.dist(a.pos, b.pos) < 56:
                problems.append(
                    Problem(
                        side.file, b.oid, f"{b.kind} overlaps item {a.oid} ({a.kind})", "warning"
                    )
                )
