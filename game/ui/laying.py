"""Pictures laid on what lies under them (``Painter.laid``): a picture with transparency
composed once over the plain pictures a recorded frame drew under it, so later frames copy it
instead of blending it and drawing what it hides (issue 32: at 4K a Zilence board and the
backdrop under it were a quarter of a whole frame)."""

from __future__ import annotations

from collections.abc import Hashable
from itertools import pairwise

import pygame

from .frame_record import Op, top_cover

LAID_KEPT = 2  # pictures laid on what lies under them (a board; its change's base)
# A laid picture not drawn for this many recorded frames goes (at 4K each is 12 MB, and the
# one of a board changed last round is never drawn again); one drawn later is laid again.
LAID_IDLE_FRAMES = 60
LAID_BAND = 256  # real rows of a laid picture composed in one frame (at least a sixth of it)


def beneath(record: list[Op], box: pygame.Rect) -> tuple[tuple, list[Op]] | None:
    """What ``record`` (a frame's operations so far) draws within ``box``: a key naming it,
    and those operations. None when that is not plain pictures over opaque ones (it could not
    be drawn elsewhere exactly)."""
    first = top_cover(record, box)
    ops = [op for op in record[first:] if op.box.colliderect(box)]
    if any(op.placed is None for op in ops) or not covered(ops, box):
        return None
    return (tuple(box), *(op.sig for op in ops)), ops


def is_opaque(picture: pygame.Surface) -> bool:
    """A picture with no transparency of any kind: its blit hides what lies under it."""
    return (
        not picture.get_flags() & pygame.SRCALPHA
        and picture.get_colorkey() is None
        and picture.get_alpha() is None
    )


def covered(ops: list[Op], box: pygame.Rect) -> bool:
    """Whether the opaque operations ``ops`` begin with cover every pixel of ``box`` (the
    backdrop's strips): then nothing older shows through what ``ops`` draw there."""
    parts = []
    for op in ops:
        if not op.opaque:
            break
        parts.append(op.box.clip(box))
    edges = sorted({box.left, box.right, *(p.left for p in parts), *(p.right for p in parts)})
    for left, right in pairwise(edges):
        if left < box.left or right > box.right:
            continue
        # this column of the box, top to bottom, must be filled by the parts spanning it
        y = box.top
        for top, bottom in sorted((p.top, p.bottom) for p in parts if p.left <= left < p.right):
            if top > y:
                return False
            y = max(y, bottom)
        if y < box.bottom:
            return False
    return True


class Laying:
    """A picture being composed over the plain pictures under it (``Painter.laid``), a band of
    rows at a time, in the window's pixel format, so blitting it copies the same pixels.

    Each band is a picture of its own, made in the frame that composes it: at 4K one whole
    board's picture was 12 MB, and making it (the system handing over and clearing its
    memory) held a frame up 5-12 ms."""

    def __init__(
        self, picture: pygame.Surface, ops: list[Op], box: pygame.Rect, like: pygame.Surface
    ) -> None:
        self.picture, self.box = picture, pygame.Rect(box)
        self.ops = ops  # each keeps its picture, so the ids in the key stay theirs meanwhile
        self.like = like  # the window: the bands' pixel format
        self.bands: list[tuple[pygame.Surface, int]] = []  # (picture, its top row) so far
        self.rows = 0  # composed so far, from the top
        self.seen = 0  # the painter's recorded frame that last drew it
        self.band = max(LAID_BAND, -(-box.h // 6))

    @property
    def done(self) -> bool:
        return self.rows >= self.box.h

    def drawn(self) -> list[tuple[pygame.Surface, tuple[int, int]]]:
        """What a frame draws for it, each picture with its place within the box: the plain
        picture until it is composed (a band composed first), then its bands."""
        if not self.done:
            self.step()
        if not self.done:
            return [(self.picture, (0, 0))]
        return [(band, (0, top)) for band, top in self.bands]

    def step(self) -> None:
        rows = min(self.band, self.box.h - self.rows)
        out = pygame.Surface((self.box.w, rows), 0, self.like)
        left, top = self.box.x, self.box.y + self.rows  # the band's place in the window
        for op in self.ops:
            assert op.placed is not None
            picture, pos, area = op.placed
            out.set_clip(op.clip.move(-left, -top))
            out.blit(picture, (pos[0] - left, pos[1] - top), area)
        out.set_clip(None)
        out.blit(self.picture, (0, -self.rows))
        self.bands.append((out, self.rows))
        self.rows += rows


class Laid:
    """The painter's laid pictures, each by what it is composed of: at most ``LAID_KEPT``,
    and none left undrawn for ``LAID_IDLE_FRAMES`` recorded frames."""

    def __init__(self) -> None:
        self._kept: dict[Hashable, Laying] = {}
        self.frame = 0  # recorded frames so far: when each was last drawn

    def laying(
        self,
        picture: pygame.Surface,
        under: tuple[tuple, list[Op]],
        box: pygame.Rect,
        like: pygame.Surface,
    ) -> Laying:
        """The laying of ``picture`` over ``under`` (``beneath``), begun now if new."""
        key = (id(picture), *under[0])
        lay = self._kept.get(key)
        if lay is None or lay.picture is not picture:
            self._kept.pop(key, None)
            while len(self._kept) >= LAID_KEPT:
                self._kept.pop(next(iter(self._kept)))
            lay = self._kept[key] = Laying(picture, under[1], box, like)
        lay.seen = self.frame
        return lay

    def frame_ended(self) -> None:
        self.frame += 1
        idle = [k for k, lay in self._kept.items() if self.frame - lay.seen > LAID_IDLE_FRAMES]
        for key in idle:
            del self._kept[key]

    def clear(self) -> None:
        self._kept.clear()

    def layings(self) -> list[Laying]:
        return list(self._kept.values())
