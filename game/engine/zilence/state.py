"""The rules of Zilence as a GameState (shared/ENGINE.md; shared/rules/zilence.md section 4).

One round: the holder of the timer and the flight pointer starts the timer (``start_timer``,
as in the box, where the start player turns the timer over when the table is ready); that
reveals the round's symbol; every seat secretly chooses the red, yellow or blue path of that
symbol (one ``choose_path`` action each, in seat order starting with the pointer's holder);
then the three routes are followed, each seat finds the face-up items its route passes (with
multiplicity), the game ends if someone has found everything, else the board changes, the
pointer passes on, everyone refills to three different face-up items and a new round waits
for its timer. Scanning time is the UI's business; ``scan_seconds`` is in the view.

Saves from before ``start_timer`` existed hold only ``choose_path`` actions, one per seat and
round: ``saved_actions`` puts the start of each round's timer back in front of them.
"""

from __future__ import annotations

import random
from typing import Any

from ...i18n import _
from ..common import OVER, SECRET, TURN, Action, GameState, make_result
from ..common.disclosure import DisclosureRules
from . import decks as deckrules
from . import layout as lay
from .board import Board
from .decks import Character, load_characters
from .loader import load_board
from .walk import Route, symbol_routes

PHASE_READY, PHASE_CHOOSE, PHASE_OVER = "ready", "choose", "over"
START_TIMER: Action = {"type": "start_timer"}


_DEFAULT: dict[str, object] = {}


def board() -> Board:
    """The shipped board, loaded on first use and then kept (playouts call this a lot)."""
    if "board" not in _DEFAULT:
        _DEFAULT["board"] = load_board()
    return _DEFAULT["board"]  # type: ignore[return-value]


def characters() -> tuple[Character, ...]:
    if "characters" not in _DEFAULT:
        _DEFAULT["characters"] = load_characters(board().catalogue.item_ids)
    return _DEFAULT["characters"]  # type: ignore[return-value]


