"""The prompt bar every table shares: one place, just above the hand, naming what the seat at
the screen is asked (or whose turn it is); a refused move shows there in red. Text wraps to
two lines before it is cut, and is cut at a word.

A mixin of TableScene: it reads the scene's view, form, chooser and flash.
"""

from __future__ import annotations

import pygame

from ...i18n import _
from ...ui import theme
from ...ui.painter import Painter
from ...ui.widgets import Button

FLASH_SECONDS = 3.0  # how long a refused move's reason shows in the bar


class PromptBar:
    # Whether the table view between two people's moments says "Nobody's cards are shown"; a
    # game whose cards all lie face up (Zilence) declares it untrue and leaves it out.
    TABLE_VIEW_NOTE = True

    def prompt_text(self) -> str:
        return self.link_prompt() or self.away_note(self.named(self.plain_prompt()))

    def plain_prompt(self) -> str:
        if self.chooser.selected is not None:
            return _("Choose above, or Cancel (Backspace).")
        prompt = self.view.get("prompt") or {}
        if (self.my_turn() or self.public_moment()) and prompt.get("text"):
            return prompt["text"]
        if self.public_moment():
            return self.anyone_prompt() or self.whose_turn_text()
        return self.whose_turn_text()

    def anyone_prompt(self) -> str:
        """An ANYONE moment's words: the shared view has none, and "Ana's turn." would be
        wrong (any human may act), so the words a human seat that may act is given."""
        state = self.session.state
        for seat in self.session.humans:
            if state.actions_for(seat):
                return (state.prompt_for(seat, True) or {}).get("text", "")
        return ""

    def named(self, text: str) -> str:
        """With several humans the bar names whose view is on screen ("Ana: …"), or says
        that the screen shows nobody's cards."""
        if (
            not self.session.private_screens
            or self.private_seat() is None
            and not (self.session.is_bot_turn())
        ):
            return text  # one human, or a moment the whole table shares
        viewer = self.viewer
        if viewer is None:
            if not self.TABLE_VIEW_NOTE:
                return text
            return _("{prompt} Nobody's cards are shown.").format(prompt=text)
        name = self.names[viewer]
        if text.startswith((f"{name}:", f"{name} :")):
            return text
        return _("{name}: {prompt}").format(name=name, prompt=text)

    def refuse(self, reason: str) -> None:
        """A move refused: its reason shows in the bar a moment, in red, with its sound."""
        self.flash, self.flash_time = reason, FLASH_SECONDS
        self.app.sounds.play("misplay")
        self.rebuild()

    def bar_reserve(self) -> float:
        """The room the bar's buttons take at its right end (the words stay clear of it),
        a networked table's "A computer plays for…" included."""
        rect = self.bar()
        buttons = [w for w in self.form.widgets if isinstance(w, Button)]
        in_bar = [b for b in buttons if rect.y <= b.rect.y < rect.bottom]  # not those under it
        reserve = rect.right - min(b.rect.x for b in in_bar) + 8 if in_bar else 0
        return self.link_reserve(self.app.painter, rect, reserve)

    def draw_prompt(self, painter: Painter) -> None:
        """The one prompt bar: a refusal in red while it shows, else what the seat is asked.
        Text wraps to two lines (three with larger text, or as many as a game's taller bar
        holds) before it is cut."""
        rect = self.bar()
        warn = self.flash_time > 0
        text = self.flash if warn else self.prompt_text()
        reserve = self.bar_reserve()
        size = theme.SIZE_LABEL
        wrapped = painter.measure(text, size)[0] > rect.w - 32 - reserve
        if wrapped:
            size = theme.SIZE_SMALL
            held = int((rect.h - 8) // painter.line_height(size))
            lines = max(prompt_lines(painter), held)
            whole, text = text, fit_prompt_lines(painter, text, size, rect.w - 32 - reserve, lines)
            if text != whole:
                painter.cut_text.append(whole)
            # larger text: the bar grows upwards, over the table, as far as its words need
            need = painter.measure(text, size, wrap=rect.w - 32 - reserve)[1] + 12
            if need > rect.h and painter.text_scale > 1:
                rect = pygame.FRect(rect.x, rect.bottom - need, rect.w, need)
                painter.over()  # the bar covers what lies under it
        painter.rect(rect, (60, 24, 24) if warn else (20, 19, 26), 10, alpha=225)
        painter.rect(rect, theme.DANGER if warn else theme.ACCENT, 10, width=1, alpha=140)
        room = pygame.FRect(rect.x + 16, rect.y, rect.w - 32 - reserve, rect.h)
        if wrapped:
            painter.text(text, (room.x, room.centery), size, anchor="midleft", wrap=room.w)
            return
        anchor, pos = ("midleft", room.midleft) if reserve else ("center", room.center)
        painter.text(text, pos, size, anchor=anchor, max_width=room.w)

    def whose_turn_text(self) -> str:
        state = self.session.state
        current = state.current_player
        if current is None:
            return _("The game is over.")
        if current == self.viewer and self.session.seats[current].human:
            return _("Your turn.")
        who = self.names[current]
        if not self.session.seats[current].human:
            return _("{name} is thinking…").format(name=who)
        if self.viewer is not None and self.session.private_screens:
            return _("your view for a moment more; then pass to {name}.").format(name=who)
        return _("{name}'s turn.").format(name=who)


def prompt_lines(painter: Painter) -> int:
    """Lines the prompt bar's words may take: two, or three with larger text (the bar then
    grows upwards over the table for as long as it needs them)."""
    return 2 if painter.text_scale <= 1 else 3


def fit_prompt_lines(
    painter: Painter, text: str, size: float, width: float, lines: int | None = None
) -> str:
    """``text`` cut at a word so that it wraps to at most ``lines`` lines of ``width`` (by
    default two, or three with larger text: ``prompt_lines``)."""
    one = painter.line_height(size)
    most = (lines or prompt_lines(painter)) * one + 2
    if painter.measure(text, size, wrap=width)[1] <= most:
        return text
    words = text.split()
    lo, hi = 0, len(words)
    while lo < hi:  # the most words that still fit, found by halving
        mid = (lo + hi + 1) // 2
        if painter.measure(" ".join(words[:mid]) + "…", size, wrap=width)[1] <= most:
            lo = mid
        else:
            hi = mid - 1
    return " ".join(words[:lo]) + "…"
