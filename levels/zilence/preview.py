"""Render the whole Zilence board for one layout to a PNG, to look at the content after edits.

A tool (uses pygame-ce); it draws with the game's own board renderer
(``game.ui.zilence_board``), so what you see is what players see.

    .venv/bin/python levels/zilence/preview.py OUT.png [--seed N] [--route bones] [--size PX]

Terrain, roof, icons and items come from the maps through pytmx, lines from
``game.engine.zilence.drawables``; ``--route SYMBOL`` overlays that symbol's three routes in
their colours (a help for checking content only: the game never highlights a route while
players scan); ``--colorblind`` draws the colour-blind leads.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from game.engine.zilence.drawables import route_geometry  # noqa: E402
from game.engine.zilence.layout import random_layout  # noqa: E402
from game.engine.zilence.state import board  # noqa: E402
from game.ui.zilence_board import BoardRenderer  # noqa: E402

COLORS = {"red": (214, 48, 49), "yellow": (246, 196, 0), "blue": (38, 110, 220)}


def render(
    layout: tuple[str, ...], route_symbol: str | None, size: int, colorblind: bool = False
) -> pygame.Surface:
    renderer = BoardRenderer(board())
    renderer.set_layout(layout)
    out = pygame.Surface((size, size), pygame.SRCALPHA)
    out.fill((30, 28, 34))
    rect = out.get_rect()
    renderer.draw(out, rect, colorblind=colorblind)
    if route_symbol:
        for color, rgb in COLORS.items():
            pts = renderer.route_polyline(route_geometry(layout, route_symbol, color), rect)
            if len(pts) > 1:
                pygame.draw.lines(out, rgb, False, pts, max(3, size // 250))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description="Render the Zilence board to a PNG.")
    parser.add_argument("out", type=Path)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--route", default=None, help="overlay this symbol's three routes")
    parser.add_argument("--size", type=int, default=1024, help="board size in pixels")
    parser.add_argument("--colorblind", action="store_true")
    args = parser.parse_args()
    pygame.display.init()
    layout = random_layout(board(), random.Random(args.seed))
    pygame.image.save(render(layout, args.route, args.size, args.colorblind), str(args.out))
    print(f"layout {', '.join(layout)} -> {args.out}")


if __name__ == "__main__":
    main()
