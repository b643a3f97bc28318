"""Choosing several cards before confirming (Silver's multiple exchange, Silex's Addition)."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field

Obj = tuple[str, Hashable]


@dataclass
class Selection:
    """Objects picked in order; ``allowed`` says which may join, ``valid`` when to confirm."""

    allowed: Callable[[list[Obj], Obj], bool]
    valid: Callable[[list[Obj]], bool]
    picked: list[Obj] = field(default_factory=list)

    def toggle(self, obj: Obj) -> bool:
        """Pick or unpick ``obj``; False (nothing changes) if it may not join."""
        if obj in self.picked:
            self.picked.remove(obj)
            return True
        if not self.allowed(self.picked, obj):
            return False
        self.picked.append(obj)
        return True

    def clear(self) -> None:
        self.picked.clear()

    @property
    def ready(self) -> bool:
        return bool(self.picked) and self.valid(self.picked)

    def __contains__(self, obj: object) -> bool:
        return obj in self.picked
