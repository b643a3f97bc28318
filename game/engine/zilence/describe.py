"""Plain sentences per logged event, using the seats' names, in the current language.

Each sentence is one catalogue entry, whole (a translation never glues pieces): a round's
outcome is a sentence per seat, one wording per path colour and per "found nothing", and
items are named with their article ("a battery"), so every language can word them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...i18n import N_, _, ngettext
from .state import board, characters


def joined(words: Sequence[str]) -> str:
    words = list(words)
    if not words:
        return _("nothing")
    if len(words) == 1:
        return words[0]
    return _("{first} and {last}").format(first=_(", ").join(words[:-1]), last=words[-1])


# What a seat found on its path: one whole sentence per colour (a colour's word changes with
# its noun in some languages: "den roten Weg"), and another for finding nothing.
FOUND_ON = {
    "red": N_("{name} took the red path and found {items}."),
    "yellow": N_("{name} took the yellow path and found {items}."),
    "blue": N_("{name} took the blue path and found {items}."),
}
FOUND_NOTHING_ON = {
    "red": N_("{name} took the red path and found nothing."),
    "yellow": N_("{name} took the yellow path and found nothing."),
    "blue": N_("{name} took the blue path and found nothing."),
}


def items_with_articles(kinds: Sequence[str]) -> str:
    """The items as a list, each with its article: "a key, a battery and a walkman"."""
    cat = board().catalogue
    return joined([cat.item_with_article(k) for k in kinds])


def found_on_path(name: str, color: str, kinds: Sequence[str]) -> str:
    """One seat's outcome of a round, as one sentence."""
    if not kinds:
        return _(FOUND_NOTHING_ON[color]).format(name=name)
    return _(FOUND_ON[color]).format(name=name, items=items_with_articles(kinds))


def _name(names: Sequence[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else _("Seat {n}").format(n=seat + 1)


def describe(event: dict[str, Any], names: Sequence[str]) -> str:
    kind = event.get("type")
    cat = board().catalogue
    if kind == "setup":
        chars = {c.cid: c.shown_name for c in characters()}
        who = joined(
            [
                _("{name} ({character})").format(name=_name(names, s), character=chars.get(c, c))
                for s, c in enumerate(event["characters"])
            ]
        )
        return _("The city map is laid out; {players} shuffle their item cards.").format(
            players=who
        )
    if kind == "items_revealed":
        return _("{name} turns up {items}.").format(
            name=_name(names, event["seat"]), items=items_with_articles(event["items"])
        )
    if kind == "round_started":
        return _("Round {round} begins; {name} holds the timer and the flight pointer.").format(
            round=event["round"], name=_name(names, event["pointer"])
        )
    if kind == "timer_started":
        return _("{name} starts the timer: the {symbol} symbol is revealed.").format(
            name=_name(names, event["seat"]), symbol=cat.symbol_name(event["symbol"])
        )
    if kind == "path_chosen":
        return _("{name} has secretly chosen a path.").format(name=_name(names, event["seat"]))
    if kind == "round_resolved":
        sentences = [
            _("The {symbol} paths are flown.").format(symbol=cat.symbol_name(event["symbol"]))
        ]
        for seat, color in enumerate(event["choices"]):
            sentences.append(found_on_path(_name(names, seat), color, event["found"][seat]))
        return " ".join(sentences)
    if kind == "board_changed":
        return _(
            "The section at hub side {turned} is turned over and swapped with the one at hub "
            "side {other}."
        ).format(turned=event["double_slot"] + 1, other=event["single_slot"] + 1)
    if kind == "game_over":
        winners = event["winners"]
        who = joined([_name(names, s) for s in winners])
        if event.get("reason") == "round_limit":
            return ngettext(
                "The round limit is reached; {names} found the most and wins.",
                "The round limit is reached; {names} found the most and win.",
                len(winners),
            ).format(names=who)
        if len(winners) == 1:
            return _("{name} has found every item and wins!").format(name=who)
        return _("{names} have found every item and share the win!").format(names=who)
    return f"{kind}."
