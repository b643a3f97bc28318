"""The ``cunning`` level: its choices tried on tables re-dealt from what it knows.

Determinised look-ahead: each sample (``ctx.sample()``, every card the seat has not seen dealt
anew and the future reseeded) is played on from every candidate choice by the ``sharp`` rules
at every seat (playout.py) to the end of the round or a horizon. A candidate is worth the
seat's odds of losing then: its points less the best other seat's, against how much the
rounds still to play can move them (playout.py); the lowest mean over the samples wins.
Play-outs are noisy (who draws which Discovery), so successive halving spends most of a fixed
budget of play-out steps on the close calls, the same samples and dice for every candidate,
and a deadline on the thread's time caps the rare slow decision. The rules' choice stays in
to the end and is kept unless another beats it clearly (``KEEP_RULES_Z``): with this much
noise, a choice that only looks better is more often luck than insight.

Each sample is tilted toward what the seat believes before it is played on: a card another
seat put back (Blog) is most likely a Discovery it wanted rid of, which ``ctx.sample()``
cannot know (``believe``).

Candidates are the rules' choice, its few next-best plays, the searches, the lightest reveal,
and every power or pile choice. Spots to draw, gifts and the round-end discards keep the
rules' choice (an unknown spot is a fresh card on every sample; a gift hands over the
heaviest Discovery or the lowest card).
"""

from __future__ import annotations

import math
import random
import time
from typing import TYPE_CHECKING, Any

from ..common import BotInput
from ..common.bots import deadline
from .bot import Knowledge, decide, play_score
from .data import CARDS, sort_cards
from .playout import play_out, without_past
from .secrets import known_holders

if TYPE_CHECKING:
    from .state import SilexState

Action = dict[str, Any]

STEPS = 2000  # play-out steps per decision, shared by the candidates (some 20 us each)
PLAYOUT_STEPS = 4  # what a play-out's clone and dice cost besides its steps, in steps
SAMPLE_STEPS = 5  # what a re-dealt state costs, in steps
# The play-outs stop here whatever is left of the budget (the thread's CPU time, so a busy
# machine does not cut a decision short): a step costs more on some tables than others, and
# a decision must stay within 100 ms, the view included. The budget ends first on most.
DEADLINE_MS = 80.0
MIN_SAMPLES = 2  # re-dealt states per stage at least
HORIZON = 80  # play-out steps at most (a round takes about 40 to 50)
BEST_PLAYS = 4  # the rules' best plays tried
SEARCHED = ("turn", "power", "take_piles")
# A card another seat put back (Blog) is a Discovery this often in the seat's belief: a player
# puts a Discovery back to be rid of it, and ``ctx.sample()`` knows nothing of motives.
PUT_BACK_FOUND = 0.9
# Another choice than the rules' must be better by this many standard errors: play-outs are
# noisy, and a choice picked for luck is worse on average than the rules' one.
KEEP_RULES_Z = 1.0
BELIEF_SEED = 0xB1E  # the belief's dice apart from the play-outs'


def search(ctx: BotInput, steps: int | None = None) -> Action:
    """The cunning choice; ``steps`` (default ``STEPS``) sets how hard it looks."""
    start = time.thread_time()
    k = Knowledge.of_input(ctx)
    prompt = ctx.view["prompt"] or {}
    kind = prompt.get("kind") or "turn"
    rules = decide(k, kind, ctx.actions, ctx.rng)
    if kind not in SEARCHED:
        return rules
    candidates = candidates_of(k, ctx.actions, rules)
    if len(candidates) < 2:
        return rules
    return candidates[halving(ctx, candidates, steps or STEPS, start)]


