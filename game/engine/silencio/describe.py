"""One plain sentence per logged event, using the seats' names, in the current language."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...i18n import N_, _, ngettext
from .cards import card_name, effect_name, shrine_name, side_name

# Marked here, translated where a sentence is made.
MODIFIER_SENTENCE = {
    "skip_light": N_("if the next card played would create a light effect, it creates none"),
    "skip_dark": N_("if the next card played would create a dark effect, it creates none"),
    "random_play": N_("the next player to play a card plays one at random"),
    "must_green": N_("the next card played must be green"),
}

# A light effect (and the blue dark one) is the player's to use: those name the player.
EFFECT_SENTENCE = {
    "skip_dark": N_("{who} may cancel the next dark effect"),
    "take_back": N_("{who} may take back the last card of another row"),
    "face_up": N_("{who} may put a card face up"),
    "swap": N_("{who} may name a player for a swap"),
    "skip_light": N_("the next light effect is skipped"),
    "give_oracle": N_("{who} must give an Oracle card to another player"),
    "random_play": N_("the next player to play a card plays at random"),
    "must_green": N_("the next card must be green"),
}

OUTCOME_SENTENCE = {
    "last_card": N_("it was the last card in hand, so it creates no effect"),
    "highest_green": N_("the highest green card creates no dark effect"),
    "skipped": N_("its effect is skipped"),
}

FIZZLE_SENTENCE = {
    "empty_oracle": N_("the Oracle is empty, so there is nothing to give"),
    "nothing_to_take": N_("no other row has a card to take back"),
    "no_hidden_cards": N_("there is no hidden card to put face up"),
}

SWAP_ACTION = {
    "player": N_("{who} chooses to swap a card with another player."),
    "oracle": N_("{who} chooses to swap a card with the Oracle."),
    "renew": N_("{who} chooses to replace the Oracle."),
}

END_REASON = {
    "all_played": N_("Every card has been played"),
    "all_passed": N_("Everyone passed in a row"),
    "nobody_can_play": N_("Nobody can play a card any more"),
}


def describe(event: dict[str, Any], names: Sequence[str]) -> str:
    """A sentence for ``event``; ``names`` maps seats to display names."""
    kind = event["type"]
    who = names[event["seat"]] if "seat" in event and event["seat"] is not None else _("Someone")

    def name(seat: int) -> str:
        return names[seat]

    def card(key: str = "card") -> str:
        return card_name(event[key])

    if kind == "setup":
        if event.get("tavern"):
            text = _(
                "A new game of Silencio for {players} players with the Tavern: ranks {low} to "
                "{high}, {hand} cards each."
            )
        else:
            text = _(
                "A new game of Silencio for {players} players: ranks {low} to {high}, "
                "{hand} cards each."
            )
        return text.format(
            players=event["players"], low=event["low"], high=event["high"], hand=event["hand"]
        )
    if kind == "take_start":
        return _("{who} takes the start-player card.").format(who=who)
    if kind == "pass_card":
        return _("{who} passes a card to {to}.").format(who=who, to=name(event["to"]))
    if kind == "passed_card":  # private: only the giver and the receiver read these
        return _("You passed the {card} to {to}.").format(card=card(), to=name(event["to"]))
    if kind == "received_card":
        return _("You received the {card} from {who}.").format(card=card(), who=who)
    if kind == "random_miss":
        return _("Your random draw was the {card}; it cannot be played.").format(card=card())
    if kind == "passing_done":
        return _("Every card is passed; {start} begins.").format(start=name(event["start"]))
    if kind == "play":
        return _play_sentence(event, who, names)
    if kind == "random_draw":
        if event["playable"]:
            text = _("{who} draws the {card} at random and must play it.")
            return text.format(who=who, card=card())
        text = _("{who} draws a card at random that cannot be played and takes a normal turn.")
        return text.format(who=who)
    if kind == "pass":
        return _("{who} cannot play and passes.").format(who=who)
    if kind == "take_shrine":
        if event["shrine"] == "large":
            text = _("{who} takes the large shrine for the {effect} effect.")
            return text.format(who=who, effect=effect_name(f"{event['color']} light"))
        return _("{who} takes the {shrine}.").format(who=who, shrine=shrine_name(event["shrine"]))
    if kind == "modifier":
        text = _("{who}'s {effect} effect: {what}.")
        modifier = MODIFIER_SENTENCE[event["modifier"]]
        what = _(modifier)
        return text.format(who=who, effect=effect_name(event["effect"]), what=what)
    if kind == "fizzle":
        text = _("{who}'s {effect} effect: {what}.")
        reason = FIZZLE_SENTENCE[event["reason"]]
        what = _(reason)
        return text.format(who=who, effect=effect_name(event["effect"]), what=what)
    if kind == "decline":
        text = _("{who} does not use the {effect} effect.")
        return text.format(who=who, effect=effect_name(event["effect"]))
    if kind == "take_back":
        return _("{who} takes the {card} back into hand.").format(who=who, card=card())
    if kind == "face_up":
        return _("{who} puts the {card} face up for anyone to play.").format(who=who, card=card())
    if kind == "give_oracle":
        to = name(event["to"])
        if event["refill"]:
            text = _("{who} gives the Oracle's {card} to {to}. The {refill} joins the Oracle.")
            return text.format(who=who, card=card(), to=to, refill=card("refill"))
        text = _("{who} gives the Oracle's {card} to {to}. The deck is empty.")
        return text.format(who=who, card=card(), to=to)
    if kind == "swap_named":
        if event["named"] == event["seat"]:
            return _("{who} names no one else and makes the green swap.").format(who=who)
        text = _("{who} names {named} for a green swap.")
        return text.format(who=who, named=name(event["named"]))
    if kind == "swap_action":
        chosen = SWAP_ACTION[event["action"]]
        return _(chosen).format(who=who)
    if kind in ("swap_give", "swap_return"):
        to = name(event["to"])
        if event["card"]:
            if kind == "swap_give":
                return _("{who} gives the {card} to {to}.").format(who=who, card=card(), to=to)
            return _("{who} gives back the {card} to {to}.").format(who=who, card=card(), to=to)
        if kind == "swap_give":
            return _("{who} gives a card to {to}.").format(who=who, to=to)
        return _("{who} gives back a card to {to}.").format(who=who, to=to)
    if kind == "oracle_take":
        return _("{who} takes the {card} from the Oracle.").format(who=who, card=card())
    if kind == "oracle_put":
        return _("{who} puts the {card} into the Oracle.").format(who=who, card=card())
    if kind == "oracle_renewed":
        shown = _card_list(event["revealed"])
        text = _("{who} returns the Oracle to the box; the new Oracle shows {cards}.")
        return text.format(who=who, cards=shown or _("nothing (the deck is empty)"))
    if kind == "tavern_opens":
        return _("The Tavern opens.")
    if kind == "tavern":
        from .view import statement_text

        text = _('{who} takes the Tavern: "{statement}"')
        return text.format(who=who, statement=statement_text(event))
    if kind == "game_over":
        return _end_sentence(event)
    return f"{who}: {kind.replace('_', ' ')}."


def _card_list(cards: Sequence[str]) -> str:
    """ "the red 3, the green 4 and the yellow 8": each card with its article, as the
    language says a list ("" for none)."""
    named = [_("the {card}").format(card=card_name(c)) for c in cards]
    if len(named) < 2:
        return "".join(named)
    return _("{cards} and {last}").format(cards=", ".join(named[:-1]), last=named[-1])


def _play_sentence(event: dict[str, Any], who: str, names: Sequence[str]) -> str:
    card = card_name(event["card"])
    side = side_name(event["side"])
    if not event["face_up"]:
        head = _("{who} plays the {card} ({side})").format(who=who, card=card, side=side)
    elif event["owner"] == event["seat"]:
        head = _("{who} plays the {card} from the face-up cards ({side})")
        head = head.format(who=who, card=card, side=side)
    else:
        head = _("{who} plays the {card} lying face up before {owner} ({side})")
        head = head.format(who=who, card=card, owner=names[event["owner"]], side=side)
    if event["outcome"] != "effect":
        outcome = OUTCOME_SENTENCE[event["outcome"]]
        what = _(outcome)
    else:
        effect = EFFECT_SENTENCE[event["effect"]]
        what = _(effect).format(who=who)
    return _("{play}: {what}.").format(play=head, what=what)


def _end_sentence(event: dict[str, Any]) -> str:
    left = event["cards_left"]
    text = ngettext(
        "{why}: the game ends with {n} card left.",
        "{why}: the game ends with {n} cards left.",
        left,
    )
    why = END_REASON[event["reason"]]
    return text.format(why=_(why), n=left)
