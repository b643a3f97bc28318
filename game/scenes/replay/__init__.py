"""The replay viewer (issue 20): a saved or finished game, move by move, on its real table.

``open_replay(app, session_text)`` is the entry point (the History screen calls it): it pushes
nothing itself and returns the scene to push. ``session_text`` is ``Session.to_json()``;
damaged data raises SaveError with a readable message. Saves are never touched.
"""

from __future__ import annotations

from functools import cache

from ...engine.common import SaveError
from ..base import Scene
from ..registry import scene_factory
from ..table.replay import ReplayMode
from ..table.replay_controls import OPEN
from .timeline import Timeline, load_timeline


@cache
def replay_class(table_class: type) -> type:
    """The game's table scene, read-only (one class per game, made once)."""
    return type(f"Replay{table_class.__name__}", (ReplayMode, table_class), {})


def open_replay(app, session_text: str, title: str = "") -> Scene:
    """The replay of ``session_text`` at its first move, seen by the first human (or the
    first seat); ``title`` names it in the bar (the History screen's words for the game)."""
    session, timeline = load_timeline(session_text)
    try:
        table = scene_factory(session.game_id)
    except ValueError as exc:
        raise SaveError(str(exc)) from exc
    session.state = timeline.state_at(0)
    humans = session.humans
    scene = replay_class(table)(app, session, timeline, humans[0] if humans else 0)
    scene.title = title
    return scene


__all__ = ["OPEN", "Timeline", "open_replay"]
