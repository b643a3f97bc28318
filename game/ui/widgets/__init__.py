"""The widget kit: every widget works with the mouse and, through a Form, the keyboard.

Widgets live in logical coordinates and get events whose ``pos`` is already logical. One
module a kind of widget; every name is taken from here (``from game.ui.widgets import X``).
"""

from .base import FOCUS_RING, MOVE_KEYS, Label, Widget, draw_focus
from .button import Button, button_widths
from .form import Form
from .scroll import ScrollView
from .text_input import TextInput
from .tooltip import draw_notice, draw_tooltip, tooltip_box, tooltip_place
from .values import Choice, Slider, Toggle

__all__ = [
    "FOCUS_RING",
    "MOVE_KEYS",
    "Button",
    "Choice",
    "Form",
    "Label",
    "ScrollView",
    "Slider",
    "TextInput",
    "Toggle",
    "Widget",
    "button_widths",
    "draw_focus",
    "draw_notice",
    "draw_tooltip",
    "tooltip_box",
    "tooltip_place",
]
