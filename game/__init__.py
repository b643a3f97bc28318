"""Quiet Table: four tabletop games on one screen."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

__version__ = "0.1.0"
