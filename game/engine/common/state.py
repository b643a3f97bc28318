"""The shared base of every game state (see shared/ENGINE.md).

A state owns its seeded generator, its public event log, each seat's private events, the
pending decision and the list of applied actions. Subclasses implement the rules in
``_setup``, ``_whose_turn``, ``_legal_actions``, ``_apply`` (and ``_decision_actions`` /
``_decide`` for decisions), ``_view``, ``_prompt``, ``_result`` and ``resample_secrets``;
everything else (legality checks, the view envelope, saves, replay, cloning, equality) lives
here so the four games behave the same way.
"""

from __future__ import annotations

import copy
import json
import random
from typing import Any, ClassVar

from ...i18n import _
from .decision import ANYONE, OVER, SECRET, TURN, Decision
from .disclosure import DisclosureRules, disclosure
from .errors import IllegalAction
from .jsonmatch import copy_json, same_json

Action = dict[str, Any]
SAVE_FORMAT = 1


class GameState:
    """Base class: one game in progress. Seats are 0..num_players-1."""

    GAME_ID: ClassVar[str] = ""
    # What each event type tells (disclosure.py): whether a move may be taken back.
    DISCLOSURE: ClassVar[DisclosureRules] = DisclosureRules()

    def __init__(self, num_players: int, seed: int, options: dict[str, Any]) -> None:
        self.num_players = num_players
        self.seed = seed
        self.options = dict(options)
        self.rng = random.Random(seed)
        self.events: list[dict[str, Any]] = []
        self.private: list[list[dict[str, Any]]] = [[] for _ in range(num_players)]
        self.history: list[Action] = []
        self.decision: Decision | None = None
        self._setup()

    # ---- to implement -------------------------------------------------------------
    def _setup(self) -> None:
        raise NotImplementedError

    def _whose_turn(self) -> int | None:
        """The seat to act when no decision is pending; None once the game is over."""
        raise NotImplementedError

    def _legal_actions(self) -> list[Action]:
        raise NotImplementedError

    def _apply(self, action: Action) -> None:
        raise NotImplementedError

    def _decision_actions(self, decision: Decision) -> list[Action]:
        raise NotImplementedError(f"{self.GAME_ID} asks no decision {decision.kind!r}")

    def _decide(self, decision: Decision, action: Action) -> None:
        raise NotImplementedError(f"{self.GAME_ID} asks no decision {decision.kind!r}")

    def _view(self, seat: int | None) -> dict[str, Any]:
        """The game's own part of a seat's view: public facts plus that seat's secrets
        (``None``: the spectator's, public facts only)."""
        raise NotImplementedError

    def _prompt(self, seat: int) -> dict[str, Any]:
        """What ``seat`` (which may act now) is asked: at least ``kind`` and ``text``."""
        return {"kind": self.decision.kind if self.decision else "turn", "text": ""}

    def _result(self) -> dict[str, Any]:
        """The outcome: build it with ``make_result``."""
        raise NotImplementedError

    def resample_secrets(self, seat: int, rng: random.Random) -> GameState:
        """A state ``seat`` cannot tell from this one (equal view and log), with everything
        hidden from it dealt anew from ``rng``. Bots that search do so on these.

        Anew, but within what the table has learned: a card whose holder the seat knows
        stays put, and a fact the rules let everyone read from a move (a Silencio pass: no
        hidden card fits) holds in every re-deal, so the world is one the seat could be in;
        it is over exactly when this one is, and offers a legal action whenever this one
        does (tests/secrets_audit.py)."""
        raise NotImplementedError

    @classmethod
    def saved_actions(cls, actions: Any, players: Any) -> Any:
        """A save's actions as this version of the rules plays them: a game whose rules
        gained a move puts it into an older save here (Zilence's timer start). Unchanged by
        default; anything malformed is left for the replay to refuse."""
        return actions

    def _check_invariants(self) -> None:
        """Game-specific invariants (cards never created or lost, counts add up)."""

    def disclosure_memo(self) -> Any:
        """What a game notes just before an action to judge afterwards what it disclosed
        (``disclosure_of``'s ``memo``); nothing by default."""
        return None

    def disclosure_of(
        self,
        actor: int,
        public: list[dict[str, Any]],
        private: dict[int, list[dict[str, Any]]],
        chance: bool,
        memo: Any = None,
    ) -> str:
        """What an action by ``actor`` that produced these events disclosed: NONE, OWN or
        NEW (disclosure.py). A game whose event's meaning depends on its facts overrides it."""
        return disclosure(self.DISCLOSURE, actor, public, private, chance)

    def explain_illegal(self, action: Action) -> str:
        """Why ``action`` is not legal now, in words a player can read."""
        return _("That move is not allowed right now.")

    def phase_name(self) -> str:
        """A short public name for the part of the game (setup, passing, play, round end...)."""
        return OVER if self.is_over else "play"

    def moment(self) -> str:
        """TURN, SECRET or ANYONE (see decision.py); OVER once over."""
        return OVER if self.is_over else TURN

    def secret_pending(self) -> list[int]:
        """In a SECRET moment, the seats that have not chosen yet, next to choose first."""
        current = self.current_player
        return [] if current is None else [current]

    # ---- whose move ------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        if self.decision is not None:
            return self.decision.seat
        return self._whose_turn()

    @property
    def is_over(self) -> bool:
        return self.current_player is None

    def actors(self) -> list[int]:
        """The seats that may act now (all of them with a move, in an ANYONE moment)."""
        moment = self.moment()
        if moment == OVER:
            return []
        if moment == ANYONE:
            seats = {a.get("seat") for a in self._legal_actions()}
            return [s for s in range(self.num_players) if s in seats]
        if moment == SECRET:
            return self.secret_pending()
        current = self.current_player
        return [] if current is None else [current]

    def legal_actions(self) -> list[Action]:
        if self.is_over:
            return []
        if self.decision is not None:
            return self._decision_actions(self.decision)
        return self._legal_actions()

    def actions_for(self, seat: int) -> list[Action]:
        """The legal actions ``seat`` itself may take now (empty when it is not its move)."""
        self.check_seat(seat)
        if self.moment() == ANYONE and self.decision is None:
            return [a for a in self.legal_actions() if a.get("seat") == seat]
        return self.legal_actions() if seat == self.current_player else []

    def is_legal(self, action: Any) -> bool:
        """In legal_actions() with the same JSON types too (1.0 and True are not seat 1)."""
        # ``==`` (in C) finds the candidates; only an equal one is compared type by type.
        return isinstance(action, dict) and any(
            a == action and same_json(action, a) for a in self.legal_actions()
        )

    def apply(self, action: Action) -> None:
        """Perform one legal action; anything else raises IllegalAction and changes nothing."""
        if self.is_over:
            raise IllegalAction(_("The game is over."))
        if not self.is_legal(action):
            try:
                message = self.explain_illegal(action)
            except Exception:  # a malformed action must not break the explanation
                message = _("That move is not allowed right now.")
            raise IllegalAction(message)
        action = copy_json(action)  # plain JSON: is_legal compared it with a legal action
        if self.decision is not None:
            self._decide(self.decision, action)
        else:
            self._apply(action)
        self.history.append(copy_json(action))

    def check_seat(self, seat: Any) -> None:
        if type(seat) is not int or not 0 <= seat < self.num_players:
            raise ValueError(f"There is no seat {seat!r} at a table of {self.num_players}.")

    # ---- decisions -----------------------------------------------------------------------
    def ask(self, kind: str, seat: int, /, **facts: Any) -> Decision:
        """Wait for ``seat`` to make a ``kind`` of choice (its actions come from the game)."""
        self.decision = Decision(kind, seat, facts)
        return self.decision

    # ---- the log -------------------------------------------------------------------------
    def log(self, type_: str, /, **facts: Any) -> None:
        """Append a public event: what everyone at a real table would have seen."""
        self.events.append({"type": type_, **facts})

    def tell(self, viewer: int, type_: str, /, **facts: Any) -> None:
        """A private event: something only ``viewer`` saw (a card it looked at or received)."""
        self.private[viewer].append({"type": type_, "at": len(self.events), **facts})

    def events_for(self, seat: int | None) -> list[dict[str, Any]]:
        """The log as ``seat`` knows it: every public event, and its own private ones where
        they happened (marked ``"private": True``). ``None``: the spectator's, public only."""
        if seat is None:
            return list(self.events)
        self.check_seat(seat)
        out: list[dict[str, Any]] = []
        mine = self.private[seat]
        k = 0
        for i, event in enumerate(self.events):
            while k < len(mine) and mine[k]["at"] <= i:
                out.append({**mine[k], "private": True})
                k += 1
            out.append(event)
        out += [{**e, "private": True} for e in mine[k:]]
        return out

    # ---- the view envelope ---------------------------------------------------------------
    def view(self, seat: int) -> dict[str, Any]:
        """Everything ``seat`` may know now, in one shape for every game."""
        self.check_seat(seat)
        actions = self.actions_for(seat)
        return {
            "game": self.GAME_ID,
            "seat": seat,
            "num_players": self.num_players,
            "phase": self.phase_name(),
            "moment": self.moment(),
            "current_player": self.current_player,
            "actors": self.actors(),
            "actions": actions,
            "prompt": self.prompt_for(seat, bool(actions)),
            "result": self.result() if self.is_over else None,
            "table": self._view(seat),
        }

    def spectator_view(self) -> dict[str, Any]:
        """What anyone at the table may know: every public fact and no seat's secrets. The
        shared screen shows it between two humans' private moments (``seat`` is None, and
        each game's ``_view(None)`` leaves out every hand, peek and private choice)."""
        return {
            "game": self.GAME_ID,
            "seat": None,
            "num_players": self.num_players,
            "phase": self.phase_name(),
            "moment": self.moment(),
            "current_player": self.current_player,
            "actors": self.actors(),
            "actions": [],
            "prompt": self.prompt_for(None, False),
            "result": self.result() if self.is_over else None,
            "table": self._view(None),
        }

    def open_view(self) -> dict[str, Any]:
        """Everything at once, for looking back at a game (the replay's "Everything open"):
        the spectator view plus ``open``, every secret turned face up in words: each seat's
        hidden things (``seats``, one list per seat) and the hidden piles in their order
        (``piles``: name and items, the next to come first). Never given to a bot or a live
        table: they read ``view(seat)`` and ``spectator_view()`` only."""
        view = self.spectator_view()
        view["open"] = self._open_secrets()
        return view

    def _open_secrets(self) -> dict[str, Any]:
        """The game's secrets for ``open_view``: ``{"seats": [[word, ...] per seat],
        "piles": [{"name": ..., "items": [word, ...]}]}``."""
        raise NotImplementedError

    def prompt_for(self, seat: int | None, acting: bool) -> dict[str, Any] | None:
        """Who must decide what; the words only for a seat that may act now."""
        if self.is_over:
            return None
        kind = self.decision.kind if self.decision is not None else self.moment()
        prompt: dict[str, Any] = {"kind": kind, "text": "", "seat": self.current_player}
        if self.decision is not None:
            prompt.update({k: v for k, v in self.decision.facts.items() if k not in prompt})
        if acting:
            prompt.update(self._prompt(seat))
        return prompt

    # ---- outcome -------------------------------------------------------------------------
    def result(self) -> dict[str, Any]:
        """The outcome in one shape: scores, winners (or the team result), what ended it."""
        result = self._result()
        missing = {"scores", "winners", "ended_by", "team", "details"} - set(result)
        assert not missing, f"{self.GAME_ID} result lacks {sorted(missing)}"
        return result

    # ---- invariants ----------------------------------------------------------------------
    def check_invariants(self) -> None:
        """What holds for every game at every step, then the game's own invariants."""
        n = self.num_players
        current = self.current_player
        assert current is None or 0 <= current < n, f"current player {current} out of range"
        assert (current is None) == (self.legal_actions() == []), "no move though not over"
        if self.decision is not None:
            assert 0 <= self.decision.seat < n and not self.is_over
        assert len(self.private) == n
        for events in self.private:
            ats = [e["at"] for e in events]
            # in order, so all within the log when the first and the last are
            assert ats == sorted(ats) and (not ats or ats[0] >= 0 and ats[-1] <= len(self.events))
        assert all(0 <= s < n for s in self.actors())
        self._check_invariants()

    # ---- saves, copies, equality ---------------------------------------------------------
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

    def redealt(self, rng: random.Random) -> GameState:
        """A clone whose generator is reseeded from ``rng``: the future is unknown too.
        The start of every ``resample_secrets``."""
        other = self.clone()
        other.rng = random.Random(rng.getrandbits(64))
        return other

    def _comparable(self) -> dict[str, Any]:
        state = dict(vars(self))
        state["rng"] = self.rng.getstate()
        return state

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return self._comparable() == other._comparable()  # type: ignore[attr-defined]

    __hash__ = None  # type: ignore[assignment]


def make_result(
    scores: list[int | float],
    winners: list[int],
    ended_by: str,
    team: dict[str, Any] | None = None,
    **details: Any,
) -> dict[str, Any]:
    """The one result shape: per-seat ``scores``, ``winners`` (seats; for a cooperative game
    every seat or none), ``ended_by`` (what ended the game), ``team`` (a cooperative game's
    verdict, else None) and the game's own ``details``."""
    return {
        "scores": list(scores),
        "winners": sorted(winners),
        "ended_by": ended_by,
        "team": team,
        "details": details,
    }


__all__ = [
    "ANYONE",
    "OVER",
    "SECRET",
    "SAVE_FORMAT",
    "TURN",
    "Action",
    "GameState",
    "make_result",
]
