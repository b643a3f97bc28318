"""Taking the top discard (a mixin of the scene). The engine's take commits the turn, so the
prompt's "Take the top discard" only starts choosing on the table: the player picks the
card(s) of their village it replaces and confirms (then the take and the exchange are
played), or cancels and chooses another move. A click on the pile itself only browses it."""

from __future__ import annotations

from typing import Any

import pygame

from ...engine.common import Action
from ...i18n import _
from ..table import ActionChooser
from . import labels

TAKE: Action = {"type": "take"}


class TakeMixin:
    """Mixed into SilverTable (a TableScene)."""

    taking = False  # the take is being chosen: nothing is played yet

    def start_take(self) -> None:
        movable = [c["id"] for c in self.own() if not c.get("amulet")]
        self.taking = True
        # a set needs two cards; the engine checks the rest when it is confirmed
        self.selection = self.pick_up_to(movable, len(movable) if len(movable) > 1 else 1, 1)
        self.chooser = ActionChooser(self.my_actions(), self.object_of)
        self.app.sounds.play("click")
        self.rebuild()

    def stop_take(self) -> None:
        self.taking = False
        self.selection = self.new_selection()
        self.chooser = ActionChooser(self.my_actions(), self.object_of)
        self.rebuild()

    def play(self, action: Action) -> None:
        if action == TAKE:
            self.start_take()
            return
        super().play(action)

    def my_actions(self) -> list[Action]:
        return [] if self.taking else super().my_actions()

    def cancel(self) -> None:
        if self.taking:
            self.stop_take()
            return
        super().cancel()

    def choices(self) -> list[tuple[str, Any]]:
        out = super().choices()
        if self.taking and not self.picked():  # with cards picked the kit adds Cancel
            out.append((_("Cancel"), self.cancel))
        return out

    def take_prompt(self, picked: int) -> str:
        pile = self.table["discard"]
        card = labels.card_word(pile[-1] if pile else None)
        if picked == 0:
            text = _(
                "Take {card}: click the card of your village it replaces (or several of one "
                "value for a set), or Cancel."
            )
            return text.format(card=card)
        if picked == 1:
            text = _("Exchange {card} for this card, or pick more of one value for a set.")
            return text.format(card=card)
        return labels.picked_text(picked)

    def handle_table(self, event: pygame.event.Event) -> bool:
        if self.taking and event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE:
            self.cancel()
            return True
        return super().handle_table(event)
