"""What every game engine shares: the state base, errors, the registry."""

from .errors import IllegalAction, SaveError
from .registry import GAMES, GameInfo, OptionInfo, load_game, new_game, register
from .state import SAVE_FORMAT, Action, GameState

__all__ = [
    "GAMES",
    "SAVE_FORMAT",
    "Action",
    "GameInfo",
    "GameState",
    "IllegalAction",
    "OptionInfo",
    "SaveError",
    "load_game",
    "new_game",
    "register",
]
