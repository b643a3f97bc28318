"""Checks an action's declared disclosure against what seats could actually learn from it.

A seat learned something from an action when, in a world it could not tell from the real one
(``resample_secrets``: everything hidden from it dealt anew), the same action leaves it a
different view or log. Used by tests/test_disclosure.py; ``python -m tests.disclosure_check``
prints, per game, each kind of action with what it was declared and what was found.
"""

from __future__ import annotations

import argparse
import collections
import random
from dataclasses import dataclass

from game.engine import GAMES, new_game
from game.engine.common import GameState
from game.engine.common.disclosure import NEW, NONE, OWN, apply_noted


def learned(before: GameState, action: dict, after: GameState, seat: int, rng, tries: int) -> bool:
    """``seat``'s view or log after ``action`` differs in some world re-dealt from its view
    (worlds where the action is not legal say nothing)."""
    target = (after.view(seat), after.events_for(seat))
    for _ in range(tries):
        world = before.resample_secrets(seat, rng)
        if not world.is_legal(action):
            continue
        world.apply(action)
        if (world.view(seat), world.events_for(seat)) != target:
            return True
    return False


@dataclass
class Finding:
    game: str
    kind: str  # the decision or "-" and the action's type
    declared: str
    actor_learned: bool
    others_learned: bool

    @property
    def sound(self) -> bool:
        """The declaration never says less than was learned."""
        if self.declared == NEW:
            return True
        if self.actor_learned:
            return False
        return self.declared == OWN or not self.others_learned


def findings(
    game: str,
    seed: int,
    rng: random.Random,
    tries: int = 3,
    steps: int = 400,
    every: bool = False,
    options: dict | None = None,
):
    """One seeded random game of ``game``, each action checked (``every``: whether others
    learned is worked out for every action, not only for those declared NONE)."""
    info = GAMES[game]
    players = random.Random(seed).randint(info.min_players, info.max_players)
    state = new_game(game, players=players, seed=seed, options=options)
    moves = random.Random(seed)
    for _ in range(steps):
        if state.is_over:
            return
        action = moves.choice(state.legal_actions())
        before = state.clone()
        kind = f"{state.decision.kind if state.decision else '-'}/{action['type']}"
        step = apply_noted(state, action)
        actor_learned = learned(before, action, state, step.seat, rng, tries)
        others = False
        if step.disclosure == NONE or every:
            others = any(
                learned(before, action, state, t, rng, tries)
                for t in range(state.num_players)
                if t != step.seat
            )
        yield Finding(game, kind, step.disclosure, actor_learned, others)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--only", choices=sorted(GAMES))
    args = parser.parse_args()
    rng = random.Random(1)
    for game in [args.only] if args.only else sorted(GAMES):
        table: dict[tuple[str, str], collections.Counter] = collections.defaultdict(
            collections.Counter
        )
        for seed in range(1, args.games + 1):
            for f in findings(game, seed, rng, every=True):
                found = NEW if f.actor_learned else OWN if f.others_learned else NONE
                mark = "" if f.sound else " UNSOUND"
                table[(f.kind, f.declared)][found + mark] += 1
        print(f"== {game}")
        for (kind, declared), counts in sorted(table.items()):
            print(f"  {kind:28s} {declared:5s} {dict(counts)}")


if __name__ == "__main__":
    main()
