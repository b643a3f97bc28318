"""Table setup: how many players, each seat's name and human/computer, the game's options."""

from __future__ import annotations

import random
from typing import Any

from .. import saves
from ..engine import GAMES, new_game
from ..engine.common import OptionInfo
from ..session import Seat, Session
from ..ui import theme
from ..ui.painter import Painter
from ..ui.viewport import LOGICAL_W
from ..ui.widgets import Button, Choice, Label, TextInput, Toggle, Widget
from .common import FormScene
from .registry import open_game

DEFAULT_NAMES = ("Ana", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana", "Ivo", "Jun")
ROW = 52
# Option rows that fit the options panel; more go on further pages with a pager below them.
OPTIONS_PER_PAGE = 6
LEFT_X, RIGHT_X, COL_W = 64, 688, 528


def option_label(name: str, info: OptionInfo | None) -> str:
    return info.label if info else name.replace("_", " ").capitalize()


def value_text(value: Any) -> str:
    if isinstance(value, bool):
        return "On" if value else "Off"
    if isinstance(value, (list, tuple)):
        return ", ".join(str(v) for v in value) or "None"
    return str(value)


class SetupScene(FormScene):
    def __init__(self, app, game_id: str) -> None:
        super().__init__(app)
        self.info = GAMES[game_id]
        self.game_id = game_id
        self.title = self.info.title
        self.subtitle = "Who is at the table?"
        self.players = self.info.min_players
        self.names = list(DEFAULT_NAMES[: self.info.max_players])
        self.humans = [i == 0 for i in range(self.info.max_players)]
        self.options: dict[str, Any] = dict(self.info.default_options)
        self.option_page = 0

    # ---- widgets -------------------------------------------------------------------
    def build(self) -> list[Widget]:
        widgets: list[Widget] = [
            Choice(
                "Players",
                (LEFT_X, 160, COL_W, 48),
                [(n, str(n)) for n in range(self.info.min_players, self.info.max_players + 1)],
                self.players,
                self._set_players,
                label_width=180,
            ),
        ]
        rows = min(self.players, 8)
        row_h = min(ROW, (600 - 224) / max(1, rows))
        for seat in range(self.players):
            y = 224 + seat * row_h
            widgets.append(
                TextInput((LEFT_X, y, 250, row_h - 8), self.names[seat], self._namer(seat))
            )
            widgets.append(
                Choice(
                    "",
                    (LEFT_X + 266, y, COL_W - 266, row_h - 8),
                    [(True, "Human"), (False, "Computer")],
                    self.humans[seat],
                    self._humaner(seat),
                    label_width=0,
                )
            )
        widgets.append(Label("Options", (RIGHT_X, 160, COL_W, 32), theme.SIZE_LABEL, bold=True))
        widgets += self._option_widgets()
        widgets.append(Button("Back", (LEFT_X, 624, 200, 56), self.back))
        widgets.append(
            Button("Start", (LOGICAL_W - 64 - 280, 624, 280, 56), self.start, primary=True)
        )
        return widgets

    def option_pages(self) -> int:
        return max(1, -(-len(self.options) // OPTIONS_PER_PAGE))

    def _option_widgets(self) -> list[Widget]:
        widgets: list[Widget] = []
        y = 208
        first = self.option_page * OPTIONS_PER_PAGE
        shown = list(self.options.items())[first : first + OPTIONS_PER_PAGE]
        for name, value in shown:
            info = self.info.option_info.get(name)
            label = option_label(name, info)
            tip = info.help if info else ""
            rect = (RIGHT_X, y, COL_W, 44)
            if info and info.choices:
                widgets.append(
                    Choice(
                        label,
                        rect,
                        [(c, info.value_label(c) or value_text(c)) for c in info.choices],
                        value,
                        self._optioner(name),
                        tooltip=tip,
                    )
                )
            elif isinstance(value, bool):
                widgets.append(Toggle(label, rect, value, self._optioner(name), tooltip=tip))
            else:
                widgets.append(
                    Label(f"{label}: {value_text(value)}", rect, theme.SIZE_BODY, theme.TEXT_DIM)
                )
            y += ROW
        if not self.options:
            widgets.append(
                Label(
                    "This game has no options.",
                    (RIGHT_X, y, COL_W, 44),
                    theme.SIZE_BODY,
                    theme.TEXT_DIM,
                )
            )
        pages = self.option_pages()
        if pages > 1:
            widgets.append(
                Choice(
                    "More options",
                    (RIGHT_X, 208 + OPTIONS_PER_PAGE * ROW + 8, COL_W, 44),
                    [(p, f"Page {p + 1} of {pages}") for p in range(pages)],
                    self.option_page,
                    self._set_option_page,
                )
            )
        return widgets

    def _set_option_page(self, page: int) -> None:
        self.option_page = page
        self.form.set_widgets(self.build())

    def _set_players(self, n: int) -> None:
        self.players = n
        self.form.set_widgets(self.build())

    def _namer(self, seat: int):
        def set_name(text: str) -> None:
            self.names[seat] = text

        return set_name

    def _humaner(self, seat: int):
        def set_human(value: bool) -> None:
            self.humans[seat] = value

        return set_human

    def _optioner(self, name: str):
        def set_option(value: Any) -> None:
            self.options[name] = value

        return set_option

    # ---- start ---------------------------------------------------------------------
    def seats(self) -> list[Seat]:
        names = []
        for seat in range(self.players):
            name = self.names[seat].strip() or DEFAULT_NAMES[seat]
            names.append(name if name not in names else f"{name} {seat + 1}")
        return [Seat(names[i], self.humans[i]) for i in range(self.players)]

    def start(self) -> None:
        from .menu import MainMenu

        state = new_game(self.game_id, self.players, random.randrange(1 << 31), self.options)
        session = Session(state, self.seats())
        if len(session.humans) == 1:
            session.lift_curtain()  # a lone human has nobody to hide a hand from at the start
        saves.save_session(session)
        self.app.sounds.play("curtain")
        self.app.stack.reset(MainMenu(self.app), open_game(self.app, session))

    def decorate(self, painter: Painter) -> None:
        painter.panel((LEFT_X - 24, 144, COL_W + 48, 464))
        painter.panel((RIGHT_X - 24, 144, COL_W + 48, 464))
