"""Words for players: what the acting seat is asked, and why a move is refused."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...i18n import N_, _
from . import village
from .data import CARDS, DATA, card_name

if TYPE_CHECKING:
    from .state import SilexState

Action = dict[str, Any]

POWER_TEXT = {
    "blog": N_("Blog: put a card from your hand back into the spread, then draw a spot, or skip."),
    "url": N_("Url: choose left or right; every player passes a card that way, or skip."),
    "web": N_("Web: demand a card from a player, who chooses which, or skip."),
    "spam": N_("Spam: turn Werther round so play reverses, or skip."),
}

DRAW_TEXT = {
    "search": N_("Searching for ideas: pick a face-down spot to draw."),
    "blog": N_("Blog: pick a face-down spot to draw."),
    "end": N_("End of your turn: pick a face-down spot to draw."),
}
DRAW_MORE_TEXT = {
    "search": N_("Searching for ideas: pick a face-down spot to draw ({left} to draw)."),
    "blog": N_("Blog: pick a face-down spot to draw ({left} to draw)."),
    "end": N_("End of your turn: pick a face-down spot to draw ({left} to draw)."),
}


def prompt(state: SilexState, seat: int) -> dict[str, Any]:
    d = state.decision
    if d is None:
        return {"kind": "turn", "text": turn_text(state, seat)}
    if d.kind == "draw":
        left = d["left"]
        if left > 1:
            text = DRAW_MORE_TEXT[d["reason"]]
            return {"kind": "draw", "text": _(text).format(left=left)}
        text = DRAW_TEXT[d["reason"]]
        return {"kind": "draw", "text": _(text)}
    if d.kind == "power":
        text = POWER_TEXT[d["power"]]
        return {"kind": "power", "text": _(text)}
    if d.kind == "url_give":
        if d["direction"] == "left":
            text = _("Url: choose a card to pass left; nobody sees it until all have chosen.")
        else:
            text = _("Url: choose a card to pass right; nobody sees it until all have chosen.")
        return {"kind": "url_give", "text": text}
    if d.kind == "web_give":
        return {"kind": "web_give", "text": _("Web: choose the card you give.")}
    if d.kind == "take_piles":
        text = _("Round end: choose the two thickest piles to take.")
        return {"kind": "take_piles", "text": text}
    if d.kind == "discard":
        text = _("Round end: discard any cards onto the piles you took, then finish.")
        return {"kind": "discard", "text": text}
    return {"kind": d.kind, "text": ""}


def turn_text(state: SilexState, seat: int) -> str:
    search = state.can_search(seat)
    if state.discoveries_in_hand(seat):
        if state.revealed_count() + 1 >= DATA.rounds:  # the last Discovery ends the game
            if search:
                return _(
                    "Your turn: search for ideas, play strictly above a pile, or reveal a "
                    "Discovery (the game ends)."
                )
            return _(
                "Your turn: play strictly above a pile, or reveal a Discovery (the game ends)."
            )
        if search:
            return _(
                "Your turn: search for ideas, play strictly above a pile, or reveal a Discovery "
                "(the round ends)."
            )
        return _("Your turn: play strictly above a pile, or reveal a Discovery (the round ends).")
    if search:
        return _(
            "Your turn: search for ideas, play strictly above a pile, or show your hand and take "
            "a Black Idea."
        )
    return _("Your turn: play strictly above a pile, or show your hand and take a Black Idea.")


def explain(state: SilexState, action: Action) -> str:
    """Why ``action`` is refused now, in a player's words."""
    if not isinstance(action, dict) or "type" not in action:
        return _("That is not a move of this game.")
    kind = action.get("type")
    d = state.decision
    legal_types = {a["type"] for a in state.legal_actions()}
    if kind not in legal_types:
        if d is not None:
            return _("Not now: {prompt}").format(prompt=prompt(state, d.seat)["text"])
        if kind == "search":
            return search_reason(state, state.turn_seat)
        if kind == "black_idea" and state.discoveries_in_hand(state.turn_seat):
            return _("You hold a Discovery: not playing means revealing it, not a Black Idea.")
        if kind == "double" and not state.options["expert_doubles"]:
            return _("Doubles are an Expert option, off at this table.")
        if kind in ("play", "double"):
            return _("You have no Character card that can be played now.")
        return _("That move is not allowed right now.")
    if kind in ("play", "double"):
        return play_reason(state, action)
    if kind == "search":
        return _("You may draw 1 or 2 cards (no more than the spread holds).")
    if kind in ("draw",):
        return _("There is no card at that spot.")
    if kind in ("reveal", "blog", "url_give", "web_give", "discard"):
        return _("That card is not in your hand (or not a Discovery you can reveal).")
    if kind == "web":
        return _("Web demands a card from another player who holds at least one.")
    if kind == "url":
        return _("Url passes left or right.")
    if kind == "take_piles":
        return _("Take two of the thickest piles.")
    return _("That move is not allowed right now.")


def search_reason(state: SilexState, seat: int) -> str:
    if len(state.hands[seat]) >= DATA.hand_size:
        return _("You may search for ideas only with fewer than {n} cards.").format(
            n=DATA.hand_size
        )
    if not state.spots:
        return _("The spread is empty: there is nothing to draw.")
    if not state.idea_supply:
        return _("Every Idea flint has been taken: no more searching.")
    return _("You may search for ideas only at the start of your turn.")


def play_reason(state: SilexState, action: Action) -> str:
    seat = state.turn_seat
    cards, top, pile = action.get("cards"), action.get("top"), action.get("pile")
    if type(cards) is not list or not cards or any(type(c) is not str for c in cards):
        return _("Choose one or more cards to play.")
    if type(pile) is not int or not 0 <= pile < village.PILES:
        return _("Choose one of the three Village piles.")
    hand = state.hands[seat]
    for c in cards:
        if c not in CARDS or c not in hand:
            return _("You can only play cards from your hand.")
        if not CARDS[c].is_character:
            return _("The {card} is a Discovery: it can never be played.").format(card=card_name(c))
    if len(set(cards)) != len(cards):
        return _("Each card can be played once.")
    if top not in cards:
        return _("The top card must be one of the cards played.")
    if action["type"] == "double" and (
        len(cards) != 2 or CARDS[cards[0]].value != CARDS[cards[1]].value
    ):
        return _("A Double is exactly two cards of the same value.")
    problem = village.play_problem(
        state.piles, cards, top, pile, bool(state.options["expert_doubles"])
    )
    if problem:
        return problem
    return _("List the cards in hand order, as offered.")


def why_not_play(table: dict[str, Any], cards: list[str], top: str, pile: int) -> str:
    """For a scene building an Addition from a view's ``table``: why putting ``cards`` with
    ``top`` on ``pile`` is refused ("" when the rules allow it)."""
    if not cards or top not in cards:
        return _("Choose the cards, then the one on top.")
    if any(not CARDS[c].is_character for c in cards):
        return _("Discoveries can never be played.")
    piles = [[p["top"]["id"]] if p["top"] else [] for p in table["village"]]
    return village.play_problem(piles, cards, top, pile, bool(table["options"]["expert_doubles"]))
