"""Silex's words on the table: button labels, curtain notes, tooltips, questions."""

from __future__ import annotations

from typing import Any

from ...engine.common.words import plural
from ...engine.silex.data import CARDS
from ...engine.silex.powers import URL_DIRECTIONS
from .faces import card_title

POWER_TIPS = {
    "blog": "Blog: put a card back into the spread, then draw a spot.",
    "url": "Url: everyone passes a card left or right, chosen unseen.",
    "web": "Web: demand a card from a player, who chooses which.",
    "spam": "Spam: turn Werther round, so play reverses.",
}


def title_of(card_id: str) -> str:
    return card_title(CARDS[card_id].as_dict())


def url_receiver(seat: int, direction: str, n: int) -> int:
    return (seat + URL_DIRECTIONS[direction]) % n


def action_label(action: dict[str, Any], names: list[str], seat: int) -> str:
    t = action["type"]
    n = len(names)
    if t == "search":
        return f"Search +{action['count']}"  # short, so the turn's choices fit in the bar
    if t == "black_idea":
        return "Black Idea"
    if t == "url":
        to = names[url_receiver(seat, action["direction"], n)]
        return f"Url: pass {action['direction']} (to {to})"
    if t == "web":
        return f"Web: ask {names[action['target']]}"
    if t == "take_piles":
        a, b = action["piles"]
        return f"Take piles {a + 1} and {b + 1}"
    simple = {"spam": "Spam: turn Werther", "no_power": "Skip the power", "discard_done": "Finish"}
    if t in simple:
        return simple[t]
    if t == "draw":
        return f"Draw spot {action['spot']}"
    card = title_of(action["card"]) if "card" in action else ""
    by_card = {
        "reveal": f"Reveal the {card}",
        "blog": f"Put back the {card}",
        "url_give": f"Pass the {card}",
        "web_give": f"Give the {card}",
        "discard": f"Discard the {card}",
    }
    if t in by_card:
        return by_card[t]
    if t in ("play", "double"):
        cards = " + ".join(title_of(c) for c in action["cards"])
        return f"Play {cards} on pile {action['pile'] + 1}"
    return t.replace("_", " ").capitalize()


def reveal_ends(table: dict[str, Any]) -> str:
    """What a Discovery revealed now ends: the last one ends the game, not just the round."""
    return "the game" if table["discoveries"]["revealed"] + 1 >= table["rounds"] else "the round"


def confirm_text(action: dict[str, Any], black_value: int, ends: str = "the round") -> str:
    """A question before a choice that costs points or ends the round (or the game)."""
    if action["type"] == "reveal":
        card = CARDS[action["card"]]
        return (
            f"Revealing the {title_of(card.id)} ends {ends} and its "
            f"{plural(card.value, 'point')} count against you. Reveal it?"
        )
    if action["type"] == "black_idea":
        points = plural(black_value, "point")
        return f"Everyone sees your hand and you take a Black Idea ({points}). Take it?"
    return ""


def curtain_note(view: dict[str, Any], names: list[str]) -> str:
    """Why a player is called mid-turn: Url's secret choice, or Web's demand."""
    prompt, table, seat = view.get("prompt") or {}, view["table"], view["seat"]
    url = table.get("url")
    if prompt.get("kind") == "url_give" and url is not None:
        to = names[url_receiver(seat, url["direction"], len(names))]
        who = "You" if url["by"] == seat else names[url["by"]]
        return f"{who} played Url: choose a card to pass to {to}, unseen until all have chosen."
    if prompt.get("kind") == "web_give" and table["turn"] != seat:
        return f"{names[table['turn']]} plays Web on you: {names[seat]}, choose the card to give."
    return ""


def hand_tip(
    card: dict[str, Any], kind: str, usable: bool, picking: bool, ends: str = "the round"
) -> str:
    """A hand card's tooltip: what it is, and what a click does now (``kind``: the prompt;
    ``ends``: what revealing a Discovery ends)."""
    name = card_title(card)
    power = POWER_TIPS.get(card["power"], "")
    what = f"{name}. {power}".strip() if power else f"{name}."
    if card["kind"] == "discovery":
        what = f"{name}: a Discovery, never played; revealing it ends {ends}."
    if not usable:
        return what
    clicks = {
        "blog": "Click to put it back into the spread.",
        "url_give": "Click to pass it, unseen until all have chosen.",
        "web_give": "Click to give it.",
        "discard": "Click to discard it into the new spread.",
    }
    if kind in clicks:
        return f"{what} {clicks[kind]}"
    if card["kind"] == "discovery":
        return f"{what} Click to reveal it."
    if picking:
        return f"{what} Click to pick it for a play, or drag it onto a pile."
    return what


def pile_tip(pile: dict[str, Any], why: str | None) -> str:
    """A pile's tooltip; ``why`` is the verdict on the cards picked ("" legal, None none)."""
    k = pile["pile"] + 1
    top = card_title(pile["top"]) if pile["top"] else "nothing"
    tip = f"Pile {k}: {top} on top, {plural(pile['thickness'], 'card')}. "
    tip += f"A play must total more than {pile['value']}."
    if why == "":
        return tip + " Click to play your cards here."
    if why:
        return f"{tip} {why}"
    return tip


def spot_tip(spot: dict[str, Any], names: list[str], usable: bool, memory_aid: bool) -> str:
    tip = "A face-down card of the spread."
    if spot["known"]:
        tip = f"You put the {card_title(spot['known'])} back here."
    elif spot["put_back_by"] is not None:
        who = names[spot["put_back_by"]] if memory_aid else "someone"
        tip = f"A card put back by {who}."
    return tip + (" Click to draw it." if usable else "")


def seat_tip(player: dict[str, Any], name: str) -> str:
    parts = [
        f"{plural(player['hand_size'], 'card')} in hand",
        f"{plural(player['ideas'], 'Idea flint')} (values hidden)",
        plural(player["black_ideas"], "Black Idea"),
    ]
    found = [card_title(c) for c in player["discoveries"]]
    if found:  # the small cards in the panel, named in full
        parts.append("revealed: " + " and ".join(found))
    return f"{name}: " + ", ".join(parts) + f"; {plural(player['public_points'], 'point')} showing."
