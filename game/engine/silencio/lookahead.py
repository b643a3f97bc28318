"""Look-ahead for the Silencio teammate: its choices tried on re-dealt states.

Each sample (``ctx.sample()``: other hands and the deck dealt anew, consistent with what the
seat knows) is played on from every candidate by the solver's quick, move-ordered search as
if the table could see all the cards; the candidate leaving the fewest cards on average wins.
This is determinised look-ahead: it cannot tell what teammates will really know, so the bot
uses it only to rank the choices its own rules allow, and the rules' choice breaks ties.

The node budget is spent in two rounds: a quick search of every candidate on every sample,
then what is left goes to the pairs that found no perfect line yet, searched wider (a perfect
line is found fast where there is one; the budget goes where the answer is still open).
Effect choices are tried in a helpful order (the search looks mostly along its first choices):
a choice that leaves fewer cards stuck below their row's top first.
"""

from __future__ import annotations

import random
from typing import Any

from ..common import BotInput
from .cards import CARD_COLOR, CARD_RANK, sort_cards
from .solver import Model, Move, Node

Action = dict[str, Any]

SAMPLES = 6  # re-dealt states per decision
# Search nodes per decision (DECISION_NODES), shared by candidates and samples (about 10 us
# a node here, so a decision stays well inside 100 ms with the sampling and view building).
DECISION_NODES = 3000
FIRST_ROUND = 0.4  # share of the budget for the quick first round
MIN_NODES = 20  # a search always gets at least this many nodes
MAX_PAIRS = 36  # candidates times samples at most (fewer samples for many candidates)
MIN_SECOND = 100  # nodes a pair needs in the second round to be worth searching again


def pass_caps(ctx: BotInput) -> dict[int, dict[str, int]]:
    """What the log says about other players' hidden cards: a player who passed held no
    playable card then, so each of its hidden cards (still held, not handed to it unseen
    since) is at most that row's top of the moment (``caps[seat][colour]``; under the green
    lock only green is capped)."""
    view = ctx.table
    green = next(c for c, e in view["effects"].items() if e["dark"]["id"] == "must_green")
    rows: dict[str, list[int]] = {c: [] for c in view["effects"]}
    must_green = False
    caps: dict[int, dict[str, int]] = {}
    for event in ctx.log:
        kind = event["type"]
        if kind == "play":
            rows[CARD_COLOR[event["card"]]].append(CARD_RANK[event["card"]])
            must_green = False
        elif kind == "take_back":
            rows[event["row"]].pop()
        elif kind == "modifier" and event["modifier"] == "must_green":
            must_green = True
        elif kind == "pass" and event["seat"] != ctx.seat:
            cap = caps.setdefault(event["seat"], {})
            for color, row in rows.items():
                if must_green and color != green:
                    continue
                top = row[-1] if row else 1
                cap[color] = min(top, cap.get(color, top))
        elif kind in ("swap_give", "swap_return") and event.get("card") is None:
            caps.pop(event["to"], None)  # a card it took unseen may be a playable one
    return caps


def conform(sample: Any, seat: int, caps: dict[int, dict[str, int]], rng: random.Random) -> None:
    """Deal the sample's unknown cards again, if need be, so that the passes' caps hold."""

    def fits(other: int, card: str) -> bool:
        cap = caps.get(other, {}).get(CARD_COLOR[card])
        return cap is None or CARD_RANK[card] <= cap

    def pinned(card: str) -> bool:
        who = sample.known_holder.get(card, [])
        return who == "all" or seat in who

    others = [s for s in range(sample.num_players) if s != seat]
    if all(fits(s, c) for s in others for c in sample.hands[s] if not pinned(c)):
        return
    pool = list(sample.deck)
    free = {s: [c for c in sample.hands[s] if not pinned(c)] for s in others}
    for s in others:
        pool += free[s]
    rng.shuffle(pool)
    dealt: dict[int, list[str]] = {}
    # The most capped players first: they have the fewest cards that fit.
    for s in sorted(others, key=lambda s: -len(caps.get(s, {}))):
        fitting = [c for c in pool if fits(s, c)]
        if len(fitting) < len(free[s]):
            return  # the caps cannot all hold (a card seen wrongly): keep the sample
        dealt[s] = fitting[: len(free[s])]
        taken = set(dealt[s])
        pool = [c for c in pool if c not in taken]
    for s in others:
        keep = [c for c in sample.hands[s] if pinned(c)]
        sample.hands[s] = sort_cards(keep + dealt[s])
    sample.deck = pool


class LookModel(Model):
    """The solver's model, with effect choices ordered for a shallow search."""

    def is_stuck(self, st: Node, c: int) -> bool:
        return (c & 15) <= self.top(st, c >> 4)

    def stuck(self, st: Node, cards: list[int]) -> int:
        return sum(1 for c in cards if self.is_stuck(st, c))

    def decision_moves(self, st: Node) -> list[Move]:
        moves = super().decision_moves(st)
        kind = st.dec[0]
        if kind == "swap_name":
            stuck = {s: self.stuck(st, st.hands[s] + st.fu[s]) for s in range(st.n)}
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
        return sum(
            1
            for cards in st.hands + st.fu
            for c in cards
            if c >> 4 == col and below < (c & 15) < row[-1]
        )


def rank_by_lookahead(
    ctx: BotInput, candidates: list[Action], first: int | None = None
) -> list[float] | None:
    """Mean cards left after each candidate over the samples; None when not searchable.

    ``first`` (the rules' choice) is searched first: when it plays out on every sample no
    other candidate can do better, and the others are not searched (their means are
    reported as that of ``first``)."""
    samples: list[tuple[LookModel, list[Move]]] = []
    caps = pass_caps(ctx)
    rng = random.Random(len(ctx.log))
    for _ in range(max(2, min(SAMPLES, MAX_PAIRS // len(candidates)))):
        state = ctx.sample()
        if caps and state.phase == "play":
            conform(state, ctx.seat, caps, rng)
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
    still_open = [key for key, found in results.items() if found > 0]
    more = (DECISION_NODES - spent) // max(1, len(still_open))
    if still_open and more >= MIN_SECOND:
        for k, i in still_open:
            search(k, i, more, discrepancies=2)
    return [
        sum(results[k, i] for k in range(len(samples))) / len(samples)
        for i in range(len(candidates))
    ]
