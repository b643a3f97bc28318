"""Silex's words on the table: button labels, curtain notes, tooltips, questions."""

from __future__ import annotations

from typing import Any

from ...engine.silex.data import CARDS
from ...engine.silex.describe import join
from ...engine.silex.powers import URL_DIRECTIONS
from ...i18n import N_, _, ngettext
from .faces import card_title

POWER_TIPS = {
    "blog": N_("Blog: put a card back into the spread, then draw a spot."),
    "url": N_("Url: everyone passes a card left or right, chosen unseen."),
    "web": N_("Web: demand a card from a player, who chooses which."),
    "spam": N_("Spam: turn Werther round, so play reverses."),
}
SIMPLE = {
    "black_idea": N_("Black Idea"),
    "spam": N_("Spam: turn Werther"),
    "no_power": N_("Skip the power"),
    "discard_done": N_("Finish"),
}
BY_CARD = {
    "reveal": N_("Reveal the {card}"),
    "blog": N_("Put back the {card}"),
    "url_give": N_("Pass the {card}"),
    "web_give": N_("Give the {card}"),
    "discard": N_("Discard the {card}"),
}
CLICKS = {
    "blog": N_("Click to put it back into the spread."),
    "url_give": N_("Click to pass it, unseen until all have chosen."),
    "web_give": N_("Click to give it."),
    "discard": N_("Click to discard it into the new spread."),
}


def pile_label(k: int, n: int) -> str:
    """Under pile ``k`` (0-based) of ``n`` cards, on one line."""
    return ngettext("Pile {k} · {n} card", "Pile {k} · {n} cards", n).format(k=k + 1, n=n)


def pile_label_lines(k: int, n: int) -> list[str]:
    """The same on two lines, where one line is too wide for its room (larger text)."""
    return [_("Pile {k}").format(k=k + 1), ngettext("{n} card", "{n} cards", n).format(n=n)]


def werther_label(direction: str) -> str:
    return _("Werther: left") if direction == "left" else _("Werther: right")


def discoveries_label(revealed: int, in_play: int) -> str:
    return _("Discoveries {revealed}/{in_play}").format(revealed=revealed, in_play=in_play)


def ideas_label(n: int) -> str:
    return ngettext("{n} Idea flint", "{n} Idea flints", n).format(n=n)


def black_ideas_label(n: int) -> str:
    return ngettext("{n} Black Idea", "{n} Black Ideas", n).format(n=n)


def each_label(n: int) -> str:
    return ngettext("{n} point each", "{n} points each", n).format(n=n)


def info_samples() -> list[str]:
    """The round column's lines beside its icons at their widest (two-digit numbers), which
    the column makes room for; a player's name wraps instead."""
    return [
        werther_label("left"),
        werther_label("right"),
        ideas_label(88),
        black_ideas_label(88),
        each_label(88),
        discoveries_label(8, 8),
    ]


def spread_head_samples() -> list[str]:
    """The spread's heading at its shortest wordings (``draw.draw_spread``), numbers widest."""
    return [
        _("Draw spread · {count} face down").format(count=88),
        _("Spread · {count} + {more} to shuffle in").format(count=88, more=88),
    ]


def title_of(card_id: str) -> str:
    return card_title(CARDS[card_id].as_dict())


def url_receiver(seat: int, direction: str, n: int) -> int:
    return (seat + URL_DIRECTIONS[direction]) % n


def action_label(
    action: dict[str, Any], names: list[str], seat: int, places: dict[int, int] | None = None
) -> str:
    """A choice's words; ``places``: each spot's number as the table shows it."""
    t = action["type"]
    n = len(names)
    if t == "search":
        # short, so the turn's choices fit in the bar
        return _("Search +{count}").format(count=action["count"])
    if t == "url":
        to = names[url_receiver(seat, action["direction"], n)]
        if action["direction"] == "left":
            return _("Url: pass left (to {name})").format(name=to)
        return _("Url: pass right (to {name})").format(name=to)
    if t == "web":
        return _("Web: ask {name}").format(name=names[action["target"]])
    if t == "take_piles":
        a, b = action["piles"]
        return _("Take piles {a} and {b}").format(a=a + 1, b=b + 1)
    if t in SIMPLE:
        return _(SIMPLE[t])
    if t == "draw":
        spot = action["spot"]
        return _("Draw spot {spot}").format(spot=(places or {}).get(spot, spot))
    if t in BY_CARD and "card" in action:
        return _(BY_CARD[t]).format(card=title_of(action["card"]))
    if t in ("play", "double"):
        cards = " + ".join(title_of(c) for c in action["cards"])
        return _("Play {cards} on pile {k}").format(cards=cards, k=action["pile"] + 1)
    return t.replace("_", " ").capitalize()


def reveal_ends(table: dict[str, Any]) -> str:
    """What a Discovery revealed now ends: the last one ends the game, not just the round."""
    return "the game" if table["discoveries"]["revealed"] + 1 >= table["rounds"] else "the round"


