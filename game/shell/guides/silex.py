"""Silex and the City's guided first game: three players (the learner and two computers), a
deal on which the learner starts with four Dotcoms and a play, so the first play brings a
power; passing and Discoveries follow at the moments they first matter."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from ...engine.common import Action, GameState
from ...i18n import N_
from ..guide import LEARNER, Guide, Step

if TYPE_CHECKING:
    from ...engine.silex.state import SilexState

PLAYS = ("play", "double")  # a Double is a play too (Expert Doubles)
POWERS = ("blog", "url", "web", "spam", "no_power")


def _silex(state: GameState) -> SilexState:
    return cast("SilexState", state)


def _decision(state: GameState) -> str:
    return state.decision.kind if state.decision is not None else ""


def my_turn(state: GameState) -> bool:
    """The learner's turn begins: play, pass (or search for ideas)."""
    return state.current_player == LEARNER and state.decision is None


def can_play(state: GameState) -> bool:
    return my_turn(state) and any(a["type"] in PLAYS for a in state.legal_actions())


def power_up(state: GameState) -> bool:
    """Someone's top card just played has a power to use (the learner's or a computer's:
    the computers wait while the note is read)."""
    return _decision(state) == "power"


def drawing(state: GameState) -> bool:
    return state.current_player == LEARNER and _decision(state) == "draw"


def discovery_seen(state: GameState) -> bool:
    """A Discovery matters: the learner holds one, or one has been revealed."""
    silex = _silex(state)
    return bool(silex.discoveries_in_hand(LEARNER)) or silex.revealed_count() > 0


def plays(state: GameState, action: Action) -> bool:
    return action["type"] in PLAYS


def draws(state: GameState, action: Action) -> bool:
    return action["type"] == "draw"


GUIDE = Guide(
    game_id="silex",
    title=N_("Learn Silex and the City"),
    seed=413,
    options={},
    computers=(("Ben", ""), ("Cleo", "")),
    steps=(
        Step(
            N_(
                "In Silex and the City you are cave people who would rather not evolve. "
                "Every idea and every Discovery adds Evolution points."
            )
        ),
        Step(
            N_(
                "After three rounds the lowest score wins. Points come from Idea flints, "
                "Black Ideas and Discoveries; yours are counted here."
            ),
            anchor="scores",
        ),
        Step(
            N_(
                "A turn: play on one of the Village's three piles, maybe use the power of the "
                "card on top, then draw a card from the spread. Holding fewer than 4 cards, "
                "you may instead search for ideas: take an Idea flint and draw 1 or 2 cards."
            ),
            anchor="piles",
        ),
        Step(
            N_(
                "A play must beat its pile's top card: strictly higher. Several cards may add "
                "up to beat it; the one you lay on top becomes the pile's card. A character "
                "may show on one pile only."
            ),
            anchor="piles",
            when=can_play,
        ),
        Step(
            N_("Play now: click one card or more in your hand, then a pile they beat."),
            anchor="hand",
            move=plays,
            hint=N_("pick cards in your hand, then click a pile they beat."),
            when=can_play,
        ),
        Step(
            N_(
                "The Dotcoms have powers, used only by the card just laid on top, and only if "
                "its player likes: Blog trades a card with the spread, Url passes a card "
                "round, Web demands one, Spam turns Werther round."
            ),
            anchor="piles",
            when=power_up,
        ),
        Step(
            N_(
                "Your turn ends with a draw: click any face-down card of the spread. Three "
                "Discoveries hide among them."
            ),
            anchor="spread",
            move=draws,
            hint=N_("click a face-down card of the spread."),
            when=drawing,
        ),
        Step(
            N_(
                "Instead of playing you may pass, and you must when nothing beats a pile. "
                "Then you show your hand and take a Black Idea (3 points), or, holding a "
                "Discovery, you must reveal it."
            ),
            anchor="prompt",
            when=my_turn,
        ),
        Step(
            N_(
                "A Discovery is never played. Revealing one ends the round (three in all, "
                "counted here) and its value counts against you; a power can pass it on first."
            ),
            anchor="discoveries",
            when=discovery_seen,
        ),
        Step(
            N_(
                "That is the whole game: three rounds, one Discovery each. Play on; the "
                "lowest score wins."
            )
        ),
    ),
    learned=(
        N_("The lowest score wins: Idea flints, Black Ideas and Discoveries all add points."),
        N_("A play beats its pile's top card; the Dotcom laid on top may use its power."),
        N_("Passing costs a Black Idea; a Discovery held must be revealed, ending the round."),
    ),
)
