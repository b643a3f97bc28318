"""The eight effects: creating them, the decisions they ask for, and carrying those out.

A mixin for SilencioState. An effect that needs choices asks a ``Decision`` (its kind, the
deciding seat, the effect's label); each choice is a further action of that seat. When the
last choice is made the decision clears and ``_effect_done`` hands control back to the turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..common import Decision
from . import cards as rules_data
from .cards import COLORS, sort_cards
from .knowledge import card_joined

if TYPE_CHECKING:
    from .cards import TableRow
    from .knowledge import Fact

Action = dict[str, Any]

DECLINE: Action = {"type": "decline"}


class EffectsMixin:
    """Effect creation and resolution; the attributes are those set by SilencioState._setup."""

    if TYPE_CHECKING:  # attributes and hooks provided by SilencioState
        num_players: int
        options: dict[str, Any]
        table_row: TableRow
        hands: list[list[str]]
        face_up: list[list[str]]
        rows: dict[str, list[tuple[str, str]]]
        oracle: list[str]
        deck: list[str]
        box: list[str]
        decision: Decision | None
        known_holder: dict[str, list[int] | str]
        learned: list[Fact]
        skip_dark: bool
        skip_light: bool
        must_green: bool
        random_pending: bool
        tavern_open: bool
        tavern_dark: int

        def log(self, type_: str, **facts: Any) -> None: ...
        def tell(self, seat: int, type_: str, **facts: Any) -> None: ...
        def ask(self, kind: str, seat: int, **facts: Any) -> Decision: ...
        def _effect_done(self) -> None: ...
        def _count_dark_effect(self) -> None: ...
        def _remove_hidden(self, seat: int, card: str, unseen_to: int | None = None) -> None: ...

    # ---- creating ------------------------------------------------------------------
    def _create_effect(self, effect: str, seat: int, color: str, source: str) -> None:
        """Create a light or dark effect for ``seat``; ``source`` is "card" or a shrine name."""
        label = _label(effect, color)
        fizzled = False
        if effect == "skip_light":
            self.skip_light = True
            self.log("modifier", seat=seat, modifier="skip_light", effect=label)
        elif effect == "random_play":
            self.random_pending = True
            self.log("modifier", seat=seat, modifier="random_play", effect=label)
        elif effect == "must_green":
            self.must_green = True
            self.log("modifier", seat=seat, modifier="must_green", effect=label)
        elif effect == "give_oracle":
            if self.oracle:
                self._ask("give_oracle", seat, label, color=color)
            else:
                self.log("fizzle", seat=seat, effect=label, reason="empty_oracle")
                fizzled = True
        elif effect == "skip_dark":
            if source == "card":  # a light effect from a card is optional: ask
                self._ask("skip_dark", seat, label, color=color)
            else:  # taking the shrine was the choice
                self.skip_dark = True
                self.log("modifier", seat=seat, modifier="skip_dark", effect=label)
        elif effect == "take_back":
            if any(self.rows[c] for c in COLORS if c != color):
                self._ask("take_back", seat, label, color=color)
            else:
                self.log("fizzle", seat=seat, effect=label, reason="nothing_to_take")
        elif effect == "face_up":
            if self.hands[seat]:
                self._ask("face_up", seat, label, color=color)
            else:
                self.log("fizzle", seat=seat, effect=label, reason="no_hidden_cards")
        elif effect == "swap":
            self._ask("swap_name", seat, label, color=color)
        if label.endswith("dark") and (rules_data.FIZZLED_DARK_COUNTS or not fizzled):
            self._count_dark_effect()  # created, so it counts, even if it had nothing to do
        if self.decision is None:
            self._effect_done()

    def _ask(self, kind: str, seat: int, label: str, **extra: Any) -> None:
        self.ask(kind, seat, effect=label, **extra)

    # ---- choices ---------------------------------------------------------------------
    def _swap_cards(self, seat: int) -> list[str]:
        """The cards ``seat`` may hand over in a green swap."""
        if self.options["face_up_in_swaps"]:
            return sort_cards(self.hands[seat] + self.face_up[seat])
        return list(self.hands[seat])

    def _swap_actions_possible(self, named: int) -> list[str]:
        possible = []
        if self._swap_cards(named):
            possible.append("player")
        if self.oracle:
            possible.append("oracle")
        possible.append("renew")
        return possible

    def _decision_actions(self, d: Decision) -> list[Action]:
        kind, seat, n = d.kind, d.seat, self.num_players
        if kind == "skip_dark":
            return [{"type": "use_effect"}, dict(DECLINE)]
        if kind == "take_back":
            rows = [c for c in COLORS if c != d["color"] and self.rows[c]]
            return [{"type": "take_back", "row": c} for c in rows] + [dict(DECLINE)]
        if kind == "face_up":
            return [{"type": "face_up", "card": c} for c in self.hands[seat]] + [dict(DECLINE)]
        if kind == "swap_name":
            return [{"type": "name_player", "seat": s} for s in range(n)] + [dict(DECLINE)]
        if kind == "swap_action":
            possible = self._swap_actions_possible(d["named"])
            return [{"type": "swap_action", "action": a} for a in possible]
        if kind == "swap_give":
            return [
                {"type": "swap_give", "card": c, "to": t}
                for c in self._swap_cards(seat)
                for t in range(n)
                if t != seat
            ]
        if kind == "swap_return":
            return [{"type": "swap_return", "card": c} for c in self._swap_cards(seat)]
        if kind == "oracle_take":
            return [{"type": "oracle_take", "card": c} for c in self.oracle]
        if kind == "oracle_put":
            return [{"type": "oracle_put", "card": c} for c in self._swap_cards(seat)]
        if kind == "give_oracle":
            return [
                {"type": "give_oracle", "card": c, "to": t}
                for c in self.oracle
                for t in range(n)
                if t != seat
            ]
        raise AssertionError(f"unknown decision {kind}")

    # ---- carrying out ----------------------------------------------------------------
    def _decide(self, d: Decision, action: Action) -> None:
        kind, seat, t = d.kind, d.seat, action["type"]
        if t == "decline":
            self.log("decline", seat=seat, effect=d["effect"])
        elif t == "use_effect":
            self.skip_dark = True
            self.log("modifier", seat=seat, modifier="skip_dark", effect=d["effect"])
        elif t == "take_back":
            card = self.rows[action["row"]].pop()[0]
            self._to_hand(seat, card, seen_by="all")
            self.log("take_back", seat=seat, card=card, row=action["row"], effect=d["effect"])
        elif t == "face_up":
            self._remove_hidden(seat, action["card"])
            self.face_up[seat] = sort_cards(self.face_up[seat] + [action["card"]])
            self.log("face_up", seat=seat, card=action["card"], effect=d["effect"])
        elif t == "give_oracle":
            self._give_oracle(seat, action["card"], action["to"], d["effect"])
        elif t == "name_player":
            self._name_player(d, action["seat"])
            return
        elif t == "swap_action":
            self._start_swap(d, action["action"])
            return
        elif t == "swap_give":
            self._swap_give(d, action["card"], action["to"])
            return
        elif t == "swap_return":
            public = self._take_from(seat, action["card"], unseen_to=d["named"])
            self._to_hand(d["named"], action["card"], seen_by="all" if public else [seat])
            card = action["card"] if public else None
            self.log("swap_return", seat=seat, to=d["named"], card=card)
            if not public:
                self._tell_pair(seat, d["named"], "swap_return", action["card"])
        elif t == "oracle_take":
            slot = self.oracle.index(action["card"])
            self.oracle.pop(slot)
            self._to_hand(seat, action["card"], seen_by="all")
            self.log("oracle_take", seat=seat, card=action["card"])
            self.decision = d.step("oracle_put", slot=slot)
            return
        elif t == "oracle_put":
            self._take_from(seat, action["card"])
            self.oracle.insert(d["slot"], action["card"])
            self.log("oracle_put", seat=seat, card=action["card"])
        else:
            raise AssertionError(f"{t} is not a choice for {kind}")
        self.decision = None
        self._effect_done()

    def _name_player(self, d: Decision, named: int) -> None:
        self.log("swap_named", seat=d["seat"], named=named, effect=d["effect"])
        possible = self._swap_actions_possible(named)
        if len(possible) == 1:
            self._start_swap(d.step(named=named), possible[0])
            return
        # Who picks the action: the named player by default (§8.2 [UNCERTAIN]).
        chooser = named if self.options["swap_chooser"] == "named" else d["seat"]
        self.decision = d.step("swap_action", chooser, named=named)

    def _start_swap(self, d: Decision, which: str) -> None:
        named = d["named"]
        self.log("swap_action", seat=named, action=which, effect=d["effect"])
        if which == "player":
            self.decision = d.step("swap_give", named)
        elif which == "oracle":
            self.decision = d.step("oracle_take", named)
        else:
            self.box.extend(self.oracle)
            old = self.oracle
            self.oracle = self._reveal(self.num_players)
            self.log("oracle_renewed", seat=named, discarded=old, revealed=list(self.oracle))
            self.decision = None
            self._effect_done()

    def _swap_give(self, d: Decision, card: str, to: int) -> None:
        named = d["named"]
        public = self._take_from(named, card, unseen_to=to)
        self._to_hand(to, card, seen_by="all" if public else [named])
        # A hidden card stays secret; a face-up card was public already.
        self.log("swap_give", seat=named, to=to, card=card if public else None)
        if not public:
            self._tell_pair(named, to, "swap_give", card)
        # The receiver always holds a card to give back: the one just received, at least.
        self.decision = d.step("swap_return", to)

    def _tell_pair(self, giver: int, to: int, kind: str, card: str) -> None:
        """A hidden card handed over: only the two players saw which."""
        for seat in (giver, to):
            self.tell(seat, kind, seat=giver, to=to, card=card)

    def _give_oracle(self, seat: int, card: str, to: int, label: str) -> None:
        slot = self.oracle.index(card)
        self.oracle.pop(slot)
        self._to_hand(to, card, seen_by="all")
        refill = self._reveal(1)
        if refill:
            self.oracle.insert(slot, refill[0])
        self.log(
            "give_oracle",
            seat=seat,
            to=to,
            card=card,
            refill=refill[0] if refill else None,
            effect=label,
        )

    # ---- card movement helpers -------------------------------------------------------
    def _reveal(self, count: int) -> list[str]:
        """Turn up to ``count`` cards from the deck (fewer if it runs out)."""
        cards = []
        for _ in range(count):
            if not self.deck:
                break
            cards.append(self.deck.pop())
        return cards

    def _to_hand(self, seat: int, card: str, seen_by: list[int] | str) -> None:
        """``card`` joins the seat's hidden hand; ``seen_by``: who else saw it go there."""
        self.hands[seat] = sort_cards(self.hands[seat] + [card])
        self.known_holder[card] = seen_by if seen_by == "all" else sorted(set(seen_by))
        card_joined(self.learned, seat, seen_by == "all")

    def _take_from(self, seat: int, card: str, unseen_to: int | None = None) -> bool:
        """Remove ``card`` from the seat's cards; True if it was a public face-up card.
        ``unseen_to``: the seat a hidden card goes to unseen (None: everyone sees it)."""
        if card in self.hands[seat]:
            self._remove_hidden(seat, card, unseen_to)
            return False
        self.face_up[seat].remove(card)
        return True


def _label(effect: str, color: str) -> str:
    side = (
        "dark" if effect in ("skip_light", "give_oracle", "random_play", "must_green") else "light"
    )
    return f"{color} {side}"
