"""Why a computer player makes a move in Silver, in one sentence, from its seat's input alone.

A value is named only where the seat's view shows it: face up, in the hand it drew, or known
under the ``assist`` memory. Under ``faithful`` memory a card the seat only glimpsed shows its
back in the view, so a sentence says "card 3 of your village" and never what it was (the
computer's memory, read from its log, may still have chosen by it). Each shape is one whole
sentence in the catalogue.
"""

from __future__ import annotations

from typing import Any

from ...i18n import N_, _, ngettext
from ..common import Action, BotInput
from .cards import ACTIVATION, FACE_UP_OWN, NAMES, ON_DISCARD, VALUE_ORDERS

View = dict[str, Any]

PLACE_END = {
    ("end", "left"): N_("The set did not match: put the new card at the left end of your village."),
    ("end", "right"): N_(
        "The set did not match: put the new card at the right end of your village."
    ),
    ("penalty", "left"): N_("Put the penalty card at the left end of your village."),
    ("penalty", "right"): N_("Put the penalty card at the right end of your village."),
}


def reason(ctx: BotInput, action: Action) -> str:
    """One sentence: why a computer in ``ctx.seat`` makes ``action``."""
    view = ctx.table
    d = view["decision"]
    kind = action["type"]
    if kind == "peek":
        a, b = (k + 1 for k in action["slots"])
        text = _(
            "Secretly view cards {a} and {b} of your village: at a round's start any two serve."
        )
        return text.format(a=a, b=b)
    if kind == "continue":
        return _("The round is over: continue to the next round.")
    if d is not None:
        return _decision(ctx, view, d, action)
    return _turn(ctx, view, action)


def _card_words(view: View, value: int) -> str:
    """ "a Witch (11)", as the log says a card."""
    name = view["names"][value]
    if name[0] in "AEIOU":
        return _("an {name} ({value})").format(name=_(name), value=value)
    return _("a {name} ({value})").format(name=_(name), value=value)


def _cards(view: View) -> dict[int, dict[str, Any]]:
    """Every card the view shows (its value only where the seat may see it), by tag."""
    out = {c["id"]: c for v in view["villages"] for c in v}
    for c in view["display"] + view["discard"] + view["hand"]["cards"]:
        out[c["id"]] = c
    if view["deck"]["top"]:
        out[view["deck"]["top"]["id"]] = view["deck"]["top"]
    return out


def _seen(view: View, tag: int) -> int | None:
    """The card's value if the view shows it to this seat now, else None."""
    card = _cards(view).get(tag)
    return None if card is None else card["value"]


def _where(view: View, tag: int) -> tuple[int | None, int]:
    """(owner, spot 1-based) of a village card; (None, 0) elsewhere."""
    for owner, village in enumerate(view["villages"]):
        for k, c in enumerate(village):
            if c["id"] == tag:
                return owner, k + 1
    return None, 0


def _known(view: View, tag: int) -> bool:
    card = _cards(view).get(tag)
    return bool(card and card["known"])


def _turn(ctx: BotInput, view: View, action: Action) -> str:
    kind = action["type"]
    if kind == "draw" and "card" not in action:
        # A face-up card it could take instead: the discard pile's top or a display card.
        offered = any(
            a["type"] == "take" or (a["type"] == "draw" and "card" in a) for a in ctx.actions
        )
        if offered:
            return _("Draw from the deck: no face-up card on offer is low enough to take.")
        return _("Draw from the deck.")
    if kind in ("draw", "take"):
        tag = action["card"] if kind == "draw" else view["discard"][-1]["id"]
        value = _seen(view, tag)
        if value is None:  # face up, so always shown; kept safe all the same
            return _("Take a face-up card to exchange into your village.")
        if kind == "draw":
            text = _("Take {card} from the display: it is low enough to lower your village.")
        else:
            text = _("Take {card} from the discard pile: it is low enough to lower your village.")
        return text.format(card=_card_words(view, value))
    if kind == "call":
        return _("Call now: as far as you remember, your village is clearly the lowest.")
    if kind == "empath":
        _owner, spot = _where(view, action["card"])
        if _known(view, action["card"]):
            text = _("Use the Empath to view card {spot} of your village again.")
        else:
            text = _(
                "Use the Empath to view card {spot} of your village, which you have not "
                "looked at this round."
            )
        return text.format(spot=spot)
    if kind == "guard":
        _owner, spot = _where(view, action["card"])
        text = _("Let your Bodyguard also protect card {spot} of your village from opponents.")
        return text.format(spot=spot)
    if kind == "amulet":
        _owner, spot = _where(view, action["card"])
        value = _seen(view, action["card"])
        if value is not None:
            text = _("Put the Silver Amulet on {card} in spot {spot}: nobody may view or move it.")
            return text.format(card=_card_words(view, value), spot=spot)
        text = _(
            "Put the Silver Amulet on card {spot} of your village: nobody may view or move it."
        )
        return text.format(spot=spot)
    if kind == "end":
        return _("Your main action is done: end your turn.")
    return _("This is the move a computer player would make in your seat.")


