"""Silver: the werewolf village card game of memory and exchanges, headless (rules, view,
computer players, log sentences). Every point of the rules file's uncertainty register
(U-1..U-20) is an option below or a named value in cards.py."""

from __future__ import annotations

from typing import Any

from ...i18n import N_
from ..common import TURN, GameInfo, OptionInfo, register

# Imported under other names so that ``silver.bot`` and ``silver.describe`` stay the modules.
from .bot import LEVELS
from .bot import bot as bot_action
from .cards import VALUE_ORDERS
from .describe import describe as describe_event
from .reason import reason as reason_for_move
from .state import SilverState

DEFAULT_OPTIONS: dict[str, Any] = {
    "memory": "faithful",
    "value_order": "beholder_7",  # U-1
    "villager_end": "immediate",  # U-2
    "display_draw": "as_drawn",  # U-3
    "display_face": "up",  # U-4
    "empath_uses": "per_empath",  # U-5
    "bodyguard_target": "designate",  # U-6
    "rascal_spares": "discard",  # U-7
    "penalty_rule": "attempt",  # U-8
    "seer_scope": "any_village",  # U-9
    "master_exchange": "sets_allowed",  # U-10
    "witch_optional": True,  # U-11
    "witch_targets": "any",  # U-11
    "robber_ignores_protection": False,  # U-12
    "doppelganger_sets": "any_size",  # U-13
    "discard_taken_abilities": True,  # U-14
    "deck_out": "end_of_turn",  # U-15
    "caller_tie_zero": "caller",  # U-16
    "amulet_keeper_usable": False,  # U-17
    "free_action_timing": "before_or_after",  # U-18
}

