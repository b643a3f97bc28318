"""Placing a new card: discarding it, single exchanges, multiple exchanges (the slide-forward
reveal, matching sets with the Doppelganger, the failed attempt and its penalty card)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..common import Action, Decision
from .cards import ACTIVATION, ON_DISCARD, PENALTY_SET_SIZE
from .rules import is_doppelganger, mismatched, set_matches

if TYPE_CHECKING:
    from .state import SilverState

    _Base = SilverState
else:
    _Base = object

ENDS = ("left", "right")


class ExchangeMixin(_Base):
    def ask_new_card(self) -> None:
        t = self.hand[0]
        self.ask("new_card", self.turn, source=self.hand_from[t], card=t)

    def may_discard_new(self, source: str) -> bool:
        return source == "deck" or (
            source == "display" and self.options["display_draw"] == "as_drawn"
        )

    def exchange_actions(self, d: Decision) -> list[Action]:
        p = self.turn
        mov = self.movable(p)
        if d.kind == "new_card":
            out: list[Action] = [{"type": "discard"}] if self.may_discard_new(d["source"]) else []
            out += [{"type": "exchange", "card": t} for t in mov]
            single_only = (
                d["source"] == "master" and self.options["master_exchange"] == "single_only"
            )
            if len(mov) >= 2 and not single_only:
                out += [{"type": "mark", "card": t} for t in mov]
            return out
        if d.kind == "set":
            # cards are marked left to right (one way to each set); confirm, or start again
            marked = d["marked"]
            last = self.villages[p].index(marked[-1])
            out = [{"type": "mark", "card": t} for t in mov if self.villages[p].index(t) > last]
            out.append({"type": "cancel"})
            if len(marked) >= 2:
                out.append({"type": "confirm"})
            return out
        if d.kind == "place":
            return [{"type": "place", "at": k} for k in d["spots"]]
        return [{"type": "place", "end": e} for e in ENDS]  # "end" and "penalty"

    def exchange_decide(self, d: Decision, action: Action) -> None:
        kind = action["type"]
        if d.kind == "new_card":
            if kind == "discard":
                self.discard_new()
            elif kind == "exchange":
                self.single_exchange(action["card"])
            else:
                self.ask(
                    "set", self.turn, source=d["source"], card=d["card"], marked=[action["card"]]
                )
        elif d.kind == "set":
            marked = list(d["marked"])
            if kind == "mark":
                self.decision = d.step(marked=marked + [action["card"]])
            elif kind == "cancel":
                self.ask_new_card()
            else:
                self.confirm_set(marked)
        elif d.kind == "place":
            self.place_new(action["at"])
        elif d.kind == "end":
            self.place_at_end(action["end"], d["penalty"])
        else:
            self.place_penalty(action["end"])

    # ---- the new card's orientation --------------------------------------------------------
    def settle_new(self, new: int, source: str) -> bool:
        """Turn the placed card face up or down (by where it came from); True if face up."""
        face_up = source in ("discard", "master") or (
            source == "display" and self.options["display_face"] == "up"
        )
        self.up[new] = face_up
        if source == "display":
            self.seen[new] = set(range(self.num_players))  # it was on show to everyone
        if source in ("discard", "master"):
            self.from_discard.add(new)
        return face_up

    def to_discard(self, t: int) -> None:
        self.up[t] = True
        self.discard.append(t)

    def take_new(self) -> tuple[int, str]:
        new = self.hand.pop()
        return new, self.hand_from.pop(new)

    # ---- discarding the drawn card ----------------------------------------------------------
    def discard_new(self) -> None:
        p = self.turn
        t, source = self.take_new()
        self.to_discard(t)
        self.log("discard", seat=p, card=t, value=self.val[t], source=source)
        ability = self.ability(t)
        if ACTIVATION[ability] == ON_DISCARD and self.may_discard_new(source):
            self.start_ability(ability)
        else:
            self.end_main()

    # ---- single exchange ----------------------------------------------------------------------
    def single_exchange(self, out: int) -> None:
        p = self.turn
        new, source = self.take_new()
        village = self.villages[p]
        slot = village.index(out)
        village[slot] = new
        self.to_discard(out)
        face_up = self.settle_new(new, source)
        self.log(
            "exchange",
            seat=p,
            card=new,
            source=source,
            new_value=self.val[new] if face_up else None,
            out=out,
            value=self.val[out],
            slot=slot,
        )
        self.end_main()

    # ---- multiple exchange -----------------------------------------------------------------------
    def confirm_set(self, marked: list[int]) -> None:
        p = self.turn
        village = self.villages[p]
        cards = sorted(marked, key=village.index)
        values = [self.val[t] for t in cards]
        wild = [is_doppelganger(self.val[t], self.options) and self.active(t) for t in cards]
        ok = set_matches(values, wild, self.options["doppelganger_sets"])
        everyone = set(range(self.num_players))
        for t in cards:
            self.seen[t] = set(everyone)  # slid forward and shown to the table
        self.log("set_shown", seat=p, cards=cards, values=values, matched=ok)
        new = self.hand[0]
        if ok:
            slots = [village.index(t) for t in cards]
            spots = sorted({i - j for j, i in enumerate(slots)})
            for t in cards:
                village.remove(t)
                self.to_discard(t)
            if len(spots) == 1:
                self.place_new(spots[0])
            else:
                self.ask("place", p, card=new, spots=spots)
            return
        for t in cards:
            self.up[t] = False
        if self.options["penalty_rule"] == "mismatched":
            penalty = mismatched(values, wild) >= PENALTY_SET_SIZE
        else:
            penalty = len(cards) >= PENALTY_SET_SIZE
        self.ask("end", p, card=new, penalty=penalty)

    def place_new(self, at: int) -> None:
        p = self.turn
        new, source = self.take_new()
        self.villages[p].insert(at, new)
        face_up = self.settle_new(new, source)
        self.log(
            "place",
            seat=p,
            card=new,
            at=at,
            source=source,
            value=self.val[new] if face_up else None,
        )
        self.end_main()

    def place_at_end(self, end: str, penalty: bool) -> None:
        p = self.turn
        new, source = self.take_new()
        self.insert_at_end(p, new, end)
        face_up = self.settle_new(new, source)
        self.log(
            "place_end",
            seat=p,
            card=new,
            end=end,
            source=source,
            value=self.val[new] if face_up else None,
        )
        if penalty and self.deck:
            self.ask("penalty", p, card=self.deck[-1])
            return
        if penalty:
            self.log("penalty_skipped", seat=p)
        self.end_main()

    def place_penalty(self, end: str) -> None:
        p = self.turn
        t = self.deck.pop()
        self.up[t] = False
        self.insert_at_end(p, t, end)
        self.log("penalty", seat=p, card=t, end=end)
        self.end_main()

    def insert_at_end(self, seat: int, t: int, end: str) -> None:
        if end == "left":
            self.villages[seat].insert(0, t)
        else:
            self.villages[seat].append(t)


__all__: list[Any] = ["ExchangeMixin"]
