"""A game at the table: the engine state plus who sits where (names, human or computer).

Pygame-free, so the pacing rules (whose private view may be on screen, when a computer acts)
can be tested headless.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from typing import Any

from ..engine import GAMES, load_game
from ..engine.common import Action, ContentError, GameState, SaveError, choose
from ..engine.common.disclosure import NEW, NONE, Step, apply_noted
from ..engine.common.registry import unreadable_content
from ..engine.common.state import SAVE_FORMAT
from ..i18n import _
from .guide import GuideRun
from .guides import GUIDES
from .link import TableLink

SESSION_FORMAT = 1
NAME_MAX = 24  # longest seat name kept from a save (setup allows 16 characters)


@dataclass
class Seat:
    name: str
    human: bool
    level: str = ""  # a computer seat's skill or memory (GameInfo.bot_levels)


@dataclass(frozen=True)
class Deal:
    """What a game was dealt from: dealing it again gives exactly the same game's start."""

    game: str
    players: int
    seed: int
    options: dict[str, Any]

    @classmethod
    def of(cls, state: GameState) -> Deal:
        return cls(state.GAME_ID, state.num_players, state.seed, dict(state.options))


class Session:
    """One game in progress, as the table sees it."""

    def __init__(self, state: GameState, seats: list[Seat]) -> None:
        if len(seats) != state.num_players:
            raise ValueError("one seat per player")
        self.state = state
        self.seats = seats
        # Seats played on another computer (a hosted or joined table): people, but not at
        # this screen, so never curtained or shown here and never played by this computer.
        self.away: frozenset[int] = frozenset()
        # The seat whose private view is on screen now (None: nobody's: the curtain is up, or
        # with two or more humans the spectator view between their private moments).
        self.shown_seat: int | None = None
        # The seat drawn at the bottom of the table: the last seat shown (who sits where
        # does not change when the screen shows nobody's secrets).
        self.anchor: int = self.humans[0] if self.humans else 0
        # Each action of the history as JSON, written once: a save joins them (see to_json).
        self._action_texts: list[str] = []
        self.guide: GuideRun | None = None  # a guided first game's progress (kept in saves)
        # "Suggest a move": allowed at this table, and how often each seat asked.
        self.suggestions_allowed = True
        self.suggestions = [0] * len(seats)
        # Undo: allowed at this table, how many moves were taken back, and what each action
        # since ``undo_floor`` disclosed (actions before the floor are never taken back:
        # a curtain lifted after them, or the game was loaded).
        self.undo_allowed = True
        self.undos = 0
        self.undo_floor = len(state.history)
        self.steps: list[Step] = []  # one per action from the floor on
        # A table played across computers (game/net): how moves reach the one game, and
        # what the host keeps to be hosted again (None: everyone is at this screen).
        self.link: TableLink | None = None
        self.net: dict[str, Any] | None = None  # saved with the game: see net/table_link.py
        # False for a joined table: the game is the host's; this program keeps no save.
        self.keeps_save = True

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
        """The people at this screen (not those playing on another computer)."""
        return [i for i, seat in enumerate(self.seats) if seat.human and i not in self.away]

    @property
    def people(self) -> list[int]:
        """Every seat a person plays, here or on another computer."""
        return [i for i, seat in enumerate(self.seats) if seat.human]

    @property
    def private_screens(self) -> bool:
        """Two or more humans share the screen: each private moment needs its curtain, and
        between them the screen shows nobody's secrets. (One human has nobody to hide from.)"""
        return len(self.humans) >= 2

    def private_seat(self) -> int | None:
        """The human whose private moment it is now (the one to act), or None."""
        current = self.state.current_player
        if current is not None and current in self.humans:
            return current
        return None

    def seat_to_show(self) -> int:
        """Whose view belongs on screen: the acting human, else the seat shown last."""
        private = self.private_seat()
        if private is not None:
            return private
        return self.shown_seat if self.shown_seat is not None else self.anchor

    def needs_curtain(self) -> bool:
        """True when the screen must be covered before a human's private moment."""
        if not self.humans:
            return False
        private = self.private_seat()
        if private is None:
            return self.shown_seat is None and not self.private_screens
        return private != self.shown_seat

    def lift_curtain(self) -> None:
        self.shown_seat = self.anchor = self.seat_to_show()
        self.close_undo()  # what the seat now sees must not be taken back from the table

    def close_undo(self) -> None:
        """Nothing played so far can be taken back any more."""
        self.undo_floor = len(self.state.history)
        self.steps.clear()

    def end_private_moment(self) -> None:
        """The shown seat's moment is over: with several humans, nobody's view until the next
        curtain (one human keeps theirs)."""
        if self.private_screens:
            self.shown_seat = None

    def is_bot_turn(self) -> bool:
        current = self.state.current_player
        return current is not None and not self.seats[current].human

    def bot_action(self, seat: int | None = None) -> Action:
        """A computer seat's choice (the current player's unless named), from what it may
        know only: its view, its own log, states re-dealt from them."""
        seat = self.state.current_player if seat is None else seat
        assert seat is not None
        return choose(self.state, self.info, seat, self.seats[seat].level)

    def apply(self, action: Action) -> list[dict[str, Any]]:
        """Apply one action; return the public events it produced."""
        before = len(self.state.events)
        step = apply_noted(self.state, action)
        if step.disclosure == NEW:
            self.close_undo()  # something came to light: it stays in the light
        else:
            self.steps.append(step)
        return self.state.events[before:]

    # ---- undo ---------------------------------------------------------------------------
    def undo_point(self) -> int | None:
        """How long the history would be after an undo, or None when nothing may be taken
        back: the last human's action since the floor, if it and every computer action after
        it disclosed nothing to that human (the human's own secrets shown to others are
        allowed: nobody who keeps what they saw has seen them)."""
        if not self.undo_allowed or self.guide is not None or self.state.is_over or self.link:
            return None
        for i in range(len(self.steps) - 1, -1, -1):
            step = self.steps[i]
            if self.seats[step.seat].human:
                return self.undo_floor + i
            if step.disclosure != NONE:
                return None  # a computer showed something after it
        return None

    def undo_seat(self) -> int | None:
        """The human whose move an undo would take back."""
        point = self.undo_point()
        return None if point is None else self.steps[point - self.undo_floor].seat

    def undo(self) -> bool:
        """Take back the last human's move and the computers' moves after it; the state is
        the game replayed to just before it (as a save is loaded), so every view and the log
        are exactly as they were. False when there is nothing to take back."""
        point = self.undo_point()
        if point is None:
            return False
        state = self.state
        again = type(state)(state.num_players, state.seed, state.options)
        for action in state.history[:point]:
            again.apply(action)
        self.state = again
        del self.steps[point - self.undo_floor :]
        del self._action_texts[point:]
        self.undos += 1
        return True

    def describe(self, event: dict[str, Any]) -> str:
        describe = self.info.describe
        if describe is None:
            return event.get("type", "event").replace("_", " ").capitalize() + "."
        return describe(event, self.names)

    def to_json(self) -> str:
        """The save: the same JSON as ``state.to_json()`` inside, with the seats. Each action
        is serialised once (actions never change once played), so a save costs a join, not
        the whole game again."""
        state, texts = self.state, self._action_texts
        history = state.history
        if len(texts) > len(history):
            texts.clear()
        texts.extend(json.dumps(a) for a in history[len(texts) :])
        game = {
            "format": SAVE_FORMAT,
            "game": state.GAME_ID,
            "players": state.num_players,
            "options": state.options,
            "seed": state.seed,
        }
        head_data: dict[str, Any] = {
            "format": SESSION_FORMAT,
            "seats": [asdict(s) for s in self.seats],
        }
        if self.guide is not None:
            head_data["guide"] = self.guide.to_json()
        if not self.suggestions_allowed or any(self.suggestions):
            head_data["help"] = {"allowed": self.suggestions_allowed, "used": self.suggestions}
        if not self.undo_allowed or self.undos:
            head_data["undo"] = {"allowed": self.undo_allowed, "used": self.undos}
        if self.net is not None:
            head_data["net"] = self.net
        head = json.dumps(head_data)
        return f'{head[:-1]}, "game": {json.dumps(game)[:-1]}, "actions": [{", ".join(texts)}]}}}}'


