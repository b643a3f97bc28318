"""Help at the table: a guided first game's notes (guide.py) and "Suggest a move"
(suggest.py). The table asks this room at a few points only: the widgets it adds, where
Enter goes, whether the computers wait, whether a move is refused, a key, and drawing."""

from __future__ import annotations

import pygame

from ...engine.common import Action
from ...files import saves
from ...i18n import _
from ...shell.session import Seat
from ...ui import theme
from ...ui.widgets import Button, Widget
from .guide import GuideOverlay
from .prompt import fit_prompt_lines
from .suggest import KEY as SUGGEST_KEY
from .suggest import Suggester

SUGGEST_W = 130


class TableHelp:
    guide: GuideOverlay | None = None
    suggester: Suggester

    def start_help(self) -> None:
        session = self.session
        self.guide = GuideOverlay(self, session.guide) if session.guide is not None else None
        self.suggester = Suggester(self)

    # ---- what a game adds --------------------------------------------------------------
    def guide_anchor(self, name: str) -> pygame.FRect | None:
        """Where a guided game's note points (its step's ``anchor``); a game adds its own
        parts of the table (rows, Oracle, board)."""
        layout = self.layout()
        if name == "prompt":
            return self.bar()
        if name == "hand":
            top = layout.hand_y - 34
            return pygame.FRect(40, top, self.table_width() - 80, layout.bottom - 8 - top)
        if name == "log":
            return self.log_panel.rect()
        return None

    def guide_keep(self) -> list[pygame.FRect]:
        """Places a note would rather not cover (a game's players, say) besides the bar,
        the hand and the log."""
        return []

    # ---- the table's questions ---------------------------------------------------------
    def help_widgets(self, buttons: list[Button]) -> list[Widget]:
        """The note's buttons, and "Suggest a move" in the bar, left of the choices there
        (``buttons``: the action panel's), when it may be asked."""
        widgets: list[Widget] = []
        if self.guide is not None:
            widgets += self.guide.widgets(self.app.painter)
        if self.guide is None and self.suggester.available():  # (a guide's notes guide)
            bar, label = self.bar(), _("Suggest")
            width = max(SUGGEST_W, self.app.painter.measure(label, theme.SIZE_SMALL)[0] + 28)
            in_bar = [b.rect.x for b in buttons if bar.contains(b.rect)]
            x = (min(in_bar) if in_bar else bar.right) - 8 - width
            if self.prompt_fits(bar.right - x + 8):  # else only H asks: the prompt comes first
                tip = _("Which move would the computer make for you, and why? (H)")
                rect = (x, bar.y + 6, width, bar.h - 12)
                ask = Button(label, rect, self.suggester.ask, tooltip=tip, size=theme.SIZE_SMALL)
                widgets.append(ask)
        return widgets

    def prompt_fits(self, reserve: float) -> bool:
        """The prompt bar's text still fits (on two lines at most) beside ``reserve``."""
        painter, text = self.app.painter, self.prompt_text()
        room = self.bar().w - 32 - reserve
        if painter.measure(text, theme.SIZE_LABEL)[0] <= room:
            return True
        return fit_prompt_lines(painter, text, theme.SIZE_SMALL, room) == text

    def help_focus(self) -> Widget | None:
        """Where Enter goes while a note explains (Continue), else None."""
        return self.guide.focus() if self.guide is not None else None

    def help_holds(self) -> bool:
        """The computers wait: a note is read, or the learner is asked for a move."""
        return self.guide is not None and self.guide.holds()

    def help_refusal(self, action: Action) -> str:
        """Why a guided game refuses the learner's ``action`` ("": it does not)."""
        if self.guide is None or self._computer_moving:
            return ""
        return self.guide.refusal(action)

    def help_key(self, event: pygame.event.Event) -> bool:
        """Enter on a note's Continue (before a game's own keys take it), H for a hint."""
        if event.type != pygame.KEYDOWN:
            return False
        focus = self.help_focus()
        if focus is not None and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            focus.activate()
            return True
        if event.key == SUGGEST_KEY and self.suggester.available():
            self.suggester.ask()
            return True
        return False

    def draw_help(self, painter) -> None:
        if self.guide is not None:
            self.guide.draw(painter)  # its buttons are the form's, drawn next
        self.suggester.draw(painter)

    # ---- the guide's presses -----------------------------------------------------------
    def guide_changed(self) -> None:
        """A note was read on (or back): keep the step reached and show the next."""
        saves.save_later(self.session)
        self.refresh()

    def guide_real_game(self) -> None:
        """The guide's end: a real game of this title with the same seats, newly dealt."""
        from ..setup import begin_game

        seats = [Seat(s.name, s.human, s.level) for s in self.session.seats]
        begin_game(self.app, self.game_id, seats, {})
