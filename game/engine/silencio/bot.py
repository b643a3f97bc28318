"""A sensible-beginner computer teammate: it sees only its own view and the legal actions.

It weighs harmful dark effects against skipping over ranks (a rank nobody has seen is weighed by
the chance that a teammate holds it), rescues its stuck cards with take-back effects (from
cards or shrines), trades a stuck card for a useful Oracle card with a swap shrine, cancels a
harmful dark effect with a skip shrine when it has no better play, and makes plain, helpful
choices for every effect.
"""

from __future__ import annotations

from typing import Any

from ..common import BotInput
from .lookahead import rank_by_lookahead

Action = dict[str, Any]
View = dict[str, Any]

# How much each dark effect hurts the team, in "cards" (a beginner's guess).
DARK_COST = {"give_oracle": 2.0, "must_green": 1.5, "random_play": 1.0, "skip_light": 0.4}
# A level for measurement only: the rules without look-ahead (the team before look-ahead).
RULES_ONLY = "rules-only"
# Look-ahead means within this many cards of the rules' choice keep the rules' choice, by
# player count: with two players a sample is close to the truth and the search may decide;
# with more hidden cards the rules' habits (which teammates can read) count for more.
TIE_PREFERENCE = {2: 0.1, 3: 0.25, 4: 0.25}
# How much jumping over a rank hurts, by where that card is known to be.
# (A card nobody has seen costs "mine" times the chance that a teammate holds it.)
SKIP_COST = {"mine": 3.0, "face_up": 2.0, "oracle": 0.4, "box": 0.0}


class Knowledge:
    """Facts the bot reads off its view, computed once per decision."""

    def __init__(self, envelope: View) -> None:
        view = envelope["table"]
        self.view = view
        self.seat: int = envelope["seat"]
        self.tops = {row["color"]: row["top"] for row in view["rows"]}
        self.below = {
            row["color"]: (row["cards"][-2]["rank"] if len(row["cards"]) > 1 else 1)
            for row in view["rows"]
        }
        self.row_cards = {row["color"]: len(row["cards"]) for row in view["rows"]}
        self.high: int = view["ranks"]["high"]
        self.mods = {m["kind"] for m in view["modifiers"]}
        self.light = {c: e["light"]["id"] for c, e in view["effects"].items()}
        self.dark = {c: e["dark"]["id"] for c, e in view["effects"].items()}
        me = view["players"][self.seat]
        self.mine = [(e["card"], e["color"], e["rank"]) for e in view["hand"] + me["face_up"]]
        self.my_ranks = {(c, r) for _, c, r in self.mine}
        self.seen_elsewhere: dict[tuple[str, int], str] = {}
        for e in view["oracle"]:
            self.seen_elsewhere[(e["color"], e["rank"])] = "oracle"
        for e in view["box"]:
            self.seen_elsewhere[(e["color"], e["rank"])] = "box"
        for p in view["players"]:
            if p["seat"] != self.seat:
                for e in p["face_up"]:
                    self.seen_elsewhere[(e["color"], e["rank"])] = "face_up"
        # A card nobody has seen lies in another player's hand or in the deck: how likely
        # is it a teammate's (and so lost to them if jumped over)?
        others_hidden = sum(p["hidden_count"] for p in view["players"] if p["seat"] != self.seat)
        unseen = others_hidden + view["deck_count"]
        self.unknown_cost = SKIP_COST["mine"] * others_hidden / unseen if unseen else 0.0
        self.info = {e["card"]: (e["color"], e["rank"]) for e in view["oracle"]}
        for p in view["players"]:
            for e in p["face_up"]:
                self.info[e["card"]] = (e["color"], e["rank"])
        for e in view["hand"]:
            self.info[e["card"]] = (e["color"], e["rank"])

    def stuck(self) -> list[tuple[str, str, int]]:
        return [m for m in self.mine if m[2] <= self.tops[m[1]]]

    def play_cost(self, color: str, rank: int, own: bool) -> float:
        """Lower is better: ranks skipped over, plus the harm of a dark effect."""
        top = self.tops[color]
        if rank <= top:
            return 99.0
        cost = 0.0
        for r in range(top + 1, rank):
            # My own card jumped over would be lost for good; a card in the box is gone anyway.
            where = "mine" if (color, r) in self.my_ranks else self.seen_elsewhere.get((color, r))
            cost += SKIP_COST[where] if where else self.unknown_cost
        if rank - top == 1:
            effect = self.dark[color]
            last_card = own and len(self.mine) == 1
            free = (
                "skip_dark" in self.mods
                or last_card
                or (effect == "must_green" and rank == self.high)
            )
            if not free:
                cost += DARK_COST[effect]
        elif self.light[color] == "take_back" and "skip_light" not in self.mods:
            cost -= 0.3 * bool(self.rescue_rows(color))
        return cost

    def rescue_rows(self, effect_color: str) -> list[str]:
        """Rows (other than ``effect_color``) whose top card, taken back, frees a stuck card."""
        rows = []
        for color in self.tops:
            if color == effect_color or self.row_cards[color] == 0:
                continue
            low, top = self.below[color], self.tops[color]
            if any(c == color and low < r < top for _, c, r in self.mine):
                rows.append(color)
        return rows

    def card_value(self, card: str) -> float:
        """How much the team wants this card in a hand (higher is better)."""
        color, rank = self.info[card]
        if rank <= self.tops[color]:
            return -10.0
        return -self.play_cost(color, rank, own=False)


