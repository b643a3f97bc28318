"""Silencio's guided first game: three players (the learner and two computer teammates),
a deal on which the learner's first plays bring an effect to choose."""

from __future__ import annotations

from ...engine.common import GameState
from ...i18n import N_
from ..guide import LEARNER, Guide, Step

# The choices an effect asks for (light effects offer "decline").
EFFECT_CHOICES = frozenset(
    {
        "face_up",
        "decline",
        "name_player",
        "swap_action",
        "swap_give",
        "swap_return",
        "oracle_put",
        "oracle_take",
        "take_back",
        "give_oracle",
        "use_effect",
    }
)


def _kinds(state: GameState) -> set[str]:
    return {a["type"] for a in state.legal_actions()}


def _learner(state: GameState) -> bool:
    return state.current_player == LEARNER


def passing(state: GameState) -> bool:
    return _learner(state) and "pass_card" in _kinds(state)


def can_play(state: GameState) -> bool:
    return _learner(state) and "play" in _kinds(state)


def effect_choice(state: GameState) -> bool:
    return _learner(state) and bool(_kinds(state) & EFFECT_CHOICES)


def turn_end(state: GameState) -> bool:
    return _learner(state) and "end_turn" in _kinds(state)


GUIDE = Guide(
    game_id="silencio",
    title=N_("Learn Silencio"),
    seed=6,
    options={},
    computers=(("Ben", ""), ("Cleo", "")),
    steps=(
        Step(
            N_(
                "Silencio is played as one team, in silence: never a word about your cards. "
                "Together you try to play every card from your hands."
            )
        ),
        Step(
            N_(
                "Each colour has a row that starts at 1 on its shrine. A card goes on its "
                "colour's row only if it is higher than the row's last card. At the end the "
                "team counts the cards still held: fewer is better, none is perfect."
            ),
            anchor="rows",
        ),
        Step(
            N_("Someone takes the start-player card without a word. Take it now: you start."),
            anchor="start",
            move=lambda state, a: a == {"type": "take_start", "seat": LEARNER},
            hint=N_("take the start-player card."),
        ),
        Step(
            N_(
                "Before the first turn each player passes one hidden card to the left. Pass a "
                "card a teammate may use better than you."
            ),
            anchor="hand",
            move=lambda state, a: a["type"] == "pass_card",
            hint=N_("pass one card from your hand."),
            when=passing,
        ),
        Step(
            N_(
                "Your turn: play one card if you can; you must if you can. A card exactly one "
                "higher than its row's last is laid dark: its dark effect must happen. Any "
                "higher card is light: its effect is help you may use."
            ),
            anchor="rows",
            when=can_play,
        ),
        Step(
            N_("Play a card now. Dimmed cards fit no row; a card's tip says what it would do."),
            anchor="hand",
            move=lambda state, a: a["type"] == "play",
            hint=N_("play a card from your hand on its row."),
            when=can_play,
        ),
        Step(
            N_(
                "Your card's effect asks for a choice. A light effect you may also decline; a "
                "dark one must be carried out."
            ),
            anchor="prompt",
            move=lambda state, a: a["type"] in EFFECT_CHOICES,
            hint=N_("choose what the effect does, with the buttons above the hand."),
            when=effect_choice,
        ),
        Step(
            N_(
                "The Oracle: cards everyone sees. Effects trade cards with it; the deck only "
                "ever refills it, never a hand."
            ),
            anchor="oracle",
        ),
        Step(
            N_(
                "Once per game each, in a turn in which you play, a lit shrine gives its "
                "colour's light effect for free. Take one now, or end your turn."
            ),
            anchor="rows",
            move=lambda state, a: a["type"] in ("end_turn", "take_shrine"),
            hint=N_("end your turn, or take a lit shrine."),
            when=turn_end,
        ),
        Step(
            N_(
                "When you cannot play, you pass. Your teammates learn from it what you do not "
                "hold: plays and passes are the only talk the game allows."
            ),
            anchor="prompt",
        ),
        Step(
            N_(
                "That is the whole game. Play on to the end: the fewer cards the team still "
                "holds, the better."
            )
        ),
    ),
    learned=(
        N_("Cards climb their colour's row; one higher is dark, and its effect must happen."),
        N_("Light effects and lit shrines are help you may use; the Oracle is a shared hand."),
        N_("Nobody speaks: plays and passes are the only signals."),
    ),
)
