"""Play-outs for the search: a re-dealt table played on by the ``sharp`` rules, fast.

Every seat reads only what it would know there (``Knowledge.of_state``). Two shortcuts keep a
play-out to about a millisecond: steps skip ``apply``'s checks and copies (the actions are the
ones the state just listed), and a turn's best play is found without listing every play
(``best_play``: the same choice as ``max(legal plays, key=play_score)``, with a bound that stops
at larger Additions once they cannot win).
"""

from __future__ import annotations

import math
import random
from functools import lru_cache
from itertools import combinations
from typing import Any

from . import village
from .bot import (
    BLOCK_ALL,
    BLOCK_LOW,
    CARD_DICTS,
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
# A play-out's end is judged by the odds of losing: the lead over the best other seat, against
# how far the points can still move. Measured over sharp games, the lead moves by some 5 points
# a round (2 players; 3 at 4 players); at the game's end only others' hidden flints are
# unsure (as the sample dealt them), so a small spread there only smooths the ties.
ROUND_SPREAD = 5.0  # the lead's standard deviation over one round still to play
FINAL_SPREAD = 1.0  # and at the game's end


def play_out(
    sample: SilexState, seat: int, action: Action, rng: random.Random, horizon: int
) -> tuple[float, int]:
    """``seat``'s odds of losing (``losing``) after ``action`` and the rules' play to the
    round's end (or ``horizon`` steps), lower is better; and the steps it took."""
    dealt = [len(i) for i in sample.ideas]
    state = sample.clone()
    state.rng = random.Random(rng.getrandbits(64))
    round_ = state.round
    step(state, action)
    steps = 1
    while steps < horizon and not state.over and state.round == round_:
        d = state.decision
        if d is None:
            step(state, turn(state, Knowledge.of_state(state, state.turn_seat, spots=False)))
        else:
            k = Knowledge.of_state(state, d.seat, spots=d.kind == "draw")
            step(state, decide(k, d.kind, state._decision_actions(d), rng))
        steps += 1
    return losing(state, seat, dealt), steps


def without_past(sample: SilexState) -> SilexState:
    """The sample with its log and history dropped: play-outs read neither, and each clone
    would copy them."""
    sample.events = []
    sample.private = [[] for _ in range(sample.num_players)]
    sample.history = []
    sample._memo.key = None
    return sample


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
    hand = tuple(c["id"] for c in k.hand)
    tops = tuple(p[-1] if p else "" for p in state.piles)
    best = _best_play(hand, tops, bool(state.options["expert_doubles"]))
    return choose_turn(k, dict(best) if best else None, search)


@lru_cache(maxsize=1 << 15)
def _best_play(hand: tuple[str, ...], tops: tuple[str, ...], doubles: bool) -> Action | None:
    """``best_play`` by card ids, remembered: play-outs meet the same hands and piles often.
    (The action's lists are never changed by the state, so a cached one may be shared.)"""
    values = [CARDS[t].value if t else 0 for t in tops]
    k = Knowledge(0, [CARD_DICTS[c] for c in hand], values, {}, {}, [])
    piles = [[t] if t else [] for t in tops]
    return best_play(k, piles, doubles)


def best_play(k: Knowledge, piles: list[list[str]], doubles: bool) -> Action | None:
    """The legal play with the highest ``play_score`` (the first of equals in the order of
    ``village.legal_plays``, doubles after plays), or None."""
    chars = [c["id"] for c in k.hand if c["kind"] != "discovery"]
    if not chars:
        return None
    values = [CARDS[c].value for c in chars]
    pass_on = PASS_ON if k.found else 0.0
    bonus = [pass_on if CARDS[c].power in ("url", "blog") else 0.0 for c in chars]
    pile_vals = list(k.piles)
    tops = [CARDS[p[-1]].character if p else None for p in piles]
    # The piles each card may cover: its character must not show on another pile.
    allowed = [
        [j for j in range(village.PILES) if CARDS[c].character not in tops[:j] + tops[j + 1 :]]
        for c in chars
    ]
    # The block terms of each (top card, pile): what the next player must beat afterwards.
    block = []
    for t in range(len(chars)):
        row = {}
        for j in allowed[t]:
            after = pile_vals[:j] + [values[t]] + pile_vals[j + 1 :]
            row[j] = BLOCK_LOW * min(after) + BLOCK_ALL * sum(after) + bonus[t]
        block.append(row)
    # What the block terms can add at most, for the bound that stops at larger Additions.
    block_max = max((v for row in block for v in row.values()), default=0.0)
    ordered = sorted(values)
    best: tuple[float, Action] | None = None
    best_double: tuple[float, Action] | None = None
    for size in range(1, len(chars) + 1):
        top_score = max((b[0] for b in (best, best_double) if b is not None), default=None)
        bound = -PER_CARD * size - PER_VALUE * sum(ordered[:size]) + block_max
        if top_score is not None and top_score > bound:
            break  # no larger Addition can do better
        for subset in combinations(range(len(chars)), size):
            total = sum(values[i] for i in subset)
            pair = doubles and size == 2 and values[subset[0]] == values[subset[1]]
            base = -PER_CARD * size - PER_VALUE * total
            for t in subset:
                for j, terms in block[t].items():
                    if total > pile_vals[j]:
                        if best is not None and base + terms <= best[0]:
                            continue
                        kind = "play"
                    elif pair:
                        if best_double is not None and base + terms <= best_double[0]:
                            continue
                        kind = "double"
                    else:
                        continue
                    action = {
                        "type": kind,
                        "cards": [chars[i] for i in subset],
                        "top": chars[t],
                        "pile": j,
                    }
                    if kind == "play":
                        best = (base + terms, action)
                    else:
                        best_double = (base + terms, action)
    if best_double is not None and (best is None or best_double[0] > best[0]):
        return best_double[1]
    return best[1] if best is not None else None


def losing(state: SilexState, seat: int, dealt: list[int]) -> float:
    """The odds that ``seat`` ends behind the best other seat, from its lead now
    (``standing``) and the rounds still to play: a lead matters less the more is to come,
    and a play-out that wins the game by one point is as good as one that wins by ten."""
    lead = standing(state, seat, dealt)
    left = 0 if state.over else DATA.rounds - state.revealed_count()
    spread = math.sqrt(FINAL_SPREAD**2 + ROUND_SPREAD**2 * left)
    return 0.5 * (1.0 + math.erf(lead / (spread * math.sqrt(2.0))))


def standing(state: SilexState, seat: int, dealt: list[int] | None = None) -> float:
    """``seat``'s points less the best other seat's. Flints taken before the play-out
    (``dealt``: how many each seat held) count at their value in the sample (the seat's own
    are the ones it holds); flints drawn during it at the supply's mean value: which flint a
    search drew is luck, and the same for every candidate, so counting it would only add
    noise."""
    held = dealt or [0] * len(state.ideas)
    flints = [i[: held[s]] + [FLINT] * (len(i) - held[s]) for s, i in enumerate(state.ideas)]
    points = seat_scores(flints, state.black, state.revealed)  # type: ignore[arg-type]
    if not state.over:
        for s, hand in enumerate(state.hands):
            points[s] += HELD * sum(CARDS[c].value for c in hand if not CARDS[c].is_character)
    # Against the best of the others: only the lowest score wins.
    return points[seat] - min(p for s, p in enumerate(points) if s != seat)
