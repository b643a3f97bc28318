"""Play-outs for the search: a re-dealt table played on by the ``sharp`` rules, fast.

Every seat reads only what it would know there (``Knowledge.of_state``). Two shortcuts keep a
play-out to about a millisecond: steps skip ``apply``'s checks and copies (the actions are the
ones the state just listed), and a turn's best play is found without listing every play
(``best_play``: the same choice as ``max(legal plays, key=play_score)``, with a bound that stops
at larger Additions once they cannot win).
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any

from . import village
from .bot import (
    BLOCK_ALL,
    BLOCK_LOW,
    PASS_ON,
    PER_CARD,
    PER_VALUE,
    Knowledge,
    choose_turn,
    decide,
)
from .data import CARDS, DATA
from .scoring import seat_scores
from .state import SilexState

Action = dict[str, Any]

HELD = 0.5  # a Discovery still held at the end, as a share of its value
FLINT = sum(DATA.idea_flints) / len(DATA.idea_flints)  # an Idea flint's mean value


def play_out(
    sample: SilexState, seat: int, action: Action, rng: random.Random, horizon: int
) -> float:
    """``seat``'s points less the others' mean after ``action`` and the rules' play to the
    round's end (or ``horizon`` steps); lower is better."""
    state = sample.clone()
    state.rng = random.Random(rng.getrandbits(64))
    round_ = state.round
    step(state, action)
    for _ in range(horizon):
        if state.over or state.round != round_:
            break
        d = state.decision
        if d is None:
            seat_now = state.turn_seat
            step(state, turn(state, Knowledge.of_state(state, seat_now)))
        else:
            k = Knowledge.of_state(state, d.seat)
            step(state, decide(k, d.kind, state._decision_actions(d), rng))
    return standing(state, seat)


def step(state: SilexState, action: Action) -> None:
    """``apply`` without its checks and copies, on a play-out's own clone."""
    if state.decision is not None:
        state._decide(state.decision, action)
    else:
        state._apply(action)
    state.history.append(action)


def turn(state: SilexState, k: Knowledge) -> Action:
    """The rules' turn (``decide`` with kind "turn"), without listing every play."""
    search = None
    if state.can_search(k.seat):
        search = {"type": "search", "count": min(DATA.search_max_draw, len(state.spots))}
    best = best_play(k, state.piles, bool(state.options["expert_doubles"]))
    return choose_turn(k, best, search)


def best_play(k: Knowledge, piles: list[list[str]], doubles: bool) -> Action | None:
    """The legal play with the highest ``play_score`` (the first of equals in the order of
    ``village.legal_plays``, doubles after plays), or None."""
    chars = [c["id"] for c in k.hand if c["kind"] != "discovery"]
    values = [CARDS[c].value for c in chars]
    chars_of = [CARDS[c].character for c in chars]
    powers = [CARDS[c].power in ("url", "blog") for c in chars]
    pile_vals = list(k.piles)
    tops = [CARDS[p[-1]].character if p else None for p in piles]
    pass_on = PASS_ON if k.found else 0.0
    # What any play's block terms can add at most: the highest top over the highest piles.
    high = max(values, default=0)
    block_max = BLOCK_LOW * high + BLOCK_ALL * (high + sum(sorted(pile_vals)[1:])) + pass_on
    ordered = sorted(values)
    best: tuple[float, Action] | None = None
    best_double: tuple[float, Action] | None = None
    for size in range(1, len(chars) + 1):
        bound = -PER_CARD * size - PER_VALUE * sum(ordered[:size]) + block_max
        top = max((b[0] for b in (best, best_double) if b is not None), default=None)
        if top is not None and top > bound:
            break  # no larger Addition can do better
        for subset in combinations(range(len(chars)), size):
            total = sum(values[i] for i in subset)
            pair = doubles and size == 2 and values[subset[0]] == values[subset[1]]
            base = -PER_CARD * size - PER_VALUE * total
            for t in subset:
                for pile in range(village.PILES):
                    if any(tops[j] == chars_of[t] for j in range(village.PILES) if j != pile):
                        continue
                    if total > pile_vals[pile]:
                        target = "best"
                    elif pair:
                        target = "double"
                    else:
                        continue
                    after = list(pile_vals)
                    after[pile] = values[t]
                    score = base + BLOCK_LOW * min(after) + BLOCK_ALL * sum(after)
                    score += pass_on if powers[t] else 0.0
                    current = best if target == "best" else best_double
                    if current is None or score > current[0]:
                        kind = "play" if target == "best" else "double"
                        action = {
                            "type": kind,
                            "cards": [chars[i] for i in subset],
                            "top": chars[t],
                            "pile": pile,
                        }
                        if target == "best":
                            best = (score, action)
                        else:
                            best_double = (score, action)
    if best_double is not None and (best is None or best_double[0] > best[0]):
        return best_double[1]
    return best[1] if best is not None else None


def standing(state: SilexState, seat: int) -> float:
    # Idea flints at the supply's mean value: which flint a search drew is luck, and the
    # same for every candidate, so counting it would only add noise.
    flints = [[FLINT] * len(i) for i in state.ideas]
    points = seat_scores(flints, state.black, state.revealed)  # type: ignore[arg-type]
    if not state.over:
        for s, hand in enumerate(state.hands):
            points[s] += HELD * sum(CARDS[c].value for c in hand if not CARDS[c].is_character)
    others = [p for s, p in enumerate(points) if s != seat]
    return points[seat] - sum(others) / len(others)
