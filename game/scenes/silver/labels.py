"""Silver's words on the table: button labels, tooltips, the curtain's note. From the view
only (a card's name only when the view shows its value)."""

from __future__ import annotations

from typing import Any

ABILITY_NAMES = {
    "exposer": "Exposer",
    "revealer": "Revealer",
    "beholder": "Beholder",
    "apprentice": "Apprentice Seer",
    "seer": "Seer",
    "master": "Master",
    "witch": "Witch",
    "robber": "Robber",
    "witch_swap": "Witch",
    "robber_steal": "Robber",
}
REASONS = {
    "call": "the call was completed",
    "deck": "the deck ran out",
    "villagers": "both Villagers are face up",
}


def card_word(card: dict[str, Any] | None) -> str:
    """ "the Seer (9)" when the view shows its value, else "a face-down card"."""
    if card is None:
        return "a card"
    if card.get("value") is None:
        return "a face-down card"
    return f"the {card['name']} ({card['value']})"


def action_label(action: dict[str, Any], decision: dict[str, Any] | None) -> str:
    """A button's words; ``decision`` is the view's pending choice (kind and public facts)."""
    t = action["type"]
    kind = decision["kind"] if decision else None
    if t == "draw":
        return "Draw a displayed card" if "card" in action else "Draw from the deck"
    if t == "take":
        return "Take this card" if "card" in action else "Take the top discard"
    if t == "skip":
        if kind == "rascal":
            return "Stop drawing"
        if kind == "witch_swap":
            return "Leave it on the deck"
        if decision and decision.get("looked"):
            return "Done"  # a Beholder that viewed one card may stop there
        return "Skip the ability"
    return {
        "call": "Call",
        "end": "End turn",
        "continue": "Next round",
        "discard": "Discard the new card",
        "confirm": "Confirm the set",
        "cancel": "Start again",
        "empath": "Empath: view it",
        "guard": "Bodyguard: protect it",
        "amulet": "Lay the amulet on it",
        "keep": "Keep this card",
        "exchange": "Exchange for this card",
        "mark": "Mark for a set",
        "flip": "Turn it face up",
        "look": "View it",
        "look_deck": "Look at the top card",
        "swap": "Exchange the top card here",
        "give": "Give this card",
        "steal": "Take this card",
        "peek": "View these cards",
    }.get(t, t.replace("_", " ").capitalize())


def confirm_text(action: dict[str, Any], village_size: int) -> str:
    if action["type"] == "call":
        return (
            f"Call with {village_size} card{'s' if village_size != 1 else ''}? Everyone else "
            "gets one more turn. If your total is not the lowest, you score it plus 10."
        )
    if action["type"] == "amulet":
        return (
            "Lay the Silver Amulet on this card? Nobody may view or move it for the rest of "
            "the round, and it stays there."
        )
    return ""


def card_tip(card: dict[str, Any], owner: str, mine: bool, memory: str) -> str:
    """What a village card is, from the view."""
    where = "your village" if mine else f"{owner}'s village"
    if card["face_up"]:
        text = f"{card['name']} ({card['value']}), face up in {where}."
    elif card.get("value") is not None:
        how = "you looked at it" if memory == "faithful" else "you know it"
        text = f"{card['name']} ({card['value']}), face down in {where}: {how}."
    elif card.get("known") and memory == "faithful":
        text = f"A face-down card in {where}. You have seen it: do you remember it?"
    else:
        text = f"A face-down card in {where}."
    if card.get("amulet"):
        text += " The Silver Amulet lies on it: nobody may view or move it."
    elif card.get("protected"):
        text += " A Bodyguard protects it from opponents."
    return text


def round_line(last: dict[str, Any], names: list[str]) -> str:
    """How the round ended and how the call went."""
    why = REASONS.get(last["reason"], last["reason"])
    text = f"Round {last['round']} is over: {why}."
    caller = last.get("caller")
    if caller is not None:
        ok = "succeeded" if last["call_ok"] else "failed (+10)"
        text += f" {names[caller]}'s call {ok}."
    return text


def curtain_note(view: dict[str, Any]) -> str:
    prompt = (view.get("prompt") or {}).get("kind", "")
    if prompt == "peek":
        return "View two cards of your village."
    if prompt == "round_end":
        return "The round is over."
    return ""
