"""Zilence: scan three tangled flight paths for 20 seconds, then secretly pick one.

Modules: ``tmx`` (pytmx adapter), ``board`` (the immutable board data), ``polylines`` (plain
2-D maths on lines), ``walk`` (following a route), ``layout`` (slots and the board change),
``decks`` (refill and finding items), ``state`` (the rules), ``difficulty`` (per-route
figures), ``eyes`` (computer players with human eyes), ``perfect`` (the exact best route),
``describe``, ``drawables`` (board lines and items as plain data for scenes), ``validate``
(content checks), ``reason`` (why a computer takes its path) and ``bench`` (timings).
Importing registers the game; the board files are read on first use, once per process.
"""

from __future__ import annotations

from ...i18n import N_
from ..common import SECRET, GameInfo, OptionInfo, register
from . import eyes
from .describe import describe
from .drawables import board_geometry, route_geometry
from .reason import reason
from .state import ZilenceState

DEFAULT_OPTIONS = {
    "scan_seconds": 20,
    "face_up_items": 3,
    "cross_sections": True,
    "round_limit": 0,
    "choice_mode": "curtain",
}

OPTION_INFO = {
    "scan_seconds": OptionInfo(
        N_("Scan time (seconds)"),
        N_("How long the board shows before choosing; the rules say 20."),
        (10, 15, 20, 25, 30, 45, 60),
    ),
    "face_up_items": OptionInfo(
        N_("Items looked for at once"),
        N_("Different items each player has face up; the rules say 3."),
        (2, 3, 4),
    ),
    "cross_sections": OptionInfo(
        N_("Paths cross sections"),
        N_("Lines run on into the neighbouring section (house rule off: a path ends at the edge)."),
        (True, False),
    ),
    "round_limit": OptionInfo(
        N_("Round limit"),
        N_("No limit plays until someone has found everything; else most items found wins."),
        (0, 10, 15, 20, 30),
        choice_labels={0: N_("No limit")},  # a bare 0 reads as "no rounds" to a new player
    ),
    # The table's business only (the rules do not read it): how humans pick their path.
    "choice_mode": OptionInfo(
        N_("Humans choose"),
        N_("One by one behind the curtain, or all at once on the same keyboard (three keys each)."),
        ("curtain", "same_keyboard"),
        choice_labels={"curtain": N_("One by one"), "same_keyboard": N_("All at once")},
    ),
}

INFO = GameInfo(
    game_id="zilence",
    title=N_("Zilence"),
    blurb=N_("Survivors on a rooftop scan tangled flight paths for 20 s, then pick one in secret."),
    min_players=2,
    max_players=4,
    state_class=ZilenceState,
    default_options=dict(DEFAULT_OPTIONS),
    option_info=dict(OPTION_INFO),
    bot=eyes.bot,
    bot_levels=eyes.LEVEL_NAMES,
    default_bot_level=eyes.DEFAULT_LEVEL,
    describe=describe,
    moments=(SECRET,),
    reason=reason,
)

register(INFO)

__all__ = ["INFO", "ZilenceState", "board_geometry", "describe", "route_geometry"]
