"""The pass-and-play curtain: opaque from its first frame; only its text fades in.

Because it is opaque, the scene stack draws nothing below it, so no private card can show.
It is the product's lock: it lifts only on the named player's own fresh press, pressed on
the curtain and released on it.

A press is fresh only if

- it came after the curtain had been up for its arming time: at least the system's
  double-click time (Windows and macOS say theirs, SDL's ``SDL_MOUSE_DOUBLE_CLICK_TIME``
  hint too) and never less than ``ARM_SECONDS``, 0.9 s, the slowest double click Windows
  offers (elsewhere, X11 and Wayland, nobody tells SDL the desktop's setting). A double
  click (or a double press of Enter) on the control that ends a turn, its second press
  within that time, never lifts the curtain its first press brought up;
- it is not a later click of a double click whose first click came before the curtain
  (SDL counts a press's clicks: a press that says 2 or more counts only if the curtain saw
  the click that began the series), however slow the system's double click is;
- it began on the curtain: a button or key held down from before never counts, nor does
  a key's repeat.

While the move of the seat that just left the screen may still be taken back, the curtain
offers it (``undo``: a label and what it does): a button under the card, or U (Ctrl+Z),
with the same fresh press. Taking it back shows nobody anything: the curtain goes, and the
table raises the mover's own curtain.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import sys
from collections.abc import Callable

import pygame

from ..i18n import _
from ..ui import theme
from ..ui.painter import Painter
from ..ui.speech import Spoken
from ..ui.viewport import LOGICAL_H, LOGICAL_W
from .base import Scene
from .guard import clicks_of
from .keymap import is_undo_key

FADE_SECONDS = 0.35
ARM_SECONDS = 0.9  # the least arming time: the slowest double click Windows offers
ARM_MOST = 5.0  # a system that says more than this is misread: the least applies
LIFT_KEYS = (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER)


def system_double_click_seconds() -> float | None:
    """The double-click time the system (or SDL's hint) says, in seconds; None if unsaid."""
    hint = os.environ.get("SDL_MOUSE_DOUBLE_CLICK_TIME", "")
    try:
        if hint.strip():
            return int(hint) / 1000
        if sys.platform == "win32":
            return ctypes.windll.user32.GetDoubleClickTime() / 1000  # type: ignore[attr-defined]
        if sys.platform == "darwin":
            return _mac_double_click_interval()
    except (ValueError, OSError, AttributeError, TypeError):
        return None
    return None


def _mac_double_click_interval() -> float | None:
    """``[NSEvent doubleClickInterval]`` through the Objective-C runtime (SDL has loaded
    AppKit by the time a curtain shows)."""
    path = ctypes.util.find_library("objc")
    if not path:
        return None
    objc = ctypes.cdll.LoadLibrary(path)
    objc.objc_getClass.restype = ctypes.c_void_p
    objc.sel_registerName.restype = ctypes.c_void_p
    send = objc.objc_msgSend
    send.restype, send.argtypes = ctypes.c_double, [ctypes.c_void_p, ctypes.c_void_p]
    cls = objc.objc_getClass(b"NSEvent")
    return send(cls, objc.sel_registerName(b"doubleClickInterval")) if cls else None


def arm_seconds() -> float:
    """How long a curtain stays deaf: the system's double-click time, ``ARM_SECONDS`` at
    least."""
    said = system_double_click_seconds()
    if said is None or not 0 < said <= ARM_MOST:
        return ARM_SECONDS
    return max(ARM_SECONDS, said)


class CurtainScene(Scene):
    opaque = True

    def __init__(
        self,
        app,
        name: str,
        on_lift: Callable[[], None],
        game_id: str | None = None,
        note: str = "",
        undo: tuple[str, Callable[[], None]] | None = None,
    ) -> None:
        super().__init__(app)
        self.name, self.on_lift, self.game_id, self.note = name, on_lift, game_id, note
        self.undo = undo
        self.age = 0.0
        self.arm = arm_seconds()
        self.pressed: int | str | None = None  # the fresh press waiting for its release
        self.saw_series = False  # the curtain saw the first click of the mouse's series

    def enter(self) -> None:
        self.app.sounds.play("curtain")

    @property
    def armed(self) -> bool:
        return self.age >= self.arm

    def resume(self) -> None:
        # Back from the pause screen: a press or click series begun there is not fresh here.
        self.pressed, self.saw_series = None, False

    def lift(self) -> None:
        self.app.stack.pop()
        self.on_lift()

    def take_back(self) -> None:
        """The last mover's move is taken back: the curtain goes without lifting."""
        assert self.undo is not None
        self.app.stack.pop()
        self.undo[1]()

    def undo_rect(self) -> pygame.FRect | None:
        if self.undo is None:
            return None
        return pygame.FRect(LOGICAL_W / 2 - 220, LOGICAL_H / 2 + 250, 440, 48)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            from .pause import PauseScene

            self.app.stack.push(PauseScene(self.app, self.game_id))
            return True
        undo_rect = self.undo_rect()
        if event.type == pygame.KEYDOWN and event.key in LIFT_KEYS:
            # A repeat of a key held since before is never fresh (the app marks it).
            if self.armed and not getattr(event, "repeat", False):
                self.pressed = event.key
        elif self.undo is not None and is_undo_key(event):
            if self.armed:
                self.pressed = ("undo", event.key)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.fresh_click(event):
                on_undo = undo_rect is not None and undo_rect.collidepoint(event.pos)
                self.pressed = "undo-mouse" if on_undo else "mouse"
        elif (
            event.type == pygame.KEYUP
            and self.pressed == ("undo", event.key)
            or event.type == pygame.MOUSEBUTTONUP
            and event.button == 1
            and self.pressed == "undo-mouse"
        ):
            on_undo = event.type == pygame.KEYUP or (
                undo_rect is not None and undo_rect.collidepoint(event.pos)
            )
            self.pressed = None
            if on_undo:
                self.take_back()
        elif (
            event.type == pygame.KEYUP
            and event.key == self.pressed
            or event.type == pygame.MOUSEBUTTONUP
            and event.button == 1
            and self.pressed == "mouse"
        ):
            self.lift()
        return True

    def fresh_click(self, event: pygame.event.Event) -> bool:
        """A press the named player made on the armed curtain: not a later click of a
        double click begun before the curtain showed (SDL's click count says so)."""
        clicks = clicks_of(event)
        if clicks == 1:
            self.saw_series = True
        return self.armed and (clicks == 1 or self.saw_series)

    def update(self, dt: float) -> None:
        self.age += dt

    @property
    def busy(self) -> bool:
        return not self.armed or self.age < FADE_SECONDS

    def spoken(self) -> Spoken:
        """Whom to pass to and how to lift it (and the note), nothing of anyone's cards."""
        words = [
            _("Pass to {name}").format(name=self.name),
            self.note,
            _("{name}: click or press Enter when only you can see the screen.").format(
                name=self.name
            ),
        ]
        if self.undo is not None:
            words.append(self.undo[0])
        return Spoken(screen=". ".join(w.rstrip(".") for w in words if w) + ".")

    def draw(self, painter: Painter) -> None:
        table = theme.table_theme(self.game_id)
        painter.gradient(table.bottom, (10, 10, 14))
        k = min(1.0, self.age / FADE_SECONDS)
        fade = tuple(round(c * k + 20 * (1 - k)) for c in theme.TEXT)
        dim = tuple(round(c * k + 20 * (1 - k)) for c in theme.TEXT_DIM)
        card = pygame.FRect(LOGICAL_W / 2 - 300, LOGICAL_H / 2 - 150, 600, 300)
        painter.rect(card, table.back, 24)
        painter.rect(card.inflate(-24, -24), table.back_mark, 16, width=2)
        painter.text(
            _("Pass to {name}").format(name=self.name),
            (card.centerx, card.centery - (24 if self.note else 0)),
            theme.SIZE_TITLE - 8,
            fade,
            bold=True,
            anchor="center",
            max_width=card.w - 64,
        )
        if self.note:
            painter.text(
                self.note,
                (card.centerx, card.centery + 36),
                theme.SIZE_BODY,
                fade,
                anchor="midtop",
                wrap=card.w - 64,
                align="center",
            )
        name = painter.ellipsize(self.name, theme.SIZE_BODY, 320)
        painter.text(
            _("{name}: click or press Enter when only you can see the screen.").format(name=name),
            (card.centerx, card.bottom + 32),
            theme.SIZE_BODY,
            dim,
            anchor="midtop",
            wrap=700,
            align="center",
        )
        rect = self.undo_rect()
        if rect is not None and self.undo is not None:
            painter.rect(rect, theme.BUTTON, 10, alpha=230)
            painter.rect(rect, dim, 10, width=2)
            label = painter.ellipsize(self.undo[0], theme.SIZE_SMALL, rect.w - 24)
            painter.text(label, rect.center, theme.SIZE_SMALL, dim, anchor="center")
