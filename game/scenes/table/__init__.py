"""The table kit: what every game's table scene shares (see docs/ADDING_A_GAME.md)."""

from .chooser import ActionChooser, Obj, Target, action_object
from .drag import Drag
from .layout import TableLayout, others_from
from .motion import Motion, Tween
from .scene import TableScene
from .selection import Selection

__all__ = [
    "ActionChooser",
    "Drag",
    "Motion",
    "Obj",
    "Selection",
    "TableLayout",
    "TableScene",
    "Target",
    "Tween",
    "action_object",
    "others_from",
]
