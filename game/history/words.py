"""History's words for an entry: who won and how, who sat where, when. Pygame-free."""

from __future__ import annotations

import time

from ..catalogue import entry as catalogue_entry
from ..engine.common.words import plural
from .entry import Entry

# Games whose winners hold the lowest score (Silencio: cards left in hand).
LOWER_WINS = frozenset({"silencio", "silver", "silex"})


def title(game: str) -> str:
    found = catalogue_entry(game)
    return found.title if found else game.capitalize()


def date_text(entry: Entry) -> str:
    return time.strftime("%d %b %Y, %H:%M", time.localtime(entry.date))


def seat_text(entry: Entry) -> str:
    """ "Ana, Ben and a computer (hard)": names, computers with their level."""
    return listed(
        [
            s.name if s.human else f"{s.name} (computer{', ' + s.level if s.level else ''})"
            for s in entry.seats
        ]
    )


def listed(parts: list[str]) -> str:
    """ "Ana, Ben and Cleo"."""
    return ", ".join(parts[:-1]) + f" and {parts[-1]}" if len(parts) > 1 else "".join(parts)


def score_text(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


def outcome_text(entry: Entry) -> str:
    """Who won and how, in the game's terms: Silencio's band and cards left, Zilence's
    rounds, Silver's and Silex's scores; an abandoned game says so."""
    if not entry.finished:
        return f"Abandoned after {plural(entry.moves, 'move')}"
    out = entry.outcome
    names = [s.name for s in entry.seats]
    if entry.game == "silencio" and out.cards_left is not None:
        left = "no cards left" if out.cards_left == 0 else plural(out.cards_left, "card") + " left"
        return f"{out.band} {left[0].upper()}{left[1:]}".strip()
    winners = [names[w] for w in out.winners]
    who = listed(winners) if winners else "Nobody"
    verb = "win" if len(winners) > 1 else "wins"
    if entry.game == "zilence" and out.rounds is not None:
        return f"{who} {verb} in {plural(out.rounds, 'round')}"
    scores = ", ".join(f"{n} {score_text(s)}" for n, s in zip(names, out.scores, strict=False))
    return f"{who} {verb}: {scores}" if scores else f"{who} {verb}"
