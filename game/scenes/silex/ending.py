"""The end of a Silex game: the points of each round and everyone's flints, turned over."""

from __future__ import annotations

from typing import Any

from ...engine.silex.data import DATA


def round_points(state: Any) -> list[list[int]]:
    """Per round, per seat: the points taken in it (Idea flints, Black Ideas, the revealed
    Discovery). Read once the game is over, when every flint is turned over: each seat's
    flint values come in the order it took them."""
    n = state.num_players
    rounds = [[0] * n for _ in range(DATA.rounds)]
    values = [[e["value"] for e in state.private[s] if e["type"] == "idea"] for s in range(n)]
    taken = [0] * n
    r = 0
    for event in state.events:
        kind, seat = event["type"], event.get("seat")
        if kind == "round_start":
            r = min(event["round"], DATA.rounds) - 1
        elif kind == "search" and taken[seat] < len(values[seat]):
            rounds[r][seat] += values[seat][taken[seat]]
            taken[seat] += 1
        elif kind == "black_idea":
            rounds[r][seat] += DATA.black_idea_value
        elif kind == "reveal":
            rounds[r][seat] += event["value"]
    return rounds


def winners_title(names: list[str], result: dict[str, Any]) -> str:
    winners = result["winners"]
    best = result["scores"][winners[0]] if winners else 0
    pts = f"{best} point{'s' if best != 1 else ''}"
    if len(winners) == 1:
        return f"{names[winners[0]]} wins with {pts}!"
    who = ", ".join(names[w] for w in winners[:-1]) + " and " + names[winners[-1]]
    return f"{who} share the win with {pts}!"
