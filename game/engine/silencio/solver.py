"""The Silencio ceiling: an all-seeing solver, for measurement only (never a player).

It reads the true state (every hand, the deck order, the generator behind random plays) and
searches the whole team's moves depth first for the fewest cards left, stopping at the first
perfect line. States at the start of a turn are remembered (a transposition table), moves are
tried in a promising order (the card that follows its row first, passing and shrines last),
and a node limit per deal keeps the bench bounded: a deal is *settled* when a perfect line was
found or the search ran to the end; otherwise its figure is the best line found (an upper
bound on the fewest cards left).

The model mirrors the engine action for action (``Move`` turns into an engine action), so a
line it finds replays in ``SilencioState`` to the same count; the tests check that. It covers
the declared default options; other options raise ``ValueError``.

Over 500 lines on purpose: one search. ``Model`` holds the rules replayed move for move (each
move, the position after it, the order to try them) with the searches that walk them (limited
discrepancy, then exact); the two change together, and the tests replay its lines in the
engine.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import product
from typing import Any

from .cards import CARD_COLOR, CARD_RANK, COLORS, DARK_EFFECT, LIGHT_EFFECT, card_id
from .state import SilencioState

Move = tuple[Any, ...]
# Options the model implements (the declared defaults); others change rules it does not model.
MODELLED = {
    "tavern": False,
    "shrine_needs_play": True,
    "empty_hand_plays_face_up": False,
    "others_face_up_last_card": False,
    "face_up_in_swaps": True,
}
SHRINE_NAMES = ("large", *COLORS)
# Bumped by any change to what the search finds (not by one that only makes it faster): the
# bench keeps solved deals in a cache under this number.
CEILING_VERSION = 1
# The ordering's guess of a dark effect's harm, in cards.
DARK_HARM = {"give_oracle": 1.0, "must_green": 1.5, "random_play": 0.5, "skip_light": 0.2}


def code(card: str) -> int:
    """Cards as small ints that sort like the engine's canonical order."""
    return COLORS.index(CARD_COLOR[card]) * 16 + CARD_RANK[card]


def name(c: int) -> str:
    return card_id(COLORS[c >> 4], c & 15)


def bit(c: int) -> int:
    return 1 << c


def cards_in(mask: int) -> list[int]:
    """The card codes in a set of cards held as a bit mask, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def mask_of(cards: Iterable[int]) -> int:
    return sum(1 << c for c in cards)


def top_rank(row: Sequence[int]) -> int:
    """A row's top rank (1 for an empty row: any card goes on it)."""
    return row[-1] if row else 1


# ABOVE[col][top]: the cards of row ``col`` that go above a top rank of ``top``.
ABOVE = [
    [mask_of(col * 16 + r for r in range(top + 1, 16)) for top in range(16)] for col in range(4)
]


def shrine_choices(lit: tuple[bool, ...]) -> list[Move]:
    """The shrine moves open with ``lit`` shrines (the large one names a colour)."""
    out: list[Move] = [("shrine", i + 1, i) for i in range(4) if lit[i + 1]]
    if lit[0]:
        out += [("shrine", 0, col) for col in range(4)]
    return out


# Every set of lit shrines, looked up (the lists are shared: never changed in place).
SHRINE_MOVES = {lit: shrine_choices(lit) for lit in product((False, True), repeat=5)}


