"""Zilence's guided first game: the learner and two computers, the learner holding the
timer in the first round. Notes that explain stop the scan's clock while they are read."""

from __future__ import annotations

from ...engine.common import GameState
from ...i18n import N_
from ..guide import LEARNER, Guide, Step


def _kinds(state: GameState) -> set[str]:
    return {a["type"] for a in state.actions_for(LEARNER)}


def holds_timer(state: GameState) -> bool:
    return "start_timer" in _kinds(state)


def chooses(state: GameState) -> bool:
    return "choose_path" in _kinds(state)


def round_over(state: GameState) -> bool:
    return state.round >= 2


GUIDE = Guide(
    game_id="zilence",
    title=N_("Learn Zilence"),
    seed=6,
    options={},
    computers=(("Ben", ""), ("Cleo", "")),
    steps=(
        Step(
            N_(
                "Zilence: survivors on a rooftop look for what their item cards show. Each "
                "round a symbol is revealed, and its three flight paths, red, yellow and blue, "
                "leave the skyscraper in the middle."
            ),
            anchor="board",
        ),
        Step(
            N_(
                "These are your item cards. A path that passes an item you look for finds it. "
                "Whoever has found all their items first wins."
            ),
            anchor="items",
        ),
        Step(
            N_(
                "Each path starts at one of the symbol's icons round the centre. At a crossing "
                "a path always goes straight on; some paths end nowhere."
            ),
            anchor="board",
        ),
        Step(
            N_(
                "You hold the timer. Start it when you are ready (Space): the symbol shows, "
                "and you have 20 seconds to follow its three paths by eye."
            ),
            anchor="prompt",
            move=lambda state, a: a["type"] == "start_timer",
            hint=N_("start the timer with Space or its button."),
            when=holds_timer,
        ),
        Step(
            N_(
                "Follow the paths from the symbol's icons. When the board is covered, choose "
                "the path that passes the most of your items: 1, 2 or 3, or click its tile."
            ),
            anchor="prompt",
            move=lambda state, a: a["type"] == "choose_path",
            hint=N_("choose a path: red, yellow or blue."),
            when=chooses,
        ),
        Step(
            N_(
                "The pointer now flies every chosen path. Items found on yours leave your "
                "cards; the panels count what is found and what is still to find."
            ),
            anchor="items",
            when=round_over,
        ),
        Step(
            N_(
                "Then one section of the board turns over and swaps places: the same "
                "symbol's paths will run elsewhere. Look again every round."
            ),
            anchor="board",
        ),
        Step(
            N_(
                "That is the whole game. The timer passes to the next player each round. Play "
                "on: whoever finds all their items first wins."
            )
        ),
    ),
    learned=(
        N_("A symbol's three paths leave the centre; at a crossing they go straight on."),
        N_("Twenty seconds to follow them by eye, then everyone chooses in secret."),
        N_("Items on your path are found; the board changes after every round."),
    ),
)
