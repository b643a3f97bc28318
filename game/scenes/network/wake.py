"""Waking the window from the network's threads: a move that arrives while the window sleeps
between idle frames is drawn at once (the loop wakes on any event)."""

from __future__ import annotations

import contextlib

import pygame

NET_EVENT = pygame.event.custom_type()


def wake_window() -> None:
    """Safe from any thread (SDL's event queue is); nothing happens without a window."""
    with contextlib.suppress(pygame.error):
        pygame.event.post(pygame.event.Event(NET_EVENT))