OPTION_INFO: dict[str, OptionInfo] = {
    "memory": OptionInfo(
        N_("Memory"),
        N_(
            "Faithful: a card you look at is shown for a moment, then only its back, as at a real "
            "table. Assist: the cards you know stay visible to you, marked as known."
        ),
        ("faithful", "assist"),
        {"faithful": N_("Faithful"), "assist": N_("Assist")},
    ),
    "value_order": OptionInfo(  # U-1
        N_("Values 7, 8 and 9"),
        N_(
            "7 Beholder, 8 Apprentice Seer, 9 Seer (three sources), or the rulebook's component "
            "list order (7 Apprentice Seer, 8 Seer, 9 Beholder)."
        ),
        tuple(VALUE_ORDERS),
        {"beholder_7": N_("Beholder is 7"), "rulebook_list": N_("Beholder is 9")},
    ),
    "villager_end": OptionInfo(  # U-2
        N_("Both Villagers up"),
        N_(
            "The round ends right after the step that shows the second Villager, or at the end "
            "of that turn."
        ),
        ("immediate", "end_of_turn"),
        {"immediate": N_("At once"), "end_of_turn": N_("End of turn")},
    ),
    "display_draw": OptionInfo(  # U-3
        N_("Squire display"),
        N_(
            "A displayed card counts as drawn from the deck (its ability may be used), or may "
            "only be exchanged in."
        ),
        ("as_drawn", "exchange_only"),
        {"as_drawn": N_("As drawn"), "exchange_only": N_("Exchange only")},
    ),
    "display_face": OptionInfo(  # U-4
        N_("Displayed card enters"),
        N_("A card from the Squire display enters your village face up, or face down."),
        ("up", "down"),
        {"up": N_("Face up"), "down": N_("Face down")},
    ),
    "empath_uses": OptionInfo(  # U-5
        N_("Empath views"),
        N_("One view per face-up Empath per turn, or one view per turn in all."),
        ("per_empath", "once"),
        {"per_empath": N_("Per Empath"), "once": N_("Once a turn")},
    ),
    "bodyguard_target": OptionInfo(  # U-6
        N_("Bodyguard's second card"),
        N_(
            "The owner designates it (and may change it on each own turn), or it is the card "
            "to the Bodyguard's right (left at the end)."
        ),
        ("designate", "adjacent"),
        {"designate": N_("Owner chooses"), "adjacent": N_("Neighbour")},
    ),
    "rascal_spares": OptionInfo(  # U-7
        N_("Rascal's spare card"),
        N_(
            "The card not kept goes face up to the discard pile without ability, or back on "
            "top of the deck."
        ),
        ("discard", "deck"),
        {"discard": N_("Discard pile"), "deck": N_("Back on deck")},
    ),
    "penalty_rule": OptionInfo(  # U-8
        N_("Penalty card"),
        N_(
            "A failed attempt of 3 or more cards draws a penalty card, or only when 3 or more "
            "of the slid cards are mismatched."
        ),
        ("attempt", "mismatched"),
        {"attempt": N_("3+ cards tried"), "mismatched": N_("3+ mismatched")},
    ),
    "seer_scope": OptionInfo(  # U-9
        N_("Seer"),
        N_("Any village card, your own included; or an opponent's card or the top deck card."),
        ("any_village", "opponents_and_deck"),
        {"any_village": N_("Any village"), "opponents_and_deck": N_("Opponents or deck")},
    ),
    "master_exchange": OptionInfo(  # U-10
        N_("Master"),
        N_("The card taken with the Master may be exchanged singly or in a set, or singly only."),
        ("sets_allowed", "single_only"),
        {"sets_allowed": N_("Sets allowed"), "single_only": N_("Single only")},
    ),
    "witch_optional": OptionInfo(  # U-11
        N_("Witch may leave the card"),
        N_("After looking, the Witch may leave the top card on the deck (off: must exchange)."),
    ),
    "witch_targets": OptionInfo(  # U-11
        N_("Witch's villages"),
        N_("Any village, your own included, or opponents' villages only."),
        ("any", "opponents"),
        {"any": N_("Any village"), "opponents": N_("Opponents only")},
    ),
    "robber_ignores_protection": OptionInfo(  # U-12
        N_("Robber ignores Bodyguards"),
        N_(
            "Off (default): the Robber cannot take a Bodyguard-protected card. "
            "Never the amulet card."
        ),
    ),
    "doppelganger_sets": OptionInfo(  # U-13
        N_("Doppelganger sets"),
        N_(
            "Any set whose other cards share one value, "
            "or only a pair of a Doppelganger and one card."
        ),
        ("any_size", "pair_only"),
        {"any_size": N_("Any size"), "pair_only": N_("Pairs only")},
    ),
    "discard_taken_abilities": OptionInfo(  # U-14
        N_("Taken discards keep 0-4 and 13"),
        N_(
            "Cards taken from the discard pile keep their face-up and Doppelganger abilities "
            "(off: they lose them for the round)."
        ),
    ),
    "deck_out": OptionInfo(  # U-15
        N_("Deck runs out"),
        N_(
            "The round ends after the turn that empties the deck, or when a turn starts with "
            "nothing left to draw."
        ),
        ("end_of_turn", "no_draw"),
        {"end_of_turn": N_("After that turn"), "no_draw": N_("Nothing to draw")},
    ),
    "caller_tie_zero": OptionInfo(  # U-16
        N_("Caller tied at 0"),
        N_(
            "A successful caller tied with another 0 still takes the usable amulet, or the tie "
            "rules decide."
        ),
        ("caller", "tie_rules"),
        {"caller": N_("Caller"), "tie_rules": N_("Tie rules")},
    ),
    "amulet_keeper_usable": OptionInfo(  # U-17
        N_("Kept amulet stays usable"),
        N_("Off (default): after a round without a successful call the amulet is never usable."),
    ),
    "free_action_timing": OptionInfo(  # U-18
        N_("Free actions"),
        N_("Empath, Bodyguard and amulet before or after the main action, or before it only."),
        ("before_or_after", "before_only"),
        {"before_or_after": N_("Before or after"), "before_only": N_("Before only")},
    ),
}

INFO = GameInfo(
    game_id="silver",
    title=N_("Silver"),
    blurb=N_("Clear the werewolves from your village: exchange, match sets, remember, call."),
    min_players=2,
    max_players=4,
    state_class=SilverState,
    default_options=DEFAULT_OPTIONS,
    option_info=OPTION_INFO,
    bot=bot_action,
    bot_levels=LEVELS,
    default_bot_level="good",
    describe=describe_event,
    reason=reason_for_move,
    moments=(TURN,),
)
register(INFO)

__all__ = [
    "DEFAULT_OPTIONS",
    "INFO",
    "OPTION_INFO",
    "SilverState",
    "bot_action",
    "describe_event",
]
