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
ITEM_PX = 80  # item pictures (drawn upright on the board, large enough at 800x600)
ICON_PX = 88  # hub start icons, centred on the start of their line
ROOF_PX = 544  # the round hub rooftop
TILE_PX = 32
INK = (34, 30, 36)
CREAM = (250, 244, 226)

# The city is light and muted so the dark lines stand out at 7:1 or more: no terrain colour is
# darker than a relative luminance of about 0.37 (sRGB grey 166).
STREET = (216, 210, 194)
KERB = (226, 221, 207)
# Blocks of 3 x 3 tiles, in tileset order after the street tile: (name, fill, rim, detail).
BLOCKS = [
    ("roof_sand", (206, 194, 166), (184, 172, 146), (222, 212, 188)),
    ("roof_slate", (190, 196, 198), (170, 176, 180), (208, 212, 212)),
    ("roof_rust", (210, 186, 166), (188, 164, 146), (224, 204, 186)),
    ("park", (190, 202, 166), (176, 190, 152), (172, 188, 148)),
    ("yard", (214, 203, 176), (196, 186, 160), (200, 190, 164)),
]
# the last two fill the sheet to whole rows (Tiled counts tiles from the image's size)
EXTRA = [("plaza", (222, 216, 200)), ("lot", (208, 200, 180))]
TERRAIN = (
    [("street",)] + [(f"{b[0]}_{i}",) for b in BLOCKS for i in range(9)] + [(e[0],) for e in EXTRA]
)


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


