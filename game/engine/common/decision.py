"""Decisions: a choice the game waits for, and the moments that say who may act at all.

One shared shape for every multi-step choice (an effect's target, a Silver exchange, a Url
pass, a Zilence route): who decides, what kind of choice it is, and the facts its choices
depend on. The game turns a pending decision into legal actions; the table kit reads it from
the view to know whose prompt is showing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

# The kinds of moment a game can be in (declared per game in GameInfo.moments).
TURN = "turn"  # one seat acts; everyone sees that it is acting
SECRET = "secret"  # every seat chooses in turn, unseen; choices are revealed together
ANYONE = "anyone"  # any seat may act first (e.g. Silencio's start-player card)
OVER = "over"
MOMENTS = (TURN, SECRET, ANYONE)


@dataclass(frozen=True)
class Decision:
    """A pending choice: ``seat`` decides a ``kind`` of choice; ``facts`` say what about.

    Immutable: a game that moves on to the next step of a choice builds a new Decision
    (``step``), so clones may share it safely.
    """

    kind: str
    seat: int
    facts: dict[str, Any] = field(default_factory=dict)

    def get(self, name: str, default: Any = None) -> Any:
        return self.facts.get(name, default)

    def __getitem__(self, name: str) -> Any:
        if name == "kind":
            return self.kind
        if name == "seat":
            return self.seat
        return self.facts[name]

    def step(self, kind: str | None = None, seat: int | None = None, **facts: Any) -> Decision:
        """The next step of the same choice: a new kind or seat, more facts."""
        return Decision(
            self.kind if kind is None else kind,
            self.seat if seat is None else seat,
            {**self.facts, **facts},
        )

    def public(self) -> dict[str, Any]:
        """As plain data for views and the log (facts must be public to the whole table)."""
        return {"kind": self.kind, "seat": self.seat, **self.facts}
