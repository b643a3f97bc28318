"""Pictures kept between frames, within a budget of memory (issue 32: at 4K a card is half a
megabyte and a wrapped log line a quarter, so a count alone let a long game keep 500 MB).

The least recently drawn go first; what a frame draws stays, since it was just used. A lock,
since a table's first drawing is rehearsed on the board worker's thread into the same caches.
"""

from __future__ import annotations

import threading
from collections.abc import Hashable, Iterator

import pygame


class SurfaceCache:
    def __init__(self, max_bytes: int, max_count: int = 1500) -> None:
        self.max_bytes, self.max_count = max_bytes, max_count
        self._kept: dict[Hashable, pygame.Surface] = {}
        self.bytes = 0
        self._lock = threading.Lock()

    def get(self, key: Hashable) -> pygame.Surface | None:
        with self._lock:
            surf = self._kept.pop(key, None)
            if surf is not None:
                self._kept[key] = surf  # the most recently used, last
            return surf

    def put(self, key: Hashable, surf: pygame.Surface) -> None:
        with self._lock:
            old = self._kept.pop(key, None)
            if old is not None:
                self.bytes -= _size(old)
            self._kept[key] = surf
            self.bytes += _size(surf)
            while len(self._kept) > 1 and (
                self.bytes > self.max_bytes or len(self._kept) > self.max_count
            ):
                first = next(iter(self._kept))
                self.bytes -= _size(self._kept.pop(first))

    def clear(self) -> None:
        with self._lock:
            self._kept.clear()
            self.bytes = 0

    def __iter__(self) -> Iterator[Hashable]:
        with self._lock:
            return iter(list(self._kept))


def _size(surf: pygame.Surface) -> int:
    return surf.get_width() * surf.get_height() * surf.get_bytesize()
