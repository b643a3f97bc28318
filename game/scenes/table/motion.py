"""Motion: things that travel across the table, driven by the frame's ``dt``.

A tween eases out over 150-250 ms (STYLE.md). Time comes only from ``update(dt)``, so a test
that runs frames sees the same motion a player does, and a click skips all of it to the end.

With reduced motion (Settings), nothing travels: each thing is at once where it goes, and a
steady outline marks where it landed for a moment (``Landing``), so who played what, and
where it went, still shows (and the log says it too).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import nullcontext
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from ...ui.painter import Painter

TWEEN_SECONDS = 0.22
LANDING_SECONDS = 1.2  # how long reduced motion outlines where something landed


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


@dataclass
class Tween:
    """Something drawn moving from ``start`` to ``end``; ``what`` says what (a card face)."""

    start: pygame.FRect
    end: pygame.FRect
    what: Any = None
    duration: float = TWEEN_SECONDS
    delay: float = 0.0  # seconds before it sets off (a row of cards moving one by one)
    age: float = 0.0
    tag: Any = None  # what the scene hides at its destination while it travels

    @property
    def done(self) -> bool:
        return self.age >= self.delay + self.duration

    def progress(self) -> float:
        t = (self.age - self.delay) / self.duration if self.duration > 0 else 1.0
        return ease_out(min(1.0, max(0.0, t)))

    def rect(self) -> pygame.FRect:
        k = self.progress()
        a, b = self.start, self.end
        return pygame.FRect(
            a.x + (b.x - a.x) * k,
            a.y + (b.y - a.y) * k,
            a.w + (b.w - a.w) * k,
            a.h + (b.h - a.h) * k,
        )


def moved(
    before: dict[Any, pygame.FRect],
    after: dict[Any, pygame.FRect],
    what: Callable[[Any], Any],
    *,
    origin: pygame.FRect | None = None,
    skip: set[Any] | frozenset[Any] = frozenset(),
    duration: float = TWEEN_SECONDS,
) -> list[Tween]:
    """Tweens for the things that moved between two layouts, keyed alike (a card's id): each
    from where it was to where it is, tagged ``("card", key)``; a thing that was nowhere
    comes from ``origin`` (the deck), if given. ``what(key)`` is what a tween shows, chosen
    by the scene from the seat's own view."""
    out = []
    for key, end in after.items():
        start = before.get(key, origin)
        if key in skip or start is None or start == end:
            continue
        out.append(Tween(pygame.FRect(start), end, what(key), duration, tag=("card", key)))
    return out


def far(start: pygame.FRect, end: pygame.FRect) -> bool:
    """A real change of place: more than half the thing's size away."""
    moved = abs(start.centerx - end.centerx) + abs(start.centery - end.centery)
    return moved > 0.5 * min(end.w, end.h)


@dataclass
class Landing:
    """Where something landed, outlined a moment instead of flown (reduced motion)."""

    rect: pygame.FRect
    age: float = 0.0


@dataclass
class Motion:
    """The tweens under way; finished ones drop out, ``skip`` ends them all at once.
    ``calm`` (reduced motion): a tween added lands at once, outlined (``landings``)."""

    tweens: list[Tween] = field(default_factory=list)
    on_idle: list[Callable[[], None]] = field(default_factory=list)
    calm: bool = False
    landings: list[Landing] = field(default_factory=list)

    def add(self, tween: Tween) -> Tween:
        if not self.calm:
            self.tweens.append(tween)
        elif far(tween.start, tween.end):  # (a layout's nudge of a card is no news)
            self.landings.append(Landing(pygame.FRect(tween.end)))
        return tween

    def update(self, dt: float) -> None:
        for tween in self.tweens:
            tween.age += dt
        self.tweens = [t for t in self.tweens if not t.done]
        for landing in self.landings:
            landing.age += dt
        self.landings = [x for x in self.landings if x.age < LANDING_SECONDS]

    def skip(self) -> None:
        self.tweens.clear()
        self.landings.clear()

    @property
    def busy(self) -> bool:
        return bool(self.tweens)

    def under_way(self, painter: Painter) -> Iterator[tuple[Tween, pygame.FRect]]:
        """Each tween that has set off, with where it is now, to be drawn. One that changes
        size is drawn within ``painter.passing()``: its in-between sizes are each drawn once,
        so they are not kept (at 4K they filled the picture cache)."""
        for tween in list(self.tweens):
            if tween.age < tween.delay:
                continue  # its turn comes after the tween before it
            resizing = tween.start.size != tween.end.size
            with painter.passing() if resizing else nullcontext():
                yield tween, tween.rect()

    def moving(self, tag: Any) -> bool:
        """True while a tween with this tag is travelling (its destination stays empty)."""
        return any(t.tag == tag for t in self.tweens)
