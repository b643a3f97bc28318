"""What the table has learned about hidden hands from the rules, and dealing again by it.

Some moves are allowed only when a hand holds (or lacks) a card that can be placed, so making
them tells the whole table something about cards nobody else has seen:

- a pass, or a card played from elsewhere while a random play is pending (it is offered only
  when no hidden card fits): none of that player's hidden cards could be placed ("none");
- a random draw that missed: the hand held a card that could be placed (the draw is offered
  only then) and one that could not (the card drawn, still in the hand) ("some", one seat);
- a shrine taken at the start of a turn ("No shrine when passing") or a Tavern statement
  before playing (without "Tavern when passing") while no face-up card could be played: a
  hidden card of that player could be placed ("some", one seat);
- a new turn began, which happens only while someone can play: with no face-up card to
  play, some hidden hand held a card that could be placed ("some", every seat).

Facts are public, kept in the state as they are learned and respected by every re-deal
(``redeal``: the engine's ``resample_secrets`` and the look-ahead's samples, whose team
conventions come in as extra exclusions). A fact stays while it must still be true: a "none"
fact until a card joins that hand unseen by some seat (the newcomer might be anything), a
"some" fact until a card that might be one of its cards leaves those hands.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, NamedTuple

from .cards import sort_cards

if TYPE_CHECKING:
    from .state import SilencioState

NONE = "none"  # the seat's hidden hand holds none of ``cards``
SOME = "some"  # the seats' hidden hands together hold at least one of ``cards``

# Random deals tried before walking from the state's own deal (see ``redeal``).
TRIES = 200
# Swaps tried per card in that walk: enough to forget where it started.
WALK_STEPS = 40


class Fact(NamedTuple):
    """One thing the table knows about hidden hands (immutable: clones share it)."""

    kind: str
    seats: tuple[int, ...]
    cards: frozenset[str]


def learn(facts: list[Fact], kind: str, seats: tuple[int, ...], cards: frozenset[str]) -> None:
    """Add a fact; "none" facts about one seat merge, equal facts are kept once."""
    if kind == NONE:
        for i, old in enumerate(facts):
            if old.kind == NONE and old.seats == seats:
                facts[i] = Fact(NONE, seats, old.cards | cards)
                return
    fact = Fact(kind, seats, cards)
    if fact not in facts:
        facts.append(fact)


def card_joined(facts: list[Fact], seat: int, seen_by_all: bool) -> None:
    """A card joined the seat's hidden hand; one not everyone saw might be any card."""
    if not seen_by_all:
        facts[:] = [f for f in facts if not (f.kind == NONE and f.seats == (seat,))]


def card_left(facts: list[Fact], seat: int, card: str, unseen_to: int | None = None) -> None:
    """A card left the seat's hidden hand: shown to all (``unseen_to`` None) or handed unseen
    to ``unseen_to``. A "some" fact it might have been the witness of no longer holds."""

    def still_true(f: Fact) -> bool:
        if f.kind != SOME or seat not in f.seats:
            return True
        if unseen_to is not None:
            return unseen_to in f.seats  # still in those hands; else it may have been the one
        return card not in f.cards

    facts[:] = [f for f in facts if still_true(f)]


def broken(state: SilencioState) -> list[Fact]:
    """The facts the true state breaks (none, if they are read right): for the invariants.

    A "none" fact is checked on the cards whose place not everyone saw: a card that joined
    the hand in view after the fact was learned may be any card."""
    out = []
    for f in state.learned:
        if f.kind == NONE:
            (seat,) = f.seats
            hidden = [c for c in state.hands[seat] if state.known_holder.get(c) != "all"]
            if any(c in f.cards for c in hidden):
                out.append(f)
        elif not any(c in f.cards for s in f.seats for c in state.hands[s]):
            out.append(f)
    return out


