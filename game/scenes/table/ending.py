"""The end screen every table shares: the game's words, what it reveals, and Play again
(the same seats, a new deal), Change table or Menu.

A mixin of TableScene: a game fills it through ``end_lines``, ``end_box`` and
``draw_end_details``.
"""

from __future__ import annotations

import pygame

from ...history.words import listed
from ...i18n import _
from ...ui import theme
from ...ui.painter import Painter
from ...ui.widgets import Button


class EndScreen:
    def end_lines(self) -> tuple[str, list[str]]:
        """The end screen's title and lines, in the game's words."""
        result = self.session.state.result()
        winners = [self.names[w] for w in result["winners"]]
        title = _("{names} wins!") if len(winners) == 1 else _("{names} win!")
        lines = [
            _("{name}: {score}").format(name=n, score=s)
            for n, s in zip(self.names, result["scores"], strict=True)
        ]
        return (title.format(names=listed(winners)) if winners else _("Game over")), lines

    def ending_sound(self) -> str:
        """Which of the three endings sounds, as the end screen's title says it: perfect (a
        cooperative game's best band), won (a person at the table among the winners, or a
        table of computers), lost."""
        result = self.session.state.result()
        team = result.get("team") or {}
        if team.get("band") == "perfect":
            return "perfect"
        humans = self.session.humans
        won = any(w in humans for w in result["winners"]) if humans else bool(result["winners"])
        return "win" if won else "lost"

    def draw_end_details(self, painter: Painter, rect: pygame.FRect) -> None:
        """Under the end screen's lines: what the game reveals at the end (cards left)."""

    def end_box(self) -> pygame.FRect:
        """Where the end screen sits; a game may move it to keep its final table in view."""
        layout = self.layout()
        w = min(720, self.table_width() - 2 * theme.MARGIN)
        h = 520
        middle = (layout.top + layout.bottom) / 2
        return pygame.FRect((self.table_width() - w) / 2, middle - h / 2, w, h)

    def end_buttons(self) -> list[Button]:
        """Play again (the same table, a new deal), back to setup, or the menu."""
        from ..screens import main_menu

        def setup() -> None:
            from ..setup import SetupScene

            self.app.stack.reset(main_menu(self.app), SetupScene(self.app, self.game_id))

        def menu() -> None:
            self.app.stack.reset(main_menu(self.app))

        box = self.end_box()
        choices = [(_("Play again"), self.rematch), (_("Change table"), setup), (_("Menu"), menu)]
        if self.session.link is not None:  # across computers: a new game is hosted anew
            choices = [(_("Menu"), menu)]
        count = len(choices)
        if box.w >= count * 200 + (count - 1) * 16 + 48:  # a row of buttons, else a column
            x = box.centerx - (count * 200 + (count - 1) * 16) / 2
            rects = [(x + i * 216, box.bottom - 80, 200, 56) for i in range(count)]
        else:
            rects = [
                (box.x + 24, box.bottom - 24 - (count - i) * 64, box.w - 48, 56)
                for i in range(count)
            ]
        return [
            Button(label, rect, run, primary=i == 0)
            for i, ((label, run), rect) in enumerate(zip(choices, rects, strict=True))
        ]

    def rematch(self) -> None:
        """The same seats and options, a new deal (and the table remembered for next time)."""
        from ..setup import start_rematch

        start_rematch(self.app, self.session)

    def buttons_top(self) -> float:
        return min(b.rect.y for b in self.end_form.widgets) if self.end_form.widgets else 0

    def draw_end(self, painter: Painter) -> None:
        title, lines = self.end_lines()
        box = self.end_box()
        painter.rect(box, (16, 15, 22), 18, alpha=250)
        painter.rect(box, theme.ACCENT, 18, width=1, alpha=120)
        painter.text(
            title,
            (box.centerx, box.y + 24),
            theme.SIZE_HEADING + 4,
            bold=True,
            anchor="midtop",
            max_width=box.w - 48,
        )
        y = box.y + 76
        for line in lines:
            size = painter.text(
                line,
                (box.centerx, y),
                theme.SIZE_LABEL,
                anchor="midtop",
                wrap=box.w - 48,
                align="center",
            )
            y += size.h + 10
        bottom = self.buttons_top() - 40
        self.draw_end_details(painter, pygame.FRect(box.x + 24, y + 4, box.w - 48, bottom - y - 8))
        painter.text(
            _("The whole game is in the log."),
            (box.centerx, bottom + 4),
            theme.SIZE_SMALL,
            theme.TEXT_DIM,
            anchor="midtop",
        )
        self.end_form.draw(painter)
