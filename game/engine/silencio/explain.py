"""Readable reasons: why a move is refused, why a hand card cannot be played, what to decide."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...i18n import N_, _
from .cards import (
    CARD_COLOR,
    CARD_RANK,
    COLORS,
    SHRINES,
    card_name,
    effect_name,
    shrine_name,
)

if TYPE_CHECKING:
    from .state import SilencioState

Action = dict[str, Any]

# Marked here, translated where shown.
DECISION_TEXT: dict[str, str] = {
    "skip_dark": N_("use it so that the next card played creates no dark effect, or skip it"),
    "take_back": N_("take the last card of another row into your hand, or skip it"),
    "face_up": N_("put a card from your hand face up in front of you, or skip it"),
    "swap_name": N_("choose a player (you may choose yourself) to make a swap, or skip it"),
    "swap_action": N_(
        "swap a card with a player, swap a card with the Oracle, or replace the Oracle"
    ),
    "swap_give": N_("give one of your cards to another player"),
    "swap_return": N_("give one of your cards back"),
    "oracle_take": N_("take one Oracle card into your hand"),
    "oracle_put": N_("put one of your cards face up into the Oracle"),
    "give_oracle": N_("give one Oracle card to another player"),
}

DECISION_TYPES: dict[str, tuple[str, ...]] = {
    "skip_dark": ("use_effect", "decline"),
    "take_back": ("take_back", "decline"),
    "face_up": ("face_up", "decline"),
    "swap_name": ("name_player", "decline"),
    "swap_action": ("swap_action",),
    "swap_give": ("swap_give",),
    "swap_return": ("swap_return",),
    "oracle_take": ("oracle_take",),
    "oracle_put": ("oracle_put",),
    "give_oracle": ("give_oracle",),
}


def decision_text(state: SilencioState) -> str:
    d = state.decision
    assert d is not None
    effect = d["effect"]
    swap_step = d["kind"] in ("swap_give", "swap_return", "oracle_take", "oracle_put")
    task = DECISION_TEXT[d["kind"]]
    what = _(task)
    if swap_step:
        return _("Green swap: {what}.").format(what=what)
    text = _("{effect} effect: {what}.").format(effect=effect_name(effect), what=what)
    return text[:1].upper() + text[1:]


def climb_reason(state: SilencioState, card: str) -> str:
    """Why ``card`` cannot go onto its row now, or "" if it can."""
    color, rank = CARD_COLOR[card], CARD_RANK[card]
    if state.must_green and color != state.green:
        text = _("The next card must be green: a {card} cannot be played now.")
        return text.format(card=card_name(card))
    top = state.top_rank(color)
    if rank <= top:
        below = state.rows[color][-1][0]
        text = _("A {card} cannot go below the {below}.")
        return text.format(card=card_name(card), below=card_name(below))
    return ""


def card_reason(state: SilencioState, seat: int, card: str) -> str:
    """Why ``seat`` cannot play ``card`` now ("" when it can)."""
    reason = climb_reason(state, card)
    if reason:
        return reason
    if state.phase == "start":
        return _("The game has not started: someone must take the start-player card.")
    if state.phase == "passing":
        return _("First everyone passes one card to the left.")
    if state.phase == "over":
        return _("The game is over.")
    if state.current_player != seat:
        return _("Wait for your turn.")
    if state.decision is not None:
        text = _("First finish the {effect} effect.")
        return text.format(effect=effect_name(state.decision["effect"]))
    if state.stage == "end":
        return _("You have already played a card this turn.")
    must_draw = state.random_pending and state.stage == "start"
    if must_draw and any(state.can_place(c) for c in state.hands[seat]):
        return _("You must play a card at random this turn.")
    if card not in state.hands[seat] and state.owner_of_face_up(card) is None:
        return _("The {card} is not in your hand.").format(card=card_name(card))
    if not state.options["empty_hand_plays_face_up"] and state.held(seat) == 0:
        return _("With no cards of your own you may not play another player's face-up card.")
    return ""


def explain(state: SilencioState, action: Action) -> str:
    """Why ``action`` is not legal now, for a player."""
    if not isinstance(action, dict) or not isinstance(action.get("type"), str):
        return _("That is not a move in Silencio.")
    kind = action["type"]
    seat = state.current_player
    if state.phase == "start":
        if kind == "take_start":
            return _("Choose a seat at this table to take the start-player card.")
        return _("Someone must first take the start-player card.")
    if state.phase == "passing":
        if kind == "pass_card":
            return _("You can only pass a card from your own hand.")
        return _("First everyone passes one card to the left, in turn.")
    assert seat is not None
    if state.decision is not None:
        d = state.decision
        if kind not in DECISION_TYPES[d["kind"]]:
            text = _("First finish the {effect} effect: {what}.")
            task = DECISION_TEXT[d["kind"]]
            return text.format(effect=effect_name(d["effect"]), what=_(task))
        return _explain_choice(state, action)
    if kind == "play":
        return _explain_play(state, seat, action.get("card"))
    if kind == "play_random":
        return _("Only a player who must play at random draws a card at random.")
    if kind == "pass":
        return _explain_pass(state, seat)
    if kind == "take_shrine":
        return _explain_shrine(state, action)
    if kind == "tavern":
        return _explain_tavern(state, action)
    if kind == "end_turn":
        return _("You end your turn by playing a card or passing.")
    if kind in {t for types in DECISION_TYPES.values() for t in types}:
        return _("There is no effect to decide right now.")
    return _("That is not a move in Silencio.")


def _explain_play(state: SilencioState, seat: int, card: Any) -> str:
    if not isinstance(card, str) or card not in CARD_COLOR:
        return _("Choose a card to play.")
    if card not in state.all_cards:
        text = _("The {card} is not used with {n} players.")
        return text.format(card=card_name(card), n=state.num_players)
    if card not in state.hands[seat] and state.owner_of_face_up(card) is None:
        return _("The {card} is not in your hand or face up on the table.").format(
            card=card_name(card)
        )
    return card_reason(state, seat, card) or _("That card cannot be played now.")


def _explain_pass(state: SilencioState, seat: int) -> str:
    if state.stage == "end":
        return _("You have played a card: end your turn instead.")
    own, others = state.plays(seat)
    if own:
        text = _("You cannot pass while you can play a card (the {card}).")
        return text.format(card=card_name(own[0]))
    if others:
        return _("You took a shrine this turn, so you must play a card.")
    return _("You cannot pass now.")


def _explain_shrine(state: SilencioState, action: Action) -> str:
    shrine = action.get("shrine")
    if shrine not in SHRINES:
        return _("There is no such shrine.")
    if shrine == "large" and action.get("color") not in COLORS:
        return _("Choose which colour's light effect the large shrine creates.")
    if not state.lit[shrine]:
        return _("The {shrine} is unlit and cannot be used.").format(shrine=shrine_name(shrine))
    if state.turn_shrine:
        return _("You may take only one shrine per turn.")
    if state.stage == "start":
        return _("Shrines cannot be used in a turn in which you pass.")
    return _("You cannot take that shrine now.")


def _explain_tavern(state: SilencioState, action: Action) -> str:
    if not state.options["tavern"]:
        return _("This game is played without the Tavern.")
    if not state.tavern_open:
        return _("The Tavern is closed: it opens after three more dark effects.")
    if state.turn_tavern:
        return _("You have already used the Tavern this turn.")
    return _("That is not one of the Tavern's statements.")


def _explain_choice(state: SilencioState, action: Action) -> str:
    kind = action["type"]
    if kind == "take_back":
        d = state.decision
        assert d is not None
        if action.get("row") == d["color"]:
            text = _("A {effect} effect takes back from one of the other rows.")
            return text.format(effect=effect_name(f"{d['color']} light"))
        return _("That row holds no card to take back.")
    if kind == "give_oracle":
        if action.get("to") == state.current_player:
            return _("The Oracle card must go to another player.")
        return _("Choose an Oracle card and another player.")
    return _("That is not one of the choices for this effect.")
