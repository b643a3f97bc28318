"""One plain English sentence per logged event (public and private), using the seats' names."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .cards import NAMES, ROUNDS, card_name

SOURCE = {
    "deck": "from the deck",
    "display": "from the display",
    "discard": "from the discard pile",
    "master": "with the Master",
}
REASON = {
    "call": "the call is complete",
    "deck": "the deck ran out",
    "villagers": "both Villagers are face up",
}
AMULET_REASON = {
    "called": "called successfully and may use it next round",
    "lowest": "scored lowest and starts next round",
    "tie_kept": "keeps it after a tie for the lowest score",
    "tie_left": "is the first tied player to the start player's left",
}
HOW = {
    "peek": "at the start of the round",
    "draw": "on drawing it",
    "empath": "with the Empath",
    "beholder": "with the Beholder",
    "apprentice": "with the Apprentice Seer",
    "seer": "with the Seer",
    "witch": "with the Witch",
    "robber": "after robbing it",
}

EVENT_TYPES = (
    "round_start",
    "peek",
    "saw",
    "draw",
    "take",
    "rascal_spare",
    "discard",
    "exchange",
    "set_shown",
    "place",
    "place_end",
    "penalty",
    "penalty_skipped",
    "flip",
    "look",
    "master_take",
    "witch_look",
    "witch_swap",
    "witch_keep",
    "rob",
    "empath",
    "guard",
    "amulet",
    "call",
    "display",
    "fizzle",
    "skip",
    "round_end",
    "game_end",
)


def _card(value: int | None) -> str:
    if value is None:
        return "a card"
    name = card_name(value)
    article = "an" if name[0] in "AEIOU" else "a"  # an Apprentice Seer, an Empath, an Exposer
    return f"{article} {name} ({value})"


def describe(event: dict[str, Any], names: Sequence[str]) -> str:
    """A sentence for ``event``; ``names`` maps seats to display names."""
    kind = event["type"]
    who = names[event["seat"]] if event.get("seat") is not None else "Someone"

    def owner_of(seat: int | None) -> str:
        if seat is None:
            return "the deck"
        if seat == event.get("seat"):
            return "their own village"
        return f"{names[seat]}'s village"

    if kind == "round_start":
        usable = " and may use the amulet" if event["usable"] else ""
        removed = f"; {event['removed']} cards set aside unseen" if event["removed"] else ""
        return (
            f"Round {event['round']}: {names[event['start']]} starts{usable}{removed}; "
            f"the first discard is {_card(event['value'])}."
        )
    if kind == "peek":
        return f"{who} secretly views two cards."
    if kind == "saw":
        if event["owner"] is None:
            where = "the top card of the deck"
        elif event["owner"] == event["viewer"]:
            where = f"card {event['slot'] + 1} of your village"
        else:
            where = f"card {event['slot'] + 1} of {names[event['owner']]}'s village"
        return f"You saw {_card(event['value'])}: {where}, {HOW[event['how']]}."
    if kind == "draw":
        if event["source"] == "display":
            return f"{who} takes {_card(event['value'])} from the display."
        return f"{who} draws a card from the deck."
    if kind == "take":
        return f"{who} takes {_card(event['value'])} from the discard pile."
    if kind == "rascal_spare":
        if event["to"] == "deck":
            return f"{who} puts the Rascal's spare card back on the deck."
        return f"{who} discards the Rascal's spare card, {_card(event['value'])}."
    if kind == "discard":
        return f"{who} discards {_card(event['value'])}."
    if kind == "exchange":
        new = _card(event["new_value"]) if event["new_value"] is not None else "the new card"
        return (
            f"{who} exchanges {_card(event['value'])} for {new} "
            f"{SOURCE[event['source']]}, in spot {event['slot'] + 1}."
        )
    if kind == "set_shown":
        shown = ", ".join(str(v) for v in event["values"])
        verdict = "they match and are discarded" if event["matched"] else "they do not match"
        return f"{who} slides forward {len(event['values'])} cards ({shown}): {verdict}."
    if kind == "place":
        return f"{who} puts the new card in spot {event['at'] + 1}."
    if kind == "place_end":
        face = "face up" if event["value"] is not None else "face down"
        return f"{who} puts the new card {face} at the {event['end']} end."
    if kind == "penalty":
        return f"{who} adds a penalty card, unseen, at the {event['end']} end."
    if kind == "penalty_skipped":
        return f"The deck is empty, so {who} takes no penalty card."
    if kind == "flip":
        return (
            f"{who} uses the {NAMES[event['ability']]} to turn up {_card(event['value'])} "
            f"in {owner_of(event['owner'])}."
        )
    if kind == "look":
        where = owner_of(event["owner"])
        return f"{who} uses the {NAMES[event['ability']]} to view a card in {where}."
    if kind == "master_take":
        return f"{who} uses the Master to take {_card(event['value'])} from the discard pile."
    if kind == "witch_look":
        return f"{who} uses the Witch to look at the top card of the deck."
    if kind == "witch_swap":
        return (
            f"{who} puts the top deck card into {owner_of(event['owner'])} in place of "
            f"{_card(event['value'])}, which is discarded."
        )
    if kind == "witch_keep":
        return f"{who} leaves the top card on the deck."
    if kind == "rob":
        return f"{who} uses the Robber to swap a card with one of {names[event['owner']]}'s."
    if kind == "empath":
        return f"{who} uses the Empath to view one of their cards."
    if kind == "guard":
        return f"{who}'s Bodyguard now also protects another card."
    if kind == "amulet":
        return f"{who} places the Silver Amulet on a card: nobody may view or move it."
    if kind == "call":
        return f"{who} calls with {event['cards']} cards! Everyone else has one more turn."
    if kind == "display":
        return f"The Squire shows {_card(event['value'])} beside the deck."
    if kind == "fizzle":
        return f"{who}'s {NAMES[event['ability']]} has nothing to act on."
    if kind == "skip":
        return f"{who} does not use the {NAMES[event['ability']]}."
    if kind == "round_end":
        return _round_end(event, names)
    if kind == "game_end":
        totals = ", ".join(f"{names[s]} {t}" for s, t in enumerate(event["totals"]))
        tie = " after a tie" if len(event["tied"]) > 1 else ""
        return f"The game is over ({totals}): {names[event['winner']]} wins{tie}."
    return f"{who}: {kind}."


def _round_end(event: dict[str, Any], names: Sequence[str]) -> str:
    scores = ", ".join(f"{names[s]} {v}" for s, v in enumerate(event["scores"]))
    call = ""
    if event["caller"] is not None:
        verdict = "succeeds" if event["call_ok"] else "fails (+10)"
        call = f" {names[event['caller']]}'s call {verdict}."
    ends = f"Round {event['round']} ends: {REASON[event['reason']]}.{call} Scores: {scores}."
    if event["round"] >= ROUNDS:
        return ends  # no next round for the amulet to start (the game's end follows)
    holder = names[event["amulet"]]
    return f"{ends} {holder} {AMULET_REASON[event['amulet_reason']]}."