def _decision(ctx: BotInput, view: View, d: dict[str, Any], action: Action) -> str:
    kind, step = action["type"], d["kind"]
    if step in ("new_card", "set"):
        return _exchange(ctx, view, d, action)
    if step == "place" and "at" in action:
        return _("The set matched: put the new card in spot {spot}.").format(spot=action["at"] + 1)
    if kind == "place":
        return _(PLACE_END[("penalty" if step == "penalty" else "end"), action["end"]])
    if step == "rascal":
        if kind == "skip":
            return _("Stop drawing with the Rascal.")
        if "card" in action:
            value = _seen(view, action["card"])
            if value is not None:
                text = _("Take {card} from the display with the Rascal: it is a low card.")
                return text.format(card=_card_words(view, value))
        return _("Draw one more card with the Rascal.")
    if kind == "keep":
        value = _seen(view, action["card"])
        if value is None:
            return _("Keep the card you drew first.")
        drawn = [_seen(view, c["id"]) for c in view["hand"]["cards"]]
        if all(v is not None and value <= v for v in drawn):
            text = _("Keep {card}, the lowest of the cards you drew.")
        else:
            text = _("Keep {card}.")
        return text.format(card=_card_words(view, value))
    if kind == "skip":
        ability = "witch" if step == "witch_swap" else step
        if step == "witch_swap":
            return _("Leave the top card on the deck: no exchange with it is worth making.")
        text = _("Skip the {ability}: it would not help you now.")
        return text.format(ability=_(NAMES.get(ability, ability)))
    if kind in ("flip", "look"):
        return _look(ctx, view, action)
    if kind == "take":
        value = _seen(view, action["card"])
        text = _("Take {card} from the discard pile with the Master: it should lower your village.")
        return text.format(card=_card_words(view, value) if value is not None else "")
    if kind == "look_deck":
        return _("Use the Witch to look at the top card of the deck.")
    if kind == "swap":
        owner, spot = _where(view, action["card"])
        if owner == ctx.seat:
            text = _(
                "Put the top deck card in place of card {spot} of your village: it should "
                "lower your village."
            )
        else:
            text = _(
                "Put the top deck card into an opponent's village in place of card {spot}, "
                "raising their total."
            )
        return text.format(spot=spot)
    if kind == "give":
        _owner, spot = _where(view, action["card"])
        text = _(
            "Give card {spot} of your village in the Robber's swap: it should be one of your "
            "highest."
        )
        return text.format(spot=spot)
    if kind == "steal":
        _owner, spot = _where(view, action["card"])
        text = _(
            "Take card {spot} of an opponent's village in exchange: it should be lower than "
            "the card you give."
        )
        return text.format(spot=spot)
    if kind == "back":
        return _("Choose again which card to give in the Robber's swap.")
    return _("This is the move a computer player would make in your seat.")


def _look(ctx: BotInput, view: View, action: Action) -> str:
    tag = action["card"]
    owner, spot = _where(view, tag)
    known = _known(view, tag)
    if action["type"] == "flip":
        if owner != ctx.seat:
            return _("Turn up card {spot} of an opponent's village.").format(spot=spot)
        value = _seen(view, tag)
        order = VALUE_ORDERS[view["value_order"]]
        if value is not None and ACTIVATION[order[value]] == FACE_UP_OWN:
            text = _("Turn {card} in spot {spot} face up, so its ability works for you.")
            return text.format(card=_card_words(view, value), spot=spot)
        if not known:
            text = _(
                "Turn card {spot} of your village face up: you have not looked at it this round."
            )
        else:
            text = _("Turn card {spot} of your village face up.")
        return text.format(spot=spot)
    if owner is None:
        return _("View the top card of the deck.")
    if owner == ctx.seat:
        if known:
            return _("View card {spot} of your village again.").format(spot=spot)
        text = _("View card {spot} of your village: you have not looked at it this round.")
        return text.format(spot=spot)
    if known:
        return _("View card {spot} of an opponent's village again.").format(spot=spot)
    text = _("View card {spot} of an opponent's village: you have not looked at it this round.")
    return text.format(spot=spot)


def _exchange(ctx: BotInput, view: View, d: dict[str, Any], action: Action) -> str:
    kind = action["type"]
    new = _seen(view, d["card"])
    new_words = _card_words(view, new) if new is not None else ""
    if d["kind"] == "set":
        if kind == "mark":
            _owner, spot = _where(view, action["card"])
            return _("Mark card {spot} too for the multiple exchange.").format(spot=spot)
        if kind == "confirm":
            n = len(d["marked"])
            return ngettext(
                "Confirm: exchange the {n} marked card for the new card.",
                "Confirm: exchange the {n} marked cards for the new card.",
                n,
            ).format(n=n)
        return _("Cancel the multiple exchange and choose again.")
    if kind == "discard":
        order = VALUE_ORDERS[view["value_order"]]
        if new is None:
            return _("Discard the new card: it would not lower your village.")
        if d["source"] == "deck" and ACTIVATION[order[new]] == ON_DISCARD:
            text = _(
                "Discard the new card, {card}: it would not lower your village, and its "
                "ability may then be used."
            )
        else:
            text = _("Discard the new card, {card}: it would not lower your village.")
        return text.format(card=new_words)
    _owner, spot = _where(view, action["card"])
    if kind == "mark":
        return _(
            "Mark card {spot} to exchange several cards of one value for the new card."
        ).format(spot=spot)
    old = _seen(view, action["card"])
    forced = not any(a["type"] == "discard" for a in ctx.actions)
    if new is None:
        return _("Exchange card {spot} of your village for the new card.").format(spot=spot)
    if forced:
        if old is not None:
            text = _(
                "The new card, {card}, may not be discarded: exchange it for {old} in spot {spot}."
            )
            return text.format(card=new_words, old=_card_words(view, old), spot=spot)
        text = _(
            "The new card, {card}, may not be discarded: exchange it for card {spot} of your "
            "village."
        )
        return text.format(card=new_words, spot=spot)
    if old is not None and old > new:
        text = _(
            "Exchange {old} in spot {spot} for the new card, {card}: your village drops by {n}."
        )
        return text.format(old=_card_words(view, old), spot=spot, card=new_words, n=old - new)
    text = _(
        "Exchange card {spot} of your village for the new card, {card}, which should lower "
        "your village."
    )
    return text.format(spot=spot, card=new_words)
