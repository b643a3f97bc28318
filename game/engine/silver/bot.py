"""Silver's computer player: decides from its own view and its own memory only.

Its memory is built from its log (``ctx.log``): the cards it looked at (private "saw"
events) and the cards shown to the whole table (slid forward in a failed set). The level
decides how long a face-down card stays remembered: "perfect" never forgets, "good"
forgets after some turns, "forgetful" after about a turn. Face-up cards it reads from the
view; a face-down value the view shows (memory "assist", or "just seen") it does not use,
so its play is the same in both memory modes.
"""

from __future__ import annotations

from typing import Any

from ..common import Action, BotInput
from .cards import COPIES

LEVELS = ("forgetful", "good", "perfect")
# How many log entries a face-down card stays remembered, by level (None: forever), and
# how much that span varies from card to card (a share of it, drawn per memory).
HORIZON: dict[str, int | None] = {"forgetful": 6, "good": 25, "perfect": None}
HORIZON_SPREAD = 0.5
CALL_MARGIN = 3.0  # call when the own estimate beats every other by this much...
CALL_MARGIN_PER_UNKNOWN = 2.0  # ...plus this for each own card of unknown value
TAKE_GAIN = 3.0  # take a public card when it lowers the village by at least this much
EXCHANGE_GAIN = 2.0  # exchange a drawn card rather than discard it, at least this gain
STEAL_GAIN = 3.0  # a Robber or Witch move worth making
SKILLED_ABILITIES = {"empath", "bodyguard", "rascal"}


class Mind:
    """What the bot believes: values it knows, and an estimate for every other card."""

    def __init__(self, ctx: BotInput) -> None:
        self.ctx = ctx
        self.seat = ctx.seat
        self.t = ctx.table
        self.memory = remembered(ctx)
        known: dict[int, int] = {}
        for card in self.all_cards():
            if card["face_up"] and card["value"] is not None:
                known[card["id"]] = card["value"]
        for card in self.t["hand"]["cards"]:
            if card["value"] is not None and (
                card["face_up"] or self.t["hand"]["seat"] == self.seat
            ):
                known[card["id"]] = card["value"]
        for tag, value in self.memory.items():
            known.setdefault(tag, value)
        self.known = known
        pool = dict(COPIES)
        for value in known.values():
            pool[value] -= 1
        left = sum(max(0, n) for n in pool.values())
        self.mean = sum(v * max(0, n) for v, n in pool.items()) / left if left else 6.5
        self.pool = pool

    def all_cards(self) -> list[dict[str, Any]]:
        t = self.t
        out = [c for v in t["villages"] for c in v] + t["display"] + t["discard"]
        if t["deck"]["top"]:
            out.append(t["deck"]["top"])
        return out

    def est(self, tag: int) -> float:
        return float(self.known[tag]) if tag in self.known else self.mean

    def village(self, seat: int) -> list[dict[str, Any]]:
        return self.t["villages"][seat]

    def total(self, seat: int) -> float:
        return sum(self.est(c["id"]) for c in self.village(seat))

    def unknown_own(self) -> list[int]:
        return [c["id"] for c in self.village(self.seat) if c["id"] not in self.known]

    def name(self, tag: int) -> str | None:
        value = self.known.get(tag)
        return None if value is None else self.t["names"][value]


def remembered(ctx: BotInput) -> dict[int, int]:
    """Face-down values the bot still remembers this round, degraded by its level."""
    log = ctx.log
    start = max((i for i, e in enumerate(log) if e["type"] == "round_start"), default=0)
    horizon = HORIZON.get(ctx.level or "good", HORIZON["good"])
    out: dict[int, int] = {}
    end = len(log)
    for i in range(start, end):
        e = log[i]
        if e["type"] == "saw" and e.get("private"):
            pairs = [(e["card"], e["value"])]
        elif e["type"] == "set_shown" and not e["matched"]:
            pairs = list(zip(e["cards"], e["values"], strict=True))
        else:
            continue
        for tag, value in pairs:
            if horizon is not None:
                spread = ((tag * 2654435761 + i * 40503) % 1000) / 1000
                span = horizon * (1 - HORIZON_SPREAD + 2 * HORIZON_SPREAD * spread)
                if end - i > span:
                    continue
            out[tag] = value
    return out


def bot(ctx: BotInput) -> Action:
    """One of ``ctx.actions``, chosen from the seat's view and memory."""
    actions = ctx.actions
    if len(actions) == 1:
        return actions[0]
    mind = Mind(ctx)
    d = ctx.table["decision"]
    kind = d["kind"] if d else ctx.table["stage"]
    choice = DECIDERS.get(kind, _first)(mind, actions, d)
    return choice if choice is not None else actions[0]


def _first(mind: Mind, actions: list[Action], d: Any) -> Action:
    return actions[0]


def _of(actions: list[Action], kind: str) -> list[Action]:
    return [a for a in actions if a["type"] == kind]


def _find(actions: list[Action], **facts: Any) -> Action | None:
    for a in actions:
        if all(a.get(k) == v for k, v in facts.items()):
            return a
    return None