def bot(ctx: BotInput) -> Action:
    """Choose one of the seat's actions from its own view alone."""
    view, legal = ctx.view, ctx.actions
    if len(legal) == 1:
        return legal[0]
    phase = view["phase"]
    if phase == "start":
        return ctx.rng.choice(legal)
    table = Knowledge(view)
    kind = (view["prompt"] or {}).get("kind")
    if phase == "passing":
        choice = _pass_card(table, legal)
    elif kind in CHOOSERS:
        choice = CHOOSERS[kind](table, legal, view)
    else:
        choice = _turn(table, legal)
    if ctx.level != RULES_ONLY:
        choice = _looked_ahead(ctx, choice)
    return choice


def _looked_ahead(ctx: BotInput, rule_choice: Action) -> Action:
    """Rank every choice (plays, passes, shrines, effect choices, the card passed) by
    look-ahead; the rules' choice breaks ties. The Tavern is left to the rules."""
    candidates = [a for a in ctx.actions if a["type"] != "tavern"]
    if len(candidates) < 2 or rule_choice not in candidates:
        return rule_choice
    means = rank_by_lookahead(ctx, candidates, candidates.index(rule_choice))
    if means is None:
        return rule_choice
    tie = TIE_PREFERENCE[ctx.view["num_players"]]
    scored = [
        (mean - tie * (action == rule_choice), i)
        for i, (action, mean) in enumerate(zip(candidates, means, strict=True))
    ]
    return candidates[min(scored)[1]]


def _pass_card(table: Knowledge, legal: list[Action]) -> Action:
    # Keep colours spread: pass the highest card of the colour held most often.
    counts: dict[str, int] = {}
    for _, color, _ in table.mine:
        counts[color] = counts.get(color, 0) + 1
    return max(legal, key=lambda a: (counts[table.info[a["card"]][0]], table.info[a["card"]][1]))


def _turn(table: Knowledge, legal: list[Action]) -> Action:
    types = {a["type"] for a in legal}
    rescue = _rescue_shrine(table, legal) or _swap_shrine(table, legal)
    if rescue:
        return rescue
    tavern = _tavern(table, legal)
    if tavern:
        return tavern
    if "play_random" in types:
        return {"type": "play_random"}
    plays = [a for a in legal if a["type"] == "play"]
    if plays:
        own = {c for c, _, _ in table.mine}
        scored = sorted(
            (table.play_cost(*table.info[a["card"]], own=a["card"] in own), i)
            for i, a in enumerate(plays)
        )
        cost, best = scored[0]
        if cost >= 1.0 and "skip_dark" not in table.mods and not _light_option(table, plays):
            skip = _skip_shrine(table, legal)
            if skip:
                return skip
        if "pass" in types and cost > 1.0:
            return {"type": "pass"}  # only others' face-up cards, and they would waste too much
        return plays[best]
    if "pass" in types:
        return {"type": "pass"}
    return {"type": "end_turn"} if "end_turn" in types else legal[0]


def _light_option(table: Knowledge, plays: list[Action]) -> bool:
    return any(table.info[a["card"]][1] - table.tops[table.info[a["card"]][0]] >= 2 for a in plays)


def _shrine_for(table: Knowledge, effect: str, legal: list[Action]) -> list[Action]:
    """Shrine actions creating ``effect``: small shrines first, the large one last."""
    small = [
        a
        for a in legal
        if a["type"] == "take_shrine"
        and a["shrine"] != "large"
        and table.light[a["shrine"]] == effect
    ]
    large = [
        a
        for a in legal
        if a["type"] == "take_shrine"
        and a["shrine"] == "large"
        and table.light[a["color"]] == effect
    ]
    return small + large


