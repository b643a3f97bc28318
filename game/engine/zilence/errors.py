"""Board content errors: each names the file, the Tiled object id and what is wrong."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Problem:
    file: str
    oid: int | None
    message: str
    level: str = "error"  # or "warning"

    def __str__(self) -> str:
        where = self.file if self.oid is None else f"{self.file}, object {self.oid}"
        return f"{where}: {self.message}"


class BoardError(ValueError):
    """The board content cannot be used; ``problems`` lists every error found."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = list(problems)
        lines = [str(p) for p in self.problems[:20]]
        if len(self.problems) > 20:
            lines.append(f"... and {len(self.problems) - 20} more")
        super().__init__("The Zilence board is broken:\n" + "\n".join(lines))


class RouteLoop(ValueError):
    """A route came back to a line it had already followed (a content error)."""

    def __init__(self, slot: int, side: str, strand: int) -> None:
        self.slot, self.side, self.strand = slot, side, strand
        super().__init__(f"route loops: it enters strand {strand} of {side} in slot {slot} again")
