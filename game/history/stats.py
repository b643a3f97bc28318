"""Statistics per player name and game, computed from History's entries alone. Pygame-free.

Only finished games count, and only people (human seats): a computer's record says little.
Names match whatever their capitals ("ana" is Ana); the first spelling seen is shown.
Every column and the chart of one game count the same thing: Silencio's the team's cards left
at the end (a cooperative game: the player's own hand says little), the others the player's
own score.
"""

from __future__ import annotations

import statistics
from collections.abc import Iterable
from dataclasses import dataclass, field

from .entry import Entry
from .words import LOWER_WINS

TREND = 20  # games in a player's chart


@dataclass
class PlayerStats:
    name: str
    game: str
    games: int = 0
    wins: int = 0
    scores: list[float] = field(default_factory=list)  # oldest first; Silencio: team cards left
    perfect: int = 0  # Silencio: games with no card left in the team
    cards_left: dict[int, list[int]] = field(default_factory=dict)  # Silencio, per team size
    fewest_rounds: int | None = None  # Zilence: the shortest game this player won
    trend: list[float] = field(default_factory=list)  # oldest first: what the chart shows

    @property
    def lower_wins(self) -> bool:
        return self.game in LOWER_WINS

    @property
    def average(self) -> float | None:
        return statistics.fmean(self.scores) if self.scores else None

    @property
    def best(self) -> float | None:
        if not self.scores:
            return None
        return min(self.scores) if self.lower_wins else max(self.scores)

    def average_cards_left(self) -> dict[int, float]:
        return {n: statistics.fmean(v) for n, v in sorted(self.cards_left.items()) if v}

    @property
    def recent(self) -> list[float]:
        return self.trend[-TREND:]


def key(name: str) -> str:
    return name.strip().casefold()


def _score(entry: Entry, seat: int) -> float | None:
    """What one game counts for this seat: Silencio's team cards left, else the seat's score."""
    out = entry.outcome
    if entry.game == "silencio":
        return out.cards_left
    return out.scores[seat] if seat < len(out.scores) else None


def compute(entries: Iterable[Entry]) -> list[PlayerStats]:
    """Every (player, game) pair of the finished games, by name then game."""
    table: dict[tuple[str, str], PlayerStats] = {}
    for entry in sorted(entries, key=lambda e: (e.date, e.name)):
        if not entry.finished:
            continue
        out = entry.outcome
        for seat, person in enumerate(entry.seats):
            if not person.human:
                continue
            stats = table.setdefault(
                (key(person.name), entry.game), PlayerStats(person.name, entry.game)
            )
            stats.games += 1
            won = seat in out.winners
            stats.wins += won
            score = _score(entry, seat)
            if score is not None:
                stats.scores.append(score)
                stats.trend.append(score)
            if entry.game == "silencio" and out.cards_left is not None:
                stats.perfect += out.cards_left == 0
                stats.cards_left.setdefault(len(entry.seats), []).append(out.cards_left)
            if entry.game == "zilence" and won and out.rounds is not None:
                fewest = stats.fewest_rounds
                stats.fewest_rounds = out.rounds if fewest is None else min(fewest, out.rounds)
    return sorted(table.values(), key=lambda s: (key(s.name), s.game))
