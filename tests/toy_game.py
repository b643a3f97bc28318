"""A tiny test-only game for the contract suite (never registered in the product).

Each seat holds three hidden cards from a shuffled 1..12 deck; in turn a seat plays a card
onto a public pile or, once per game, draws one. Highest total of played cards wins.
"""

from __future__ import annotations

from typing import Any

from game.engine.common import Action, GameInfo, GameState


class ToyState(GameState):
    GAME_ID = "toy"

    def _setup(self) -> None:
        deck = list(range(1, 13))
        self.rng.shuffle(deck)
        self.hands = [sorted(deck[i * 3 : i * 3 + 3]) for i in range(self.num_players)]
        self.deck = deck[self.num_players * 3 :]
        self.played: list[list[int]] = [[] for _ in range(self.num_players)]
        self.drew = [False] * self.num_players
        self.turn = 0

    @property
    def current_player(self) -> int | None:
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
        else:
            self.hands[seat].append(self.deck.pop())
            self.hands[seat].sort()
            self.drew[seat] = True
            self.log("draw", seat=seat)
        for step in range(1, self.num_players + 1):
            nxt = (seat + step) % self.num_players
            if self.hands[nxt]:
                self.turn = nxt
                break

    def view(self, seat: int) -> dict[str, Any]:
        return {
            "hand": list(self.hands[seat]),
            "hand_sizes": [len(h) for h in self.hands],
            "played": [list(p) for p in self.played],
            "deck_count": len(self.deck),
            "current_player": self.current_player,
        }

    def result(self) -> dict[str, Any]:
        scores = [sum(p) for p in self.played]
        best = max(scores)
        return {"scores": scores, "winners": [s for s, v in enumerate(scores) if v == best]}

    def check_invariants(self) -> None:
        cards = sorted(self.deck + [c for h in self.hands for c in h] + sum(self.played, []))
        assert cards == list(range(1, 13)), "a card was created or lost"


TOY = GameInfo(
    game_id="toy",
    title="Toy",
    blurb="Test-only game.",
    min_players=2,
    max_players=3,
    state_class=ToyState,
    default_options={"allow_draw": True},
)
