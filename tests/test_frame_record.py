"""Drawing only what changed (issue 32): every recorded frame's pixels are exactly those of
the same frame drawn whole, through whole games of every title and the menus; what did not
change is not drawn again."""

from __future__ import annotations

import time

import pygame
import pytest

from game.engine import new_game
from game.scenes.registry import open_game, preload_tables
from game.shell.session import Seat, Session
from game.ui.frame_record import FrameRecord, Op, changed_boxes, merged

from .shell_helpers import make_app, whole_frame

WHOLE = pygame.Rect(0, 0, 1000, 600)


def op(sig, box, run=None) -> Op:
    box = pygame.Rect(box)
    return Op(sig, box, WHOLE, run or (lambda s, box=box, sig=sig: s.fill((len(sig), 9, 9), box)))


def test_a_moved_drawing_dirties_where_it_was_and_where_it_is() -> None:
    back = op(("back",), WHOLE)
    was, now = op(("card", 10), (10, 10, 50, 80)), op(("card", 300), (300, 10, 50, 80))
    boxes = changed_boxes([back, was], [back, now], WHOLE)
    assert sorted(map(tuple, boxes)) == [(10, 10, 50, 80), (300, 10, 50, 80)]


def test_nothing_changed_nothing_is_drawn() -> None:
    ops = [op(("back",), WHOLE), op(("card",), (10, 10, 50, 80))]
    assert changed_boxes(ops, list(ops), WHOLE) == []


def test_the_same_drawings_in_another_order_dirty_where_they_overlap() -> None:
    a, b = op(("a",), (10, 10, 50, 50)), op(("b",), (30, 30, 50, 50))
    far = op(("far",), (600, 300, 50, 50))
    boxes = changed_boxes([a, b, far], [b, a, far], WHOLE)
    assert any(box.contains((30, 30, 30, 30)) for box in boxes)  # which one covers the other
    assert not any(box.colliderect(far.box) for box in boxes)


def test_a_drawing_repeated_counts_each_time() -> None:
    a = op(("a",), (10, 10, 50, 50))
    assert changed_boxes([a, a], [a], WHOLE) == [pygame.Rect(10, 10, 50, 50)]


def test_near_boxes_join_and_most_of_the_window_is_drawn_whole() -> None:
    assert merged([pygame.Rect(0, 0, 10, 10), pygame.Rect(12, 0, 10, 10)], WHOLE) == [
        pygame.Rect(0, 0, 22, 10)
    ]
    assert merged([pygame.Rect(0, 0, 960, 580)], WHOLE) == [WHOLE]
    assert merged([pygame.Rect(0, 0, 900, 500)], WHOLE) == [pygame.Rect(0, 0, 900, 500)]


def test_what_an_opaque_drawing_hides_is_not_drawn_again_under_it() -> None:
    """A box over a board and the backdrop beside it draws the backdrop only beside it, and
    the pixels are those of the frame drawn whole."""
    drawn: list[tuple[str, tuple]] = []

    def painted(name, color, box):
        def run(s):
            drawn.append((name, tuple(s.get_clip())))
            s.fill(color, box)

        return run

    board_box = pygame.Rect(100, 100, 400, 400)
    back = Op(("back",), WHOLE, WHOLE, painted("back", (0, 0, 40), WHOLE), opaque=True)
    board = Op(("board",), board_box, WHOLE, painted("board", (0, 90, 0), board_box), opaque=True)

    def piece(at):
        box = pygame.Rect(at, (60, 60))
        return Op(("piece", at), box, WHOLE, painted("piece", (200, 0, 0), box))

    surface, whole = pygame.Surface(WHOLE.size), pygame.Surface(WHOLE.size)
    record = FrameRecord()
    record.draw(surface, [back, board, piece((80, 200))])
    drawn.clear()
    ops = [back, board, piece((130, 200))]
    record.draw(surface, ops)  # the piece moved: one box, partly beside the board
    drawn_again = list(drawn)
    for o in ops:
        o.run(whole)
    assert pygame.image.tobytes(surface, "RGB") == pygame.image.tobytes(whole, "RGB")
    drawn = drawn_again
    back_clips = [pygame.Rect(clip) for name, clip in drawn if name == "back"]
    assert back_clips and not any(c.colliderect(board_box) for c in back_clips)
    assert ("board", (100, 200, 90, 60)) in drawn