class ZilenceState(GameState):
    GAME_ID = "zilence"
    # What each event tells (engine/common/disclosure.py): a path chosen says only that; the
    # symbol drawn and the round's reveal bring news.
    DISCLOSURE = DisclosureRules(silent=frozenset({"path_chosen"}))

    # ---- setup -----------------------------------------------------------------------
    def _setup(self) -> None:
        b = board()
        chars = characters()
        self.layout: list[str] = list(lay.random_layout(b, self.rng))
        self.characters: list[str] = [chars[s].cid for s in range(self.num_players)]
        self.decks: list[list[str]] = []
        for seat in range(self.num_players):
            deck = list(chars[seat].deck)
            self.rng.shuffle(deck)
            self.decks.append(deck)
        self.face_up: list[list[str]] = [[] for _ in range(self.num_players)]
        self.found: list[list[str]] = [[] for _ in range(self.num_players)]
        self.choices: list[str | None] = [None] * self.num_players
        self.pointer = 0  # the seat holding the timer and the flight pointer
        self.round = 0
        self.symbol = ""  # drawn when the timer starts ("" while the round waits for it)
        self.timer_started = False
        self.winners: list[int] | None = None
        self.ended_by = ""
        self.last_round: dict[str, Any] | None = None
        self.log(
            "setup",
            layout=list(self.layout),
            characters=list(self.characters),
            scan_seconds=self.options["scan_seconds"],
        )
        self._refill_all()
        self._start_round()

    def _refill_all(self) -> None:
        for seat in range(self.num_players):
            revealed = deckrules.refill(
                self.face_up[seat], self.decks[seat], self.options["face_up_items"]
            )
            if revealed:
                self.log(
                    "items_revealed", seat=seat, items=revealed, face_up=list(self.face_up[seat])
                )

    def _start_round(self) -> None:
        """A new round waits for its timer: nobody has seen its symbol yet."""
        self.round += 1
        self.symbol = ""
        self.timer_started = False
        self.choices = [None] * self.num_players
        self.log("round_started", round=self.round, pointer=self.pointer)

    def _start_timer(self) -> None:
        """The pointer's holder starts the timer: the symbol is revealed that moment."""
        self.timer_started = True
        self.symbol = self.rng.choice(board().catalogue.symbol_ids)
        self.log("timer_started", round=self.round, seat=self.pointer, symbol=self.symbol)

    @classmethod
    def saved_actions(cls, actions: Any, players: Any) -> Any:
        """A save from before ``start_timer``: every round was ``players`` path choices in a
        row; each round's timer start goes back in front of its first choice (the symbol is
        drawn then, from the same generator, so the game replays the same)."""
        old = isinstance(actions, list) and bool(actions) and isinstance(players, int)
        if (
            not old
            or players < 1
            or any(not isinstance(a, dict) or a.get("type") != "choose_path" for a in actions)
        ):
            return actions
        out: list[Any] = []
        for i, action in enumerate(actions):
            if i % players == 0:
                out.append(dict(START_TIMER))
            out.append(action)
        return out

    # ---- the contract --------------------------------------------------------------------
    def _whose_turn(self) -> int | None:
        if self.winners is not None:
            return None
        if not self.timer_started:
            return self.pointer
        pending = self.secret_pending()
        return pending[0] if pending else None

    def moment(self) -> str:
        """The timer's start is an open turn of the pointer's holder; the choices are secret."""
        if self.winners is not None:
            return OVER
        return SECRET if self.timer_started else TURN

    def phase_name(self) -> str:
        if self.winners is not None:
            return PHASE_OVER
        return PHASE_CHOOSE if self.timer_started else PHASE_READY

    def secret_pending(self) -> list[int]:
        """Seats still to choose, from the pointer holder round the table."""
        if self.winners is not None or not self.timer_started:
            return []
        order = [(self.pointer + k) % self.num_players for k in range(self.num_players)]
        return [s for s in order if self.choices[s] is None]

    def _legal_actions(self) -> list[Action]:
        if not self.timer_started:
            return [dict(START_TIMER)]
        return [{"type": "choose_path", "color": c} for c in board().catalogue.color_ids]

    def explain_illegal(self, action: Action) -> str:
        cat = board().catalogue
        colors = cat.color_ids
        names = _(", ").join(cat.color_name(c) for c in colors)
        if not self.timer_started:
            return _("The timer has not been started yet: its holder starts it first.")
        if isinstance(action, dict) and action.get("type") == "start_timer":
            return _("The timer is already running.")
        if not isinstance(action, dict) or action.get("type") != "choose_path":
            return _("In Zilence you choose a path: {colors}.").format(colors=names)
        if action.get("color") not in colors:
            return _("{color!r} is not a path colour; choose {colors}.").format(
                color=action.get("color"), colors=names
            )
        return _("That choice is not allowed right now.")

    def _apply(self, action: Action) -> None:
        if action["type"] == "start_timer":
            self._start_timer()
            return
        seat = self.current_player
        assert seat is not None
        self.choices[seat] = action["color"]
        self.log("path_chosen", seat=seat)  # public: that a seat has chosen, never what
        if all(c is not None for c in self.choices):
            self._resolve()

    # ---- resolving a round ---------------------------------------------------------------
    def _resolve(self) -> None:
        b = board()
        routes = symbol_routes(
            b, tuple(self.layout), self.symbol, cross_sections=self.options["cross_sections"]
        )
        found_now: list[list[str]] = []
        for seat, color in enumerate(self.choices):
            got = deckrules.find(self.face_up[seat], routes[color].items)
            for kind in got:
                self.face_up[seat].remove(kind)
            self.found[seat].extend(got)
            found_now.append(got)
        resolution = {
            "round": self.round,
            "symbol": self.symbol,
            "layout": list(self.layout),
            "choices": list(self.choices),
            "found": found_now,
            "routes": {
                color: route_record(r, [s for s, c in enumerate(self.choices) if c == color])
                for color, r in routes.items()
            },
        }
        self.log("round_resolved", **resolution)
        self.last_round = resolution
        done = [s for s in range(self.num_players) if not self.face_up[s] and not self.decks[s]]
        limit = self.options["round_limit"]
        if done:
            self._finish(done, "found_all")
            return
        if limit and self.round >= limit:
            best = max(len(f) for f in self.found)
            self._finish([s for s, f in enumerate(self.found) if len(f) == best], "round_limit")
            return
        double, single = lay.double_single(b.starts, self.symbol)
        before = list(self.layout)
        self.layout = list(lay.change(tuple(self.layout), b.starts, self.symbol))
        self.log(
            "board_changed",
            symbol=self.symbol,
            double_slot=double,
            single_slot=single,
            before=before,
            layout=list(self.layout),
        )
        self.pointer = (self.pointer + 1) % self.num_players
        self._refill_all()
        self._start_round()

    def _finish(self, winners: list[int], how: str) -> None:
        self.winners = winners
        self.ended_by = how
        self.log("game_over", winners=list(winners), reason=how, round=self.round)

    def _open_secrets(self) -> dict[str, Any]:
        """Each seat's path choice this round (if made) and its item deck, next card first."""
        cat = board().catalogue
        seats = [
            [_("path: {color}").format(color=cat.color_name(choice) if choice else _("not chosen"))]
            + [_("next: {item}").format(item=cat.item_name(k)) for k in deck[:1]]
            + [cat.item_name(k) for k in deck[1:]]
            for choice, deck in zip(self.choices, self.decks, strict=True)
        ]
        return {"seats": seats, "piles": []}

    # ---- what a seat sees ------------------------------------------------------------------
    def _view(self, seat: int | None) -> dict[str, Any]:
        """``seat`` None is the spectator: nobody's path choice."""
        b = board()
        chars = {c.cid: c for c in characters()}
        starts = [s for s in b.starts if s.symbol == self.symbol]
        players = []
        for s in range(self.num_players):
            ch = chars[self.characters[s]]
            players.append(
                {
                    "seat": s,
                    "character": ch.cid,
                    "character_name": ch.shown_name,
                    "rgb": list(ch.rgb),
                    "face_up": list(self.face_up[s]),
                    "found": list(self.found[s]),
                    "deck_count": len(self.decks[s]),
                    "left_to_find": len(self.face_up[s]) + len(self.decks[s]),
                    "has_chosen": self.choices[s] is not None,
                }
            )
        return {
            "round": self.round,
            "layout": list(self.layout),
            "symbol": self.symbol,
            "symbol_name": b.catalogue.symbol_name(self.symbol) if self.symbol else "",
            "timer_started": self.timer_started,
            "active_starts": [
                {"color": s.color, "hub_side": s.hub_side, "inner_index": s.inner_index}
                for s in sorted(starts, key=lambda s: b.catalogue.color_ids.index(s.color))
            ],
            "colors": list(b.catalogue.color_ids),
            "scan_seconds": self.options["scan_seconds"],
            "pointer_holder": self.pointer,
            "my_choice": None if seat is None else self.choices[seat],
            "my_face_up": [] if seat is None else list(self.face_up[seat]),
            "players": players,
            "last_round": self.last_round,
            "options": dict(self.options),
        }

    def _prompt(self, seat: int) -> dict[str, Any]:
        cat = board().catalogue
        if not self.timer_started:
            text = _("Start the timer when everyone is ready: the symbol is revealed then.")
            return {"kind": "start_timer", "text": text}
        red, yellow, blue = (cat.color_name(c) for c in ("red", "yellow", "blue"))
        text = _("Which {symbol} path do you take: {red}, {yellow} or {blue}?").format(
            symbol=cat.symbol_name(self.symbol), red=red, yellow=yellow, blue=blue
        )
        return {"kind": "choose_path", "text": text}

    def _result(self) -> dict[str, Any]:
        return make_result(
            [len(f) for f in self.found],
            list(self.winners or []),
            self.ended_by,
            found=[list(f) for f in self.found],
            rounds=self.round,
        )

    def resample_secrets(self, seat: int, rng: random.Random) -> ZilenceState:
        """The item decks' order and the other seats' secret choices this round, anew."""
        other = self.redealt(rng)
        for deck in other.decks:
            rng.shuffle(deck)
        colors = board().catalogue.color_ids
        other.choices = [
            c if c is None or s == seat else rng.choice(colors) for s, c in enumerate(self.choices)
        ]
        return other

    # ---- invariants (called by the contract suite at every step) ----------------------------
    def _check_invariants(self) -> None:
        chars = {c.cid: c for c in characters()}
        size = self.options["face_up_items"]
        assert lay.is_layout(board(), self.layout), f"bad layout {self.layout}"
        for s in range(self.num_players):
            cards = sorted(self.decks[s] + self.face_up[s] + self.found[s])
            assert cards == sorted(chars[self.characters[s]].deck), "a card was created or lost"
            assert len(self.face_up[s]) <= size
            if self.winners is None:  # the last round is not refilled, so only while running
                if len(set(self.face_up[s])) < len(self.face_up[s]):
                    assert all(c in self.face_up[s] for c in self.decks[s]), "needless duplicate"
                assert self.face_up[s], f"seat {s} has nothing to look for in a running game"
                if len(self.face_up[s]) < size:
                    assert not self.decks[s], "refill stopped before the deck ran out"
        if self.winners is None and not self.timer_started:
            assert self.symbol == "" and all(c is None for c in self.choices)
        elif self.winners is None:
            assert any(c is None for c in self.choices)
            assert self.symbol in board().catalogue.symbol_ids
        else:
            assert self.winners and all(0 <= w < self.num_players for w in self.winners)


def route_record(r: Route, chosen_by: list[int]) -> dict[str, Any]:
    """A route as plain data for the log: items in order and where the pointer flies."""
    return {
        "items": list(r.items),
        "chosen_by": chosen_by,
        "hub_side": r.hub_side,
        "inner_index": r.inner_index,
        "steps": [[s.slot, s.side, s.strand, s.direction] for s in r.steps],
        "item_refs": [
            {"kind": f.kind, "slot": f.slot, "side": f.side, "id": f.oid, "arc": round(f.arc, 1)}
            for f in r.found
        ],
        "length": round(r.length, 1),
        "end": r.end,
    }
