"""Silex and the City, headless: the state, the four-phase turn and the round end.

A turn (shared/rules/silex.md section 5), in Werther's direction:
1. optionally search for ideas (fewer than ``hand_size`` cards): a random hidden Idea flint,
   draw 1 or 2 spots, the turn ends;
2. play strictly above a pile (one card or an Addition, top card counts), or decline: reveal a
   Discovery (the round ends) or, holding none, show the hand and take a Black Idea;
3. optionally use the top card's power (powers.py);
4. draw one spot if the spread is not empty.

Every step that waits for a player is a ``Decision``: ``draw`` (a spot), ``power``,
``url_give`` (a SECRET moment: every seat with cards chooses in turn, unseen), ``web_give``,
``take_piles`` and ``discard`` (the round-end rebuild).

Over 500 lines on purpose: one rules state. The four-phase turn, the decisions it waits on and
the round end share the state's fields and pass the turn between them, and read best in one
class; the powers (``powers.py``), the Village (``village.py``), the spread (``spread.py``)
and the scoring (``scoring.py``) are already apart.
"""

from __future__ import annotations

import copy
import random
from typing import Any

from ..common import SECRET, TURN, Action, Decision, GameState, make_result
from ..common.decision import OVER
from ..common.disclosure import DisclosureRules
from . import spread, village
from .data import CARDS, DATA, sort_cards
from .powers import PowersMixin
from .scoring import breakdown, seat_scores, winners

DIRECTIONS = {"left": 1, "right": -1}


class _Memo:
    """The legal actions of one position (keyed by the number of applied actions), computed
    once. Always equal to another memo and never copied, so it plays no part in state
    equality, saves or clones. Code that edits a state by hand (tests) sets ``key = None``."""

    def __init__(self) -> None:
        self.key: int | None = None
        self.actions: list[Action] = []
        self.keys: set[tuple] = set()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Memo)

    __hash__ = None  # type: ignore[assignment]

    def __deepcopy__(self, memo: dict) -> _Memo:
        return _Memo()


def _typed(value: Any) -> Any:
    kind = type(value)
    if kind is list:
        items = tuple(_typed(v) for v in value)
        return None if None in items else ("list", items)
    if kind in (str, int, bool):
        return (kind.__name__, value)
    return None  # floats, tuples, dicts, None: no legal action holds them


def action_key(action: Any) -> tuple | None:
    """A hashable key for an action that keeps JSON types apart (1, 1.0, True, "1" differ);
    None for anything no legal action can be."""
    if type(action) is not dict:
        return None
    items = []
    for name, value in action.items():
        typed = _typed(value)
        if type(name) is not str or typed is None:
            return None
        items.append((name, typed))
    return tuple(sorted(items))


