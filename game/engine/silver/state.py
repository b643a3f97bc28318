"""The state of a game of Silver: four rounds of villages, the deck, the display, the
discard pile, the amulet, and who has seen which card.

Cards are tags 0..51 (see cards.py); ``val[tag]`` is hidden, ``up[tag]`` says whether it
lies face up, ``seen[tag]`` which seats have looked at it this round. Turn flow: the peeks,
then turns (free actions before and after one main action; multi-step choices are
decisions), then a pause at each round end, until the fourth round is scored.

Actions (cards are named by their public tag, ``"card": int``):

- stage "peek": ``{"type": "peek", "slots": [i, j]}`` (i < j, village positions)
- stage "round_end": ``{"type": "continue"}`` (by the next start player)
- a turn: ``{"type": "draw"}`` (deck top), ``{"type": "draw", "card": t}`` (a Squire
  display card), ``{"type": "take"}`` (top discard), ``{"type": "call"}``; free actions
  ``{"type": "empath", "card": t}``, ``{"type": "guard", "bodyguard": b, "card": t}``,
  ``{"type": "amulet", "card": t}``; after the main action ``{"type": "end"}``
- decisions (``self.decision.kind``): "rascal" (draw again or ``skip``), "keep"
  (``keep`` one drawn card), "new_card" (``discard``, ``exchange`` one card, or ``mark``
  the first card of a multiple exchange), "set" (``mark`` further cards left to right,
  ``confirm``, ``cancel``), "place" (``{"type": "place", "at": k}`` after a matching set),
  "end" and "penalty" (``{"type": "place", "end": "left" | "right"}``), and the abilities
  "exposer"/"revealer" (``flip``), "beholder"/"apprentice"/"seer" (``look``), "master"
  (``take`` a discard card), "witch" (``look_deck``) then "witch_swap" (``swap``),
  "robber" (``give``) then "robber_steal" (``steal``, or ``back`` to choose the card to give
  again); each ability may be ``skip``-ped.

Over 500 lines on purpose: one rules state. The peeks, the turn's actions and decisions, the
call and the round ends share the cards' fields (``val``, ``up``, ``seen``) and pass the turn
between them, and read best in one class; the abilities (``abilities.py``), the exchanges
(``exchange.py``) and the small rule helpers (``rules.py``) are already apart.
"""

from __future__ import annotations

import copy
import random
from itertools import combinations
from typing import Any

from ...i18n import _
from ..common import Action, Decision, GameState, make_result
from ..common.disclosure import DisclosureRules
from .abilities import AbilityMixin
from .cards import (
    BODYGUARD,
    CALL_LIMIT,
    DECK_SIZE,
    EMPATH,
    PEEK,
    RASCAL,
    ROUNDS,
    SQUIRE,
    VALUES,
    VILLAGE_SIZE,
    VILLAGER,
    VILLAGES,
    ability_of,
    card_name,
)
from .exchange import ExchangeMixin
from .rules import amulet_handover, clockwise_from, final_winner, round_scores

PEEK_STAGE, TURN_STAGE, ROUND_END, OVER_STAGE = "peek", "turn", "round_end", "over"


