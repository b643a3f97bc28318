"""Readable words: what a seat is asked now, and why a move is refused."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...i18n import N_, _, ngettext
from .cards import CALL_LIMIT, NAMES, card_name

if TYPE_CHECKING:
    from ..common import Decision
    from .state import SilverState

Action = dict[str, Any]

DECISION_TEXT: dict[str, str] = {
    "rascal": N_("Rascal: draw another card (from the deck or the display), or stop."),
    "keep": N_("Rascal: keep one of the cards you drew; the others go to the discard pile."),
    "new_card": N_(
        "Discard the new card, exchange it for one of your cards, or mark cards "
        "for a multiple exchange."
    ),
    "set": N_("Mark the cards to exchange (all of one value), then confirm."),
    "place": N_("The set matched: choose the spot for the new card."),
    "end": N_("The set did not match: put the new card at either end of your village."),
    "penalty": N_("Three or more cards failed: put the penalty card at either end, unseen."),
    "exposer": N_("Exposer: turn one of your face-down cards face up, or skip."),
    "revealer": N_("Revealer: turn any face-down village card face up, or skip."),
    "beholder": N_("Beholder: view one of your face-down cards (up to two), or stop."),
    "apprentice": N_("Apprentice Seer: view a face-down card of an opponent, or skip."),
    "seer": N_("Seer: view any face-down village card, or skip."),
    "master": N_("Master: take a card from the discard pile to exchange in, or skip."),
    "witch": N_("Witch: look at the top card of the deck, or skip."),
    "witch_swap": N_("Witch: exchange the top deck card with a village card, or leave it."),
    "robber": N_("Robber: choose one of your cards to give away, or skip."),
    "robber_steal": N_(
        "Robber: choose the opponent's card you take for your raised card, or go Back."
    ),
}


def kept_text(state: SilverState, d: Decision) -> str:
    """The new card may not be discarded (taken from the discard pile, with the Master, or
    from a display that only exchanges in): say only what is allowed."""
    sets = any(a["type"] == "mark" for a in state.exchange_actions(d))
    if d["source"] == "display":
        if sets:
            return _(
                "It came from the Squire display, so it may not be discarded: exchange it for "
                "one of your cards, or mark cards of one value for a multiple exchange."
            )
        return _(
            "It came from the Squire display, so it may not be discarded: exchange it for "
            "one of your cards."
        )
    if sets:
        return _(
            "It came from the discard pile, so it may not be discarded: exchange it for one "
            "of your cards, or mark cards of one value for a multiple exchange."
        )
    return _(
        "It came from the discard pile, so it may not be discarded: exchange it for one of "
        "your cards."
    )


# What a seat may do at the start of its turn: (take the top discard, call) -> the words.
TURN_TEXT = {
    (False, False): N_("Draw from the deck."),
    (True, False): N_("Draw from the deck or take the top discard."),
    (False, True): N_("Draw from the deck or call."),
    (True, True): N_("Draw from the deck, take the top discard, or call."),
}


def prompt(state: SilverState, seat: int) -> dict[str, Any]:
    d = state.decision
    if d is not None:
        text = _(DECISION_TEXT[d.kind])
        if d.kind == "new_card" and state.hand:
            t = state.hand[0]
            if not state.may_discard_new(d["source"]):
                text = kept_text(state, d)
            name = _(card_name(state.val[t], state.options["value_order"]))
            text = _("Your new card is the {name}.").format(name=name) + " " + text
        return {"kind": d.kind, "text": text}
    if state.stage == "peek":
        return {"kind": "peek", "text": _("Secretly view two cards of your village.")}
    if state.stage == "round_end":
        text = _("The round is over: continue to the next round.")
        return {"kind": "round_end", "text": text}
    if state.main_done:
        text = _("Use a face-up ability or the amulet, or end your turn.")
        return {"kind": "after", "text": text}
    take = bool(state.discard and state.movable(seat))
    call = state.caller is None and len(state.villages[seat]) <= CALL_LIMIT and not state.free_used
    return {"kind": "turn", "text": _(TURN_TEXT[(take, call)])}


def explain_illegal(state: SilverState, action: Action) -> str:
    if not isinstance(action, dict) or not isinstance(action.get("type"), str):
        return _("That is not a move of Silver.")
    kind = action["type"]
    if state.current_player is None:
        return _("The game is over.")
    if state.decision is not None:
        text = _(DECISION_TEXT[state.decision.kind])
        return _("First finish this choice: {choice}").format(choice=text)
    if state.stage == "peek":
        return _("First view two of your cards (two different spots of your village).")
    if state.stage == "round_end":
        return _("The round is over: continue to start the next one.")
    p = state.turn
    if kind == "call":
        if state.caller is not None:
            return _("Someone has already called this round.")
        if len(state.villages[p]) > CALL_LIMIT:
            return ngettext(
                "You may call only with {n} card or fewer in your village.",
                "You may call only with {n} or fewer cards in your village.",
                CALL_LIMIT,
            ).format(n=CALL_LIMIT)
        if state.free_used:
            return _("You may not call on a turn in which you used an ability or the amulet.")
        return _("You cannot call now.")
    if kind in ("draw", "take") and state.main_done:
        return _("You have already drawn or taken a card this turn.")
    if kind == "take" and not state.movable(p):
        return _("Your only card is under the amulet: you cannot take from the discard pile.")
    if kind == "amulet":
        return _("Only a player who called successfully last round may place the amulet, once.")
    if kind == "empath":
        return _("You need a face-up Empath you have not used this turn, and a face-down card.")
    if kind == "guard":
        text = _("Choose another card of your village for a face-up {name}.")
        name = NAMES["bodyguard"]
        return text.format(name=_(name))
    if kind == "end" and not state.main_done:
        return _("Draw, take or call first.")
    return _("That move is not allowed right now.")
