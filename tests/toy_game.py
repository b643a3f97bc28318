"""A tiny test-only game for the contract suite and the table kit (never in the product).

Each seat holds three hidden cards from a shuffled 1..12 deck; in turn a seat plays a card
onto its public pile or, once per game, draws one (which only it sees). Playing a card of
value 12 makes the player give one of its hidden cards to another seat: a decision. Highest
total of played cards wins.
"""

from __future__ import annotations

import random
from typing import Any

from game.engine.common import Action, BotInput, Decision, GameInfo, GameState, make_result

CARDS = list(range(1, 13))


class ToyState(GameState):
    GAME_ID = "toy"

    def _setup(self) -> None:
        deck = list(CARDS)
        self.rng.shuffle(deck)
        self.hands = [sorted(deck[i * 3 : i * 3 + 3]) for i in range(self.num_players)]
        self.deck = deck[self.num_players * 3 :]
        self.played: list[list[int]] = [[] for _ in range(self.num_players)]
        self.drew = [False] * self.num_players
        self.turn = 0
        for seat, hand in enumerate(self.hands):
            self.tell(seat, "dealt", cards=list(hand))

    def _whose_turn(self) -> int | None:
        return None if not any(self.hands) else self.turn

    def _legal_actions(self) -> list[Action]:
        seat = self.turn
        actions: list[Action] = [{"type": "play", "card": c} for c in self.hands[seat]]
        if not self.drew[seat] and self.deck and self.options["allow_draw"]:
            actions.append({"type": "draw"})
        return actions

    def _apply(self, action: Action) -> None:
        seat = self.turn
        if action["type"] == "play":
            self.hands[seat].remove(action["card"])
            self.played[seat].append(action["card"])
            self.log("play", seat=seat, card=action["card"])
            if action["card"] == 12 and self.hands[seat]:
                self.ask("give", seat)
                return
        else:
            card = self.deck.pop()
            self.hands[seat] = sorted(self.hands[seat] + [card])
            self.drew[seat] = True
            self.log("draw", seat=seat)
            self.tell(seat, "drew", card=card)
        self._next_turn()

    def _decision_actions(self, decision: Decision) -> list[Action]:
        seat = decision.seat
        return [
            {"type": "give", "card": c, "to": t}
            for c in self.hands[seat]
            for t in range(self.num_players)
            if t != seat
        ]

    def _decide(self, decision: Decision, action: Action) -> None:
        self.hands[decision.seat].remove(action["card"])
        self.hands[action["to"]] = sorted(self.hands[action["to"]] + [action["card"]])
        self.log("give", seat=decision.seat, to=action["to"])
        self.tell(action["to"], "received", card=action["card"])
        self.decision = None
        self._next_turn()

    def _next_turn(self) -> None:
        for step in range(1, self.num_players + 1):
            nxt = (self.turn + step) % self.num_players
            if self.hands[nxt]:
                self.turn = nxt
                return

    def _view(self, seat: int | None) -> dict[str, Any]:
        return {
            "hand": [] if seat is None else list(self.hands[seat]),
            "hand_sizes": [len(h) for h in self.hands],
            "played": [list(p) for p in self.played],
            "deck_count": len(self.deck),
        }

    def _open_secrets(self) -> dict[str, Any]:
        hands = [[str(c) for c in hand] for hand in self.hands]
        return {"seats": hands, "piles": [{"name": "Deck", "items": [str(c) for c in self.deck]}]}

    def _prompt(self, seat: int) -> dict[str, Any]:
        if self.decision is not None:
            return {"text": "Give one of your cards to another player."}
        return {"text": "Play a card, or draw once per game."}

    def _result(self) -> dict[str, Any]:
        scores = [sum(p) for p in self.played]
        best = max(scores)
        return make_result(scores, [s for s, v in enumerate(scores) if v == best], "hands_empty")

    def resample_secrets(self, seat: int, rng: random.Random) -> ToyState:
        other = self.redealt(rng)
        others = [s for s in range(self.num_players) if s != seat]
        pool = other.deck + [c for s in others for c in other.hands[s]]
        rng.shuffle(pool)
        for s in others:
            size = len(other.hands[s])
            other.hands[s], pool = sorted(pool[:size]), pool[size:]
            other.private[s] = []  # what the others saw privately is unknown too
        other.deck = pool
        return other

    def _check_invariants(self) -> None:
        cards = sorted(self.deck + [c for h in self.hands for c in h] + sum(self.played, []))
        assert cards == CARDS, "a card was created or lost"


def toy_bot(ctx: BotInput) -> Action:
    """Plays its highest card: uses only its own view."""
    plays = [a for a in ctx.actions if a["type"] == "play"]
    return max(plays, key=lambda a: a["card"]) if plays else ctx.rng.choice(ctx.actions)


TOY = GameInfo(
    game_id="toy",
    title="Toy",
    blurb="Test-only game.",
    min_players=2,
    max_players=3,
    state_class=ToyState,
    default_options={"allow_draw": True},
    bot=toy_bot,
)
