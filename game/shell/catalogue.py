"""The games of Quiet Table, declared once: engine, table scene, theme, rules text.

The menu, the game list, the rules screen, the smoke run and the benchmark all read this.
Title, blurb and player counts come from the engine's GameInfo; a game whose engine or
scene is not built yet is listed as coming soon.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import GAMES
from ..engine.common import GameInfo
from ..i18n import N_
from ..ui import theme


@dataclass(frozen=True)
class GameEntry:
    game_id: str
    fallback_title: str  # shown while the engine is not built (marked with N_)
    scene: str  # "module:Class" of its table scene, imported when first needed; "" if none
    theme: theme.TableTheme
    rules: str  # file name under assets/rules

    @property
    def info(self) -> GameInfo | None:
        return GAMES.get(self.game_id)

    @property
    def title(self) -> str:
        return self.info.title if self.info else self.fallback_title

    @property
    def blurb(self) -> str:
        return self.info.blurb if self.info else N_("Coming soon.")

    @property
    def playable(self) -> bool:
        return self.info is not None and bool(self.scene)


GAME_LIST: tuple[GameEntry, ...] = (
    GameEntry(
        "silencio",
        N_("Silencio"),
        "game.scenes.silencio:SilencioTable",
        theme.TableTheme(
            (36, 34, 72), (18, 17, 40), (58, 48, 110), (236, 196, 120), (246, 196, 112)
        ),
        "silencio.txt",
    ),
    GameEntry(
        "zilence",
        N_("Zilence"),
        "game.scenes.zilence:ZilenceTable",
        theme.TableTheme(
            (92, 84, 58), (52, 50, 34), (120, 70, 44), (224, 196, 140), (232, 120, 64)
        ),
        "zilence.txt",
    ),
    GameEntry(
        "silver",
        N_("Silver"),
        "game.scenes.silver:SilverTable",
        theme.TableTheme(
            (44, 52, 64), (24, 28, 36), (80, 92, 110), (206, 214, 226), (240, 214, 120)
        ),
        "silver.txt",
    ),
    GameEntry(
        "silex",
        N_("Silex and the City"),
        "game.scenes.silex:SilexTable",
        theme.TableTheme(
            (74, 64, 52), (40, 34, 28), (140, 100, 52), (230, 200, 150), (222, 164, 70)
        ),
        "silex.txt",
    ),
)
ENTRIES: dict[str, GameEntry] = {}


def entry(game_id: str | None) -> GameEntry | None:
    return ENTRIES.get(game_id or "")


def add_entry(game: GameEntry) -> None:
    """Another game (the tests' toy table) next to the product's four."""
    ENTRIES[game.game_id] = game
    theme.declare_table(game.game_id, game.theme)


def remove_entry(game_id: str) -> None:
    ENTRIES.pop(game_id, None)
    theme.declare_table(game_id, None)


for _game in GAME_LIST:
    add_entry(_game)
