"""The error screen: something broke inside a scene; say so plainly and offer the menu."""

from __future__ import annotations

from ..ui import theme
from ..ui.painter import Painter
from ..ui.viewport import LOGICAL_W
from ..ui.widgets import Button, Widget
from ..userdata import log_file
from .common import FormScene


class ErrorScene(FormScene):
    title = "Something went wrong"

    def __init__(self, app, exc: BaseException) -> None:
        super().__init__(app)
        self.detail = f"{type(exc).__name__}: {exc}"[:300]

    def build(self) -> list[Widget]:
        return [
            Button(
                "Back to menu", ((LOGICAL_W - 360) / 2, 480, 360, 56), self.to_menu, primary=True
            )
        ]

    def to_menu(self) -> None:
        from .menu import MainMenu

        self.app.stack.reset(MainMenu(self.app))

    def back(self) -> None:
        self.to_menu()

    def draw(self, painter: Painter) -> None:
        super().draw(painter)
        lines = (
            "The game hit a problem it could not handle. Your last saved move is safe: "
            "Continue from the menu resumes the game."
        )
        painter.text(
            lines, (LOGICAL_W / 2, 200), theme.SIZE_LABEL, anchor="midtop", wrap=760, align="center"
        )
        painter.text(
            self.detail,
            (LOGICAL_W / 2, 300),
            theme.SIZE_SMALL,
            theme.TEXT_DIM,
            anchor="midtop",
            wrap=760,
            align="center",
        )
        painter.text(
            f"Details were written to {log_file()}",
            (LOGICAL_W / 2, 380),
            theme.SIZE_SMALL,
            theme.TEXT_DIM,
            anchor="midtop",
            wrap=900,
            align="center",
        )
