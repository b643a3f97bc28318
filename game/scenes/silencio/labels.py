"""Button labels for Silencio's choices, in a player's words."""

from __future__ import annotations

from typing import Any

from ...engine.common.words import plural
from ...engine.silencio.cards import card_name

STATEMENTS = {
    "cannot_play": lambda a: f"“I have {plural(a['count'], 'card')} I cannot play”",
    "only_high": lambda a: f"“Of {a['color']}, I have only high cards”",
    "dont_play": lambda a: f"“Please don't play {a['color']}”",
}
SWAP_CHOICES = {
    "player": "Swap a card with a player",
    "oracle": "Swap a card with the Oracle",
    "renew": "Replace the Oracle",
}


def action_label(action: dict[str, Any], names: list[str], prompt: dict[str, Any] | None) -> str:
    t = action["type"]
    card = card_name(action["card"]) if "card" in action else ""
    to = names[action["to"]] if "to" in action else ""
    effect = (prompt or {}).get("effect") or "effect"
    simple = {
        "pass": "Pass",
        "end_turn": "End turn",
        "use_effect": f"Use the {effect} effect",
        "decline": "Decline",
        "play_random": "Play a random card",
    }
    if t in simple:
        return simple[t]
    if t == "take_start":
        return f"{names[action['seat']]} takes the start card"
    if t == "name_player":
        return f"Name {names[action['seat']]}"
    if t == "swap_action":
        return SWAP_CHOICES.get(action["action"], action["action"])
    if t in ("swap_give", "give_oracle"):
        return f"Give the {card} to {to}"
    if t == "take_shrine":
        if action["shrine"] == "large":
            return f"Large shrine: {action['color']} light effect"
        return f"Take the {action['shrine']} shrine"
    if t == "tavern":
        return STATEMENTS[action["statement"]](action)
    if t == "take_back":
        return f"Take back the top {action['row']} card"
    labels = {
        "play": f"Play the {card}",
        "pass_card": f"Pass the {card}",
        "face_up": f"Put the {card} face up",
        "swap_return": f"Give back the {card}",
        "oracle_take": f"Take the {card} from the Oracle",
        "oracle_put": f"Put the {card} into the Oracle",
    }
    return labels.get(t, t.replace("_", " ").capitalize())


# What a player called to the screen mid-turn is asked to do, by decision.
ASKS = {
    "swap_action": "choose a swap",
    "swap_give": "swap a card",
    "swap_return": "give a card back",
    "oracle_take": "swap a card with the Oracle",
    "oracle_put": "put a card into the Oracle",
}


def curtain_note(view: dict[str, Any], names: list[str]) -> str:
    """Mid-turn, why this player is called: "Ben, Ana asks you to swap a card." """
    prompt, turn, seat = view["prompt"] or {}, view["table"]["turn"], view["seat"]
    if turn is None or turn["seat"] == seat or not prompt.get("effect"):
        return ""
    task = ASKS.get(prompt["kind"], f"decide on the {prompt['effect']} effect")
    return f"{names[seat]}, {names[turn['seat']]} asks you to {task}."


def object_tip(
    table: dict[str, Any], names: list[str], obj: tuple[str, Any], usable: bool, plays: bool
) -> str:
    """What a table object is and what clicking it would do (``plays``: a click plays it)."""
    kind, key = obj
    if kind == "card":
        return card_tip(table, key, usable, plays)
    if kind == "shrine":
        return shrine_tip(table, key, usable)
    if kind == "row":
        row = next(r for r in table["rows"] if r["color"] == key)
        tip = f"The {key} row: the next {key} card must be higher than {row['top']}."
        return tip + (" Click to choose it." if usable else "")
    if kind == "tavern":
        tip = "The Tavern: after 3 dark effects, one silent statement."
        return tip + (" Click to make a statement." if usable else "")
    if kind == "seat":
        return f"Click to choose {names[key]}." if usable else names[key]
    return ""


def card_tip(table: dict[str, Any], card: str, usable: bool, plays: bool) -> str:
    entry = next((e for e in table["hand"] if e["card"] == card), None)
    if entry is None:
        return "Click to choose this card." if usable else ""
    if not usable:
        return entry["why"]
    side = entry["would_be"]
    if side is None or not plays:
        return "Click to choose this card."
    effect = table["effects"][entry["color"]][side]
    return f"Played now it lies {side}: {effect['text']}"


def shrine_tip(table: dict[str, Any], shrine: str, usable: bool) -> str:
    lit = next(s["lit"] for s in table["shrines"] if s["shrine"] == shrine)
    name = "The large shrine" if shrine == "large" else f"The {shrine} shrine"
    if not lit:
        return f"{name} is out."
    if shrine == "large":
        what = "a light effect of any colour."
    else:
        text = table["effects"][shrine]["light"]["text"]
        what = text[0].lower() + text[1:]
    return f"{name}: once per game, {what}" + (" Click to take it." if usable else "")
