"""A computer player for Silex and the City, from its own view and log only.

It plays few cards and puts a high card on top to block the next player, keeps Url and Blog
tops for when it holds a Discovery to pass on, searches for ideas when it cannot play or would
have to spend two cards or more (a hidden Idea flint, counted from the mix less its own,
costs less than a Black Idea, a Discovery or the cards), hands Discoveries away whenever a
power lets it (Url, Blog, a Web demand), and remembers the spots where others put a card
back (those are where Discoveries go) so it does not draw from them. The ``forgetful`` level
does not remember; the ``cunning`` level tries its choices on re-dealt tables (search.py).

The rules read a ``Knowledge``: from the seat's view and log for a real decision, or straight
from a re-dealt state for the seat to act there (``Knowledge.of_state``, for the search's
play-outs, which must be fast and see only what that seat would).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..common import BotInput
from .data import CARDS, DATA

if TYPE_CHECKING:
    from .state import SilexState

Action = dict[str, Any]
FORGETFUL, SHARP, CUNNING = "forgetful", "sharp", "cunning"
BOT_LEVELS = (FORGETFUL, SHARP, CUNNING)
# Setup shows them as "Computer: Forgetful/Sharp/Cunning"; saved tables keep their level's
# name, so "forgetful" and "sharp" stay as they were. Sharp stays the default: cunning takes
# tens of milliseconds a decision where sharp takes a fraction of one.
DEFAULT_LEVEL = SHARP

# Weights of a play (tuned with bench.py against random seats).
PER_CARD = 3.0  # each card used (cards kept are future plays)
PER_VALUE = 0.25  # each point of value used (high cards are the strong future plays)
BLOCK_LOW = 0.8  # the lowest pile value after the play: what the next player must beat
BLOCK_ALL = 0.1  # every pile's value after the play
PASS_ON = 6.0  # the top's power can hand a Discovery away (Url, Blog)
# Search for ideas rather than spend two or more cards, while a flint costs at most this.
SEARCH_RATHER_THAN_ADDITION = 2.5

# Card data as the view shows it, built once (read only) for play-outs.
CARD_DICTS = {c: card.as_dict() for c, card in CARDS.items()}
_IDEA_MIX: dict[str, int] = {}
for _v in DATA.idea_flints:
    _IDEA_MIX[str(_v)] = _IDEA_MIX.get(str(_v), 0) + 1


@dataclass
class Knowledge:
    """What the rules read once per decision: the seat's hand, the piles' values, the spread
    (``spot -> the card this seat put there, or None``), the spots others put a card back
    at, and the Idea flints it knows of."""

    seat: int
    hand: list[dict[str, Any]]
    piles: list[int]
    spread: dict[int, dict[str, Any] | None]
    idea_mix: dict[str, int]
    my_ideas: list[int]
    suspect_spots: set[int] = field(default_factory=set)

    def __post_init__(self) -> None:
        self.by_id = {c["id"]: c for c in self.hand}
        self.found = sorted(
            (c for c in self.hand if c["kind"] == "discovery"), key=lambda c: c["value"]
        )

    @classmethod
    def of_input(cls, ctx: BotInput) -> Knowledge:
        table = ctx.table
        k = cls(
            seat=ctx.seat,
            hand=table["hand"],
            piles=[p["value"] for p in table["village"]],
            spread={s["spot"]: s["known"] for s in table["spread"]},
            idea_mix=table["supply"]["idea_mix"],
            my_ideas=table["players"][ctx.seat]["idea_values"] or [],
        )
        # Spots others put a card back at (remembered from the log, not the memory aid).
        if ctx.level != FORGETFUL:
            for event in ctx.log:
                if event["type"] == "blog" and event["seat"] != ctx.seat:
                    k.suspect_spots.add(event["spot"])
        return k

    @classmethod
    def of_state(cls, state: SilexState, seat: int, spots: bool = True) -> Knowledge:
        """What ``seat`` knows of a (re-dealt) state, read fast: its hand and flints, and
        (``spots``: only a draw needs them) its own put-back cards and every spot another
        seat put a card back at."""
        spread: dict[int, dict[str, Any] | None] = {}
        suspect = set()
        for s in state.spots if spots else ():
            by = s["by"]
            spread[s["spot"]] = CARD_DICTS[s["card"]] if by == seat else None
            if by is not None and by != seat:
                suspect.add(s["spot"])
        piles = [CARDS[p[-1]].value if p else 0 for p in state.piles]
        hand = [CARD_DICTS[c] for c in state.hands[seat]]
        return cls(seat, hand, piles, spread, _IDEA_MIX, state.ideas[seat], suspect)

    def expected_idea(self) -> float:
        """The mean value of an Idea flint still in the supply, as far as this seat knows."""
        total = sum(int(v) * k for v, k in self.idea_mix.items())
        count = sum(self.idea_mix.values())
        left = count - len(self.my_ideas)
        return (total - sum(self.my_ideas)) / left if left > 0 else 0.0

    def value(self, card_id: str) -> int:
        return self.by_id[card_id]["value"]


def bot(ctx: BotInput) -> Action:
    if ctx.level == CUNNING:
        from .search import search

        return search(ctx)
    prompt = ctx.view["prompt"] or {}
    return decide(Knowledge.of_input(ctx), prompt.get("kind"), ctx.actions, ctx.rng)


def decide(k: Knowledge, kind: str | None, actions: list[Action], rng: random.Random) -> Action:
    """The rules' choice among ``actions`` for a prompt of ``kind`` (None or "turn": a turn)."""
    if kind == "draw":
        return choose_spot(k, actions, rng)
    if kind == "power":
        return choose_power(k, actions)
    if kind in ("url_give", "web_give"):
        return give_away(k, actions)
    if kind == "take_piles":
        return actions[0]
    if kind == "discard":
        for a in actions:
            if a["type"] == "discard" and k.by_id[a["card"]]["kind"] == "discovery":
                return a
        return {"type": "discard_done"}
    # The turn itself.
    plays = [a for a in actions if a["type"] in ("play", "double")]
    searches = [a for a in actions if a["type"] == "search"]
    search = max(searches, key=lambda a: a["count"]) if searches else None
    best = max(plays, key=lambda a: play_score(k, a)) if plays else None
    return choose_turn(k, best, search)


