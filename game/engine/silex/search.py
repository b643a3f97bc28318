"""The ``cunning`` level: its choices tried on tables re-dealt from what it knows.

Determinised look-ahead: each sample (``ctx.sample()``, every card the seat has not seen dealt
anew and the future reseeded) is played on from every candidate choice by the ``sharp`` rules
at every seat (playout.py) to the end of the round or a horizon. A candidate is worth the
seat's points then less the best other seat's; the lowest mean over the samples wins, as the
lowest score wins Silex. Play-outs are noisy (who draws which Discovery), so successive
halving spends most of a fixed budget of play-out steps on the close calls.

Candidates are the rules' choice, its few next-best plays, the searches, the lightest reveal,
and every power or pile choice. Spots to draw, gifts and the round-end discards keep the
rules' choice (an unknown spot is a fresh card on every sample; a gift hands over the
heaviest Discovery or the lowest card).
"""

from __future__ import annotations

import math
import random
from typing import Any

from ..common import BotInput
from .bot import Knowledge, decide, play_score
from .playout import play_out, without_past

Action = dict[str, Any]

STEPS = 2000  # play-out steps per decision, shared by the candidates (some 20 us each)
MIN_SAMPLES = 2  # re-dealt states per stage at least
HORIZON = 80  # play-out steps at most (a round takes about 40 to 50)
BEST_PLAYS = 4  # the rules' best plays tried
SEARCHED = ("turn", "power", "take_piles")


def search(ctx: BotInput, steps: int | None = None) -> Action:
    """The cunning choice; ``steps`` (default ``STEPS``) sets how hard it looks."""
    k = Knowledge.of_input(ctx)
    prompt = ctx.view["prompt"] or {}
    kind = prompt.get("kind") or "turn"
    rules = decide(k, kind, ctx.actions, ctx.rng)
    if kind not in SEARCHED:
        return rules
    candidates = candidates_of(k, ctx.actions, rules)
    if len(candidates) < 2:
        return rules
    return candidates[halving(ctx, candidates, steps or STEPS)]


def halving(ctx: BotInput, candidates: list[Action], budget: int) -> int:
    """Successive halving: every candidate still in is played out on the same samples, then
    the worse half drops out, so most play-outs go to the close calls. ``budget`` is in
    play-out steps (what the time goes on), shared evenly by the stages. The index of the
    best (the earlier of equals, so the rules' choice wins a tie)."""
    alive = list(range(len(candidates)))
    totals = [0.0] * len(candidates)
    samples = 0
    seed = ctx.rng.getrandbits(32)
    stages = max(1, math.ceil(math.log2(len(candidates))))
    for stage in range(stages):
        spent = done = 0
        while done < MIN_SAMPLES or spent < budget // stages:
            state = without_past(ctx.sample())
            for j in alive:
                # The same dice for every candidate on a sample: differences come from the
                # choice.
                rng = random.Random(seed + samples)
                value, steps = play_out(state, ctx.seat, candidates[j], rng, HORIZON)
                totals[j] += value
                spent += steps
            samples += 1
            done += 1
        alive.sort(key=lambda j: (totals[j], j))
        if stage < stages - 1:
            alive = sorted(alive[: math.ceil(len(alive) / 2)])
    return alive[0]


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
