"""The keys of the screen below, listed over it: "?" at a table shows them (and the pause
menu's Keys button). Any key or click closes the list; nothing under it moves meanwhile
(only the top scene is updated), so reading it costs nobody a turn.
"""

from __future__ import annotations

import pygame

from ..i18n import _
from ..ui import theme
from ..ui.painter import Painter
from ..ui.speech import Spoken
from ..ui.viewport import LOGICAL_H, LOGICAL_W
from .base import Scene

KeyRow = tuple[str, str]  # the keys, what they do
BOX_W = 820
ROW_H = 30
KEYS_W = 250  # the keys' column


def is_keys_key(event: pygame.event.Event) -> bool:
    """ "?" on any keyboard layout (its character, not its place)."""
    return event.type == pygame.KEYDOWN and getattr(event, "unicode", "") == "?"


def table_keys() -> list[KeyRow]:
    """What every table answers to."""
    return [
        (_("Tab, arrows"), _("Move the keyboard focus")),
        (_("Enter, Space"), _("Choose what the focus is on")),
        (_("Backspace"), _("Put back what you picked; a step back")),
        ("U, Ctrl+Z", _("Take back the last move, where it may be")),
        ("H", _("Suggest a move, with its reason")),
        ("L", _("Show or hide the game log")),
        ("M", _("Sound off or on")),
        ("F1", _("The rules")),
        ("F11", _("Fullscreen or window")),
        ("Esc", _("Pause menu: rules, settings, save and quit")),
        ("?", _("This list of keys")),
    ]


class KeysScene(Scene):
    opaque = False  # the same person's table stays under it, dimmed

    def __init__(self, app, title: str, rows: list[KeyRow]) -> None:
        super().__init__(app)
        self.title, self.rows = title, rows

    def handle(self, event: pygame.event.Event) -> bool:
        key = event.type == pygame.KEYDOWN and not getattr(event, "repeat", False)
        if key or event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.close()
        return True  # nothing reaches the table below while the list shows

    def close(self) -> None:
        self.app.sounds.play("click")
        self.app.stack.pop()

    def spoken(self) -> Spoken:
        rows = ". ".join(f"{keys}: {what}" for keys, what in self.rows)
        return Spoken(screen=f"{self.title}. {rows}.")

    def scaled(self) -> tuple[float, float, float]:
        """The box's width, a row's height and the keys' column, grown with the text."""
        grow = self.app.painter.text_scale
        row_h = max(ROW_H, self.app.painter.line_height(theme.SIZE_SMALL) + 2)
        return min(LOGICAL_W - 32, BOX_W * grow), row_h, KEYS_W * grow

    def box(self) -> pygame.FRect:
        box_w, row_h, _keys_w = self.scaled()
        h = 120 + row_h * len(self.rows)
        return pygame.FRect((LOGICAL_W - box_w) / 2, max(8, (LOGICAL_H - h) / 2), box_w, h)

    def draw(self, painter: Painter) -> None:
        painter.rect(painter.window(), (6, 6, 10), alpha=190)
        box = self.box()
        painter.rect(box, theme.MODAL, 16)
        painter.text(
            self.title, (box.centerx, box.y + 18), theme.SIZE_HEADING, bold=True, anchor="midtop"
        )
        y = box.y + 70
        _box_w, row_h, keys_w = self.scaled()
        for keys, what in self.rows:
            painter.text(
                keys,
                (box.x + 24 + keys_w, y),
                theme.SIZE_SMALL,
                theme.ACCENT,
                bold=True,
                anchor="topright",
                max_width=keys_w,
            )
            painter.text(
                what,
                (box.x + 48 + keys_w, y),
                theme.SIZE_SMALL,
                max_width=box.w - keys_w - 72,
            )
            y += row_h
        painter.text(
            _("Any key or click closes this list."),
            (box.centerx, box.bottom - 36),
            theme.SIZE_SMALL,
            theme.TEXT_DIM,
            anchor="midtop",
            max_width=box.w - 48,
        )
