"""What one seat sees of a Silex table: everything the scene draws, and no hidden card.

Keys of ``view["table"]`` (see ``table_view``); a card is shown as its data dict
(id, kind, name, character, value, power), a hidden card never appears at all.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import spread, village
from .data import CARDS, DATA

if TYPE_CHECKING:
    from .state import SilexState


def card_dict(card_id: str | None) -> dict[str, Any] | None:
    return None if card_id is None else CARDS[card_id].as_dict()


def table_view(state: SilexState, seat: int) -> dict[str, Any]:
    n = state.num_players
    url = state.url
    players = []
    for s in range(n):
        players.append(
            {
                "seat": s,
                "hand_size": len(state.hands[s]),
                "ideas": len(state.ideas[s]),
                # Idea flint values: the owner's only, until the game is over.
                "idea_values": sorted(state.ideas[s]) if s == seat or state.over else None,
                "black_ideas": state.black[s],
                "discoveries": [card_dict(c) for c in state.revealed[s]],
                # Points everyone can count: Black Ideas and revealed Discoveries.
                "public_points": state.black[s] * DATA.black_idea_value
                + sum(CARDS[c].value for c in state.revealed[s]),
            }
        )
    spots = spread.public(state.spots)
    for entry, s in zip(spots, state.spots, strict=True):
        entry["known"] = card_dict(s["card"]) if s["by"] == seat else None
    my_choice = None
    if url is not None and url["choices"][seat] is not None:
        my_choice = url["choices"][seat]
    revealed = state.revealed_count()
    return {
        "round": state.round,
        "rounds": DATA.rounds,
        "turn": None if state.over else state.turn_seat,
        "werther": state.werther,
        "direction": state.direction,
        "next_player": None if state.over else state.neighbour(state.turn_seat),
        "village": [
            {
                "pile": k,
                "top": card_dict(village.top(p)),
                "value": village.pile_value(p),
                "thickness": len(p),
            }
            for k, p in enumerate(state.piles)
        ],
        "spread": spots,
        "spread_count": len(spots),
        "hand": [card_dict(c) for c in state.hands[seat]],
        "players": players,
        "supply": {
            "ideas": len(state.idea_supply),
            "idea_mix": _mix(DATA.idea_flints),
            "black_ideas": max(0, DATA.black_idea_count - sum(state.black)),
            "black_idea_value": DATA.black_idea_value,
        },
        "discoveries": {
            "in_play": DATA.discoveries_per_game,
            "revealed": revealed,
            "hidden": DATA.discoveries_per_game - revealed,
        },
        "last_play": dict(state.last_play) if state.last_play else None,
        "can_search": (not state.over) and state.can_search(state.turn_seat),
        "url": None
        if url is None
        else {
            "by": url["by"],
            "direction": url["direction"],
            "order": list(url["order"]),
            "chosen": [s for s in url["order"] if url["choices"][s] is not None],
            "my_choice": card_dict(my_choice),
        },
        "rebuild": None
        if state.rebuild is None
        else {
            "seat": state.rebuild["seat"],
            "piles": list(state.rebuild["piles"]),
            "taken": len(state.rebuild["taken"]),
            "discarded": len(state.rebuild["discards"]),
        },
        "removed": len(state.removed),
        "options": {
            "expert_doubles": bool(state.options["expert_doubles"]),
            "black_idea_draws": bool(state.options["black_idea_draws"]),
            "memory_aid": bool(state.options["memory_aid"]),
            "tie_break": state.options["tie_break"],
        },
    }


def _mix(values: tuple[int, ...]) -> dict[str, int]:
    out: dict[str, int] = {}
    for v in values:
        out[str(v)] = out.get(str(v), 0) + 1
    return out
