"""The Dotcom powers: Blog, Url, Web, Spam (shared/rules/silex.md section 5.3).

Only the top card just played may use its power, and using it is always optional (the
``power`` decision offers ``no_power``). Url is the one moment where every seat chooses: each
seat holding a card gives one, in a fixed order (the player of the Url first, then in Werther's
direction), unseen; nothing is passed, shown or logged until every choice is in.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import spread

if TYPE_CHECKING:
    from .state import SilexState

Action = dict[str, Any]
URL_DIRECTIONS = {"left": 1, "right": -1}


class PowersMixin:
    """The power steps of SilexState (kept apart so state.py reads as the turn)."""

    def power_actions(self: SilexState, seat: int, power: str) -> list[Action]:
        """The ways ``seat`` may use ``power`` now; empty when it cannot be used at all."""
        if power == "blog":
            return [{"type": "blog", "card": c} for c in self.hands[seat]]
        if power == "url":
            if not any(self.hands):
                return []
            return [{"type": "url", "direction": d} for d in URL_DIRECTIONS]
        if power == "web":
            return [
                {"type": "web", "target": s}
                for s in range(self.num_players)
                if s != seat and self.hands[s]
            ]
        if power == "spam":
            return [{"type": "spam"}]
        return []

    def use_power(self: SilexState, seat: int, power: str, action: Action) -> None:
        kind = action["type"]
        self.decision = None
        if kind == "no_power":
            self.log("no_power", seat=seat, power=power)
            self._end_of_turn(seat)
        elif kind == "blog":
            card = action["card"]
            self._lose(seat, card)
            spot = self.next_spot
            self.next_spot += 1
            place = spread.put_back(self.spots, card, seat, spot)
            self.log("blog", seat=seat, spot=spot, place=place)
            self.tell(seat, "put_back", card=card, spot=spot, place=place)
            self.ask("draw", seat, reason="blog", left=1)
        elif kind == "url":
            direction = action["direction"]
            n = self.num_players
            order = [(seat + self.direction * i) % n for i in range(n)]
            order = [s for s in order if self.hands[s]]
            self.url = {
                "by": seat,
                "direction": direction,
                "order": order,
                "choices": [None] * self.num_players,
            }
            self.log("url", seat=seat, direction=direction, order=list(order))
            self.ask("url_give", order[0], by=seat, direction=direction)
        elif kind == "web":
            target = action["target"]
            self.log("web", seat=seat, target=target)
            self.ask("web_give", target, by=seat)
        elif kind == "spam":
            self.direction = -self.direction
            self.log("spam", seat=seat, werther=self.werther)
            self._end_of_turn(seat)
        else:
            raise AssertionError(kind)

    def url_choose(self: SilexState, seat: int, card: str) -> None:
        url = self.url
        assert url is not None
        step = URL_DIRECTIONS[url["direction"]]
        url["choices"][seat] = card
        self.tell(seat, "url_chosen", card=card, to=(seat + step) % self.num_players)
        pending = self.secret_pending()
        if pending:
            self.decision = self.decision.step(seat=pending[0])  # type: ignore[union-attr]
            return
        # Every choice is in: pass them all at once.
        givers = []
        for giver in url["order"]:
            card = url["choices"][giver]
            self._lose(giver, card)
        for giver in url["order"]:
            card = url["choices"][giver]
            receiver = (giver + step) % self.num_players
            self._give(receiver, card)
            self._known_to(card, [giver])
            self.tell(receiver, "url_received", card=card, giver=giver)
            givers.append(giver)
        self.log("url_passed", seat=url["by"], direction=url["direction"], givers=givers)
        self.url = None
        self.decision = None
        self._end_of_turn(url["by"])

    def web_give(self: SilexState, giver: int, taker: int, card: str) -> None:
        self._lose(giver, card)
        self._give(taker, card)
        self._known_to(card, [giver])
        self.log("web_given", seat=giver, to=taker)
        self.tell(giver, "web_gave", card=card, to=taker)
        self.tell(taker, "web_received", card=card, giver=giver)
        self.decision = None
        self._end_of_turn(taker)
