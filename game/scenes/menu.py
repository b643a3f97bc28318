"""The main menu: New game, Continue, Learn to play, Join a table, Scanning practice, History,
Rules, Settings, Quit."""

from __future__ import annotations

import pygame

from ..engine.common import SaveError
from ..files import saves
from ..files.save_summary import save_summary
from ..i18n import _
from ..shell.catalogue import GAME_LIST
from ..ui import theme
from ..ui.cards import draw_card
from ..ui.painter import Painter
from ..ui.viewport import LOGICAL_W
from ..ui.widgets import Button, Widget
from ..version import version
from .common import FormScene, button_column
from .dialog import Dialog, message
from .registry import open_game


class MainMenu(FormScene):
    def build(self) -> list[Widget]:
        buttons = button_column(
            [
                (_("New game"), self.new_game),
                (_("Continue"), self.continue_game),
                (_("Learn to play"), self.learn),
                (_("Join a table"), self.join_table),
                (_("Scanning practice"), self.practice),
                (_("History"), self.history),
                (_("Rules"), self.rules),
                (_("Settings"), self.settings),
                (_("Quit"), self.ask_quit),
            ],
            top=270,
            height=40,
            gap=6,
        )
        buttons[0].primary = True
        self.continue_button: Button = buttons[1]
        self.continue_button.enabled = saves.has_save()
        self.summary = save_summary() if self.continue_button.enabled else None
        if not self.continue_button.enabled:
            self.continue_button.tooltip = _("No game in progress.")
        elif self.summary:
            self.continue_button.tooltip = _("Resume {game}.").format(game=self.summary)
        return buttons

    def enter(self) -> None:
        """With a game in progress, the focus starts on Continue: the likely next step, and
        what Enter does at once (the pointer resting elsewhere moves nothing)."""
        super().enter()
        if self.continue_button.enabled:
            self.form.set_focus(self.continue_button)

    def new_game(self) -> None:
        self.choose_game(guided=False)

    def learn(self) -> None:
        """A guided first game of the title chosen next."""
        self.choose_game(guided=True)

    def choose_game(self, guided: bool) -> None:
        """Choose a game; with a game in progress, first say which one a new game replaces."""
        from .game_select import GameSelect

        self.app.sounds.play("click")
        summary = save_summary() if saves.has_save() else None
        if summary is None:
            self.app.stack.push(GameSelect(self.app, guided))
            return
        self.app.stack.push(
            Dialog(
                self.app,
                _("Start a new game?"),
                _(
                    "Your game in progress ({game}) will be replaced when the new one starts."
                ).format(game=summary),
                [
                    (
                        _("Choose a new game"),
                        lambda: self.app.stack.push(GameSelect(self.app, guided)),
                    ),
                    (_("Continue it"), self.continue_game),
                    (_("Cancel"), lambda: None),
                ],
            )
        )

    def continue_game(self) -> None:
        try:
            session = saves.load_current()
        except SaveError as exc:
            self.app.stack.push(
                message(self.app, _("The saved game could not be resumed"), str(exc))
            )
            self.resume()
            return
        self.app.sounds.play("click")
        if session.net is not None and not session.state.is_over:
            from .network.lobby import resumed_lobby  # a hosted game is hosted again

            self.app.stack.push(resumed_lobby(self.app, session))
            return
        self.app.stack.push(open_game(self.app, session))

    def join_table(self) -> None:
        """Sit at a table hosted on another computer."""
        from .network.join import JoinScene

        self.app.sounds.play("click")
        self.app.stack.push(JoinScene(self.app))

    def practice(self) -> None:
        """Zilence's solo scanning practice: one player, no table."""
        from .zilence.practice import PracticeScene

        self.app.sounds.play("click")
        self.app.stack.push(PracticeScene(self.app))

    def history(self) -> None:
        """Every finished or abandoned game, and statistics from them."""
        from .history import HistoryScene

        self.app.sounds.play("click")
        self.app.stack.push(HistoryScene(self.app))

    def rules(self) -> None:
        from .rules import RulesScene

        self.app.stack.push(RulesScene(self.app))

    def settings(self) -> None:
        from .settings import SettingsScene

        self.app.stack.push(SettingsScene(self.app))

    def ask_quit(self) -> None:
        self.app.stack.push(
            Dialog(
                self.app,
                _("Quit Quiet Table?"),
                _("Any game in progress is saved."),
                [(_("Quit"), self.app.quit), (_("Cancel"), lambda: None)],
            )
        )

    def back(self) -> None:
        self.ask_quit()

    def decorate(self, painter: Painter) -> None:
        self._draw_fan(painter)
        if getattr(self, "summary", None):  # which game Continue resumes
            r = self.continue_button.rect
            painter.text(  # wrapped, never cut: "…, 79 mo…" hid how far the game is
                self.summary,
                (r.right + 16, r.centery),
                theme.SIZE_SMALL,
                theme.TEXT_DIM,
                anchor="midleft",
                wrap=LOGICAL_W - r.right - 40,
            )
        # The subtitle sits just above the buttons and the title above it, so larger text
        # grows upwards into the room above (the fan of cards moves up to make it).
        subtitle = painter.text(
            _("four quiet games for one screen"),
            (LOGICAL_W / 2, 266),
            theme.SIZE_LABEL,
            theme.TEXT_DIM,
            anchor="midbottom",
        )
        painter.text(
            _("Quiet Table"),
            (LOGICAL_W / 2, subtitle.top + 4),
            theme.SIZE_TITLE,
            bold=True,
            anchor="midbottom",
        )
        self._draw_version(painter)

    def _draw_version(self, painter: Painter) -> pygame.FRect:
        """The version in the window's bottom right corner, clear of the buttons (a bug report
        quotes it); small, but 18 logical px keeps it 11 real px at 800x600."""
        x, y, w, h = painter.window()
        return painter.text(
            f"v{version()}",
            (x + w - theme.MARGIN, y + h - theme.MARGIN),
            theme.SIZE_SMALL,
            theme.TEXT_DIM,
            anchor="bottomright",
        )

    def _draw_fan(self, painter: Painter) -> None:
        middle = (len(GAME_LIST) - 1) / 2
        for i, game in enumerate(GAME_LIST):
            x = LOGICAL_W / 2 + (i - middle) * 44
            y = 64 - 60 * (painter.text_scale - 1) + abs(i - middle) * 6
            draw_card(painter, pygame.FRect(x - 28, y, 56, 78), None, game.theme)
