"""Settings: window or fullscreen, the volumes of effects and cues, computer speed,
colour-blind marks, reduced motion, the log, the language. Saved at once."""

from __future__ import annotations

import pygame

from ..files.settings import BOT_SPEEDS, TEXT_SIZES
from ..i18n import LANGUAGES, N_, _, pgettext
from ..ui.viewport import LOGICAL_W
from ..ui.widgets import Button, Choice, Slider, Toggle, Widget
from .common import FormScene

W = 740  # a label in the largest text size fits beside its control; a tooltip beside the row
X = (LOGICAL_W - W) / 2
LABEL_W = 360
TOP, PITCH, ROW_H = 156, 51, 45  # nine rows under the title, Back below them
SPEED_LABELS = {
    "slow": N_("Slow"),
    "normal": N_("Normal"),
    "fast": N_("Fast"),
    "instant": N_("Instant"),
}


def window_is_fullscreen(app) -> bool:
    """The window's real state (F11 may have changed it while this screen was open)."""
    try:
        return app.window.is_fullscreen()
    except pygame.error:  # no window (yet)
        return bool(app.settings.fullscreen)


class SettingsScene(FormScene):
    title = N_("Settings")
    subtitle = N_("Changes are kept for next time.")
    opaque = True

    def build(self) -> list[Widget]:
        s = self.app.settings
        rows = [
            lambda r: Toggle(
                _("Fullscreen (F11)"),
                r,
                window_is_fullscreen(self.app),
                self.app.set_fullscreen,
                source=lambda: window_is_fullscreen(self.app),
            ),
            lambda r: Choice(
                _("Text size"),
                r,
                [(p, f"{p}%") for p in TEXT_SIZES],
                s.text_size,
                self.app.set_text_size,
                label_width=LABEL_W,
                tooltip=_("Every text on every screen, larger."),
            ),
            lambda r: Slider(_("Effects volume"), r, s.volume, self._volume, label_width=LABEL_W),
            lambda r: Slider(
                _("Cue volume"), r, s.cue_volume, self._cue_volume, label_width=LABEL_W
            ),
            lambda r: Choice(
                _("Computer speed"),
                r,
                [(k, _(SPEED_LABELS[k])) for k in BOT_SPEEDS],
                s.bot_speed,
                self._speed,
                label_width=LABEL_W,
                tooltip=_("How long a computer player pauses before it moves."),
            ),
            lambda r: Toggle(
                _("Colour-blind marks"),
                r,
                s.colorblind,
                self._colorblind,
                tooltip=_("Larger symbols and letters on coloured cards and routes."),
            ),
            lambda r: Toggle(
                _("Reduce motion"),
                r,
                s.reduced_motion,
                self._reduced_motion,
                tooltip=_(
                    "Cards go to their place at once, outlined a moment where they land; "
                    "nothing flies or pulses."
                ),
            ),
            lambda r: Toggle(_("Show game log"), r, s.show_log, self._show_log),
            lambda r: Choice(
                _("Language"),
                r,
                # The system's choice in the current language; each language in its own name.
                [("", pgettext("language", "System"))] + list(LANGUAGES.items()),
                s.language,
                self.app.set_language,
                label_width=LABEL_W,
                tooltip=_("Every screen, the game log and the rules, at once."),
            ),
        ]
        widgets = [make((X, TOP + i * PITCH, W, ROW_H)) for i, make in enumerate(rows)]
        back = Button(_("Back"), ((LOGICAL_W - 240) / 2, 634, 240, 56), self.back, primary=True)
        return [*widgets, back]

    def _reduced_motion(self, value: bool) -> None:
        self.app.settings.reduced_motion = value
        self.app.settings.save()

    def _volume(self, value: float) -> None:
        self.app.settings.volume = value
        self.app.sounds.volume = value
        self.app.settings.save()
        self.app.sounds.play("click")

    def _cue_volume(self, value: float) -> None:
        self.app.settings.cue_volume = value
        self.app.sounds.cue_volume = value
        self.app.settings.save()
        self.app.sounds.play("turn")  # heard at the new volume

    def _speed(self, value: str) -> None:
        self.app.settings.bot_speed = value
        self.app.settings.save()

    def _colorblind(self, value: bool) -> None:
        self.app.settings.colorblind = value
        self.app.settings.save()

    def _show_log(self, value: bool) -> None:
        self.app.settings.show_log = value
        self.app.settings.save()
