"""Quiet Table: four tabletop games on one screen (version: ``game.version.version()``)."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
