"""Why a computer player makes a move in Silex and the City, in one sentence, from its seat's
input alone: the Village's piles, its own hand, the spread's put-back marks and the play that
raised a power. A sentence names only cards that seat may see; where the ``cunning`` search
chose on play-outs the view cannot show, it says what the move does and no more.
"""

from __future__ import annotations

from typing import Any

from ...i18n import N_, _, ngettext
from ..common import Action, BotInput
from .data import CARDS, card_name

View = dict[str, Any]

# A card played, by shape: (the pile had a card, the top's power can pass on a Discovery).
SINGLE = {
    (True, False): N_("Play {top} on pile {k}: it beats {under} with one card from your hand."),
    (False, False): N_("Play {top} on the empty pile {k}: only one card leaves your hand."),
    (True, True): N_(
        "Play {top} on pile {k} to beat {under}: its power can then pass on a Discovery you hold."
    ),
    (False, True): N_(
        "Play {top} on the empty pile {k}: its power can then pass on a Discovery you hold."
    ),
}
NO_POWER = {
    "blog": N_("Leave the Blog power unused: you hold no Discovery to be rid of."),
    "url": N_("Leave the Url power unused: you hold no Discovery to pass on."),
    "web": N_("Leave the Web power unused: it would not help you now."),
    "spam": N_("Leave the Spam power unused: it would not help you now."),
}


def reason(ctx: BotInput, action: Action) -> str:
    """One sentence: why a computer in ``ctx.seat`` makes ``action``."""
    view = ctx.table
    kind = action["type"]
    hand = view["hand"]
    found = sorted((c for c in hand if c["kind"] == "discovery"), key=lambda c: c["value"])
    if kind in ("play", "double"):
        return _play(view, action, bool(found))
    if kind == "search":
        n = action["count"]
        if not any(a["type"] in ("play", "double") for a in ctx.actions):
            text = ngettext(
                "No card of yours beats a pile, so search for ideas and draw {n} card.",
                "No card of yours beats a pile, so search for ideas and draw {n} cards.",
                n,
            )
        else:
            text = ngettext(
                "Search for ideas and draw {n} card: a hidden Idea flint costs less than the "
                "cards a play would spend.",
                "Search for ideas and draw {n} cards: a hidden Idea flint costs less than the "
                "cards a play would spend.",
                n,
            )
        return text.format(n=n)
    if kind == "reveal":
        card = card_name(action["card"])
        if found and found[0]["id"] == action["card"]:
            text = _("Nothing of yours beats a pile, so reveal {card}, your lightest Discovery.")
        else:
            text = _("Nothing of yours beats a pile, so reveal {card}.")
        return text.format(card=card)
    if kind == "black_idea":
        return _(
            "Nothing of yours beats a pile and you have no Discovery to reveal, so take a "
            "Black Idea."
        )
    if kind == "draw":
        return _draw(ctx, view, action["spot"])
    if kind in ("blog", "url", "web", "spam", "no_power"):
        return _power(view, action, found)
    if kind in ("url_give", "web_give"):
        card = CARDS[action["card"]]
        if found and found[-1]["id"] == action["card"]:
            text = _("Hand over {card}, your heaviest Discovery.")
        elif not found and card.value == min(c["value"] for c in hand):
            text = _("Hand over {card}, your lowest card.")
        else:
            text = _("Hand over {card}.")
        return text.format(card=card_name(action["card"]))
    if kind == "take_piles":
        a, b = (k + 1 for k in action["piles"])
        text = _(
            "Take piles {a} and {b} for the new spread: the thickest piles tie, so any pair will "
            "do."
        )
        return text.format(a=a, b=b)
    if kind == "discard":
        card = card_name(action["card"])
        if CARDS[action["card"]].kind == "discovery":
            return _("Discard {card} onto the new spread, to be rid of a Discovery.").format(
                card=card
            )
        return _("Discard {card} onto the new spread.").format(card=card)
    if kind == "discard_done":
        if not found:
            return _("Keep the cards you hold: none of them is a Discovery.")
        return _("Keep the cards you hold and finish the round's end.")
    return _("This is the move a computer player would make in your seat.")


def _play(view: View, action: Action, holds_found: bool) -> str:
    pile = view["village"][action["pile"]]
    under = pile["top"]
    top = CARDS[action["top"]]
    cards = action["cards"]
    k = action["pile"] + 1
    names = {
        "top": card_name(action["top"]),
        "under": card_name(under["id"]) if under else "",
        "k": k,
    }
    if action["type"] == "double":
        if under:
            text = _(
                "Play a Double on pile {k}: two cards of one value cover {under}, {top} on top."
            )
        else:
            text = _("Play a Double on the empty pile {k}, {top} on top.")
        return text.format(**names)
    if len(cards) > 1:
        n = len(cards)
        total = sum(CARDS[c].value for c in cards)
        if under:
            text = ngettext(
                "Play an Addition of {n} card worth {total} on pile {k}: it beats {under}, "
                "{top} on top.",
                "Play an Addition of {n} cards worth {total} on pile {k}: it beats {under}, "
                "{top} on top.",
                n,
            )
        else:
            text = ngettext(
                "Play an Addition of {n} card worth {total} on the empty pile {k}, {top} on top.",
                "Play an Addition of {n} cards worth {total} on the empty pile {k}, {top} on top.",
                n,
            )
        return text.format(n=n, total=total, **names)
    passes_on = holds_found and top.power in ("url", "blog")
    return _(SINGLE[under is not None, passes_on]).format(**names)


def _draw(ctx: BotInput, view: View, spot: int) -> str:
    entry = next(s for s in view["spread"] if s["spot"] == spot)
    place, by, known = entry["place"], entry["put_back_by"], entry["known"]
    if known is not None:
        if known["kind"] == "discovery":
            text = _("Draw from spot {spot}, where you put back {card} yourself.")
        else:
            text = _("Draw from spot {spot}: you put back {card} there yourself.")
        return text.format(spot=place, card=card_name(known["id"]))
    if by is not None:
        return _(
            "Draw from spot {spot}, though another player put a card back there (perhaps a "
            "Discovery)."
        ).format(spot=place)
    return _("Draw from spot {spot}: nobody put a card back there.").format(spot=place)


def _power(view: View, action: Action, found: list[dict[str, Any]]) -> str:
    kind = action["type"]
    if kind == "blog":
        card = CARDS[action["card"]]
        if card.kind == "discovery":
            text = _("Use Blog to put {card} back face down in the spread, out of your hand.")
        else:
            text = _("Use Blog to put {card} back face down in the spread.")
        return text.format(card=card_name(action["card"]))
    if kind == "url":
        left = action["direction"] == "left"
        if found:
            text = (
                _("Use Url: everyone passes a card to the left, and you can pass on {card}.")
                if left
                else _("Use Url: everyone passes a card to the right, and you can pass on {card}.")
            )
            return text.format(card=card_name(found[-1]["id"]))
        if left:
            return _("Use Url: everyone passes a card to the left.")
        return _("Use Url: everyone passes a card to the right.")
    if kind == "web":
        return _("Use Web to demand a card from another player.")
    if kind == "spam":
        return _("Use Spam to turn Werther round, so play passes the other way.")
    last = view["last_play"]
    power = CARDS[last["top"]].power if last else ""
    text = NO_POWER.get(power)
    if power in ("blog", "url") and found:
        return _("Leave the power unused this time.")
    return _(text) if text else _("Leave the power unused this time.")
