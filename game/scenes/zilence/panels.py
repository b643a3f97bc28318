"""The players' panels: each seat's colour, name and status (choosing, chosen, then its path
once every choice shows), the holder's pointer, its face-up item cards (a found card leaves its
slot) and its count; and the item cards in motion."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from ...i18n import N_, _, pgettext
from ...ui import theme
from ...ui.frame_record import box_around
from ...ui.painter import Painter
from ..table import Tween
from . import art

if TYPE_CHECKING:
    from .scene import ZilenceTable

PATH_WORDS = {
    "red": N_("red path"),
    "yellow": N_("yellow path"),
    "blue": N_("blue path"),
}
# Shorter words for a seat's status when a long name leaves its panel little room.
SHORT_STATUS = {"choosing": ("…",), "chosen": ("✓",)}


class SeatPanels:
    def __init__(self, scene: ZilenceTable) -> None:
        self.scene = scene

    def deal(self, before: dict[str, Any]) -> None:
        """Newly revealed item cards slide into their rows."""
        sc = self.scene
        assert sc.round_view is not None
        for p in sc.round_view["players"]:
            seat = p["seat"]
            old = before["players"][seat]["face_up"]
            rects = sc.card_rects(seat, len(p["face_up"]))
            fresh = len(p["face_up"]) - len([k for k in old if k in p["face_up"]])
            for i in range(len(p["face_up"]) - max(0, fresh), len(p["face_up"])):
                end = rects[i]
                start = end.move(-40, 0)
                sc.motion.add(Tween(start, end, p["face_up"][i], delay=0.08 * i, tag=(seat, i)))

    def draw(self, painter: Painter, seat: int) -> None:
        rv = self.scene.round_view or self.scene.table
        p = rv["players"][seat]
        live = self.scene.table["players"][seat]
        rect = self.scene.panel_rects()[seat]
        painter.panel(rect, alpha=40)
        if seat == rv["pointer_holder"]:
            painter.rect(rect, theme.ACCENT, 12, width=2, alpha=200)
        painter.circle((rect.x + 20, rect.y + 20), 8, tuple(p["rgb"]))
        key, color = self.seat_status(seat, live)
        status = self.status_words(key)
        shown = self.shown_choice(seat)
        holder = seat == rv["pointer_holder"]
        # The longest wording of the status that leaves the whole name its room.
        name_w = painter.measure(self.scene.names[seat], theme.SIZE_BODY, bold=True)[0]
        room = rect.w - 36 - 12 - 8 - (30 if holder else 0) - name_w
        if shown is not None:
            room -= 44  # the path's chip
            wordings = [status, ""]  # the chip alone says it when the words do not fit
        else:
            wordings = [status, *SHORT_STATUS.get(key, ())]
        status = painter.fitting(wordings, theme.SIZE_SMALL, room)
        left_of_status = rect.right - 12
        right = pygame.Vector2(rect.right - 12, rect.y + 20)
        if status:
            box = painter.text(status, right, theme.SIZE_SMALL, color, anchor="midright")
            left_of_status = box.x
        if shown is not None:
            chip = pygame.FRect(left_of_status - (44 if status else 38), right.y - 8, 38, 16)
            art.draw_path_chip(painter, chip, shown)
            left_of_status = chip.x
        room = left_of_status - 8 - (rect.x + 36) - (30 if holder else 0)
        name = painter.text(
            self.scene.names[seat],
            (rect.x + 36, rect.y + 20),
            theme.SIZE_BODY,
            bold=True,
            anchor="midleft",
            max_width=max(40.0, room),
        )
        if holder:  # the flight pointer and the timer are theirs
            spot = painter.vp.to_real(name.right + 16, name.centery)
            size = 7 * painter.scale
            draw = partial(art.draw_pointer, pos=spot, heading=-0.6, color="yellow", size=size)
            painter.direct(box_around([spot], 2 * size), draw, ("holder pointer", spot, size))
        faces = p["face_up"]
        rects = self.scene.card_rects(seat, len(faces))
        gone = self.scene.gone.get(seat, set())
        for i, (kind, r) in enumerate(zip(faces, rects, strict=True)):
            if i in gone or self.scene.motion.moving((seat, i)):
                art.draw_item_card(painter, r, None)
            else:
                art.draw_item_card(painter, r, kind)
        found = len(p["found"]) + len(gone)
        left = p["left_to_find"] - len(gone)
        # The counts in words, or in short where larger text leaves no room ("3 of 12").
        wordings = [
            _("found {found} · {left} to find").format(found=found, left=left),
            pgettext("items found of all", "{found} of {total}").format(
                found=found, total=found + left
            ),
        ]
        painter.text(
            painter.fitting(wordings, theme.SIZE_SMALL, rect.w - 24),
            (rect.x + 12, rect.bottom - 8),
            theme.SIZE_SMALL,
            theme.TEXT_DIM,
            anchor="bottomleft",
            max_width=rect.w - 24,
        )

    def shown_choice(self, seat: int) -> str | None:
        """A seat's path, once every choice is in and the table shows them together."""
        if self.scene.resolution is None or self.scene.phase not in ("trace", "change", "over"):
            return None
        return self.scene.resolution["choices"][seat]

    def seat_status(self, seat: int, live: dict[str, Any]) -> tuple[str, tuple[int, int, int]]:
        """What a seat's panel says about its choice (never which path before all are in): a
        key of ``status_words`` (or a colour id), and the colour to write it in."""
        if self.scene.phase == "choose":
            chosen = live["has_chosen"] or (self.scene.same_keyboard and self.keyboard_chosen(seat))
            if chosen:
                return "chosen", theme.ACCENT
            return "choosing", theme.TEXT_DIM
        shown = self.shown_choice(seat)
        if shown is not None:
            return shown, theme.TEXT
        return "", theme.TEXT

    @staticmethod
    def status_words(key: str) -> str:
        """A seat's status from ``seat_status``, in the current language."""
        if key == "chosen":
            return pgettext("a seat's path", "chosen")
        if key == "choosing":
            return _("choosing…")
        if key in PATH_WORDS:
            return _(PATH_WORDS[key])
        return ""

    def keyboard_chosen(self, seat: int) -> bool:
        if self.scene.session.seats[seat].human:
            return seat in self.scene.keyboard_choices
        return self.scene.clock >= max(0.6, self.scene.app.settings.bot_delay)

    def draw_motion(self, painter: Painter) -> None:
        for tween, r in self.scene.motion.under_way(painter):
            if isinstance(tween.tag, tuple) and tween.tag[0] == "leave":
                card = pygame.FRect(0, 0, max(28.0, r.w), max(28.0, r.h))
                card.center = r.center
                art.draw_item_card(painter, card, tween.what, lit=True)
            else:
                art.draw_item_card(painter, r, tween.what)
