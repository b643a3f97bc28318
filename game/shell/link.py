"""What a table played across computers asks of its link (game/net/table_link.py builds the
two kinds: the host's, whose engine is the one game, and a joined program's, which sends its
seat's moves to the host and draws what the host sends back).

The table scene (scenes/table/linked.py) talks to the link only through this protocol, so the
shell and the table kit never import the network.
"""

from __future__ import annotations

from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from typing import Any, Protocol


@dataclass
class LinkNews:
    """What happened since the frame last asked: the game moved (another computer's move,
    or the host's answer to ours), a move of ours was refused (the reason in words), the
    seats now missing, the finished game's save (a joined program keeps it in History), and
    ``lost`` once the table is gone for good (a reason key of
    net/protocol.py: the host closed it, or the connection could not be found again)."""

    moved: bool = False
    refused: str = ""
    missing: list[int] = field(default_factory=list)
    reconnecting: bool = False
    lost: str = ""
    record: str = ""  # a joined program: the finished game's save, for History


class TableLink(Protocol):
    hosting: bool  # True on the host (its engine is the game), False on a joined program
    started: bool  # False while the host's lobby is open: nobody may move yet

    def hold(self) -> AbstractContextManager[Any]:
        """The engine's lock while a frame reads or changes the game."""

    def act(self, seat: int, action: dict[str, Any]) -> None:
        """``seat``'s move: applied at once on the host (IllegalAction with the reason when
        refused), sent to the host from a joined program (its answer comes in ``poll``)."""

    def poll(self) -> LinkNews: ...

    def scan_ends(self) -> tuple[int, float] | None:
        """Zilence's round on the host's clock: the round and when its scan ends (this
        computer's ``time.monotonic()``), or None when no round's clock runs."""

    def give_to_computer(self, seat: int) -> None:
        """The host gives a missing seat to a computer."""

    def close(self) -> None:
        """Leave the table: the host stops listening and tells every joined program."""
