"""The perfect reader: it takes the path that passes the most items it still needs, as if it
could follow every line at once. Not a table opponent (those have human eyes, ``eyes.py``):
the benchmark's yardstick and the scanning practice's "best route".

It decides from its own view only. The layout, the drawn symbol and the start icons are public
(they lie on the table), so following the three routes is what a sharp-eyed player would do.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..common import Action, BotInput
from .decks import find
from .state import board
from .walk import symbol_routes


def route_scores(
    layout: Sequence[str], symbol: str, wanted: Sequence[str], cross_sections: bool = True
) -> dict[str, int]:
    """How many of the ``wanted`` items each of the symbol's routes finds, by colour."""
    routes = symbol_routes(board(), tuple(layout), symbol, cross_sections=cross_sections)
    return {c: len(find(list(wanted), list(r.items))) for c, r in routes.items()}


def perfect_bot(ctx: BotInput) -> Action:
    view, legal_actions, rng = ctx.table, ctx.actions, ctx.rng
    cross = bool(view.get("options", {}).get("cross_sections", True))
    found = route_scores(view["layout"], view["symbol"], view["my_face_up"], cross)
    scores = {
        a["color"]: found[a["color"]]
        for a in legal_actions
        if a.get("type") == "choose_path" and a.get("color") in found
    }
    if not scores:
        return rng.choice(legal_actions)
    best = max(scores.values())
    color = rng.choice([c for c, n in scores.items() if n == best])
    return next(a for a in legal_actions if a.get("color") == color)