class Node:
    """One position of the compact model. Hands and face-up cards are bit masks over card
    codes (a set test is one ``&``); rows, oracle, deck and lit shrines are tuples, so a child
    copies three short lists and shares the rest."""

    __slots__ = (
        "n", "phase", "hands", "fu", "rows", "oracle", "deck", "lit", "mg", "sd", "sl", "rp",
        "seat", "stage", "played", "shrine", "passes", "dec", "rhist", "passer", "done",
        "above", "allh",
    )  # fmt: skip

    def copy(self) -> Node:
        o = Node.__new__(Node)
        o.n, o.phase = self.n, self.phase
        o.hands = self.hands[:]
        o.fu = self.fu[:]
        o.rows = self.rows[:]
        o.oracle, o.deck, o.lit = self.oracle, self.deck, self.lit
        o.mg, o.sd, o.sl, o.rp = self.mg, self.sd, self.sl, self.rp
        o.seat, o.stage, o.played, o.shrine = self.seat, self.stage, self.played, self.shrine
        o.passes, o.dec, o.rhist = self.passes, self.dec, self.rhist
        o.passer, o.done = self.passer, self.done
        o.above, o.allh = self.above, self.allh
        return o

    def held(self, s: int) -> int:
        return (self.hands[s] | self.fu[s]).bit_count()

    def left(self) -> int:
        return self.allh.bit_count()

    def set_top(self, col: int, row: tuple[int, ...]) -> None:
        """Row ``col`` becomes ``row`` (``above`` follows its top)."""
        old = self.rows[col]
        self.above ^= ABOVE[col][top_rank(old)] ^ ABOVE[col][top_rank(row)]
        self.rows[col] = row

    def key(self) -> tuple:
        return (
            self.seat,
            tuple(self.hands),
            tuple(self.fu),
            tuple(self.rows),
            tuple(sorted(self.oracle)),
            len(self.deck),
            self.lit,
            self.mg,
            self.sd,
            self.sl,
            self.rp,
            self.passes,
            self.rhist,
        )


