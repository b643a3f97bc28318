"""The error screen: something broke inside a scene; say so plainly and offer the menu."""

from __future__ import annotations

import logging

from ..engine.common import SaveError
from ..files import saves
from ..i18n import N_, _
from ..ui import theme
from ..ui.painter import Painter
from ..ui.viewport import LOGICAL_W
from ..ui.widgets import Button, Widget
from .common import FormScene


def resume_promise(exc: BaseException) -> str:
    """What the player can expect after the failure: Continue only when a save can resume."""
    if saves.saving_off():
        return _(
            "The game hit a problem it could not handle. Progress is not being saved this "
            "time, so this game cannot be resumed."
        )
    if isinstance(exc, (OSError, SaveError)):
        return _(
            "The game hit a problem it could not handle. It came from the saved game's file, "
            "so Continue may not resume it."
        )
    if not saves.has_save():
        return _(
            "The game hit a problem it could not handle. There is no saved game to resume "
            "from the menu."
        )
    return _(
        "The game hit a problem it could not handle. Your last saved move is safe: Continue "
        "from the menu resumes the game."
    )


def log_note() -> str:
    """Where the details went: the log file if there is one (it may have fallen back)."""
    handlers = logging.getLogger().handlers
    for handler in handlers:
        if isinstance(handler, logging.FileHandler):
            return _("Details were written to {path}").format(path=handler.baseFilename)
    if any(type(h) is logging.StreamHandler for h in handlers):
        return _("Details were written to standard error (the log folder cannot be written).")
    return _("Details could not be written to a log file.")


class ErrorScene(FormScene):
    title = N_("Something went wrong")

    def __init__(self, app, exc: BaseException) -> None:
        super().__init__(app)
        self.exc = exc
        self.detail = f"{type(exc).__name__}: {exc}"[:300]
        self.promise = resume_promise(exc)

    def language_changed(self) -> None:
        self.promise = resume_promise(self.exc)
        super().language_changed()

    def build(self) -> list[Widget]:
        return [
            Button(
                _("Back to menu"), ((LOGICAL_W - 360) / 2, 480, 360, 56), self.to_menu, primary=True
            )
        ]

    def to_menu(self) -> None:
        from .screens import main_menu

        self.app.stack.reset(main_menu(self.app))

    def back(self) -> None:
        self.to_menu()

    def draw(self, painter: Painter) -> None:
        super().draw(painter)
        painter.text(
            self.promise,
            (LOGICAL_W / 2, 200),
            theme.SIZE_LABEL,
            anchor="midtop",
            wrap=760,
            align="center",
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
            log_note(),
            (LOGICAL_W / 2, 380),
            theme.SIZE_SMALL,
            theme.TEXT_DIM,
            anchor="midtop",
            wrap=900,
            align="center",
        )
