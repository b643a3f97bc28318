"""Every card face and board colour of the four games, as seen with and without a colour
vision deficiency, to be looked at (issue 35): one picture per game and vision.

    python -m tests.colour_sheet --out DIR [--vision deuteranopia|protanopia|normal]

Each sheet shows the game's faces at the sizes the tables use, with colour-blind marks off
(top) and on (bottom); Zilence's sheet is its scanning board with colour-blind marks on. The
pixels are passed through ``colour_vision.simulate`` (a cache per colour keeps it quick).
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("QUIET_TABLE_DATA", tempfile.mkdtemp())

import pygame  # noqa: E402

from game.ui import theme  # noqa: E402
from game.ui.cards import CARD_SIZES, CardFace, draw_card  # noqa: E402
from game.ui.painter import Painter  # noqa: E402

from .colour_vision import simulate  # noqa: E402

SIZES = ("hand", "small", "tiny")


def faces(game: str) -> list[CardFace]:
    if game == "silencio":
        from game.scenes.silencio.faces import COLOR_RGB, face

        return [face({"color": c, "rank": r}) for c in COLOR_RGB for r in (3, 8)]
    if game == "silex":
        from game.engine.silex.data import CARDS
        from game.scenes.silex.faces import face

        seen: dict[tuple, CardFace] = {}
        for card in CARDS.values():
            one = face(card.as_dict())
            seen.setdefault((one.color, one.symbol), one)
        return list(seen.values())
    from game.engine.silver import DEFAULT_OPTIONS
    from game.engine.silver.cards import VALUES, card_name
    from game.scenes.silver.faces import face_of

    order = DEFAULT_OPTIONS["value_order"]
    return [face_of(v, card_name(v, order), order) for v in sorted(set(VALUES))]


def card_sheet(game: str) -> pygame.Surface:
    """Colour-blind marks off, then on: each a 1280x720 picture (the painter's canvas)."""
    blocks = []
    for cb in (False, True):
        surf = pygame.Surface((1280, 720))
        painter = Painter(surf)
        surf.fill(theme.table_theme(game).bottom)
        painter.text("colour-blind marks " + ("on" if cb else "off"), (20, 16), 18)
        x, y = 20.0, 46.0
        for size in SIZES:
            w, h = CARD_SIZES[size]
            for one in faces(game):
                if x + w > 1260:
                    x, y = 20.0, y + h + 10
                draw_card(painter, pygame.FRect(x, y, w, h), one, colorblind=cb)
                x += w + 8
            x, y = 20.0, y + h + 14
        blocks.append(surf.subsurface((0, 0, 1280, min(720, round(y)))))
    sheet = pygame.Surface((1280, sum(b.get_height() for b in blocks)))
    top = 0
    for block in blocks:
        sheet.blit(block, (0, top))
        top += block.get_height()
    return sheet


def zilence_board() -> pygame.Surface:
    from .shell_helpers import frames
    from .test_sounds import one_human

    app, _session, scene = one_human("zilence")
    app.settings.colorblind = True
    for _ in range(2000):
        if scene.my_actions() and scene.phase == "ready":
            scene.act(scene.my_actions()[0])
        frames(app)
        if not scene.board_ready():
            time.sleep(0.01)  # the board is composed on the worker thread, in real time
        if scene.phase == "scan" and scene.time_left < 4.2:
            break
    return pygame.display.get_surface().copy()


def seen_as(surf: pygame.Surface, vision: str) -> pygame.Surface:
    if vision == "normal":
        return surf
    out = surf.copy()
    pixels = pygame.PixelArray(out)
    cache: dict[int, int] = {}
    for x in range(out.get_width()):
        column = pixels[x]
        for y in range(out.get_height()):
            value = column[y]
            mapped = cache.get(value)
            if mapped is None:
                mapped = out.map_rgb(simulate(out.unmap_rgb(value)[:3], vision))
                cache[value] = mapped
            column[y] = mapped
    del pixels
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--vision", default="deuteranopia")
    args = parser.parse_args()
    pygame.init()
    pygame.display.set_mode((1280, 720))
    args.out.mkdir(parents=True, exist_ok=True)
    sheets = {game: card_sheet(game) for game in ("silencio", "silex", "silver")}
    sheets["zilence"] = zilence_board()
    for game, sheet in sheets.items():
        path = args.out / f"{game}-{args.vision}.png"
        pygame.image.save(seen_as(sheet, args.vision), str(path))
        print(path)


if __name__ == "__main__":
    main()
