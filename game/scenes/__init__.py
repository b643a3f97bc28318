"""Screens of the program: one module (or package) per scene.

Importing any screen first reads the catalogue, so each game's table theme is declared before
a screen asks for it (game/ui/theme.py does not import the catalogue)."""

from ..shell import catalogue as _catalogue  # noqa: F401
