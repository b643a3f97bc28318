"""The ``cunning`` level: its choices tried on tables re-dealt from what it knows.

Determinised look-ahead: each sample (``ctx.sample()``, every card the seat has not seen dealt
anew and the future reseeded) is played on from every candidate choice by the ``sharp`` rules
at every seat (playout.py) to the end of the round or a horizon. A candidate is worth the
seat's points then less the mean of the others'; the lowest mean over the samples wins, as the
lowest score wins Silex. Candidates are the rules' choice, its few next-best plays, the
searches, the lightest reveal, and every power, gift or pile choice; spots to draw and the
round-end discards keep the rules' choice (an unknown spot is a fresh card on every sample).
"""

from __future__ import annotations

import random
from typing import Any

from ..common import BotInput
from .bot import Knowledge, decide, play_score
from .playout import play_out

Action = dict[str, Any]

PLAY_OUTS = 48  # play-outs per decision, shared by the candidates
MIN_SAMPLES = 4  # re-dealt states per candidate at least
HORIZON = 80  # play-out steps at most (a round takes about 40 to 50)
BEST_PLAYS = 4  # the rules' best plays tried
SEARCHED = ("turn", "power", "url_give", "web_give", "take_piles")


def search(ctx: BotInput, play_outs: int = PLAY_OUTS) -> Action:
    k = Knowledge.of_input(ctx)
    prompt = ctx.view["prompt"] or {}
    kind = prompt.get("kind") or "turn"
    rules = decide(k, kind, ctx.actions, ctx.rng)
    if kind not in SEARCHED:
        return rules
    candidates = candidates_of(k, ctx.actions, rules)
    if len(candidates) < 2:
        return rules
    samples = max(MIN_SAMPLES, play_outs // len(candidates))
    totals = [0.0] * len(candidates)
    seed = ctx.rng.getrandbits(32)
    for i in range(samples):
        state = ctx.sample()
        for j, action in enumerate(candidates):
            # The same dice for every candidate on a sample: differences come from the choice.
            totals[j] += play_out(state, ctx.seat, action, random.Random(seed + i), HORIZON)
    best = min(range(len(candidates)), key=lambda j: (totals[j], j))
    return candidates[best]


def candidates_of(k: Knowledge, actions: list[Action], rules: Action) -> list[Action]:
    """The rules' choice first, then the others worth a look."""
    plays = [a for a in actions if a["type"] in ("play", "double")]
    plays.sort(key=lambda a: -play_score(k, a))
    reveals = [a for a in actions if a["type"] == "reveal"]
    reveals.sort(key=lambda a: k.value(a["card"]))
    rest = [a for a in actions if a["type"] not in ("play", "double", "reveal")]
    out = [rules]
    for a in plays[:BEST_PLAYS] + reveals[:1] + rest:
        if a not in out:
            out.append(a)
    return out