def redeal(
    state: SilencioState,
    seat: int,
    rng: random.Random,
    extra: dict[int, set[str]] | None = None,
    *,
    walk: bool = True,
) -> bool:
    """Deal the cards ``seat`` cannot place (other hands' unpinned cards and the deck) anew
    so that every fact holds, and nobody holds a card of ``extra`` (more cards to keep from
    a seat: the look-ahead's conventions). Hand sizes stay; the deck's order is random.

    Random deals are tried first (each equally likely among those that fit). If none fits,
    ``walk`` swaps cards at random from the state's own deal, which fits when ``extra`` is
    empty; without ``walk`` the state is left as it was. Returns whether it was dealt anew."""
    deal = _Deal(state, seat, extra or {})
    for _ in range(TRIES):
        found = deal.random(rng)
        if found is not None:
            deal.write(state, *found)
            return True
    if not walk:
        return False
    deal.write(state, *deal.walk(rng))
    return True


class _Deal:
    """The re-deal problem: which cards circulate, where, and what must hold."""

    def __init__(self, state: SilencioState, seat: int, extra: dict[int, set[str]]) -> None:
        def pinned(card: str) -> bool:
            who = state.known_holder.get(card, [])
            return who == "all" or seat in who

        self.others = [s for s in range(state.num_players) if s != seat]
        self.keep = {s: [c for c in state.hands[s] if pinned(c)] for s in self.others}
        self.free = {s: [c for c in state.hands[s] if not pinned(c)] for s in self.others}
        self.deck = list(state.deck)
        self.banned: dict[int, set[str]] = {s: set(extra.get(s, ())) for s in self.others}
        self.needs: list[tuple[tuple[int, ...], frozenset[str]]] = []
        for f in state.learned:
            if f.kind == NONE and f.seats[0] in self.banned:
                self.banned[f.seats[0]] |= f.cards
            elif f.kind == SOME:
                fixed = [c for s in f.seats for c in self.keep.get(s, state.hands[s])]
                if not any(c in f.cards for c in fixed):
                    self.needs.append((tuple(s for s in f.seats if s != seat), f.cards))
        # The most constrained seats first: they have the fewest cards that fit.
        self.order = sorted(self.others, key=lambda s: -len(self.banned[s]))

    def fits(self, dealt: dict[int, list[str]]) -> bool:
        return all(any(c in cards for s in seats for c in dealt[s]) for seats, cards in self.needs)

    def random(self, rng: random.Random) -> tuple[dict[int, list[str]], list[str]] | None:
        pool = self.deck + [c for s in self.others for c in self.free[s]]
        rng.shuffle(pool)
        dealt: dict[int, list[str]] = {}
        for s in self.order:
            banned, size = self.banned[s], len(self.free[s])
            dealt[s] = [c for c in pool if c not in banned][:size]
            if len(dealt[s]) < size:
                return None
            taken = set(dealt[s])
            pool = [c for c in pool if c not in taken]
        return (dealt, pool) if self.fits(dealt) else None

    def walk(self, rng: random.Random) -> tuple[dict[int, list[str]], list[str]]:
        """Random swaps from the state's own deal that keep every fact: a fitting deal when
        random deals are too rarely fitting (a walk long enough to forget where it began)."""
        places = [(s, i) for s in self.others for i in range(len(self.free[s]))]
        places += [(-1, i) for i in range(len(self.deck))]
        dealt = {s: list(self.free[s]) for s in self.others}
        dealt[-1] = list(self.deck)
        for _ in range(WALK_STEPS * len(places) if len(places) > 1 else 0):
            (a, i), (b, j) = rng.sample(places, 2)
            if a == b:
                continue
            x, y = dealt[a][i], dealt[b][j]
            if y in self.banned.get(a, ()) or x in self.banned.get(b, ()):
                continue
            dealt[a][i], dealt[b][j] = y, x
            if not self.fits(dealt):
                dealt[a][i], dealt[b][j] = x, y
        deck = dealt.pop(-1)
        rng.shuffle(deck)
        return dealt, deck

    def write(self, state: SilencioState, dealt: dict[int, list[str]], deck: list[str]) -> None:
        for s in self.others:
            state.hands[s] = sort_cards(self.keep[s] + dealt[s])
        state.deck = deck
