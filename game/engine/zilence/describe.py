"""One plain English sentence per logged event, using the seats' names."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .state import board, characters


def _join(words: Sequence[str]) -> str:
    words = list(words)
    if not words:
        return "nothing"
    if len(words) == 1:
        return words[0]
    return ", ".join(words[:-1]) + " and " + words[-1]


def _items(kinds: Sequence[str]) -> str:
    cat = board().catalogue
    return _join([cat.item_name(k) for k in kinds])


def _name(names: Sequence[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else f"Seat {seat + 1}"


def describe(event: dict[str, Any], names: Sequence[str]) -> str:
    kind = event.get("type")
    cat = board().catalogue
    if kind == "setup":
        chars = {c.cid: c.name for c in characters()}
        who = _join(
            [f"{_name(names, s)} ({chars.get(c, c)})" for s, c in enumerate(event["characters"])]
        )
        return f"The city map is laid out; {who} shuffle their item cards."
    if kind == "items_revealed":
        return f"{_name(names, event['seat'])} turns up {_items(event['items'])}."
    if kind == "round_started":
        sym = cat.symbol_name(event["symbol"])
        return (
            f"Round {event['round']}: the {sym} symbol is revealed and "
            f"{_name(names, event['pointer'])} starts the timer."
        )
    if kind == "path_chosen":
        return f"{_name(names, event['seat'])} has secretly chosen a path."
    if kind == "round_resolved":
        sym = cat.symbol_name(event["symbol"])
        parts = []
        for seat, color in enumerate(event["choices"]):
            got = event["found"][seat]
            parts.append(f"{_name(names, seat)} took the {color} path and found {_items(got)}")
        return f"The {sym} paths are flown: " + "; ".join(parts) + "."
    if kind == "board_changed":
        return (
            f"The section at hub side {event['double_slot'] + 1} is turned over and swapped "
            f"with the one at hub side {event['single_slot'] + 1}."
        )
    if kind == "game_over":
        who = _join([_name(names, s) for s in event["winners"]])
        if event.get("reason") == "round_limit":
            wins = "wins" if len(event["winners"]) == 1 else "share the win"
            return f"The round limit is reached; {who} found the most and {wins}."
        if len(event["winners"]) == 1:
            return f"{who} has found every item and wins!"
        return f"{who} have found every item and share the win!"
    return f"{kind}."