# ---- the turn ---------------------------------------------------------------------------------
def peek(mind: Mind, actions: list[Action], d: Any) -> Action:
    return mind.ctx.rng.choice(actions)


def turn(mind: Mind, actions: list[Action], d: Any) -> Action | None:
    me = mind.seat
    call = _find(actions, type="call")
    if call is not None and should_call(mind):
        return call
    empath = _of(actions, "empath")
    unknown = set(mind.unknown_own())
    for a in empath:
        if a["card"] in unknown:
            return a
    guard = guard_choice(mind, actions)
    if guard is not None:
        return guard
    amulet = _of(actions, "amulet")
    if amulet and call is None:
        best = min(amulet, key=lambda a: mind.est(a["card"]))
        if mind.est(best["card"]) <= 3:
            return best
    if _find(actions, type="end") is not None:
        return _find(actions, type="end")
    worst = max((mind.est(c["id"]) for c in mind.village(me)), default=0.0)
    take = _find(actions, type="take")
    top = mind.t["discard"][-1] if mind.t["discard"] else None
    best_public: tuple[float, Action] | None = None
    if take is not None and top is not None:
        best_public = (worst - top["value"], take)
    for a in actions:
        if a["type"] == "draw" and "card" in a:
            gain = worst - mind.known.get(a["card"], 13)
            if best_public is None or gain > best_public[0]:
                best_public = (gain, a)
    if best_public is not None and best_public[0] >= TAKE_GAIN:
        return best_public[1]
    return _find(actions, type="draw")


def should_call(mind: Mind) -> bool:
    mine = mind.total(mind.seat)
    others = [mind.total(s) for s in range(len(mind.t["villages"])) if s != mind.seat]
    margin = CALL_MARGIN + CALL_MARGIN_PER_UNKNOWN * len(mind.unknown_own())
    return mine + margin <= min(others)


def guard_choice(mind: Mind, actions: list[Action]) -> Action | None:
    guards = _of(actions, "guard")
    if not guards:
        return None
    village = {c["id"]: c for c in mind.village(mind.seat)}
    for a in guards:
        if village[a["bodyguard"]]["guards"] is not None:
            return None  # already guarding something: keep it
    return min(guards, key=lambda a: mind.est(a["card"]))


# ---- the new card ------------------------------------------------------------------------------
def best_exchange(mind: Mind, new_value: float, cards: list[int]) -> tuple[float, list[int]]:
    """The best single exchange or known set among ``cards``: (gain, cards to give)."""
    best: tuple[float, list[int]] = (-99.0, [])
    for tag in cards:
        gain = mind.est(tag) - new_value
        if gain > best[0]:
            best = (gain, [tag])
    groups: dict[int, list[int]] = {}
    wild: list[int] = []
    for tag in cards:
        value = mind.known.get(tag)
        if value is None:
            continue
        if value == 13:
            wild.append(tag)
        groups.setdefault(value, []).append(tag)
    for value, tags in groups.items():
        group = tags + ([t for t in wild if t not in tags] if value != 13 else [])
        if len(group) >= 2:
            gain = sum(mind.known[t] for t in group) - new_value
            if gain > best[0]:
                best = (gain, group)
    return best


def new_card_value(mind: Mind, d: Any) -> float:
    return mind.est(d["card"]) if d["card"] in mind.known else mind.mean


def new_card(mind: Mind, actions: list[Action], d: Any) -> Action | None:
    cards = [a["card"] for a in _of(actions, "exchange")]
    value = new_card_value(mind, d)
    gain, give = best_exchange(mind, value, cards)
    discard = _find(actions, type="discard")
    if discard is not None and (not give or gain < EXCHANGE_GAIN):
        return discard
    if not give:
        return None
    if len(give) == 1:
        return _find(actions, type="exchange", card=give[0])
    order = sorted(give, key=lambda t: [c["id"] for c in mind.village(mind.seat)].index(t))
    return _find(actions, type="mark", card=order[0])


def set_step(mind: Mind, actions: list[Action], d: Any) -> Action | None:
    marked = d["marked"]
    cards = [c["id"] for c in mind.village(mind.seat) if not c["amulet"]]
    _, give = best_exchange(mind, new_card_value(mind, d), cards)
    if set(marked) <= set(give):
        for tag in sorted(give, key=cards.index):
            if tag not in marked:
                step = _find(actions, type="mark", card=tag)
                if step is not None:
                    return step
    return _find(actions, type="confirm") or _find(actions, type="cancel")


def place(mind: Mind, actions: list[Action], d: Any) -> Action:
    return actions[0]


def end_choice(mind: Mind, actions: list[Action], d: Any) -> Action | None:
    return _find(actions, end="right")


# ---- the Rascal ----------------------------------------------------------------------------------
def rascal(mind: Mind, actions: list[Action], d: Any) -> Action | None:
    shown = [a for a in actions if a["type"] == "draw" and "card" in a]
    low = [a for a in shown if mind.known.get(a["card"], 13) <= 3]
    if low:
        return low[0]
    return _find(actions, type="draw") or _find(actions, type="skip")


