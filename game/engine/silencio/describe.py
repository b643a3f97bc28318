"""One plain English sentence per logged event, using the seats' names."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..common.words import plural
from .cards import card_name

MODIFIER_SENTENCE = {
    "skip_light": "if the next card played would create a light effect, it creates none",
    "skip_dark": "if the next card played would create a dark effect, it creates none",
    "random_play": "the next player to play a card plays one at random",
    "must_green": "the next card played must be green",
}

EFFECT_SENTENCE = {
    "skip_dark": "may cancel the next dark effect",
    "take_back": "may take back the last card of another row",
    "face_up": "may put a card face up",
    "swap": "may name a player for a swap",
    "skip_light": "the next light effect is skipped",
    "give_oracle": "must give an Oracle card to another player",
    "random_play": "the next player to play a card plays at random",
    "must_green": "the next card must be green",
}

OUTCOME_SENTENCE = {
    "last_card": "it was the last card in hand, so it creates no effect",
    "highest_green": "the highest green card creates no dark effect",
    "skipped": "its effect is skipped",
}

FIZZLE_SENTENCE = {
    "empty_oracle": "the Oracle is empty, so there is nothing to give",
    "nothing_to_take": "no other row has a card to take back",
    "no_hidden_cards": "there is no hidden card to put face up",
}


def describe(event: dict[str, Any], names: Sequence[str]) -> str:
    """A sentence for ``event``; ``names`` maps seats to display names."""
    kind = event["type"]
    who = names[event["seat"]] if "seat" in event and event["seat"] is not None else "Someone"

    def name(seat: int) -> str:
        return names[seat]

    if kind == "setup":
        extra = " with the Tavern" if event.get("tavern") else ""
        return (
            f"A new game of Silencio for {event['players']} players{extra}: ranks "
            f"{event['low']} to {event['high']}, {event['hand']} cards each."
        )
    if kind == "take_start":
        return f"{who} takes the start-player card."
    if kind == "pass_card":
        return f"{who} passes a card to {name(event['to'])}."
    if kind == "passed_card":  # private: only the giver and the receiver read these
        return f"You passed the {card_name(event['card'])} to {name(event['to'])}."
    if kind == "received_card":
        return f"You received the {card_name(event['card'])} from {who}."
    if kind == "random_miss":
        return f"Your random draw was the {card_name(event['card'])}; it cannot be played."
    if kind == "passing_done":
        return f"Every card is passed; {name(event['start'])} begins."
    if kind == "play":
        return _play_sentence(event, who, names)
    if kind == "random_draw":
        if event["playable"]:
            return f"{who} draws the {card_name(event['card'])} at random and must play it."
        return f"{who} draws a card at random that cannot be played and takes a normal turn."
    if kind == "pass":
        return f"{who} cannot play and passes."
    if kind == "take_shrine":
        if event["shrine"] == "large":
            return f"{who} takes the large shrine for the {event['color']} light effect."
        return f"{who} takes the {event['shrine']} shrine."
    if kind == "modifier":
        return f"{who}'s {event['effect']} effect: {MODIFIER_SENTENCE[event['modifier']]}."
    if kind == "fizzle":
        return f"{who}'s {event['effect']} effect: {FIZZLE_SENTENCE[event['reason']]}."
    if kind == "decline":
        return f"{who} does not use the {event['effect']} effect."
    if kind == "take_back":
        return f"{who} takes the {card_name(event['card'])} back into hand."
    if kind == "face_up":
        return f"{who} puts the {card_name(event['card'])} face up for anyone to play."
    if kind == "give_oracle":
        refill = event["refill"]
        tail = f" The {card_name(refill)} joins the Oracle." if refill else " The deck is empty."
        return f"{who} gives the Oracle's {card_name(event['card'])} to {name(event['to'])}.{tail}"
    if kind == "swap_named":
        return f"{who} names {name(event['named'])} for a green swap."
    if kind == "swap_action":
        return f"{who} chooses to {SWAP_ACTION[event['action']]}."
    if kind in ("swap_give", "swap_return"):
        what = f"the {card_name(event['card'])}" if event["card"] else "a card"
        verb = "gives" if kind == "swap_give" else "gives back"
        return f"{who} {verb} {what} to {name(event['to'])}."
    if kind == "oracle_take":
        return f"{who} takes the {card_name(event['card'])} from the Oracle."
    if kind == "oracle_put":
        return f"{who} puts the {card_name(event['card'])} into the Oracle."
    if kind == "oracle_renewed":
        shown = ", ".join(card_name(c) for c in event["revealed"]) or "nothing (the deck is empty)"
        return f"{who} returns the Oracle to the box; the new Oracle shows {shown}."
    if kind == "tavern_opens":
        return "The Tavern opens."
    if kind == "tavern":
        from .view import statement_text

        return f'{who} takes the Tavern: "{statement_text(event)}"'
    if kind == "game_over":
        return _end_sentence(event)
    return f"{who}: {kind.replace('_', ' ')}."


SWAP_ACTION = {
    "player": "swap a card with another player",
    "oracle": "swap a card with the Oracle",
    "renew": "replace the Oracle",
}


def _play_sentence(event: dict[str, Any], who: str, names: Sequence[str]) -> str:
    card = card_name(event["card"])
    source = ""
    if event["face_up"]:
        owner = event["owner"]
        mine = owner == event["seat"]
        source = " from the face-up cards" if mine else f" lying face up before {names[owner]}"
    head = f"{who} plays the {card}{source} ({event['side']})"
    if event["outcome"] != "effect":
        return f"{head}: {OUTCOME_SENTENCE[event['outcome']]}."
    effect = EFFECT_SENTENCE[event["effect"]]
    if event["side"] == "light" or event["effect"] == "give_oracle":
        return f"{head}: {who} {effect}."
    return f"{head}: {effect}."


def _end_sentence(event: dict[str, Any]) -> str:
    why = {
        "all_played": "Every card has been played",
        "all_passed": "Everyone passed in a row",
        "nobody_can_play": "Nobody can play a card any more",
    }[event["reason"]]
    left = event["cards_left"]
    return f"{why}: the game ends with {plural(left, 'card')} left."
