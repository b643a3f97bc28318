"""Board content errors: each names the file, the Tiled object id and what is wrong."""

from __future__ import annotations

import os
from dataclasses import dataclass

from ...i18n import _, ngettext
from ..common.errors import ContentError


@dataclass(frozen=True)
class Problem:
    file: str
    oid: int | None
    message: str
    level: str = "error"  # or "warning"

    def __str__(self) -> str:
        where = self.file if self.oid is None else f"{self.file}, object {self.oid}"
        return f"{where}: {self.message}"


class BoardError(ContentError):
    """The board content cannot be used; ``problems`` lists every error found, ``files`` the
    files they are in (under ``root``, the board's folder, when it is given)."""

    def __init__(self, problems: list[Problem], root: str = "") -> None:
        self.problems = list(problems)
        named = (os.path.join(root, p.file) if root else p.file for p in self.problems)
        self.files = tuple(dict.fromkeys(named))
        lines = [str(p) for p in self.problems[:20]]
        if len(self.problems) > 20:
            more = len(self.problems) - 20
            lines.append(ngettext("... and {n} more", "... and {n} more", more).format(n=more))
        # The heading reaches a player's error screen; each problem stays in the map makers'
        # English (they edit the files in Tiled with levels/zilence/README.md).
        super().__init__(_("The Zilence board is broken:") + "\n" + "\n".join(lines))


class RouteLoop(ValueError):
    """A route came back to a line it had already followed (a content error)."""

    def __init__(self, slot: int, side: str, strand: int) -> None:
        self.slot, self.side, self.strand = slot, side, strand
        super().__init__(f"route loops: it enters strand {strand} of {side} in slot {slot} again")
