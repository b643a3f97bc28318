"""Short generated sounds (assets/sounds), effects and cues each at their own volume;
silence is fine.

Effects (a card laid down, a click) and cues (your turn, a move refused, the endings, the
last seconds' rising ticks): every one has something on screen that says the same, so a
player who cannot hear loses nothing. The sounds heard most have variants, one picked at
random each time. ``muted`` (the M key) silences them all without touching the volume.
"""

from __future__ import annotations

import logging
import random

import pygame

from ..engine.common.resources import asset_path

log = logging.getLogger(__name__)
NAMES = ("slide", "place", "effect", "tick", "timeup", "win", "click", "curtain", "call")
CUES = ("turn", "lost", "perfect", "misplay", "tick-1", "tick-2", "tick-3", "tick-4", "tick-5")
VARIED = ("place", "slide", "click")  # each with "-2" and "-3" beside it
VARIANTS = tuple(f"{name}-{i}" for name in VARIED for i in (2, 3))
# Heard at the cue volume (Settings): what tells a player something (the screen handed to
# them, their turn, a refusal, time running out, an ending); the rest are effects.
CUE_SOUNDS = frozenset(CUES + ("curtain", "call", "tick", "timeup", "win"))


class Sounds:
    def __init__(self, volume: float, muted: bool = False, cue_volume: float = 0.8) -> None:
        self.volume = volume  # effects
        self.cue_volume = cue_volume
        self.muted = muted
        self.played: list[str] = []  # every sound asked for, heard or not (for the tests)
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._pick = random.Random()
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(22050, -16, 1, 512)
        except pygame.error as exc:
            log.info("no audio device, playing silently: %s", exc)
            return
        for name in NAMES + CUES + VARIANTS:
            path = asset_path("sounds", f"{name}.wav")
            if not path.exists():
                continue
            try:
                self._sounds[name] = pygame.mixer.Sound(str(path))
            except pygame.error:
                log.warning("could not load sound %s", path)

    def play(self, name: str) -> None:
        self.played.append(name)
        del self.played[:-64]  # the last few are enough
        volume = self.cue_volume if name in CUE_SOUNDS else self.volume
        if self.muted or volume <= 0:
            return
        if name in VARIED:
            name = self._pick.choice([name, f"{name}-2", f"{name}-3"])
        sound = self._sounds.get(name)
        if sound is not None:
            sound.set_volume(volume)
            sound.play()
