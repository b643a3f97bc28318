"""Building a play from picked hand cards: which cards, which lies on top, which piles take
it, and why a pile refuses it (the engine's ``why_not_play``, from the view only)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...engine.silex.explain import why_not_play
from ...i18n import _
from .faces import card_title

PILES = 3


@dataclass(frozen=True)
class Addition:
    """The picked ``cards`` in hand order, ``top`` the one on top (None: nothing picked)."""

    cards: list[str]
    top: str | None

    @staticmethod
    def of(hand: list[dict[str, Any]], picked: list[str], top_pick: str | None) -> Addition:
        cards = [c["id"] for c in hand if c["id"] in picked]
        if not cards:
            return Addition([], None)
        top = top_pick if top_pick in cards else picked[-1]
        return Addition(cards, top)

    def action(self, actions: list[dict[str, Any]], pile: int) -> dict[str, Any] | None:
        """The legal play (or Double) that puts these cards on ``pile``, if there is one."""
        for a in actions:
            same = a.get("cards") == self.cards and a.get("top") == self.top
            if a["type"] in ("play", "double") and a["pile"] == pile and same:
                return a
        return None

    def legal_piles(self, actions: list[dict[str, Any]]) -> list[int]:
        return [k for k in range(PILES) if self.action(actions, k) is not None]

    def why_not(self, table: dict[str, Any], actions: list[dict[str, Any]], pile: int) -> str:
        """ "" when the play is legal, else the reason in a player's words."""
        if not self.cards:
            return _("Pick cards in your hand first (click them), then click a pile.")
        if self.action(actions, pile) is not None:
            return ""
        assert self.top is not None
        why = why_not_play(table, self.cards, self.top, pile)
        return why or _("That play is not allowed now.")

    def summary(self, hand: list[dict[str, Any]]) -> str:
        """The live sum: "Blog 3 + Url 4 = 7, Url 4 on top"."""
        by_id = {c["id"]: c for c in hand}
        values = [by_id[c]["value"] for c in self.cards]
        top = card_title(by_id[self.top]) if self.top else ""
        if len(self.cards) == 1:
            return _("{card} ({value})").format(card=top, value=values[0])
        sums = " + ".join(str(v) for v in values)
        return _("Addition {sums} = {total}, {card} on top").format(
            sums=sums, total=sum(values), card=top
        )
