"""A computer player for Silex and the City, from its own view and log only.

It plays few cards and puts a high card on top to block the next player, keeps Url and Blog
tops for when it holds a Discovery to pass on, searches for ideas when it cannot play or would
have to spend two cards or more (a hidden Idea flint, counted from the mix less its own,
costs less than a Black Idea, a Discovery or the cards), hands Discoveries away whenever a
power lets it (Url, Blog, a Web demand), and remembers the spots where others put a card
back (those are where Discoveries go) so it does not draw from them. The ``forgetful`` level
does not remember.
"""

from __future__ import annotations

from typing import Any

from ..common import BotInput

Action = dict[str, Any]
BOT_LEVELS = ("forgetful", "sharp")
DEFAULT_LEVEL = "sharp"

# Weights of a play (tuned with bench.py against random seats).
PER_CARD = 3.0  # each card used (cards kept are future plays)
PER_VALUE = 0.25  # each point of value used (high cards are the strong future plays)
BLOCK_LOW = 0.8  # the lowest pile value after the play: what the next player must beat
BLOCK_ALL = 0.1  # every pile's value after the play
PASS_ON = 6.0  # the top's power can hand a Discovery away (Url, Blog)
# Search for ideas rather than spend two or more cards, while a flint costs at most this.
SEARCH_RATHER_THAN_ADDITION = 2.5


class Knowledge:
    """What the bot reads off its view and log once per decision."""

    def __init__(self, ctx: BotInput) -> None:
        table = ctx.table
        self.seat = ctx.seat
        self.table = table
        self.hand: list[dict[str, Any]] = table["hand"]
        self.by_id = {c["id"]: c for c in self.hand}
        self.found = sorted(
            (c for c in self.hand if c["kind"] == "discovery"), key=lambda c: c["value"]
        )
        self.piles = table["village"]
        # Spots others put a card back at (remembered from the log, not the memory aid).
        self.suspect_spots: set[int] = set()
        if ctx.level != "forgetful":
            for event in ctx.log:
                if event["type"] == "blog" and event["seat"] != ctx.seat:
                    self.suspect_spots.add(event["spot"])

    def expected_idea(self) -> float:
        """The mean value of an Idea flint still in the supply, as far as this seat knows."""
        mix = self.table["supply"]["idea_mix"]
        total = sum(int(v) * k for v, k in mix.items())
        count = sum(mix.values())
        mine = self.table["players"][self.seat]["idea_values"] or []
        left = count - len(mine)
        return (total - sum(mine)) / left if left > 0 else 0.0

    def value(self, card_id: str) -> int:
        return self.by_id[card_id]["value"]


def bot(ctx: BotInput) -> Action:
    k = Knowledge(ctx)
    prompt = ctx.view["prompt"] or {}
    kind = prompt.get("kind")
    actions = ctx.actions
    if kind == "draw":
        return choose_spot(k, ctx)
    if kind == "power":
        return choose_power(k, ctx)
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
    if plays:
        best = max(plays, key=lambda a: play_score(k, a))
        # Two cards spent cost more than a flint: search and keep them.
        if search and len(best["cards"]) > 1 and k.expected_idea() <= SEARCH_RATHER_THAN_ADDITION:
            return search
        return best
    if search:
        return search
    reveals = [a for a in actions if a["type"] == "reveal"]
    if reveals:
        return min(reveals, key=lambda a: k.value(a["card"]))
    return {"type": "black_idea"}


def play_score(k: Knowledge, action: Action) -> float:
    cards = action["cards"]
    values = [p["value"] for p in k.piles]
    top = k.by_id[action["top"]]
    values[action["pile"]] = top["value"]
    score = -PER_CARD * len(cards) - PER_VALUE * sum(k.value(c) for c in cards)
    score += BLOCK_LOW * min(values) + BLOCK_ALL * sum(values)
    if k.found and top["power"] in ("url", "blog"):
        score += PASS_ON
    return score


def choose_spot(k: Knowledge, ctx: BotInput) -> Action:
    spread = {s["spot"]: s for s in ctx.table["spread"]}
    fresh, mine_good, risky = [], [], []
    for a in ctx.actions:
        spot = spread[a["spot"]]
        known = spot["known"]
        if known is not None:
            (mine_good if known["kind"] != "discovery" else risky).append(a)
        elif a["spot"] in k.suspect_spots:
            risky.append(a)
        else:
            fresh.append(a)
    for group in (mine_good, fresh, risky):
        if group:
            return ctx.rng.choice(group)
    return ctx.actions[0]


def choose_power(k: Knowledge, ctx: BotInput) -> Action:
    actions = ctx.actions
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
