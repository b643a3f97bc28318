"""The Village: three piles of Character cards, and which plays they accept.

A pile is a list of card ids, bottom first; only its top card is visible and gives the pile's
value. A play puts one or more Character cards from hand on one pile; the top card alone counts
(its value, its character, its power). Legality (shared/rules/silex.md section 5.2.3):

(a) the cards' sum is strictly greater than the covered top card (Expert Doubles: or exactly
    two cards of equal value, whatever the pile shows);
(b) the top card's character is not visible on any other pile (so a character already visible
    forces the play onto that pile).
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from ...i18n import _
from .data import CARDS, card_name, printed, sort_cards

Pile = list[str]
Action = dict[str, Any]
PILES = 3


def top(pile: Pile) -> str | None:
    return pile[-1] if pile else None


def pile_value(pile: Pile) -> int:
    """The value a play must beat; an empty pile (only after a starved rebuild) shows 0."""
    return CARDS[pile[-1]].value if pile else 0


def visible_characters(piles: list[Pile], except_pile: int | None = None) -> set[str]:
    return {CARDS[p[-1]].character for k, p in enumerate(piles) if p and k != except_pile}


def clash_pile(piles: list[Pile], card_id: str) -> int | None:
    """The pile already showing this card's character, if any."""
    character = CARDS[card_id].character
    for k, p in enumerate(piles):
        if p and CARDS[p[-1]].character == character:
            return k
    return None


def play_problem(
    piles: list[Pile], cards: list[str], top_card: str, pile: int, doubles: bool
) -> str:
    """Why putting ``cards`` (``top_card`` on top) on ``pile`` breaks a rule; "" when legal.
    The cards are assumed to be distinct Character cards from the player's hand."""
    covered = pile_value(piles[pile])
    total = sum(CARDS[c].value for c in cards)
    is_double = doubles and len(cards) == 2 and CARDS[cards[0]].value == CARDS[cards[1]].value
    if total <= covered and not is_double:
        if len(cards) == 1:
            return _("Not strictly greater: {card}, the pile shows {value}.").format(
                card=card_name(cards[0]), value=covered
            )
        return _(
            "Not strictly greater: your Addition totals {total}, the pile shows {value}."
        ).format(total=total, value=covered)
    if CARDS[top_card].character in visible_characters(piles, except_pile=pile):
        k = clash_pile(piles, top_card)
        character = printed(CARDS[top_card].character)
        if k is None:
            text = _(
                "{character} is already visible on another pile: each character may be visible "
                "only once, so it must go on that pile."
            )
        else:
            text = _(
                "{character} is already visible on pile {k}: each character may be visible "
                "only once, so it must go on that pile."
            )
        return text.format(character=character, k=(k or 0) + 1)
    return ""


def legal_plays(hand: list[str], piles: list[Pile], doubles: bool) -> list[Action]:
    """Every legal play from ``hand``: single cards, Additions (any subset, any top card, any
    pile) and, with Expert Doubles, pairs of equal value that do not already beat the pile.
    Singles come first, then larger sets; the order is stable."""
    chars = sort_cards([c for c in hand if CARDS[c].is_character])
    values = {c: CARDS[c].value for c in chars}
    pile_vals = [pile_value(p) for p in piles]
    tops = [CARDS[p[-1]].character if p else None for p in piles]
    plays: list[Action] = []
    doubles_found: list[Action] = []
    for size in range(1, len(chars) + 1):
        for subset in combinations(chars, size):
            total = sum(values[c] for c in subset)
            pair = doubles and size == 2 and values[subset[0]] == values[subset[1]]
            cards = list(subset)
            for top_card in subset:
                character = CARDS[top_card].character
                for k in range(len(piles)):
                    if any(tops[j] == character for j in range(len(piles)) if j != k):
                        continue
                    if total > pile_vals[k]:
                        plays.append(
                            {"type": "play", "cards": list(cards), "top": top_card, "pile": k}
                        )
                    elif pair:
                        doubles_found.append(
                            {"type": "double", "cards": list(cards), "top": top_card, "pile": k}
                        )
    return plays + doubles_found
