"""The main menu, opened by name from the screens below it.

Every screen leads back to the main menu (Back, Menu, an end screen, an error), and the menu
leads to every screen: a screen that imported the menu would close an import circle. So the
screens below the menu ask here, and the menu's module is read by name when first needed
(as game tables are, see registry.py)."""

from __future__ import annotations

from importlib import import_module

from .base import Scene

MAIN_MENU = "game.scenes.menu:MainMenu"


def main_menu(app) -> Scene:
    """A fresh main menu for ``app``."""
    module, _, name = MAIN_MENU.partition(":")
    return getattr(import_module(module), name)(app)
