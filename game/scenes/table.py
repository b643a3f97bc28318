"""The base of every game's table scene: what all four games do the same way.

It raises the pass-and-play curtain, paces computer seats, applies actions (saving after
each), keeps the game log, shows prompts in one bar, and offers pause, rules and the end.
A game scene subclasses it and draws only from ``self.view``, the shown seat's view.
"""

from __future__ import annotations

from typing import Any

import pygame

from .. import saves
from ..engine.common import Action, IllegalAction
from ..session import Session
from ..ui import theme
from ..ui.log_panel import LogPanel
from ..ui.painter import Painter
from ..ui.viewport import LOGICAL_W
from ..ui.widgets import Button, Form
from .base import Scene
from .common import draw_backdrop
from .curtain import CurtainScene
from .pause import PauseScene

PROMPT_H = 52


class TableScene(Scene):
    def __init__(self, app, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.game_id = session.game_id
        self.log_panel = LogPanel(app.settings.show_log)
        for event in session.state.events:
            self.log_panel.add(session.describe(event))
        self.bot_wait = 0.0
        self.flash = ""  # a short message after a refused move
        self.flash_time = 0.0
        self.menu_button = Button(
            "Menu", (theme.MARGIN, theme.MARGIN, 96, 40), self.open_pause, size=theme.SIZE_SMALL
        )
        self.end_form = Form()
        self.view: dict[str, Any] = {}
        self.refresh()

    # ---- what is on screen ---------------------------------------------------------
    @property
    def seat(self) -> int:
        shown = self.session.shown_seat
        return shown if shown is not None else self.session.seat_to_show()

    @property
    def names(self) -> list[str]:
        return self.session.names

    def refresh(self) -> None:
        """Recompute the shown seat's view (after an action or a curtain)."""
        self.view = self.session.state.view(self.seat)
        self.on_view_changed()

    def on_view_changed(self) -> None:
        """Subclasses rebuild their hit areas here."""

    # ---- flow ----------------------------------------------------------------------
    def resume(self) -> None:
        self.log_panel.open = self.app.settings.show_log if self.log_panel.open else False
        self.refresh()

    def update(self, dt: float) -> None:
        self.flash_time = max(0.0, self.flash_time - dt)
        state = self.session.state
        if state.is_over:
            if not self.end_form.widgets:
                self.end_form.set_widgets(self.end_buttons(), keep_index=False)
            return
        if not self.public_moment() and self.session.needs_curtain():
            self.app.stack.push(
                CurtainScene(
                    self.app,
                    self.session.seats[self.session.seat_to_show()].name,
                    self.curtain_lifted,
                    self.game_id,
                )
            )
            return
        if self.session.shown_seat is None and not self.session.humans:
            self.session.lift_curtain()  # nobody human to hide from
            self.refresh()
        if self.session.is_bot_turn() and self.bot_may_act() and not self.animating():
            self.bot_wait += dt
            if self.bot_wait >= self.app.settings.bot_delay:
                self.bot_wait = 0.0
                self.act(self.session.bot_action())

    def curtain_lifted(self) -> None:
        self.session.lift_curtain()
        self.refresh()

    def public_moment(self) -> bool:
        """True while the table shows nothing private (no curtain needed to act)."""
        return False

    def bot_may_act(self) -> bool:
        """A game may hold a computer back (e.g. while humans may still claim something)."""
        return True

    def animating(self) -> bool:
        return False

    @property
    def busy(self) -> bool:
        curtain = self.session.needs_curtain() and not self.public_moment()
        return self.session.is_bot_turn() or self.animating() or self.flash_time > 0 or curtain

    def act(self, action: Action) -> bool:
        """Apply an action for the current player; a refused one is explained, not fatal."""
        try:
            events = self.session.apply(action)
        except IllegalAction as exc:
            self.flash, self.flash_time = str(exc), 3.0
            return False
        for event in events:
            self.log_panel.add(self.session.describe(event))
        if self.session.state.is_over:
            saves.clear_save()
            self.app.sounds.play("win")
        else:
            saves.save_session(self.session)
            self.app.sounds.play("place")
        self.on_events(events)
        self.refresh()
        return True

    def on_events(self, events: list[dict[str, Any]]) -> None:
        """Subclasses start animations for what just happened."""

    # ---- input ---------------------------------------------------------------------
    def open_pause(self) -> None:
        self.app.stack.push(PauseScene(self.app, self.game_id))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.open_pause()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            from .rules import RulesScene

            self.app.stack.push(RulesScene(self.app, self.game_id))
            return True
        if self.menu_button.handle(event) or self.log_panel.handle(event):
            return True
        if self.session.state.is_over:
            return self.end_form.handle(event)
        return self.handle_table(event)

    def handle_table(self, event: pygame.event.Event) -> bool:
        return False

    def my_turn(self) -> bool:
        state = self.session.state
        return state.current_player == self.seat and self.session.seats[self.seat].human

    # ---- drawing -------------------------------------------------------------------
    def draw(self, painter: Painter) -> None:
        draw_backdrop(painter, self.game_id)
        self.draw_table(painter)
        self.menu_button.draw(painter, False, False)
        self.log_panel.draw(painter)
        if self.flash_time > 0:
            self.draw_prompt(painter, self.flash, 96, warn=True)
        if self.session.state.is_over:
            self.draw_end(painter)

    def draw_table(self, painter: Painter) -> None:
        raise NotImplementedError

    def table_width(self) -> float:
        """Logical width left of the log panel."""
        return self.log_panel.rect().x - theme.MARGIN

    def prompt_rect(self, y: float) -> pygame.FRect:
        return pygame.FRect(theme.MARGIN * 2, y, self.table_width() - 2 * theme.MARGIN, PROMPT_H)

    def draw_prompt(
        self, painter: Painter, text: str, y: float, warn: bool = False, reserve: float = 0
    ) -> None:
        """The one prompt bar over the table area; ``reserve`` keeps room for buttons."""
        rect = self.prompt_rect(y)
        painter.rect(rect, (60, 24, 24) if warn else (20, 19, 26), 10, alpha=225)
        painter.rect(rect, theme.DANGER if warn else theme.ACCENT, 10, width=1, alpha=140)
        room = pygame.FRect(rect.x + 16, rect.y, rect.w - 32 - reserve, rect.h)
        anchor, pos = ("midleft", room.midleft) if reserve else ("center", room.center)
        painter.text(text, pos, theme.SIZE_LABEL, anchor=anchor, max_width=room.w)

    def whose_turn_text(self) -> str:
        current = self.session.state.current_player
        if current is None:
            return "The game is over."
        if current == self.seat and self.session.seats[current].human:
            return "Your turn."
        who = self.names[current]
        return f"{who} is thinking…" if not self.session.seats[current].human else f"{who}'s turn."

    # ---- the end -------------------------------------------------------------------
    def end_buttons(self) -> list[Button]:
        from .menu import MainMenu

        def again() -> None:
            from .setup import SetupScene

            self.app.stack.reset(MainMenu(self.app), SetupScene(self.app, self.game_id))

        def menu() -> None:
            self.app.stack.reset(MainMenu(self.app))

        x = (self.table_width() - 2 * 240 - 16) / 2
        return [
            Button("Play again", (x, 560, 240, 56), again, primary=True),
            Button("Menu", (x + 256, 560, 240, 56), menu),
        ]

    def end_lines(self) -> tuple[str, list[str]]:
        """The end screen's title and lines (subclasses say it in their game's words)."""
        result = self.session.state.result()
        scores = result.get("scores")
        lines = [f"{n}: {s}" for n, s in zip(self.names, scores, strict=False)] if scores else []
        return "Game over", lines

    def draw_end(self, painter: Painter) -> None:
        title, lines = self.end_lines()
        w = min(720, self.table_width() - 2 * theme.MARGIN)
        box = pygame.FRect((self.table_width() - w) / 2, 120, w, 520)
        painter.rect(box, (16, 15, 22), 18, alpha=235)
        painter.rect(box, theme.ACCENT, 18, width=1, alpha=120)
        painter.text(
            title,
            (box.centerx, box.y + 32),
            theme.SIZE_HEADING + 4,
            bold=True,
            anchor="midtop",
            max_width=box.w - 48,
        )
        y = box.y + 96
        for line in lines:
            y += (
                painter.text(
                    line,
                    (box.centerx, y),
                    theme.SIZE_LABEL,
                    anchor="midtop",
                    wrap=box.w - 64,
                    align="center",
                ).h
                + 10
            )
        painter.text(
            "The whole game is in the log on the right.",
            (box.centerx, 520),
            theme.SIZE_SMALL,
            theme.TEXT_DIM,
            anchor="midtop",
        )
        self.end_form.draw(painter)


__all__ = ["TableScene", "LOGICAL_W"]
