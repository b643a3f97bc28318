"""The letterboxed canvas: scale, bars, and mouse positions mapped back correctly."""

from __future__ import annotations

import pygame
import pytest

from game.ui.viewport import Viewport

from .shell_helpers import make_app


@pytest.mark.parametrize(
    ("window", "scale", "offset"),
    [((1280, 720), 1.0, (0, 0)), ((800, 600), 0.625, (0, 75)), ((1920, 720), 1.0, (320, 0))],
)
def test_fit_letterboxes_the_canvas(window, scale, offset) -> None:
    vp = Viewport.fit(*window)
    assert vp.scale == pytest.approx(scale)
    assert (vp.offset_x, vp.offset_y) == offset


def test_real_and_logical_positions_round_trip() -> None:
    vp = Viewport.fit(800, 600)
    for x, y in [(0, 0), (640, 360), (1279, 719), (100.5, 33)]:
        lx, ly = vp.to_logical(*vp.to_real(x, y))
        assert abs(lx - x) <= 1 / vp.scale and abs(ly - y) <= 1 / vp.scale


def test_the_app_gives_scenes_logical_mouse_positions() -> None:
    app = make_app((800, 600))
    app.painter.resize(pygame.display.set_mode((800, 600)))
    event = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(400, 300), button=1)
    mapped = app.to_logical(event)
    assert mapped.pos == pytest.approx((640, 360))
    outside = app.to_logical(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 20), rel=(0, 0), buttons=(0, 0, 0))
    )
    assert outside.pos[1] < 0  # in the letterbox bar above the canvas
