"""The one card renderer every game uses: faces, backs, sizes, dark (upside-down) cards.

A face is plain data (value, colour, symbol); the renderer caches each face at its real size.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from . import theme
from .fonts import font
from .painter import Painter

# Every card size on every table, in logical px, ratio 5:7 (scenes name one, never a number).
CARD_SIZES: dict[str, tuple[int, int]] = {
    "hand": (100, 140),
    "table": (80, 112),
    "small": (56, 78),
    "row": (50, 70),
    "tiny": (40, 56),
    "mini": (36, 50),
}
PAPER = (246, 240, 226)
MIN_TEXT_PX = 11  # STYLE.md: nothing a player must read below 11 real px
MIN_CORNER_PX = 9  # corner indices smaller than this are noise, not information


@dataclass(frozen=True)
class CardFace:
    value: str
    color: theme.Color
    symbol: str = ""  # circle, square, triangle, diamond, star, drop, moon, sun
    letter: str = ""  # colour-blind letter, e.g. "B" for blue
    mark: str = ""  # "sun" (light) or "moon" (dark) corner mark
    caption: str = ""  # a word under the value (card name)
    short: str = ""  # the caption's short form, used when the caption does not fit the card


def draw_card(
    painter: Painter,
    rect: pygame.FRect,
    face: CardFace | None,
    table: theme.TableTheme = theme.BASE,
    *,
    upside_down: bool = False,
    colorblind: bool = False,
    dimmed: bool = False,
    highlight: bool = False,
) -> None:
    """Draw one card; ``face=None`` draws the game's back."""
    if face is not None:
        painter.drawn_cards.append(face)
    painter.shadow(rect, radius=rect.w * 0.06)
    key = ("card", face, table, upside_down, colorblind)
    painter.art(key, lambda w, h: _build(w, h, face, table, upside_down, colorblind), rect)
    if dimmed:
        painter.rect(rect, (10, 10, 16), rect.w * 0.06, alpha=120)
    if highlight:
        painter.rect(rect.inflate(6, 6), table.highlight, rect.w * 0.06 + 3, width=3)


def _build(
    w: int, h: int, face: CardFace | None, table: theme.TableTheme, flip: bool, cb: bool
) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(2, round(w * 0.06))
    if face is None:
        _draw_back(surf, w, h, radius, table)
        return surf
    pygame.draw.rect(surf, PAPER, (0, 0, w, h), border_radius=radius)
    inner = pygame.Rect(0, 0, w, h).inflate(-round(w * 0.1), -round(w * 0.1))
    pygame.draw.rect(surf, face.color, inner, max(1, round(w * 0.04)), border_radius=radius)
    ink = _darker(face.color, 0.55)
    caption = caption_surface(face, w, h, ink)
    if caption is not None and caption.get_height() > h * 0.16:
        _compact(surf, w, h, face, caption, ink)  # a small card: the caption needs its room
    else:
        _full(surf, w, h, face, caption, ink, cb)
    if face.mark:
        _symbol(surf, face.mark, (w - w * 0.2, h * 0.12), w * 0.07, ink)
    pygame.draw.rect(surf, _darker(PAPER, 0.7), (0, 0, w, h), 1, border_radius=radius)
    return pygame.transform.rotate(surf, 180) if flip else surf


def caption_surface(
    face: CardFace, w: int, h: int, ink: theme.Color = (0, 0, 0)
) -> pygame.Surface | None:
    """The caption (or else its short form) that fits a card ``w`` x ``h`` real px, never
    under 11 px; None when neither fits (the tooltip names the card)."""
    px = max(MIN_TEXT_PX, round(h * 0.1))
    room = w - 2 * max(1, round(w * 0.05))  # inside the coloured frame
    for text in (face.caption, face.short):
        if text:
            surf = font(px).render(text, True, ink)
            if surf.get_width() <= room:
                return surf
    return None


def _full(
    surf: pygame.Surface,
    w: int,
    h: int,
    face: CardFace,
    caption: pygame.Surface | None,
    ink: theme.Color,
    cb: bool,
) -> None:
    """A card large enough for everything: value, symbol, corner indices, caption."""
    big = font(max(MIN_TEXT_PX, round(h * (0.34 if len(face.value) < 3 else 0.24))), True)
    value = big.render(face.value, True, ink)
    surf.blit(value, value.get_rect(center=(w / 2, h * 0.46)))
    sym_r = w * (0.13 if cb else 0.09)
    _symbol(surf, face.symbol, (w / 2, h * 0.74), sym_r, ink)
    if cb and face.letter:
        tag = font(round(h * 0.15), True).render(face.letter, True, ink)
        surf.blit(tag, tag.get_rect(center=(w / 2, h * 0.2)))
    if round(h * 0.13) >= MIN_CORNER_PX:  # on a small card the centre value says it all
        corner = font(round(h * 0.13), True).render(face.value, True, ink)
        surf.blit(corner, (round(w * 0.1), round(h * 0.06)))
        if caption is None:  # a caption takes the bottom edge
            surf.blit(
                pygame.transform.rotate(corner, 180),
                corner.get_rect(bottomright=(w - round(w * 0.1), h - round(h * 0.06))),
            )
    if caption is not None:
        surf.blit(caption, caption.get_rect(center=(w / 2, h * 0.88)))