def halo(pic: pygame.Surface) -> pygame.Surface:
    """The picture shrunk a little, on a cream rim that follows its outline, edged in ink:
    every item keeps its own silhouette and reads on any terrain and over the lines."""
    inner = pygame.transform.smoothscale(pic, (int(S * 0.84), int(S * 0.84)))
    body = canvas()
    body.blit(inner, inner.get_rect(center=(S // 2, S // 2)))
    mask = pygame.mask.from_surface(body, 60)
    out = canvas()
    for radius, color in ((19, INK), (15, CREAM)):
        stamp = mask.to_surface(setcolor=(*color, 255), unsetcolor=(0, 0, 0, 0))
        for dx in range(-radius, radius + 1, 3):
            for dy in range(-radius, radius + 1, 3):
                if dx * dx + dy * dy <= radius * radius:
                    out.blit(stamp, (dx, dy))
    out.blit(body, (0, 0))
    return out


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
    """A can lying tilted, a bolt on it: not an upright rectangle."""
    can = pygame.Surface((110, 190), pygame.SRCALPHA)
    outlined_rect(can, (60, 200, 80), (4, 14, 102, 170), r=22)
    pygame.draw.ellipse(can, (190, 196, 206), (10, 4, 90, 26))
    pygame.draw.ellipse(can, INK, (10, 4, 90, 26), 6)
    bolt = [(62, 44), (26, 108), (52, 108), (38, 164), (86, 92), (58, 92), (76, 44)]
    outlined_poly(can, (255, 232, 40), bolt, 5)
    turned = pygame.transform.rotate(can, -38)
    s.blit(turned, turned.get_rect(center=(128, 132)))


def draw_bowling_ball(s):
    outlined_circle(s, (40, 50, 120), (128, 132), 90)
    pygame.draw.circle(s, (90, 110, 200), (96, 100), 22)
    for c in ((120, 84), (150, 96), (136, 120)):
        pygame.draw.circle(s, (12, 12, 20), c, 12)


def draw_board_game(s):
    """A pawn beside a die: a game at a glance."""
    die = pygame.Surface((120, 120), pygame.SRCALPHA)
    outlined_rect(die, (250, 250, 250), (6, 6, 108, 108), w=8, r=16)
    for c in ((34, 34), (60, 60), (86, 86), (34, 86), (86, 34)):
        pygame.draw.circle(die, INK, c, 10)
    turned = pygame.transform.rotate(die, 20)
    s.blit(turned, turned.get_rect(center=(170, 160)))
    outlined_circle(s, (140, 60, 170), (72, 62), 30)
    outlined_poly(s, (140, 60, 170), [(58, 84), (86, 84), (112, 212), (30, 212)])
    outlined_rect(s, (140, 60, 170), (22, 200, 100, 26), r=8)


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
    """A squat, wide tin with its lid peeled up."""
    outlined_rect(s, (190, 196, 204), (30, 120, 196, 96), r=14)
    outlined_rect(s, (200, 80, 40), (30, 140, 196, 56), w=6)
    for c in ((70, 168), (104, 160), (140, 172), (176, 162)):
        pygame.draw.ellipse(s, (120, 60, 20), (c[0] - 12, c[1] - 8, 24, 16))
    pygame.draw.ellipse(s, (150, 156, 166), (34, 104, 188, 34))
    pygame.draw.ellipse(s, INK, (34, 104, 188, 34), 6)
    lid = [(60, 112), (96, 30), (212, 40), (196, 112)]
    outlined_poly(s, (206, 210, 218), lid, 6)


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
    """A radio leaning over, with a long antenna and a side knob."""
    r = pygame.Surface((200, 250), pygame.SRCALPHA)
    pygame.draw.line(r, INK, (130, 90), (130, 4), 16)
    pygame.draw.circle(r, INK, (130, 8), 11)
    outlined_rect(r, (50, 54, 60), (54, 80, 96, 150), r=16)
    outlined_rect(r, (150, 220, 130), (68, 96, 68, 36), w=5, r=6)
    for y in (150, 172, 194):
        pygame.draw.line(r, (150, 154, 160), (72, y), (132, y), 8)
    outlined_rect(r, (230, 60, 60), (30, 110, 26, 52), w=6, r=6)
    turned = pygame.transform.rotate(r, 22)
    s.blit(turned, turned.get_rect(center=(128, 128)))


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
    """A battery lying on its side, terminal to the right, with a charge bolt."""
    outlined_rect(s, (40, 40, 44), (24, 84, 184, 92), r=14)
    outlined_rect(s, (214, 150, 60), (24, 84, 70, 92), r=14)
    outlined_rect(s, (150, 150, 156), (206, 110, 30, 40), w=6, r=4)
    pygame.draw.rect(s, (250, 250, 250), (130, 122, 48, 16))
    pygame.draw.rect(s, (250, 250, 250), (146, 106, 16, 48))


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
        # three curved claw marks raking down: a scratch, not a hand
        for dx in (-52, 0, 52):
            top, bottom = (128 + dx + 30, 44), (128 + dx - 30, 214)
            mid = (128 + dx + 16, 128)
            outer = [top, (mid[0] + 16, mid[1]), bottom]
            inner = [bottom, (mid[0] - 6, mid[1]), (top[0] - 4, top[1] + 10)]
            pygame.draw.polygon(s, fg, bezier(outer) + bezier(inner))
    elif symbol == "eye":
        pygame.draw.ellipse(s, fg, (40, 80, 176, 96))
        pygame.draw.circle(s, INK, (128, 128), 34)
        pygame.draw.circle(s, fg, (128, 128), 14)
        for x in (70, 128, 186):
            pygame.draw.line(s, fg, (x, 78), (x + (x - 128) // 4, 50), 10)


def bezier(pts: list[tuple[float, float]], n: int = 12) -> list[tuple[float, float]]:
    """Points along a quadratic curve through three control points."""
    (ax, ay), (bx, by), (cx, cy) = pts
    out = []
    for i in range(n + 1):
        t = i / n
        out.append(
            (
                (1 - t) ** 2 * ax + 2 * (1 - t) * t * bx + t * t * cx,
                (1 - t) ** 2 * ay + 2 * (1 - t) * t * by + t * t * cy,
            )
        )
    return out


# Colour is never the only signal: every path colour has its own badge shape.
BADGE_SHAPES = {"red": "circle", "yellow": "square", "blue": "hexagon"}


def badge_points(shape: str, r: float) -> list[tuple[float, float]]:
    c = S / 2
    if shape == "hexagon":
        return [
            (
                c + r * math.cos(math.radians(90 + 60 * i)),
                c + r * math.sin(math.radians(90 + 60 * i)),
            )
            for i in range(6)
        ]
    return []


def hub_icon(symbol: str, color: str) -> pygame.Surface:
    s = canvas()
    shape = BADGE_SHAPES[color]
    r = S // 2 - 6
    if shape == "circle":
        pygame.draw.circle(s, INK, (S // 2, S // 2), r)
        pygame.draw.circle(s, COLORS[color], (S // 2, S // 2), r - 12)
    elif shape == "square":
        pygame.draw.rect(
            s, INK, (S // 2 - r + 14, S // 2 - r + 14, 2 * r - 28, 2 * r - 28), border_radius=30
        )
        pygame.draw.rect(
            s,
            COLORS[color],
            (S // 2 - r + 26, S // 2 - r + 26, 2 * r - 52, 2 * r - 52),
            border_radius=22,
        )
    else:
        pygame.draw.polygon(s, INK, badge_points(shape, r + 4))
        pygame.draw.polygon(s, COLORS[color], badge_points(shape, r - 10))
    sym = canvas()
    draw_symbol(sym, symbol, (250, 250, 246))
    sym = pygame.transform.smoothscale(sym, (int(S * 0.8), int(S * 0.8)))
    s.blit(sym, sym.get_rect(center=(S // 2, S // 2 + 4)))
    return shrink(s, ICON_PX)


# ---- terrain ---------------------------------------------------------------------------


def block_art(index: int) -> pygame.Surface:
    """One 3 x 3-tile city block (96 px), drawn 4x larger and shrunk for soft edges."""
    name, fill, rim, detail = BLOCKS[index]
    k = 4
    size = 3 * TILE_PX * k
    rnd = random.Random(index)
    s = pygame.Surface((size, size))
    s.fill(KERB)  # the pavement round the block
    inset = 5 * k
    body = pygame.Rect(inset, inset, size - 2 * inset, size - 2 * inset)
    if name == "park":
        pygame.draw.rect(s, rim, body, border_radius=6 * k)
        pygame.draw.rect(s, fill, body.inflate(-6 * k, -6 * k), border_radius=4 * k)
        pygame.draw.line(s, KERB, body.topleft, body.bottomright, 5 * k)
        for _ in range(9):
            c = (
                rnd.randrange(body.left + 14 * k, body.right - 14 * k),
                rnd.randrange(body.top + 14 * k, body.bottom - 14 * k),
            )
            rad = rnd.randrange(7, 11) * k
            pygame.draw.circle(s, detail, c, rad)
            pygame.draw.circle(s, fill, (c[0] - 2 * k, c[1] - 2 * k), rad // 2)
    elif name == "yard":
        pygame.draw.rect(s, rim, body, border_radius=2 * k)
        pygame.draw.rect(s, fill, body.inflate(-4 * k, -4 * k))
        for i in range(4):  # a row of parked trailers / crates
            r = pygame.Rect(body.left + (8 + 18 * i) * k, body.top + 10 * k, 12 * k, 26 * k)
            pygame.draw.rect(s, detail, r, border_radius=2 * k)
        pygame.draw.arc(s, detail, body.inflate(-30 * k, -20 * k).move(0, 14 * k), 0.3, 2.8, 2 * k)
    else:
        # two or three buildings on the block, each with a parapet, a shadow and roof details
        split = {"roof_sand": (0.55,), "roof_slate": (0.4, 0.7), "roof_rust": (0.5,)}[name]
        edges = [body.left] + [int(body.left + f * body.width) for f in split] + [body.right]
        for i in range(len(edges) - 1):
            b = pygame.Rect(edges[i], body.top, edges[i + 1] - edges[i], body.height)
            b = b.inflate(-2 * k, 0)
            pygame.draw.rect(s, rim, b)
            pygame.draw.rect(s, fill, b.inflate(-5 * k, -5 * k))
            for _ in range(2):
                w, h = rnd.randrange(8, 14) * k, rnd.randrange(6, 10) * k
                x = rnd.randrange(b.left + 6 * k, max(b.left + 7 * k, b.right - w - 6 * k))
                y = rnd.randrange(b.top + 6 * k, b.bottom - h - 6 * k)
                pygame.draw.rect(s, detail, (x, y, w, h), border_radius=k)
                pygame.draw.rect(s, rim, (x, y, w, h), k, border_radius=k)
    return pygame.transform.smoothscale(s, (3 * TILE_PX, 3 * TILE_PX))


def terrain_tiles() -> list[pygame.Surface]:
    """The street tile, then each block cut into its 9 tiles, row by row."""
    street = pygame.Surface((TILE_PX, TILE_PX))
    street.fill(STREET)
    tiles = [street]
    for i in range(len(BLOCKS)):
        art = block_art(i)
        for r in range(3):
            for c in range(3):
                tiles.append(art.subsurface((c * TILE_PX, r * TILE_PX, TILE_PX, TILE_PX)).copy())
    for _name, color in EXTRA:
        tile = pygame.Surface((TILE_PX, TILE_PX))
        tile.fill(color)
        tiles.append(tile)
    return tiles


def hub_roof() -> pygame.Surface:
    """The round rooftop of the camp: light concrete, a parapet, one helipad, a few units."""
    k = 2
    size = ROOF_PX * k
    c = size // 2
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(s, (176, 176, 170), (c, c), c)
    pygame.draw.circle(s, (214, 212, 204), (c, c), c - 12 * k)
    pygame.draw.circle(s, (200, 198, 190), (c, c), c - 60 * k, 3 * k)
    for a in range(0, 360, 45):  # rooftop units round the middle
        x = c + math.cos(math.radians(a + 22)) * 150 * k
        y = c + math.sin(math.radians(a + 22)) * 150 * k
        pygame.draw.rect(
            s, (196, 194, 186), (x - 14 * k, y - 10 * k, 28 * k, 20 * k), border_radius=3 * k
        )
    pygame.draw.circle(s, (226, 222, 210), (c, c), 96 * k)
    pygame.draw.circle(s, (132, 130, 124), (c, c), 96 * k, 6 * k)
    pygame.draw.circle(s, (132, 130, 124), (c, c), 82 * k, 2 * k)
    w, h, t = 64 * k, 92 * k, 16 * k
    for x in (c - w // 2, c + w // 2 - t):
        pygame.draw.rect(s, (132, 130, 124), (x, c - h // 2, t, h))
    pygame.draw.rect(s, (132, 130, 124), (c - w // 2, c - t // 2, w, t))
    return pygame.transform.smoothscale(s, (ROOF_PX, ROOF_PX))


# ---- writing ---------------------------------------------------------------------------


def write_items() -> None:
    folder = HERE / "tiles" / "items"
    folder.mkdir(parents=True, exist_ok=True)
    for name in ITEMS:
        s = canvas()
        DRAWERS[name](s)
        pygame.image.save(shrink(halo(s), ITEM_PX), str(folder / f"{name}.png"))


def write_hub() -> None:
    folder = HERE / "tiles" / "hub"
    folder.mkdir(parents=True, exist_ok=True)
    for symbol in SYMBOLS:
        for color in COLORS:
            pygame.image.save(hub_icon(symbol, color), str(folder / f"{symbol}_{color}.png"))


def write_terrain() -> None:
    tiles = terrain_tiles()
    cols = 8
    rows = math.ceil(len(tiles) / cols)
    assert rows * cols == len(tiles), "Tiled would count the empty cells as tiles"
    sheet = pygame.Surface((cols * TILE_PX, rows * TILE_PX))
    sheet.fill(STREET)
    for i, tile in enumerate(tiles):
        sheet.blit(tile, ((i % cols) * TILE_PX, (i // cols) * TILE_PX))
    (HERE / "tiles").mkdir(exist_ok=True)
    pygame.image.save(sheet, str(HERE / "tiles" / "terrain.png"))
    names = "\n".join(
        f' <tile id="{i}">\n{properties({"terrain": t[0]})} </tile>' for i, t in enumerate(TERRAIN)
    )
    write_tsx(
        "terrain",
        f'<tileset version="1.8" tiledversion="1.8.2" name="terrain" tilewidth="{TILE_PX}" '
        f'tileheight="{TILE_PX}" tilecount="{len(tiles)}" columns="{cols}">\n'
        f' <image source="../tiles/terrain.png" width="{cols * TILE_PX}" '
        f'height="{rows * TILE_PX}"/>\n{names}\n</tileset>\n',
    )


def write_roof() -> None:
    pygame.image.save(hub_roof(), str(HERE / "tiles" / "hub_roof.png"))
    collection_tsx("roof", [("../tiles/hub_roof.png", {"part": "roof"})], ROOF_PX)


def collection_tsx(name: str, entries: list[tuple[str, dict[str, str]]], px: int) -> None:
    """An image-collection tileset: one tile per picture, with string properties."""
    tiles = []
    for i, (source, props) in enumerate(entries):
        tiles.append(
            f' <tile id="{i}">\n{properties(props)}'
            f'  <image width="{px}" height="{px}" source="{source}"/>\n </tile>'
        )
    write_tsx(
        name,
        f'<tileset version="1.8" tiledversion="1.8.2" name="{name}" tilewidth="{px}" '
        f'tileheight="{px}" tilecount="{len(entries)}" columns="0">\n'
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
    write_roof()
    collection_tsx("items", [(f"../tiles/items/{n}.png", {"item": n}) for n in ITEMS], ITEM_PX)
    collection_tsx(
        "hub",
        [
            (f"../tiles/hub/{s}_{c}.png", {"symbol": s, "path_color": c})
            for s in SYMBOLS
            for c in COLORS
        ],
        ICON_PX,
    )
    print(
        f"wrote {len(ITEMS)} items, {len(SYMBOLS) * len(COLORS)} hub icons, "
        f"{len(TERRAIN)} terrain tiles"
    )


if __name__ == "__main__":
    main()
