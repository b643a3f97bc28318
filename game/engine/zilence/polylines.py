"""Plain 2-D geometry on polylines: lengths, projections, crossings, slot rotation.

Standard library only; shared by the loader, the validator, the scene helpers and the map
generator so that all of them measure the same way.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

Pt = tuple[float, float]
Line = Sequence[Pt]

SLOT_DEGREES = 60.0


def dist(a: Pt, b: Pt) -> float:
    return math.hypot(a[0] - b[0], a[1] - b[1])


def length(pts: Line) -> float:
    return sum(dist(pts[i], pts[i + 1]) for i in range(len(pts) - 1))


def project(p: Pt, pts: Line) -> tuple[float, float]:
    """(distance from ``p`` to the polyline, arc length of the nearest point on it)."""
    best_d, best_s, run = math.inf, 0.0, 0.0
    for i in range(len(pts) - 1):
        (ax, ay), (bx, by) = pts[i], pts[i + 1]
        dx, dy = bx - ax, by - ay
        seg = math.hypot(dx, dy)
        t = 0.0 if seg == 0 else max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / seg**2))
        d = math.hypot(ax + t * dx - p[0], ay + t * dy - p[1])
        if d < best_d:
            best_d, best_s = d, run + t * seg
        run += seg
    return best_d, best_s


def point_at(pts: Line, s: float) -> Pt:
    """The point at arc length ``s`` along the polyline (clamped to its ends)."""
    run = 0.0
    for i in range(len(pts) - 1):
        seg = dist(pts[i], pts[i + 1])
        if run + seg >= s and seg > 0:
            t = (s - run) / seg
            return (
                pts[i][0] + t * (pts[i + 1][0] - pts[i][0]),
                pts[i][1] + t * (pts[i + 1][1] - pts[i][1]),
            )
        run += seg
    return pts[-1]


def seg_cross(a: Pt, b: Pt, c: Pt, d: Pt) -> tuple[float, float] | None:
    """Parameters (t on ab, u on cd) of a proper crossing of two segments, or None."""
    rx, ry = b[0] - a[0], b[1] - a[1]
    sx, sy = d[0] - c[0], d[1] - c[1]
    den = rx * sy - ry * sx
    if den == 0:
        return None
    qx, qy = c[0] - a[0], c[1] - a[1]
    t = (qx * sy - qy * sx) / den
    u = (qx * ry - qy * rx) / den
    if 0.0 <= t <= 1.0 and 0.0 <= u <= 1.0:
        return t, u
    return None


def seg_angle(a: Pt, b: Pt, c: Pt, d: Pt) -> float:
    """The acute angle in degrees between the directions of two segments."""
    a1 = math.atan2(b[1] - a[1], b[0] - a[0])
    a2 = math.atan2(d[1] - c[1], d[0] - c[0])
    diff = abs(math.degrees(a1 - a2)) % 180.0
    return min(diff, 180.0 - diff)


def seg_seg_distance(a: Pt, b: Pt, c: Pt, d: Pt) -> float:
    if seg_cross(a, b, c, d) is not None:
        return 0.0
    return min(
        project(a, (c, d))[0], project(b, (c, d))[0], project(c, (a, b))[0], project(d, (a, b))[0]
    )


def bbox(pts: Line, pad: float = 0.0) -> tuple[float, float, float, float]:
    xs = [p[0] for p in pts]
    ys = [p[1] for p in pts]
    return min(xs) - pad, min(ys) - pad, max(xs) + pad, max(ys) + pad


def boxes_meet(p: tuple[float, float, float, float], q: tuple[float, float, float, float]) -> bool:
    return p[0] <= q[2] and q[0] <= p[2] and p[1] <= q[3] and q[1] <= p[3]


def crossings(a: Line, b: Line, same: bool = False) -> list[tuple[float, float, float, Pt]]:
    """Every proper crossing of two polylines: (arc on a, arc on b, angle in degrees, point).

    With ``same`` the polyline is tested against itself, skipping neighbouring segments.
    """
    out: list[tuple[float, float, float, Pt]] = []
    if not same and not boxes_meet(bbox(a), bbox(b)):
        return out
    cum_a = _cumulative(a)
    cum_b = cum_a if same else _cumulative(b)
    for i, j in segment_pairs(a, b, same):
        hit = seg_cross(a[i], a[i + 1], b[j], b[j + 1])
        if hit is None:
            continue
        t, u = hit
        point = (a[i][0] + t * (a[i + 1][0] - a[i][0]), a[i][1] + t * (a[i + 1][1] - a[i][1]))
        out.append(
            (
                cum_a[i] + t * (cum_a[i + 1] - cum_a[i]),
                cum_b[j] + u * (cum_b[j + 1] - cum_b[j]),
                seg_angle(a[i], a[i + 1], b[j], b[j + 1]),
                point,
            )
        )
    return out


GRID_FROM = 4096  # segment pairs; below this, testing every pair is quicker than a grid
GRID_SPAN = 64  # a box covering more grid cells than this is tested against every segment


def segment_pairs(a: Line, b: Line, same: bool = False, pad: float = 0.0) -> list[tuple[int, int]]:
    """Pairs (i, j) of segments a[i]-a[i+1] and b[j]-b[j+1] whose boxes (grown by ``pad``) meet,
    in order of i then j; with ``same`` (b is a) only j >= i + 2.

    Long lines go through a grid of cells about one segment wide, so a line of many thousand
    points costs near-linear time instead of one test per pair of segments.
    """
    boxes_a = [bbox((a[i], a[i + 1]), pad) for i in range(len(a) - 1)]
    boxes_b = boxes_a if same else [bbox((b[j], b[j + 1]), pad) for j in range(len(b) - 1)]
    if len(boxes_a) * len(boxes_b) <= GRID_FROM:
        return [
            (i, j)
            for i, box in enumerate(boxes_a)
            for j in range(i + 2 if same else 0, len(boxes_b))
            if boxes_meet(box, boxes_b[j])
        ]
    cell = max(sum(max(q[2] - q[0], q[3] - q[1]) for q in boxes_b) / len(boxes_b), 1e-6)

    def cells(q: tuple[float, float, float, float]) -> list[tuple[int, int]] | None:
        """The grid cells under a box, or None when it spans too many (a long segment)."""
        cx0, cy0, cx1, cy1 = (math.floor(v / cell) for v in q)
        if (cx1 - cx0 + 1) * (cy1 - cy0 + 1) > GRID_SPAN:
            return None
        return [(cx, cy) for cx in range(cx0, cx1 + 1) for cy in range(cy0, cy1 + 1)]

    grid: dict[tuple[int, int], list[int]] = {}
    wide: list[int] = []  # segments of b in no cell: checked against every segment of a
    for j, q in enumerate(boxes_b):
        under = cells(q)
        if under is None:
            wide.append(j)
        for c in under or ():
            grid.setdefault(c, []).append(j)
    out = []
    for i, box in enumerate(boxes_a):
        under = cells(box)
        near = set(range(len(boxes_b))) if under is None else set(wide)
        for c in under or ():
            near.update(grid.get(c, ()))
        out += [
            (i, j) for j in sorted(near) if (not same or j >= i + 2) and boxes_meet(box, boxes_b[j])
        ]
    return out


def _cumulative(pts: Line) -> list[float]:
    out = [0.0]
    for i in range(len(pts) - 1):
        out.append(out[-1] + dist(pts[i], pts[i + 1]))
    return out


def rotate_slot(p: Pt, pivot: Pt, slot: int) -> Pt:
    """Section-local point to board point for a section in ``slot`` (60 degrees clockwise each).

    y points down, so the matrix [[cos, -sin], [sin, cos]] turns clockwise on screen.
    """
    th = math.radians(SLOT_DEGREES * slot)
    c, s = math.cos(th), math.sin(th)
    dx, dy = p[0] - pivot[0], p[1] - pivot[1]
    return (pivot[0] + c * dx - s * dy, pivot[1] + s * dx + c * dy)


def polar(pivot: Pt, radius: float, degrees_from_up: float) -> Pt:
    """The point at ``radius`` from ``pivot``, turned clockwise from straight up."""
    th = math.radians(degrees_from_up)
    return (pivot[0] + radius * math.sin(th), pivot[1] - radius * math.cos(th))


def point_in_polygon(p: Pt, poly: Line) -> bool:
    inside = False
    n = len(poly)
    for i in range(n):
        (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % n]
        if (y1 > p[1]) != (y2 > p[1]):
            x = x1 + (p[1] - y1) * (x2 - x1) / (y2 - y1)
            if x > p[0]:
                inside = not inside
    return inside


def distance_to_ring(p: Pt, poly: Line) -> float:
    """Distance from ``p`` to the boundary of a closed polygon."""
    return project(p, list(poly) + [poly[0]])[0]


def catmull_rom(pts: Line, step: float) -> list[Pt]:
    """A smooth curve through every point (uniform Catmull-Rom), about one point every
    ``step`` px: maps store few points (editable in Tiled) and are smoothed when drawn."""
    if len(pts) < 2:
        return list(pts)
    out = [pts[0]]
    ext = [pts[0], *pts, pts[-1]]
    for i in range(1, len(ext) - 2):
        p0, p1, p2, p3 = ext[i - 1], ext[i], ext[i + 1], ext[i + 2]
        n = max(1, int(dist(p1, p2) / step))
        for k in range(1, n + 1):
            t = k / n
            out.append(
                (_spline(p0[0], p1[0], p2[0], p3[0], t), _spline(p0[1], p1[1], p2[1], p3[1], t))
            )
    return out


def _spline(a: float, b: float, c: float, d: float, t: float) -> float:
    return 0.5 * (
        2 * b + (c - a) * t + (2 * a - 5 * b + 4 * c - d) * t * t + (3 * b - a - 3 * c + d) * t**3
    )
