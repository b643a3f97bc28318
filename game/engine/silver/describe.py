"""One plain sentence per logged event (public and private), using the seats' names, in the
language shown when it is made."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...i18n import N_, _, ngettext
from .cards import NAMES, ROUNDS, card_name

SOURCE = {
    "deck": N_("{who} exchanges {card} for {new} from the deck, in spot {spot}."),
    "display": N_("{who} exchanges {card} for {new} from the display, in spot {spot}."),
    "discard": N_("{who} exchanges {card} for {new} from the discard pile, in spot {spot}."),
    "master": N_("{who} exchanges {card} for {new} with the Master, in spot {spot}."),
}
REASON = {
    "call": N_("everyone has had a last turn after the call"),
    "deck": N_("the deck ran out"),
    "villagers": N_("both Villagers are face up"),
}
AMULET_REASON = {
    "called": N_("{holder} called successfully and may use it next round."),
    "lowest": N_("{holder} scored lowest and starts next round."),
    "tie_kept": N_("{holder} keeps it after a tie for the lowest score."),
    "tie_left": N_("{holder} is the first tied player to the start player's left."),
}
HOW = {
    "peek": N_("at the start of the round"),
    "draw": N_("on drawing it"),
    "empath": N_("with the Empath"),
    "beholder": N_("with the Beholder"),
    "apprentice": N_("with the Apprentice Seer"),
    "seer": N_("with the Seer"),
    "witch": N_("with the Witch"),
    "robber": N_("after robbing it"),
}
PLACE_END = {
    (True, "left"): N_("{who} puts the new card face up at the left end."),
    (True, "right"): N_("{who} puts the new card face up at the right end."),
    (False, "left"): N_("{who} puts the new card face down at the left end."),
    (False, "right"): N_("{who} puts the new card face down at the right end."),
}
# Where a card is turned up, looked at or swapped in: one whole sentence per place.
FLIP = {
    "own": N_("{who} uses the {ability} to turn up {card} in their own village."),
    "other": N_("{who} uses the {ability} to turn up {card} in {name}'s village."),
    "deck": N_("{who} uses the {ability} to turn up {card} on the deck."),
}
LOOK = {
    "own": N_("{who} uses the {ability} to view a card in their own village."),
    "other": N_("{who} uses the {ability} to view a card in {name}'s village."),
    "deck": N_("{who} uses the {ability} to view the top card of the deck."),
}
WITCH_SWAP = {
    "own": N_(
        "{who} puts the top deck card into their own village in place of {card}, which is "
        "discarded."
    ),
    "other": N_(
        "{who} puts the top deck card into {name}'s village in place of {card}, which is discarded."
    ),
    "deck": N_("{who} puts the top deck card back in place of {card}, which is discarded."),
}
PENALTY_END = {
    "left": N_("{who} adds a penalty card, unseen, at the left end."),
    "right": N_("{who} adds a penalty card, unseen, at the right end."),
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


def _in(table: dict[Any, str], key: Any) -> str:
    """A marked text of ``table``, in the language shown."""
    return _(table[key])


def _card(value: int | None) -> str:
    if value is None:
        return _("a card")
    name = card_name(value)
    if name[0] in "AEIOU":  # an Apprentice Seer, an Empath, an Exposer
        return _("an {name} ({value})").format(name=_(name), value=value)
    return _("a {name} ({value})").format(name=_(name), value=value)


def _looked(event: dict[str, Any], names: Sequence[str]) -> str:
    """A look told without what was seen (Faithful memory: the table showed the card for a
    moment; the log says only that you looked, and where the card lay then)."""
    how = _in(HOW, event["how"])
    if event["owner"] is None:
        return _("You looked at the top card of the deck, {how}.").format(how=how)
    spot = event["slot"] + 1
    if event["owner"] == event["viewer"]:
        text = _("You looked at card {spot} of your village, {how}.")
        return text.format(spot=spot, how=how)
    text = _("You looked at card {spot} of {name}'s village, {how}.")
    return text.format(spot=spot, name=names[event["owner"]], how=how)


def describe(event: dict[str, Any], names: Sequence[str]) -> str:
    """A sentence for ``event``; ``names`` maps seats to display names."""
    kind = event["type"]
    who = names[event["seat"]] if event.get("seat") is not None else _("Someone")

    def place(seat: int | None) -> str:
        """Whose village an event is in: "own", "other" or "deck" (the shapes' keys)."""
        if seat is None:
            return "deck"
        return "own" if seat == event.get("seat") else "other"

    def owner_name() -> str:
        owner = event.get("owner")
        return names[owner] if owner is not None else ""

    def ability() -> str:
        return _in(NAMES, event["ability"])

    if kind == "round_start":
        start = names[event["start"]]
        first = _card(event["value"])
        if event["usable"]:
            text = _(
                "Round {round}: {name} starts and may use the amulet; the first discard is {card}."
            )
        else:
            text = _("Round {round}: {name} starts; the first discard is {card}.")
        text = text.format(round=event["round"], name=start, card=first)
        if event["removed"]:
            n = event["removed"]
            text += " " + ngettext(
                "{n} card was set aside unseen.", "{n} cards were set aside unseen.", n
            ).format(n=n)
        return text
    if kind == "peek":
        return _("{who} secretly views two cards.").format(who=who)
    if kind == "saw":
        if event.get("value") is None:
            return _looked(event, names)
        card, how = _card(event["value"]), _in(HOW, event["how"])
        if event["owner"] is None:
            text = _("You saw {card}: the top card of the deck, {how}.")
            return text.format(card=card, how=how)
        spot = event["slot"] + 1
        if event["owner"] == event["viewer"]:
            text = _("You saw {card}: card {spot} of your village, {how}.")
            return text.format(card=card, spot=spot, how=how)
        text = _("You saw {card}: card {spot} of {name}'s village, {how}.")
        return text.format(card=card, spot=spot, name=names[event["owner"]], how=how)
    if kind == "draw":
        if event["source"] == "display":
            text = _("{who} takes {card} from the display.")
            return text.format(who=who, card=_card(event["value"]))
        return _("{who} draws a card from the deck.").format(who=who)
    if kind == "take":
        text = _("{who} takes {card} from the discard pile.")
        return text.format(who=who, card=_card(event["value"]))
    if kind == "rascal_spare":
        if event["to"] == "deck":
            return _("{who} puts the Rascal's spare card back on the deck.").format(who=who)
        text = _("{who} discards the Rascal's spare card, {card}.")
        return text.format(who=who, card=_card(event["value"]))
    if kind == "discard":
        return _("{who} discards {card}.").format(who=who, card=_card(event["value"]))
    if kind == "exchange":
        new = _card(event["new_value"]) if event["new_value"] is not None else _("the new card")
        return _in(SOURCE, event["source"]).format(
            who=who, card=_card(event["value"]), new=new, spot=event["slot"] + 1
        )
    if kind == "set_shown":
        shown = ", ".join(str(v) for v in event["values"])
        n = len(event["values"])
        if event["matched"]:
            text = _("{who} slides forward {n} cards ({values}): they match and are discarded.")
        else:
            text = _("{who} slides forward {n} cards ({values}): they do not match.")
        return text.format(who=who, n=n, values=shown)
    if kind == "place":
        return _("{who} puts the new card in spot {spot}.").format(who=who, spot=event["at"] + 1)
    if kind == "place_end":
        return _in(PLACE_END, (event["value"] is not None, event["end"])).format(who=who)
    if kind == "penalty":
        return _in(PENALTY_END, event["end"]).format(who=who)
    if kind == "penalty_skipped":
        return _("The deck is empty, so {who} takes no penalty card.").format(who=who)
    if kind == "flip":
        text = _in(FLIP, place(event["owner"]))
        card = _card(event["value"])
        return text.format(who=who, ability=ability(), card=card, name=owner_name())
    if kind == "look":
        text = _in(LOOK, place(event["owner"]))
        return text.format(who=who, ability=ability(), name=owner_name())
    if kind == "master_take":
        text = _("{who} uses the Master to take {card} from the discard pile.")
        return text.format(who=who, card=_card(event["value"]))
    if kind == "witch_look":
        return _("{who} uses the Witch to look at the top card of the deck.").format(who=who)
    if kind == "witch_swap":
        text = _in(WITCH_SWAP, place(event["owner"]))
        return text.format(who=who, name=owner_name(), card=_card(event["value"]))
    if kind == "witch_keep":
        return _("{who} leaves the top card on the deck.").format(who=who)
    if kind == "rob":
        if "slot" not in event:  # a game saved before the spots were told
            text = _("{who} uses the Robber to swap a card with one of {name}'s.")
            return text.format(who=who, name=names[event["owner"]])
        text = _(
            "{who} uses the Robber: their card in spot {mine} and {name}'s card in spot "
            "{spot} change places."
        )
        return text.format(
            who=who, name=names[event["owner"]], mine=event["mine"] + 1, spot=event["slot"] + 1
        )
    if kind == "empath":
        return _("{who} uses the Empath to view one of their cards.").format(who=who)
    if kind == "guard":
        return _("{who}'s Bodyguard now also protects another card.").format(who=who)
    if kind == "amulet":
        text = _("{who} places the Silver Amulet on a card: nobody may view or move it.")
        return text.format(who=who)
    if kind == "call":
        n = event["cards"]
        text = ngettext(
            "{who} calls with {n} card! Everyone else has one more turn.",
            "{who} calls with {n} cards! Everyone else has one more turn.",
            n,
        )
        return text.format(who=who, n=n)
    if kind == "display":
        return _("The Squire shows {card} beside the deck.").format(card=_card(event["value"]))
    if kind == "fizzle":
        return _("{who}'s {ability} has nothing to act on.").format(who=who, ability=ability())
    if kind == "skip":
        return _("{who} does not use the {ability}.").format(who=who, ability=ability())
    if kind == "round_end":
        return _round_end(event, names)
    if kind == "game_end":
        totals = ", ".join(f"{names[s]} {t}" for s, t in enumerate(event["totals"]))
        if len(event["tied"]) > 1:
            text = _("The game is over ({totals}): {name} wins after a tie.")
        else:
            text = _("The game is over ({totals}): {name} wins.")
        return text.format(totals=totals, name=names[event["winner"]])
    return f"{who}: {kind}."


def _round_end(event: dict[str, Any], names: Sequence[str]) -> str:
    scores = ", ".join(f"{names[s]} {v}" for s, v in enumerate(event["scores"]))
    parts = [
        _("Round {round} ends: {reason}.").format(
            round=event["round"], reason=_in(REASON, event["reason"])
        )
    ]
    if event["caller"] is not None:
        caller = names[event["caller"]]
        if event["call_ok"]:
            parts.append(_("{name}'s call succeeds.").format(name=caller))
        else:
            parts.append(_("{name}'s call fails (+10).").format(name=caller))
    parts.append(_("Scores: {scores}.").format(scores=scores))
    if event["round"] >= ROUNDS:
        return " ".join(parts)  # no next round for the amulet to start (the game's end follows)
    holder = names[event["amulet"]]
    parts.append(_in(AMULET_REASON, event["amulet_reason"]).format(holder=holder))
    return " ".join(parts)
