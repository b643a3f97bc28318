"""Why a computer teammate makes a move, in one sentence, from its seat's input alone.

``reason(ctx, action)`` reads the view (rows, the hand's ``would_be``, the effects, the
Oracle, the modifiers) and never the state, so it names only what the seat may see. Where
the view cannot say why the look-ahead preferred a move, the sentence says what the move does.
Each shape is one whole sentence in the catalogue (a row's top card or none, each effect).
"""

from __future__ import annotations

from typing import Any

from ...i18n import N_, _, ngettext
from ..common import Action, BotInput
from .cards import CARD_COLOR, CARD_RANK, card_name, color_name, effect_name, shrine_name

View = dict[str, Any]

# A card played, by what happens then: (effect or outcome, the row has a card) -> sentence.
PLAY: dict[tuple[str, bool], str] = {
    ("skip_dark", True): N_(
        "The {card} goes light over the {top}, so you may cancel the next dark effect."
    ),
    ("skip_dark", False): N_(
        "The {card} opens its row light, so you may cancel the next dark effect."
    ),
    ("take_back", True): N_(
        "The {card} goes light over the {top}, so you may take the last card of another row "
        "back into your hand."
    ),
    ("take_back", False): N_(
        "The {card} opens its row light, so you may take the last card of another row back "
        "into your hand."
    ),
    ("face_up", True): N_(
        "The {card} goes light over the {top}, so you may put a card from your hand face up "
        "for anyone to play."
    ),
    ("face_up", False): N_(
        "The {card} opens its row light, so you may put a card from your hand face up for "
        "anyone to play."
    ),
    ("swap", True): N_(
        "The {card} goes light over the {top}, so you may name a player for a green swap."
    ),
    ("swap", False): N_(
        "The {card} opens its row light, so you may name a player for a green swap."
    ),
    ("skip_light", True): N_(
        "The {card} goes dark over the {top}, and the next light effect will be skipped."
    ),
    ("skip_light", False): N_(
        "The {card} opens its row dark, and the next light effect will be skipped."
    ),
    ("give_oracle", True): N_(
        "The {card} goes dark over the {top}, and you must then give an Oracle card to "
        "another player."
    ),
    ("give_oracle", False): N_(
        "The {card} opens its row dark, and you must then give an Oracle card to another player."
    ),
    ("random_play", True): N_(
        "The {card} goes dark over the {top}, and the next player to play a card plays one "
        "at random."
    ),
    ("random_play", False): N_(
        "The {card} opens its row dark, and the next player to play a card plays one at random."
    ),
    ("must_green", True): N_(
        "The {card} goes dark over the {top}, and the next card played must be green."
    ),
    ("must_green", False): N_(
        "The {card} opens its row dark, and the next card played must be green."
    ),
    ("last_card", True): N_(
        "The {card} goes dark over the {top}, and as your last card it creates no effect."
    ),
    ("last_card", False): N_(
        "The {card} opens its row dark, and as your last card it creates no effect."
    ),
    ("highest_green", True): N_(
        "The {card} goes dark over the {top}, and the highest green card creates no effect."
    ),
    ("highest_green", False): N_(
        "The {card} opens its row dark, and the highest green card creates no effect."
    ),
    ("skipped_light", True): N_(
        "The {card} goes light over the {top}, but its light effect is skipped."
    ),
    ("skipped_light", False): N_(
        "The {card} opens its row light, but its light effect is skipped."
    ),
    ("skipped_dark", True): N_(
        "The {card} goes dark over the {top}, and its dark effect is cancelled."
    ),
    ("skipped_dark", False): N_("The {card} opens its row dark, and its dark effect is cancelled."),
    # Another player's face-up card as the last card: the view does not say whether the
    # table's option makes it create an effect, so the sentence says only where it goes.
    ("unsure_dark", True): N_("The {card} goes dark over the {top}."),
    ("unsure_dark", False): N_("The {card} opens its row dark."),
}

