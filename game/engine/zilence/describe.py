"""One plain sentence per logged event, using the seats' names, in the current language."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...i18n import _, ngettext
from .state import board, characters


def joined(words: Sequence[str]) -> str:
    words = list(words)
    if not words:
        return _("nothing")
    if len(words) == 1:
        return words[0]
    return _("{first} and {last}").format(first=_(", ").join(words[:-1]), last=words[-1])


def _items(kinds: Sequence[str]) -> str:
    cat = board().catalogue
    return joined([cat.item_name(k) for k in kinds])


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
            name=_name(names, event["seat"]), items=_items(event["items"])
        )
    if kind == "round_started":
        return _(
            "Round {round}: the {symbol} symbol is revealed and {name} starts the timer."
        ).format(
            round=event["round"],
            symbol=cat.symbol_name(event["symbol"]),
            name=_name(names, event["pointer"]),
        )
    if kind == "path_chosen":
        return _("{name} has secretly chosen a path.").format(name=_name(names, event["seat"]))
    if kind == "round_resolved":
        parts = []
        for seat, color in enumerate(event["choices"]):
            got = event["found"][seat]
            parts.append(
                _("{name} took the {color} path and found {items}").format(
                    name=_name(names, seat), color=cat.color_name(color), items=_items(got)
                )
            )
        return _("The {symbol} paths are flown: {choices}.").format(
            symbol=cat.symbol_name(event["symbol"]), choices=_("; ").join(parts)
        )
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
