"""The headless rules of the four games, behind one contract (shared/ENGINE.md).

Importing this package registers every game that is built. No pygame here.
"""

from . import silencio, silex, silver, zilence  # noqa: F401  (importing registers each game)
from .common import GAMES, GameInfo, IllegalAction, SaveError, load_game, new_game

__all__ = ["GAMES", "GameInfo", "IllegalAction", "SaveError", "load_game", "new_game"]
