"""Input that began before the screen changed hands never acts.

After a curtain lifts, the presses that lifted it, a burst of Enter, a double click's second
click or a key still held from the last player all arrive at a table that now shows someone
else's cards. For ``GUARD_SECONDS`` after the lift, and until every key has been released,
the guard swallows every choosing input: key presses (but Esc, which only pauses) and mouse
buttons, and the release of a button pressed while it was up. Moving the pointer still
hovers, so a player can look before choosing.

As on the curtain, a later click of a double click whose first click came before the guard
started (SDL counts a press's clicks) never acts, however long after: the player who lifted
the curtain with a slow double click does not play what lies under the pointer.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

GUARD_SECONDS = 0.35


@dataclass
class InputGuard:
    left: float = 0.0  # seconds of guard still to run
    keys: bool = False  # a key held since the lift has not been released yet
    swallowed_press: bool = False  # a button went down while guarded: its release is ours
    saw_series: bool = True  # the guard saw the click that began the left button's series

    def start(self, seconds: float = GUARD_SECONDS) -> None:
        self.left, self.keys, self.saw_series = seconds, True, False

    @property
    def up(self) -> bool:
        return self.left > 0 or self.keys

    def update(self, dt: float, keys_held: bool) -> None:
        self.left = max(0.0, self.left - dt)
        if not keys_held:
            self.keys = False

    def swallows(self, event: pygame.event.Event, keys_held: bool) -> bool:
        """True if ``event`` must not reach the table (it began before the screen changed)."""
        if event.type == pygame.KEYUP and not keys_held:
            self.keys = False  # every key is up now: the next press is a fresh one
        if event.type == pygame.MOUSEBUTTONUP and self.swallowed_press:
            self.swallowed_press = False
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if clicks_of(event) == 1:
                self.saw_series = True
            elif not self.saw_series:  # a double click's later click, begun before the start
                self.swallowed_press = True
                return True
        if not self.up:
            return False
        if event.type == pygame.KEYDOWN:
            return event.key != pygame.K_ESCAPE
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.swallowed_press = True
            return True
        return event.type == pygame.MOUSEBUTTONUP


def clicks_of(event: pygame.event.Event) -> int:
    """The press's place in a series of clicks, as SDL counts it (1 where it does not say:
    pygame-ce before 2.5.7, or an event the program made)."""
    clicks = getattr(event, "clicks", 1)
    return clicks if isinstance(clicks, int) and clicks > 0 else 1