class SilexState(PowersMixin, GameState):
    GAME_ID = "silex"
    # What each event tells (engine/common/disclosure.py): plays, a Black Idea, a Blog's put-back
    # and a Web's card show the player's own cards; a draw, a search, a reveal, the Url's
    # cards arriving and a new round bring news.
    DISCLOSURE = DisclosureRules(
        silent=frozenset({"no_power", "url", "web", "spam", "take_piles"}),
        shows=frozenset({"play", "black_idea", "blog", "discard", "web_given"}),
        echoes=frozenset({"url_chosen", "put_back", "web_gave", "discarded"}),
        handed=frozenset({"web_received"}),
    )

    # ---- setup -------------------------------------------------------------------------
    def _setup(self) -> None:
        n = self.num_players
        self._memo = _Memo()
        self.round = 1
        self.over = False
        self.ended_by = ""
        self.direction = DIRECTIONS[DATA.werther_start]
        self.hands: list[list[str]] = [[] for _ in range(n)]
        self.ideas: list[list[int]] = [[] for _ in range(n)]
        self.black = [0] * n
        self.revealed: list[list[str]] = [[] for _ in range(n)]
        self.idea_supply = list(DATA.idea_flints)
        self.piles: list[list[str]] = [[] for _ in range(village.PILES)]
        self.spots: list[dict] = []
        self.next_spot = 0
        self.spread_places = 0  # the places this round's spread was laid at
        self.url: dict[str, Any] | None = None
        self.rebuild: dict[str, Any] | None = None
        self.last_play: dict[str, Any] | None = None
        self.idle = 0  # turns in a row with nothing played or drawn
        # Hand cards whose holder other seats know: card -> those seats, or "all" (a Black
        # Idea showed it; a card handed on with Url or Web, or drawn from one's put-back
        # spot, is known to the seat it came from). ``resample_secrets`` keeps them in place.
        self.known_in_hand: dict[str, list[int] | str] = {}
        # Discoveries the Village turned up and slipped back into the spread: in a hand or
        # the spread since, until revealed (never in the box).
        self.shown_discoveries: list[str] = []

        characters = list(DATA.characters)
        self.rng.shuffle(characters)
        self.removed: list[str] = []
        if n == 2:
            k = DATA.two_player_removed
            self.removed, characters = sort_cards(characters[:k]), characters[k:]
        discoveries = list(DATA.discoveries)
        self.rng.shuffle(discoveries)
        in_play = discoveries[: DATA.discoveries_per_game]
        self.box = sort_cards(discoveries[DATA.discoveries_per_game :])
        # The Village: three face-up piles, a repeated character covered from the deck.
        for k in range(village.PILES):
            while not self.piles[k] or self._clashes(k):
                self.piles[k].append(characters.pop())
        for seat in range(n):
            self.hands[seat] = sort_cards(characters[: DATA.hand_size])
            characters = characters[DATA.hand_size :]
        self.spots = spread.lay_out(characters + in_play, self.rng, 0)
        self.next_spot = len(self.spots)
        self.spread_places = len(self.spots)
        self.turn_seat = self.rng.randrange(n)
        self.log(
            "setup",
            players=n,
            removed=len(self.removed),
            discoveries=DATA.discoveries_per_game,
            hand_size=DATA.hand_size,
            rounds=DATA.rounds,
            werther=self.werther,
            first=self.turn_seat,
            doubles=bool(self.options["expert_doubles"]),
        )
        self.log("village", piles=[{"pile": k, "cards": list(p)} for k, p in enumerate(self.piles)])
        self.log("new_spread", spots=[s["spot"] for s in self.spots], round=1)
        for seat in range(n):
            self.tell(seat, "dealt", cards=list(self.hands[seat]))

    def _clashes(self, k: int) -> bool:
        pile = self.piles[k]
        return bool(pile) and CARDS[pile[-1]].character in village.visible_characters(
            self.piles, except_pile=k
        )

    # ---- small facts ---------------------------------------------------------------------
    @property
    def werther(self) -> str:
        return "left" if self.direction == 1 else "right"

    def neighbour(self, seat: int, direction: int | None = None) -> int:
        return (seat + (self.direction if direction is None else direction)) % self.num_players

    def characters_in_hand(self, seat: int) -> list[str]:
        return [c for c in self.hands[seat] if CARDS[c].is_character]

    def discoveries_in_hand(self, seat: int) -> list[str]:
        return [c for c in self.hands[seat] if not CARDS[c].is_character]

    def revealed_count(self) -> int:
        return sum(len(r) for r in self.revealed)

    def can_search(self, seat: int) -> bool:
        return (
            len(self.hands[seat]) < DATA.hand_size and bool(self.spots) and bool(self.idea_supply)
        )

    def _give(self, seat: int, card: str) -> None:
        self.hands[seat] = sort_cards(self.hands[seat] + [card])

    def _lose(self, seat: int, card: str) -> None:
        self.hands[seat].remove(card)
        self.known_in_hand.pop(card, None)

    def _known_to(self, card: str, seats: list[int] | str) -> None:
        """Others know the hand ``card`` just went to: every seat ("all") or ``seats``."""
        self.known_in_hand[card] = seats if seats == "all" else sorted(set(seats))

    # ---- whose move ----------------------------------------------------------------------
    def _whose_turn(self) -> int | None:
        return None if self.over else self.turn_seat

    def phase_name(self) -> str:
        if self.over:
            return OVER
        d = self.decision
        if d is None:
            return "turn"
        if d.kind == "draw":
            return {"search": "search", "blog": "power", "end": "draw"}[d["reason"]]
        if d.kind in ("power", "web_give"):
            return "power"
        if d.kind == "url_give":
            return "url"
        return "round_end"  # take_piles, discard

    def moment(self) -> str:
        if self.over:
            return OVER
        if self.decision is not None and self.decision.kind == "url_give":
            return SECRET
        return TURN

    def secret_pending(self) -> list[int]:
        if self.url is None or self.decision is None or self.decision.kind != "url_give":
            return super().secret_pending()
        return [s for s in self.url["order"] if self.url["choices"][s] is None]

    # ---- legal actions (computed once per position) ------------------------------------------
    def legal_actions(self) -> list[Action]:
        memo = self._memo
        if memo.key != len(self.history):
            memo.actions = super().legal_actions()
            memo.keys = {action_key(a) for a in memo.actions}  # type: ignore[misc]
            memo.key = len(self.history)
        # Copies (lists inside too), so a caller changing one cannot change the memo.
        return [{k: list(v) if type(v) is list else v for k, v in a.items()} for a in memo.actions]

    def is_legal(self, action: Any) -> bool:
        key = action_key(action)
        if key is None:
            return False
        self.legal_actions()
        return key in self._memo.keys

    def _legal_actions(self) -> list[Action]:
        seat = self.turn_seat
        actions: list[Action] = []
        if self.can_search(seat):
            most = min(DATA.search_max_draw, len(self.spots))
            actions += [{"type": "search", "count": k} for k in range(1, most + 1)]
        actions += village.legal_plays(
            self.hands[seat], self.piles, bool(self.options["expert_doubles"])
        )
        found = self.discoveries_in_hand(seat)
        if found:
            actions += [{"type": "reveal", "card": c} for c in found]
        else:
            actions.append({"type": "black_idea"})
        return actions

    def _decision_actions(self, d: Decision) -> list[Action]:
        seat = d.seat
        if d.kind == "draw":
            return [{"type": "draw", "spot": s["spot"]} for s in self.spots]
        if d.kind == "power":
            return self.power_actions(seat, d["power"]) + [{"type": "no_power"}]
        if d.kind == "url_give":
            return [{"type": "url_give", "card": c} for c in self.hands[seat]]
        if d.kind == "web_give":
            return [{"type": "web_give", "card": c} for c in self.hands[seat]]
        if d.kind == "take_piles":
            return [{"type": "take_piles", "piles": list(p)} for p in d["choices"]]
        if d.kind == "discard":
            return [{"type": "discard", "card": c} for c in self.hands[seat]] + [
                {"type": "discard_done"}
            ]
        raise AssertionError(d.kind)

    # ---- phase 1 and 2 -----------------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        seat = self.turn_seat
        kind = action["type"]
        if kind == "search":
            value = self.idea_supply.pop(self.rng.randrange(len(self.idea_supply)))
            self.ideas[seat].append(value)
            self.log("search", seat=seat, count=action["count"], ideas=len(self.ideas[seat]))
            self.tell(seat, "idea", value=value)
            self.ask("draw", seat, reason="search", left=action["count"])
        elif kind in ("play", "double"):
            self._play(seat, action)
        elif kind == "reveal":
            self._reveal(seat, action["card"])
        elif kind == "black_idea":
            shown = list(self.hands[seat])
            for card in shown:
                self._known_to(card, "all")
            self.black[seat] += 1
            draws = bool(self.options["black_idea_draws"])
            if not draws and self.idle + 1 >= self.num_players:
                draws = True  # the literal reading's safeguard: a table round without progress
            self.log(
                "black_idea",
                seat=seat,
                hand=shown,
                black_ideas=self.black[seat],
                draws=draws and bool(self.spots),
            )
            if draws:
                if not self.spots:
                    self.idle += 1
                self._end_of_turn(seat)
            else:
                self.idle += 1
                self._next_turn()
        else:
            raise AssertionError(kind)

    def _play(self, seat: int, action: Action) -> None:
        cards, top_card, k = action["cards"], action["top"], action["pile"]
        covered = village.top(self.piles[k])
        for c in cards:
            self._lose(seat, c)
        self.piles[k] += [c for c in cards if c != top_card] + [top_card]
        total = sum(CARDS[c].value for c in cards)
        self.last_play = {"seat": seat, "cards": list(cards), "top": top_card, "pile": k}
        self.idle = 0
        self.log(
            "play",
            seat=seat,
            cards=list(cards),
            top=top_card,
            pile=k,
            covered=covered,
            total=total,
            double=action["type"] == "double",
        )
        power = CARDS[top_card].power
        if power and self.power_actions(seat, power):
            self.ask("power", seat, power=power)
        else:
            self._end_of_turn(seat)

    # ---- decisions ---------------------------------------------------------------------------
    def _decide(self, d: Decision, action: Action) -> None:
        kind = action["type"]
        if kind == "draw":
            self._draw(d, action["spot"])
        elif d.kind == "power":
            self.use_power(d.seat, d["power"], action)
        elif kind == "url_give":
            self.url_choose(d.seat, action["card"])
        elif kind == "web_give":
            self.web_give(d.seat, d["by"], action["card"])
        elif kind == "take_piles":
            self.decision = None
            self._take_piles(d.seat, action["piles"])
        elif kind == "discard":
            self._lose(d.seat, action["card"])
            assert self.rebuild is not None
            self.rebuild["discards"].append(action["card"])
            self.log("discard", seat=d.seat)
            self.tell(d.seat, "discarded", card=action["card"])
            if not self.hands[d.seat]:
                self.decision = None
                self._finish_rebuild()
        elif kind == "discard_done":
            self.decision = None
            self._finish_rebuild()
        else:
            raise AssertionError(kind)

    def _draw(self, d: Decision, spot_id: int) -> None:
        seat = d.seat
        taken = spread.take(self.spots, spot_id)
        self._give(seat, taken["card"])
        if taken["by"] is not None and taken["by"] != seat:
            self._known_to(taken["card"], [taken["by"]])  # its Blog put it there
        self.idle = 0
        place = taken["place"]
        self.log("draw", seat=seat, spot=spot_id, place=place, by=taken["by"], reason=d["reason"])
        self.tell(seat, "drew", card=taken["card"], spot=spot_id, place=place, reason=d["reason"])
        left = d["left"] - 1
        if left > 0 and self.spots:
            self.decision = d.step(left=left)
            return
        self.decision = None
        if d["reason"] == "search":
            self._next_turn()
        elif d["reason"] == "blog":
            self._end_of_turn(seat)
        else:
            self._next_turn()

    def _end_of_turn(self, seat: int) -> None:
        """Phase 4: the mandatory draw if the spread has a card, then the next player."""
        self.decision = None
        if self.spots:
            self.ask("draw", seat, reason="end", left=1)
        else:
            self._next_turn()

    def _next_turn(self) -> None:
        self.decision = None
        self.turn_seat = self.neighbour(self.turn_seat)

    # ---- not playing: a Discovery ends the round -----------------------------------------------
    def _reveal(self, seat: int, card: str) -> None:
        self._lose(seat, card)
        self.revealed[seat].append(card)
        if card in self.shown_discoveries:
            self.shown_discoveries.remove(card)
        count = self.revealed_count()
        last = count >= DATA.rounds
        self.log(
            "reveal",
            seat=seat,
            card=card,
            value=CARDS[card].value,
            round=self.round,
            last=last,
        )
        if last:
            self._end_game()
            return
        self.rebuild = {"seat": seat, "piles": [], "taken": [], "discards": []}
        sizes = [len(p) for p in self.piles]
        pairs = [
            [a, b]
            for a in range(village.PILES)
            for b in range(a + 1, village.PILES)
            if all(
                sizes[c] <= min(sizes[a], sizes[b]) for c in range(village.PILES) if c not in (a, b)
            )
        ]
        if len(pairs) > 1:
            self.ask("take_piles", seat, choices=pairs)
        else:
            self._take_piles(seat, pairs[0])

    def _take_piles(self, seat: int, piles: list[int]) -> None:
        assert self.rebuild is not None
        taken: list[str] = []
        for k in piles:
            taken += self.piles[k]
            self.piles[k] = []
        self.rebuild["taken"] = taken
        self.rebuild["piles"] = list(piles)
        self.log("take_piles", seat=seat, piles=list(piles), cards=len(taken))
        if self.hands[seat]:
            self.ask("discard", seat)
        else:
            self._finish_rebuild()

    def _finish_rebuild(self) -> None:
        assert self.rebuild is not None
        seat = self.rebuild["seat"]
        pool = self.rebuild["taken"] + self.rebuild["discards"] + [s["card"] for s in self.spots]
        self.spots = spread.lay_out(pool, self.rng, self.next_spot)
        self.next_spot += len(self.spots)
        self.round += 1
        self.log("new_spread", spots=[s["spot"] for s in self.spots], round=self.round)
        drawn: list[str] = []
        while len(self.hands[seat]) < DATA.hand_size and self.spots:
            taken = self.spots.pop(self.rng.randrange(len(self.spots)))
            self._give(seat, taken["card"])
            drawn.append(taken["card"])
        self.log("refill", seat=seat, count=len(drawn))
        if drawn:
            self.tell(seat, "refilled", cards=sort_cards(drawn))
        laid = []
        for k in self.rebuild["piles"]:
            self._refill_pile(k)
            laid.append({"pile": k, "cards": list(self.piles[k])})
        self.log("village", piles=laid)
        spread.close_up(self.spots)
        self.spread_places = len(self.spots)
        self.rebuild = None
        self.last_play = None
        self.turn_seat = self.neighbour(seat)
        self.idle = 0
        self.log("round_start", round=self.round, seat=self.turn_seat)

    def _refill_pile(self, k: int) -> None:
        """Turn up cards from the spread onto pile ``k`` until its top shows a character not
        visible elsewhere; a Discovery turned up is shown and slipped back at random."""
        while not self.piles[k] or self._clashes(k):
            if not any(CARDS[s["card"]].is_character for s in self.spots):
                return  # nothing left to lay (a starved rebuild); the pile stays as it is
            taken = self.spots.pop(self.rng.randrange(len(self.spots)))
            if not CARDS[taken["card"]].is_character:
                self.log("village_discovery", card=taken["card"])
                self.shown_discoveries.append(taken["card"])
                taken["by"] = None
                self.spots.insert(self.rng.randrange(len(self.spots) + 1), taken)
                spread.shuffle_contents(self.spots, self.rng)
                continue
            self.piles[k].append(taken["card"])

    def _end_game(self) -> None:
        self.over = True
        self.decision = None
        self.url = None
        self.ended_by = "last_discovery"
        result = self._result()
        self.log(
            "game_end",
            scores=result["scores"],
            winners=result["winners"],
            ideas=[sorted(i) for i in self.ideas],
        )

    # ---- copies --------------------------------------------------------------------------------
    def clone(self) -> SilexState:
        """An independent copy, fast: logged events, applied actions and decisions are never
        changed once made, so the copy shares them; everything that changes is copied."""
        other = copy.copy(self)
        other.options = dict(self.options)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other.events = list(self.events)
        other.private = [list(p) for p in self.private]
        other.history = list(self.history)
        other.hands = [list(h) for h in self.hands]
        other.ideas = [list(i) for i in self.ideas]
        other.black = list(self.black)
        other.revealed = [list(r) for r in self.revealed]
        other.idea_supply = list(self.idea_supply)
        other.piles = [list(p) for p in self.piles]
        other.spots = [dict(s) for s in self.spots]
        other.removed = list(self.removed)
        other.box = list(self.box)
        other.url = copy.deepcopy(self.url)
        other.rebuild = copy.deepcopy(self.rebuild)
        other.last_play = copy.deepcopy(self.last_play)
        other.known_in_hand = dict(self.known_in_hand)
        other.shown_discoveries = list(self.shown_discoveries)
        other._memo = _Memo()
        return other

    # ---- outcome -----------------------------------------------------------------------------
    def _result(self) -> dict[str, Any]:
        scores = seat_scores(self.ideas, self.black, self.revealed)
        return make_result(
            scores,
            winners(scores, self.ideas, self.black, self.revealed, self.options["tie_break"]),
            self.ended_by or "last_discovery",
            ideas=[sorted(i) for i in self.ideas],
            black_ideas=list(self.black),
            discoveries=[list(r) for r in self.revealed],
            points=breakdown(self.ideas, self.black, self.revealed),
            rounds=self.round,
        )

    # ---- views and secrets ---------------------------------------------------------------------
    def _open_secrets(self) -> dict[str, Any]:
        """Every hand and Idea flint, the spread's face-down cards, the Idea supply."""
        from ...i18n import _
        from .data import card_name

        seats = [
            [card_name(c) for c in hand] + [_("Idea {value}").format(value=v) for v in ideas]
            for hand, ideas in zip(self.hands, self.ideas, strict=True)
        ]
        spread = [card_name(s["card"]) for s in self.spots]
        supply = [str(v) for v in self.idea_supply]
        piles = [
            {"name": _("Spread"), "items": spread},
            {"name": _("Idea supply"), "items": supply},
            {
                "name": _("Out of the game"),
                "items": [card_name(c) for c in self.removed + self.box],
            },
        ]
        return {"seats": seats, "piles": piles}

    def _view(self, seat: int | None) -> dict[str, Any]:
        from .view import table_view

        return table_view(self, seat)

    def _prompt(self, seat: int) -> dict[str, Any]:
        from .explain import prompt

        return prompt(self, seat)

    def explain_illegal(self, action: Action) -> str:
        from .explain import explain

        return explain(self, action)

    def resample_secrets(self, seat: int, rng: random.Random) -> SilexState:
        from .secrets import resample

        return resample(self, seat, rng)

    # ---- invariants ----------------------------------------------------------------------------
    def all_cards(self) -> list[str]:
        cards = [c for h in self.hands for c in h] + [s["card"] for s in self.spots]
        cards += [c for p in self.piles for c in p] + [c for r in self.revealed for c in r]
        cards += self.removed + self.box
        if self.rebuild is not None:
            cards += self.rebuild["taken"] + self.rebuild["discards"]
        return cards

    def _check_invariants(self) -> None:
        cards = self.all_cards()
        assert sorted(cards) == sorted(CARDS), "a card was created or lost"
        assert len({s["spot"] for s in self.spots}) == len(self.spots), "two cards on one spot"
        assert all(s["spot"] < self.next_spot for s in self.spots)
        places = [s["place"] for s in self.spots]
        assert len(set(places)) == len(places), "two cards at one place"
        assert all(1 <= p <= self.spread_places + 1 for p in places), "a place off the spread"
        flints = sorted(self.idea_supply + [v for i in self.ideas for v in i])
        assert flints == sorted(DATA.idea_flints), "an Idea flint was created or lost"
        for h in self.hands:
            assert h == sort_cards(h), "hands are kept in the canonical order"
        for p in self.piles:
            assert all(CARDS[c].is_character for c in p), "a Discovery in the Village"
        in_hands = {c for h in self.hands for c in h}
        assert all(c in in_hands for c in self.known_in_hand), "a known card is not in a hand"
        assert not set(self.shown_discoveries) & set(self.box), "a shown Discovery in the box"
        in_play = len(DATA.discoveries) - len(self.box)
        assert in_play == DATA.discoveries_per_game
        assert self.revealed_count() <= DATA.rounds
        if self.decision is None and not self.over and self.rebuild is None:
            tops = [CARDS[p[-1]].character for p in self.piles if p]
            starved = not any(CARDS[s["card"]].is_character for s in self.spots)
            assert len(set(tops)) == len(tops) or starved, "a character visible twice"