# A light effect taken at a shrine: a small shrine names itself, the large one its effect.
SHRINE = {
    "skip_dark": N_("The {shrine} cancels the next dark effect."),
    "take_back": N_("The {shrine} lets you take the last card of another row back into your hand."),
    "face_up": N_("The {shrine} lets you put a card from your hand face up for anyone to play."),
    "swap": N_("The {shrine} lets you name a player for a green swap."),
}
LARGE_SHRINE = {
    "skip_dark": N_("The large shrine, as the {effect} effect, cancels the next dark effect."),
    "take_back": N_(
        "The large shrine, as the {effect} effect, lets you take the last card of another row "
        "back into your hand."
    ),
    "face_up": N_(
        "The large shrine, as the {effect} effect, lets you put a card from your hand face up "
        "for anyone to play."
    ),
    "swap": N_(
        "The large shrine, as the {effect} effect, lets you name a player for a green swap."
    ),
}
SWAP_ACTION = {
    "player": N_("Swap a card with another player."),
    "oracle": N_("Swap one of your cards for one of the Oracle's."),
    "renew": N_("Return the Oracle to the box and let the deck show a new one."),
}


def reason(ctx: BotInput, action: Action) -> str:
    """One sentence: why a computer in ``ctx.seat`` makes ``action``."""
    view = ctx.table
    kind = action["type"]
    if kind == "take_start":
        return _("Taking the start-player card begins the game; any seat may take it.")
    if kind == "pass_card":
        return _pass_card(view, action["card"])
    if kind == "play":
        return _play(ctx, view, action["card"])
    if kind == "play_random":
        return _("You must play at random: shuffle your hand and play the card you draw.")
    if kind == "pass":
        if any(a["type"] == "play" for a in ctx.actions):
            return _(
                "Only other players' face-up cards fit now, and playing one would cost the "
                "team more than it gains, so you pass."
            )
        return _("No card you hold fits onto its row now, so you pass.")
    if kind == "take_shrine":
        return _shrine(view, action)
    if kind == "tavern":
        return _tavern(action)
    if kind == "end_turn":
        if any(a["type"] in ("take_shrine", "tavern") for a in ctx.actions):
            return _("No shrine or Tavern statement would help the team now, so end your turn.")
        return _("You have played this turn, so end it.")
    return _decision(ctx, view, action)


def _entry(view: View, card: str) -> dict[str, Any] | None:
    """The card's entry in the seat's hand or among the face-up cards (with ``would_be``)."""
    for e in view["hand"]:
        if e["card"] == card:
            return e
    for p in view["players"]:
        for e in p["face_up"]:
            if e["card"] == card:
                return {**e, "owner": p["seat"]}
    return None


def _row_top(view: View, color: str) -> str | None:
    row = next(r for r in view["rows"] if r["color"] == color)
    return row["cards"][-1]["card"] if row["cards"] else None


def _play(ctx: BotInput, view: View, card: str) -> str:
    color = CARD_COLOR[card]
    entry = _entry(view, card) or {}
    side = entry.get("would_be") or "dark"
    effect = view["effects"][color][side]["id"]
    mods = {m["kind"] for m in view["modifiers"]}
    owner = entry.get("owner", ctx.seat)  # a hand card has no owner entry: the seat's own
    held = view["players"][ctx.seat]["held"]  # before this card leaves
    if side == "light":
        key = "skipped_light" if "skip_light" in mods else effect
    elif owner == ctx.seat and held == 1:
        key = "last_card"
    elif owner != ctx.seat and held == 0:
        key = "unsure_dark"
    else:
        key = _dark_key(view, card, effect, mods)
    top = _row_top(view, color)
    text = _(PLAY[key, top is not None])
    return text.format(card=card_name(card), top=card_name(top) if top else "")


def _dark_key(view: View, card: str, effect: str, mods: set[str]) -> str:
    if effect == "must_green" and CARD_RANK[card] == view["ranks"]["high"]:
        return "highest_green"
    return "skipped_dark" if "skip_dark" in mods else effect


def _pass_card(view: View, card: str) -> str:
    mine = view["hand"]
    counts: dict[str, int] = {}
    for e in mine:
        counts[e["color"]] = counts.get(e["color"], 0) + 1
    color = CARD_COLOR[card]
    highest = max(e["rank"] for e in mine if e["color"] == color)
    if counts[color] == max(counts.values()) and CARD_RANK[card] == highest:
        text = _("Pass the {card}: the highest card of the colour you hold most of.")
    else:
        text = _("Pass the {card}: of your cards it is the one the team can best spare.")
    return text.format(card=card_name(card))


