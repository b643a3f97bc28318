"""A guided first game's note on the table (see ``shell/guide.py`` for the steps).

The note lies beside the part of the table it points at, never over it, and that part is
marked. A note that explains has Continue (the keyboard's focus goes there); every note but
the first has Back, which shows the step before again. A move the step does not teach is
refused in the prompt bar with the step's hint. When the last step is done, a card says
what was learned and offers a real game of the title with the same seats.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ...engine.common import Action
from ...i18n import _
from ...shell.guide import GuideRun, Step
from ...ui import theme
from ...ui.painter import Painter
from ...ui.widgets import Button, Widget

NOTE_WIDTHS = (340, 300, 260)  # a note's width: the first that finds a place
PAD = 16
BUTTON_H = 40
GAP = 12  # between the note and what it points at
END_W = 560


class GuideOverlay:
    def __init__(self, scene, run: GuideRun) -> None:
        self.scene, self.run = scene, run
        self.rect: pygame.FRect | None = None
        self.anchor: pygame.FRect | None = None
        self.buttons: list[Button] = []
        self.summary_closed = False
        self.text_w = NOTE_WIDTHS[0]

    @property
    def state(self):
        return self.scene.session.state

    # ---- what the table asks -------------------------------------------------------
    def note(self) -> Step | None:
        return self.run.on_screen(self.state)

    def summary_open(self) -> bool:
        return self.run.finished and not self.summary_closed and not self.state.is_over

    def holds(self) -> bool:
        """The computers (and Zilence's timer) wait."""
        return self.summary_open() or self.run.holds(self.state)

    def reading(self) -> bool:
        """A note that explains (or the summary) is on screen: a timed game waits."""
        step = self.note()
        return self.summary_open() or (step is not None and step.explains)

    def refusal(self, action: Action) -> str:
        if self.summary_open():
            return _("First choose how to go on, below the summary.")
        return self.run.refusal(self.state, action)

    def teaches(self, action: Action) -> bool:
        return self.run.teaches(self.state, action)

    # ---- the note's widgets --------------------------------------------------------
    def widgets(self, painter: Painter) -> list[Widget]:
        """The note's buttons, placed beside its anchor (the table adds them to its form)."""
        self.buttons, self.rect, self.anchor = [], None, None
        if self.summary_open():
            return self._summary(painter)
        step = self.note()
        if step is None:
            return []
        self.anchor = self.scene.guide_anchor(step.anchor)
        self.rect, self.text_w = self._place(painter, _(step.text))
        row: list[tuple[str, Callable[[], None]]] = []
        at = self.run.shown if self.run.shown is not None else self.run.step
        if at > 0:
            row.append((_("Back"), self._back))
        if step.explains or self.run.shown is not None:
            row.append((_("Continue"), self._continue))
        x = self.rect.right - PAD
        y = self.rect.bottom - PAD - BUTTON_H
        for label, run in reversed(row):
            w = max(110, painter.measure(label, theme.SIZE_BODY, bold=True)[0] + 32)
            x -= w
            primary = label == _("Continue")
            button = Button(label, (x, y, w, BUTTON_H), run, primary=primary, size=theme.SIZE_BODY)
            self.buttons.insert(0, button)
            x -= 8
        return list(self.buttons)

    def focus(self) -> Button | None:
        """Where Enter goes while a note explains: Continue."""
        continues = [b for b in self.buttons if b.text in (_("Continue"), _("Play on"))]
        return continues[0] if continues else None

    def _summary(self, painter: Painter) -> list[Widget]:
        lines = [_(t) for t in self.run.guide.learned]
        wrap = END_W - 2 * PAD - 20
        text_h = sum(painter.measure(t, theme.SIZE_BODY, wrap=wrap)[1] + 8 for t in lines)
        h = PAD + 40 + text_h + PAD + BUTTON_H + PAD
        middle = self.scene.layout().middle()
        self.rect = pygame.FRect(0, 0, END_W, h)
        self.rect.center = (self.scene.table_width() / 2, middle.centery)
        y = self.rect.bottom - PAD - BUTTON_H
        real = Button(
            _("Play a real game"),
            (self.rect.x + PAD, y, 260, BUTTON_H),
            self.scene.guide_real_game,
            size=theme.SIZE_BODY,
        )
        on = Button(
            _("Play on"),
            (self.rect.right - PAD - 200, y, 200, BUTTON_H),
            self._close_summary,
            primary=True,
            size=theme.SIZE_BODY,
        )
        self.buttons = [real, on]
        return [real, on]

    def _place(self, painter: Painter, text: str) -> tuple[pygame.FRect, float]:
        """Beside the anchor (right, left, below, above) over as little of the anchor as can
        be, then of the prompt bar, the hand and the log (whose place it may take); narrower
        (more lines) when the natural width finds no place clear of them all. The note and
        its text's width."""
        best, best_cost = None, (float("inf"), float("inf"))
        grow = painter.text_scale  # larger text: wider notes first, so they stay short
        widths = [w * grow for w in NOTE_WIDTHS] + list(NOTE_WIDTHS) if grow > 1 else NOTE_WIDTHS
        for w in widths:
            text_h = painter.measure(text, theme.SIZE_SMALL, wrap=w - 2 * PAD)[1]
            h = PAD + 22 + text_h + PAD + BUTTON_H + PAD
            for rect in self._spots(w, h):
                cost = self._cost(rect)
                if cost < best_cost:
                    best, best_cost = (rect, w), cost
            if best_cost == (0, 0):
                break  # clear of everything: the widest such place
        assert best is not None
        return best

    def _spots(self, w: float, h: float) -> list[pygame.FRect]:
        layout = self.scene.layout()
        window = self.scene.app.painter.window()
        area = pygame.FRect(
            theme.MARGIN,
            layout.top + theme.MARGIN,
            max(self.scene.table_width(), window.right) - 2 * theme.MARGIN,
            layout.bottom - layout.top - 2 * theme.MARGIN,
        )
        middle = layout.middle()
        a = self.anchor
        spots = []
        if a is not None:
            spots += [
                (a.right + GAP, a.y),
                (a.x - GAP - w, a.y),
                (a.x, a.bottom + GAP),
                (a.x, a.y - GAP - h),
                (a.right + GAP, a.bottom - h),
                (a.x - GAP - w, a.bottom - h),
            ]
        spots += [(middle.right - w, middle.y), (middle.centerx - w / 2, middle.y)]
        log = self.scene.log_panel.rect()
        spots += [(log.right - w, log.y + 40), (log.right - w, log.bottom - h)]  # its place
        return [pygame.FRect(x, y, w, h).clamp(area) for x, y in spots]

    def _cost(self, rect: pygame.FRect) -> tuple[float, float]:
        # Over the anchor first (a sliver of it outweighs the whole bar: never over what it
        # points at while any spot avoids it), then over the bar, the hand, a game's own
        # places to keep in view, and the log.
        scene = self.scene
        soft = 3.0 * overlap(rect, scene.bar()) + overlap(rect, scene.guide_anchor("hand"))
        soft += sum(overlap(rect, keep) for keep in scene.guide_keep())
        soft += 0.3 * overlap(rect, scene.log_panel.rect())
        return (overlap(rect, self.anchor), soft)

    # ---- presses --------------------------------------------------------------------
    def _continue(self) -> None:
        self.run.press()
        self.scene.guide_changed()

    def _back(self) -> None:
        self.run.back()
        self.scene.guide_changed()

    def _close_summary(self) -> None:
        self.summary_closed = True
        self.scene.guide_changed()

    # ---- drawing --------------------------------------------------------------------
    def draw(self, painter: Painter) -> None:
        if self.rect is None:
            return
        if self.summary_open():
            self._draw_summary(painter)
            return
        step = self.note()
        if step is None:
            return
        if self.anchor is not None:
            painter.rect(self.anchor.inflate(10, 10), theme.ACCENT, 14, width=3)
        painter.rect(self.rect, theme.MODAL, 14, alpha=250)
        painter.rect(self.rect, theme.ACCENT, 14, width=2)
        at = (self.run.shown if self.run.shown is not None else self.run.step) + 1
        count = _("Step {n} of {total}").format(n=at, total=len(self.run.guide.steps))
        painter.text(
            count, (self.rect.x + PAD, self.rect.y + PAD - 4), theme.SIZE_SMALL, theme.TEXT_DIM
        )
        painter.text(
            _(step.text),
            (self.rect.x + PAD, self.rect.y + PAD + 22),
            theme.SIZE_SMALL,
            wrap=self.text_w - 2 * PAD,
        )

    def _draw_summary(self, painter: Painter) -> None:
        r = self.rect
        assert r is not None
        painter.rect(r, theme.MODAL, 16, alpha=252)
        painter.rect(r, theme.ACCENT, 16, width=2)
        painter.text(_("What you learned"), (r.x + PAD, r.y + PAD), theme.SIZE_LABEL, bold=True)
        y = r.y + PAD + 40
        for line in self.run.guide.learned:
            painter.circle((r.x + PAD + 6, y + 11), 4, theme.ACCENT)
            y += (
                painter.text(
                    _(line), (r.x + PAD + 20, y), theme.SIZE_BODY, wrap=END_W - 2 * PAD - 20
                ).h
                + 8
            )


def overlap(rect: pygame.FRect, other: pygame.FRect | None) -> float:
    """The area ``rect`` covers of ``other`` (0: none, or no ``other``)."""
    if other is None or not rect.colliderect(other):
        return 0.0
    clip = rect.clip(other)
    return clip.w * clip.h
