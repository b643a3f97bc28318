"""Which games have a table scene built; the menu shows the others disabled."""

from __future__ import annotations

import importlib
from collections.abc import Callable

from ..session import Session
from .base import Scene

# game id -> "module:Class" of its table scene, imported when first needed.
GAME_SCENES: dict[str, str] = {
    "silencio": ".silencio:SilencioTable",
}


def has_scene(game_id: str) -> bool:
    return game_id in GAME_SCENES


def scene_factory(game_id: str) -> Callable[..., Scene]:
    module, cls = GAME_SCENES[game_id].split(":")
    return getattr(importlib.import_module(module, __package__), cls)


def open_game(app, session: Session) -> Scene:
    return scene_factory(session.game_id)(app, session)
