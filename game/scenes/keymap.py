"""Keys that mean the same on every screen that offers them."""

from __future__ import annotations

import pygame

UNDO_KEYS = (pygame.K_u,)  # and Ctrl+Z (Cmd+Z on a Mac)


def is_undo_key(event: pygame.event.Event) -> bool:
    """U, or Ctrl+Z (Cmd+Z on a Mac): a fresh press, never a key's repeat."""
    if event.type != pygame.KEYDOWN or getattr(event, "repeat", False):
        return False
    if event.key in UNDO_KEYS:
        return True
    command = pygame.KMOD_CTRL | pygame.KMOD_META
    return event.key == pygame.K_z and bool(event.mod & command)
