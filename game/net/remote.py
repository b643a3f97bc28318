"""A joined program's game: what the host sent this seat, in the shape of an engine state.

The table scene reads a game through a handful of a ``GameState``'s facts (whose move, the
moment, the seat's view and log, what it may do). On a joined program the game itself is the
host's; ``RemoteState`` answers those questions from the newest ``state`` message alone: the
seat's ``view(seat)`` envelope, its log (``events_for(seat)``) and the actions the host takes
from it. It knows nothing else, so a joined screen cannot draw anything its seat may not see.
Another seat's view is never asked for (the joined table's viewer is always its own seat);
the spectator view is the seat's own with its actions and its table's secrets left as they
are, since on this screen only this seat ever looks.
"""

from __future__ import annotations

import copy
from typing import Any

from ..engine.common import IllegalAction
from ..i18n import _
from . import protocol as p

OVER = "over"


class RemoteState:
    """Read-only: ``apply`` refuses (a move goes to the host through the link)."""

    def __init__(self, game: str, players: int, options: dict[str, Any], seat: int) -> None:
        self.GAME_ID = game
        self.num_players = players
        self.options = dict(options)
        self.seed = 0  # unknown here: the deal is the host's secret
        self.seat = seat
        self.move = 0
        self._view: dict[str, Any] = {}
        self.log: list[dict[str, Any]] = []
        self.offered: list[dict[str, Any]] = []
        self.waiting: list[int] = []
        self.missing: list[int] = []
        self.held: dict[str, Any] | None = None
        self.clock: dict[str, Any] | None = None
        self.started = True  # False while the host's lobby is open
        self.events: list[dict[str, Any]] = []
        self.private: list[list[dict[str, Any]]] = [[] for _ in range(players)]
        self.history: list[dict[str, Any]] = []

    # ---- the newest message ----------------------------------------------------------------
    def update(self, state: p.State, log: list[dict[str, Any]]) -> None:
        """Take the host's newest ``state`` and the seat's whole log (the client's)."""
        if state.view.get("seat") != self.seat or state.view.get("game") != self.GAME_ID:
            raise p.ProtocolError("a state for another seat or game")
        self.move = state.move
        self._view = state.view
        self.log = log
        self.offered = list(state.actions)
        self.waiting = list(state.waiting)
        self.missing = list(state.missing)
        self.held = state.held
        self.clock = state.clock
        self.started = state.started
        self.events = [line for line in log if not line.get("private")]
        self.private[self.seat] = [
            {k: v for k, v in line.items() if k != "private"} for line in log if line.get("private")
        ]
        self.history = [{}] * state.move  # only its length is known

    # ---- the envelope's facts ----------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return self._view.get("current_player")

    @property
    def is_over(self) -> bool:
        return self._view.get("moment") == OVER or self._view.get("result") is not None

    def moment(self) -> str:
        return self._view.get("moment", OVER)

    def phase_name(self) -> str:
        return self._view.get("phase", "")

    def actors(self) -> list[int]:
        return list(self._view.get("actors", []))

    def secret_pending(self) -> list[int]:
        return list(self.waiting)

    def result(self) -> dict[str, Any]:
        return self._view.get("result") or {}

    def prompt_for(self, seat: int | None, acting: bool) -> dict[str, Any] | None:
        return self._view.get("prompt") if seat == self.seat else None

    def __getattr__(self, name: str) -> Any:
        """A game's own public facts (Zilence's ``round``, Silver's ``stage``) from its table."""
        table = self.__dict__.get("_view", {}).get("table", {})
        if name in table:
            return table[name]
        raise AttributeError(name)

    # ---- what the seat may do and see --------------------------------------------------------
    def legal_actions(self) -> list[dict[str, Any]]:
        return list(self.offered)

    def actions_for(self, seat: int) -> list[dict[str, Any]]:
        return list(self.offered) if seat == self.seat else []

    def is_legal(self, action: Any) -> bool:
        return action in self.offered

    def view(self, seat: int) -> dict[str, Any]:
        if seat != self.seat:
            raise ValueError("a joined program knows its own seat's view only")
        view = copy.copy(self._view)
        view["actions"] = list(self.offered)
        return view

    def spectator_view(self) -> dict[str, Any]:
        view = copy.copy(self._view)
        view["actions"] = []
        return view

    def events_for(self, seat: int | None) -> list[dict[str, Any]]:
        return list(self.log) if seat == self.seat else list(self.events)

    def apply(self, action: dict[str, Any]) -> None:
        raise IllegalAction(_("This table's game is played on the host's computer."))
