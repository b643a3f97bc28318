"""Motion on Silex's table (a mixin of the scene), from public events only: plays fly from
a seat to a pile face up; draws, put-backs, Url and Web passes and the round-end rebuild fly
face down; flints go from the supply to a seat."""

from __future__ import annotations

from typing import Any

import pygame

from ...engine.silex.data import CARDS
from ...engine.silex.powers import URL_DIRECTIONS
from ...i18n import _
from ...ui.cards import CARD_SIZES
from ..table import Tween
from .faces import card_title, face

STAGGER = 0.07  # seconds between cards of one move setting off


class MovesMixin:
    """Mixed into SilexTable (a TableScene)."""

    def seat_spot(self, seat: int) -> pygame.FRect:
        """Where a card leaves or joins a seat: your hand, or another player's panel."""
        if seat == self.seat:
            return self.geo().hand_spot()
        panel = self.layout().seat_panels(self.others())[seat]
        return pygame.FRect(panel.x + 12, panel.y + 40, *CARD_SIZES["mini"])

    def spread_spot(self, spot: int | None = None, before: bool = False) -> pygame.FRect:
        rects = self.prev_spot_rects if before else self.spot_rects
        if spot is not None and spot in rects:
            return rects[spot]
        box = self.geo().spread_box()
        return pygame.FRect(box.centerx - 20, box.centery - 28, *CARD_SIZES["tiny"])

    def supply_spot(self) -> pygame.FRect:
        box = self.geo().info_box()
        return pygame.FRect(box.x + 7, box.y + 65, 22, 22)

    def flint_end(self, seat: int) -> pygame.FRect:
        if seat == self.seat:
            box = self.geo().own_box()
            return pygame.FRect(box.x + 2, box.y + 2, 28, 28)
        panel = self.layout().seat_panels(self.others())[seat]
        return pygame.FRect(panel.x + 130, panel.y + 66, 18, 18)

    def fly(self, start, end, what, tag: Any = None, delay: float = 0.0) -> None:
        self.motion.add(Tween(pygame.FRect(start), pygame.FRect(end), what, delay=delay, tag=tag))

    def on_events(self, events: list[dict[str, Any]]) -> None:
        delay = 0.0
        for event in events:
            delay = self.move_for(event, delay)
        if self.motion.busy:
            self.app.sounds.play("slide")

    def move_for(self, event: dict[str, Any], delay: float) -> float:  # noqa: C901
        """Tweens for one event, setting off at ``delay``; returns the next free delay."""
        kind = event["type"]
        seat = event.get("seat")
        back = ("card", None)  # a face-down card
        if kind == "play":
            pile = event["pile"]
            end = self.hit[("pile", pile)]
            covered = event["covered"]
            self.covering[pile] = CARDS[covered].as_dict() if covered else None
            order = [c for c in event["cards"] if c != event["top"]] + [event["top"]]
            for card in order:
                what = ("card", face(CARDS[card].as_dict()))
                self.fly(self.seat_spot(seat), end, what, ("pile", pile), delay)
                delay += STAGGER
            self.app.sounds.play("place")
        elif kind == "draw":
            self.fly(
                self.spread_spot(event["spot"], before=True),
                self.seat_spot(seat),
                back,
                None,
                delay,
            )
            delay += STAGGER
        elif kind == "blog":
            spot = event["spot"]
            self.fly(self.seat_spot(seat), self.spread_spot(spot), back, ("spot", spot), delay)
            delay += STAGGER
        elif kind in ("search", "black_idea"):
            what = ("flint", kind == "black_idea")
            self.fly(self.supply_spot(), self.flint_end(seat), what, None, delay)
            delay += STAGGER
        elif kind == "url_passed":
            step = URL_DIRECTIONS[event["direction"]]
            n = self.session.state.num_players
            for giver in event["givers"]:
                receiver = (giver + step) % n
                self.fly(self.seat_spot(giver), self.seat_spot(receiver), back, None, delay)
            delay += 0.1
            self.app.sounds.play("effect")
            if event["direction"] == "left":
                self.announce(_("Url: every chosen card passes left at once."))
            else:
                self.announce(_("Url: every chosen card passes right at once."))
        elif kind == "web_given":
            self.fly(self.seat_spot(seat), self.seat_spot(event["to"]), back, None, delay)
            delay += STAGGER
        elif kind == "round_start":
            who = self.names[event["seat"]]
            text = _("Round {round}: the Village is rebuilt, {name} begins.")
            self.announce(text.format(round=event["round"], name=who))
        elif kind == "reveal":
            title = card_title(CARDS[event["card"]].as_dict())
            if event["last"]:
                text = _("{name} reveals the {card}: the game ends.")
            else:
                text = _("{name} reveals the {card}: the round ends.")
            self.announce(text.format(name=self.names[seat], card=title))
            what = ("card", face(CARDS[event["card"]].as_dict()))
            centre = self.geo().spread_box().center
            shown = pygame.FRect(0, 0, *CARD_SIZES["table"])
            shown.center = centre
            self.fly(self.seat_spot(seat), shown, what, None, delay)
            self.app.sounds.play("effect")
            delay += 0.3
        elif kind == "take_piles":
            for pile in event["piles"]:
                self.fly(self.hit[("pile", pile)], self.spread_spot(), back, None, delay)
                delay += STAGGER
        elif kind == "discard":
            self.fly(self.seat_spot(seat), self.spread_spot(), back, None, delay)
            delay += STAGGER
        elif kind == "refill":
            for _card in range(event["count"]):
                self.fly(self.spread_spot(), self.seat_spot(seat), back, None, delay)
                delay += STAGGER
        elif kind == "village":
            for laid in event["piles"]:
                if not laid["cards"]:
                    continue
                pile = laid["pile"]
                self.covering[pile] = None
                what = ("card", face(CARDS[laid["cards"][-1]].as_dict()))
                self.fly(self.spread_spot(), self.hit[("pile", pile)], what, ("pile", pile), delay)
                delay += STAGGER
        elif kind == "spam":
            self.app.sounds.play("effect")
        return delay
