"""Scenes and the scene stack (after Tuxemon's state stack).

Only the top scene gets events and updates; drawing starts at the highest opaque scene, so an
opaque overlay (the pass-and-play curtain) guarantees nothing below it is drawn at all.
"""

from __future__ import annotations

import contextlib
from collections.abc import Hashable
from typing import Any, Protocol

import pygame

from ..files.settings import Settings
from ..ui.painter import Painter
from ..ui.speech import Spoken


class Host(Protocol):
    """What a scene may use of the program that runs it (so scenes never import game.app)."""

    stack: SceneStack
    settings: Settings
    painter: Painter
    sounds: Any
    errors: list[str]

    def quit(self) -> None: ...

    def set_fullscreen(self, on: bool) -> None: ...

    def set_language(self, code: str) -> None: ...


class Scene:
    opaque = True
    fills_window = False  # its drawing starts with a backdrop over the whole window

    def __init__(self, app: Host) -> None:
        self.app = app

    def enter(self) -> None:
        """Pushed onto the stack."""

    def resume(self) -> None:
        """On top again after the scene above it was popped."""

    def pause(self) -> None:
        """Another scene was pushed above this one."""

    def exit(self) -> None:
        """Removed from the stack."""

    def language_changed(self) -> None:
        """The player chose another language or text size: text made before now is rebuilt."""

    def handle(self, event: pygame.event.Event) -> bool:
        return False

    def hold(self) -> contextlib.AbstractContextManager[Any]:
        """A lock the frame holds while it updates and draws this scene (a hosted table's
        game, which the joined programs' moves change from other threads)."""
        return contextlib.nullcontext()

    def update(self, dt: float) -> None:
        pass

    def draw(self, painter: Painter) -> None:
        pass

    def spoken(self) -> Spoken:
        """What a screen reader may say of this screen now (only what it shows)."""
        form = getattr(self, "form", None)
        focus = getattr(form, "focus", None)
        return Spoken(focus=focus.spoken() if focus is not None else "")

    def secrets_shown(self) -> Hashable:
        """Whose secrets this scene draws now (None: nobody's). A frame in which what the
        scenes drawn answer changes (a seat's view ending, a curtain or a pause covering it)
        is drawn whole at once, never spread over frames (``SceneStack.showing``)."""
        return None

    @property
    def busy(self) -> bool:
        """True while something moves or waits on a timer (keeps the loop at full rate)."""
        return False

    @property
    def preparing(self) -> bool:
        """True while the scene gets ready off the frame (a few frames at most): it is
        neither updated, drawn nor handed input, and the window keeps its last frame."""
        return False


def hides_secrets(before: tuple | None, after: tuple | None) -> bool:
    """Whether a frame whose scenes show ``after`` (``SceneStack.showing``) may hide secrets
    the last frame showed (``before``): then it is drawn whole at once. One that only begins
    to show a seat's view may reach the screen over frames; unknown (None) is treated as
    hiding."""
    if after is None:
        return True
    return before != after and any(seat is not None for seat in before or ())


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.top is not None:
            self.top.pause()
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        if self.top is not None:
            self.top.resume()
        return scene

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()

    def reset(self, *scenes: Scene) -> None:
        """Clear the stack and push ``scenes`` bottom first."""
        while self.scenes:
            self.scenes.pop().exit()
        for scene in scenes:
            self.push(scene)

    def language_changed(self) -> None:
        for scene in list(self.scenes):
            scene.language_changed()

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: from the highest opaque one up."""
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        return self.scenes[start:]

    def fills_window(self) -> bool:
        """The first scene drawn covers the whole window (nothing needs clearing first)."""
        visible = self.visible()
        return bool(visible) and visible[0].fills_window and not visible[0].preparing

    def showing(self) -> tuple[Hashable, ...]:
        """Whose secrets each scene drawn shows, bottom first (``Scene.secrets_shown``)."""
        return tuple(scene.secrets_shown() for scene in self.visible())

    def draw(self, painter: Painter) -> None:
        for scene in self.visible():
            if not scene.preparing:  # (its first drawing is on another thread right now)
                painter.over()
                scene.draw(painter)