def confirm_text(action: dict[str, Any], black_value: int, ends: str = "the round") -> str:
    """A question before a choice that costs points or ends the round (or the game)."""
    if action["type"] == "reveal":
        card = CARDS[action["card"]]
        if ends == "the game":
            return ngettext(
                "Revealing the {card} ends the game and its {n} point counts against you. "
                "Reveal it?",
                "Revealing the {card} ends the game and its {n} points count against you. "
                "Reveal it?",
                card.value,
            ).format(card=title_of(card.id), n=card.value)
        return ngettext(
            "Revealing the {card} ends the round and its {n} point counts against you. Reveal it?",
            "Revealing the {card} ends the round and its {n} points count against you. Reveal it?",
            card.value,
        ).format(card=title_of(card.id), n=card.value)
    if action["type"] == "black_idea":
        return ngettext(
            "Everyone sees your hand and you take a Black Idea ({n} point). Take it?",
            "Everyone sees your hand and you take a Black Idea ({n} points). Take it?",
            black_value,
        ).format(n=black_value)
    return ""


def curtain_note(view: dict[str, Any], names: list[str]) -> str:
    """Why a player is called mid-turn: Url's secret choice, or Web's demand."""
    prompt, table, seat = view.get("prompt") or {}, view["table"], view["seat"]
    url = table.get("url")
    if prompt.get("kind") == "url_give" and url is not None:
        to = names[url_receiver(seat, url["direction"], len(names))]
        if url["by"] == seat:
            text = _("You played Url: choose a card to pass to {to}, unseen until all have chosen.")
        else:
            text = _(
                "{who} played Url: choose a card to pass to {to}, unseen until all have chosen."
            )
        return text.format(who=names[url["by"]], to=to)
    if prompt.get("kind") == "web_give" and table["turn"] != seat:
        return _("{who} plays Web on you: {name}, choose the card to give.").format(
            who=names[table["turn"]], name=names[seat]
        )
    return ""


def hand_tip(
    card: dict[str, Any], kind: str, usable: bool, picking: bool, ends: str = "the round"
) -> str:
    """A hand card's tooltip: what it is, and what a click does now (``kind``: the prompt;
    ``ends``: what revealing a Discovery ends)."""
    name = card_title(card)
    power = POWER_TIPS.get(card["power"], "")
    if card["kind"] == "discovery":
        if ends == "the game":
            what = _("{name}: a Discovery, never played; revealing it ends the game.")
        else:
            what = _("{name}: a Discovery, never played; revealing it ends the round.")
        what = what.format(name=name)
    elif power:
        what = _("{name}. {power}").format(name=name, power=_(power))
    else:
        what = _("{name}.").format(name=name)
    if not usable:
        return what
    if kind in CLICKS:
        return what + " " + _(CLICKS[kind])
    if card["kind"] == "discovery":
        return what + " " + _("Click to reveal it.")
    if picking:
        return what + " " + _("Click to pick it for a play, or drag it onto a pile.")
    return what


def pile_tip(pile: dict[str, Any], why: str | None) -> str:
    """A pile's tooltip; ``why`` is the verdict on the cards picked ("" legal, None none)."""
    k = pile["pile"] + 1
    n = pile["thickness"]
    if pile["top"]:
        tip = ngettext(
            "Pile {k}: {top} on top, {n} card.", "Pile {k}: {top} on top, {n} cards.", n
        ).format(k=k, top=card_title(pile["top"]), n=n)
    else:
        tip = _("Pile {k}: empty.").format(k=k)
    tip += " " + _("A play must total more than {value}.").format(value=pile["value"])
    if why == "":
        return tip + " " + _("Click to play your cards here.")
    if why:
        return f"{tip} {why}"
    return tip


def spot_tip(spot: dict[str, Any], names: list[str], usable: bool, memory_aid: bool) -> str:
    """A spot's tooltip: its number (the one the log names), what is known of its card."""
    tip = _("A face-down card of the spread.")
    if spot["known"]:
        tip = _("You put the {card} back here.").format(card=card_title(spot["known"]))
    elif spot["put_back_by"] is not None:
        if memory_aid:
            tip = _("A card put back by {name}.").format(name=names[spot["put_back_by"]])
        else:
            tip = _("A card put back by someone.")
    tip = _("Spot {place}.").format(place=spot["place"]) + " " + tip
    return tip + " " + _("Click to draw it.") if usable else tip


def seat_tip(player: dict[str, Any], name: str) -> str:
    hand, ideas, black = player["hand_size"], player["ideas"], player["black_ideas"]
    parts = [
        ngettext("{n} card in hand", "{n} cards in hand", hand).format(n=hand),
        ngettext("{n} Idea flint (values hidden)", "{n} Idea flints (values hidden)", ideas).format(
            n=ideas
        ),
        ngettext("{n} Black Idea", "{n} Black Ideas", black).format(n=black),
    ]
    found = [card_title(c) for c in player["discoveries"]]
    if found:  # the small cards in the panel, named in full
        parts.append(_("revealed: {cards}").format(cards=join(found)))
    points = player["public_points"]
    return ngettext(
        "{name}: {parts}; {n} point showing.", "{name}: {parts}; {n} points showing.", points
    ).format(name=name, parts=", ".join(parts), n=points)
