"""What the program keeps of its pictures (issue 32: at 4K Zilence peaked at 520 MB against a
limit of 300): an animation's in-between pictures are drawn, not kept; a laid picture no
frame draws any more goes; freed memory is handed back after a quick frame, never after a
slow one."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.table.motion import Motion, Tween
from game.ui import heap
from game.ui.laying import LAID_IDLE_FRAMES
from game.ui.painter import Painter


def card(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    surf.fill((200, 40, 40, 255))
    return surf


def test_a_picture_built_while_passing_is_drawn_but_not_kept() -> None:
    painter = Painter(pygame.Surface((400, 300)))
    built: list[tuple[int, int]] = []

    def build(w: int, h: int) -> pygame.Surface:
        built.append((w, h))
        return card(w, h)

    with painter.passing():
        painter.art(("card",), build, (10, 10, 50, 70))
        painter.art(("card",), build, (10, 10, 50, 70))
    assert len(built) == 2  # nothing kept: built again
    inside = painter.real_rect((10, 10, 50, 70)).center
    assert painter.surface.get_at(inside)[:3] == (200, 40, 40)  # but drawn
    painter.art(("card",), build, (10, 10, 50, 70))
    painter.art(("card",), build, (10, 10, 50, 70))
    assert len(built) == 3  # outside passing(): kept after the first


def test_a_tween_changing_size_draws_its_pictures_without_keeping_them() -> None:
    painter = Painter(pygame.Surface((400, 300)))
    motion = Motion()
    growing = motion.add(Tween(pygame.FRect(0, 0, 20, 30), pygame.FRect(100, 0, 40, 60)))
    sliding = motion.add(Tween(pygame.FRect(0, 0, 20, 30), pygame.FRect(100, 90, 20, 30)))
    waiting = motion.add(Tween(pygame.FRect(0, 0, 20, 30), pygame.FRect(9, 9, 20, 30), delay=1))
    motion.update(0.1)
    keeping = {}
    for tween, rect in motion.under_way(painter):
        keeping[id(tween)] = (painter._keeping, rect)
    assert keeping[id(growing)][0] is False
    assert keeping[id(sliding)][0] is True
    assert id(waiting) not in keeping  # not set off yet: not drawn
    assert keeping[id(sliding)][1] == sliding.rect()
    assert painter._keeping is True  # passing() ends with the tween


def test_a_laid_picture_no_frame_draws_any_more_goes() -> None:
    window = pygame.Surface((300, 200))
    painter = Painter(window)
    backdrop = pygame.Surface((300, 200))
    backdrop.fill((30, 60, 30))
    board = card(80, 80)

    def frame(with_board: bool) -> None:
        painter.begin_frame(clear=False, record=True)
        painter._blit(backdrop, (0, 0))
        if with_board:
            painter.laid(board, (20, 20))
        painter.end_frame()

    frame(True)
    assert len(painter._laid.layings()) == 1
    for _ in range(LAID_IDLE_FRAMES - 1):
        frame(False)
    assert len(painter._laid.layings()) == 1  # a short absence (a dialog) keeps it
    frame(False)
    assert painter._laid.layings() == []
    frame(True)  # drawn again: laid again, the same pixels
    assert window.get_at((50, 50))[:3] == (200, 40, 40)


def test_memory_is_trimmed_after_a_quick_frame_at_most_every_few_seconds() -> None:
    now = [100.0]
    trims: list[int] = []
    tidier = heap.Tidier(every=3.0, clock=lambda: now[0], trim=lambda pad: trims.append(pad) or 1)
    assert not tidier.after_frame(2.0)  # just started
    now[0] += 3.5
    assert not tidier.after_frame(heap.QUICK_FRAME_MS + 5)  # a slow frame: never after it
    assert tidier.after_frame(2.0) and trims == [0]
    now[0] += 1.0
    assert not tidier.after_frame(1.0)  # too soon
    now[0] += 2.5
    assert tidier.after_frame(1.0) and len(trims) == 2


def test_the_frame_context_times_the_frame_it_wraps() -> None:
    seen: list[float] = []
    tidier = heap.Tidier(every=0.0, trim=lambda pad: 1)
    tidier.after_frame = seen.append  # type: ignore[method-assign]
    with tidier.frame():
        pygame.time.wait(5)
    assert len(seen) == 1 and seen[0] >= 4.0


def test_big_pictures_get_memory_of_their_own_where_the_c_library_allows() -> None:
    """On Linux (glibc) the threshold is taken; elsewhere nothing is asked and nothing fails."""
    import sys

    took = heap.map_big_pictures()
    assert took == sys.platform.startswith("linux")
    big = pygame.Surface((2048, 1024), pygame.SRCALPHA)  # 8 MB: its own map, still a picture
    big.fill((1, 2, 3, 4))
    assert big.get_at((2047, 1023)) == (1, 2, 3, 4)


def test_a_large_translucent_outline_is_drawn_in_pieces_with_the_same_pixels() -> None:
    """At 4K a highlighted panel's outline was a whole picture, almost all of it clear: its
    four pieces (bands and sides) give the same pixels, and a small one stays whole."""
    from game.ui import outline

    rgba = (242, 184, 75, 160)
    for size, radius, width in [((300, 200), 18, 3), ((301, 157), 9, 1), ((120, 90), 0, 4)]:
        parts = outline.pieces(size, radius, width)
        assert len(parts) == 4
        assert sum(p.w * p.h for p, _ in parts) < size[0] * size[1] / 2
        assert joined(size, parts, rgba, radius, width) == whole(size, rgba, radius, width)
    assert outline.pieces((40, 24), 12, 3) == []  # no clear middle to leave out


def test_a_large_translucent_filled_rect_is_one_strip_laid_again_with_the_same_pixels() -> None:
    """The end screen's back at 4K was a 13 MB picture built in the frame that opened it: its
    corner bands and one strip of the middle, laid again, give the same pixels."""
    from game.ui import outline

    rgba = (20, 24, 32, 215)
    for size, radius in [
        (
            (900, 700),
            24,
        ),
        ((1203, 517), 17),
        ((640, 480), 0),
    ]:
        parts = outline.pieces(size, radius, 0)
        pictures = {tuple(part) for part, _ in parts}
        assert len(pictures) <= 4  # two bands, the strip, a shorter last strip
        assert sum(p.w * p.h for p in map(pygame.Rect, pictures)) < size[0] * size[1] / 3
        assert joined(size, parts, rgba, radius, 0) == whole(size, rgba, radius, 0)
    assert outline.pieces((300, 200), 12, 0) == []  # small: one picture


def whole(size: tuple[int, int], rgba: tuple, radius: int, width: int) -> bytes:
    one = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(one, rgba, (0, 0, *size), width, border_radius=radius)
    return pygame.image.tobytes(one, "RGBA")


def joined(size: tuple[int, int], parts: list, rgba: tuple, radius: int, width: int) -> bytes:
    from game.ui import outline

    out = pygame.Surface(size, pygame.SRCALPHA)
    for part, dest in parts:
        out.blit(outline.piece(size, part, rgba, radius, width), dest)
    return pygame.image.tobytes(out, "RGBA")


@pytest.mark.parametrize("width", [2, 0])
def test_the_painter_draws_a_large_translucent_rect_as_the_whole_one(width: int) -> None:
    """Outlined or filled, in pieces or not, the window shows what one picture showed."""
    from game.ui import outline

    backdrop = (40, 60, 80)
    plain, pieces = pygame.Surface((1600, 900)), pygame.Surface((1600, 900))
    for window in (plain, pieces):
        window.fill(backdrop)
    painter = Painter(pieces)
    painter.rect((100, 50, 700, 560), (242, 184, 75), radius=16, width=width, alpha=160)
    real = painter.real_rect((100, 50, 700, 560))
    r, w = painter.vp.length(16), painter.vp.length(width) if width else 0
    assert outline.pieces(real.size, r, w)  # drawn in pieces
    one = pygame.Surface(real.size, pygame.SRCALPHA)
    pygame.draw.rect(one, (242, 184, 75, 160), (0, 0, *real.size), w, border_radius=r)
    plain.blit(one, real)
    assert pygame.image.tobytes(pieces, "RGB") == pygame.image.tobytes(plain, "RGB")
