"""Look-ahead for the Silencio teammate: its choices tried on re-dealt states.

Each sample (``ctx.sample()``: other hands and the deck dealt anew, consistent with what the
seat knows) is played on from every candidate by the solver's quick, move-ordered search as
if the table could see all the cards; the candidate leaving the fewest cards on average wins.
This is determinised look-ahead: it cannot tell what teammates will really know, so the bot
uses it only to rank the choices its own rules allow, and the rules' choice breaks ties.

The samples keep what the whole table has learned (``resample_secrets``, knowledge.py: a
player who passed held no card that fits, and so on) and follow the team's conventions too
(``ruled_out``): a player who jumped over ranks of a row is dealt none of them, by the same
re-deal (``knowledge.redeal``).

The node budget is spent in two rounds: a quick search of every candidate on every sample,
then what is left goes to the few best candidates' pairs that found no perfect line yet,
searched wider (a perfect line is found fast where there is one; the budget goes where the
answer is still open). A deadline on the thread's time caps every decision's time.
Effect choices are tried in a helpful order (the search looks mostly along its first choices):
a choice that leaves fewer cards stuck below their row's top first.
"""

from __future__ import annotations

import random
import time
from typing import Any

from ..common import BotInput
from ..common.bots import deadline
from .cards import CARD_COLOR, CARD_RANK
from .knowledge import redeal
from .solver import Model, Move, Node, top_rank

Action = dict[str, Any]

# Re-dealt states per decision. More samples beat deeper searches of fewer: at 3 players
# (development seeds, 12,000 nodes) 6 samples played 22% of deals out, 10 28%, 16 36%; 24
# and 32 left too few nodes a sample (32%, 27%).
SAMPLES = 16
# Search nodes per decision, shared by candidates and samples (5-7 us a node here; the
# deadline below ends the slower decisions).
DECISION_NODES = 12000
# The searches stop here whatever is left of the budget (the thread's CPU time, so a busy
# machine does not cut a decision short): a node costs more on some tables than others, and
# a decision must stay within 100 ms, the view and the samples included.
DEADLINE_MS = 75.0
FIRST_ROUND = 0.4  # share of the budget for the quick first round
MIN_NODES = 20  # a search always gets at least this many nodes
MAX_PAIRS = 96  # candidates times samples at most (fewer samples for many candidates)
CONTENDERS = 3  # the candidates with the best quick means searched again (and the rules' one)
MIN_SECOND = 100  # nodes a pair needs in the second round to be worth searching again


Excluded = dict[int, set[tuple[str, int]]]  # seat -> (colour, rank) it does not hold


def ruled_out(ctx: BotInput) -> Excluded:
    """What the team's conventions say about other players' hidden cards, read from the log.

    A player who chose a card jumping over ranks of its row held none of those ranks (the
    team never jumps over its own card while it can help it; a random play says nothing).
    What the rules themselves tell (a pass: no card that fits) every sample keeps already.

    Only cards still held since count: a player handed a card unseen may hold anything."""
    rows: dict[str, list[int]] = {c: [] for c in ctx.table["effects"]}
    out: Excluded = {}
    for event in ctx.log:
        kind = event["type"]
        seat = event.get("seat")
        if kind == "play":
            color, rank = CARD_COLOR[event["card"]], CARD_RANK[event["card"]]
            top = top_rank(rows[color])
            if seat != ctx.seat and not event["random"]:
                out.setdefault(seat, set()).update((color, r) for r in range(top + 1, rank))
            rows[color].append(rank)
        elif kind == "take_back":
            rows[event["row"]].pop()
        elif kind in ("swap_give", "swap_return") and event.get("card") is None:
            out.pop(event["to"], None)  # a card it took unseen may be any card
    return out


def conform(sample: Any, seat: int, excluded: Excluded, rng: random.Random) -> None:
    """Deal the sample's unknown cards again, if need be, so that nobody holds a card the
    conventions rule out for it (``ruled_out``), keeping what the table has learned; when
    no deal fits both (a convention broken), the sample stays as it was."""

    def pinned(card: str) -> bool:
        who = sample.known_holder.get(card, [])
        return who == "all" or seat in who

    extra = {
        s: {c for c in sample.all_cards if (CARD_COLOR[c], CARD_RANK[c]) in ranks}
        for s, ranks in excluded.items()
        if s != seat
    }
    if all(c not in extra[s] or pinned(c) for s in extra for c in sample.hands[s]):
        return
    redeal(sample, seat, rng, extra, walk=False)