def _compact(
    surf: pygame.Surface, w: int, h: int, face: CardFace, caption: pygame.Surface, ink
) -> None:
    """A small card whose caption, kept readable, is large for it: the caption along the
    bottom, the value above it, the symbol between them only if there is room."""
    pad = max(1, round(h * 0.05))
    cap = caption.get_rect(midbottom=(w / 2, h - pad))
    room = cap.top - pad  # above the caption
    big = font(max(MIN_TEXT_PX, min(round(h * 0.34), round(room * 0.7))), True)
    value = big.render(face.value, True, ink)
    at = value.get_rect(center=(w / 2, pad + room * 0.42))
    surf.blit(value, at)
    sym_r = w * 0.08
    if cap.top - at.bottom >= 2 * sym_r + 2:
        _symbol(surf, face.symbol, (w / 2, (at.bottom + cap.top) / 2), sym_r, ink)
    surf.blit(caption, cap)


def _draw_back(surf: pygame.Surface, w: int, h: int, radius: int, t: theme.TableTheme) -> None:
    pygame.draw.rect(surf, t.back, (0, 0, w, h), border_radius=radius)
    inner = pygame.Rect(0, 0, w, h).inflate(-round(w * 0.16), -round(w * 0.16))
    pygame.draw.rect(surf, t.back_mark, inner, max(1, round(w * 0.025)), border_radius=radius)
    cx, cy = w / 2, h / 2
    for i in range(8):
        a = i * math.pi / 4
        end = (cx + math.cos(a) * w * 0.26, cy + math.sin(a) * w * 0.26)
        pygame.draw.line(surf, t.back_mark, (cx, cy), end, max(1, round(w * 0.02)))
    pygame.draw.circle(surf, t.back, (cx, cy), w * 0.1)
    pygame.draw.circle(surf, t.back_mark, (cx, cy), w * 0.1, max(1, round(w * 0.025)))
    pygame.draw.rect(surf, _darker(t.back, 0.6), (0, 0, w, h), 1, border_radius=radius)


def _darker(color: theme.Color, k: float) -> theme.Color:
    return (round(color[0] * k), round(color[1] * k), round(color[2] * k))


def symbol_points(kind: str, center: tuple[float, float], r: float) -> list[tuple[float, float]]:
    """Outline of a polygonal symbol (square, triangle, diamond, star)."""
    cx, cy = center
    if kind == "square":
        return [(cx - r, cy - r), (cx + r, cy - r), (cx + r, cy + r), (cx - r, cy + r)]
    if kind == "triangle":
        return [(cx, cy - r * 1.1), (cx + r * 1.05, cy + r * 0.8), (cx - r * 1.05, cy + r * 0.8)]
    if kind == "diamond":
        return [(cx, cy - r * 1.2), (cx + r, cy), (cx, cy + r * 1.2), (cx - r, cy)]
    if kind == "star":
        pts = []
        for i in range(10):
            rr = r * (1.2 if i % 2 == 0 else 0.5)
            a = -math.pi / 2 + i * math.pi / 5
            pts.append((cx + math.cos(a) * rr, cy + math.sin(a) * rr))
        return pts
    return []


def _symbol(surf: pygame.Surface, kind: str, center, r: float, color: theme.Color) -> None:
    if not kind:
        return
    cx, cy = center
    if kind == "circle":
        pygame.draw.circle(surf, color, center, r)
    elif kind == "sun":
        pygame.draw.circle(surf, color, center, r * 0.6)
        for i in range(8):
            a = i * math.pi / 4
            pygame.draw.line(
                surf,
                color,
                (cx + math.cos(a) * r * 0.8, cy + math.sin(a) * r * 0.8),
                (cx + math.cos(a) * r * 1.3, cy + math.sin(a) * r * 1.3),
                1,
            )
    elif kind == "moon":
        pygame.draw.circle(surf, color, center, r)
        pygame.draw.circle(surf, PAPER, (cx + r * 0.5, cy - r * 0.3), r * 0.85)
    elif kind == "drop":
        pygame.draw.circle(surf, color, (cx, cy + r * 0.3), r * 0.8)
        pygame.draw.polygon(
            surf, color, [(cx, cy - r * 1.2), (cx + r * 0.7, cy), (cx - r * 0.7, cy)]
        )
    else:
        pts = symbol_points(kind, center, r)
        if pts:
            pygame.draw.polygon(surf, color, pts)
