"""What the window's last frame drew, kept so the next draws only what changed (issue 32).

The window's painter records each drawing as an operation (what it draws, the real pixels it
may touch, the clip) instead of drawing it at once. At the frame's end the record is compared
with the last frame's: an operation that is new, or gone, marks its box dirty; only the
operations that touch a dirty box are drawn again, clipped to it, bottom to top; every other
pixel keeps the last frame's colour, and only the dirty boxes are sent to the screen. At 4K a
card gliding across the table costs its two boxes, not 8 million pixels.

This is exact because a pixel's colour is made by the operations that touch it, in order: if
none of them is new or gone and their order holds, the pixel is as it was. So an operation's
signature must name everything its pixels depend on (a blitted picture by identity, kept
alive so its id is never reused; a shape by its colour and points), and anything drawn
straight onto the window while a frame is recorded must go through ``Painter.direct``.
Whenever in doubt (the first frame, a new window, most of the window changed) the whole
window is drawn, as before.

An operation that paints every pixel of its box opaquely (a picture with no transparency: the
backdrop's strips, a board laid on them) hides what lies under it, so within a box it covers
the operations under it are not drawn again.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from difflib import SequenceMatcher

import pygame

# Past this share of the window dirty, one whole redraw is as cheap as many pieces.
FULL_SHARE = 0.9
MAX_BOXES = 24  # more separate boxes than this: the whole window (one update, not dozens)
NEAR = 8  # real px: dirty boxes this close are drawn as one
# From this window size (2560x1440) a frame draws at most this share of the window (spread).
SPREAD_FROM = 2560 * 1440
SPREAD_SHARE = 0.3
MIN_COVER = 64 * 64  # real px: an opaque drawing smaller than this is drawn over, not cut around
# From the same size a frame aims to have drawn by this long after it began (input and update
# included): the box that would pass it is cut where it would, the rest drawn first next
# frame. The share above bounds a frame's area; this its time, which the area does not tell
# (a box of translucent layers costs more than one of a single picture).
AIM_SECONDS = 0.010
MIN_ROWS = 32  # a frame draws at least this many rows of its first box: it always gets on
BAND_SHARE = 0.06  # a box is drawn in bands of at most this share of the window, the time looked
# at between them (a box's cost is only guessed from the pixels of those drawn before)
RATE_GUESS = 4e-9  # seconds a pixel of a box takes to draw, until boxes have been timed
RATE_FROM = 128 * 128  # boxes this large are timed (a small one's time is mostly overhead)


@dataclass(slots=True)
class Op:
    sig: Hashable  # everything the pixels depend on, the box and clip included
    box: pygame.Rect  # the real pixels it may touch, within its clip
    clip: pygame.Rect
    run: Callable[[pygame.Surface], None]
    keep: object = None  # a blitted picture, kept so its id stays its own
    opaque: bool = False  # it paints every pixel of its box, hiding what lies under it
    # a plain picture's (picture, position, area): it can be drawn onto another surface too
    placed: tuple[pygame.Surface, tuple[int, int], object] | None = None


class FrameRecord:
    """The last drawn frame's operations, and the window they were drawn into."""

    def __init__(self) -> None:
        self.last: list[Op] = []
        self.window: tuple[int, int, int] | None = None  # (id, width, height)
        self.partial_frames = 0  # frames drawn only where they changed (the bench, the tests)
        # boxes a frame too heavy for one frame left to the next (``spread``, ``aimed``):
        # until they are drawn the window there still shows the frame before
        self.later: list[pygame.Rect] = []
        self.rate = RATE_GUESS  # seconds a pixel of a box has taken to draw, lately

    def invalidate(self) -> None:
        """The next frame is drawn whole (a new window, one the system uncovered)."""
        self.window = None
        self.later = []

    def draw(
        self, surface: pygame.Surface, ops: list[Op], began: float | None = None
    ) -> list[pygame.Rect]:
        """Draw this frame's ``ops`` where they differ from the last frame's; the boxes drawn
        (the whole window, or none when nothing changed). ``began``: when the frame began
        (``time.perf_counter``), for a large window's share and aim (``spread``,
        ``AIM_SECONDS``); None: every change is drawn now (a curtain, a secret hidden)."""
        window = (id(surface), *surface.get_size())
        whole = surface.get_rect()
        aim = None
        if window == self.window:
            # what the last frame left for later comes first, then what changed since
            changed = changed_boxes(self.last, ops, whole)
            # (boxes left for later are never made the whole window again: it would begin
            # again from the top, and the bottom would never be drawn)
            dirty = merged([*self.later, *changed], whole, False)
            self.later = []
            if began is not None and whole.w * whole.h >= SPREAD_FROM:
                dirty, self.later = spread(dirty, whole)
                aim = began + AIM_SECONDS
        else:
            dirty, self.later = [whole], []
        self.window = None  # until the drawing below has finished
        drawn: list[pygame.Rect] = []
        try:
            k = 0
            while k < len(dirty):
                box = dirty[k]
                if aim is not None:  # a band at a time, while the frame's time lasts
                    rows = self.aimed(box, aim, whole, first=not drawn)
                    if not rows:
                        self.later = [*dirty[k:], *self.later]
                        break
                    if rows < box.h:
                        dirty.insert(k + 1, pygame.Rect(box.x, box.y + rows, box.w, box.h - rows))
                        box = pygame.Rect(box.x, box.y, box.w, rows)
                self.draw_box(surface, ops, box)
                drawn.append(box)
                k += 1
        finally:
            surface.set_clip(None)
        self.last, self.window = ops, window
        if drawn and drawn != [whole]:
            self.partial_frames += 1
        return drawn

    def draw_box(self, surface: pygame.Surface, ops: list[Op], box: pygame.Rect) -> None:
        """Every operation that touches ``box``, clipped to it, bottom to top; timed."""
        start = time.perf_counter()
        for first, part in parts_of(ops, box):
            for op in ops[first:]:
                if op.box.colliderect(part):
                    surface.set_clip(op.clip.clip(part))
                    op.run(surface)
        area = box.w * box.h
        if area >= RATE_FROM:  # a moving mean: boxes differ, and so does the machine's load
            self.rate = 0.7 * self.rate + 0.3 * (time.perf_counter() - start) / area

    def aimed(self, box: pygame.Rect, aim: float, whole: pygame.Rect, first: bool) -> int:
        """How many of ``box``'s top rows to draw next: those that can be drawn by ``aim``
        at the recent rate (at least ``MIN_ROWS`` when nothing is drawn yet), at most a band
        of ``BAND_SHARE`` of the window (then the time is looked at again); 0: none."""
        left = aim - time.perf_counter()
        rows = int(left / (self.rate * box.w)) if left > 0 else 0
        if first:
            rows = max(rows, MIN_ROWS)
        band = max(MIN_ROWS, int(BAND_SHARE * whole.w * whole.h) // box.w)
        return min(rows, band, box.h)


def top_cover(ops: Sequence[Op], box: pygame.Rect) -> int:
    """The index of the last operation that paints all of ``box`` opaquely (0 when none
    does): nothing under it shows there."""
    for k in range(len(ops) - 1, 0, -1):
        op = ops[k]
        if op.opaque and op.box.contains(box):
            return k
    return 0


def spread(
    dirty: list[pygame.Rect], whole: pygame.Rect
) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
    """The boxes to draw this frame and those left for the next. On a large window (2560x1440
    and up) a frame that changes more than ``SPREAD_SHARE`` of it (a table's moment changing
    its board and its panels at once, 30 ms of blits at 4K) draws that much, in order, and
    leaves the rest to the next frame: a panel catches up a 60th of a second later."""
    area = whole.w * whole.h
    if area < SPREAD_FROM:
        return dirty, []
    budget = int(SPREAD_SHARE * area)
    now: list[pygame.Rect] = []
    later: list[pygame.Rect] = []
    for box in dirty:
        rows = min(box.h, budget // box.w) if box.w else box.h
        if rows >= box.h:
            now.append(box)
        elif rows > 0:  # the top of the box now, the rest next frame
            now.append(pygame.Rect(box.x, box.y, box.w, rows))
            later.append(pygame.Rect(box.x, box.y + rows, box.w, box.h - rows))
        else:
            later.append(box)
        budget -= rows * box.w
    return now, later


def parts_of(ops: Sequence[Op], box: pygame.Rect) -> list[tuple[int, pygame.Rect]]:
    """``box`` cut where a large opaque operation covers some of it: each part, and the index
    of the operation to draw it from (nothing under that one shows there). A box over a board
    and the backdrop beside it draws the backdrop only beside it."""
    first = top_cover(ops, box)
    least = max(MIN_COVER, box.w * box.h // 8)
    for k in range(len(ops) - 1, first, -1):
        op = ops[k]
        if not op.opaque:
            continue
        inside = op.box.clip(box)
        # worth a cut only where it hides drawings under it (the backdrop's strips hide none)
        if inside.w * inside.h >= least and hides(ops, first, k, inside):
            parts = [(k, inside)]
            for rest in around(box, inside):
                parts += parts_of(ops, rest)  # op k does not touch these: never chosen again
            return parts
    return [(first, box)]


def hides(ops: Sequence[Op], first: int, k: int, inside: pygame.Rect) -> bool:
    """Whether any drawing from ``first`` up to ``k`` touches ``inside``."""
    return any(ops[m].box.colliderect(inside) for m in range(first, k))


def around(box: pygame.Rect, inside: pygame.Rect) -> list[pygame.Rect]:
    """``box`` less ``inside`` (which lies within it), as up to four rectangles."""
    rects = [
        pygame.Rect(box.left, box.top, box.w, inside.top - box.top),
        pygame.Rect(box.left, inside.bottom, box.w, box.bottom - inside.bottom),
        pygame.Rect(box.left, inside.top, inside.left - box.left, inside.h),
        pygame.Rect(inside.right, inside.top, box.right - inside.right, inside.h),
    ]
    return [r for r in rects if r.w > 0 and r.h > 0]


def changed_boxes(last: Sequence[Op], ops: Sequence[Op], whole: pygame.Rect) -> list[pygame.Rect]:
    """The boxes whose pixels may differ between a frame of ``last`` and one of ``ops``.

    The two frames' operations are matched in order (a common subsequence); every one left
    unmatched, on either side, is new, gone or moved in the order, and its box is dirty. A
    pixel outside them is made by matched operations only, in the same order: unchanged.
    """
    a, b = [op.sig for op in last], [op.sig for op in ops]
    if a == b:
        return []
    start, shorter = 0, min(len(a), len(b))
    while start < shorter and a[start] == b[start]:
        start += 1
    end = 0
    while end < shorter - start and a[-1 - end] == b[-1 - end]:
        end += 1
    middle_a, middle_b = a[start : len(a) - end], b[start : len(b) - end]
    boxes: list[pygame.Rect] = []
    i0 = j0 = 0
    for i, j, n in SequenceMatcher(None, middle_a, middle_b, autojunk=False).get_matching_blocks():
        boxes += [last[start + k].box for k in range(i0, i)]
        boxes += [ops[start + k].box for k in range(j0, j)]
        i0, j0 = i + n, j + n
    return merged(boxes, whole)


def merged(boxes: list[pygame.Rect], whole: pygame.Rect, most: bool = True) -> list[pygame.Rect]:
    """``boxes`` within the window, those that touch or nearly touch joined; the whole window
    when they are many or cover most of it (unless not ``most``)."""
    out: list[pygame.Rect] = []
    pending = [b.clip(whole) for b in boxes]
    while pending:
        box = pending.pop()
        if not box.w or not box.h:
            continue
        near = box.inflate(NEAR, NEAR)
        for i, other in enumerate(out):
            if other.colliderect(near):
                pending.append(out.pop(i).union(box))  # joined, then checked again
                break
        else:
            out.append(box)
    area = sum(b.w * b.h for b in out)
    if most and (len(out) > MAX_BOXES or area > FULL_SHARE * whole.w * whole.h):
        return [whole]
    return out


def box_around(points: Sequence[tuple[float, float]], pad: float) -> pygame.Rect:
    """Every real pixel within ``pad`` of ``points`` (a line's width, a pointer's size)."""
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    left, top = int(min(xs) - pad) - 1, int(min(ys) - pad) - 1
    return pygame.Rect(left, top, int(max(xs) + pad) + 2 - left, int(max(ys) + pad) + 2 - top)