class LookModel(Model):
    """The solver's model, with effect choices ordered for a shallow search."""

    def is_stuck(self, st: Node, c: int) -> bool:
        return (c & 15) <= self.top(st, c >> 4)

    def stuck(self, st: Node, cards: int) -> int:
        """How many of ``cards`` (a mask) lie at or below their row's top."""
        return (cards & ~st.above).bit_count()

    def decision_moves(self, st: Node) -> list[Move]:
        moves = super().decision_moves(st)
        kind = st.dec[0]
        if kind == "swap_name":
            stuck = {s: self.stuck(st, st.hands[s] | st.fu[s]) for s in range(st.n)}
            if not any(stuck.values()):
                return moves
            named = sorted((m for m in moves if m[0] == "name"), key=lambda m: -stuck[m[1]])
            return [*named, ("decline",)]
        if kind == "swap_action":
            order = {"oracle": 0, "player": 1, "renew": 2}
            if not any(self.can(st, c) for c in st.oracle):
                order = {"renew": 0, "player": 1, "oracle": 2}
            return sorted(moves, key=lambda m: order[m[1]])
        if kind == "take_back":
            return sorted(moves, key=lambda m: -self.freed(st, m[1]) if len(m) > 1 else 0)
        if kind in ("oracle_take", "give_oracle"):
            return sorted(moves, key=lambda m: not self.can(st, m[1]))  # playable first
        if kind in ("oracle_put", "swap_give", "swap_return"):
            return sorted(moves, key=lambda m: not self.is_stuck(st, m[1]))  # stuck first
        return moves

    def freed(self, st: Node, col: int) -> int:
        """Held cards that taking back the top of row ``col`` would make playable again."""
        row = st.rows[col]
        below = row[-2] if len(row) > 1 else 1
        between = (1 << max(0, row[-1] - below - 1)) - 1
        return ((st.allh >> (col * 16 + below + 1)) & between).bit_count()


def rank_by_lookahead(
    ctx: BotInput, candidates: list[Action], first: int | None = None
) -> list[float] | None:
    """Mean cards left after each candidate over the samples; None when not searchable.

    ``first`` (the rules' choice) is searched first: when it plays out on every sample no
    other candidate can do better, and the others are not searched (their means are
    reported as that of ``first``)."""
    stop = deadline(DEADLINE_MS)
    samples: list[tuple[LookModel, list[Move]]] = []
    excluded = ruled_out(ctx)
    rng = random.Random(len(ctx.log))
    for _ in range(max(2, min(SAMPLES, MAX_PAIRS // len(candidates)))):
        state = ctx.sample()
        if excluded and state.phase == "play":
            conform(state, ctx.seat, excluded, rng)
        try:
            model = LookModel(state)
            moves = [model.move_for(action) for action in candidates]
        except ValueError:
            return None  # options the model does not cover
        samples.append((model, moves))
    pairs = len(samples) * len(candidates)
    quick = max(MIN_NODES, int(DECISION_NODES * FIRST_ROUND) // pairs)
    spent = 0
    results: dict[tuple[int, int], int] = {}

    def search(k: int, i: int, nodes: int, discrepancies: int = 1) -> None:
        nonlocal spent
        model, moves = samples[k]
        child = model.child(model.root, moves[i])
        found = model.evaluate(child, nodes, discrepancies)
        results[k, i] = min(found, results.get((k, i), found))
        spent += model.nodes

    order = list(range(len(candidates)))
    if first is not None:
        order.remove(first)
        for k in range(len(samples)):
            search(k, first, quick)
        if not any(results[k, first] for k in range(len(samples))):
            return [0.0] * len(candidates)
    for i in order:
        for k in range(len(samples)):
            search(k, i, quick)
    wider = contenders(results, first)
    still_open = [key for key, found in results.items() if found > 0 and key[1] in wider]
    more = (DECISION_NODES - spent) // max(1, len(still_open))
    if still_open and more >= MIN_SECOND:
        for k, i in still_open:
            if time.thread_time() > stop:
                break  # the quick round's figures stand for the rest
            search(k, i, more, discrepancies=2)
    return [
        sum(results[k, i] for k in range(len(samples))) / len(samples)
        for i in range(len(candidates))
    ]


def contenders(results: dict[tuple[int, int], int], first: int | None) -> set[int]:
    """The candidates worth a wider search: the ``CONTENDERS`` best by their quick means (the
    budget would go thin over every candidate, shrines and all), and the rules' choice."""
    means: dict[int, int] = {}
    for (_, i), found in results.items():
        means[i] = means.get(i, 0) + found
    best = sorted(means, key=lambda i: means[i])[:CONTENDERS]
    return set(best) | ({first} if first is not None else set())
