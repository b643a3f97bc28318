"""The New game screen's tiles: rounded, with nothing square showing outside their border."""

from __future__ import annotations

from game.scenes.game_select import GameSelect, GameTile
from game.scenes.menu import MainMenu

from .shell_helpers import frames, make_app


def test_a_game_tile_has_no_square_corner_outside_its_rounded_border() -> None:
    app = make_app((1280, 720))
    app.stack.reset(MainMenu(app), GameSelect(app))
    frames(app, 2)
    tile = next(w for w in app.stack.top.form.widgets if isinstance(w, GameTile))
    surface = app.painter.surface
    real = app.painter.real_rect(tile.rect)
    corner = surface.get_at((int(real.x) + 1, int(real.y) + 1))[:3]
    inside = surface.get_at((int(real.x) + 40, int(real.y) + 12))[:3]
    outside = surface.get_at((int(real.x) - 30, int(real.y) - 30))[:3]
    # The corner pixel shows what lies around the tile (its shadow over the background),
    # not the tile's own colour.
    assert sum(abs(a - b) for a, b in zip(corner, inside, strict=True)) > 6
    assert sum(abs(a - b) for a, b in zip(corner, outside, strict=True)) < 40
