"""Evolution points: Idea flints + Black Ideas + revealed Discoveries; the lowest total wins."""

from __future__ import annotations

from .data import CARDS, DATA

TIE_BREAKS = ("shared", "fewer_discoveries")


def seat_scores(ideas: list[list[int]], black: list[int], revealed: list[list[str]]) -> list[int]:
    return [
        sum(ideas[s]) + black[s] * DATA.black_idea_value + sum(CARDS[c].value for c in revealed[s])
        for s in range(len(ideas))
    ]


def winners(
    scores: list[int],
    ideas: list[list[int]],
    black: list[int],
    revealed: list[list[str]],
    tie_break: str,
) -> list[int]:
    """The seats with the lowest total. Ties share the win (``shared``, the proposal), or with
    ``fewer_discoveries`` are broken by fewer Discoveries, then fewer flints (Idea and Black
    Idea together), still shared if equal."""
    best = min(scores)
    tied = [s for s, v in enumerate(scores) if v == best]
    if tie_break == "fewer_discoveries" and len(tied) > 1:
        key = {s: (len(revealed[s]), len(ideas[s]) + black[s]) for s in tied}
        low = min(key.values())
        tied = [s for s in tied if key[s] == low]
    return tied


def breakdown(
    ideas: list[list[int]], black: list[int], revealed: list[list[str]]
) -> list[dict[str, int]]:
    """Each seat's points by source, for the end screen."""
    return [
        {
            "ideas": sum(ideas[s]),
            "black_ideas": black[s] * DATA.black_idea_value,
            "discoveries": sum(CARDS[c].value for c in revealed[s]),
        }
        for s in range(len(ideas))
    ]