def _shrine(view: View, action: Action) -> str:
    shrine = action["shrine"]
    color = action.get("color", shrine)
    effect = view["effects"][color]["light"]["id"]
    if shrine == "large":
        return _(LARGE_SHRINE[effect]).format(effect=effect_name(f"{color} light"))
    return _(SHRINE[effect]).format(shrine=shrine_name(shrine))


def _tavern(action: Action) -> str:
    statement = action["statement"]
    if statement == "cannot_play":
        n = action["count"]
        return ngettext(
            "Tell the table at the Tavern that you hold {n} card you cannot play.",
            "Tell the table at the Tavern that you hold {n} cards you cannot play.",
            n,
        ).format(n=n)
    if statement == "only_high":
        text = _("Tell the table at the Tavern that of {color} you hold only high cards.")
        return text.format(color=color_name(action["color"]))
    text = _("Ask the table at the Tavern not to play {color}.")
    return text.format(color=color_name(action["color"]))


def _stuck(view: View, card: str) -> bool:
    """The card can no longer climb its row."""
    return CARD_RANK[card] <= next(r["top"] for r in view["rows"] if r["color"] == CARD_COLOR[card])


def _freed(view: View, seat: int, row: str) -> str | None:
    """A card of the seat's that taking back ``row``'s top card would let climb again."""
    cards = next(r["cards"] for r in view["rows"] if r["color"] == row)
    below = cards[-2]["rank"] if len(cards) > 1 else 1
    top = cards[-1]["rank"]
    mine = view["hand"] + view["players"][seat]["face_up"]
    return next((e["card"] for e in mine if e["color"] == row and below < e["rank"] < top), None)


def _decision(ctx: BotInput, view: View, action: Action) -> str:
    kind = action["type"]
    prompt = ctx.view["prompt"] or {}
    if kind == "use_effect":
        return _("Use the effect: the next card played then creates no dark effect.")
    if kind == "decline":
        effect = prompt.get("effect") or ""
        text = _("Leave the {effect} effect unused: none of its choices helps the team now.")
        return text.format(effect=effect_name(effect))
    if kind == "take_back":
        top = _row_top(view, action["row"])
        assert top is not None  # only a row with a card is offered
        freed = _freed(view, ctx.seat, action["row"])
        if top and freed:
            text = _("Take back the {card}: your {freed} can then be played on its row again.")
            return text.format(card=card_name(top), freed=card_name(freed))
        return _("Take the {card} back into your hand.").format(card=card_name(top))
    if kind == "face_up":
        text = _("Put the {card} face up: a teammate may find the right moment to play it.")
        return text.format(card=card_name(action["card"]))
    if kind == "name_player":
        if action["seat"] == ctx.seat:
            return _("Name yourself for the green swap, to trade a card you cannot use.")
        return _("Name another player for the green swap.")
    if kind == "swap_action":
        return _(SWAP_ACTION[action["action"]])
    if kind in ("swap_give", "swap_return", "oracle_put"):
        card = action["card"]
        if _stuck(view, card):
            text = {
                "swap_give": _("Give away the {card}: it can no longer be played on its row."),
                "swap_return": _("Give back the {card}: it can no longer be played on its row."),
                "oracle_put": _(
                    "Put the {card} into the Oracle: it can no longer be played on its row."
                ),
            }[kind]
        else:
            text = {
                "swap_give": _("Give away the {card}: of your cards it helps the team least."),
                "swap_return": _("Give back the {card}: of your cards it helps the team least."),
                "oracle_put": _(
                    "Put the {card} into the Oracle: of your cards it helps the team least."
                ),
            }[kind]
        return text.format(card=card_name(card))
    if kind == "oracle_take":
        card = action["card"]
        if _stuck(view, card):
            return _("Take the {card} from the Oracle.").format(card=card_name(card))
        text = _("Take the {card} from the Oracle: it can still be played on its row.")
        return text.format(card=card_name(card))
    if kind == "give_oracle":
        held = {p["seat"]: p["held"] for p in view["players"] if p["seat"] != ctx.seat}
        card = card_name(action["card"])
        if held[action["to"]] == min(held.values()):
            text = _("Give the Oracle's {card} to the player who holds the fewest cards.")
        else:
            text = _("Give the Oracle's {card} to another player.")
        return text.format(card=card)
    return _("This is the move a computer player would make in your seat.")
