"""The board change, animated before everyone's eyes: the section showing the round's symbol
twice turns over, then it and the section showing it once swap places round the hub.

The pieces are cut from the two composed boards (before and after), so every line and item
travels with its section; only the two moving wedges are turned each frame.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass
from functools import partial

import pygame

from ...engine.zilence import polylines
from ...ui import board_worker
from ...ui.surface_ops import blit_onto
from ...ui.zilence_board import BoardRenderer
from ...ui.zilence_look import BOARD_RADIUS, ICON_BOARD_PX

FLIP_SECONDS = 0.8
GAP_SECONDS = 0.15
SWAP_SECONDS = 1.2
GAP_COLOR = (58, 54, 46)  # the table under a lifted section
# From this board size (real px: a 2560x1440 window and up) a moving piece is squeezed and
# turned at half size and doubled: in motion the difference does not show, the time does.
HALF_SIZE_FROM = 1100
# The moving pieces take a new pose every 60th of a second (a 30th on a large board, where a
# pose is a 4K frame's worth of pixels: every other frame then draws nothing new), so the
# board worker can turn the next pose's pieces while frames are drawn (pygame's transforms
# let go of the interpreter lock).
STEP = 1 / 60
LARGE_STEP = 1 / 30
COPY_BAND = 256  # rows of a board copied in one step (``banded_copy``)

Pose = tuple[str, float, float]  # which piece, degrees turned, horizontal squeeze


def ease_in_out(t: float) -> float:
    t = min(1.0, max(0.0, t))
    return t * t * (3 - 2 * t)


def turn(degrees: float) -> float:
    """An angle folded into [-180, 180)."""
    return (degrees + 180.0) % 360.0 - 180.0


def rotate_point(p, centre, degrees: float):
    """``p`` turned clockwise on screen (y down) about ``centre``."""
    a = math.radians(degrees)
    x, y = p[0] - centre[0], p[1] - centre[1]
    return (
        centre[0] + x * math.cos(a) - y * math.sin(a),
        centre[1] + x * math.sin(a) + y * math.cos(a),
    )


class BoardChange:
    def __init__(
        self,
        renderer: BoardRenderer,
        before: list[str],
        after: list[str],
        double_slot: int,
        single_slot: int,
        colorblind: bool = False,
    ) -> None:
        self.renderer = renderer
        self.before, self.after = list(before), list(after)
        self.double, self.single = double_slot, single_slot
        self.colorblind = colorblind
        self.age = 0.0
        self._size = 0
        self._parts: dict[str, tuple[pygame.Surface, tuple[float, float]]] = {}
        # Each piece at half size, for while it moves on a large board (see turned).
        self._halves: dict[str, pygame.Surface] = {}
        self._base: pygame.Surface | None = None
        self._pending = None  # the board worker's Future while the pieces are being cut
        # Each pose's turned picture: this frame's, and the next one made ahead on the worker.
        self._posed: dict[Pose, Posed] = {}
        self._ahead: Future | None = None

    @property
    def duration(self) -> float:
        return FLIP_SECONDS + GAP_SECONDS + SWAP_SECONDS

    @property
    def done(self) -> bool:
        return self.age >= self.duration

    def update(self, dt: float) -> None:
        # at most a 30th of a second a frame: a slow frame never makes the pieces jump
        self.age = min(self.duration, self.age + min(dt, 1 / 30))

    def skip(self) -> None:
        self.age = self.duration

    # ---- the pieces ----------------------------------------------------------------------
    def _outline(self, layout: list[str], slot: int, size: int) -> list[tuple[float, float]]:
        geo = self.renderer.geometry(layout)
        pivot = self.renderer.board.pivot
        s = size / (2 * BOARD_RADIUS)
        pts = geo["slots"][slot]["outline"]
        return [(size / 2 + (p[0] - pivot[0]) * s, size / 2 + (p[1] - pivot[1]) * s) for p in pts]

    def _hub_radius(self, size: int) -> float:
        """The rooftop with its start icons stays put: the radius it covers, in real px."""
        b = self.renderer.board
        far = max(polylines.dist(st.pos, b.pivot) for st in b.starts) + ICON_BOARD_PX * 0.6 + 6
        return max(far, b.hub_radius) * size / (2 * BOARD_RADIUS)

    def _cut(self, board: pygame.Surface, outline) -> tuple[pygame.Surface, tuple[float, float]]:
        """The wedge inside ``outline`` (less the rooftop) as its own picture, and the centre
        of that picture."""
        xs, ys = [p[0] for p in outline], [p[1] for p in outline]
        box = pygame.Rect(math.floor(min(xs)) - 2, math.floor(min(ys)) - 2, 0, 0)
        box.w = math.ceil(max(xs)) + 2 - box.x
        box.h = math.ceil(max(ys)) + 2 - box.y
        box = box.clip(board.get_rect())
        board_worker.step_aside()  # (on the worker: a frame goes first, issue 32)
        piece = pygame.Surface(box.size, pygame.SRCALPHA)
        piece.blit(board, (0, 0), box)
        board_worker.step_aside()
        mask = pygame.Surface(box.size, pygame.SRCALPHA)
        mask.fill((255, 255, 255, 0))
        local = [(x - box.x, y - box.y) for x, y in outline]
        pygame.draw.polygon(mask, (255, 255, 255, 255), local)
        pygame.draw.lines(mask, (255, 255, 255, 255), True, local, 3)
        size = board.get_width()
        hub = (size / 2 - box.x, size / 2 - box.y)
        pygame.draw.circle(mask, (255, 255, 255, 0), hub, self._hub_radius(size))
        board_worker.step_aside()
        piece.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        return piece, (float(box.centerx), float(box.centery))

    def prepare(self, real: pygame.Rect) -> None:
        """Compose both boards and cut the pieces now (about 0.1-0.5 s)."""
        self._prepare(self.renderer.square(real).w)

    def prepare_later(self, real: pygame.Rect) -> None:
        """Compose both boards and cut the pieces on the board worker (``ready`` says when)."""
        self._pending = board_worker.submit(self._prepare, self.renderer.square(real).w)

    @property
    def ready(self) -> bool:
        """True once the pieces are cut (always, when they were never asked for later)."""
        return self._pending is None or board_worker.ready(self._pending)

    def _prepare(self, size: int) -> None:
        if size == self._size and self._base is not None:
            return
        r = self.renderer
        before = r.compose(size, self.colorblind, self.before)  # only read, never drawn on
        after = r.compose(size, self.colorblind, self.after)  # kept for the next round
        d_out = self._outline(self.before, self.double, size)
        s_out = self._outline(self.before, self.single, size)
        self._parts = {
            "double": self._cut(before, d_out),
            "single": self._cut(before, s_out),
        }
        # the turned-over section, in the single slot after the change: brought back to the
        # double slot so it can appear there mid-flip
        flipped, centre = self._cut(after, self._outline(self.after, self.single, size))
        back = turn(60 * (self.double - self.single))
        mid = (size / 2, size / 2)
        self._parts["flipped"] = (
            pygame.transform.rotozoom(flipped, -back, 1.0),
            rotate_point(centre, mid, back),
        )
        base = banded_copy(before)
        board_worker.step_aside()
        for outline in (d_out, s_out):
            pygame.draw.polygon(base, GAP_COLOR, outline)
        # the rooftop and its icons back on top, untouched (cut from its own square only: at
        # 4K a whole board's picture is 12 MB)
        r = self._hub_radius(size)
        square = pygame.Rect(0, 0, 2 * math.ceil(r) + 4, 2 * math.ceil(r) + 4)
        square.center = (size // 2, size // 2)
        square = square.clip(before.get_rect())
        hub = pygame.Surface(square.size, pygame.SRCALPHA)
        hub.blit(before, (0, 0), square)
        roof = pygame.Surface(square.size, pygame.SRCALPHA)
        roof.fill((255, 255, 255, 0))
        centre = (size / 2 - square.x, size / 2 - square.y)
        pygame.draw.circle(roof, (255, 255, 255, 255), centre, r)
        hub.blit(roof, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        board_worker.step_aside()
        base.blit(hub, square)
        self._halves = {}
        # pictures of the old pieces are dropped (a job still turning them keeps its own)
        self._posed, self._ahead = {}, None
        if size >= HALF_SIZE_FROM:
            for key, (piece, _centre) in self._parts.items():
                board_worker.step_aside()
                w, h = piece.get_size()
                self._halves[key] = pygame.transform.smoothscale(piece, (w // 2, h // 2))
        self._base = base
        self._size = size

    # ---- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, real: pygame.Rect) -> pygame.Rect:
        """Draw the change at its current moment into ``real`` (real px)."""
        base, pos, pieces = self.drawings(real)
        surface.blit(base, pos)
        for _box, draw, _key in pieces:
            draw(surface)
        return self.renderer.square(real)

    def drawings(
        self, real: pygame.Rect
    ) -> tuple[pygame.Surface, tuple[int, int], list[tuple[pygame.Rect, Callable, tuple]]]:
        """The change at its current moment: the board under the lifted sections and where it
        goes, then each section as (box, draw, key). A section at rest keeps its key, so a
        recorded frame draws again only the sections that move."""
        sq = self.renderer.square(real)
        self._prepare(sq.w)
        assert self._base is not None
        self.renderer.drawn.append("board")
        out = []
        mid = (sq.w / 2, sq.h / 2)
        every = LARGE_STEP if sq.w >= HALF_SIZE_FROM else STEP
        step = round(self.age / every)
        poses = self._poses(step * every)
        self._make_ahead(poses, self._poses(min(self.duration, (step + 1) * every)))
        for pose in poses:
            key, degrees, squeeze = pose
            # the picture is made now (ahead, on the worker, as a rule): its box is exact
            posed = self._posed_picture(pose)
            c = rotate_point(self._parts[key][1], mid, degrees)
            box = posed.rect((round(sq.x + c[0]), round(sq.y + c[1])))
            draw = partial(blit_onto, picture=posed.picture, pos=box.topleft, area=None)
            piece = id(self._parts[key][0])
            out.append((box, draw, ("change piece", piece, tuple(sq), degrees, squeeze)))
        return self._base, sq.topleft, out

    def _poses(self, age: float) -> list[Pose]:
        """Each section shown at ``age``: (which, degrees turned, horizontal squeeze)."""
        t_flip = age / FLIP_SECONDS
        if age < FLIP_SECONDS:
            key = "double" if t_flip < 0.5 else "flipped"
            return [("single", 0.0, 1.0), (key, 0.0, abs(math.cos(math.pi * t_flip)))]
        t_swap = ease_in_out((age - FLIP_SECONDS - GAP_SECONDS) / SWAP_SECONDS)
        delta = turn(60 * (self.single - self.double))
        return [("single", -delta * t_swap, 1.0), ("flipped", delta * t_swap, 1.0)]

    # ---- poses made ahead ----------------------------------------------------------------
    def _make_ahead(self, now: list[Pose], coming: list[Pose]) -> None:
        """Keep only this frame's pictures and the next's; start turning the next's."""
        if self._ahead is not None and self._ahead.done():
            self._posed.update(self._ahead.result())
            self._ahead = None
        keep = set(now) | set(coming)
        self._posed = {pose: img for pose, img in self._posed.items() if pose in keep}
        missing = [pose for pose in coming if pose not in self._posed and pose not in now]
        if missing and self._ahead is None:
            # the worker owns the pieces while it turns them: a frame that needs a pose it
            # has not made waits for it first (_posed_picture), so no two threads share one
            pieces = {key: (part[0], self._halves.get(key)) for key, part in self._parts.items()}
            self._ahead = board_worker.submit(turn_all, pieces, missing)

    def _posed_picture(self, pose: Pose) -> Posed:
        if pose not in self._posed and self._ahead is not None:
            self._posed.update(board_worker.result(self._ahead))
            self._ahead = None
        img = self._posed.get(pose)
        if img is None:
            key, degrees, squeeze = pose
            img = turned(self._parts[key][0], self._halves.get(key), degrees, squeeze)
            self._posed[pose] = img
        return img


