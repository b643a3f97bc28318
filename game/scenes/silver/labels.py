"""Silver's words on the table: button labels, tooltips, the curtain's note. From the view
only (a card's name only when the view shows its value), in the language shown."""

from __future__ import annotations

from typing import Any

from ...i18n import N_, _, ngettext

ABILITY_NAMES = {
    "exposer": N_("Exposer"),
    "revealer": N_("Revealer"),
    "beholder": N_("Beholder"),
    "apprentice": N_("Apprentice Seer"),
    "seer": N_("Seer"),
    "master": N_("Master"),
    "witch": N_("Witch"),
    "robber": N_("Robber"),
    "witch_swap": N_("Witch"),
    "robber_steal": N_("Robber"),
}
REASONS = {
    "call": N_("Round {round} is over: everyone has had a last turn after the call."),
    "deck": N_("Round {round} is over: the deck ran out."),
    "villagers": N_("Round {round} is over: both Villagers are face up."),
}
BUTTONS = {
    "call": N_("Call"),
    "end": N_("End turn"),
    "continue": N_("Next round"),
    "discard": N_("Discard the new card"),
    "confirm": N_("Confirm the set"),
    "cancel": N_("Start again"),
    "empath": N_("Empath: view it"),
    "guard": N_("Bodyguard: protect it"),
    "amulet": N_("Lay the amulet on it"),
    "keep": N_("Keep this card"),
    "exchange": N_("Exchange for this card"),
    "mark": N_("Mark for a set"),
    "flip": N_("Turn it face up"),
    "look": N_("View it"),
    "look_deck": N_("Look at the top card"),
    "swap": N_("Exchange the top card here"),
    "give": N_("Give this card"),
    "steal": N_("Take this card"),
    "back": N_("Back: give another card"),
    "peek": N_("View these cards"),
    "place": N_("Place"),
}


def card_name(card: dict[str, Any]) -> str:
    """The name of a card the view shows, in the language shown."""
    name: str = card["name"]
    return _(name)


def card_word(card: dict[str, Any] | None) -> str:
    """ "the Seer (9)" when the view shows its value, else "a face-down card"."""
    if card is None:
        return _("a card")
    if card.get("value") is None:
        return _("a face-down card")
    return _("the {name} ({value})").format(name=card_name(card), value=card["value"])


def action_label(action: dict[str, Any], decision: dict[str, Any] | None) -> str:
    """A button's words; ``decision`` is the view's pending choice (kind and public facts)."""
    t = action["type"]
    kind = decision["kind"] if decision else None
    if t == "draw":
        return _("Draw a displayed card") if "card" in action else _("Draw from the deck")
    if t == "take":
        return _("Take this card") if "card" in action else _("Take the top discard")
    if t == "skip":
        if kind == "rascal":
            return _("Stop drawing")
        if kind == "witch_swap":
            return _("Leave it on the deck")
        if decision and decision.get("looked"):
            return _("Done")  # a Beholder that viewed one card may stop there
        return _("Skip the ability")
    if t in BUTTONS:
        return _(BUTTONS[t])
    return t.replace("_", " ").capitalize()


def confirm_text(action: dict[str, Any], village_size: int) -> str:
    if action["type"] == "call":
        return ngettext(
            "Call with {n} card? Everyone else gets one more turn. If your total is not the "
            "lowest, you score it plus 10.",
            "Call with {n} cards? Everyone else gets one more turn. If your total is not the "
            "lowest, you score it plus 10.",
            village_size,
        ).format(n=village_size)
    if action["type"] == "amulet":
        return _(
            "Lay the Silver Amulet on this card? Nobody may view or move it for the rest of "
            "the round, and it stays there."
        )
    return ""


def card_tip(card: dict[str, Any], owner: str, mine: bool, memory: str) -> str:
    """What a village card is, from the view."""
    where = _("your village") if mine else _("{name}'s village").format(name=owner)
    if card["face_up"]:
        text = _("{card} ({value}), face up in {where}.")
    elif card.get("value") is not None:
        if memory == "faithful":
            text = _("{card} ({value}), face down in {where}: you looked at it.")
        else:
            text = _("{card} ({value}), face down in {where}: you know it.")
    elif card.get("known") and memory == "faithful":
        text = _("A face-down card in {where}. You have seen it: do you remember it?")
    else:
        text = _("A face-down card in {where}.")
    name = card_name(card) if card.get("value") is not None else ""
    text = text.format(card=name, value=card.get("value"), where=where)
    if card.get("amulet"):
        text += " " + _("The Silver Amulet lies on it: nobody may view or move it.")
    elif card.get("protected"):
        text += " " + _("A Bodyguard protects it from opponents.")
    return text


def round_line(last: dict[str, Any], names: list[str]) -> str:
    """How the round ended and how the call went."""
    reason = REASONS.get(last["reason"])
    if reason is None:
        text = _("Round {round} is over.").format(round=last["round"])
    else:
        text = _(reason).format(round=last["round"])
    caller = last.get("caller")
    if caller is not None:
        if last["call_ok"]:
            text += " " + _("{name}'s call succeeded.").format(name=names[caller])
        else:
            text += " " + _("{name}'s call failed (+10).").format(name=names[caller])
    return text


def amulet_line(last: dict[str, Any], names: list[str]) -> str:
    """Who takes the amulet at a round's end, and whether they may use it next round (only
    after a successful call)."""
    if last.get("usable"):
        text = _("{name} takes the Silver Amulet, starts next round and may use it once.")
    else:
        text = _(
            "{name} takes the Silver Amulet and starts next round; it may not be used (only a "
            "successful call makes it usable)."
        )
    return text.format(name=names[last["amulet"]])


def curtain_note(view: dict[str, Any]) -> str:
    prompt = (view.get("prompt") or {}).get("kind", "")
    if prompt == "peek":
        return _("View two cards of your village.")
    if prompt == "round_end":
        return _("The round is over.")
    return ""


def picked_text(n: int) -> str:
    """Cards picked for a set: what happens when it is confirmed."""
    text = ngettext(
        "{n} card picked: it slides forward for everyone to see. Confirm.",
        "{n} cards picked: they slide forward for everyone to see. Confirm.",
        n,
    )
    return text.format(n=n)
