"""Render the whole Zilence board for one layout to a PNG, to look at the content after edits.

A tool (uses pygame-ce); the game's scene draws the board itself.

    .venv/bin/python levels/zilence/preview.py OUT.png [--seed N] [--route bones]

Terrain comes from the maps' tile layers (masked to each outline and turned into its slot),
lines and items from ``game.engine.zilence.geometry``; ``--route SYMBOL`` overlays that
symbol's three routes in their colours.
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
import pytmx.util_pygame  # noqa: E402

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from game.engine.zilence.geometry import board_geometry, route_geometry  # noqa: E402
from game.engine.zilence.layout import random_layout  # noqa: E402
from game.engine.zilence.state import board  # noqa: E402

LINE = (40, 34, 40)
COLORS = {"red": (214, 48, 49), "yellow": (246, 196, 0), "blue": (38, 110, 220)}


def map_surface(path: Path, outline: list | None) -> pygame.Surface:
    tmx = pytmx.util_pygame.load_pygame(str(path))
    surf = pygame.Surface((tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight), pygame.SRCALPHA)
    for layer in tmx.visible_layers:
        if isinstance(layer, pytmx.TiledTileLayer):
            for x, y, image in layer.tiles():
                surf.blit(image, (x * tmx.tilewidth, y * tmx.tileheight))
    for obj in tmx.objects:
        if obj.gid and obj.image:  # e.g. the start icons on the hub
            surf.blit(obj.image, (obj.x, obj.y))
    if outline:
        mask = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        pygame.draw.polygon(mask, (255, 255, 255, 255), outline)
        surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return surf


def render(layout: tuple[str, ...], route_symbol: str | None, scale: float) -> pygame.Surface:
    b = board()
    geo = board_geometry(layout)
    size = geo["size"]
    canvas = pygame.Surface(size, pygame.SRCALPHA)
    canvas.fill((236, 232, 222))
    root = Path(b.root)
    for slot in geo["slots"]:
        side = b.sides[slot["key"]]
        art = map_surface(root / side.file, [tuple(p) for p in side.outline])
        turned = pygame.transform.rotate(art, -slot["rotation_degrees"])
        canvas.blit(turned, turned.get_rect(center=geo["center"]))
        pygame.draw.polygon(canvas, (90, 86, 80), slot["outline"], 3)
    hub = map_surface(root / "center.tmx", None)
    canvas.blit(hub, (0, 0))
    for line in geo["strands"] + geo["decoys"]:
        pygame.draw.lines(canvas, LINE, False, line["points"], 6)
    if route_symbol:
        for color in COLORS:
            r = route_geometry(layout, route_symbol, color)
            pygame.draw.lines(canvas, COLORS[color], False, r["points"], 10)
    items = {}
    for it in geo["items"]:
        if it["kind"] not in items:
            items[it["kind"]] = pygame.image.load(
                str(root / "tiles" / "items" / f"{it['kind']}.png")
            )
        pic = items[it["kind"]]
        canvas.blit(pic, pic.get_rect(center=it["pos"]))
    out = pygame.transform.smoothscale(canvas, (int(size[0] * scale), int(size[1] * scale)))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description="Render the Zilence board to a PNG.")
    parser.add_argument("out", type=Path)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--route", default=None, help="overlay this symbol's three routes")
    parser.add_argument("--scale", type=float, default=0.5)
    args = parser.parse_args()
    pygame.display.init()
    pygame.display.set_mode((1, 1))  # load_pygame converts tile images, which needs a display
    layout = random_layout(board(), random.Random(args.seed))
    pygame.image.save(render(layout, args.route, args.scale), str(args.out))
    print(f"layout {', '.join(layout)} -> {args.out}")


if __name__ == "__main__":
    main()
