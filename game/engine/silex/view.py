"""What one seat sees of a Silex table: everything the scene draws, and no hidden card.

A card is shown as its data dict ``{id, kind, name, character, value, power}`` (kind is
"dotcom", "neighbour" or "discovery"); a hidden card never appears at all. ``view["table"]``:

- ``round``, ``rounds``: the round being played (1-based) and how many there are (3).
- ``turn``: the seat whose turn it is (None once over); ``next_player``: who follows it.
- ``werther``: "left" or "right"; ``direction``: +1 (next seat is seat + 1) or -1.
- ``village``: three piles ``{pile, top (card or None), value, thickness}``.
- ``spread``: the face-down cards in the order of their places ``{spot, place (where it
  lies, the number shown on it), put_back_by (seat or None), known (the card, only for the
  seat that put it back)}``; ``spread_count``; ``spread_places``: how many places the
  round's spread has (the table keeps room for them all, so no card moves).
- ``hand``: this seat's cards, in canonical order.
- ``players``: per seat ``{seat, hand_size, ideas (count), idea_values (sorted values: the
  owner's only, everyone's once over, else None), black_ideas, discoveries (revealed cards),
  public_points (Black Ideas + revealed Discoveries)}``.
- ``supply``: ``{ideas (flints left), idea_mix (the box's {"0": 3, ...}), black_ideas (left
  of the box's 8, never below 0: more are counted anyway), black_idea_value}``.
- ``discoveries``: ``{in_play (3), revealed, hidden}``.
- ``last_play``: ``{seat, cards, top, pile}`` of the last play this round, or None.
- ``can_search``: the player whose turn it is may search for ideas now.
- ``url``: while Url's cards are being chosen, ``{by, direction, order (seats choosing, in
  turn), chosen (seats done), my_choice (this seat's card or None)}``; else None.
- ``rebuild``: during a round end, ``{seat, piles (taken), taken (cards), discarded}``.
- ``removed``: Characters removed unseen (8 with 2 players).
- ``options``: ``{expert_doubles, black_idea_draws, memory_aid, tie_break}`` (memory_aid
  says whether the scene marks who put a card back; ``put_back_by`` is always given).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import spread, village
from .data import CARDS, DATA

if TYPE_CHECKING:
    from .state import SilexState


def card_dict(card_id: str | None) -> dict[str, Any] | None:
    return None if card_id is None else CARDS[card_id].as_dict()


def table_view(state: SilexState, seat: int | None) -> dict[str, Any]:
    """``seat`` None is the spectator: no hand, no flint values, no put-back card known."""
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
    cards = {s["spot"]: s for s in state.spots}
    for entry in spots:
        s = cards[entry["spot"]]
        entry["known"] = card_dict(s["card"]) if seat is not None and s["by"] == seat else None
    my_choice = None
    if url is not None and seat is not None and url["choices"][seat] is not None:
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
        # one more place than the round's spread was laid at: a card put back while no
        # place is free (nothing drawn yet) takes it
        "spread_places": state.spread_places + 1,
        "hand": [] if seat is None else [card_dict(c) for c in state.hands[seat]],
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
