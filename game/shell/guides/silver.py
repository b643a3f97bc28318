"""Silver's guided first game: three players (the learner and two computers), a deal on
which the learner starts, draws a low card first and soon a card with a power.

The notes never name a card: what the learner looked at stays theirs to remember (Faithful
memory), and no step waits for a moment only a glimpsed value would reveal.
"""

from __future__ import annotations

from typing import cast

from ...engine.common import Action, GameState
from ...engine.silver import SilverState
from ...i18n import N_
from ..guide import LEARNER, Guide, Step

POWERS = range(5, 13)  # a card drawn and discarded with one of these values has a power
SET_STEPS = frozenset({"set", "place", "end", "penalty"})  # the rest of an exchange


def _silver(state: GameState) -> SilverState:
    return cast(SilverState, state)


def _kinds(state: GameState) -> set[str]:
    return {a["type"] for a in state.legal_actions()}


def _deciding(state: GameState, kinds: frozenset[str] | set[str]) -> bool:
    d = state.decision
    return d is not None and d.seat == LEARNER and d.kind in kinds


def peeking(state: GameState) -> bool:
    return _silver(state).stage == "peek" and state.current_player == LEARNER


def drawing(state: GameState) -> bool:
    return state.decision is None and state.current_player == LEARNER and "draw" in _kinds(state)


def new_card(state: GameState) -> bool:
    return _deciding(state, {"new_card"})


def exchange_done(state: GameState) -> bool:
    """Not in the middle of the learner's exchange (a set's marks, where the card goes)."""
    return not _deciding(state, SET_STEPS)


def power_card(state: GameState) -> bool:
    """The learner holds a card drawn from the deck that has a power when discarded (its
    value is the learner's to see: it is in their hand, face up to them)."""
    s = _silver(state)
    if not new_card(state) or "discard" not in _kinds(state):
        return False
    return s.val[s.hand[0]] in POWERS


def calling_time(state: GameState) -> bool:
    """Calling matters: the learner may call, someone has, or the round is over."""
    s = _silver(state)
    may = state.current_player == LEARNER and "call" in _kinds(state)
    return may or s.caller is not None or s.stage == "round_end"


def round_over(state: GameState) -> bool:
    return _silver(state).stage == "round_end"


def _is(*kinds: str):
    def move(state: GameState, action: Action) -> bool:
        return action["type"] in kinds

    return move


GUIDE = Guide(
    game_id="silver",
    title=N_("Learn Silver"),
    seed=1124,
    options={},
    computers=(("Ben", ""), ("Cleo", "")),
    steps=(
        Step(
            N_(
                "This row is your village: five cards face down. Each card brings as many "
                "werewolves as its number, from 0 to 13. Rid your village of them: swap high "
                "cards for low ones."
            ),
            anchor="village",
        ),
        Step(
            N_(
                "The lowest score wins. When a round ends, your village's total is added to "
                "your score; after four rounds, the lowest sum wins."
            ),
            anchor="scores",
        ),
        Step(
            N_(
                "On your turn you do one thing: draw the top card of the deck, take the top "
                "card of the discard pile, or call the end of the round."
            ),
            anchor="piles",
        ),
        Step(
            N_(
                "First look at two of your cards in secret: click two, then confirm. Remember "
                "them: they turn back over, and nobody will remind you."
            ),
            anchor="village",
            move=_is("peek"),
            hint=N_("click two of your cards, then view them."),
            when=peeking,
        ),
        Step(
            N_("Your turn. Draw the top card of the deck: only you see it."),
            anchor="deck",
            move=_is("draw"),
            hint=N_("draw the top card of the deck."),
            when=drawing,
        ),
        Step(
            N_(
                "A low card is worth keeping. Pick the card of your village it replaces: that "
                "one goes face up onto the discard pile, the new one lies face down in its place."
            ),
            anchor="village",
            move=_is("exchange", "mark"),
            hint=N_("pick a card of your village to exchange the new card for."),
            when=new_card,
        ),
        Step(
            N_(
                "Cards given up lie face up on the discard pile. Instead of drawing, you may "
                "take its top card: it must go into your village, face up for all to see."
            ),
            anchor="discard",
            when=exchange_done,
        ),
        Step(
            N_(
                "You may also give two or more cards of one value for the one new card: your "
                "village shrinks. If they do not match, they stay, face down, and the new card "
                "joins the row; with three or more tried, an unseen penalty card too."
            ),
            anchor="village",
            when=new_card,
        ),
        Step(
            N_(
                "Not every card is worth keeping. Discard this one: a 5 to 12 drawn from the "
                "deck and discarded lets you use its power once. Its tip says what it does."
            ),
            anchor="new",
            move=_is("discard"),
            hint=N_("discard the new card."),
            when=power_card,
        ),
        Step(
            N_(
                "The amulet shows who started this round. A successful call wins it: next "
                "round you may lay it on one of your cards, which then nobody may look at or "
                "move, you included."
            ),
            anchor="amulet",
            when=calling_time,
        ),
        Step(
            N_(
                "With four cards or fewer you may call instead of drawing or taking. Everyone "
                "else has one last turn. If your total is then the lowest (ties count), you "
                "score 0; if not, your total plus 10."
            ),
            anchor="prompt",
            when=calling_time,
        ),
        Step(
            N_(
                "The round is over and every card is shown. Each village's total is its score, "
                "the caller's 0 or total plus 10. The lowest score takes the amulet and starts "
                "the next round."
            ),
            anchor="scores",
            when=round_over,
        ),
    ),
    learned=(
        N_("Lowest wins: swap high cards for low ones; give matching cards together to shrink."),
        N_("Remember what you look at: the table will not remind you."),
        N_("Call with four cards or fewer when your total seems lowest: 0 if right, +10 if not."),
    ),
)
