"""Silencio: the cooperative silent card game, headless (rules, view, bot, log sentences)."""

from __future__ import annotations

from typing import Any

from ...i18n import N_
from ..common import ANYONE, TURN, GameInfo, OptionInfo, register

# Imported under other names so that ``silencio.bot`` and ``silencio.describe`` stay the modules.
from .bot import bot as bot_action
from .cards import COLOR_EFFECT_MAPS, PLAYER_COUNT_TABLES, UNLIT_SHRINE_SETS
from .describe import describe as describe_event
from .reason import reason as reason_for_move
from .state import SilencioState

DEFAULT_OPTIONS: dict[str, Any] = {
    "player_table": "A",
    "effect_colors": "red-skip",
    "tavern": False,
    "unlit_shrines": "none",
    "shrine_needs_play": True,
    "empty_hand_plays_face_up": False,
    "others_face_up_last_card": False,
    "face_up_in_swaps": True,
    "swap_chooser": "named",
    "tavern_when_passing": True,
    "tavern_and_shrine_same_turn": True,
}

OPTION_INFO: dict[str, OptionInfo] = {
    "player_table": OptionInfo(
        N_("Cards in the game"),
        N_(
            "A, as in the rules: with 2 players ranks 2 to 8 and 5 cards each, with 3 players "
            "ranks 2 to 10 and 6 cards each, with 4 players ranks 2 to 13 and 5 cards each. "
            "B: with 2 players ranks 2 to 9 and 6 cards each, with 3 players ranks 2 to 11 and "
            "6 cards each, with 4 players as in A."
        ),
        tuple(PLAYER_COUNT_TABLES),
        {"A": N_("A: as in the rules"), "B": N_("B: more cards")},
    ),
    "effect_colors": OptionInfo(
        N_("Colour of the skip effects"),
        N_(
            "Which colour skips the next dark/light effect; the other of red and yellow carries "
            "the face-up card and the random play."
        ),
        tuple(COLOR_EFFECT_MAPS),
        {"red-skip": N_("Red"), "yellow-skip": N_("Yellow")},
    ),
    "tavern": OptionInfo(
        N_("Tavern variant"), N_("Easier: a silent statement after every 3 dark effects.")
    ),
    "unlit_shrines": OptionInfo(
        N_("Unlit shrines"),
        N_("Harder: the large shrine, the four small shrines or all five start unlit."),
        tuple(UNLIT_SHRINE_SETS),
        {
            "none": N_("None"),
            "large": N_("The large one"),
            "small": N_("The four small"),
            "all": N_("All five"),
        },
    ),
    "shrine_needs_play": OptionInfo(
        N_("No shrine when passing"),
        N_("A start-of-turn shrine only when you can play a card (off: any turn)."),
    ),
    "empty_hand_plays_face_up": OptionInfo(
        N_("Empty hand may play face-up cards"),
        N_("A player with no cards may still play another player's face-up card."),
    ),
    "others_face_up_last_card": OptionInfo(
        N_("Another's face-up card as your last"),
        N_(
            "Playing another player's face-up card dark when you hold no cards creates no "
            "effect, as a last hand card would (off: its dark effect happens)."
        ),
    ),
    "face_up_in_swaps": OptionInfo(
        N_("Face-up cards in swaps"), N_("Green swaps may hand over your own face-up cards.")
    ),
    "swap_chooser": OptionInfo(
        N_("Who picks the green swap"),
        N_(
            "Named player: the player the green card names picks the swap; Green's player: "
            "whoever played the green card picks it."
        ),
        ("named", "active"),
        {"named": N_("Named player"), "active": N_("Green's player")},
    ),
    "tavern_when_passing": OptionInfo(
        N_("Tavern when passing"),
        N_("The Tavern may be taken in a turn in which you pass."),
        depends_on="tavern",
    ),
    "tavern_and_shrine_same_turn": OptionInfo(
        N_("Tavern and shrine together"),
        N_("A shrine and the Tavern may be taken in the same turn."),
        depends_on="tavern",
    ),
}

INFO = GameInfo(
    game_id="silencio",
    title=N_("Silencio"),
    blurb=N_("Play every card as one silent team: climb four rows, light and dark effects."),
    min_players=2,
    max_players=4,
    state_class=SilencioState,
    default_options=DEFAULT_OPTIONS,
    option_info=OPTION_INFO,
    bot=bot_action,
    describe=describe_event,
    moments=(TURN, ANYONE),
    reason=reason_for_move,
)
register(INFO)

__all__ = [
    "DEFAULT_OPTIONS",
    "INFO",
    "OPTION_INFO",
    "SilencioState",
    "bot_action",
    "describe_event",
]
