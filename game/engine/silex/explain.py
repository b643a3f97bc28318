"""Words for players: what the acting seat is asked, and why a move is refused."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import village
from .data import CARDS, DATA, card_name

if TYPE_CHECKING:
    from .state import SilexState

Action = dict[str, Any]

POWER_TEXT = {
    "blog": "Blog: put a card from your hand back into the spread, then draw a spot, or skip",
    "url": "Url: choose left or right; every player passes a card that way, or skip",
    "web": "Web: demand a card from a player, who chooses which, or skip",
    "spam": "Spam: turn Werther round so play reverses, or skip",
}

DRAW_TEXT = {
    "search": "Searching for ideas: pick a face-down spot to draw",
    "blog": "Blog: pick a face-down spot to draw",
    "end": "End of your turn: pick a face-down spot to draw",
}


def prompt(state: SilexState, seat: int) -> dict[str, Any]:
    d = state.decision
    if d is None:
        if state.discoveries_in_hand(seat):
            last = state.revealed_count() + 1 >= DATA.rounds  # the last one ends the game
            refuse = f"reveal a Discovery (the {'game' if last else 'round'} ends)"
        else:
            refuse = "show your hand and take a Black Idea"
        search = "search for ideas, " if state.can_search(seat) else ""
        return {
            "kind": "turn",
            "text": f"Your turn: {search}play strictly above a pile, or {refuse}.",
        }
    if d.kind == "draw":
        left = d["left"]
        more = f" ({left} to draw)" if left > 1 else ""
        return {"kind": "draw", "text": f"{DRAW_TEXT[d['reason']]}{more}."}
    if d.kind == "power":
        return {"kind": "power", "text": POWER_TEXT[d["power"]] + "."}
    if d.kind == "url_give":
        return {
            "kind": "url_give",
            "text": f"Url: choose a card to pass {d['direction']}; nobody sees it until all "
            "have chosen.",
        }
    if d.kind == "web_give":
        return {"kind": "web_give", "text": "Web: choose the card you give."}
    if d.kind == "take_piles":
        return {"kind": "take_piles", "text": "Round end: choose the two thickest piles to take."}
    if d.kind == "discard":
        return {
            "kind": "discard",
            "text": "Round end: discard any cards onto the piles you took, then finish.",
        }
    return {"kind": d.kind, "text": ""}


def explain(state: SilexState, action: Action) -> str:
    """Why ``action`` is refused now, in a player's words."""
    if not isinstance(action, dict) or "type" not in action:
        return "That is not a move of this game."
    kind = action.get("type")
    d = state.decision
    legal_types = {a["type"] for a in state.legal_actions()}
    if kind not in legal_types:
        if d is not None:
            return f"Not now: {prompt(state, d.seat)['text']}"
        if kind == "search":
            return search_reason(state, state.turn_seat)
        if kind == "black_idea" and state.discoveries_in_hand(state.turn_seat):
            return "You hold a Discovery: not playing means revealing it, not a Black Idea."
        if kind == "double" and not state.options["expert_doubles"]:
            return "Doubles are an Expert option, off at this table."
        if kind in ("play", "double"):
            return "You have no Character card that can be played now."
        return "That move is not allowed right now."
    if kind in ("play", "double"):
        return play_reason(state, action)
    if kind == "search":
        return "You may draw 1 or 2 cards (no more than the spread holds)."
    if kind in ("draw",):
        return "There is no card at that spot."
    if kind in ("reveal", "blog", "url_give", "web_give", "discard"):
        return "That card is not in your hand (or not a Discovery you can reveal)."
    if kind == "web":
        return "Web demands a card from another player who holds at least one."
    if kind == "url":
        return "Url passes left or right."
    if kind == "take_piles":
        return "Take two of the thickest piles."
    return "That move is not allowed right now."


def search_reason(state: SilexState, seat: int) -> str:
    if len(state.hands[seat]) >= DATA.hand_size:
        return f"You may search for ideas only with fewer than {DATA.hand_size} cards."
    if not state.spots:
        return "The spread is empty: there is nothing to draw."
    if not state.idea_supply:
        return "Every Idea flint has been taken: no more searching."
    return "You may search for ideas only at the start of your turn."


def play_reason(state: SilexState, action: Action) -> str:
    seat = state.turn_seat
    cards, top, pile = action.get("cards"), action.get("top"), action.get("pile")
    if type(cards) is not list or not cards or any(type(c) is not str for c in cards):
        return "Choose one or more cards to play."
    if type(pile) is not int or not 0 <= pile < village.PILES:
        return "Choose one of the three Village piles."
    hand = state.hands[seat]
    for c in cards:
        if c not in CARDS or c not in hand:
            return "You can only play cards from your hand."
        if not CARDS[c].is_character:
            return f"The {card_name(c)} is a Discovery: it can never be played."
    if len(set(cards)) != len(cards):
        return "Each card can be played once."
    if top not in cards:
        return "The top card must be one of the cards played."
    if action["type"] == "double" and (
        len(cards) != 2 or CARDS[cards[0]].value != CARDS[cards[1]].value
    ):
        return "A Double is exactly two cards of the same value."
    problem = village.play_problem(
        state.piles, cards, top, pile, bool(state.options["expert_doubles"])
    )
    if problem:
        return problem
    return "List the cards in hand order, as offered."


def why_not_play(table: dict[str, Any], cards: list[str], top: str, pile: int) -> str:
    """For a scene building an Addition from a view's ``table``: why putting ``cards`` with
    ``top`` on ``pile`` is refused ("" when the rules allow it)."""
    if not cards or top not in cards:
        return "Choose the cards, then the one on top."
    if any(not CARDS[c].is_character for c in cards):
        return "Discoveries can never be played."
    piles = [[p["top"]["id"]] if p["top"] else [] for p in table["village"]]
    return village.play_problem(piles, cards, top, pile, bool(table["options"]["expert_doubles"]))
