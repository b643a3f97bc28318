"""Button labels for Silencio's choices, in a player's words."""

from __future__ import annotations

from typing import Any

from ...engine.silencio.cards import card_name

STATEMENTS = {
    "cannot_play": lambda a: (
        f"“I have {a['count']} card{'s' if a['count'] != 1 else ''} I cannot play”"
    ),
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
