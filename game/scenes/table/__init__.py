"""The table kit: what every game's table scene shares (see docs/ADDING_A_GAME.md)."""

from .chooser import ActionChooser, Obj, Target, action_object
from .drag import Drag
from .layout import TableLayout, fit_row, others_from
from .motion import Motion, Tween, moved
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
    "fit_row",
    "moved",
    "others_from",
]
