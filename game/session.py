"""A game at the table: the engine state plus who sits where (names, human or computer).

Pygame-free, so the pacing rules (whose private view may be on screen, when a computer acts)
can be tested headless.
"""

from __future__ import annotations

import json
import random
from dataclasses import asdict, dataclass
from typing import Any

from .engine import GAMES, load_game
from .engine.common import Action, GameState, SaveError

SESSION_FORMAT = 1
NAME_MAX = 24  # longest seat name kept from a save (setup allows 16 characters)


@dataclass
class Seat:
    name: str
    human: bool


class Session:
    """One game in progress, as the table sees it."""

    def __init__(self, state: GameState, seats: list[Seat]) -> None:
        if len(seats) != state.num_players:
            raise ValueError("one seat per player")
        self.state = state
        self.seats = seats
        # The seat whose private view is on screen now (None: nobody's yet; the curtain is up).
        self.shown_seat: int | None = None

    @property
    def game_id(self) -> str:
        return self.state.GAME_ID

    @property
    def info(self):
        return GAMES[self.game_id]

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    @property
    def humans(self) -> list[int]:
        return [i for i, seat in enumerate(self.seats) if seat.human]

    def seat_to_show(self) -> int:
        """Whose view belongs on screen: the acting human, else the last human shown."""
        current = self.state.current_player
        if current is not None and self.seats[current].human:
            return current
        if self.shown_seat is not None:
            return self.shown_seat
        return self.humans[0] if self.humans else 0

    def needs_curtain(self) -> bool:
        """True when the screen must be covered before showing ``seat_to_show()``."""
        if not self.humans:
            return False
        return self.seat_to_show() != self.shown_seat

    def lift_curtain(self) -> None:
        self.shown_seat = self.seat_to_show()

    def is_bot_turn(self) -> bool:
        current = self.state.current_player
        return current is not None and not self.seats[current].human

    def bot_action(self) -> Action:
        """The computer seat's choice, from its own view and the legal actions only."""
        seat = self.state.current_player
        assert seat is not None
        legal = self.state.legal_actions()
        rng = random.Random(f"{self.state.seed}:{len(self.state.history)}")
        bot = self.info.bot
        return bot(self.state.view(seat), legal, rng) if bot else rng.choice(legal)

    def apply(self, action: Action) -> list[dict[str, Any]]:
        """Apply one action; return the public events it produced."""
        before = len(self.state.events)
        self.state.apply(action)
        return self.state.events[before:]

    def describe(self, event: dict[str, Any]) -> str:
        describe = self.info.describe
        if describe is None:
            return event.get("type", "event").replace("_", " ").capitalize() + "."
        return describe(event, self.names)

    def to_json(self) -> str:
        return json.dumps(
            {
                "format": SESSION_FORMAT,
                "seats": [asdict(seat) for seat in self.seats],
                "game": json.loads(self.state.to_json()),
            }
        )


def session_from_json(text: str) -> Session:
    """Rebuild a session; SaveError with a readable message on anything wrong.

    Any exception while parsing or replaying means a damaged save, and a session that loads
    can describe every line of its log (so a bad event cannot fail later, in the table).
    """
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise SaveError(f"The saved game is damaged ({exc}).") from exc
    if not isinstance(data, dict) or data.get("format") != SESSION_FORMAT:
        raise SaveError("The saved game has an unknown format.")
    try:
        seats = [seat_from_json(s) for s in data["seats"]]
        state = load_game(json.dumps(data["game"]))
        session = Session(state, seats)
        for event in state.events:
            session.describe(event)
    except SaveError:
        raise
    except Exception as exc:
        raise SaveError(f"The saved game is damaged ({type(exc).__name__}: {exc}).") from exc
    return session


def seat_from_json(data: Any) -> Seat:
    name, human = data["name"], data["human"]
    if not isinstance(name, str) or not isinstance(human, bool):
        raise ValueError("a seat needs a name and whether it is human")
    return Seat(name[:NAME_MAX], human)
