"""Kept games for History's tests, made fast: computers play them out without a table."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager

from game.engine import new_game
from game.engine.silencio import lookahead
from game.history import store
from game.history.entry import Entry
from game.shell.session import Seat, Session

NAMES = ("Ana", "Ben", "Cleo", "Dan")
PLAYED: dict[tuple, str] = {}  # (game, players, seed, moves) -> the moves its computers chose


def played(
    game: str,
    players: int = 3,
    seed: int = 1,
    moves: int | None = None,
    names: tuple[str, ...] = NAMES,
) -> Session:
    """A session whose computers played to the end (or ``moves`` moves); seats 0 and 1 are
    marked human afterwards, as if people had sat there.

    The computers' choices depend on the deal and the moves only (fixed seeds, fixed effort;
    not on the names), so a game played once in this process is dealt again from its moves
    (``PLAYED``): the same session, without thinking each move over again."""
    state = new_game(game, players, seed=seed)
    session = Session(state, [Seat(names[i], False) for i in range(players)])
    key = (game, players, seed, moves)
    if key in PLAYED:
        for action in json.loads(PLAYED[key]):
            session.apply(action)
    else:
        with light_look_ahead():
            while not state.is_over and (moves is None or len(state.history) < moves):
                session.apply(session.bot_action())
        PLAYED[key] = json.dumps(state.history)
    for seat in session.seats[:2]:
        seat.human = True
    return session


@contextmanager
def light_look_ahead() -> Iterator[None]:
    """Silencio's computers at an eighth of their look-ahead (2 samples, 1,500 nodes a
    decision): History's tests need whole games, not the team's best play, and a game kept
    here costs a tenth of the time."""
    saved = lookahead.SAMPLES, lookahead.DECISION_NODES, lookahead.MAX_PAIRS
    lookahead.SAMPLES, lookahead.DECISION_NODES, lookahead.MAX_PAIRS = (
        2,
        saved[1] // 8,
        saved[2] // 8,
    )
    try:
        yield
    finally:
        lookahead.SAMPLES, lookahead.DECISION_NODES, lookahead.MAX_PAIRS = saved


def keep(count: int, start: float = 1.7e9, names: tuple[str, ...] = NAMES) -> list[Entry]:
    """``count`` kept games, an hour apart, the four titles in turn, every seventh abandoned."""
    games = ("silencio", "zilence", "silver", "silex")
    kept = []
    for i in range(count):
        moves = 12 if i % 7 == 3 else None
        session = played(games[i % 4], 2 + i % 3, seed=i, moves=moves, names=names)
        entry = store.record(session, date=start + i * 3600)
        assert entry is not None
        kept.append(entry)
    store.settle()  # the index is written off the frame: done before the test looks at files
    return kept


def copies(count: int, game: str = "silex", start: float = 1.7e9) -> list[Entry]:
    """``count`` entries of one played game, a minute apart (for long lists, fast)."""
    session = played(game, 2, seed=5)
    kept = []
    for i in range(count):
        entry = store.record(session, date=start + i * 60)
        assert entry is not None
        kept.append(entry)
    store.settle()  # the index is written off the frame: done before the test looks at files
    return kept
