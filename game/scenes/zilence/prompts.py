"""What the table's prompt bar says in each of the round's moments: the ready moment, the
symbol's reveal, the scan, the choice (one seat behind the curtain, or everyone at once on one
keyboard), the flights and the board's change."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...i18n import N_, _
from . import art

if TYPE_CHECKING:
    from .scene import ZilenceTable

# Whole sentences per colour (a colour's word changes with its noun in some languages).
POINTER_FOLLOWS = {
    "red": N_("The pointer follows the red path ({names})."),
    "yellow": N_("The pointer follows the yellow path ({names})."),
    "blue": N_("The pointer follows the blue path ({names})."),
}


def round_prompt(scene: ZilenceTable) -> str | None:
    """The words for the scene's moment, or None where the kit's own prompt says it."""
    rv = scene.round_view or scene.table
    name = art.symbol_name(rv["symbol"])
    limit = scene.session.state.options.get("round_limit", 0)
    phase = scene.phase
    if phase == "ready":
        return scene.ready.prompt()
    if phase == "reveal":
        if limit:  # with a limit, how many rounds are left to play
            text = _("Round {round} of {limit}: the {symbol}.")
        else:
            text = _("Round {round}: the {symbol}.")
        return text.format(round=rv["round"], limit=limit, symbol=name)
    if phase == "scan":
        if limit:
            text = _("Round {round} of {limit}: scan the {symbol} paths.")
        else:
            text = _("Scan the {symbol} paths.")
        return text.format(round=rv["round"], limit=limit, symbol=name)
    if phase == "choose" and scene.same_keyboard:
        waiting = [scene.names[s] for s in scene.session.humans if s not in scene.keyboard_choices]
        if waiting:
            return _("Everyone, press your keys at once. Waiting for {names}.").format(
                names=_(", ").join(waiting)
            )
        return _("Every choice is in.")
    if phase == "choose":
        if scene.my_turn():
            return _("{name}: which {symbol} path? Click it, or press 1, 2 or 3.").format(
                name=scene.names[scene.seat], symbol=name
            )
        return None
    if phase == "trace" and scene.trace is not None:
        i = scene.trace.current()
        if i is None:
            return _("The pointer has landed.")
        route = scene.trace.routes[i]
        who = _(", ").join(scene.names[s] for s in route.chosen_by)
        return _(POINTER_FOLLOWS[route.color]).format(names=who)
    if phase == "change":
        return _("The section showing the {symbol} twice turns over and swaps places.").format(
            symbol=name
        )
    return None
