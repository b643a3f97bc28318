"""The choosing keys: 1, 2, 3 (or R, Y, B) for the seat choosing, the start keys, and on one
keyboard all at once each human seat's own three keys, typed blind, with their legend on the
covered board."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ...i18n import _, pgettext
from ...ui import theme
from ...ui.painter import Painter
from . import art

if TYPE_CHECKING:
    from .scene import ZilenceTable

START_KEYS = (pygame.K_SPACE, pygame.K_RETURN)
SKIP_KEYS = (pygame.K_SPACE, pygame.K_RETURN)  # a trace (or the board change) ends at once
# Same keyboard: each human seat's three keys (red, yellow, blue), in seat order.
SEAT_KEYS: tuple[tuple[int, int, int], ...] = (
    (pygame.K_a, pygame.K_s, pygame.K_d),
    (pygame.K_j, pygame.K_k, pygame.K_l),
    (pygame.K_1, pygame.K_2, pygame.K_3),
    (pygame.K_8, pygame.K_9, pygame.K_0),
)
SEAT_KEY_SET = frozenset(k for keys in SEAT_KEYS for k in keys)
CHOOSER_KEYS = {
    pygame.K_1: 0,
    pygame.K_2: 1,
    pygame.K_3: 2,
    pygame.K_r: 0,
    pygame.K_y: 1,
    pygame.K_b: 2,
}


def key_name(k: int) -> str:
    return pygame.key.name(k).upper()


def zilence_key_rows(scene: ZilenceTable) -> list[tuple[str, str]]:
    """Zilence's own keys for the table's key list: the timer, and the paths (on one
    keyboard, each person's own three keys)."""
    rows = [(_("Space, Enter"), _("Start the timer; end a flight at once"))]
    if not scene.same_keyboard:
        return rows + [("1 2 3, R Y B", _("Choose the red, yellow or blue path"))]
    for seat, keys in zip(scene.session.humans, SEAT_KEYS, strict=False):
        said = _("{name}: the red, yellow or blue path").format(name=scene.names[seat])
        rows.append((" ".join(key_name(k) for k in keys), said))
    return rows


def picked_path(event: pygame.event.Event, colors: list[str]) -> str | None:
    """The path a chooser's key names (the table's seat choosing, the practice), or None."""
    if event.type == pygame.KEYDOWN and event.key in CHOOSER_KEYS:
        return colors[CHOOSER_KEYS[event.key]]
    return None


class KeyboardChoices:
    """One keyboard, all at once: the paths the human seats have typed so far this round."""

    def __init__(self) -> None:
        self.choices: dict[int, str] = {}

    def press(self, key: int, humans: list[int], colors: list[str]) -> bool:
        """A seat's key (``humans`` have keys in seat order), the first time that seat
        presses one this round."""
        for seat, keys in zip(humans, SEAT_KEYS, strict=False):
            if key in keys and seat not in self.choices:
                self.choices[seat] = colors[keys.index(key)]
                return True
        return False

    def flush(self, scene: ZilenceTable) -> None:
        """Every human has pressed; the choices go in, in the engine's order (computers
        choose as their turn comes, thinking off the frame: what is not ready yet goes in on
        a later frame)."""
        state = scene.session.state
        start_round = state.round  # type: ignore[attr-defined]
        while not state.is_over and state.round == start_round:  # type: ignore[attr-defined]
            seat = state.current_player
            assert seat is not None
            if scene.session.seats[seat].human:
                action = {"type": "choose_path", "color": self.choices[seat]}
            else:
                action = scene.computer_choice(seat)
                if action is None:
                    return
            if not scene.act(action):
                break
            # Chosen together on one keyboard: not taken back one by one (nor could they
            # be: the keys pressed are still held here).
            scene.session.close_undo()

    def draw_legend(
        self,
        painter: Painter,
        sq: pygame.FRect,
        humans: list[int],
        symbol: str,
        colors: list[str],
        name: Callable[[int], str],
    ) -> None:
        """Under "Time!": the three paths, and each seat's keys until it has chosen."""
        y = sq.y + sq.h * 0.2 + 60
        x0 = sq.centerx - 200
        for i, c in enumerate(colors):
            art.icon_picture(painter, symbol, c, pygame.FRect(x0 + 164 + i * 84, y, 36, 36))
            art.draw_path_chip(painter, pygame.FRect(x0 + 150 + i * 84, y + 42, 64, 14), c)
        y += 70
        for seat, keys in zip(humans, SEAT_KEYS, strict=False):
            painter.text(name(seat), (x0, y), theme.SIZE_BODY, bold=True, max_width=140)
            if seat in self.choices:
                chosen = pgettext("a seat's path", "chosen")
                painter.text(chosen, (x0 + 150, y), theme.SIZE_BODY, theme.ACCENT)
            else:
                for i, k in enumerate(keys):
                    key = pygame.FRect(x0 + 150 + i * 84 + 14, y - 2, 36, 32)
                    painter.rect(key, (238, 232, 216), 6)
                    painter.text(
                        key_name(k), key.center, theme.SIZE_BODY, theme.TEXT_DARK, True, "center"
                    )
            y += 44
