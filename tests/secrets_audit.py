"""The secrets audit: every re-dealt world is one the re-dealing seat could be in.

Random games of each title (random player counts; every other game with random options),
and at every position, from every seat, one ``resample_secrets``. Each re-dealt world must:

- keep the seat's view and its log exactly (what the seat sees cannot tell the worlds apart);
- keep its invariants (for Silencio: every fact the table has learned about hidden hands);
- be over exactly when the true game is, and offer a legal action whenever the true state
  does (a computer searching from that seat is never handed a broken world);
- take one of its legal actions and keep its invariants.

Run it at scale with ``python -m tests.secrets_audit --games 3000`` (figures per title:
games, positions, re-deals, faults; the first faults are named). The suite runs a small
seeded size (tests/test_secrets_audit.py).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from dataclasses import dataclass, field
from typing import Any

from game.engine import GAMES, new_game
from game.engine.common import GameInfo, GameState

MAX_STEPS = 5000
SHOWN_FAULTS = 5


@dataclass
class Figures:
    game: str
    games: int = 0
    positions: int = 0
    redeals: int = 0
    faults: list[str] = field(default_factory=list)

    def line(self, seconds: float) -> str:
        return (
            f"{self.game}: games {self.games}, positions {self.positions}, "
            f"re-deals {self.redeals}, faults {len(self.faults)} ({seconds:.0f} s)"
        )


def random_options(info: GameInfo, rnd: random.Random) -> dict[str, Any]:
    """Any allowed value of every option: a choice among its values, or on/off."""
    options = dict(info.default_options)
    for name, option in info.option_info.items():
        if option.choices:
            options[name] = rnd.choice(option.choices)
        elif isinstance(options.get(name), bool):
            options[name] = rnd.random() < 0.5
    return options


def redeal_faults(
    state: GameState, seat: int, rnd: random.Random, view: dict[str, Any] | None = None
) -> list[str]:
    """What is wrong with one world re-dealt from ``seat`` (an empty list: nothing).
    ``view``: the true state's view for ``seat``, if already at hand."""
    other = state.resample_secrets(seat, random.Random(rnd.getrandbits(32)))
    faults = []
    try:
        other.check_invariants()
    except AssertionError as err:
        faults.append(f"invariant broken: {err}")
    if other.view(seat) != (view if view is not None else state.view(seat)):
        faults.append("the seat's view differs")
    if not same_log(state, other, seat):
        faults.append("the seat's log differs")
    if other.is_over != state.is_over:
        faults.append("over in one world only")
    elif not state.is_over:
        legal = other.legal_actions()
        if not legal:
            faults.append("no legal action though the game is not over")
        else:
            try:
                other.apply(rnd.choice(legal))
                other.check_invariants()
            except (AssertionError, ValueError) as err:
                faults.append(f"a legal action breaks the world: {err!r}")
    return faults


def same_log(state: GameState, other: GameState, seat: int) -> bool:
    """``events_for(seat)`` is equal in both: it is made from the public events and the
    seat's private ones alone, so comparing those is the same test, without building the
    log twice at every position of long games."""
    return other.events == state.events and other.private[seat] == state.private[seat]


def audit_game(info: GameInfo, seed: int, figures: Figures) -> None:
    """One random game, re-dealt from every seat at every position."""
    rnd = random.Random(seed)
    players = rnd.randint(info.min_players, info.max_players)
    options = random_options(info, rnd) if seed % 2 else None
    state = new_game(info.game_id, players, seed=seed, options=options)
    for step in range(MAX_STEPS):
        figures.positions += 1
        for seat in range(players):
            figures.redeals += 1
            for fault in redeal_faults(state, seat, rnd, state.view(seat)):
                figures.faults.append(f"seed {seed} step {step} seat {seat}: {fault}")
        if state.is_over:
            break
        state.apply(rnd.choice(state.legal_actions()))
    figures.games += 1


def audit(game_id: str, games: int, first_seed: int = 0, progress: int = 0) -> Figures:
    """``progress``: print the figures so far every so many games (0: never)."""
    figures = Figures(game_id)
    start = time.monotonic()
    for seed in range(first_seed, first_seed + games):
        audit_game(GAMES[game_id], seed, figures)
        if progress and figures.games % progress == 0 and figures.games < games:
            print("  so far " + figures.line(time.monotonic() - start), flush=True)
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3000, help="random games per title")
    parser.add_argument("--only", choices=sorted(GAMES), help="one title")
    parser.add_argument("--first-seed", type=int, default=0, help="the first game's seed")
    parser.add_argument("--progress", type=int, default=0, help="print figures every N games")
    args = parser.parse_args(argv)
    failed = False
    for game_id in [args.only] if args.only else sorted(GAMES):
        start = time.monotonic()
        figures = audit(game_id, args.games, args.first_seed, args.progress)
        print(figures.line(time.monotonic() - start), flush=True)
        for fault in figures.faults[:SHOWN_FAULTS]:
            print(f"  {fault}", flush=True)
        failed |= bool(figures.faults)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
