"""A finished (or saved) game as a line of positions: position ``i`` is the table after the
first ``i`` actions. Pygame-free.

Built once by replaying the save from its seed; a copy of the state is kept every
``CHECKPOINT_EVERY`` actions, so any position is a copy of the checkpoint before it plus a
few actions again (stepping back is cheap, and no position ever shares its state).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...engine import new_game
from ...engine.common import Action, GameState
from ...shell.session import Session, session_from_json

CHECKPOINT_EVERY = 16


def round_key(state: GameState) -> Any:
    """The round on the table, as the table reads it (None: the game has no rounds)."""
    return state.spectator_view()["table"].get("round")


@dataclass
class Timeline:
    actions: list[Action]
    rounds: list[Any]  # the round at each position, 0..len(actions)
    checkpoints: dict[int, GameState] = field(repr=False)

    def __len__(self) -> int:
        return len(self.actions)

    def state_at(self, position: int) -> GameState:
        """A fresh copy of the table after ``position`` actions."""
        position = max(0, min(len(self.actions), position))
        base = position - position % CHECKPOINT_EVERY
        state = self.checkpoints[base].clone()
        for action in self.actions[base:position]:
            state.apply(action)
        return state

    def round_starts(self) -> list[int]:
        """The positions where a round begins (the first position, and every change)."""
        return [i for i, r in enumerate(self.rounds) if i == 0 or r != self.rounds[i - 1]]

    def previous_round_start(self, position: int) -> int:
        """The start of this round, or of the one before when already at its start."""
        earlier = [i for i in self.round_starts() if i < position]
        return earlier[-1] if earlier else 0

    def next_round_start(self, position: int) -> int:
        """The start of the next round (the last position when none follows)."""
        later = [i for i in self.round_starts() if i > position]
        return later[0] if later else len(self.actions)


def load_timeline(text: str) -> tuple[Session, Timeline]:
    """The session of a save (its seats, its final table) and its timeline; SaveError with a
    readable message on damaged data (the same checks as loading a save)."""
    session = session_from_json(text)
    final = session.state
    state = new_game(final.GAME_ID, final.num_players, final.seed, final.options)
    checkpoints = {0: state.clone()}
    rounds = [round_key(state)]
    for i, action in enumerate(final.history, 1):
        state.apply(action)
        if i % CHECKPOINT_EVERY == 0:
            checkpoints[i] = state.clone()
        rounds.append(round_key(state))
    return session, Timeline(list(final.history), rounds, checkpoints)
