"""Which keys a hand holds down, so a held key's repeats never count as new presses.

Part of the curtain's lock: Enter held across a curtain must never lift it. SDL tells a
repeat by its flag, but not always: a key held while the window is made anew (F11 itself) or
while the window lost the focus may never send its release, and X autorepeat seen after
fullscreen was toggled comes as a release and a press in the same frame. ``HeldKeys`` reads
all three as repeats.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import pygame

# Keys that choose or toggle: a held key's repeats must never choose again (arrows may repeat).
NO_REPEAT_KEYS = frozenset(
    {pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_F11, pygame.K_ESCAPE}
)
# A key held while the window was made anew (F11 itself) or lost the focus: its next presses
# are its repeats until its release, or, if the release never comes (a new window may not
# deliver it), until it has been quiet this long (repeats come every 40 ms).
HELD_QUIET_SECONDS = 0.5


class HeldKeys:
    def __init__(self, now: Callable[[], float] = time.monotonic) -> None:
        self.down: set[int] = set()
        # Keys held across a new window or a lost focus: when each was last seen down.
        self.held_over: dict[int, float] = {}
        # The frame in which each key was last released: a release and a press of one key in
        # one frame are a held key's repeat; no hand releases and presses again within one.
        self.released: dict[int, int] = {}
        self.now = now  # the clock for held_over (a test may set its own)

    def is_repeat(self, event: pygame.event.Event, frame: int) -> bool:
        """Track held keys; True for a KEYDOWN of a key that is already down (a repeat),
        held over a new window (``forget``) or released in the same ``frame``."""
        if event.type == pygame.KEYUP:
            self.down.discard(event.key)
            self.held_over.pop(event.key, None)
            self.released[event.key] = frame
            return False
        if event.type != pygame.KEYDOWN:
            return False
        again = self.released.pop(event.key, None) == frame
        repeat = event.key in self.down or again or self._held_over(event.key)
        self.down.add(event.key)
        return repeat

    def forget(self) -> None:
        """No key counts as held any more (their releases may never come); those that were
        held stay held over, so their repeats never count as new presses (an F11 held while
        the window is made anew would toggle fullscreen again and again)."""
        now = self.now()
        self.held_over.update({key: now for key in self.down})
        self.down.clear()

    def _held_over(self, key: int) -> bool:
        """A key held over (see ``forget``) that is still repeating."""
        seen = self.held_over.pop(key, None)
        now = self.now()
        if seen is None or now - seen >= HELD_QUIET_SECONDS:
            return False
        self.held_over[key] = now
        return True
