"""The pause menu over a game: resume, rules, the keys, settings, save and quit to the menu."""

from __future__ import annotations

from ..i18n import N_, _
from ..ui import theme
from ..ui.painter import Painter
from ..ui.viewport import LOGICAL_W
from ..ui.widgets import Widget
from .common import FormScene, button_column, draw_backdrop

# The quit button and the note under it: a finished game, one at this screen, a table this
# computer hosts, a table it joined.
QUIT_WORDS = {
    "over": (N_("Back to menu"), N_("The game is over.")),
    "": (N_("Save and quit to menu"), N_("Your game is saved after every move.")),
    "host": (
        N_("Close the table"),
        N_("Saved after every move: Continue hosts it again, and the others rejoin."),
    ),
    "joined": (
        N_("Leave the table"),
        N_("The game is played on the host's computer: rejoin it from Join a table."),
    ),
}


class PauseScene(FormScene):
    # Opaque like the curtain: a paused table may show a hand, and whoever walks up to the
    # screen must not see it.
    opaque = True

    def __init__(
        self, app, game_id: str | None, finished: bool = False, networked: str = ""
    ) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.finished = finished  # a game that is over has nothing left to save
        # "host": this computer hosts the table; "joined": it sits at another's table.
        self.networked = networked

    def quit_label(self) -> str:
        return _(QUIT_WORDS["over" if self.finished else self.networked][0])

    def note(self) -> str:
        return _(QUIT_WORDS["over" if self.finished else self.networked][1])

    def build(self) -> list[Widget]:
        buttons = button_column(
            [
                (_("Resume"), self.back),
                (_("Rules"), self.rules),
                (_("Keys (?)"), self.keys),
                (_("Settings"), self.settings),
                (self.quit_label(), self.ask_quit_to_menu),
            ],
            top=244,
            gap=12,
        )
        buttons[0].primary = True
        return buttons

    def rules(self) -> None:
        from .rules import RulesScene

        self.app.stack.push(RulesScene(self.app, self.game_id))

    def keys(self) -> None:
        from .keys_help import KeysScene, table_keys

        self.app.stack.push(KeysScene(self.app, _("Keys"), table_keys()))

    def settings(self) -> None:
        from .settings import SettingsScene

        self.app.stack.push(SettingsScene(self.app))

    def ask_quit_to_menu(self) -> None:
        """Leaving a table played across computers asks first: the others are told."""
        if self.finished or not self.networked:
            self.quit_to_menu()
            return
        from .dialog import Dialog

        if self.networked == "host":
            title = _("Close the table?")
            words = _("Everyone who joined goes back to their menu; the game stays saved here.")
        else:
            title = _("Leave the table?")
            words = _("Your seat waits for you: join again with the same code.")
        choices = [(self.quit_label(), self.quit_to_menu), (_("Keep playing"), lambda: None)]
        self.app.stack.push(Dialog(self.app, title, words, choices))

    def quit_to_menu(self) -> None:
        from .screens import main_menu

        # The game is saved after every action already; nothing is lost here.
        self.app.stack.reset(main_menu(self.app))

    def draw(self, painter: Painter) -> None:
        draw_backdrop(painter, self.game_id)
        painter.rect(painter.window(), (6, 6, 10), alpha=120)
        note = self.note()
        # wide enough for its note in any language and text size
        width = min(LOGICAL_W - 80, max(440, painter.measure(note, theme.SIZE_SMALL)[0] + 48))
        box = ((LOGICAL_W - width) / 2, 150, width, 480)
        painter.rect(box, theme.MODAL, 16)
        painter.text(
            _("Paused"), (LOGICAL_W / 2, 174), theme.SIZE_HEADING, bold=True, anchor="midtop"
        )
        self.form.draw(painter)
        painter.text(
            note,
            (LOGICAL_W / 2, 590),
            theme.SIZE_SMALL,
            theme.TEXT_DIM,
            anchor="midtop",
            max_width=width - 40,
        )
