"""The discard abilities (values 5-12 when discarded straight from the deck): their targets
and their effects. An ability with no legal target fizzles; every one may be skipped."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..common import Action, Decision
from .cards import (
    APPRENTICE,
    BEHOLDER,
    EXPOSER,
    MASTER,
    REVEALER,
    ROBBER,
    SEER,
    WITCH,
)

if TYPE_CHECKING:
    from .state import SilverState

    _Base = SilverState
else:
    _Base = object

WITCH_SWAP = "witch_swap"
ROBBER_STEAL = "robber_steal"
BEHOLDER_LOOKS = 2  # the Beholder views up to this many cards
SKIP: Action = {"type": "skip"}
BACK: Action = {"type": "back"}  # a pick not yet carried out is taken back


class AbilityMixin(_Base):
    def start_ability(self, ability: str) -> None:
        p = self.turn
        if not self.ability_targets(ability, p, []):
            self.log("fizzle", seat=p, ability=ability)
            self.end_main()
            return
        self.ask(ability, p, ability=ability, looked=[])

    def face_down_cards(self, seats: list[int]) -> list[int]:
        return [t for s in seats for t in self.villages[s] if not self.up[t]]

    def ability_targets(self, ability: str, p: int, looked: list[int]) -> list[Action]:
        n = self.num_players
        others = [s for s in range(n) if s != p]
        if ability in (EXPOSER, BEHOLDER):
            cards = [t for t in self.face_down_cards([p]) if t != self.amulet_card]
            return [
                {"type": "flip" if ability == EXPOSER else "look", "card": t}
                for t in cards
                if t not in looked
            ]
        if ability in (REVEALER, APPRENTICE, SEER):
            seats = others if ability == APPRENTICE else list(range(n))
            if ability == SEER and self.options["seer_scope"] == "opponents_and_deck":
                seats = others
            kind = "flip" if ability == REVEALER else "look"
            out: list[Action] = [
                {"type": kind, "card": t}
                for t in self.face_down_cards(seats)
                if self.targetable(p, t)
            ]
            if ability == SEER and seats == others and self.deck:
                out.append({"type": "look", "card": self.deck[-1]})
            return out
        if ability == MASTER:
            if not self.movable(p):
                return []
            return [{"type": "take", "card": t} for t in self.discard[:-1]]
        if ability == WITCH:
            return [{"type": "look_deck"}] if self.deck else []
        if ability == ROBBER:
            if not self.steal_targets(p):
                return []
            return [{"type": "give", "card": t} for t in self.movable(p)]
        return []

    def steal_targets(self, p: int) -> list[int]:
        protection = not self.options["robber_ignores_protection"]
        return [
            t
            for s in range(self.num_players)
            if s != p
            for t in self.villages[s]
            if self.targetable(p, t, protection=protection)
        ]

    def witch_targets(self, p: int) -> list[int]:
        own = self.options["witch_targets"] == "any"
        return [
            t
            for s in range(self.num_players)
            if own or s != p
            for t in self.villages[s]
            if self.targetable(p, t)
        ]

    def ability_actions(self, d: Decision) -> list[Action]:
        p = d.seat
        if d.kind == WITCH_SWAP:
            out: list[Action] = [{"type": "swap", "card": t} for t in self.witch_targets(p)]
            return out + [SKIP] if self.options["witch_optional"] or not out else out
        if d.kind == ROBBER_STEAL:
            steals: list[Action] = [{"type": "steal", "card": t} for t in self.steal_targets(p)]
            return steals + [dict(BACK)]  # nothing is done until the steal: it may step back
        return self.ability_targets(d.kind, p, d["looked"]) + [dict(SKIP)]

    def ability_decide(self, d: Decision, action: Action) -> None:
        p = d.seat
        kind = action["type"]
        ability = d["ability"]
        if kind == "back":  # the Robber's card to give is chosen again
            facts = {k: v for k, v in d.facts.items() if k != "give"}
            self.decision = Decision(ROBBER, p, facts)
            return
        if kind == "skip":
            # A Beholder that viewed one card and stops is done, not unused: its view is the
            # one line the log needs.
            if not d["looked"]:
                kind = "witch_keep" if d.kind == WITCH_SWAP else "skip"
                self.log(kind, seat=p, ability=ability)
            self.end_main()
        elif kind == "flip":
            t = action["card"]
            self.up[t] = True
            self.log(
                "flip", seat=p, ability=ability, card=t, owner=self.owner(t), value=self.val[t]
            )
            self.end_main()
        elif kind == "look":
            t = action["card"]
            self.log("look", seat=p, ability=ability, card=t, owner=self.owner(t))
            self.saw(p, t, ability)
            looked = d["looked"] + [t]
            if (
                ability == BEHOLDER
                and len(looked) < BEHOLDER_LOOKS
                and self.ability_targets(BEHOLDER, p, looked)
            ):
                self.decision = d.step(looked=looked)
            else:
                self.end_main()
        elif kind == "take":
            t = action["card"]
            self.discard.remove(t)
            self.hand = [t]
            self.hand_from = {t: "master"}
            self.log("master_take", seat=p, card=t, value=self.val[t])
            self.ask_new_card()
        elif kind == "look_deck":
            t = self.deck[-1]
            self.log("witch_look", seat=p, card=t)
            self.saw(p, t, WITCH)
            self.decision = d.step(kind=WITCH_SWAP)
        elif kind == "swap":
            self.witch_swap(p, action["card"])
        elif kind == "give":
            self.decision = d.step(kind=ROBBER_STEAL, give=action["card"])
        else:
            self.rob(p, d["give"], action["card"])

    def witch_swap(self, p: int, out: int) -> None:
        new = self.deck.pop()
        owner, slot = self.where(out)
        assert owner is not None and slot is not None
        self.villages[owner][slot] = new
        self.up[new] = False
        self.to_discard(out)
        self.log(
            "witch_swap", seat=p, owner=owner, slot=slot, card=out, value=self.val[out], new=new
        )
        self.end_main()

    def rob(self, p: int, gave: int, took: int) -> None:
        owner, slot = self.where(took)
        assert owner is not None and slot is not None
        mine = self.villages[p].index(gave)
        self.villages[p][mine] = took
        self.villages[owner][slot] = gave
        self.log(
            "rob",
            seat=p,
            owner=owner,
            gave=gave,
            took=took,
            mine=mine,  # the spots that changed hands, seen by everyone at the table
            slot=slot,
            gave_value=self.val[gave] if self.up[gave] else None,
            took_value=self.val[took] if self.up[took] else None,
        )
        if not self.up[took]:
            self.saw(p, took, ROBBER)
        self.end_main()


__all__ = ["AbilityMixin", "WITCH_SWAP", "ROBBER_STEAL", "BEHOLDER_LOOKS", "BACK"]