def choose_turn(k: Knowledge, best: Action | None, search: Action | None) -> Action:
    """The turn, given the best-scored play and the largest search (None if not allowed)."""
    if best is not None:
        # Two cards spent cost more than a flint: search and keep them.
        if search and len(best["cards"]) > 1 and k.expected_idea() <= SEARCH_RATHER_THAN_ADDITION:
            return search
        return best
    if search:
        return search
    if k.found:  # the lightest Discovery (the first of equals in hand order)
        return {"type": "reveal", "card": k.found[0]["id"]}
    return {"type": "black_idea"}


def play_score(k: Knowledge, action: Action) -> float:
    cards = action["cards"]
    values = list(k.piles)
    top = k.by_id[action["top"]]
    values[action["pile"]] = top["value"]
    score = -PER_CARD * len(cards) - PER_VALUE * sum(k.value(c) for c in cards)
    score += BLOCK_LOW * min(values) + BLOCK_ALL * sum(values)
    if k.found and top["power"] in ("url", "blog"):
        score += PASS_ON
    return score


def choose_spot(k: Knowledge, actions: list[Action], rng: random.Random) -> Action:
    fresh, mine_good, risky = [], [], []
    for a in actions:
        known = k.spread[a["spot"]]
        if known is not None:
            (mine_good if known["kind"] != "discovery" else risky).append(a)
        elif a["spot"] in k.suspect_spots:
            risky.append(a)
        else:
            fresh.append(a)
    for group in (mine_good, fresh, risky):
        if group:
            return rng.choice(group)
    return actions[0]


def choose_power(k: Knowledge, actions: list[Action]) -> Action:
    if k.found:
        worst = k.found[-1]["id"]
        for a in actions:
            if a["type"] == "blog" and a["card"] == worst:
                return a
        urls = [a for a in actions if a["type"] == "url"]
        if urls:
            return urls[0]
    return {"type": "no_power"}


def give_away(k: Knowledge, actions: list[Action]) -> Action:
    """A Discovery if it holds one (the heaviest), else its lowest card."""

    def badness(a: Action) -> tuple[int, int]:
        card = k.by_id[a["card"]]
        return (
            card["kind"] == "discovery",
            card["value"] if card["kind"] == "discovery" else -card["value"],
        )

    return max(actions, key=badness)
