"""Opening a game's table scene, as the catalogue declares it."""

from __future__ import annotations

import gc
import importlib
from collections.abc import Callable

from ..shell.catalogue import entry
from ..shell.session import Session
from .base import Scene


def has_scene(game_id: str) -> bool:
    game = entry(game_id)
    return game is not None and game.playable


def scene_factory(game_id: str) -> Callable[..., Scene]:
    game = entry(game_id)
    if game is None or not game.scene:
        raise ValueError(f"No table is built for {game_id!r} yet.")
    module, cls = game.scene.split(":")
    return getattr(importlib.import_module(module), cls)


def preload_tables() -> None:
    """Import every table's modules and run their ``preload()`` if they have one (Zilence
    reads its maps): on the board worker's thread at start, so the frame that opens a table
    does not wait for them."""
    from ..shell.catalogue import GAME_LIST

    for game in GAME_LIST:
        if game.playable and game.scene:
            module = importlib.import_module(game.scene.split(":")[0])
            getattr(module, "preload", lambda: None)()
    # What is loaded by now lives as long as the program: out of the collector's sight, a
    # full collection in the middle of a game (11 ms with Zilence's maps in memory) stays
    # short.
    gc.freeze()


def open_game(app, session: Session) -> Scene:
    return scene_factory(session.game_id)(app, session)
