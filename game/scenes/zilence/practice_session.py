"""A practice session's figures: the timer and difficulty (kept for next time), the rounds
dealt, the choice and points of each, how often the choice was a best route, and whether the
session made a new personal best."""

from __future__ import annotations

import random

from ...engine.zilence import drill
from ...engine.zilence.state import board
from ...i18n import N_, _, ngettext
from . import bests

# The verdict when another path was better: one whole sentence per colour.
BETTER_PATH = {
    "red": N_("The red path found {best}; yours found {yours}."),
    "yellow": N_("The yellow path found {best}; yours found {yours}."),
    "blue": N_("The blue path found {best}; yours found {yours}."),
}


def path_colors() -> list[str]:
    return list(board().catalogue.color_ids)


class PracticeSession:
    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
        self.bests = bests.load()
        # The timer and difficulty chosen last time (kept in the practice file).
        self.seconds = self.bests.seconds if self.bests.seconds in drill.TIMERS else 20
        known = self.bests.difficulty in drill.DIFFICULTIES
        self.difficulty = self.bests.difficulty if known else "medium"
        self.round_no = 0
        self.scores: list[int] = []
        self.best_picks = 0  # rounds this session where the choice was a best route
        self.round: drill.DrillRound | None = None
        self.choice: str | None = None
        self.new_best = False

    @property
    def key(self) -> str:
        return drill.session_key(self.seconds, self.difficulty)

    def remember_choice(self) -> None:
        """The timer and difficulty are kept for the next session and the next start."""
        if (self.bests.seconds, self.bests.difficulty) != (self.seconds, self.difficulty):
            self.bests.seconds, self.bests.difficulty = self.seconds, self.difficulty
            bests.save(self.bests)

    def begin(self) -> None:
        self.round_no, self.scores, self.new_best, self.best_picks = 0, [], False, 0

    @property
    def over(self) -> bool:
        return self.round_no >= drill.ROUNDS

    def deal(self) -> drill.DrillRound:
        self.round_no += 1
        self.round = drill.make_round(self.rng, self.difficulty)
        self.choice = None
        return self.round

    def choose(self, color: str) -> None:
        assert self.round is not None
        self.choice = color
        self.scores.append(self.round.score(color))
        self.best_picks += color in self.round.best

    def shown_paths(self) -> list[str]:
        """The paths shown after a choice, the chosen one first: it and every best one (two
        paths may tie for best; each is flown and listed)."""
        assert self.round is not None and self.choice is not None
        best = [c for c in path_colors() if c in self.round.best and c != self.choice]
        return [self.choice, *best]

    def finish(self) -> None:
        """The session's points kept, and whether they are a new personal best."""
        self.new_best = self.bests.record(self.key, sum(self.scores))
        bests.save(self.bests)

    def verdict(self) -> str:
        rd = self.round
        assert rd is not None and self.choice is not None
        if self.choice in rd.best:
            return ngettext(
                "Best choice: {found} of {n} item found.",
                "Best choice: {found} of {n} items found.",
                len(rd.sought),
            ).format(found=len(rd.found[self.choice]), n=len(rd.sought))
        best = rd.best[0]
        return _(BETTER_PATH[best]).format(
            best=len(rd.found[best]), yours=len(rd.found[self.choice])
        )
