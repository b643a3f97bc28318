"""Why a computer player takes a path in Zilence, in one sentence: what its eyes saw.

The eyes' look (eyes.read) uses the seat's view and the seeded generator only, so reading
again with the generator ``choose`` used sees exactly what the computer saw. The sentence
tells that belief ("your eyes saw a key"), which may be wrong where the eyes slipped onto
another line at a crossing, as a person's would: it never claims what the route holds. One
whole sentence per path colour (a colour's word changes with its noun in some languages).
"""

from __future__ import annotations

from ...i18n import N_, _
from ..common import Action, BotInput
from .decks import find
from .describe import items_with_articles
from .eyes import read

# The eyes saw wanted items on the path taken.
SAW = {
    "red": N_("Following the red path, your eyes saw {items}, which you are looking for."),
    "yellow": N_("Following the yellow path, your eyes saw {items}, which you are looking for."),
    "blue": N_("Following the blue path, your eyes saw {items}, which you are looking for."),
}
# They ran out of time on it before its end, with nothing wanted seen yet.
UNFINISHED = {
    "red": N_(
        "Your eyes ran out of time before the end of the red path, which may still hold your items."
    ),
    "yellow": N_(
        "Your eyes ran out of time before the end of the yellow path, which may still hold "
        "your items."
    ),
    "blue": N_(
        "Your eyes ran out of time before the end of the blue path, which may still hold your "
        "items."
    ),
}
# They never reached it; the paths they read showed too little to beat its chances.
UNREAD = {
    "red": N_(
        "There was no time to read the red path, and the paths your eyes read showed too little to"
        " beat its chances."
    ),
    "yellow": N_(
        "There was no time to read the yellow path, and the paths your eyes read showed too "
        "little to beat its chances."
    ),
    "blue": N_(
        "There was no time to read the blue path, and the paths your eyes read showed too little "
        "to beat its chances."
    ),
}
# They read every path to its end and saw nothing wanted on any.
GUESS = {
    "red": N_(
        "Your eyes saw none of your items on any path, so the red path is as good a guess as any."
    ),
    "yellow": N_(
        "Your eyes saw none of your items on any path, so the yellow path is as good a guess "
        "as any."
    ),
    "blue": N_(
        "Your eyes saw none of your items on any path, so the blue path is as good a guess as any."
    ),
}


def reason(ctx: BotInput, action: Action) -> str:
    """One sentence: why a computer in ``ctx.seat`` makes ``action``."""
    if action["type"] == "start_timer":
        return _(
            "Start the timer when everyone at the table is ready: the symbol is revealed then."
        )
    reading = read(ctx)
    color = action["color"]
    if reading is None or color not in SAW:
        return _("This is the move a computer player would make in your seat.")
    if reading.pick != color:  # a path the computer would not take: say only what it is
        return _("This is the move a computer player would make in your seat.")
    seen = reading.looks.get(color)
    if seen is None:
        return _(UNREAD[color])
    found = find(list(reading.wanted), seen.items)
    if found:
        return _(SAW[color]).format(items=items_with_articles(found))
    if not seen.finished:
        return _(UNFINISHED[color])
    return _(GUESS[color])
