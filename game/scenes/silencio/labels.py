"""Button labels for Silencio's choices, in a player's words (in the current language)."""

from __future__ import annotations

from typing import Any

from ...engine.silencio.cards import card_name, color_name, effect_name, shrine_name
from ...i18n import N_, _, ngettext


def statement(action: dict[str, Any]) -> str:
    """A Tavern statement as its button says it."""
    kind = action["statement"]
    if kind == "cannot_play":
        n = action["count"]
        text = ngettext("“I have {n} card I cannot play”", "“I have {n} cards I cannot play”", n)
        return text.format(n=n)
    color = color_name(action["color"])
    if kind == "only_high":
        return _("“Of {color}, I have only high cards”").format(color=color)
    return _("“Please don't play {color}”").format(color=color)


SWAP_CHOICES = {
    "player": N_("Swap a card with a player"),
    "oracle": N_("Swap a card with the Oracle"),
    "renew": N_("Replace the Oracle"),
}


def action_label(action: dict[str, Any], names: list[str], prompt: dict[str, Any] | None) -> str:
    t = action["type"]
    card = card_name(action["card"]) if "card" in action else ""
    to = names[action["to"]] if "to" in action else ""
    effect = (prompt or {}).get("effect")
    if t == "pass":
        return _("Pass")
    if t == "end_turn":
        return _("End turn")
    if t == "use_effect":
        if not effect:
            return _("Use the effect")
        return _("Use the {effect} effect").format(effect=effect_name(effect))
    if t == "decline":
        return _("Decline")
    if t == "play_random":
        return _("Play a random card")
    if t == "take_start":
        return _("{name} takes the start card").format(name=names[action["seat"]])
    if t == "name_player":
        return _("Name {name}").format(name=names[action["seat"]])
    if t == "swap_action":
        choice = SWAP_CHOICES.get(action["action"])
        return _(choice) if choice else action["action"]
    if t in ("swap_give", "give_oracle"):
        return _("Give the {card} to {to}").format(card=card, to=to)
    if t == "take_shrine":
        if action["shrine"] == "large":
            text = _("Large shrine: {effect} effect")
            return text.format(effect=effect_name(f"{action['color']} light"))
        return _("Take the {shrine}").format(shrine=shrine_name(action["shrine"]))
    if t == "tavern":
        return statement(action)
    if t == "take_back":
        return _("Take back the top {color} card").format(color=color_name(action["row"]))
    labels = {
        "play": _("Play the {card}"),
        "pass_card": _("Pass the {card}"),
        "face_up": _("Put the {card} face up"),
        "swap_return": _("Give back the {card}"),
        "oracle_take": _("Take the {card} from the Oracle"),
        "oracle_put": _("Put the {card} into the Oracle"),
    }
    if t in labels:
        return labels[t].format(card=card)
    return t.replace("_", " ").capitalize()


# What a player called to the screen mid-turn is asked to do, by decision.
ASKS = {
    "swap_action": N_("{name}, {player} asks you to choose a swap."),
    "swap_give": N_("{name}, {player} asks you to swap a card."),
    "swap_return": N_("{name}, {player} asks you to give a card back."),
    "oracle_take": N_("{name}, {player} asks you to swap a card with the Oracle."),
    "oracle_put": N_("{name}, {player} asks you to put a card into the Oracle."),
}


def curtain_note(view: dict[str, Any], names: list[str]) -> str:
    """Mid-turn, why this player is called: "Ben, Ana asks you to swap a card." """
    prompt, turn, seat = view["prompt"] or {}, view["table"]["turn"], view["seat"]
    if turn is None or turn["seat"] == seat or not prompt.get("effect"):
        return ""
    who = {"name": names[seat], "player": names[turn["seat"]]}
    if prompt["kind"] in ASKS:
        ask = ASKS[prompt["kind"]]
        return _(ask).format(**who)
    text = _("{name}, {player} asks you to decide on the {effect} effect.")
    return text.format(effect=effect_name(prompt["effect"]), **who)


def object_tip(
    table: dict[str, Any],
    names: list[str],
    obj: tuple[str, Any],
    usable: bool,
    plays: bool,
    choices: list[str] | None = None,
) -> str:
    """What a table object is and what clicking it would do (``plays``: a click plays it;
    ``choices``: the labels of what choosing it may do, said when nothing plainer is)."""
    kind, key = obj
    if kind == "card":
        return card_tip(table, key, usable, plays, choices or [])
    if kind == "shrine":
        return shrine_tip(table, key, usable)
    if kind == "row":
        row = next(r for r in table["rows"] if r["color"] == key)
        if usable:
            text = _(
                "The {color} row: the next {color} card must be higher than {top}. "
                "Click to choose it."
            )
        else:
            text = _("The {color} row: the next {color} card must be higher than {top}.")
        return text.format(color=color_name(key), top=row["top"])
    if kind == "tavern":
        if usable:
            return _(
                "The Tavern: after 3 dark effects, one silent statement. Click to make a statement."
            )
        return _("The Tavern: after 3 dark effects, one silent statement.")
    if kind == "seat":
        return _("Click to choose {name}.").format(name=names[key]) if usable else names[key]
    return ""


def card_tip(
    table: dict[str, Any], card: str, usable: bool, plays: bool, choices: list[str]
) -> str:
    """A card in hand, face up before anyone, or in the Oracle: why it cannot be used, or
    what a click does (the side it would lie on, or the choices it leads to)."""
    entry = next((e for e in table["hand"] if e["card"] == card), None)
    if not usable:
        return entry["why"] if entry is not None else ""
    shown = entry or next(
        (e for p in table["players"] for e in p["face_up"] if e["card"] == card), None
    )
    side = shown["would_be"] if shown is not None and plays else None
    if side is None:
        if not choices:
            return _("Click to choose this card.")
        return _("Click to choose this card: {choices}.").format(choices="; ".join(choices))
    effect = table["effects"][shown["color"]][side]
    if side == "light":
        return _("Played now, it lies light: {effect}").format(effect=effect["text"])
    return _("Played now, it lies dark: {effect}").format(effect=effect["text"])


def shrine_confirm(table: dict[str, Any], action: dict[str, Any]) -> str:
    """Taking a shrine asks first: what it gives now, and that it is then out for good."""
    if action["shrine"] == "large":
        color = action["color"]
        text = _(
            "The large shrine gives the {effect} effect now: {text} Then it goes out for the "
            "rest of the game. Take it?"
        )
        return text.format(
            effect=effect_name(f"{color} light"), text=table["effects"][color]["light"]["text"]
        )
    text = _(
        "The {shrine} gives its light effect now: {text} Then it goes out for the rest of "
        "the game. Take it?"
    )
    return text.format(
        shrine=shrine_name(action["shrine"]),
        text=table["effects"][action["shrine"]]["light"]["text"],
    )


def shrine_tip(table: dict[str, Any], shrine: str, usable: bool) -> str:
    lit = next(s["lit"] for s in table["shrines"] if s["shrine"] == shrine)
    name = shrine_name(shrine)
    if not lit:
        return _("The {shrine} is out.").format(shrine=name)
    if shrine == "large":
        if usable:
            text = _("The {shrine}: once per game, a light effect of any colour. Click to take it.")
        else:
            text = _("The {shrine}: once per game, a light effect of any colour.")
        return text.format(shrine=name)
    effect = table["effects"][shrine]["light"]["text"]
    if usable:
        text = _("The {shrine}, once per game: {effect} Click to take it.")
    else:
        text = _("The {shrine}, once per game: {effect}")
    return text.format(shrine=name, effect=effect)
