"""Zilence's round on the host's clock.

The engine has no clock: a round's ``start_timer`` reveals the symbol, and its scan is the
table's business (scenes/zilence: a reveal, then ``scan_seconds`` of looking, then the board
is covered and the seats choose). Across computers the host owns that time, on its monotonic
clock: the scan ends at the host's moment (each screen is told the seconds left when a state
is sent, and counts down from its own receipt), a pick that arrives before it is refused (the
board is still showing), and, when the host gives the choice a time (``choose_seconds``), a
pick that arrives after that is refused too and the host chooses for the late seat as a
computer would (``TableHost`` does; None: the table waits, as at one screen).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import asdict, dataclass

REVEAL_SECONDS = 0.9  # the symbol's reveal before the scan (scenes/zilence/drawing.py)

SCAN, CHOOSE = "scan", "choose"


@dataclass(frozen=True)
class ClockInfo:
    """The round's time as one screen is told it: the moment (``scan`` or ``choose``) and
    the seconds left in it when the message was made (None: no end)."""

    round: int
    phase: str
    seconds_left: float | None

    def as_dict(self) -> dict[str, object]:
        return asdict(self)


class RoundClock:
    def __init__(
        self,
        scan_seconds: float,
        reveal_seconds: float = REVEAL_SECONDS,
        choose_seconds: float | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.scan_seconds = scan_seconds
        self.reveal_seconds = reveal_seconds
        self.choose_seconds = choose_seconds
        self.clock = clock
        self.round: int | None = None
        self.scan_ends = 0.0
        self.choose_ends: float | None = None

    def start(self, round_: int) -> None:
        """The round's timer was started now (or a saved round resumed: its scan anew)."""
        now = self.clock()
        self.round = round_
        self.scan_ends = now + self.reveal_seconds + self.scan_seconds
        self.choose_ends = (
            None if self.choose_seconds is None else self.scan_ends + self.choose_seconds
        )

    def stop(self) -> None:
        self.round = None

    @property
    def running(self) -> bool:
        return self.round is not None

    def pick_refusal(self) -> str:
        """Why a pick now is refused (a protocol reason key), or "" when it is in time."""
        if self.round is None:
            return ""
        now = self.clock()
        if now < self.scan_ends:
            return "too_early"
        if self.choose_ends is not None and now >= self.choose_ends:
            return "too_late"
        return ""

    def overdue(self) -> bool:
        """The choice's time is up (never without ``choose_seconds``)."""
        return (
            self.round is not None
            and self.choose_ends is not None
            and self.clock() >= self.choose_ends
        )

    def scan_over(self) -> bool:
        return self.round is not None and self.clock() >= self.scan_ends

    def info(self) -> ClockInfo | None:
        if self.round is None:
            return None
        now = self.clock()
        if now < self.scan_ends:
            return ClockInfo(self.round, SCAN, self.scan_ends - now)
        left = None if self.choose_ends is None else max(0.0, self.choose_ends - now)
        return ClockInfo(self.round, CHOOSE, left)