def session_from_json(text: str) -> Session:
    """Rebuild a session; SaveError with a readable message on anything wrong.

    Any exception while parsing or replaying means a damaged save, and a session that loads
    can describe every line of its log (so a bad event cannot fail later, in the table).
    """
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise SaveError(_("The saved game is damaged ({reason}).").format(reason=exc)) from exc
    if not isinstance(data, dict) or data.get("format") != SESSION_FORMAT:
        raise SaveError(_("The saved game has an unknown format."))
    try:
        seats = [seat_from_json(s) for s in data["seats"]]
        state = load_game(json.dumps(data["game"]))
        session = Session(state, seats)
        session.guide = guide_from_json(data.get("guide"), state)
        session.suggestions_allowed, session.suggestions = help_from_json(
            data.get("help"), len(seats)
        )
        session.undo_allowed, session.undos = undo_from_json(data.get("undo"))
        session.net = net_from_json(data.get("net"), seats)
        for seat in range(state.num_players):  # every line of every seat's log reads
            for event in state.events_for(seat):
                session.describe(event)
    except SaveError:
        raise
    except ContentError as exc:  # a shipped file is broken: the save is not at fault
        raise unreadable_content(exc) from exc
    except Exception as exc:
        raise SaveError(
            _("The saved game is damaged ({reason}).").format(reason=f"{type(exc).__name__}: {exc}")
        ) from exc
    return session


