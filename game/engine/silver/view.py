"""A seat's view of the Silver table: everything it may know now, and nothing more.

Face-down values follow the ``memory`` option: in "faithful" a card the seat looked at shows
its value only in the view right after the look (``just_seen``), then only its back, as at a
real table; in "assist" every card the seat knows keeps its value (``known``).

A card is ``{id, face_up, value, name, known, just_seen, seen_by}``: ``id`` is the card's tag
for this round (public, stable while it moves; it says nothing of its value), ``value`` and
``name`` are None unless this seat may see them now, ``known`` says the seat has looked at
it, ``just_seen`` that it looked during the latest action (a scene shows it for a few
seconds in "faithful"), ``seen_by`` which seats have looked at it (public). Village cards
add ``protected`` (a Bodyguard shield), ``amulet`` (the Silver Amulet lies on it) and
``guards`` (on a Bodyguard: the id of the other card it protects). Keys of ``table``:

- round, rounds: the round being played (1..4) and how many there are
- stage: "peek", "turn", "round_end" or "over"
- start_player: who started this round (the amulet holder); turn: whose turn it is
- main_done: the turn's main action is over (only free actions and "end" remain)
- villages: per seat, its cards left to right; village_sizes: their lengths
- can_call_with: a seat may call with this many cards or fewer
- deck: {count, top}: top is the top card (its value only if this seat may see it)
- display: the Squire display, face up; discard: the discard pile, bottom to top
- hand: {seat, cards}: the drawn or taken card(s) not yet placed, each with ``source``
  ("deck", "display", "discard", "master"); values only for the drawer or if face up
- removed: how many cards were set aside unseen (unused villages)
- amulet: {holder, usable, card}: who has it, whether it may be placed, the covered card
- call: {caller, final_turns_left}: who called, and the seats still to take a last turn
- peeks_left: the seats still to view two cards (stage "peek")
- decision: the pending choice, public facts only ({kind, seat, ...}), or None
- round_scores, round_village_totals: per finished round, per seat; totals: the sums
- last_round: the latest round end (reason, every village's values, totals, scores,
  caller, call_ok, amulet holder and why), or None
- winner: the winning seat once over; memory: "faithful" or "assist"
- value_order, names: U-1's order and the 14 character names by value
- step: how many actions have been applied (just_seen refers to the last one)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .cards import CALL_LIMIT, ROUNDS, card_name

if TYPE_CHECKING:
    from .state import SilverState


def just_seen(state: SilverState, seat: int | None) -> set[int]:
    """Cards ``seat`` looked at during the latest action (the spectator: none)."""
    if seat is None:
        return set()
    last = len(state.history) - 1
    return {e["card"] for e in state.private[seat] if e["type"] == "saw" and e["step"] == last}


def card_view(
    state: SilverState, seat: int | None, t: int, just: set[int], *, in_hand: bool = False
) -> dict[str, Any]:
    up = state.up[t]
    knows = seat in state.seen[t]
    show = up or (knows and (in_hand or state.options["memory"] == "assist" or t in just))
    value = state.val[t] if show else None
    return {
        "id": t,
        "face_up": up,
        "value": value,
        "name": card_name(value, state.options["value_order"]) if value is not None else None,
        "known": knows,
        "just_seen": t in just,
        "seen_by": sorted(state.seen[t]),
    }


def table_view(state: SilverState, seat: int | None) -> dict[str, Any]:
    """``seat`` None is the spectator: only face-up values, nobody's looks."""
    just = just_seen(state, seat)
    order = state.options["value_order"]
    villages = []
    for owner, village in enumerate(state.villages):
        protected = state.protected(owner)
        row = []
        for t in village:
            card = card_view(state, seat, t, just)
            card["protected"] = t in protected
            card["amulet"] = t == state.amulet_card
            card["guards"] = state.guard.get(t) if t in protected else None
            row.append(card)
        villages.append(row)
    decision = state.decision.public() if state.decision is not None else None
    hand_seat = state.turn if state.hand else None
    return {
        "round": state.round,
        "rounds": ROUNDS,
        "stage": state.stage,
        "start_player": state.start,
        "turn": state.turn,
        "main_done": state.main_done,
        "villages": villages,
        "village_sizes": [len(v) for v in state.villages],
        "can_call_with": CALL_LIMIT,
        "deck": {
            "count": len(state.deck),
            "top": card_view(state, seat, state.deck[-1], just) if state.deck else None,
        },
        "display": [card_view(state, seat, t, just) for t in state.display],
        "discard": [card_view(state, seat, t, just) for t in state.discard],
        "hand": {
            "seat": hand_seat,
            "cards": [
                {
                    **card_view(
                        state, seat, t, just, in_hand=seat is not None and hand_seat == seat
                    ),
                    "source": state.hand_from[t],
                }
                for t in state.hand
            ],
        },
        "removed": len(state.removed),
        "amulet": {
            "holder": state.amulet_holder,
            "usable": state.amulet_usable,
            "card": state.amulet_card,
        },
        "call": {"caller": state.caller, "final_turns_left": list(state.final_left)},
        "peeks_left": list(state.peek_order) if state.stage == "peek" else [],
        "decision": decision,
        "round_scores": [list(r) for r in state.round_scores],
        "round_village_totals": [list(r) for r in state.round_totals],
        "totals": list(state.totals),
        "last_round": dict(state.last_round) if state.last_round else None,
        "winner": state.winner,
        "memory": state.options["memory"],
        "value_order": order,
        "names": [card_name(v, order) for v in range(14)],
        "step": len(state.history),
    }
