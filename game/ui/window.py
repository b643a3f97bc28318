"""The program's window: opening it, its surface, and how drawn pixels reach the screen.

Two kinds behind one interface, because pygame-ce reaches a Retina screen's pixels only one way:

- ``DisplayWindow`` (Windows, Linux): pygame's display module. ``update`` sends only the
  changed rectangles. On Windows the window is in real pixels once the program is DPI-aware
  (``display_scale.declare_dpi_awareness``).
- ``HighDpiWindow`` (macOS): a ``pygame.Window`` made with ``allow_high_dpi``. pygame-ce's
  ``display.set_mode`` never passes SDL's ``SDL_WINDOW_ALLOW_HIGHDPI``, so a Retina Mac would
  double every pixel of a display-module window (blurred text). Its surface is in pixels while
  its size and mouse positions are in points (``to_pixels``). It has no partial update:
  ``flip`` sends the whole surface. On macOS that costs little more than rectangles would:
  SDL2 draws a macOS window through a texture and uploads the span enclosing the rectangles
  anyway (``SDL_UpdateWindowTexture``).

``QUIET_TABLE_WINDOW`` (``display`` or ``high-dpi``) overrides the choice: the tests run the
macOS kind in a real X window, where ``allow_high_dpi`` changes nothing but everything else
is the same.
"""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import Mapping, Sequence
from typing import Any, Protocol

import pygame

log = logging.getLogger("quiet_table")
KIND_VARIABLE = "QUIET_TABLE_WINDOW"
DISPLAY, HIGH_DPI = "display", "high-dpi"
KINDS = (DISPLAY, HIGH_DPI)


class Window(Protocol):
    kind: str
    surface: pygame.Surface

    def open(self, size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        """Open the window (again, on F11): ``size`` in points when not fullscreen."""

    def resized(self) -> pygame.Surface:
        """The surface after the system changed the window's size."""

    def update(self, rects: Sequence[pygame.Rect]) -> None:
        """Show what was drawn in ``rects`` of the surface."""

    def to_pixels(self, pos: tuple[float, float]) -> tuple[float, float]:
        """A mouse position (in the window's points) in the surface's pixels."""

    def size(self) -> tuple[int, int]:
        """The window's size in points: what a later windowed start opens again."""

    def is_fullscreen(self) -> bool: ...

    def wm_info(self) -> dict[str, Any]:
        """The system's window, as ``pygame.display.get_wm_info`` names it (AccessKit)."""


def chosen_kind(platform: str = sys.platform, env: Mapping[str, str] = os.environ) -> str:
    """``high-dpi`` on macOS, else ``display``; ``QUIET_TABLE_WINDOW`` overrides both."""
    asked = env.get(KIND_VARIABLE, "")
    if asked in KINDS:
        return asked
    if asked:
        log.warning("%s=%s is not one of %s: ignored", KIND_VARIABLE, asked, ", ".join(KINDS))
    return HIGH_DPI if platform == "darwin" else DISPLAY


def make_window(title: str, icon: pygame.Surface | None) -> Window:
    """The window this system needs (``chosen_kind``), not yet open."""
    if chosen_kind() == HIGH_DPI:
        return HighDpiWindow(title, icon)
    return DisplayWindow(title, icon)


class DisplayWindow:
    """pygame's display module: the changed rectangles alone go to the screen."""

    kind = DISPLAY

    def __init__(self, title: str, icon: pygame.Surface | None) -> None:
        pygame.display.set_caption(title)
        if icon is not None:  # before the window opens: some systems ignore a later change
            pygame.display.set_icon(icon)
        self.surface = pygame.Surface((0, 0))

    def open(self, size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        if fullscreen:
            self.surface = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.surface = pygame.display.set_mode(size, pygame.RESIZABLE)
        return self.surface

    def resized(self) -> pygame.Surface:
        self.surface = pygame.display.get_surface()
        return self.surface

    def update(self, rects: Sequence[pygame.Rect]) -> None:
        pygame.display.update(rects)

    def to_pixels(self, pos: tuple[float, float]) -> tuple[float, float]:
        return pos

    def size(self) -> tuple[int, int]:
        return self.surface.get_size()

    def is_fullscreen(self) -> bool:
        return bool(pygame.display.is_fullscreen())

    def wm_info(self) -> dict[str, Any]:
        return pygame.display.get_wm_info()


class HighDpiWindow:
    """A ``pygame.Window`` asking for the screen's full pixels: its surface in pixels, its size
    and the mouse in points."""

    kind = HIGH_DPI

    def __init__(self, title: str, icon: pygame.Surface | None) -> None:
        self.title, self.icon = title, icon
        self.window: pygame.Window | None = None
        self.surface = pygame.Surface((0, 0))
        self.fullscreen = False

    def open(self, size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        if self.window is None:
            self.window = pygame.Window(self.title, size, resizable=True, allow_high_dpi=True)
            if self.icon is not None:
                self.window.set_icon(self.icon)
        if fullscreen:
            self.window.set_fullscreen(desktop=True)
        elif self.fullscreen:
            self.window.set_windowed()
            self.window.size = size
        self.fullscreen = fullscreen
        self.surface = self.window.get_surface()
        log.info(
            "high-DPI window: %dx%d points, %dx%d pixels", *self.size(), *self.surface.get_size()
        )
        return self.surface

    def resized(self) -> pygame.Surface:
        assert self.window is not None
        self.surface = self.window.get_surface()  # pygame resizes it with the window
        return self.surface

    def update(self, rects: Sequence[pygame.Rect]) -> None:
        assert self.window is not None
        self.window.flip()

    def to_pixels(self, pos: tuple[float, float]) -> tuple[float, float]:
        points = self.size()
        if points[0] <= 0 or points[1] <= 0:
            return pos
        w, h = self.surface.get_size()
        return pos[0] * w / points[0], pos[1] * h / points[1]

    def size(self) -> tuple[int, int]:
        return tuple(self.window.size) if self.window is not None else (0, 0)  # type: ignore[return-value]

    def is_fullscreen(self) -> bool:
        return self.fullscreen

    def wm_info(self) -> dict[str, Any]:
        handle = self.window.handle if self.window is not None else 0
        return {"window": handle} if handle else {}
