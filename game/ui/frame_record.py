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
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from difflib import SequenceMatcher

import pygame

# Past this share of the window dirty, one whole redraw is as cheap as many pieces.
FULL_SHARE = 0.55
MAX_BOXES = 24  # more separate boxes than this: the whole window (one update, not dozens)
NEAR = 8  # real px: dirty boxes this close are drawn as one


@dataclass(slots=True)
class Op:
    sig: Hashable  # everything the pixels depend on, the box and clip included
    box: pygame.Rect  # the real pixels it may touch, within its clip
    clip: pygame.Rect
    run: Callable[[pygame.Surface], None]
    keep: object = None  # a blitted picture, kept so its id stays its own


class FrameRecord:
    """The last drawn frame's operations, and the window they were drawn into."""

    def __init__(self) -> None:
        self.last: list[Op] = []
        self.window: tuple[int, int, int] | None = None  # (id, width, height)
        self.partial_frames = 0  # frames drawn only where they changed (the bench, the tests)

    def invalidate(self) -> None:
        """The next frame is drawn whole (a new window, one the system uncovered)."""
        self.window = None

    def draw(self, surface: pygame.Surface, ops: list[Op]) -> list[pygame.Rect]:
        """Draw this frame's ``ops`` where they differ from the last frame's; the boxes drawn
        (the whole window, or none when nothing changed)."""
        window = (id(surface), *surface.get_size())
        whole = surface.get_rect()
        dirty = changed_boxes(self.last, ops, whole) if window == self.window else [whole]
        self.window = None  # until the drawing below has finished
        try:
            for box in dirty:
                for op in ops:
                    if op.box.colliderect(box):
                        surface.set_clip(op.clip.clip(box))
                        op.run(surface)
        finally:
            surface.set_clip(None)
        self.last, self.window = ops, window
        if dirty and dirty != [whole]:
            self.partial_frames += 1
        return dirty


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


def merged(boxes: list[pygame.Rect], whole: pygame.Rect) -> list[pygame.Rect]:
    """``boxes`` within the window, those that touch or nearly touch joined; the whole window
    when they are many or cover most of it."""
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
    if len(out) > MAX_BOXES or area > FULL_SHARE * whole.w * whole.h:
        return [whole]
    return out


def box_around(points: Sequence[tuple[float, float]], pad: float) -> pygame.Rect:
    """Every real pixel within ``pad`` of ``points`` (a line's width, a pointer's size)."""
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    left, top = int(min(xs) - pad) - 1, int(min(ys) - pad) - 1
    return pygame.Rect(left, top, int(max(xs) + pad) + 2 - left, int(max(ys) + pad) + 2 - top)