def banded_copy(picture: pygame.Surface) -> pygame.Surface:
    """A copy of the alpha ``picture``, made a band of rows at a time (a whole 4K board's
    copy held the interpreter lock 8 ms): each band added onto clear pixels is itself."""
    out = pygame.Surface(picture.get_size(), pygame.SRCALPHA, picture)
    w, h = picture.get_size()
    for y in range(0, h, COPY_BAND):
        board_worker.step_aside()
        area = pygame.Rect(0, y, w, min(COPY_BAND, h - y))
        out.blit(picture, area, area, special_flags=pygame.BLEND_RGBA_ADD)
    return out


@dataclass(frozen=True)
class Posed:
    """A section's picture at one pose, cut to its visible pixels: ``at`` is where that cut
    lies within the whole turned picture, of size ``whole``."""

    picture: pygame.Surface
    at: tuple[int, int]
    whole: tuple[int, int]

    def rect(self, centre: tuple[int, int]) -> pygame.Rect:
        """Where the cut goes when the whole picture is centred on ``centre`` (real px)."""
        left = centre[0] - self.whole[0] // 2 + self.at[0]
        top = centre[1] - self.whole[1] // 2 + self.at[1]
        return pygame.Rect((left, top), self.picture.get_size())


def turn_all(
    pieces: dict[str, tuple[pygame.Surface, pygame.Surface | None]], poses: list[Pose]
) -> dict[Pose, Posed]:
    """Each pose's picture from ``pieces`` (each section, and its half-size copy or None)."""
    posed = {}
    for pose in poses:
        board_worker.step_aside()
        posed[pose] = turned(*pieces[pose[0]], pose[1], pose[2])
    return posed


def turned(
    piece: pygame.Surface, half: pygame.Surface | None, degrees: float, squeeze: float
) -> Posed:
    """A section squeezed and turned as its pose says, cut to the pixels it shows (a turned
    wedge's picture is mostly clear corners, and every pixel blitted costs)."""
    moving = squeeze < 0.999 or abs(degrees) > 0.01
    doubled = moving and half is not None
    if doubled:
        piece = half  # squeezed or turned at half size, then doubled: a quarter the work
    img = piece
    if squeeze < 0.999:
        w = max(1, round(piece.get_width() * squeeze))
        img = pygame.transform.smoothscale(piece, (w, piece.get_height()))
    if abs(degrees) > 0.01:
        # plain rotate while it travels: five times cheaper than rotozoom, and a moving
        # piece shows no stair-steps; it lands on the composed board, smooth again
        img = pygame.transform.rotate(img, -degrees)
    cut = img.get_bounding_rect()
    whole = img.get_size()
    img = img.subsurface(cut)
    if not doubled:
        return Posed(img, cut.topleft, whole)
    img = pygame.transform.scale(img, (img.get_width() * 2, img.get_height() * 2))
    return Posed(img, (cut.x * 2, cut.y * 2), (whole[0] * 2, whole[1] * 2))
