"""History with a full folder (``python -m game.bench --history``): 1,000 kept games in a
temporary data folder, the time to open the History screen (its first frame drawn) with the
index and without it (every file read), and to keep one more game at a game's end.

Target: under half a second to open with 1,000 games.
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

from ..engine import new_game
from ..files.atomic import write_atomic
from ..history import store
from ..history.entry import entry_of, entry_text
from ..shell.session import Seat, Session

GAMES = ("silencio", "zilence", "silver", "silex")
NAMES = ("Annabelle", "Bartholomew", "Cleo", "Dmitri")


def sample_sessions() -> list[Session]:
    """One finished game of each title, played out by computers."""
    sessions = []
    for i, game in enumerate(GAMES):
        state = new_game(game, 3, seed=i)
        session = Session(state, [Seat(n, j < 2) for j, n in enumerate(NAMES[:3])])
        while not state.is_over:
            session.apply(session.bot_action())
        sessions.append(session)
    return sessions


def fill(folder: Path, count: int) -> None:
    """``count`` entry files, a minute apart, written as History writes them (no index)."""
    sessions = sample_sessions()
    texts = [s.to_json() for s in sessions]
    start = time.time() - count * 60
    for i in range(count):
        k = i % len(sessions)
        entry = entry_of(sessions[k], date=start + i * 60)
        entry.name = store.free_name(folder, entry.game, entry.date)
        write_atomic(folder / entry.name, entry_text(entry, texts[k]), durable=False)


def time_opening() -> float:
    """Milliseconds from choosing History to its first frame drawn."""
    from ..app import App
    from ..scenes.history import HistoryScene
    from ..scenes.menu import MainMenu

    app = App((1280, 720))
    app.stack.push(MainMenu(app))
    app.frame(0, [])
    begin = time.perf_counter()
    app.stack.push(HistoryScene(app))
    app.frame(1 / 60, [])
    return (time.perf_counter() - begin) * 1000


def run(count: int = store.CAP) -> None:
    old = os.environ.get("QUIET_TABLE_DATA")
    with tempfile.TemporaryDirectory(prefix="quiet-table-history-") as data:
        os.environ["QUIET_TABLE_DATA"] = data
        try:
            folder = store.keeper().folder
            fill(folder, count)
            cold = time_opening()  # no index yet: every file is read once
            warm = min(time_opening() for _ in range(3))
            session = sample_sessions()[0]
            begin = time.perf_counter()
            store.record(session)
            kept = (time.perf_counter() - begin) * 1000
        finally:
            if old is None:
                os.environ.pop("QUIET_TABLE_DATA", None)
            else:
                os.environ["QUIET_TABLE_DATA"] = old
    print(
        f"\nhistory with {count} games: opening {warm:.0f} ms (target 500 ms), "
        f"{cold:.0f} ms the first time without its index; keeping a game {kept:.0f} ms"
    )


if __name__ == "__main__":
    run()
