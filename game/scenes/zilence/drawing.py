"""Drawing shared by the Zilence table and scanning practice: the countdown bar, the board
while it is revealed, scanned and flown, the symbol's reveal, the covered board's words and
choice tiles, and the pointer's trace."""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable
from concurrent.futures import Future
from contextlib import nullcontext
from typing import Any

import pygame

from ...i18n import _
from ...ui import board_worker, theme
from ...ui.frame_record import box_around
from ...ui.painter import Painter
from ...ui.zilence_board import BoardRenderer
from . import art
from .layout import square_in
from .trace import Trace, partial

REVEAL_SECONDS = 0.9
LAST_SECONDS = 5.0  # the last seconds: red, and each one's tick higher than the one before
CALL_SHOW_SECONDS = 1.6  # an item's name stays beside it this long after it is called

ToLogical = Callable[[tuple[float, float]], tuple[float, float]]  # real px to canvas


def draw_countdown(
    painter: Painter,
    rect: pygame.FRect,
    symbol: str,
    colors: list[str],
    text: str,
    time_left: float,
    total: float,
    reserve: float = 0.0,
) -> None:
    """The prompt bar while scanning: the symbol's three icons, the words, a draining bar and
    the seconds (red in the last five), clear of the ``reserve`` at its right end (the bar's
    buttons)."""
    painter.rect(rect, (20, 19, 26), 10, alpha=225)
    painter.rect(rect, theme.ACCENT, 10, width=1, alpha=140)
    x = rect.x + 12
    for c in colors:
        art.icon_picture(painter, symbol, c, pygame.FRect(x, rect.y + 8, 36, 36))
        x += 40
    label = painter.text(text, (x + 8, rect.centery), theme.SIZE_LABEL, anchor="midleft")
    seconds = shown_seconds(time_left)
    last = time_left < LAST_SECONDS
    track = pygame.FRect(label.right + 24, rect.centery - 8, 0, 16)
    track.w = max(40.0, rect.right - reserve - 90 - track.x)
    painter.rect(track, (60, 56, 70), 8)
    fill = track.copy()
    fill.w = max(0.0, track.w * time_left / max(1.0, total))
    painter.rect(fill, theme.DANGER if last else theme.ACCENT, 8)
    painter.text(
        _("{seconds} s").format(seconds=seconds),
        (rect.right - reserve - 16, rect.centery),
        theme.SIZE_HEADING,
        theme.DANGER if last else theme.TEXT,
        bold=True,
        anchor="midright",
    )


def shown_seconds(time_left: float) -> int:
    """The whole seconds the countdown shows (20 until a second has gone)."""
    return max(0, int(time_left + 0.999))


def tick_due(before: float, after: float) -> bool:
    """A tick sounds each second, as the seconds shown change (the last five rising)."""
    return after > 0 and shown_seconds(before) != shown_seconds(after)


def steady(moment: tuple[str, float], calm: bool) -> tuple[str, float]:
    """The moment as reduced motion draws it: the symbol at its full size at once (no
    growing or fading) and the starts' rings still (no pulse)."""
    phase, clock = moment
    if not calm:
        return moment
    if phase == "reveal":
        return phase, REVEAL_SECONDS * 0.5  # grown, not yet fading
    if phase == "scan":
        return phase, 0.25  # the rings at their widest, still
    return moment


