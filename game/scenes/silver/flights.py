"""What just happened, shown to everyone (a mixin of the scene): cards travel from where
they were to where they are now (a gap closing, a new card placed, a card discarded), and a
multiple exchange slides its cards forward, shows them, then discards them or turns them
back face down. Only public events and the shown seat's own view choose what a card shows."""

from __future__ import annotations

from typing import Any

import pygame

from ...ui.painter import Painter
from ..table import Tween, moved
from .faces import face_of
from .layout import RISE

FLY = 0.3
SHOW = 0.9  # a slid-forward set stays in front of the row this long


class FlightsMixin:
    """Mixed into SilverTable (a TableScene)."""

    def act(self, action):
        self.before_move()
        return super().act(action)

    def before_move(self) -> None:
        """Keep where every card was before the move (one made here, or one that came from
        another computer: the kit calls this before it shows it)."""
        pinned = getattr(self, "pinned_rects", None)
        self._before = dict(pinned if pinned is not None else getattr(self, "card_rects", {}))

    def on_events(self, events: list[dict[str, Any]]) -> None:
        super().on_events(events)
        before: dict[int, pygame.FRect] = getattr(self, "_before", {})
        self._before = {}
        if not before or any(e["type"] in ("round_start", "round_end") for e in events):
            return  # a new deal (new values on the tags) or the reveal: nothing travels
        shown: set[int] = set()
        for event in events:
            if event["type"] == "set_shown":
                self.slide_forward(event, before)
                shown |= set(event["cards"])
        now = self.card_rects
        discard = self.geo().discard_rect(len(self.table["display"]))
        faces = self.current_faces()
        pile = [c["id"] for c in self.table["discard"]]
        below = set(pile[:-1])  # cards gone under the pile's top are not in ``now``
        top = {pile[-1]} if pile and pile[-1] not in before else set()  # new on the pile
        for tween in moved(
            before,
            now,
            faces.get,
            origin=self.geo().deck_rect(),
            skip=shown | top,
            duration=FLY,
        ):
            self.motion.add(tween)
        for tag, start in before.items():  # cards that went onto the discard pile
            if tag in below and tag not in now and tag not in shown and start != discard:
                self.motion.add(
                    Tween(pygame.FRect(start), discard, faces.get(tag), FLY, tag=("card", tag))
                )

    def slide_forward(self, event: dict[str, Any], before: dict[int, pygame.FRect]) -> None:
        """The set slides forward face up for everyone, then goes to the discard pile (a
        match) or back into the row face down (no match)."""
        discard = self.geo().discard_rect(len(self.table["display"]))
        faces = self.current_faces()
        for tag, value in zip(event["cards"], event["values"], strict=True):
            start = before.get(tag)
            if start is None:
                continue
            name = self.table["names"][value]
            # forward: towards the middle of the table (up from your row, down from theirs)
            toward = -1 if event["seat"] == self.seat else 1
            up = start.move(0, toward * max(RISE * 1.4, start.h * 0.4))
            face = face_of(value, name, self.order)
            self.motion.add(Tween(pygame.FRect(start), up, face, SHOW, tag=("card", tag)))
            end = self.card_rects.get(tag, discard)
            what = face if event["matched"] else faces.get(tag)
            self.motion.add(Tween(up, end, what, FLY, delay=SHOW, tag=("card", tag)))

    def current_faces(self) -> dict[int, Any]:
        """What each card shows the seat at the screen now (its view and its glimpses)."""
        t = self.table
        cards = [c for row in t["villages"] for c in row]
        cards += t["display"] + t["discard"] + t["hand"]["cards"]
        return {c["id"]: self.face_for(c)[0] for c in cards}

    def draw_motion(self, painter: Painter) -> None:
        for tween, rect in self.motion.under_way(painter):
            self.draw_face(painter, rect, tween.tag[1], tween.what)