class Model:
    """The rules of one deal (effects by colour, top rank, the generator) and the search."""

    def __init__(self, state: SilencioState) -> None:
        for option, value in MODELLED.items():
            if state.options[option] != value:
                raise ValueError(f"the solver models {option}={value!r} only")
        self.n = state.num_players
        self.high = state.table_row.high
        self.light = [LIGHT_EFFECT[state.effect_map[c]] for c in COLORS]
        self.dark = [DARK_EFFECT[state.effect_map[c]] for c in COLORS]
        self.green = COLORS.index(state.green)
        self.blue = self.light.index("take_back")
        self._rng_states: dict[tuple[int, ...], Any] = {(): state.rng.getstate()}
        self._rng = random.Random(0)  # replays the states above
        self._draws: dict[tuple[int, ...], int] = {}  # the index each draw history gave
        node = Node.__new__(Node)
        node.n = self.n
        node.phase = state.phase
        node.hands = [mask_of(map(code, h)) for h in state.hands]
        node.fu = [mask_of(map(code, f)) for f in state.face_up]
        node.rows = [tuple(CARD_RANK[c] for c, _ in state.rows[col]) for col in COLORS]
        node.oracle = tuple(code(c) for c in state.oracle)
        node.deck = tuple(code(c) for c in state.deck)
        node.lit = tuple(state.lit[s] for s in SHRINE_NAMES)
        # Derived, kept up to date by the moves: the cards that go above their row's top
        # (whatever the green lock says) and every card a player holds.
        node.above = 0
        for col, row in enumerate(node.rows):
            node.above |= ABOVE[col][top_rank(row)]
        node.allh = mask_of(code(c) for h in state.hands + state.face_up for c in h)
        node.mg, node.sd = state.must_green, state.skip_dark
        node.sl, node.rp = state.skip_light, state.random_pending
        node.seat, node.stage = state.turn_seat, state.stage
        node.played, node.shrine = state.turn_played, state.turn_shrine
        node.passes, node.dec, node.rhist = state.passes_in_row, None, ()
        node.passer, node.done = 0, 0
        if state.phase == "passing":
            node.passer, node.done = state.passer, state.passes_done
            node.seat = state.start_player
        if state.decision is not None:
            node.dec = self._decision(state.decision)
        self.root = node

    @staticmethod
    def _decision(d: Any) -> tuple[str, int, Any]:
        """The model's pending choice for the engine's ``Decision``."""
        kind = d.kind
        if kind == "take_back":
            return (kind, d.seat, COLORS.index(d["color"]))
        if kind == "swap_action":
            return (kind, d["named"], d["named"])
        if kind == "swap_return":
            return (kind, d.seat, d["named"])
        return (kind, d.seat, None)

    # ---- rules -----------------------------------------------------------------------
    def top(self, st: Node, col: int) -> int:
        return top_rank(st.rows[col])

    def can(self, st: Node, c: int) -> bool:
        col = c >> 4
        if st.mg and col != self.green:
            return False
        return (c & 15) > self.top(st, col)

    def allowed(self, st: Node) -> int:
        """The cards that could be played now (the innermost test), as a mask."""
        if st.mg:
            return ABOVE[self.green][top_rank(st.rows[self.green])]
        return st.above

    def plays(self, st: Node, s: int) -> tuple[list[int], list[int]]:
        allowed = self.allowed(st)
        own = cards_in(st.hands[s] & allowed) + cards_in(st.fu[s] & allowed)
        others: list[int] = []
        if st.hands[s] | st.fu[s]:
            for o in range(st.n):
                if o != s and st.fu[o]:
                    others += cards_in(st.fu[o] & allowed)
        return own, others

    def anyone_can_play(self, st: Node) -> bool:
        """Can any seat play? (A face-up card is playable by its owner, so: is any held card
        playable.)"""
        return bool(st.allh & self.allowed(st))

    def moves(self, st: Node) -> list[Move]:
        """The legal moves, in the order the search tries them."""
        if st.phase == "start":
            return [("start", s) for s in range(st.n)]
        if st.phase == "passing":
            return [("pass_card", c) for c in cards_in(st.hands[st.passer])]
        if st.dec is not None:
            return self.decision_moves(st)
        if st.stage == "end":
            return [("end",), *self.shrine_moves(st)]
        s = st.seat
        own, others = self.plays(st, s)
        if st.stage == "play":
            return self.ordered_plays(st, own + others)
        if st.rp and st.hands[s] & self.allowed(st):
            out: list[Move] = [("random",)]
        else:
            out = self.ordered_plays(st, own + others)
        if not (own or (st.shrine and others)):
            out.append(("pass",))
        return out + self.shrine_moves(st, bool(own or others))

    def ordered_plays(self, st: Node, cards: list[int]) -> list[Move]:
        if len(cards) < 2:
            return [("play", c) for c in cards]
        held = st.allh
        return [("play", c) for c in sorted(set(cards), key=lambda c: self.play_cost(st, c, held))]

    def play_cost(self, st: Node, c: int, held: int) -> float:
        """The search's guess of what a play costs: held cards jumped over (lost unless taken
        back) and the harm of its dark effect."""
        col, rank = c >> 4, c & 15
        top = self.top(st, col)
        jumped = (held >> (col * 16 + top + 1)) & ((1 << max(0, rank - top - 1)) - 1)
        cost = 3.0 * jumped.bit_count()
        if rank - top == 1 and not st.sd and st.held(st.seat) > 1:
            cost += DARK_HARM[self.dark[col]] * (rank != self.high or col != self.green)
        return cost + 0.01 * (rank - top)

    def shrine_moves(self, st: Node, can_play: bool | None = None) -> list[Move]:
        """Shrines the seat may take now (at a turn's start only if it can play: ``can_play``
        when the caller knows it)."""
        if st.shrine:
            return []
        if st.stage == "start":
            if can_play is None:
                can_play = any(self.plays(st, st.seat))
            if not can_play:
                return []
        return SHRINE_MOVES[st.lit]

    def decision_moves(self, st: Node) -> list[Move]:
        kind, seat, info = st.dec
        if kind == "skip_dark":
            return [("use",), ("decline",)]
        if kind == "take_back":
            return [("decline",)] + [
                ("take_back", col) for col in range(4) if col != info and st.rows[col]
            ]
        if kind == "face_up":
            return [("decline",)] + [("face_up", c) for c in cards_in(st.hands[seat])]
        if kind == "swap_name":
            return [("decline",)] + [("name", s) for s in range(st.n)]
        if kind == "swap_action":
            return [("swap_action", a) for a in self.swap_possible(st, info)]
        if kind == "swap_give":
            cards = cards_in(st.hands[seat] | st.fu[seat])
            return [("swap_give", c, t) for c in cards for t in range(st.n) if t != seat]
        if kind == "swap_return":
            return [("swap_return", c) for c in cards_in(st.hands[seat] | st.fu[seat])]
        if kind == "oracle_take":
            return [("oracle_take", c) for c in st.oracle]
        if kind == "oracle_put":
            return [("oracle_put", c) for c in cards_in(st.hands[seat] | st.fu[seat])]
        if kind == "give_oracle":
            return [("give_oracle", c, t) for c in st.oracle for t in range(st.n) if t != seat]
        raise AssertionError(kind)

    def swap_possible(self, st: Node, named: int) -> list[str]:
        out = ["player"] if st.held(named) else []
        if st.oracle:
            out.append("oracle")
        return out + ["renew"]

    def child(self, st: Node, move: Move) -> Node:
        st = st.copy()
        kind = move[0]
        if kind == "start":
            st.phase, st.passer = "passing", move[1]
            st.seat = move[1]  # the start player, kept until the passing is done
        elif kind == "pass_card":
            giver, c = st.passer, move[1]
            to = (giver + 1) % st.n
            st.hands[giver] &= ~bit(c)
            st.hands[to] |= bit(c)
            st.done += 1
            if st.done < st.n:
                st.passer = to
            else:
                st.phase = "play"
                self.begin(st, st.seat)
        elif kind == "play":
            self.play(st, move[1])
        elif kind == "random":
            hand = cards_in(st.hands[st.seat])
            c = hand[self.draw(st, len(hand))]
            if self.can(st, c):
                self.play(st, c)
            else:
                st.stage = "play"
        elif kind in ("pass", "end"):
            self.finish(st)
        elif kind == "shrine":
            st.lit = tuple(lit and i != move[1] for i, lit in enumerate(st.lit))
            st.shrine = True
            self.effect(st, self.light[move[2]], move[2], card=False)
        else:
            self.decide(st, move)
        return st

    def draw(self, st: Node, size: int) -> int:
        """The engine's ``rng.choice`` over a hand of ``size``: the same generator, replayed."""
        after = (*st.rhist, size)
        index = self._draws.get(after)
        if index is None:  # a draw not seen yet in this search
            rng = self._rng
            rng.setstate(self._rng_states[st.rhist])
            index = self._draws[after] = rng._randbelow(size)  # what random.choice does
            self._rng_states[after] = rng.getstate()
        st.rhist = after
        return index

    def begin(self, st: Node, seat: int) -> None:
        st.seat, st.stage = seat, "start"
        st.played = st.shrine = False

    def play(self, st: Node, c: int) -> None:
        s, b = st.seat, bit(c)
        if st.hands[s] & b:
            st.hands[s] ^= b
            owner = s
        else:
            owner = next(o for o in range(st.n) if st.fu[o] & b)
            st.fu[owner] ^= b
        st.allh ^= b
        col, rank = c >> 4, c & 15
        dark = rank - self.top(st, col) == 1
        st.set_top(col, (*st.rows[col], rank))
        effect = self.dark[col] if dark else self.light[col]
        if dark:
            last_card = st.held(s) == 0 and owner == s
            top_green = effect == "must_green" and rank == self.high
            happens = not (last_card or top_green or st.sd)
        else:
            happens = not st.sl
        st.mg = st.sd = st.sl = st.rp = False
        st.played, st.stage = True, "end"
        if happens:
            self.effect(st, effect, col, card=True)
        else:
            self.effect_done(st)

    def effect(self, st: Node, effect: str, col: int, card: bool) -> None:
        s = st.seat
        if effect == "skip_light":
            st.sl = True
        elif effect == "random_play":
            st.rp = True
        elif effect == "must_green":
            st.mg = True
        elif effect == "give_oracle":
            if st.oracle:
                st.dec = ("give_oracle", s, None)
        elif effect == "skip_dark":
            if card:
                st.dec = ("skip_dark", s, None)
            else:
                st.sd = True
        elif effect == "take_back":
            if any(st.rows[c] for c in range(4) if c != col):
                st.dec = ("take_back", s, col)
        elif effect == "face_up":
            if st.hands[s]:
                st.dec = ("face_up", s, None)
        elif effect == "swap":
            st.dec = ("swap_name", s, None)
        if st.dec is None:
            self.effect_done(st)

    def decide(self, st: Node, move: Move) -> None:
        kind = move[0]
        _, seat, info = st.dec
        st.dec = None
        if kind == "use":
            st.sd = True
        elif kind == "take_back":
            col = move[1]
            row = st.rows[col]
            st.set_top(col, row[:-1])
            st.hands[seat] |= bit(col * 16 + row[-1])
            st.allh |= bit(col * 16 + row[-1])
        elif kind == "face_up":
            st.hands[seat] ^= bit(move[1])
            st.fu[seat] |= bit(move[1])
        elif kind == "give_oracle":
            st.oracle = without(st.oracle, move[1])
            st.hands[move[2]] |= bit(move[1])
            st.allh |= bit(move[1])
            if st.deck:
                st.oracle, st.deck = (*st.oracle, st.deck[-1]), st.deck[:-1]
        elif kind == "name":
            possible = self.swap_possible(st, move[1])
            if len(possible) == 1:
                self.start_swap(st, move[1], possible[0])
            else:
                st.dec = ("swap_action", move[1], move[1])
            return
        elif kind == "swap_action":
            self.start_swap(st, info, move[1])
            return
        elif kind == "swap_give":
            self.take(st, seat, move[1])
            st.hands[move[2]] |= bit(move[1])
            st.dec = ("swap_return", move[2], seat)
            return
        elif kind == "swap_return":
            self.take(st, seat, move[1])
            st.hands[info] |= bit(move[1])
        elif kind == "oracle_take":
            st.oracle = without(st.oracle, move[1])
            st.hands[seat] |= bit(move[1])
            st.allh |= bit(move[1])
            st.dec = ("oracle_put", seat, None)
            return
        elif kind == "oracle_put":
            self.take(st, seat, move[1])
            st.allh ^= bit(move[1])
            st.oracle = (*st.oracle, move[1])
        self.effect_done(st)

    def start_swap(self, st: Node, named: int, which: str) -> None:
        if which == "player":
            st.dec = ("swap_give", named, None)
        elif which == "oracle":
            st.dec = ("oracle_take", named, None)
        else:
            keep = len(st.deck) - min(st.n, len(st.deck))
            st.oracle, st.deck = st.deck[keep:][::-1], st.deck[:keep]  # drawn from the top
            self.effect_done(st)

    def take(self, st: Node, seat: int, c: int) -> None:
        if st.hands[seat] & bit(c):
            st.hands[seat] ^= bit(c)
        else:
            st.fu[seat] ^= bit(c)

    def effect_done(self, st: Node) -> None:
        if st.stage == "end" and (st.left() == 0 or not self.shrine_moves(st)):
            self.finish(st)

    def finish(self, st: Node) -> None:
        st.passes = 0 if (st.played or st.shrine) else st.passes + 1
        if st.left() == 0 or st.passes >= st.n:
            st.phase = "over"
            return
        self.begin(st, (st.seat + 1) % st.n)
        if not self.anyone_can_play(st):
            st.phase = "over"

    # ---- search ----------------------------------------------------------------------
    def solve(self, node_limit: int, discrepancies: int = 3) -> Ceiling:
        """Limited-discrepancy passes first (perfect lines near the ordering are found
        fast), then a plain exhaustive search with what is left of the node budget."""
        self.nodes, self.limit = 0, node_limit
        self.best, self.best_line, self.path = 10**6, [], []
        self.failed: dict[tuple, int] = {}
        for k in range(discrepancies + 1):
            if self.nodes >= self.limit or self.lds(self.root, k):
                break
        settled = self.best == 0
        if not settled and self.nodes < self.limit:
            self.memo: dict[tuple, int] = {}
            self.aborted = False
            self.exact(self.root)
            settled = self.best == 0 or not self.aborted
        return Ceiling(self.best, settled, self.nodes, self.best_line)

    def evaluate(self, st: Node, node_limit: int, discrepancies: int = 1) -> int:
        """The fewest cards left found below ``st`` within ``node_limit`` (for look-ahead)."""
        self.nodes, self.limit = 0, node_limit
        self.best, self.best_line, self.path = 10**6, [], []
        self.failed = {}
        for k in range(discrepancies + 1):
            if self.nodes >= self.limit or self.lds(st, k):
                break
        return self.best

    def move_for(self, action: dict[str, Any]) -> Move:
        """The model move for an engine action at the root."""
        kind = action["type"]
        if kind == "play":
            return ("play", code(action["card"]))
        if kind == "take_shrine":
            shrine = SHRINE_NAMES.index(action["shrine"])
            return ("shrine", shrine, COLORS.index(action.get("color", action["shrine"])))
        simple = {"play_random": ("random",), "pass": ("pass",), "end_turn": ("end",)}
        if kind in simple:
            return simple[kind]
        for move in self.moves(self.root):
            if self.action(move) == action:
                return move
        raise ValueError(f"no model move for {action}")

    def leaf(self, st: Node) -> int:
        left = st.left()
        if left < self.best:
            self.best, self.best_line = left, list(self.path)
        return left

    def lds(self, st: Node, k: int) -> bool:
        """A perfect line with at most ``k`` moves off the ordering's first choice?"""
        if st.phase == "over":
            return self.leaf(st) == 0
        key = st.key() if st.dec is None and st.stage == "start" else None
        if key is not None and self.failed.get(key, -1) >= k:
            return False
        for i, move in enumerate(self.moves(st)):
            if i > k or (i and self.nodes >= self.limit):
                break
            self.nodes += 1
            self.path.append(move)
            found = self.lds(self.child(st, move), k - i)
            self.path.pop()
            if found:
                return True
        if key is not None and self.nodes < self.limit:
            self.failed[key] = k
        return False

    def exact(self, st: Node) -> int:
        """The fewest cards left below ``st`` (exact unless the node budget ran out)."""
        if st.phase == "over":
            return self.leaf(st)
        key = st.key() if st.phase == "play" and st.dec is None and st.stage == "start" else None
        if key is not None and key in self.memo:
            return self.memo[key]
        best = 10**6
        complete = not self.aborted
        for move in self.moves(st):
            self.nodes += 1
            if self.nodes > self.limit:
                self.aborted = True
            if self.aborted and best < 10**6:
                break
            self.path.append(move)
            best = min(best, self.exact(self.child(st, move)))
            self.path.pop()
            if self.best == 0:
                break
        if key is not None and complete and not self.aborted:
            self.memo[key] = best  # exact: the subtree was searched to its end
        return best

    def action(self, move: Move) -> dict[str, Any]:
        """The engine action for a model move."""
        kind = move[0]
        simple = {"random": "play_random", "pass": "pass", "end": "end_turn"}
        if kind in simple:
            return {"type": simple[kind]}
        if kind in ("use", "decline"):
            return {"type": {"use": "use_effect", "decline": "decline"}[kind]}
        if kind == "start":
            return {"type": "take_start", "seat": move[1]}
        if kind == "shrine":
            shrine = SHRINE_NAMES[move[1]]
            out: dict[str, Any] = {"type": "take_shrine", "shrine": shrine}
            if shrine == "large":
                out["color"] = COLORS[move[2]]
            return out
        if kind == "take_back":
            return {"type": "take_back", "row": COLORS[move[1]]}
        if kind == "name":
            return {"type": "name_player", "seat": move[1]}
        if kind == "swap_action":
            return {"type": "swap_action", "action": move[1]}
        if kind in ("swap_give", "give_oracle"):
            return {"type": kind, "card": name(move[1]), "to": move[2]}
        return {"type": kind, "card": name(move[1])}


def without(cards: tuple[int, ...], c: int) -> tuple[int, ...]:
    i = cards.index(c)
    return cards[:i] + cards[i + 1 :]


@dataclass
class Ceiling:
    """What the solver found for one deal."""

    cards_left: int  # the fewest found (exact when settled)
    settled: bool  # perfect found, or the whole tree searched
    nodes: int
    line: list[Move]  # moves reaching ``cards_left`` (complete for a perfect deal)


def solve_deal(players: int, seed: int, node_limit: int = 20_000) -> Ceiling:
    """The ceiling of the deal ``seed`` with the default options, from the start card on."""
    from . import DEFAULT_OPTIONS

    return Model(SilencioState(players, seed, dict(DEFAULT_OPTIONS))).solve(node_limit)
