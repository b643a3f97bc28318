"""The ready moment before a round's scan: the board in view with no symbol, until the holder
of the timer starts it: a person with the bar's button or a start key, a computer after a
countdown everyone can see (a table of computers only: their usual pause)."""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING

import pygame

from ...engine.zilence.state import START_TIMER
from ...i18n import _, ngettext
from ...ui import theme
from ...ui.painter import Painter

if TYPE_CHECKING:
    from .scene import ZilenceTable

READY_SECONDS = 3.0  # a computer starts the timer after this countdown (people at the table)
READY_GUARD = 0.6  # a start key counts only this long after the ready moment began


class ReadyCountdown:
    def __init__(self, scene: ZilenceTable) -> None:
        self.scene = scene

    def holder(self) -> int:
        t = self.scene
        return int((t.round_view or t.table)["pointer_holder"])

    def holder_is_human(self) -> bool:
        return self.scene.session.seats[self.holder()].human

    def may_start(self) -> bool:
        """A person holds the timer and the board can be seen: their press starts it."""
        t = self.scene
        ready = t.phase == "ready" and not t.read_only and not t.session.state.is_over
        return ready and self.holder_is_human() and t.board_ready()

    def seconds(self) -> float:
        """How long a computer holding the timer waits, counting down on screen: long enough
        for people to read the table; at a table of computers only, their usual pause."""
        t = self.scene
        return READY_SECONDS if t.session.humans else t.app.settings.bot_delay

    def left(self) -> int:
        """Whole seconds until a computer starts the timer (as the countdown shows them)."""
        return max(1, int(self.seconds() - self.scene.clock + 0.999))

    def wait(self, dt: float) -> None:
        """A person's press (the table's keys), or a computer's start once its visible
        countdown has run out. A replay waits for its own next move."""
        t = self.scene
        if t.read_only or t.session.state.is_over or self.holder_is_human():
            return
        t.clock += dt
        if t.clock >= self.seconds():
            t.act(dict(START_TIMER))

    def started(self) -> None:
        """The engine revealed the symbol: the round on show takes it, the reveal runs."""
        t = self.scene
        assert t.round_view is not None
        for key in ("symbol", "symbol_name", "active_starts", "timer_started"):
            t.round_view[key] = copy.deepcopy(t.table[key])
        t.moment.to("reveal")
        t.refresh()  # the start button goes

    def prompt(self) -> str:
        """Who starts the timer, and how (a person), or in how many seconds (a computer)."""
        holder = self.scene.names[self.holder()]
        if self.scene.read_only:
            return _("{name} holds the timer.").format(name=holder)
        if self.holder_is_human():
            return _("{name}: start the timer when everyone is ready (Space).").format(name=holder)
        n = self.left()
        return ngettext(
            "{name} starts the timer in {n} second.", "{name} starts the timer in {n} seconds.", n
        ).format(name=holder, n=n)

    def draw(self, painter: Painter, sq: pygame.FRect) -> None:
        """Over the hub while the round waits: who holds the timer, and the computer's
        countdown or the person's "Ready?" (a box as wide as its words, on the hub)."""
        holder = self.scene.names[self.holder()]
        if self.holder_is_human() or self.scene.read_only:
            big, small = _("Ready?"), _("{name} holds the timer").format(name=holder)
        else:
            big, small = str(self.left()), _("{name} starts it").format(name=holder)
        big_size = theme.SIZE_HEADING + 6
        need = max(
            painter.measure(big, big_size, bold=True)[0],
            painter.measure(small, theme.SIZE_SMALL)[0],
        )
        side = min(sq.w * 0.4, 192.0)
        back = pygame.FRect(0, 0, min(sq.w * 0.9, max(side, need + 48)), side)
        back.center = sq.center
        painter.rect(back, (20, 19, 26), side / 2, alpha=230)
        painter.rect(back, theme.ACCENT, side / 2, width=2, alpha=180)
        painter.text(
            big,
            (sq.centerx, sq.centery - 6),
            big_size,
            bold=True,
            anchor="center",
            max_width=back.w - 32,
        )
        painter.text(
            small,
            (sq.centerx, sq.centery + side * 0.25),
            theme.SIZE_SMALL,
            theme.TEXT_DIM,
            anchor="center",
            max_width=back.w - 32,
        )