class SilverState(ExchangeMixin, AbilityMixin, GameState):
    GAME_ID = "silver"
    # What each event tells (engine/common/disclosure.py): a discarded card the player had seen
    # is its own; an exchange or a set slid forward may show a village card it never saw, so
    # they count as news, as every draw, look, peek and flip does.
    DISCLOSURE = DisclosureRules(
        silent=frozenset(
            {
                "take",
                "guard",
                "place_end",
                "penalty",
                "place",
                "amulet",
                "call",
                "skip",
                "fizzle",
                "master_take",
            }
        ),
        shows=frozenset({"discard", "rascal_spare"}),
    )

    # ---- setup -----------------------------------------------------------------------
    def _setup(self) -> None:
        n = self.num_players
        self.round = 0
        self.round_scores: list[list[int]] = []
        self.round_totals: list[list[int]] = []
        self.totals = [0] * n
        self.start = self.rng.randrange(n)  # round 1: a random start player
        self.amulet_holder = self.start
        self.amulet_usable = False
        self.last_round: dict[str, Any] | None = None
        self.winner: int | None = None
        self._start_round()

    def _start_round(self) -> None:
        n = self.num_players
        self.round += 1
        self.val = list(VALUES)
        self.rng.shuffle(self.val)  # values onto this round's tags
        self.up = [False] * DECK_SIZE
        self.seen: list[set[int]] = [set() for _ in range(DECK_SIZE)]
        self.from_discard: set[int] = set()
        dealt = [list(range(k * VILLAGE_SIZE, (k + 1) * VILLAGE_SIZE)) for k in range(VILLAGES)]
        order = list(range(VILLAGES))
        self.rng.shuffle(order)  # U-20: villages handed out at random
        self.villages = [dealt[order[s]] for s in range(n)]
        self.removed = [t for k in order[n:] for t in dealt[k]]
        self.deck = list(range(DECK_SIZE - 1, VILLAGES * VILLAGE_SIZE - 1, -1))  # top = last
        self.display: list[int] = []
        self.discard: list[int] = []
        self.hand: list[int] = []  # drawn or taken cards not yet placed
        self.hand_from: dict[int, str] = {}
        self.guard: dict[int, int] = {}  # face-up Bodyguard -> the card it also protects
        self.amulet_card: int | None = None
        self.caller: int | None = None
        self.final_left: list[int] = []
        self.turn = self.start
        self._reset_turn()
        first = self.deck.pop()
        self.up[first] = True
        self.discard.append(first)
        self.stage = PEEK_STAGE
        self.peek_order = [(self.start + k) % n for k in range(n)]
        self.log(
            "round_start",
            round=self.round,
            start=self.start,
            amulet=self.amulet_holder,
            usable=self.amulet_usable,
            villages=[list(v) for v in self.villages],
            removed=len(self.removed),
            first_discard=first,
            value=self.val[first],
        )

    def _reset_turn(self) -> None:
        self.main_done = False
        self.free_used = False
        self.empath_used = 0
        self.extra = 0  # Rascal draws still to take this turn
        self.guarded_now: list[int] = []

    # ---- knowledge -------------------------------------------------------------------
    def saw(self, seat: int, tag: int, how: str) -> None:
        """``seat`` looks at ``tag``: it now knows it; a private event says what it saw."""
        self.seen[tag].add(seat)
        owner, slot = self.where(tag)
        self.tell(
            seat,
            "saw",
            viewer=seat,
            card=tag,
            value=self.val[tag],
            how=how,
            owner=owner,
            slot=slot,
            round=self.round,
            step=len(self.history),
        )

    def where(self, tag: int) -> tuple[int | None, int | None]:
        """(village owner, slot) of a card in a village, else (None, None)."""
        for seat, village in enumerate(self.villages):
            if tag in village:
                return seat, village.index(tag)
        return None, None

    def owner(self, tag: int) -> int | None:
        return self.where(tag)[0]

    def knows(self, seat: int, tag: int) -> bool:
        return self.up[tag] or seat in self.seen[tag]

    # ---- card powers -------------------------------------------------------------------
    def ability(self, tag: int) -> str:
        return ability_of(self.val[tag], self.options["value_order"])

    def active(self, tag: int) -> bool:
        """U-14: a card taken from the discard pile keeps its 0-4 and 13 abilities (default)."""
        return self.options["discard_taken_abilities"] or tag not in self.from_discard

    def face_up_powers(self, seat: int, power: str) -> list[int]:
        """The face-up cards of ``seat``'s village whose ``power`` works now."""
        return [
            t
            for t in self.villages[seat]
            if self.up[t] and self.ability(t) == power and self.active(t)
        ]

    def protected(self, seat: int) -> set[int]:
        """Cards of ``seat``'s village that opponents' abilities cannot touch (Bodyguards)."""
        village = self.villages[seat]
        out: set[int] = set()
        for b in self.face_up_powers(seat, BODYGUARD):
            out.add(b)
            if self.options["bodyguard_target"] == "adjacent":
                i = village.index(b)
                if len(village) > 1:
                    out.add(village[i + 1] if i + 1 < len(village) else village[i - 1])
            elif self.guard.get(b) in village:
                out.add(self.guard[b])
        return out

    def targetable(self, actor: int, tag: int, *, protection: bool = True) -> bool:
        """May ``actor``'s ability touch this village card? Never the amulet card; not an
        opponent's protected card."""
        if tag == self.amulet_card:
            return False
        owner = self.owner(tag)
        if protection and owner is not None and owner != actor:
            return tag not in self.protected(owner)
        return True

    def movable(self, seat: int) -> list[int]:
        """Cards of ``seat``'s village it may exchange (all but the amulet card)."""
        return [t for t in self.villages[seat] if t != self.amulet_card]

    def village_total(self, seat: int) -> int:
        return sum(self.val[t] for t in self.villages[seat])

    # ---- settling after every step ------------------------------------------------------
    def settle(self) -> bool:
        """Keep the Squire display full and check the Villagers; True if the round ended."""
        for b in list(self.guard):
            o = self.owner(b)
            if o is None or not self.up[b] or self.guard[b] not in self.villages[o]:
                del self.guard[b]
        self.refill()
        if self.villagers_up() and self.options["villager_end"] == "immediate":
            self.end_round("villagers")
            return True
        return False

    def refill(self) -> None:
        """One displayed card per face-up Squire in any village, while the deck lasts."""
        wanted = sum(len(self.face_up_powers(s, SQUIRE)) for s in range(self.num_players))
        while len(self.display) < wanted and self.deck:
            t = self.deck.pop()
            self.up[t] = True
            self.display.append(t)
            self.log("display", card=t, value=self.val[t])

    def villagers_up(self) -> bool:
        count = sum(len(self.face_up_powers(s, VILLAGER)) for s in range(self.num_players))
        return count >= 2

    # ---- whose move ---------------------------------------------------------------------
    def _whose_turn(self) -> int | None:
        if self.stage == OVER_STAGE:
            return None
        if self.stage == PEEK_STAGE:
            return self.peek_order[0]
        if self.stage == ROUND_END:
            return self.start
        return self.turn

    def phase_name(self) -> str:
        return self.stage

    # ---- actions at turn level ----------------------------------------------------------
    def _legal_actions(self) -> list[Action]:
        if self.stage == PEEK_STAGE:
            size = len(self.villages[self.peek_order[0]])
            return [{"type": "peek", "slots": list(c)} for c in combinations(range(size), PEEK)]
        if self.stage == ROUND_END:
            return [{"type": "continue"}]
        p = self.turn
        out: list[Action] = []
        if not self.main_done:
            out += self.draw_actions(p)
            if self.discard and self.movable(p):
                out.append({"type": "take"})
            if self.caller is None and len(self.villages[p]) <= CALL_LIMIT and not self.free_used:
                out.append({"type": "call"})
        if not self.main_done or self.options["free_action_timing"] == "before_or_after":
            out += self.free_actions(p)
        if self.main_done:
            out.append({"type": "end"})
        return out

    def draw_actions(self, p: int) -> list[Action]:
        out: list[Action] = [{"type": "draw"}] if self.deck else []
        if self.options["display_draw"] == "as_drawn" or self.movable(p):
            out += [{"type": "draw", "card": t} for t in self.display]
        return out

    def free_actions(self, p: int) -> list[Action]:
        village = self.villages[p]
        out: list[Action] = []
        empaths = len(self.face_up_powers(p, EMPATH))
        if self.options["empath_uses"] == "once":
            empaths = min(empaths, 1)
        if self.empath_used < empaths:
            out += [
                {"type": "empath", "card": t}
                for t in village
                if not self.up[t] and t != self.amulet_card
            ]
        if self.options["bodyguard_target"] == "designate":
            for b in self.face_up_powers(p, BODYGUARD):
                if b in self.guarded_now:
                    continue
                out += [
                    {"type": "guard", "bodyguard": b, "card": t}
                    for t in village
                    if t != b and t != self.guard.get(b)
                ]
        if self.amulet_holder == p and self.amulet_usable and self.amulet_card is None:
            out += [{"type": "amulet", "card": t} for t in village]
        return out

    def _apply(self, action: Action) -> None:
        kind = action["type"]
        if kind == "peek":
            self.do_peek(action["slots"])
        elif kind == "continue":
            self._start_round()
        elif kind == "draw":
            self.start_draw(action.get("card"))
        elif kind == "take":
            t = self.discard.pop()
            self.hand = [t]
            self.hand_from = {t: "discard"}
            self.main_done = True
            self.log("take", seat=self.turn, card=t, value=self.val[t])
            self.ask_new_card()
        elif kind == "call":
            self.caller = self.turn
            self.final_left = [s for s in clockwise_from(self.turn, self.num_players)][:-1]
            self.main_done = True
            self.log("call", seat=self.turn, cards=len(self.villages[self.turn]))
            self.end_turn()
        elif kind == "end":
            self.end_turn()
        else:
            self.do_free(action)

    def do_peek(self, slots: list[int]) -> None:
        seat = self.peek_order.pop(0)
        tags = [self.villages[seat][i] for i in slots]
        self.log("peek", seat=seat, cards=tags)
        for t in tags:
            self.saw(seat, t, "peek")
        if not self.peek_order:
            self.stage = TURN_STAGE
            self.begin_turn(self.start)

    def do_free(self, action: Action) -> None:
        p = self.turn
        kind = action["type"]
        self.free_used = True
        t = action["card"]
        if kind == "empath":
            self.empath_used += 1
            self.log("empath", seat=p, card=t)
            self.saw(p, t, "empath")
        elif kind == "guard":
            self.guard[action["bodyguard"]] = t
            self.guarded_now.append(action["bodyguard"])
            self.log("guard", seat=p, bodyguard=action["bodyguard"], card=t)
        else:
            self.amulet_card = t
            self.log("amulet", seat=p, card=t)
        if self.main_done and not self.free_actions(p):
            self.end_turn()

    # ---- drawing --------------------------------------------------------------------------
    def start_draw(self, card: int | None) -> None:
        self.main_done = True
        self.extra = len(self.face_up_powers(self.turn, RASCAL))
        self.draw_one(card)
        self.after_draw()

    def draw_one(self, card: int | None) -> None:
        p = self.turn
        if card is None:
            t = self.deck.pop()
            self.hand.append(t)
            self.hand_from[t] = "deck"
            self.log("draw", seat=p, card=t, source="deck")
            self.saw(p, t, "draw")
        else:
            self.display.remove(card)
            self.hand.append(card)
            self.hand_from[card] = "display"
            self.log("draw", seat=p, card=card, source="display", value=self.val[card])
            self.refill()

    def after_draw(self) -> None:
        if self.extra > 0 and self.draw_actions(self.turn):
            self.ask("rascal", self.turn, extra=self.extra)
            return
        self.decision = None
        if len(self.hand) > 1:
            self.ask("keep", self.turn, cards=list(self.hand))
            return
        self.ask_new_card()

    def keep(self, tag: int) -> None:
        p = self.turn
        spares = [t for t in self.hand if t != tag]
        for t in spares:
            if self.options["rascal_spares"] == "deck":
                if self.hand_from[t] == "display":  # everyone saw it; it goes back face down
                    self.seen[t] = set(range(self.num_players))
                self.up[t] = False
                self.deck.append(t)
                self.log("rascal_spare", seat=p, card=t, to="deck")
            else:
                self.up[t] = True
                self.discard.append(t)
                self.log("rascal_spare", seat=p, card=t, to="discard", value=self.val[t])
            del self.hand_from[t]
        self.hand = [tag]
        self.decision = None
        if self.settle():
            return
        self.ask_new_card()

    # ---- ending turns and rounds ------------------------------------------------------------
    def end_main(self) -> None:
        """The main action is resolved: free actions may follow, else the turn ends."""
        self.decision = None
        if self.stage != TURN_STAGE:
            return
        if self.settle():
            return
        p = self.turn
        if self.options["free_action_timing"] == "before_or_after" and self.free_actions(p):
            return  # the seat may still act, then "end"
        self.end_turn()

    def begin_turn(self, seat: int) -> None:
        self.turn = seat
        self._reset_turn()
        if not self.deck and not self.display:
            self.end_round("deck")  # U-15 "no_draw": nobody can draw any more

    def end_turn(self) -> None:
        self.decision = None
        if self.stage != TURN_STAGE:
            return
        p = self.turn
        if self.villagers_up():
            self.end_round("villagers")
            return
        if not self.deck and self.options["deck_out"] == "end_of_turn":
            self.end_round("deck")
            return
        if self.caller is not None and p != self.caller and p in self.final_left:
            self.final_left.remove(p)
        if self.caller is not None and not self.final_left:
            self.end_round("call")
            return
        self.begin_turn((p + 1) % self.num_players)

    def end_round(self, reason: str) -> None:
        self.decision = None
        for t in self.hand:
            self.up[t] = True
            self.discard.append(t)
        self.hand = []
        self.hand_from = {}
        n = self.num_players
        totals = [self.village_total(s) for s in range(n)]
        scores, ok = round_scores(totals, self.caller)
        holder, usable, why = amulet_handover(
            scores, self.caller, ok, self.amulet_holder, self.amulet_usable, self.options
        )
        for village in self.villages:
            for t in village:
                self.up[t] = True
        self.round_scores.append(scores)
        self.round_totals.append(totals)
        self.totals = [a + b for a, b in zip(self.totals, scores, strict=True)]
        self.last_round = {
            "round": self.round,
            "reason": reason,
            "villages": [[self.val[t] for t in v] for v in self.villages],
            "village_totals": totals,
            "scores": scores,
            "caller": self.caller,
            "call_ok": ok,
            "amulet": holder,
            "usable": usable,
            "amulet_reason": why,
        }
        self.log("round_end", **self.last_round, totals=list(self.totals))
        self.amulet_holder, self.amulet_usable = holder, usable
        self.start = holder
        self.amulet_card = None
        if self.round >= ROUNDS:
            self.stage = OVER_STAGE
            self.winner, tied = final_winner(self.totals, holder)
            self.log("game_end", totals=list(self.totals), winner=self.winner, tied=tied)
        else:
            self.stage = ROUND_END

    # ---- decisions ---------------------------------------------------------------------------
    def _decision_actions(self, d: Decision) -> list[Action]:
        if d.kind in ("rascal", "keep"):
            if d.kind == "keep":
                return [{"type": "keep", "card": t} for t in self.hand]
            return self.draw_actions(self.turn) + [{"type": "skip"}]
        if d.kind in ("new_card", "set", "place", "end", "penalty"):
            return self.exchange_actions(d)
        return self.ability_actions(d)

    def _decide(self, d: Decision, action: Action) -> None:
        if d.kind == "rascal":
            if action["type"] == "skip":
                self.extra = 0
            else:
                self.extra -= 1
                self.draw_one(action.get("card"))
            self.after_draw()
        elif d.kind == "keep":
            self.keep(action["card"])
        elif d.kind in ("new_card", "set", "place", "end", "penalty"):
            self.exchange_decide(d, action)
        else:
            self.ability_decide(d, action)

    # ---- outcome ------------------------------------------------------------------------------
    def _result(self) -> dict[str, Any]:
        assert self.winner is not None
        return make_result(
            list(self.totals),
            [self.winner],
            "rounds",
            rounds=[list(r) for r in self.round_scores],
            village_totals=[list(r) for r in self.round_totals],
            amulet=self.amulet_holder,
            tied=[s for s in range(self.num_players) if self.totals[s] == min(self.totals)],
        )

    def clone(self) -> SilverState:
        """An independent copy, made by hand because clones are frequent (searching bots,
        the contract suite). Logged events, applied actions, decisions and round summaries
        are never changed once written, so the copy shares those objects."""
        other = object.__new__(type(self))
        shared = ("events", "history", "private", "round_scores", "round_totals")
        for name, value in vars(self).items():
            if name == "rng":
                rng = random.Random()
                rng.setstate(value.getstate())
                other.rng = rng
            elif name in shared:
                setattr(other, name, [list(v) for v in value] if name == "private" else list(value))
            elif isinstance(value, list):
                if value and isinstance(value[0], (list, set)):
                    setattr(other, name, [type(v)(v) for v in value])
                else:
                    setattr(other, name, list(value))
            elif isinstance(value, (dict, set)):
                setattr(other, name, type(value)(value))
            elif value is None or isinstance(value, (int, str, Decision)):
                setattr(other, name, value)
            else:
                setattr(other, name, copy.deepcopy(value))
        return other

    # ---- secrets --------------------------------------------------------------------------------
    def hidden_from(self, seat: int) -> list[int]:
        """Tags whose value ``seat`` does not know (face down and never seen by it)."""
        return [t for t in range(DECK_SIZE) if not self.up[t] and seat not in self.seen[t]]

    def resample_secrets(self, seat: int, rng: random.Random) -> SilverState:
        other = self.redealt(rng)
        hidden = other.hidden_from(seat)
        values = [other.val[t] for t in hidden]
        rng.shuffle(values)
        for t, v in zip(hidden, values, strict=True):
            other.val[t] = v
        for s in range(other.num_players):
            if s == seat:
                continue
            other.private[s] = [
                {**e, "value": other.val[e["card"]]}
                if e["type"] == "saw" and e["round"] == other.round
                else e
                for e in other.private[s]
            ]
        return other

    def _check_invariants(self) -> None:
        places = (
            [t for v in self.villages for t in v]
            + self.deck
            + self.display
            + self.discard
            + self.removed
            + self.hand
        )
        assert sorted(places) == list(range(DECK_SIZE)), "a card was created or lost"
        assert sorted(self.val) == list(VALUES), "card values changed"
        assert all(v for v in self.villages) or self.stage == OVER_STAGE, "an empty village"
        for t in self.discard + self.display:
            assert self.up[t], "a card in the discard pile or display lies face down"
        assert self.amulet_card is None or self.owner(self.amulet_card) == self.amulet_holder
        assert len(self.totals) == self.num_players

    # ---- words ----------------------------------------------------------------------------------
    def explain_illegal(self, action: Action) -> str:
        from .explain import explain_illegal

        return explain_illegal(self, action)

    def _prompt(self, seat: int) -> dict[str, Any]:
        from .explain import prompt

        return prompt(self, seat)

    def _open_secrets(self) -> dict[str, Any]:
        """Every village card's value in village order, the deck from its top, and the card
        in hand (drawn or taken, not placed yet)."""
        order = self.options["value_order"]

        def word(tag: int) -> str:
            name = _(card_name(self.val[tag], order))
            return _("{name} ({value})").format(name=name, value=self.val[tag])

        seats = [[word(t) for t in village] for village in self.villages]
        piles = [
            {"name": _("Deck"), "items": [word(t) for t in reversed(self.deck)]},
            {"name": _("In hand"), "items": [word(t) for t in self.hand]},
        ]
        return {"seats": seats, "piles": piles}

    def _view(self, seat: int | None) -> dict[str, Any]:
        from .view import table_view

        return table_view(self, seat)


__all__ = ["SilverState", "PEEK_STAGE", "TURN_STAGE", "ROUND_END", "OVER_STAGE"]