def guide_from_json(data: Any, state: GameState) -> GuideRun | None:
    """A guided game's progress; ValueError if it does not fit the game it is saved with."""
    if data is None:
        return None
    guide = GUIDES.get(state.GAME_ID)
    step = data.get("step") if isinstance(data, dict) else None
    if guide is None or data.get("game") != state.GAME_ID or type(step) is not int:
        raise ValueError("a guide this game has not")
    if not 0 <= step <= len(guide.steps) or state.seed != guide.seed:
        raise ValueError("a guide's step out of range")
    return GuideRun(guide, step, reached=list(range(step)))


def help_from_json(data: Any, seats: int) -> tuple[bool, list[int]]:
    """Whether suggestions are allowed and each seat's count; ValueError when damaged."""
    if data is None:
        return True, [0] * seats
    if not isinstance(data, dict):
        raise ValueError("a table's suggestions that are not a record")
    allowed, used = data.get("allowed"), data.get("used")
    if not isinstance(allowed, bool) or not isinstance(used, list) or len(used) != seats:
        raise ValueError("a table's suggestions that do not fit its seats")
    if any(type(n) is not int or not 0 <= n <= COUNT_MAX for n in used):
        raise ValueError("a count of suggestions out of range")
    return allowed, list(used)


def undo_from_json(data: Any) -> tuple[bool, int]:
    """Whether undo is allowed and how many moves were taken back; ValueError when damaged."""
    if data is None:
        return True, 0
    if not isinstance(data, dict):
        raise ValueError("a table's undo that is not a record")
    allowed, used = data.get("allowed"), data.get("used")
    if not isinstance(allowed, bool) or type(used) is not int or not 0 <= used <= COUNT_MAX:
        raise ValueError("a table's undo out of range")
    return allowed, used


def net_from_json(data: Any, seats: list[Seat]) -> dict[str, Any] | None:
    """A hosted table's record (which seats are on other computers, the code, the port and
    the rejoin tokens); ValueError when damaged. Only its shape is checked here: the host
    (net/table_link.py) reads it."""
    if data is None:
        return None
    if not isinstance(data, dict) or not isinstance(data.get("away"), list):
        raise ValueError("a hosted table's record that is not one")
    if any(
        type(s) is not int or not 0 <= s < len(seats) or not seats[s].human for s in data["away"]
    ):
        raise ValueError("a hosted table's seat out of range")
    return data


COUNT_MAX = 1_000_000  # suggestions asked by one seat, moves taken back

SEAT_KEYS = frozenset({"name", "human", "level"})  # Seat's fields, as a save writes them


def seat_from_json(data: Any) -> Seat:
    if not set(data) <= SEAT_KEYS:  # a renamed "level" would be dropped by the next save
        raise ValueError("a seat with a key this version does not know")
    name, human, level = data["name"], data["human"], data.get("level", "")
    if not isinstance(name, str) or not isinstance(human, bool) or not isinstance(level, str):
        raise ValueError("a seat needs a name and whether it is human")
    return Seat(name[:NAME_MAX], human, level[:NAME_MAX])
