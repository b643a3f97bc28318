"""A round's moment on screen, shared by the table and the practice: which moment it is
(``phase``), how long it has lasted (``clock``) and the scan's seconds left; the symbol's
reveal gives way to the scan, the scan to the covered board."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...ui.sound import Sounds
from ...ui.zilence_board import BoardRenderer
from .drawing import LAST_SECONDS, REVEAL_SECONDS, shown_seconds, tick_due

LAST_TICKS = int(LAST_SECONDS)  # each of the last seconds ticks higher (tick-5 ... tick-1)


@dataclass
class Moment:
    phase: str
    clock: float = 0.0  # seconds in the current phase
    time_left: float = 0.0  # the scan's countdown

    def to(self, phase: str) -> None:
        self.phase, self.clock = phase, 0.0

    def run_scan(
        self,
        dt: float,
        seconds: float,
        sounds: Sounds,
        renderer: BoardRenderer,
        host_left: float | None = None,
    ) -> bool:
        """A frame of the reveal or the scan: the scan's ``seconds`` begin once the reveal
        is over, tick as they drain and cover the board at zero (then True). Across
        computers ``host_left`` is the scan's time left on the host's clock, which decides."""
        self.clock += dt
        if host_left is not None and self.phase == "scan":
            self.time_left = host_left + dt
        if self.phase == "reveal" and self.clock >= REVEAL_SECONDS:
            self.to("scan")
            self.time_left = seconds
        elif self.phase == "scan":
            before = self.time_left
            self.time_left = max(0.0, self.time_left - dt)
            if self.time_left <= 0:
                sounds.play("timeup")
                self.to("choose")
                renderer.drawn.clear()
                return True
            if tick_due(before, self.time_left):
                last = shown_seconds(self.time_left)
                sounds.play(f"tick-{last}" if last <= LAST_TICKS else "tick")  # rising
        return False


class Kept:
    """A scene's attribute kept by one of its collaborators (``keeper``, an attribute of the
    scene): the kit, the tests and the other collaborators read and set it by the scene's
    name, wherever it lives."""

    def __init__(self, keeper: str, name: str = "") -> None:
        self.keeper = keeper
        self.name = name  # the keeper's name for it, when not the scene's

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = self.name or name

    def __get__(self, obj: Any, owner: type | None = None) -> Any:
        if obj is None:
            return self
        return getattr(getattr(obj, self.keeper), self.name)

    def __set__(self, obj: Any, value: Any) -> None:
        setattr(getattr(obj, self.keeper), self.name, value)
