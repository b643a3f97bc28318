"""What every game engine shares: the state base, errors, the registry."""

from .bots import Bot, BotInput, bot_input, choice_rng, choose
from .decision import ANYONE, OVER, SECRET, TURN, Decision
from .errors import ContentError, ContentUnreadable, IllegalAction, SaveError
from .registry import GAMES, GameInfo, OptionInfo, load_game, new_game, register
from .state import SAVE_FORMAT, Action, GameState, make_result
from .suggest import Suggestion, reason_for, suggest

__all__ = [
    "ANYONE",
    "OVER",
    "SECRET",
    "TURN",
    "Bot",
    "BotInput",
    "Decision",
    "bot_input",
    "choice_rng",
    "choose",
    "reason_for",
    "suggest",
    "Suggestion",
    "make_result",
    "GAMES",
    "SAVE_FORMAT",
    "Action",
    "GameInfo",
    "GameState",
    "ContentError",
    "ContentUnreadable",
    "IllegalAction",
    "OptionInfo",
    "SaveError",
    "load_game",
    "new_game",
    "register",
]