def _rescue_shrine(table: Knowledge, legal: list[Action]) -> Action | None:
    for action in _shrine_for(table, "take_back", legal):
        if table.rescue_rows(action.get("color", action["shrine"])):
            return action
    return None


def _swap_shrine(table: Knowledge, legal: list[Action]) -> Action | None:
    """A swap shrine when a stuck card of mine can be traded for a useful Oracle card."""
    if not (table.stuck() and _good_oracle_card(table)):
        return None
    options = _shrine_for(table, "swap", legal)
    return options[0] if options else None


def _skip_shrine(table: Knowledge, legal: list[Action]) -> Action | None:
    options = _shrine_for(table, "skip_dark", legal)
    return options[0] if options else None


def _tavern(table: Knowledge, legal: list[Action]) -> Action | None:
    stuck = len(table.stuck())
    want = {"type": "tavern", "statement": "cannot_play", "count": stuck}
    return want if stuck and want in legal else None


# ---- effect choices ------------------------------------------------------------------
def _use_skip(table: Knowledge, legal: list[Action], view: View) -> Action:
    return {"type": "use_effect"}


def _take_back(table: Knowledge, legal: list[Action], view: View) -> Action:
    rows = {a["row"] for a in legal if a["type"] == "take_back"}
    for action in legal:
        if action["type"] == "take_back" and action["row"] in table.rescue_rows(""):
            return action
    return {"type": "decline"} if rows else legal[-1]


def _face_up(table: Knowledge, legal: list[Action], view: View) -> Action:
    cards = [a for a in legal if a["type"] == "face_up"]
    if len(table.mine) <= 1 or not cards:
        return {"type": "decline"}
    # Show the card furthest from its row: a teammate may find the right moment for it.
    return max(cards, key=lambda a: table.info[a["card"]][1] - table.tops[table.info[a["card"]][0]])


def _good_oracle_card(table: Knowledge) -> str | None:
    best = max((e["card"] for e in table.view["oracle"]), key=table.card_value, default=None)
    return best if best is not None and table.card_value(best) > -1.0 else None


def _swap_name(table: Knowledge, legal: list[Action], view: View) -> Action:
    if table.stuck() and _good_oracle_card(table):
        return {"type": "name_player", "seat": table.seat}
    return {"type": "decline"}


def _swap_action(table: Knowledge, legal: list[Action], view: View) -> Action:
    named = view["prompt"].get("named", table.seat)
    want = "renew"
    if named == table.seat and table.stuck() and _good_oracle_card(table):
        want = "oracle"
    for action in legal:
        if action["action"] == want:
            return action
    return legal[-1]


def _worst(table: Knowledge, legal: list[Action]) -> Action:
    return min(legal, key=lambda a: table.card_value(a["card"]))


def _swap_give(table: Knowledge, legal: list[Action], view: View) -> Action:
    card = _worst(table, legal)["card"]
    sizes = {p["seat"]: p["held"] for p in view["table"]["players"]}
    options = [a for a in legal if a["card"] == card]
    return max(options, key=lambda a: sizes[a["to"]])


def _oracle_take(table: Knowledge, legal: list[Action], view: View) -> Action:
    return max(legal, key=lambda a: table.card_value(a["card"]))


def _give_oracle(table: Knowledge, legal: list[Action], view: View) -> Action:
    # The cards in the order offered (a set's order would follow the string hash, which
    # differs from process to process: equal values must break the same way everywhere).
    card = max(dict.fromkeys(a["card"] for a in legal), key=table.card_value)
    sizes = {p["seat"]: p["held"] for p in view["table"]["players"]}
    n = view["num_players"]
    options = [a for a in legal if a["card"] == card]
    # The emptiest hand, and among equals the player who plays soonest after me.
    return min(options, key=lambda a: (sizes[a["to"]], (a["to"] - table.seat) % n))


CHOOSERS = {
    "skip_dark": _use_skip,
    "take_back": _take_back,
    "face_up": _face_up,
    "swap_name": _swap_name,
    "swap_action": _swap_action,
    "swap_give": _swap_give,
    "swap_return": lambda t, legal, v: _worst(t, legal),
    "oracle_take": _oracle_take,
    "oracle_put": lambda t, legal, v: _worst(t, legal),
    "give_oracle": _give_oracle,
}
