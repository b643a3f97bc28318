"""What each recorded drawing does to a surface: the painter's operations as plain functions
(``functools.partial`` of them is what a frame record runs again)."""

from __future__ import annotations

import pygame


def blit_onto(surface: pygame.Surface, picture: pygame.Surface, pos, area) -> None:
    surface.blit(picture, pos, area)


def fill_onto(surface: pygame.Surface, color) -> None:
    surface.fill(color)


def line_onto(surface: pygame.Surface, color, ends, width: int) -> None:
    pygame.draw.line(surface, color, ends[0], ends[1], width)


def rect_onto(surface: pygame.Surface, color, rect, width: int, border_radius: int) -> None:
    pygame.draw.rect(surface, color, rect, width, border_radius=border_radius)


def lines_onto(surface: pygame.Surface, color, points, width: int) -> None:
    pygame.draw.lines(surface, color, False, points, width)


def circle_onto(surface: pygame.Surface, color, center, radius: int, width: int) -> None:
    pygame.draw.circle(surface, color, center, radius, width)


def polygon_onto(surface: pygame.Surface, color, points, width: int) -> None:
    pygame.draw.polygon(surface, color, points, width)


def gradient_picture(size: tuple[int, int], top, bottom, radius: int = 0) -> pygame.Surface:
    """A vertical gradient from ``top`` to ``bottom``, its corners rounded by ``radius``."""
    strip = pygame.Surface((1, 2))
    strip.set_at((0, 0), top)
    strip.set_at((0, 1), bottom)
    fill = pygame.transform.smoothscale(strip, size)
    if not radius:
        return fill
    rounded = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(rounded, (255, 255, 255, 255), (0, 0, *size), border_radius=radius)
    rounded.blit(fill, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return rounded
