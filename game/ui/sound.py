"""Short generated sounds (assets/sounds), all through the master volume; silence is fine."""

from __future__ import annotations

import logging

import pygame

from ..engine.common.resources import asset_path

log = logging.getLogger(__name__)
NAMES = ("slide", "place", "effect", "tick", "timeup", "win", "click", "curtain", "call")


class Sounds:
    def __init__(self, volume: float) -> None:
        self.volume = volume
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(22050, -16, 1, 512)
        except pygame.error as exc:
            log.info("no audio device, playing silently: %s", exc)
            return
        for name in NAMES:
            path = asset_path("sounds", f"{name}.wav")
            if not path.exists():
                continue
            try:
                self._sounds[name] = pygame.mixer.Sound(str(path))
            except pygame.error:
                log.warning("could not load sound %s", path)

    def play(self, name: str) -> None:
        sound = self._sounds.get(name)
        if sound is not None and self.volume > 0:
            sound.set_volume(self.volume)
            sound.play()