def keep(mind: Mind, actions: list[Action], d: Any) -> Action:
    return min(actions, key=lambda a: mind.est(a["card"]))


# ---- abilities ----------------------------------------------------------------------
def _own_unknown_first(mind: Mind, actions: list[Action], kind: str) -> Action | None:
    unknown = set(mind.unknown_own())
    own = {c["id"] for c in mind.village(mind.seat)}
    options = _of(actions, kind)
    for a in options:
        if a["card"] in unknown:
            return a
    for a in options:
        if a["card"] in own and mind.known.get(a["card"]) in (2, 3, 4) and kind == "flip":
            return a
    return None


def exposer(mind: Mind, actions: list[Action], d: Any) -> Action | None:
    return _own_unknown_first(mind, actions, "flip") or _find(actions, type="skip")


def beholder(mind: Mind, actions: list[Action], d: Any) -> Action | None:
    return _own_unknown_first(mind, actions, "look") or _find(actions, type="skip")


def apprentice(mind: Mind, actions: list[Action], d: Any) -> Action | None:
    options = [a for a in _of(actions, "look") if a["card"] not in mind.known]
    if not options:
        return _find(actions, type="skip")
    sizes = {c["id"]: len(v) for v in mind.t["villages"] for c in v}
    return min(options, key=lambda a: sizes.get(a["card"], 99))


def seer(mind: Mind, actions: list[Action], d: Any) -> Action | None:
    return _own_unknown_first(mind, actions, "look") or apprentice(mind, actions, d)


def master(mind: Mind, actions: list[Action], d: Any) -> Action | None:
    worst = max(mind.est(c["id"]) for c in mind.village(mind.seat))
    takes = _of(actions, "take")
    if takes:
        best = min(takes, key=lambda a: mind.est(a["card"]))
        if worst - mind.est(best["card"]) >= TAKE_GAIN:
            return best
    return _find(actions, type="skip")


def witch(mind: Mind, actions: list[Action], d: Any) -> Action | None:
    return _find(actions, type="look_deck") or _find(actions, type="skip")


def witch_swap(mind: Mind, actions: list[Action], d: Any) -> Action | None:
    top = mind.t["deck"]["top"]
    value = mind.known.get(top["id"]) if top else None
    swaps = _of(actions, "swap")
    if value is None or not swaps:
        return _find(actions, type="skip") or (swaps[0] if swaps else None)
    own = {c["id"] for c in mind.village(mind.seat)}
    mine = [a for a in swaps if a["card"] in own]
    theirs = [a for a in swaps if a["card"] not in own]
    if mine:
        worst = max(mine, key=lambda a: mind.est(a["card"]))
        if mind.est(worst["card"]) - value >= STEAL_GAIN:
            return worst
    if theirs:
        lowest = min(theirs, key=lambda a: mind.known.get(a["card"], 99))
        if lowest["card"] in mind.known and value - mind.known[lowest["card"]] >= STEAL_GAIN:
            return lowest
    return _find(actions, type="skip") or swaps[0]


def robber(mind: Mind, actions: list[Action], d: Any) -> Action | None:
    gives = _of(actions, "give")
    if not gives:
        return _find(actions, type="skip")
    give = max(gives, key=lambda a: mind.est(a["card"]))
    target = _steal_target(mind, mind.est(give["card"]))
    return give if target is not None else _find(actions, type="skip")


def _steal_target(mind: Mind, give_value: float) -> int | None:
    best: tuple[float, int] | None = None
    for s, village in enumerate(mind.t["villages"]):
        if s == mind.seat:
            continue
        for c in village:
            if c["protected"] or c["amulet"]:
                continue
            gain = give_value - mind.est(c["id"])
            if best is None or gain > best[0]:
                best = (gain, c["id"])
    return best[1] if best is not None and best[0] >= STEAL_GAIN else None


def robber_steal(mind: Mind, actions: list[Action], d: Any) -> Action | None:
    target = _steal_target(mind, mind.est(d["give"]))
    steals = _of(actions, "steal")  # never "back": its mind is made up
    found = _find(steals, card=target) if target is not None else None
    return found or min(steals, key=lambda a: mind.est(a["card"]))


def round_end(mind: Mind, actions: list[Action], d: Any) -> Action:
    return actions[0]


DECIDERS = {
    "peek": peek,
    "turn": turn,
    "round_end": round_end,
    "new_card": new_card,
    "set": set_step,
    "place": place,
    "end": end_choice,
    "penalty": end_choice,
    "rascal": rascal,
    "keep": keep,
    "exposer": exposer,
    "revealer": exposer,
    "beholder": beholder,
    "apprentice": apprentice,
    "seer": seer,
    "master": master,
    "witch": witch,
    "witch_swap": witch_swap,
    "robber": robber,
    "robber_steal": robber_steal,
}


def random_bot(ctx: BotInput) -> Action:
    """Uniformly random legal play: the yardstick in the benchmark."""
    return ctx.rng.choice(ctx.actions)
