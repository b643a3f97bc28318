"""Draw the Zilence tile art: terrain tiles, item pictures, hub start icons and the tilesets.

A tool, not part of the engine: it uses pygame-ce to draw and writes PNG files and the three
Tiled tilesets next to this script. Everything is our own simple vector drawing.

    .venv/bin/python levels/zilence/generate_art.py

Re-running it rewrites tiles/*.png and tilesets/*.tsx; the maps refer to tiles by id, so keep
the order of ``ITEMS`` (from catalogue.json) and ``TERRAIN`` stable.
"""

from __future__ import annotations

import json
import math
import os
import random
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

HERE = Path(__file__).resolve().parent
CATALOGUE = json.loads((HERE / "catalogue.json").read_text())
ITEMS = [item["id"] for item in CATALOGUE["items"]]
SYMBOLS = [s["id"] for s in CATALOGUE["symbols"]]
COLORS = {c["id"]: tuple(c["rgb"]) for c in CATALOGUE["colors"]}

S = 256  # drawing size; scaled down to the tile size for smooth edges
ITEM_PX = 64
TILE_PX = 32
INK = (34, 30, 36)
CREAM = (250, 244, 226)

# Terrain tiles, in tileset order: (name, base colour, speckle colour, pattern).
TERRAIN = [
    ("roof_grey", (150, 150, 146), (128, 128, 124), "panel"),
    ("roof_dark", (118, 116, 120), (98, 96, 100), "panel"),
    ("roof_brown", (156, 128, 104), (134, 108, 86), "panel"),
    ("roof_teal", (112, 146, 142), (94, 126, 122), "panel"),
    ("grass", (122, 156, 92), (104, 138, 76), "speckle"),
    ("grass_dry", (162, 160, 100), (142, 140, 84), "speckle"),
    ("park_tree", (122, 156, 92), (70, 110, 60), "tree"),
    ("rubble", (150, 136, 118), (112, 100, 88), "rubble"),
    ("sand", (206, 186, 140), (186, 166, 122), "speckle"),
    ("water", (96, 140, 176), (120, 164, 198), "wave"),
    ("asphalt", (104, 104, 108), (92, 92, 96), "speckle"),
    ("parking", (104, 104, 108), (200, 200, 190), "stripes"),
    ("hub_roof", (168, 168, 172), (150, 150, 156), "panel"),
    ("hub_helipad", (168, 168, 172), (246, 246, 240), "helipad"),
    ("hub_edge", (90, 90, 98), (70, 70, 78), "panel"),
    ("crater", (132, 120, 104), (84, 74, 66), "crater"),
]


def canvas() -> pygame.Surface:
    return pygame.Surface((S, S), pygame.SRCALPHA)


def shrink(surf: pygame.Surface, px: int) -> pygame.Surface:
    return pygame.transform.smoothscale(surf, (px, px))


def poly(surf, color, pts, width=0):
    pygame.draw.polygon(surf, color, pts, width)


def outlined_poly(surf, color, pts, w=8):
    pygame.draw.polygon(surf, color, pts)
    pygame.draw.polygon(surf, INK, pts, w)


def outlined_rect(surf, color, rect, w=8, r=0):
    pygame.draw.rect(surf, color, rect, border_radius=r)
    pygame.draw.rect(surf, INK, rect, w, border_radius=r)


def outlined_circle(surf, color, c, rad, w=8):
    pygame.draw.circle(surf, color, c, rad)
    pygame.draw.circle(surf, INK, c, rad, w)


