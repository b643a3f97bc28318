"""One plain English sentence per logged event (public and private), with the seats' names."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..common.words import plural
from .data import card_name

PILE = "pile {}"
REASON = {"search": " while searching for ideas", "blog": " for Blog", "end": ""}


def _cards(ids: list[str]) -> str:
    names = [card_name(c) for c in ids]
    if len(names) <= 1:
        return "".join(names) or "nothing"
    return ", ".join(names[:-1]) + " and " + names[-1]


def _seats(seats: list[int], names: Sequence[str]) -> str:
    return _cards_plain([names[s] for s in seats])


def _cards_plain(words: list[str]) -> str:
    if len(words) <= 1:
        return "".join(words) or "nobody"
    return ", ".join(words[:-1]) + " and " + words[-1]


def describe(event: dict[str, Any], names: Sequence[str]) -> str:
    kind = event["type"]
    seat = event.get("seat")
    who = names[seat] if isinstance(seat, int) else "Someone"
    you = "You"
    if kind == "setup":
        removed = event["removed"]
        removed = f", {plural(removed, 'Character')} removed unseen" if removed else ""
        doubles = " with Expert Doubles" if event.get("doubles") else ""
        return (
            f"A game of Silex and the City for {event['players']} players{doubles}: "
            f"{plural(event['hand_size'], 'card')} each, "
            f"{plural(event['discoveries'], 'hidden Discovery', 'hidden Discoveries')}"
            f"{removed}; Werther points {event['werther']} and {names[event['first']]} begins."
        )
    if kind == "village":
        parts = []
        for p in event["piles"]:
            cards = p["cards"]
            under = f" over {_cards(cards[:-1])}" if len(cards) > 1 else ""
            top = card_name(cards[-1]) if cards else "nothing"
            parts.append(f"pile {p['pile'] + 1} shows {top}{under}")
        return "The Village: " + "; ".join(parts) + "."
    if kind == "new_spread":
        count = len(event["spots"])
        verb = "is" if count == 1 else "are"
        return f"Round {event['round']}: {plural(count, 'card')} {verb} spread face down."
    if kind == "village_discovery":
        return (
            f"The {card_name(event['card'])} turns up while the Village is laid; it slips "
            "back into the spread."
        )
    if kind == "search":
        return (
            f"{who} searches for ideas: takes a hidden Idea flint and will draw "
            f"{plural(event['count'], 'card')}."
        )
    if kind == "draw":
        marked = f" (put back by {names[event['by']]})" if event.get("by") is not None else ""
        return f"{who} draws from spot {event['spot']}{marked}{REASON[event['reason']]}."
    if kind == "play":
        cards = event["cards"]
        covered = card_name(event["covered"]) if event["covered"] else "an empty pile"
        if event["double"]:
            how = f"a Double, {_cards(cards)},"
        elif len(cards) > 1:
            how = f"an Addition of {_cards(cards)} ({event['total']}),"
        else:
            how = f"the {card_name(cards[0])}"
        top = f" with the {card_name(event['top'])} on top" if len(cards) > 1 else ""
        return f"{who} plays {how}{top} on pile {event['pile'] + 1}, covering {covered}."
    if kind == "no_power":
        return f"{who} does not use the {event['power'].capitalize()} power."
    if kind == "blog":
        return f"{who} uses Blog: puts a card back face down at spot {event['spot']}."
    if kind == "url":
        return (
            f"{who} uses Url: everyone passes a card to the {event['direction']} "
            f"({_seats(event['order'], names)} choose in turn)."
        )
    if kind == "url_passed":
        return f"The Url cards are passed to the {event['direction']} all at once."
    if kind == "web":
        return f"{who} uses Web and demands a card from {names[event['target']]}."
    if kind == "web_given":
        return f"{who} gives a card to {names[event['to']]}."
    if kind == "spam":
        return f"{who} uses Spam: Werther turns round and now points {event['werther']}."
    if kind == "black_idea":
        draw = " and draws at the end of the turn" if event["draws"] else ""
        return (
            f"{who} does not play, shows {_cards(event['hand'])}, takes a Black Idea "
            f"({plural(event['black_ideas'], 'Black Idea')} now){draw}."
        )
    if kind == "reveal":
        end = " It is the last one: the game ends." if event["last"] else " The round ends."
        return (
            f"{who} reveals the {card_name(event['card'])} and is responsible for it "
            f"({plural(event['value'], 'point')}).{end}"
        )
    if kind == "take_piles":
        piles = " and ".join(str(k + 1) for k in event["piles"])
        cards = plural(event["cards"], "card")
        return f"{who} takes piles {piles} ({cards}) to make the new spread."
    if kind == "discard":
        return f"{who} discards a card onto them."
    if kind == "refill":
        if not event["count"]:
            return f"{who} draws no card."
        return f"{who} draws {plural(event['count'], 'card')} to refill their hand."
    if kind == "round_start":
        return f"Round {event['round']} begins with {names[event['seat']]}."
    if kind == "game_end":
        scores = ", ".join(f"{names[s]} {v}" for s, v in enumerate(event["scores"]))
        won = _seats(event["winners"], names)
        verb = "wins" if len(event["winners"]) == 1 else "share the win"
        return f"The game ends. Evolution points: {scores}. {won} {verb}."
    # What only one seat saw.
    if kind == "dealt":
        return f"{you} are dealt {_cards(event['cards'])}."
    if kind == "idea":
        return f"{you} look at your new Idea flint: {event['value']}."
    if kind == "drew":
        return f"{you} draw the {card_name(event['card'])} from spot {event['spot']}."
    if kind == "put_back":
        return f"{you} put the {card_name(event['card'])} back at spot {event['spot']}."
    if kind == "url_chosen":
        return f"{you} choose to pass the {card_name(event['card'])} to {names[event['to']]}."
    if kind == "url_received":
        return f"{you} receive the {card_name(event['card'])} from {names[event['giver']]}."
    if kind == "web_gave":
        return f"{you} give the {card_name(event['card'])} to {names[event['to']]}."
    if kind == "web_received":
        return f"{you} receive the {card_name(event['card'])} from {names[event['giver']]}."
    if kind == "discarded":
        return f"{you} discard the {card_name(event['card'])}."
    if kind == "refilled":
        return f"{you} draw {_cards(event['cards'])}."
    return f"{who}: {kind.replace('_', ' ')}."


EVENT_TYPES = (
    # public
    "setup", "village", "new_spread", "village_discovery", "search", "draw", "play",
    "no_power", "blog", "url", "url_passed", "web", "web_given", "spam", "black_idea",
    "reveal", "take_piles", "discard", "refill", "round_start", "game_end",
    # private
    "dealt", "idea", "drew", "put_back", "url_chosen", "url_received", "web_gave",
    "web_received", "discarded", "refilled",
)  # fmt: skip