def draw_reveal(
    painter: Painter, sq: pygame.FRect, symbol: str, name: str, colors: list[str], t: float
) -> None:
    """The symbol grows out of the hub (``t`` from 0 to 1), then gives way to the board."""
    grow = 1 - (1 - min(1.0, t / 0.45)) ** 3
    fade = 1.0 if t < 0.7 else max(0.0, 1 - (t - 0.7) / 0.3)
    if fade <= 0:
        return
    size = sq.w * 0.13 * grow
    back = pygame.FRect(0, 0, size * 3.6, size * 1.9)
    back.center = sq.center
    with painter.passing() if grow < 1 or fade < 1 else nullcontext():
        painter.rect(back, (20, 19, 26), 16, alpha=round(215 * fade))
        for i, c in enumerate(colors):
            r = pygame.FRect(0, 0, size, size)
            r.center = (sq.centerx + (i - 1) * size * 1.12, sq.centery - size * 0.18)
            art.icon_picture(painter, symbol, c, r)
    if grow > 0.6:
        painter.text(
            name,
            (sq.centerx, sq.centery + size * 0.42),
            theme.SIZE_LABEL,
            bold=True,
            anchor="midtop",
        )


def draw_open_board(
    painter: Painter,
    renderer: BoardRenderer,
    area: pygame.FRect,
    moment: tuple[str, float],
    symbol: str,
    colors: list[str],
    starts: Iterable[Any],
    colorblind: bool,
    trace_view: TraceView | None,
) -> None:
    """The board in view (``moment``: the phase and its clock): the symbol's starts ringing
    while it is revealed and scanned (pulsing while scanned), the reveal over the hub, and the
    pointer's trace once there is one."""
    phase, clock = moment
    starts = starts if phase in ("reveal", "scan") else ()
    pulse = clock % 1.0 if phase == "scan" else 0.0
    renderer.draw(painter, area, active_starts=starts, colorblind=colorblind, pulse=pulse)
    if phase == "reveal":
        t = min(1.0, clock / REVEAL_SECONDS)
        draw_reveal(painter, square_in(area), symbol, art.symbol_name(symbol), colors, t)
    if trace_view is not None:
        trace_view.draw(painter, painter.real_rect(area), painter.to_logical)


def draw_time_up(painter: Painter, sq: pygame.FRect, text: str) -> None:
    """The covered board's heading, over its choice."""
    painter.text(
        text, (sq.centerx, sq.y + sq.h * 0.2), theme.SIZE_HEADING + 6, bold=True, anchor="midtop"
    )


def draw_tiles(
    painter: Painter, tiles: dict[str, pygame.FRect], symbol: str, hovered: str | None
) -> None:
    """Each tile: the start icon to remember, the line's dash pattern, its name and key."""
    for n, (c, r) in enumerate(tiles.items()):
        lit = hovered == c
        painter.shadow(r, 12)
        painter.rect(r, (250, 246, 234) if lit else (238, 232, 216), 12)
        painter.rect(r, art.color_rgb(c), 12, width=5 if lit else 3)
        pic = r.w * 0.56
        art.icon_picture(painter, symbol, c, pygame.FRect(r.centerx - pic / 2, r.y + 10, pic, pic))
        art.draw_path_chip(painter, pygame.FRect(r.x + 14, r.y + pic + 14, r.w - 28, 14), c)
        painter.text(
            _("{color} ({key})").format(color=art.color_name(c).capitalize(), key=n + 1),
            (r.centerx, r.bottom - 10),
            theme.SIZE_SMALL,
            theme.TEXT_DARK,
            bold=True,
            anchor="midbottom",
        )