def test_a_picture_laid_on_the_backdrop_is_exactly_as_blitted() -> None:
    """Painter.laid composes an alpha picture over what lies under it (a band of rows a
    frame), then copies it: every frame's pixels are those of the plain drawing, and once
    composed it is not composed again."""
    from game.ui.laying import LAID_BAND
    from game.ui.painter import Painter

    pygame.display.init()
    window = pygame.display.set_mode((640, 900))
    picture = pygame.Surface((200, 700), pygame.SRCALPHA)
    pygame.draw.circle(picture, (200, 120, 40, 170), (100, 350), 90)
    pygame.draw.circle(picture, (20, 220, 240, 255), (100, 500), 30)

    def frame(painter: Painter, record: bool) -> None:
        painter.begin_frame(record=record)
        painter.gradient((30, 40, 50), (90, 60, 20))
        painter.laid(picture, (300, 120))
        painter.end_frame()

    plain = pygame.Surface(window.get_size(), 0, window)
    frame(Painter(plain), record=False)
    recorded = Painter(window)
    bands = -(-700 // LAID_BAND)
    for _ in range(bands + 1):
        frame(recorded, record=True)
        assert pygame.image.tobytes(window, "RGB") == pygame.image.tobytes(plain, "RGB")
    (laying,) = recorded._laid.layings()
    assert laying.done and len(laying.bands) == bands
    composed = [band for band, _ in laying.bands]
    frame(recorded, record=True)
    again = next(iter(recorded._laid.layings()))
    assert [band for band, _ in again.bands] == composed  # not composed again
    assert recorded.record is None
    assert [op.keep for op in recorded.frames.last[-bands:]] == composed  # the bands copied


def test_a_frame_too_heavy_for_a_large_window_leaves_the_rest_to_the_next() -> None:
    """At 4K a change of most of the window is drawn over two frames, top first; after the
    second, the window is exactly the new frame."""
    big = pygame.Rect(0, 0, 3840, 2160)
    surface = pygame.Surface(big.size)
    record = FrameRecord()
    back = Op(("back",), big, big, lambda s: s.fill((10, 10, 10)))
    record.draw(surface, [back])
    new = Op(("new",), big, big, lambda s: s.fill((200, 0, 0)))
    ample = time.perf_counter() + 60  # (time enough: only the share counts here)
    first = record.draw(surface, [new], began=ample)
    assert first and sum(b.w * b.h for b in first) < big.w * big.h / 2
    assert surface.get_at((5, 5))[:3] == (200, 0, 0)  # the top now
    assert surface.get_at((5, 2150))[:3] == (10, 10, 10)  # the bottom a frame later
    while record.later:
        record.draw(surface, [new], began=ample)
    assert surface.get_at((5, 2150))[:3] == (200, 0, 0)
    assert record.draw(surface, [new], began=ample) == []  # then nothing is left to draw


def test_a_frame_drawn_at_once_draws_every_change_even_on_a_large_window() -> None:
    """Without a time (a curtain coming up, a secret hidden) all of it is drawn now."""
    big = pygame.Rect(0, 0, 3840, 2160)
    surface = pygame.Surface(big.size)
    record = FrameRecord()
    record.draw(surface, [Op(("back",), big, big, lambda s: s.fill((10, 10, 10)))])
    new = Op(("new",), big, big, lambda s: s.fill((200, 0, 0)))
    record.draw(surface, [new], began=time.perf_counter() - 1.0)  # late: a few rows only
    assert record.later
    assert record.draw(surface, [new], began=None) and not record.later
    assert surface.get_at((5, 2159))[:3] == (200, 0, 0)


def test_a_large_window_frame_past_its_time_draws_its_first_rows_and_catches_up() -> None:
    """At 4K a frame that has used its time (``AIM_SECONDS`` since it began) draws only the
    first rows of what changed; the frames after it draw the rest, top first, until the
    window is exactly the new frame."""
    from game.ui.frame_record import MIN_ROWS

    big = pygame.Rect(0, 0, 3840, 2160)
    surface = pygame.Surface(big.size)
    record = FrameRecord()
    record.draw(surface, [Op(("back",), big, big, lambda s: s.fill((10, 10, 10)))])
    new = [Op(("new",), big, big, lambda s: s.fill((200, 0, 0)))]
    late = time.perf_counter() - 1.0  # began a second ago
    first = record.draw(surface, new, began=late)
    assert [tuple(b) for b in first] == [(0, 0, 3840, MIN_ROWS)]
    assert surface.get_at((5, MIN_ROWS - 1))[:3] == (200, 0, 0)
    assert surface.get_at((5, MIN_ROWS))[:3] == (10, 10, 10)  # not yet
    frames = 1
    while record.later:
        record.draw(surface, new, began=time.perf_counter() - 1.0)
        frames += 1
    assert frames == -(-2160 // MIN_ROWS)
    assert surface.get_at((3839, 2159))[:3] == (200, 0, 0)
    assert record.draw(surface, new, began=time.perf_counter()) == []


def test_a_large_window_frame_with_time_left_draws_its_change_in_bands() -> None:
    """A change of a 4K window drawn in a frame with its time still ahead is drawn in bands
    (the time looked at between them), each exactly as the whole drawing."""
    from game.ui.frame_record import BAND_SHARE

    big = pygame.Rect(0, 0, 3840, 2160)
    surface = pygame.Surface(big.size)
    record = FrameRecord()
    back = Op(("back",), big, big, lambda s: s.fill((10, 10, 10)))
    record.draw(surface, [back])
    card = pygame.Rect(100, 100, 2000, 1500)
    new = [back, Op(("card",), card, big, lambda s: s.fill((0, 90, 200), card))]
    drawn = record.draw(surface, new, began=time.perf_counter())
    assert drawn and all(b.w * b.h <= BAND_SHARE * big.w * big.h + big.w for b in drawn)
    while record.later:  # (a slow machine may leave some to the next frame)
        drawn += record.draw(surface, new, began=time.perf_counter())
    assert pygame.Rect(drawn[0]).unionall(drawn) == card
    assert surface.get_at(card.move(0, -1).topleft)[:3] == (10, 10, 10)
    assert surface.get_at((card.right - 1, card.bottom - 1))[:3] == (0, 90, 200)


@pytest.mark.parametrize("game_id", ["silencio", "silex", "silver", "zilence"])
def test_every_recorded_frame_of_a_whole_game_equals_the_frame_drawn_whole(game_id) -> None:
    from game.engine import GAMES

    app = make_app()
    app.settings.bot_speed = "fast"
    n = GAMES[game_id].max_players
    session = Session(new_game(game_id, n, seed=5), [Seat(f"Bot {i}", False) for i in range(n)])
    preload_tables()
    scene = open_game(app, session)
    app.stack.reset(scene)
    checked = partial = 0
    for frame in range(4000):
        app.frame(1 / 60 if getattr(scene, "phase", "") != "scan" else 0.25, [])
        if scene.preparing:
            continue
        if frame % 3 == 0:
            window = pygame.image.tobytes(app.surface, "RGB")
            assert window == whole_frame(app), f"frame {frame} differs from its whole drawing"
            checked += 1
        if scene.ended():
            break
    partial = app.painter.frames.partial_frames
    assert checked > 50
    assert partial > checked / 2, "most frames should draw only what changed"