def badge(surf: pygame.Surface) -> None:
    """A cream disc behind every item so it reads on any terrain and over the lines."""
    pygame.draw.circle(surf, CREAM, (S // 2, S // 2), S // 2 - 4)
    pygame.draw.circle(surf, INK, (S // 2, S // 2), S // 2 - 4, 7)


# ---- the item pictures -----------------------------------------------------------------


def draw_flashlight(s):
    outlined_poly(s, (255, 226, 90), [(150, 96), (226, 52), (226, 204), (150, 160)], 6)
    outlined_rect(s, (70, 74, 88), (40, 96, 120, 64), r=10)
    outlined_rect(s, (150, 154, 170), (130, 86, 30, 84), r=6)
    pygame.draw.rect(s, (220, 60, 50), (74, 112, 22, 32), border_radius=4)


def draw_first_aid_kit(s):
    outlined_rect(s, (120, 90, 70), (96, 46, 64, 36), w=8, r=10)
    outlined_rect(s, (250, 250, 250), (36, 70, 184, 140), r=16)
    pygame.draw.rect(s, (220, 30, 40), (110, 90, 36, 100))
    pygame.draw.rect(s, (220, 30, 40), (78, 122, 100, 36))


def draw_dynamite(s):
    pygame.draw.lines(s, INK, False, [(128, 70), (150, 50), (176, 56), (190, 38)], 6)
    for dx in (-42, 0, 42):
        outlined_rect(s, (210, 40, 40), (104 + dx, 76, 40, 140), w=7, r=8)
    pygame.draw.rect(s, (60, 50, 40), (56, 170, 144, 16))
    star = [
        (
            190 + 26 * math.cos(a) * (1 if i % 2 == 0 else 0.45),
            38 + 26 * math.sin(a) * (1 if i % 2 == 0 else 0.45),
        )
        for i, a in enumerate(math.radians(d) for d in range(0, 360, 36))
    ]
    outlined_poly(s, (255, 190, 40), star, 4)


def draw_energy_drink(s):
    outlined_rect(s, (60, 200, 80), (76, 44, 104, 172), r=18)
    pygame.draw.rect(s, (180, 186, 196), (86, 48, 84, 16), border_radius=6)
    bolt = [(136, 74), (98, 140), (126, 140), (112, 196), (160, 122), (132, 122), (150, 74)]
    outlined_poly(s, (255, 232, 40), bolt, 5)


def draw_bowling_ball(s):
    outlined_circle(s, (40, 50, 120), (128, 132), 90)
    pygame.draw.circle(s, (90, 110, 200), (96, 100), 22)
    for c in ((120, 84), (150, 96), (136, 120)):
        pygame.draw.circle(s, (12, 12, 20), c, 12)


def draw_board_game(s):
    outlined_rect(s, (140, 60, 170), (34, 60, 188, 150), r=10)
    for i in range(4):
        for j in range(3):
            if (i + j) % 2 == 0:
                pygame.draw.rect(s, (246, 220, 90), (52 + 38 * i, 82 + 38 * j, 38, 38))
    outlined_rect(s, (250, 250, 250), (150, 150, 58, 58), w=6, r=8)
    for c in ((166, 166), (192, 192), (179, 179)):
        pygame.draw.circle(s, INK, c, 6)


def draw_football_helmet(s):
    outlined_poly(
        s,
        (235, 120, 30),
        [
            (60, 170),
            (44, 120),
            (70, 64),
            (128, 40),
            (188, 56),
            (214, 110),
            (206, 170),
            (150, 178),
            (130, 150),
            (96, 176),
        ],
    )
    pygame.draw.line(s, (250, 250, 250), (128, 44), (100, 170), 14)
    for y in (150, 180, 210):
        pygame.draw.line(s, INK, (150, y - 12), (226, y - 12), 9)
    pygame.draw.line(s, INK, (176, 130), (176, 200), 9)
    pygame.draw.line(s, INK, (222, 130), (222, 200), 9)
    pygame.draw.circle(s, INK, (90, 128), 12)


def draw_walkman(s):
    pygame.draw.arc(s, INK, (44, 14, 168, 150), math.radians(10), math.radians(170), 12)
    outlined_circle(s, (230, 60, 60), (54, 100), 24, 6)
    outlined_circle(s, (230, 60, 60), (202, 100), 24, 6)
    outlined_rect(s, (40, 120, 210), (60, 120, 136, 104), r=12)
    outlined_rect(s, (220, 230, 240), (78, 138, 100, 52), w=5, r=6)
    pygame.draw.circle(s, INK, (104, 164), 12, 5)
    pygame.draw.circle(s, INK, (152, 164), 12, 5)
    pygame.draw.rect(s, (255, 200, 0), (80, 200, 30, 12))


def draw_canned_food(s):
    outlined_rect(s, (190, 196, 204), (64, 48, 128, 168), r=14)
    outlined_rect(s, (200, 80, 40), (64, 86, 128, 92), w=6)
    for c in ((92, 116), (118, 140), (146, 112), (166, 146), (104, 156), (138, 160)):
        pygame.draw.ellipse(s, (120, 60, 20), (c[0] - 10, c[1] - 7, 20, 14))
    pygame.draw.ellipse(s, (150, 156, 166), (70, 40, 116, 24))
    pygame.draw.ellipse(s, INK, (70, 40, 116, 24), 5)


def draw_baseball_bat(s):
    outlined_poly(s, (200, 150, 90), [(52, 220), (36, 204), (176, 40), (222, 40), (222, 80)], 7)
    pygame.draw.line(s, (120, 80, 40), (40, 212), (66, 186), 16)
    outlined_circle(s, (250, 250, 250), (80, 82), 34, 6)
    pygame.draw.arc(s, (220, 40, 40), (50, 56, 40, 52), math.radians(-60), math.radians(60), 5)
    pygame.draw.arc(s, (220, 40, 40), (70, 56, 40, 52), math.radians(120), math.radians(240), 5)


def draw_duct_tape(s):
    outlined_circle(s, (160, 164, 170), (120, 128), 84)
    outlined_circle(s, (230, 220, 200), (120, 128), 40, 7)
    pygame.draw.circle(s, (130, 134, 140), (120, 128), 66, 4)
    outlined_poly(
        s,
        (160, 164, 170),
        [(196, 150), (230, 156), (234, 212), (218, 204), (204, 216), (190, 176)],
        6,
    )


def draw_gas_can(s):
    outlined_poly(s, (220, 40, 36), [(50, 90), (110, 46), (206, 46), (206, 220), (50, 220)])
    outlined_rect(s, (220, 40, 36), (130, 64, 56, 30), w=7, r=8)
    pygame.draw.rect(s, INK, (144, 72, 28, 14))
    outlined_poly(s, (255, 210, 40), [(52, 92), (26, 60), (40, 48), (72, 76)], 6)
    pygame.draw.line(s, (160, 20, 20), (80, 120), (176, 200), 14)
    pygame.draw.line(s, (160, 20, 20), (176, 120), (80, 200), 14)


def draw_walkie_talkie(s):
    pygame.draw.line(s, INK, (160, 70), (172, 14), 14)
    outlined_rect(s, (50, 54, 60), (74, 64, 108, 160), r=16)
    outlined_rect(s, (150, 220, 130), (90, 82, 76, 40), w=5, r=6)
    for y in (140, 162, 184):
        pygame.draw.line(s, (150, 154, 160), (96, y), (160, y), 8)
    pygame.draw.circle(s, (230, 60, 60), (98, 204), 8)


def draw_binoculars(s):
    outlined_rect(s, (46, 90, 60), (104, 90, 48, 60), w=7, r=8)
    for cx in (76, 180):
        outlined_rect(s, (46, 90, 60), (cx - 36, 70, 72, 110), r=20)
        outlined_circle(s, (150, 210, 240), (cx, 176), 36, 8)
        pygame.draw.circle(s, (250, 250, 255), (cx - 10, 166), 9)


def draw_rubber_duck(s):
    outlined_poly(
        s,
        (255, 214, 30),
        [
            (40, 140),
            (60, 118),
            (150, 120),
            (214, 124),
            (220, 176),
            (180, 214),
            (80, 214),
            (44, 190),
        ],
    )
    outlined_circle(s, (255, 214, 30), (152, 86), 50)
    pygame.draw.rect(s, (255, 214, 30), (110, 110, 80, 30))
    outlined_poly(s, (245, 130, 30), [(196, 80), (238, 90), (200, 106)], 6)
    pygame.draw.circle(s, INK, (164, 74), 9)
    pygame.draw.arc(s, (210, 160, 20), (80, 130, 90, 60), math.radians(190), math.radians(340), 8)


def draw_toilet_paper(s):
    outlined_rect(s, (250, 250, 250), (48, 70, 120, 130), r=6)
    pygame.draw.ellipse(s, (250, 250, 250), (130, 68, 76, 134))
    pygame.draw.ellipse(s, INK, (130, 68, 76, 134), 8)
    pygame.draw.ellipse(s, (180, 150, 110), (152, 112, 32, 46))
    pygame.draw.ellipse(s, INK, (152, 112, 32, 46), 5)
    outlined_poly(s, (250, 250, 250), [(48, 190), (48, 230), (120, 230), (120, 196)], 7)
    pygame.draw.line(s, (200, 200, 210), (60, 212), (108, 212), 4)


def draw_battery(s):
    outlined_rect(s, (110, 80, 50), (112, 30, 32, 22), w=6, r=4)
    outlined_rect(s, (40, 40, 44), (78, 48, 100, 176), r=12)
    outlined_rect(s, (214, 150, 60), (78, 48, 100, 66), r=12)
    pygame.draw.rect(s, (250, 250, 250), (118, 140, 20, 60))
    pygame.draw.rect(s, (250, 250, 250), (98, 160, 60, 20))


def draw_key(s):
    outlined_circle(s, (230, 180, 40), (78, 100), 50)
    pygame.draw.circle(s, CREAM, (70, 100), 18)
    pygame.draw.circle(s, INK, (70, 100), 18, 6)
    outlined_poly(s, (230, 180, 40), [(120, 88), (226, 88), (226, 112), (120, 112)], 7)
    outlined_poly(s, (230, 180, 40), [(180, 108), (200, 108), (200, 150), (180, 150)], 6)
    outlined_poly(s, (230, 180, 40), [(206, 108), (224, 108), (224, 136), (206, 136)], 6)


DRAWERS = {name: globals()[f"draw_{name}"] for name in ITEMS}


# ---- symbols of the four start icons -----------------------------------------------------


def draw_symbol(s, symbol, fg):
    """A symbol in ``fg`` on a transparent canvas, centred, about half the canvas wide."""
    if symbol == "bones":
        for a, b in (((70, 70), (186, 186)), ((186, 70), (70, 186))):
            pygame.draw.line(s, fg, a, b, 26)
            for p in (a, b):
                pygame.draw.circle(s, fg, p, 20)
        pygame.draw.circle(s, fg, (128, 108), 52)
        pygame.draw.rect(s, fg, (100, 130, 56, 48), border_radius=8)
        pygame.draw.circle(s, INK, (108, 104), 14)
        pygame.draw.circle(s, INK, (148, 104), 14)
        pygame.draw.polygon(s, INK, [(128, 122), (120, 140), (136, 140)])
    elif symbol == "brain":
        for c, r in (
            ((100, 110), 42),
            ((156, 110), 42),
            ((92, 150), 36),
            ((164, 150), 36),
            ((128, 90), 36),
        ):
            pygame.draw.circle(s, fg, c, r)
        pygame.draw.line(s, INK, (128, 64), (128, 186), 8)
        pygame.draw.arc(s, INK, (78, 96, 40, 40), 0, math.pi, 6)
        pygame.draw.arc(s, INK, (140, 120, 40, 40), math.pi, 2 * math.pi, 6)
    elif symbol == "claw":
        pygame.draw.rect(s, fg, (88, 120, 84, 100), border_radius=20)
        for i, x in enumerate((96, 118, 140, 162)):
            top = 48 + (i in (1, 2)) * -10
            pygame.draw.line(s, fg, (x, 140), (x, top + 20), 18)
            pygame.draw.polygon(s, fg, [(x - 9, top + 24), (x + 9, top + 24), (x + 2, top - 4)])
        pygame.draw.line(s, fg, (90, 170), (60, 130), 18)
    elif symbol == "eye":
        pygame.draw.ellipse(s, fg, (40, 80, 176, 96))
        pygame.draw.circle(s, INK, (128, 128), 34)
        pygame.draw.circle(s, fg, (128, 128), 14)
        for x in (70, 128, 186):
            pygame.draw.line(s, fg, (x, 78), (x + (x - 128) // 4, 50), 10)


def hub_icon(symbol: str, color: str) -> pygame.Surface:
    s = canvas()
    pygame.draw.circle(s, COLORS[color], (S // 2, S // 2), S // 2 - 4)
    pygame.draw.circle(s, INK, (S // 2, S // 2), S // 2 - 4, 10)
    draw_symbol(s, symbol, (250, 250, 246))
    return shrink(s, ITEM_PX)


# ---- terrain ---------------------------------------------------------------------------


def terrain_tile(index: int) -> pygame.Surface:
    _, base, accent, pattern = TERRAIN[index]
    rnd = random.Random(index)
    s = pygame.Surface((TILE_PX, TILE_PX))
    s.fill(base)
    if pattern == "speckle":
        for _ in range(28):
            s.set_at((rnd.randrange(TILE_PX), rnd.randrange(TILE_PX)), accent)
    elif pattern == "panel":
        pygame.draw.rect(s, accent, (0, 0, TILE_PX, TILE_PX), 1)
        pygame.draw.rect(s, accent, (6, 6, 8, 6))
    elif pattern == "tree":
        for _ in range(3):
            c = (rnd.randrange(6, 26), rnd.randrange(6, 26))
            pygame.draw.circle(s, accent, c, rnd.randrange(5, 8))
    elif pattern == "rubble":
        for _ in range(10):
            x, y = rnd.randrange(TILE_PX), rnd.randrange(TILE_PX)
            pygame.draw.rect(s, accent, (x, y, rnd.randrange(2, 5), rnd.randrange(2, 4)))
    elif pattern == "wave":
        for y in (8, 20):
            pygame.draw.arc(s, accent, (4, y, 12, 6), 0, math.pi, 1)
            pygame.draw.arc(s, accent, (18, y + 4, 12, 6), 0, math.pi, 1)
    elif pattern == "stripes":
        for x in (4, 14, 24):
            pygame.draw.line(s, accent, (x, 2), (x, 12), 1)
    elif pattern == "helipad":
        pygame.draw.rect(s, accent, (9, 7, 3, 18))
        pygame.draw.rect(s, accent, (20, 7, 3, 18))
        pygame.draw.rect(s, accent, (9, 14, 14, 3))
    elif pattern == "crater":
        pygame.draw.circle(s, accent, (16, 16), 10)
        pygame.draw.circle(s, base, (14, 14), 5)
    return s


# ---- writing ---------------------------------------------------------------------------


def write_items() -> None:
    folder = HERE / "tiles" / "items"
    folder.mkdir(parents=True, exist_ok=True)
    for name in ITEMS:
        s = canvas()
        badge(s)
        DRAWERS[name](s)
        pygame.image.save(shrink(s, ITEM_PX), str(folder / f"{name}.png"))


def write_hub() -> None:
    folder = HERE / "tiles" / "hub"
    folder.mkdir(parents=True, exist_ok=True)
    for symbol in SYMBOLS:
        for color in COLORS:
            pygame.image.save(hub_icon(symbol, color), str(folder / f"{symbol}_{color}.png"))


def write_terrain() -> None:
    cols = 8
    rows = math.ceil(len(TERRAIN) / cols)
    sheet = pygame.Surface((cols * TILE_PX, rows * TILE_PX))
    for i in range(len(TERRAIN)):
        sheet.blit(terrain_tile(i), ((i % cols) * TILE_PX, (i // cols) * TILE_PX))
    (HERE / "tiles").mkdir(exist_ok=True)
    pygame.image.save(sheet, str(HERE / "tiles" / "terrain.png"))
    tiles = "\n".join(
        f' <tile id="{i}">\n{properties({"terrain": t[0]})} </tile>' for i, t in enumerate(TERRAIN)
    )
    write_tsx(
        "terrain",
        f'<tileset version="1.8" tiledversion="1.8.2" name="terrain" tilewidth="{TILE_PX}" '
        f'tileheight="{TILE_PX}" tilecount="{len(TERRAIN)}" columns="{cols}">\n'
        f' <image source="../tiles/terrain.png" width="{cols * TILE_PX}" '
        f'height="{rows * TILE_PX}"/>\n{tiles}\n</tileset>\n',
    )


def collection_tsx(name: str, entries: list[tuple[str, dict[str, str]]]) -> None:
    """An image-collection tileset: one tile per picture, with string properties."""
    tiles = []
    for i, (source, props) in enumerate(entries):
        tiles.append(
            f' <tile id="{i}">\n{properties(props)}'
            f'  <image width="{ITEM_PX}" height="{ITEM_PX}" source="{source}"/>\n </tile>'
        )
    write_tsx(
        name,
        f'<tileset version="1.8" tiledversion="1.8.2" name="{name}" tilewidth="{ITEM_PX}" '
        f'tileheight="{ITEM_PX}" tilecount="{len(entries)}" columns="0">\n'
        ' <grid orientation="orthogonal" width="1" height="1"/>\n'
        + "\n".join(tiles)
        + "\n</tileset>\n",
    )


def properties(props: dict[str, str]) -> str:
    """A tile's string properties laid out as Tiled saves them (sorted, one per line), so
    opening and saving a tileset in Tiled changes nothing."""
    lines = "".join(f'   <property name="{k}" value="{props[k]}"/>\n' for k in sorted(props))
    return f"  <properties>\n{lines}  </properties>\n"


def write_tsx(name: str, body: str) -> None:
    folder = HERE / "tilesets"
    folder.mkdir(exist_ok=True)
    (folder / f"{name}.tsx").write_text('<?xml version="1.0" encoding="UTF-8"?>\n' + body)


def main() -> None:
    write_terrain()
    write_items()
    write_hub()
    collection_tsx("items", [(f"../tiles/items/{n}.png", {"item": n}) for n in ITEMS])
    collection_tsx(
        "hub",
        [
            (f"../tiles/hub/{s}_{c}.png", {"symbol": s, "path_color": c})
            for s in SYMBOLS
            for c in COLORS
        ],
    )
    print(
        f"wrote {len(ITEMS)} items, {len(SYMBOLS) * len(COLORS)} hub icons, "
        f"{len(TERRAIN)} terrain tiles"
    )


if __name__ == "__main__":
    main()
