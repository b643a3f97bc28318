"""One kept game: who played what, when, how it ended, and the session it replays from.

The outcome is summarised when the entry is written, so the list and the statistics never
replay a game to draw it; the session text (``Session.to_json()`` as it was) is only replayed
when a player opens the replay or imports a file. Pygame-free.
"""

from __future__ import annotations

import json
import time
from dataclasses import asdict, dataclass, field
from typing import Any

from ..shell.session import NAME_MAX, Seat, Session

ENTRY_FORMAT = 1
# Ranges of the numbers an entry holds: a file with a number outside them is damaged (a date
# of 1e308 cannot be shown; a count of 10**400 cannot be drawn).
DATE_MAX = 32503680000.0  # the year 3000, in seconds since the epoch
COUNT_MAX = 1_000_000  # moves, cards left, rounds
SCORE_MAX = 1e6


@dataclass
class Outcome:
    """How a finished game ended, in the numbers the list and the statistics need."""

    winners: list[int] = field(default_factory=list)  # seats
    scores: list[float] = field(default_factory=list)  # per seat, the engine's result
    cards_left: int | None = None  # Silencio: the team's cards left
    band: str = ""  # Silencio: the rulebook's band ("Perfect!")
    rounds: int | None = None  # Zilence: rounds played


@dataclass
class Entry:
    """What History keeps of one game; ``name`` is its file name in the history folder."""

    name: str
    game: str
    date: float  # seconds since the epoch, when the game ended or was abandoned
    seats: list[Seat]
    options: dict[str, Any]
    finished: bool  # False: abandoned (replaced by a new game before it ended)
    moves: int
    outcome: Outcome
    guided: bool = False  # a guided first game ("Learn to play")
    suggestions: list[int] = field(default_factory=list)  # per seat ("Suggest a move")
    undos: int = 0  # moves taken back

    def head(self) -> dict[str, Any]:
        """Everything but the session: what the index keeps."""
        data = asdict(self)
        data.pop("name")
        return data


def outcome_of(session: Session) -> Outcome:
    state = session.state
    if not state.is_over:
        return Outcome()
    result = state.result()
    team = result.get("team") or {}
    rounds = result.get("details", {}).get("rounds")
    return Outcome(
        winners=list(result["winners"]),
        scores=list(result["scores"]),
        cards_left=team.get("cards_left"),
        band=str(team.get("text", "")),
        rounds=rounds if isinstance(rounds, int) else None,
    )


def entry_of(session: Session, name: str = "", date: float | None = None) -> Entry:
    """The entry for a session as it stands (finished when its game is over)."""
    state = session.state
    return Entry(
        name=name,
        game=session.game_id,
        date=time.time() if date is None else date,
        seats=[Seat(s.name, s.human, s.level) for s in session.seats],
        options=dict(state.options),
        finished=state.is_over,
        moves=len(state.history),
        outcome=outcome_of(session),
        guided=session.guide is not None,
        suggestions=list(session.suggestions) if any(session.suggestions) else [],
        undos=session.undos,
    )


def entry_text(entry: Entry, session_text: str) -> str:
    """The file: the head, then the session exactly as ``Session.to_json()`` made it."""
    return json.dumps({"format": ENTRY_FORMAT, **entry.head(), "session": session_text}, indent=1)


def entry_from_data(name: str, data: Any) -> Entry:
    """An entry from a file's or the index's data; ValueError (or KeyError, TypeError) when
    anything is missing or of the wrong kind."""
    if not isinstance(data, dict):
        raise ValueError("not an object")
    seats = [_seat(s) for s in data["seats"]]
    outcome = data["outcome"]
    if not isinstance(outcome, dict):
        raise ValueError("no outcome")
    result = Outcome(
        winners=[_count(w) for w in outcome.get("winners", [])],
        scores=[_number(s, SCORE_MAX, -SCORE_MAX) for s in outcome.get("scores", [])],
        cards_left=_optional_int(outcome.get("cards_left")),
        band=str(outcome.get("band", ""))[:80],
        rounds=_optional_int(outcome.get("rounds")),
    )
    if any(not 0 <= w < len(seats) for w in result.winners):
        raise ValueError("a winner who is not seated")
    return Entry(
        name=name,
        game=_text(data["game"]),
        date=_number(data["date"], DATE_MAX),
        seats=seats,
        options=dict(data.get("options") or {}),
        finished=bool(data["finished"]),
        moves=_count(data["moves"]),
        outcome=result,
        guided=data.get("guided", False) is True,
        suggestions=_suggestions(data.get("suggestions", []), len(seats)),
        undos=_count(data.get("undos", 0)),
    )


def _suggestions(data: Any, seats: int) -> list[int]:
    if not isinstance(data, list) or (data and len(data) != seats):
        raise ValueError("suggestions that do not fit the seats")
    return [_count(n) for n in data]


def read_entry(name: str, text: str) -> tuple[Entry, str]:
    """An entry file's entry and session text; ValueError with the reason when damaged."""
    try:
        data = json.loads(text)
        if not isinstance(data, dict) or data.get("format") != ENTRY_FORMAT:
            raise ValueError("an unknown format")
        session = data["session"]
        if not isinstance(session, str):
            raise ValueError("no session")
        return entry_from_data(name, data), session
    except (ValueError, KeyError, TypeError, RecursionError) as exc:
        raise ValueError(str(exc) or type(exc).__name__) from exc


def _seat(data: Any) -> Seat:
    name, human, level = data["name"], data["human"], data.get("level", "")
    if not isinstance(name, str) or not isinstance(human, bool) or not isinstance(level, str):
        raise ValueError("a seat needs a name and whether it is human")
    return Seat(name[:NAME_MAX], human, level[:NAME_MAX])


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise ValueError("text expected")
    return value


def _number(value: Any, most: float, least: float = 0.0) -> float:
    """A number from ``least`` to ``most`` (NaN and infinities are outside every range)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError("a number expected")
    if not least <= value <= most:
        raise ValueError("a number out of range")
    return value


def _count(value: Any) -> int:
    if type(value) is not int or not 0 <= value <= COUNT_MAX:
        raise ValueError("a whole number in range expected")
    return value


def _optional_int(value: Any) -> int | None:
    return None if value is None else _count(value)
