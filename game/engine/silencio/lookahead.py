"""Look-ahead for the Silencio teammate: its turn's choices tried on re-dealt states.

Each sample (``ctx.sample()``: other hands and the deck dealt anew, consistent with what the
seat knows) is played on from every candidate by the solver's quick, move-ordered search as
if the table could see all the cards; the candidate leaving the fewest cards on average wins.
This is determinised look-ahead: it cannot tell what teammates will really know, so the bot
uses it only to rank the plays its own rules allow, and keeps its rules for everything else.
"""

from __future__ import annotations

from typing import Any

from ..common import BotInput
from .solver import Model

Action = dict[str, Any]

SAMPLES = 6  # re-dealt states per decision
# Search nodes per decision, shared by candidates and samples (about 10 us a node here, so
# a decision stays well inside 100 ms with the sampling and view building).
NODES = 4500


def rank_by_lookahead(ctx: BotInput, candidates: list[Action]) -> list[float] | None:
    """Mean cards left after each candidate over the samples; None when not searchable."""
    totals = [0.0] * len(candidates)
    nodes = max(20, NODES // (SAMPLES * len(candidates)))
    for _ in range(SAMPLES):
        state = ctx.sample()
        try:
            model = Model(state)
        except ValueError:
            return None  # options the model does not cover, or not a turn's start
        root = model.root
        for i, action in enumerate(candidates):
            child = model.child(root, model.move_for(action))
            totals[i] += model.evaluate(child, nodes)
    return [t / SAMPLES for t in totals]
