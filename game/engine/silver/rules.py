"""Small rule helpers shared by the state, the view and the bots (no state mutation here)."""

from __future__ import annotations

from typing import Any

from .cards import DOPPELGANGER, ability_of


def set_matches(values: list[int], active_wild: list[bool], rule: str) -> bool:
    """Do the slid cards form a set? ``active_wild[i]``: card i is a Doppelganger whose
    matching ability works. U-13 ``rule``: "any_size" (every non-wild card shares one value,
    any number of wild cards) or "pair_only" (a wild card matches one other card only)."""
    plain = [v for v, w in zip(values, active_wild, strict=True) if not w]
    wilds = len(values) - len(plain)
    if wilds and rule == "pair_only" and plain and len(values) > 2:
        return False
    return len(set(plain)) <= 1


def mismatched(values: list[int], active_wild: list[bool]) -> int:
    """How many slid cards fall outside the largest matching group (for U-8 "mismatched")."""
    plain = [v for v, w in zip(values, active_wild, strict=True) if not w]
    wilds = len(values) - len(plain)
    best = max((plain.count(v) for v in set(plain)), default=0)
    return len(values) - best - wilds


def is_doppelganger(value: int, options: dict[str, Any]) -> bool:
    return ability_of(value, options["value_order"]) == DOPPELGANGER


def round_scores(totals: list[int], caller: int | None) -> tuple[list[int], bool | None]:
    """Each seat's round score from its village total; the call's success (None: no call).
    The caller scores 0 if its total is at most every other total, else total + 10."""
    from .cards import CALL_PENALTY

    scores = list(totals)
    if caller is None:
        return scores, None
    ok = all(totals[caller] <= t for s, t in enumerate(totals) if s != caller)
    scores[caller] = 0 if ok else totals[caller] + CALL_PENALTY
    return scores, ok


def clockwise_from(start: int, n: int) -> list[int]:
    """Seats to the left of ``start`` in clockwise order, ``start`` itself last."""
    return [(start + k) % n for k in range(1, n + 1)]


def amulet_handover(
    scores: list[int],
    caller: int | None,
    call_ok: bool | None,
    holder: int,
    usable: bool,
    options: dict[str, Any],
) -> tuple[int, bool, str]:
    """Who holds the amulet next round, whether it is usable, and why (rules §10.2).

    ``holder`` is this round's holder (always the start player)."""
    n = len(scores)
    low = min(scores)
    lowest = [s for s in range(n) if scores[s] == low]
    if caller is not None and call_ok:
        if len(lowest) == 1 or options["caller_tie_zero"] == "caller":
            return caller, True, "called"
        new = _tie_holder(lowest, holder, n)
        return new, new == caller, "tie_kept" if new == holder else "tie_left"
    if len(lowest) == 1:
        return lowest[0], False, "lowest"
    new = _tie_holder(lowest, holder, n)
    if new == holder:
        return holder, usable and options["amulet_keeper_usable"], "tie_kept"
    return new, False, "tie_left"


def _tie_holder(lowest: list[int], holder: int, n: int) -> int:
    if holder in lowest:
        return holder
    return next(s for s in clockwise_from(holder, n) if s in lowest)


def final_winner(totals: list[int], holder: int) -> tuple[int, list[int]]:
    """The winner (lowest total; ties: the amulet holder, else the first tied player to the
    holder's left) and the seats tied for the lowest total."""
    n = len(totals)
    low = min(totals)
    tied = [s for s in range(n) if totals[s] == low]
    if len(tied) == 1 or holder in tied:
        return (tied[0] if len(tied) == 1 else holder), tied
    return next(s for s in clockwise_from(holder, n) if s in tied), tied
