"""The shared base of every game state (see shared/ENGINE.md).

A state owns its seeded generator, its public event log and the list of applied actions.
Subclasses implement the rules in ``_setup``, ``_legal_actions``, ``_apply``, ``view``,
``result`` and the ``current_player`` property; everything else (legality checks, saves,
replay, cloning, equality) lives here so the four games behave the same way.
"""

from __future__ import annotations

import copy
import json
import random
from typing import Any, ClassVar

from .errors import IllegalAction

Action = dict[str, Any]
SAVE_FORMAT = 1


class GameState:
    """Base class: one game in progress. Seats are 0..num_players-1."""

    GAME_ID: ClassVar[str] = ""

    def __init__(self, num_players: int, seed: int, options: dict[str, Any]) -> None:
        self.num_players = num_players
        self.seed = seed
        self.options = dict(options)
        self.rng = random.Random(seed)
        self.events: list[dict[str, Any]] = []
        self.history: list[Action] = []
        self._setup()

    # ---- to implement -------------------------------------------------------------
    def _setup(self) -> None:
        raise NotImplementedError

    @property
    def current_player(self) -> int | None:
        raise NotImplementedError

    def _legal_actions(self) -> list[Action]:
        raise NotImplementedError

    def _apply(self, action: Action) -> None:
        raise NotImplementedError

    def view(self, seat: int) -> dict[str, Any]:
        raise NotImplementedError

    def result(self) -> dict[str, Any]:
        raise NotImplementedError

    def explain_illegal(self, action: Action) -> str:
        """Why ``action`` is not legal now, in words a player can read."""
        return "That move is not allowed right now."

    # ---- shared behaviour -----------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.current_player is None

    def legal_actions(self) -> list[Action]:
        if self.is_over:
            return []
        return self._legal_actions()

    def apply(self, action: Action) -> None:
        """Perform one legal action; anything else raises IllegalAction and changes nothing."""
        if self.is_over:
            raise IllegalAction("The game is over.")
        if not isinstance(action, dict) or action not in self._legal_actions():
            raise IllegalAction(self.explain_illegal(action))
        self._apply(copy.deepcopy(action))
        self.history.append(copy.deepcopy(action))

    def log(self, type_: str, **facts: Any) -> None:
        """Append a public event: what everyone at a real table would have seen."""
        self.events.append({"type": type_, **facts})

    def to_json(self) -> str:
        return json.dumps(
            {
                "format": SAVE_FORMAT,
                "game": self.GAME_ID,
                "players": self.num_players,
                "options": self.options,
                "seed": self.seed,
                "actions": self.history,
            }
        )

    def clone(self) -> GameState:
        return copy.deepcopy(self)

    def _comparable(self) -> dict[str, Any]:
        state = dict(vars(self))
        state["rng"] = self.rng.getstate()
        return state

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return self._comparable() == other._comparable()  # type: ignore[attr-defined]

    __hash__ = None  # type: ignore[assignment]
