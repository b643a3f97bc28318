"""One plain sentence per logged event (public and private), with the seats' names, in the
player's language (made when it is read, so a language change shows at once)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...i18n import N_, _, ngettext, pgettext
from .data import card_name


def join(words: list[str], empty: str = "") -> str:
    """``words`` as a list in a sentence: "A", "A and B", "A, B and C"."""
    if len(words) <= 1:
        return "".join(words) or empty
    return _("{items} and {last}").format(items=", ".join(words[:-1]), last=words[-1])


def _cards(ids: list[str]) -> str:
    return join([card_name(c) for c in ids], _("nothing"))


def _seats(seats: list[int], names: Sequence[str]) -> str:
    return join([names[s] for s in seats], _("nobody"))


def _setup(event: dict[str, Any], names: Sequence[str]) -> str:
    n = event["players"]
    if event.get("doubles"):
        head = _("A game of Silex and the City for {n} players, with Expert Doubles.")
    else:
        head = _("A game of Silex and the City for {n} players.")
    cards, found = event["hand_size"], event["discoveries"]
    dealt = ngettext("Each player is dealt {n} card.", "Each player is dealt {n} cards.", cards)
    hidden = ngettext(
        "{n} hidden Discovery is in play.", "{n} hidden Discoveries are in play.", found
    )
    parts = [head.format(n=n), dealt.format(n=cards), hidden.format(n=found)]
    removed = event["removed"]
    if removed:
        parts.append(
            ngettext(
                "{n} Character is removed unseen.", "{n} Characters are removed unseen.", removed
            ).format(n=removed)
        )
    if event["werther"] == "left":
        start = _("Werther points left and {name} begins.")
    else:
        start = _("Werther points right and {name} begins.")
    parts.append(start.format(name=names[event["first"]]))
    return " ".join(parts)


def _village(event: dict[str, Any]) -> str:
    parts = []
    for p in event["piles"]:
        cards = p["cards"]
        k = p["pile"] + 1
        if not cards:
            parts.append(_("pile {k} is empty").format(k=k))
        elif len(cards) > 1:
            parts.append(
                _("pile {k} shows {card} over {under}").format(
                    k=k, card=card_name(cards[-1]), under=_cards(cards[:-1])
                )
            )
        else:
            parts.append(_("pile {k} shows {card}").format(k=k, card=card_name(cards[-1])))
    between = pgettext("between the piles of a list", "; ")
    return _("The Village: {piles}.").format(piles=between.join(parts))


def _draw(event: dict[str, Any], who: str, names: Sequence[str]) -> str:
    spot, by = event["place"], event.get("by")  # the number shown on the table
    reason = event["reason"]
    if by is not None:
        text = {
            "search": _(
                "{who} draws from spot {spot} (put back by {by}) while searching for ideas."
            ),
            "blog": _("{who} draws from spot {spot} (put back by {by}) for Blog."),
            "end": _("{who} draws from spot {spot} (put back by {by})."),
        }[reason]
        return text.format(who=who, spot=spot, by=names[by])
    text = {
        "search": _("{who} draws from spot {spot} while searching for ideas."),
        "blog": _("{who} draws from spot {spot} for Blog."),
        "end": _("{who} draws from spot {spot}."),
    }[reason]
    return text.format(who=who, spot=spot)


PLAYS = {
    ("single", True): N_("{who} plays {top} on pile {k}, covering {under}."),
    ("single", False): N_("{who} plays {top} on the empty pile {k}."),
    ("addition", True): N_(
        "{who} plays an Addition worth {total} on pile {k}: {cards}, with {top} on top, "
        "covering {under}."
    ),
    ("addition", False): N_(
        "{who} plays an Addition worth {total} on the empty pile {k}: {cards}, with {top} on top."
    ),
    ("double", True): N_(
        "{who} plays a Double on pile {k}: {cards}, with {top} on top, covering {under}."
    ),
    ("double", False): N_(
        "{who} plays a Double on the empty pile {k}: {cards}, with {top} on top."
    ),
}


def _play(event: dict[str, Any], who: str) -> str:
    """One whole sentence per shape: a card, an Addition or a Double, on a pile or an empty
    one (a card's value in brackets is its own; an Addition's sum is said in words)."""
    cards = event["cards"]
    shape = "double" if event["double"] else "addition" if len(cards) > 1 else "single"
    covered = event["covered"]
    text = _(PLAYS[shape, bool(covered)])
    return text.format(
        who=who,
        cards=_cards(cards),
        total=event.get("total", 0),
        top=card_name(event["top"]),
        k=event["pile"] + 1,
        under=card_name(covered) if covered else "",
    )


def _public(kind: str, event: dict[str, Any], who: str, names: Sequence[str]) -> str | None:
    if kind == "setup":
        return _setup(event, names)
    if kind == "village":
        return _village(event)
    if kind == "new_spread":
        n = len(event["spots"])
        return ngettext(
            "Round {round}: {n} card is spread face down.",
            "Round {round}: {n} cards are spread face down.",
            n,
        ).format(round=event["round"], n=n)
    if kind == "village_discovery":
        return _(
            "The {card} turns up while the Village is laid; it slips back into the spread."
        ).format(card=card_name(event["card"]))
    if kind == "search":
        n = event["count"]
        return ngettext(
            "{who} searches for ideas: takes a hidden Idea flint and will draw {n} card.",
            "{who} searches for ideas: takes a hidden Idea flint and will draw {n} cards.",
            n,
        ).format(who=who, n=n)
    if kind == "draw":
        return _draw(event, who, names)
    if kind == "play":
        return _play(event, who)
    if kind == "no_power":
        power = event["power"]
        text = {
            "blog": _("{who} does not use the Blog power."),
            "url": _("{who} does not use the Url power."),
            "web": _("{who} does not use the Web power."),
            "spam": _("{who} does not use the Spam power."),
        }.get(power, _("{who} does not use the power."))
        return text.format(who=who)
    if kind == "blog":
        return _("{who} uses Blog: puts a card back face down at spot {spot}.").format(
            who=who, spot=event["place"]
        )
    if kind == "url":
        if event["direction"] == "left":
            text = _("{who} uses Url: everyone passes a card to the left ({order} choose in turn).")
        else:
            text = _(
                "{who} uses Url: everyone passes a card to the right ({order} choose in turn)."
            )
        return text.format(who=who, order=_seats(event["order"], names))
    if kind == "url_passed":
        if event["direction"] == "left":
            return _("The Url cards are passed to the left all at once.")
        return _("The Url cards are passed to the right all at once.")
    if kind == "web":
        return _("{who} uses Web and demands a card from {target}.").format(
            who=who, target=names[event["target"]]
        )
    if kind == "web_given":
        return _("{who} gives a card to {to}.").format(who=who, to=names[event["to"]])
    if kind == "spam":
        if event["werther"] == "left":
            text = _("{who} uses Spam: Werther turns round and now points left.")
        else:
            text = _("{who} uses Spam: Werther turns round and now points right.")
        return text.format(who=who)
    return None


def _public_more(kind: str, event: dict[str, Any], who: str, names: Sequence[str]) -> str | None:
    if kind == "black_idea":
        n = event["black_ideas"]
        if event["draws"]:
            text = ngettext(
                "{who} does not play, shows {hand}, takes a Black Idea ({n} Black Idea now) "
                "and draws at the end of the turn.",
                "{who} does not play, shows {hand}, takes a Black Idea ({n} Black Ideas now) "
                "and draws at the end of the turn.",
                n,
            )
        else:
            text = ngettext(
                "{who} does not play, shows {hand}, takes a Black Idea ({n} Black Idea now).",
                "{who} does not play, shows {hand}, takes a Black Idea ({n} Black Ideas now).",
                n,
            )
        return text.format(who=who, hand=_cards(event["hand"]), n=n)
    if kind == "reveal":
        n = event["value"]
        if event["last"]:
            text = ngettext(
                "{who} reveals the {card} and is responsible for it ({n} point). "
                "It is the last one: the game ends.",
                "{who} reveals the {card} and is responsible for it ({n} points). "
                "It is the last one: the game ends.",
                n,
            )
        else:
            text = ngettext(
                "{who} reveals the {card} and is responsible for it ({n} point). The round ends.",
                "{who} reveals the {card} and is responsible for it ({n} points). The round ends.",
                n,
            )
        return text.format(who=who, card=card_name(event["card"]), n=n)
    if kind == "take_piles":
        a, b = (k + 1 for k in event["piles"])
        n = event["cards"]
        return ngettext(
            "{who} takes piles {a} and {b} ({n} card) to make the new spread.",
            "{who} takes piles {a} and {b} ({n} cards) to make the new spread.",
            n,
        ).format(who=who, a=a, b=b, n=n)
    if kind == "discard":
        return _("{who} discards a card onto them.").format(who=who)
    if kind == "refill":
        n = event["count"]
        if not n:
            return _("{who} draws no card.").format(who=who)
        return ngettext(
            "{who} draws {n} card to refill their hand.",
            "{who} draws {n} cards to refill their hand.",
            n,
        ).format(who=who, n=n)
    if kind == "round_start":
        return _("Round {round} begins with {name}.").format(
            round=event["round"], name=names[event["seat"]]
        )
    if kind == "game_end":
        scores = ", ".join(f"{names[s]} {v}" for s, v in enumerate(event["scores"]))
        won = _seats(event["winners"], names)
        if len(event["winners"]) == 1:
            text = _("The game ends. Evolution points: {scores}. {names} wins.")
        else:
            text = _("The game ends. Evolution points: {scores}. {names} share the win.")
        return text.format(scores=scores, names=won)
    return None


def _private(kind: str, event: dict[str, Any], names: Sequence[str]) -> str | None:
    """What only one seat saw."""
    card = card_name(event["card"]) if "card" in event else ""
    spot = event.get("place")  # the number shown on the table, not the engine's spot id
    if kind == "dealt":
        return _("You are dealt {cards}.").format(cards=_cards(event["cards"]))
    if kind == "idea":
        return _("You look at your new Idea flint: {value}.").format(value=event["value"])
    if kind == "drew":
        return _("You draw the {card} from spot {spot}.").format(card=card, spot=spot)
    if kind == "put_back":
        return _("You put the {card} back at spot {spot}.").format(card=card, spot=spot)
    if kind == "url_chosen":
        return _("You choose to pass the {card} to {name}.").format(
            card=card, name=names[event["to"]]
        )
    if kind in ("url_received", "web_received"):
        return _("You receive the {card} from {name}.").format(
            card=card, name=names[event["giver"]]
        )
    if kind == "web_gave":
        return _("You give the {card} to {name}.").format(card=card, name=names[event["to"]])
    if kind == "discarded":
        return _("You discard the {card}.").format(card=card)
    if kind == "refilled":
        return _("You draw {cards}.").format(cards=_cards(event["cards"]))
    return None


def describe(event: dict[str, Any], names: Sequence[str]) -> str:
    kind = event["type"]
    seat = event.get("seat")
    who = names[seat] if isinstance(seat, int) else _("Someone")
    text = (
        _public(kind, event, who, names)
        or _public_more(kind, event, who, names)
        or _private(kind, event, names)
    )
    if text is None:
        return _("{who}: {event}.").format(who=who, event=kind.replace("_", " "))
    return text


EVENT_TYPES = (
    # public
    "setup", "village", "new_spread", "village_discovery", "search", "draw", "play",
    "no_power", "blog", "url", "url_passed", "web", "web_given", "spam", "black_idea",
    "reveal", "take_piles", "discard", "refill", "round_start", "game_end",
    # private
    "dealt", "idea", "drew", "put_back", "url_chosen", "url_received", "web_gave",
    "web_received", "discarded", "refilled",
)  # fmt: skip