def halving(
    ctx: BotInput, candidates: list[Action], budget: int, start: float | None = None
) -> int:
    """Successive halving: every candidate still in is played out on the same samples, then
    the worse half drops out (never the rules' choice, the first), so most play-outs go to
    the close calls. ``budget`` is in play-out steps (what the time goes on), shared evenly
    by the stages; past ``DEADLINE_MS`` of the thread's time since ``start`` the best so far
    is taken. The index of the choice (``pick``)."""
    if start is None:
        start = time.thread_time()
    stop = deadline(DEADLINE_MS, start)
    alive = list(range(len(candidates)))
    totals = [0.0] * len(candidates)
    seen: list[list[float]] = [[] for _ in candidates]  # by sample, while still in
    samples = 0
    seed = ctx.rng.getrandbits(32)
    stages = max(1, math.ceil(math.log2(len(candidates))))
    for stage in range(stages):
        spent = done = 0
        while done < MIN_SAMPLES or spent < budget // stages:
            if done and time.thread_time() > stop:
                return pick(alive, totals, seen)
            state = without_past(ctx.sample())
            believe(state, ctx.seat, rng_of(seed ^ BELIEF_SEED, samples))
            spent += SAMPLE_STEPS
            for j in alive:
                # The same dice for every candidate on a sample: differences come from the
                # choice.
                rng = rng_of(seed, samples)
                value, steps = play_out(state, ctx.seat, candidates[j], rng, HORIZON)
                totals[j] += value
                seen[j].append(value)
                spent += steps + PLAYOUT_STEPS
            samples += 1
            done += 1
        if stage < stages - 1:
            ranked = sorted(alive, key=lambda j: (totals[j], j))
            alive = sorted(set(ranked[: math.ceil(len(alive) / 2)]) | {0})
    return pick(alive, totals, seen)


def pick(alive: list[int], totals: list[float], seen: list[list[float]]) -> int:
    """The best candidate still in (the earlier of equals), if it beats the rules' choice
    clearly: by ``KEEP_RULES_Z`` standard errors of their differences on the samples both
    were played on (the rules' choice plays every sample, the other its first ones)."""
    best = min(alive, key=lambda j: (totals[j], j))
    if best == 0 or KEEP_RULES_Z <= 0:
        return best
    diffs = [v - r for v, r in zip(seen[best], seen[0], strict=False)]
    n = len(diffs)
    if n < 2:
        return best
    mean = sum(diffs) / n
    sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1))
    return best if mean + KEEP_RULES_Z * sd / math.sqrt(n) < 0 else 0


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


def rng_of(seed: int, sample: int) -> random.Random:
    """The dice of one sample, the same for every candidate (common random numbers)."""
    return random.Random(seed + sample)


def believe(state: SilexState, seat: int, rng: random.Random) -> None:
    """Tilt a re-dealt state toward what the seat believes: a card another seat put back is
    a Discovery (``PUT_BACK_FOUND``), swapped with a Discovery the sample dealt to a hidden
    place (another hand, a spot nobody put back). Only the sample's own hidden cards move
    (never a hand card whose holder the seat knows), so it stays a table the seat cannot
    tell from the real one."""
    known = known_holders(state, seat)
    suspects = [
        sp for sp in state.spots if sp["by"] not in (None, seat) and CARDS[sp["card"]].is_character
    ]
    for sp in suspects:
        if rng.random() >= PUT_BACK_FOUND:
            continue
        places = [(None, i) for i, o in enumerate(state.spots) if o["by"] is None]
        # (Not while Url's secret choices are made: a chosen card must stay in its hand.)
        if state.url is None:  # (a secret Url choice must stay in its hand)
            places += [
                (s, i)
                for s, hand in enumerate(state.hands)
                if s != seat
                for i in range(len(hand))
                if hand[i] not in known
            ]
        found = [
            (s, i)
            for s, i in places
            if not CARDS[state.spots[i]["card"] if s is None else state.hands[s][i]].is_character
        ]
        if not found:
            return
        s, i = rng.choice(found)
        card = sp["card"]
        if s is None:
            sp["card"], state.spots[i]["card"] = state.spots[i]["card"], card
        else:
            sp["card"] = state.hands[s][i]
            state.hands[s][i] = card
            state.hands[s] = sort_cards(state.hands[s])
