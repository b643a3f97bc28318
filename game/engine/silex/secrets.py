"""``resample_secrets``: a table one seat cannot tell from the real one.

Dealt anew from what the seat may not know: the other hands, the spread's face-down cards
(except the spots where this seat put a card back itself), the 2-player cards removed unseen,
the Discoveries left in the box, the values of the other seats' Idea flints and of the Idea
supply, the other seats' pending secret Url choices and their private events, and the future
(the generator). Kept: everything public and everything the seat saw (its hand, its flints, its
put-back spots, its own Url choice, its log). As many Discoveries as are really hidden in hands
and the spread stay there, so the re-dealt round still ends.

Kept in place too: hand cards the seat knows the holder of (``known_in_hand``: a hand shown
for a Black Idea, a card it handed on with Url or Web, a card drawn from its put-back spot).
A Discovery the Village turned up and slipped back stays in circulation (a hand or the spread),
never in the box.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from .data import CARDS, sort_cards

if TYPE_CHECKING:
    from .state import SilexState


def known_holders(state: SilexState, seat: int) -> set[str]:
    """Hand cards ``seat`` knows the holder of (kept in place by every re-deal)."""
    return {c for c, who in state.known_in_hand.items() if who == "all" or seat in who}


def resample(state: SilexState, seat: int, rng: random.Random) -> SilexState:
    other: SilexState = state.redealt(rng)  # type: ignore[assignment]
    n = other.num_players
    others = [s for s in range(n) if s != seat]
    # Slots whose card this seat does not know: other hands and unknown spots circulate;
    # removed cards and the box never come back.
    known = known_holders(other, seat)
    kept = {s: [c for c in other.hands[s] if c in known] for s in others}
    hand_slots = [(s, c) for s in others for c in other.hands[s] if c not in known]
    spot_slots = [i for i, sp in enumerate(other.spots) if sp["by"] != seat]
    unknown = [c for _, c in hand_slots]
    unknown += [other.spots[i]["card"] for i in spot_slots]
    discards = other.rebuild["discards"] if other.rebuild and other.rebuild["seat"] != seat else []
    unknown += discards + other.removed + other.box
    discoveries = [c for c in unknown if not CARDS[c].is_character]
    characters = [c for c in unknown if CARDS[c].is_character]
    circulating = len(hand_slots) + len(spot_slots) + len(discards)
    hidden_found = sum(1 for c in unknown[:circulating] if not CARDS[c].is_character)
    rng.shuffle(discoveries)
    rng.shuffle(characters)
    # Those the table saw slipped back are dealt to circulating slots first (popped last).
    shown = set(other.shown_discoveries)
    discoveries.sort(key=lambda c: c in shown)
    assert sum(c in shown for c in discoveries) <= hidden_found
    # Which circulating slots hold the hidden Discoveries: any of them, at random.
    slots = list(range(circulating))
    found_at = set(rng.sample(slots, hidden_found))
    dealt: list[str] = []
    for i in slots:
        dealt.append(discoveries.pop() if i in found_at else characters.pop())
    hands = {s: list(kept[s]) for s in others}
    for (s, _), c in zip(hand_slots, dealt[: len(hand_slots)], strict=True):
        hands[s].append(c)
    for s in others:
        other.hands[s] = sort_cards(hands[s])
    other.known_in_hand = {c: who for c, who in other.known_in_hand.items() if c in known}
    rest = dealt[len(hand_slots) :]
    for i, c in zip(spot_slots, rest[: len(spot_slots)], strict=True):
        other.spots[i]["card"] = c
    if discards:
        other.rebuild["discards"] = rest[len(spot_slots) :]
    other.removed = sort_cards(characters[: len(other.removed)])
    other.box = sort_cards(discoveries)
    assert len(characters) == len(other.removed) and len(other.box) == len(state.box)
    # Idea flint values nobody showed this seat (all are shown once the game is over).
    if not other.over:
        pool = list(other.idea_supply) + [v for s in others for v in other.ideas[s]]
        rng.shuffle(pool)
        for s in others:
            k = len(other.ideas[s])
            other.ideas[s], pool = pool[:k], pool[k:]
        other.idea_supply = sorted(pool)
    # Secret Url choices already made by others: any card of their new hands.
    if other.url is not None:
        for s in others:
            if other.url["choices"][s] is not None:
                other.url["choices"][s] = rng.choice(other.hands[s])
    for s in others:
        other.private[s] = []
    return other
