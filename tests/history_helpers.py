"""Kept games for History's tests, made fast: computers play them out without a table."""

from __future__ import annotations

from game.engine import new_game
from game.history import store
from game.history.entry import Entry
from game.shell.session import Seat, Session

NAMES = ("Ana", "Ben", "Cleo", "Dan")


def played(
    game: str,
    players: int = 3,
    seed: int = 1,
    moves: int | None = None,
    names: tuple[str, ...] = NAMES,
) -> Session:
    """A session whose computers played to the end (or ``moves`` moves); seats 0 and 1 are
    marked human afterwards, as if people had sat there."""
    state = new_game(game, players, seed=seed)
    session = Session(state, [Seat(names[i], False) for i in range(players)])
    while not state.is_over and (moves is None or len(state.history) < moves):
        session.apply(session.bot_action())
    for seat in session.seats[:2]:
        seat.human = True
    return session


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