class TraceView:
    """Draws a trace over the board: flown routes in their colours, the pointer, a ring on
    every item passed and the name of each item just called."""

    def __init__(self, renderer: BoardRenderer, trace: Trace) -> None:
        self.renderer = renderer
        self.trace = trace
        self.call_times: list[tuple[float, int, int]] = []  # (trace time, route, item)
        self.sticky: set[str] = set()  # kinds whose names stay once called (practice: sought)
        self._key: tuple = ()
        self._pts: list[list[tuple[float, float]]] = []
        self._pending: Future | None = None  # the routes being smoothed on the board worker

    def note_calls(self, calls) -> None:
        for call in calls:
            self.call_times.append((self.trace.time, call.route, call.index))

    def draw(self, painter: Painter, real: pygame.Rect, to_logical: ToLogical) -> None:
        trace = self.trace
        if tuple(real) != self._key:
            # smoothed on the worker (at 4K a few ms of Python): the routes start at their
            # first point, so a frame or two without them shows nothing missing
            self._key = tuple(real)
            self._pts = []
            routes = [r.points for r in trace.routes]
            self._pending = board_worker.submit(self._smoothed, routes, pygame.Rect(real))
        if self._pending is not None and board_worker.ready(self._pending):
            self._pts, self._pending = self._pending.result(), None
        if self._pending is None:
            self._draw_routes(painter, real)
        self._draw_names(painter, real, to_logical)

    def _smoothed(self, routes: list, real: pygame.Rect) -> list[list[tuple[float, float]]]:
        return [self.renderer.route_polyline(points, real) for points in routes]

    def _draw_routes(self, painter: Painter, real: pygame.Rect) -> None:
        """Each route flown so far, each ring of an item passed and each pointer is a drawing
        of its own: a frame draws again only the route in flight and its pointer."""
        trace = self.trace
        width = max(3.0, real.h / 130)
        now = None if trace.together else trace.current()
        for i, route in enumerate(trace.routes):
            if trace.started(i):
                f = trace.fraction(i)
                pts = partial(self._pts[i], f)
                faint = now is not None and i != now
                key = ("route", tuple(real), i, f, faint)
                draw = functools.partial(
                    art.draw_route_overlay, color=route.color, pts=pts, width=width, faint=faint
                )
                painter.direct(box_around(pts, width + 6), draw, key)
        ring = max(12.0, real.h / 40)
        rim = max(2, round(ring / 5))
        for i, route in enumerate(trace.routes):
            if not trace.started(i):
                continue
            rgb = art.color_rgb(route.color)
            for j, item in enumerate(route.items):
                if trace.passed(i, j):
                    pos = self.renderer.board_to_screen(item["pos"], real)
                    draw = functools.partial(
                        pygame.draw.circle, color=rgb, center=pos, radius=ring, width=rim
                    )
                    painter.direct(box_around([pos], ring + 2), draw, ("passed", rgb, pos, ring))
            f = trace.fraction(i)
            if (now == i or trace.together) and f < 1:
                pts = partial(self._pts[i], f)
                size = max(8.0, width * 2)
                heading = art.heading_at(pts)
                draw = functools.partial(
                    art.draw_pointer, pos=pts[-1], heading=heading, color=route.color, size=size
                )
                key = ("pointer", pts[-1], heading, route.color, size)
                painter.direct(box_around([pts[-1]], 2 * size), draw, key)

    def _draw_names(self, painter: Painter, real: pygame.Rect, to_logical: ToLogical) -> None:
        trace = self.trace
        placed: list[pygame.FRect] = []
        # names stay over the board (never out over the players' column or the log)
        (x0, y0), (x1, y1) = to_logical(real.topleft), to_logical(real.bottomright)
        board = pygame.FRect(x0, y0, x1 - x0, y1 - y0)
        for t, i, j in reversed(self.call_times):  # the newest name first, never overlapped
            item = trace.routes[i].items[j]
            fresh = trace.time - t <= CALL_SHOW_SECONDS and not trace.done
            if not fresh and item["kind"] not in self.sticky:
                continue
            x, y = to_logical(self.renderer.board_to_screen(item["pos"], real))
            text = art.item_name(item["kind"])
            w, h = painter.measure(text, theme.SIZE_BODY, bold=True)
            label = pygame.FRect(0, 0, w + 20, h + 8)
            label.midbottom = (x, y - 22)
            label.clamp_ip(board)
            if label.collidelist(placed) >= 0:
                label.midtop = (x, y + 22)  # below the item instead
                label.clamp_ip(board)
                if label.collidelist(placed) >= 0:
                    continue
            placed.append(label)
            painter.rect(label, (20, 19, 26), 8, alpha=230)
            painter.text(text, label.center, theme.SIZE_BODY, theme.TEXT, True, "center")
