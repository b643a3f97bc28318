"""The seat's short memory of what it just looked at (a mixin of the scene). Faithful: a
looked-at card shows to that seat alone for a few seconds, the seat keeping the screen
meanwhile, then turns back over; the log says a card was looked at, never what it was."""

from __future__ import annotations

from typing import Any

from ...engine.silver.cards import card_name
from ...ui.cards import CardFace
from .faces import card_face, face_of


class GlimpseMixin:
    """Mixed into SilverTable (a TableScene); the glimpses are set up in its ``__init__``."""

    def hold_curtain(self) -> bool:
        """The seat at the screen is still looking at a card it just saw."""
        faithful = self.memory == "faithful"  # in Assist the seen cards stay shown anyway
        return faithful and bool(self.glimpses) and self.glimpse_seat == self.viewer

    def remember_glimpses(self) -> None:
        """Cards the seat at the screen just looked at: shown to it (and only it) for a few
        seconds, while it keeps the screen."""
        seat = self.viewer
        if seat is None or not self.session.seats[seat].human:
            return
        if self.glimpse_seat != seat:
            self.glimpses, self.glimpse_seat = {}, seat
        table = self.session.state.view(seat)["table"]
        cards = [c for row in table["villages"] for c in row] + table["hand"]["cards"]
        # Only a card that is face down now is still to remember (a drawn card that was then
        # discarded lies face up: nothing to hold the screen for).
        down = {c["id"] for c in cards if not c["face_up"]}
        if table["deck"]["top"]:
            down.add(table["deck"]["top"]["id"])
        self.glimpses = {t: g for t, g in self.glimpses.items() if t in down}
        for card in cards:  # a drawn card too: placed face down, it stays shown a moment
            if card["just_seen"] and not card["face_up"] and card["value"] is not None:
                self.glimpses[card["id"]] = (card_face(card, self.order), self.glimpse_seconds)
        top = table["deck"]["top"]
        if top and top["just_seen"] and top["value"] is not None:
            self.glimpses[top["id"]] = (card_face(top, self.order), self.glimpse_seconds)

    def language_changed(self) -> None:
        """The faces of cards just seen carry their names: made again in the new language."""
        self.glimpses = {
            t: (face_of(int(f.value), card_name(int(f.value), self.order), self.order), s)
            for t, (f, s) in self.glimpses.items()
        }
        super().language_changed()

    def curtain_lifted(self) -> None:
        if self.session.seat_to_show() != self.glimpse_seat:
            self.glimpses, self.glimpse_seat = {}, None
        super().curtain_lifted()

    def describe_event(self, event: dict[str, Any]) -> str:
        """Faithful memory: the log says that you looked at a card, never what it was (the
        table showed it for a moment, as at a real table). A finished game's replay keeps
        what each seat saw: it can show every card open anyway."""
        faithful = self.session.state.options["memory"] == "faithful"
        if event["type"] == "saw" and faithful and not self.read_only:
            event = {**event, "value": None}
        return super().describe_event(event)

    def glimpse(self, tag: int) -> tuple[CardFace, float] | None:
        """A face the seat at the screen saw moments ago and the time it still shows."""
        if self.glimpse_seat != self.viewer:
            return None
        return self.glimpses.get(tag)
