"""A seat's view of the Silver table: everything it may know now, and nothing more.

Face-down values follow the ``memory`` option: in "faithful" a card the seat looked at shows
its value only in the view right after the look (``just_seen``), then only its back, as at a
real table; in "assist" every card the seat knows keeps its value (``known``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .cards import CALL_LIMIT, ROUNDS, card_name

if TYPE_CHECKING:
    from .state import SilverState


def just_seen(state: SilverState, seat: int) -> set[int]:
    """Cards ``seat`` looked at during the latest action."""
    last = len(state.history) - 1
    return {e["card"] for e in state.private[seat] if e["type"] == "saw" and e["step"] == last}


def card_view(
    state: SilverState, seat: int, t: int, just: set[int], *, in_hand: bool = False
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


def table_view(state: SilverState, seat: int) -> dict[str, Any]:
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
                    **card_view(state, seat, t, just, in_hand=hand_seat == seat),
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
