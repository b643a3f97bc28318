"""Readable words: what a seat is asked now, and why a move is refused."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .cards import CALL_LIMIT, NAMES, card_name

if TYPE_CHECKING:
    from ..common import Decision
    from .state import SilverState

Action = dict[str, Any]

DECISION_TEXT: dict[str, str] = {
    "rascal": "Rascal: draw another card (from the deck or the display), or stop.",
    "keep": "Rascal: keep one of the cards you drew; the others go to the discard pile.",
    "new_card": "Discard the new card, exchange it for one of your cards, or mark cards "
    "for a multiple exchange.",
    "set": "Mark the cards to exchange (all of one value), then confirm.",
    "place": "The set matched: choose the spot for the new card.",
    "end": "The set did not match: put the new card at either end of your village.",
    "penalty": "Three or more cards failed: put the penalty card at either end, unseen.",
    "exposer": "Exposer: turn one of your face-down cards face up, or skip.",
    "revealer": "Revealer: turn any face-down village card face up, or skip.",
    "beholder": "Beholder: view one of your face-down cards (up to two), or stop.",
    "apprentice": "Apprentice Seer: view a face-down card of an opponent, or skip.",
    "seer": "Seer: view any face-down village card, or skip.",
    "master": "Master: take a card from the discard pile to exchange in, or skip.",
    "witch": "Witch: look at the top card of the deck, or skip.",
    "witch_swap": "Witch: exchange the top deck card with a village card, or leave it.",
    "robber": "Robber: choose one of your cards to give away, or skip.",
    "robber_steal": "Robber: choose the opponent's card you take for it.",
}


def kept_text(state: SilverState, d: Decision) -> str:
    """The new card may not be discarded (taken from the discard pile, with the Master, or
    from a display that only exchanges in): say only what is allowed."""
    where = "from the Squire display" if d["source"] == "display" else "from the discard pile"
    sets = any(a["type"] == "mark" for a in state.exchange_actions(d))
    how = ", or mark cards of one value for a multiple exchange" if sets else ""
    return f"It came {where}, so it may not be discarded: exchange it for one of your cards{how}."


def prompt(state: SilverState, seat: int) -> dict[str, Any]:
    d = state.decision
    if d is not None:
        text = DECISION_TEXT[d.kind]
        if d.kind == "new_card" and state.hand:
            t = state.hand[0]
            if not state.may_discard_new(d["source"]):
                text = kept_text(state, d)
            text = (
                f"Your new card is the {card_name(state.val[t], state.options['value_order'])}. "
                + text
            )
        return {"kind": d.kind, "text": text}
    if state.stage == "peek":
        return {"kind": "peek", "text": "Secretly view two cards of your village."}
    if state.stage == "round_end":
        return {"kind": "round_end", "text": "The round is over: continue to the next round."}
    if state.main_done:
        return {"kind": "after", "text": "Use a face-up ability or the amulet, or end your turn."}
    moves = ["draw from the deck"]
    if state.discard and state.movable(seat):
        moves.append("take the top discard")
    if state.caller is None and len(state.villages[seat]) <= CALL_LIMIT and not state.free_used:
        moves.append("call")
    text = " or ".join(moves) if len(moves) < 3 else f"{', '.join(moves[:-1])}, or {moves[-1]}"
    return {"kind": "turn", "text": text[0].upper() + text[1:] + "."}


def explain_illegal(state: SilverState, action: Action) -> str:
    if not isinstance(action, dict) or not isinstance(action.get("type"), str):
        return "That is not a move of Silver."
    kind = action["type"]
    if state.current_player is None:
        return "The game is over."
    if state.decision is not None:
        return f"First finish this choice: {DECISION_TEXT[state.decision.kind]}"
    if state.stage == "peek":
        return "First view two of your cards (two different spots of your village)."
    if state.stage == "round_end":
        return "The round is over: continue to start the next one."
    p = state.turn
    if kind == "call":
        if state.caller is not None:
            return "Someone has already called this round."
        if len(state.villages[p]) > CALL_LIMIT:
            return f"You may call only with {CALL_LIMIT} or fewer cards in your village."
        if state.free_used:
            return "You may not call on a turn in which you used an ability or the amulet."
        return "You cannot call now."
    if kind in ("draw", "take") and state.main_done:
        return "You have already drawn or taken a card this turn."
    if kind == "take" and not state.movable(p):
        return "Your only card is under the amulet: you cannot take from the discard pile."
    if kind == "amulet":
        return "Only a player who called successfully last round may place the amulet, once."
    if kind == "empath":
        return "You need a face-up Empath you have not used this turn, and a face-down card."
    if kind == "guard":
        return f"Choose another card of your village for a face-up {NAMES['bodyguard']}."
    if kind == "end" and not state.main_done:
        return "Draw, take or call first."
    return "That move is not allowed right now."
