"""The program: window, loop, scene stack, settings, sounds, error screen, ``--smoke``."""

from __future__ import annotations

import argparse
import contextlib
import logging
import os
import platform
import sys
import tempfile
import time
import traceback

import pygame

from . import i18n
from .computers import process as bot_process
from .files import saves
from .files.atomic import sweep_temporaries
from .files.settings import Settings, load_settings
from .files.userdata import log_file, take_file_notices
from .history import store as history
from .i18n import _
from .scenes.base import Scene, SceneStack, hides_secrets
from .ui import board_worker, heap
from .ui.access_kit import AccessBridge
from .ui.display_scale import declare_dpi_awareness, first_window_size, system_scale
from .ui.held_keys import NO_REPEAT_KEYS, HeldKeys
from .ui.notes import draw_note
from .ui.painter import Painter
from .ui.sound import Sounds
from .ui.speech import Announcer
from .ui.theme import WINDOW_ICON
from .ui.widgets import TextInput
from .ui.window import make_window
from .version import version

log = logging.getLogger("quiet_table")
TITLE = "Quiet Table"
FPS = 60
IDLE_WAIT_MS = 250
# While nothing moves, input is looked for this often: pygame's own event.wait looks every
# millisecond, a thousand times a second (2.5% of a core idle); 50 times costs almost nothing,
# and the first press after a pause is seen within 20 ms (then every frame, at 60 Hz).
IDLE_POLL_SECONDS = 0.02
# While nothing moves and no input comes, every wake-up updates the scene but only every
# this many draw it (a result that arrives on its own, a board composed off the frame,
# shows within a second): an idle menu or table costs little of a core.
IDLE_DRAW_EVERY = 4
# After these the system may have lost the window's pixels: the next frame is drawn whole.
WINDOW_UNCOVERED = (pygame.WINDOWEXPOSED, pygame.WINDOWSHOWN, pygame.WINDOWRESTORED)
MUTE_NOTE_SECONDS = 1.6  # how long "Sound off (M)" shows
LOG_STDERR = "QUIET_TABLE_LOG_STDERR"
MOUSE_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)


def setup_logging() -> str:
    """Log to a file in the user data dir; return where the log goes, in words.

    A log file that cannot be opened (a read-only folder) falls back to standard error, and
    a windowed build has no console (stderr is None): then nothing is logged, and nothing fails.
    """
    handlers: list[logging.Handler] = []
    where = "standard error"
    try:
        path = log_file()
        handlers.append(logging.FileHandler(path, encoding="utf-8"))
        where = str(path)
    except OSError:
        if sys.stderr is None:
            handlers.append(logging.NullHandler())
            where = "nowhere (the log folder cannot be written)"
    if sys.stderr is not None and (where == "standard error" or os.environ.get(LOG_STDERR)):
        handlers.append(logging.StreamHandler(sys.stderr))
    logging.basicConfig(
        level=logging.INFO,
        handlers=handlers,
        force=True,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    # Each run's first line: the version to quote in a bug report, and where it runs.
    log.info(
        "%s %s (Python %s, pygame-ce %s, %s)",
        TITLE,
        version(),
        platform.python_version(),
        pygame.version.ver,
        platform.platform(terse=True),
    )
    return where


def window_icon() -> pygame.Surface | None:
    """The window's icon; a missing or broken picture is never fatal."""
    try:
        return pygame.image.load(WINDOW_ICON)
    except (pygame.error, OSError) as exc:
        log.warning("window icon not set: %s", exc)
        return None


# SDL's drivers that draw nowhere a person can see: used when asked for (the smoke run, the
# tests, the bench), never as a fallback when no screen could be opened.
UNSEEN_DRIVERS = ("offscreen", "dummy")


class NoScreen(RuntimeError):
    """The window could not be put on any screen: the program must end, not run unseen."""


def check_window_is_seen() -> str:
    """The video driver the window uses; ``NoScreen`` if it is one nobody sees and nobody
    asked for (SDL falls back to one when the display refuses it), so a player's double
    click never leaves a program running without a window."""
    driver = pygame.display.get_driver()
    if driver in UNSEEN_DRIVERS and driver not in os.environ.get("SDL_VIDEODRIVER", ""):
        where = os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY") or "none named"
        raise NoScreen(f"no screen could be opened (display {where}; SDL fell back to {driver})")
    return driver


def wait_for_events(seconds: float) -> list[pygame.event.Event]:
    """The events that came within ``seconds``, returned as soon as any has come."""
    end = time.monotonic() + seconds
    while True:
        events = pygame.event.get()
        if events or time.monotonic() >= end:
            return events
        time.sleep(IDLE_POLL_SECONDS)


class App:
    def __init__(self, size: tuple[int, int] | None = None) -> None:
        """``size``: the first window's (None: 1280x720 times the system's display scale)."""
        declare_dpi_awareness()  # before pygame starts: SDL reads it then
        heap.map_big_pictures()  # before any: a freed 4K picture leaves no hole
        pygame.init()
        self.window = make_window(TITLE, window_icon())  # the kind this system needs
        self.settings: Settings = load_settings()
        i18n.set_language(self.settings.language or i18n.system_language())
        if size is None:
            scale = system_scale()
            size = first_window_size(scale, pygame.display.get_desktop_sizes())
            log.info("first window %dx%d (display scale %.2f)", *size, scale)
        self.window_size = size
        self.surface = self.window.open(self.window_size, self.settings.fullscreen)
        log.info("video driver %s, %s window", check_window_is_seen(), self.window.kind)
        self.painter = Painter(self.surface)
        self.painter.text_scale = self.settings.text_size / 100
        self.sounds = Sounds(self.settings.volume, self.settings.muted, self.settings.cue_volume)
        self.mute_note = 0.0  # seconds the "Sound off/on" note still shows
        self.access = AccessBridge(TITLE)  # what the screen says to a screen reader
        self.access.start(self.window.wm_info())
        self.speech = Announcer(self.access)
        self.stack = SceneStack()
        self.clock = pygame.time.Clock()
        self.running = True
        self.errors: list[str] = []
        self.keys = HeldKeys()  # a held key's repeats are never new presses (the lock)
        self.frames_seen = 0
        self.began = time.perf_counter()  # when the frame being made began
        self.showing: tuple | None = None  # whose secrets the last frame showed (SceneStack)
        self.tidier = heap.Tidier()  # freed picture memory back to the system now and then
        pygame.key.set_repeat(350, 40)

    # ---- window --------------------------------------------------------------------
    def set_language(self, code: str) -> None:
        """Show ``code`` from now on ("" : the system's), every open screen at once."""
        self.settings.language = code
        self.settings.save()
        i18n.set_language(code or i18n.system_language())
        self.stack.language_changed()

    def set_text_size(self, percent: int) -> None:
        """Draw every text at ``percent`` of its size from the next frame, every open screen
        laid out anew for it."""
        self.settings.text_size = percent
        self.settings.save()
        self.painter.text_scale = percent / 100
        self.stack.language_changed()  # what a new language needs: every layout measured anew

    def set_fullscreen(self, on: bool) -> None:
        log.info("fullscreen %s", "on" if on else "off")  # a bug report says how often
        self.settings.fullscreen = on
        self.settings.save()
        self.surface = self.window.open(self.window_size, on)
        self.painter.resize(self.surface)
        self.keys.forget()  # a new window may never deliver the old one's key releases

    def _resized(self) -> None:
        self.surface = self.window.resized()
        if not self.settings.fullscreen:
            self.window_size = self.window.size()
        self.painter.resize(self.surface)

    # ---- events --------------------------------------------------------------------
    def to_logical(self, event: pygame.event.Event) -> pygame.event.Event:
        """The same event with ``pos`` in logical canvas coordinates."""
        if event.type in MOUSE_EVENTS:
            data = dict(event.dict)
            data["pos"] = self.painter.to_logical(self.window.to_pixels(event.pos))
            return pygame.event.Event(event.type, data)
        if event.type == pygame.MOUSEWHEEL:
            data = dict(event.dict)
            pos = self.window.to_pixels(pygame.mouse.get_pos())
            data["logical_pos"] = self.painter.to_logical(pos)
            return pygame.event.Event(event.type, data)
        return event

    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
            return
        if self.keys.is_repeat(event, self.frames_seen):
            if event.key in NO_REPEAT_KEYS:
                return
            event = pygame.event.Event(event.type, {**event.dict, "repeat": True})
        if event.type in WINDOW_UNCOVERED:
            self.painter.invalidate()  # the system may have lost what the window showed
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._resized()
            return
        if event.type == pygame.WINDOWFOCUSLOST:
            self.keys.forget()  # releases while away are not seen
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.set_fullscreen(not self.settings.fullscreen)
            return
        if self.is_mute_key(event):
            self.toggle_mute()
            return
        top = self.stack.top
        if top is not None and not top.preparing:
            self.guarded(top.handle, self.to_logical(event))

    # ---- sound ---------------------------------------------------------------------
    def is_mute_key(self, event: pygame.event.Event) -> bool:
        """M alone, unless a text field has the keyboard (a name with an m in it)."""
        if event.type != pygame.KEYDOWN or event.key != pygame.K_m:
            return False
        if getattr(event, "repeat", False):
            return False
        if event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            return False
        focus = getattr(getattr(self.stack.top, "form", None), "focus", None)
        return not isinstance(focus, TextInput)

    def toggle_mute(self) -> None:
        self.settings.muted = self.sounds.muted = not self.settings.muted
        self.settings.save()
        self.mute_note = MUTE_NOTE_SECONDS

    def draw_mute_note(self) -> None:
        """The mute key's answer on screen, over every scene, a moment."""
        if self.mute_note <= 0:
            return
        text = _("Sound off (M)") if self.settings.muted else _("Sound on (M)")
        draw_note(self.painter, text)

    # ---- errors --------------------------------------------------------------------
    def guarded(self, fn, *args):
        """Run scene code (its result); an exception shows the error screen instead of a
        traceback (None)."""
        try:
            return fn(*args)
        except Exception as exc:
            self.fail(exc)
            return None

    def fail(self, exc: BaseException) -> None:
        from .scenes.error import ErrorScene

        log.error("scene failed:\n%s", "".join(traceback.format_exception(exc)))
        self.errors.append(f"{type(exc).__name__}: {exc}")
        if isinstance(self.stack.top, ErrorScene):
            raise exc
        self.stack.reset(ErrorScene(self, exc))

    # ---- loop ----------------------------------------------------------------------
    def frame(self, dt: float, events: list[pygame.event.Event], draw: bool = True) -> None:
        self.frames_seen += 1
        self.began = time.perf_counter()  # the large window's drawing aims to end soon after
        # (the board worker steps aside meanwhile; after a quick frame, freed memory goes back)
        with board_worker.frame(), self.tidier.frame():
            with self.held_scenes():
                for event in events:
                    self.dispatch(event)
            with self.held_scenes():  # (input may have opened another table)
                self._frame(dt, draw)

    def held_scenes(self) -> contextlib.ExitStack:
        """Each scene's lock (``Scene.hold``): a hosted game changes on other threads too."""
        held = contextlib.ExitStack()
        for scene in list(self.stack.scenes):
            held.enter_context(scene.hold())
        return held

    def _frame(self, dt: float, draw: bool) -> None:
        top = self.stack.top
        if top is not None and top.preparing:
            return  # the window keeps its last frame until the scene is ready
        if top is not None:
            self.guarded(top.update, dt)
        self.guarded(self.tell_saving_off)
        self.guarded(self.speak)
        if not draw and not self.busy() and self.mute_note <= 0:
            return  # nothing moved and nothing was pressed: the window keeps its picture
        self.painter.begin_frame(clear=not self.stack.fills_window(), record=True)
        self.guarded(self.stack.draw, self.painter)
        self.mute_note = max(0.0, self.mute_note - dt)
        self.draw_mute_note()
        # a frame that may hide a seat's view (a curtain, a moment ending) is drawn whole now
        showing = self.guarded(self.stack.showing)
        began = None if hides_secrets(self.showing, showing) else self.began
        self.showing = showing
        changed = self.guarded(self.painter.end_frame, began)
        if changed:  # only what changed goes to the screen (8 million pixels at 4K)
            self.window.update(changed)
        elif changed is None:  # the drawing failed: the error screen is drawn whole next
            self.painter.invalidate()

    def busy(self) -> bool:
        return any(scene.busy for scene in self.stack.scenes[-2:])

    def speak(self) -> None:
        """Tell the screen reader what changed on the top screen (after its update: the
        scene that will be drawn)."""
        top = self.stack.top
        if top is not None and not top.preparing:
            self.speech.update(top.spoken())

    # ---- the save slot ---------------------------------------------------------------
    def start(self, first: Scene) -> None:
        """Show ``first``; when another copy owns the save slot, ask before playing unsaved."""
        from .scenes.registry import preload_tables

        self.stack.push(first)
        if not board_worker.INLINE:  # the tests import as they go
            board_worker.submit(preload_tables)
        held = saves.claim_slot()
        sweep_temporaries(held)
        if held:
            return
        from .scenes.dialog import Dialog

        reason = saves.take_notice() or ""
        if reason == saves.ELSEWHERE:
            choices = [(_("Play without saving"), lambda: None), (_("Quit"), self.quit)]
            self.stack.push(
                Dialog(self, _("A game is open elsewhere"), saves.in_words(reason), choices)
            )
        elif reason:
            self.stack.push(self._saving_off_dialog(reason))

    def tell_saving_off(self) -> None:
        """Once per run each: saving, or keeping History, has just turned off (a read-only
        or full disk); and once per file: a kept file was damaged and set aside."""
        notices = take_file_notices()
        if notices:
            from .scenes.dialog import message

            title = _("A damaged file was set aside")
            self.stack.push(message(self, title, "\n\n".join(notices)))
        reason = saves.take_notice()
        if reason:
            self.stack.push(self._saving_off_dialog(reason))
        reason = history.take_notice()
        if reason:
            from .scenes.dialog import message

            self.stack.push(message(self, _("History is not being kept"), reason))

    def _saving_off_dialog(self, reason: str) -> Scene:
        from .scenes.dialog import message

        return message(self, _("Progress is not being saved"), saves.in_words(reason))

    def run(self, first: Scene) -> None:
        self.start(first)
        last = time.perf_counter()
        quiet = 0  # idle wake-ups in a row without input
        while self.running and self.stack.top is not None:
            if self.busy():
                self.clock.tick(FPS)
                events = pygame.event.get()
            else:
                # Nothing moves: sleep until input arrives (low CPU), but wake now and then.
                events = wait_for_events(IDLE_WAIT_MS / 1000)
                self.clock.tick(FPS)
            quiet = 0 if events or self.busy() else quiet + 1
            now = time.perf_counter()
            self.frame(min(0.1, now - last), events, draw=quiet % IDLE_DRAW_EVERY == 0)
            last = now
        self.guarded(self.stack.reset)  # every screen's exit: a hosted table says goodbye
        saves.finish()  # the last move reaches the disk before the window closes

    def quit(self) -> None:
        self.running = False


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="quiet-table", description=TITLE)
    parser.add_argument("--smoke", action="store_true", help="open every scene headless, then exit")
    parser.add_argument("--display-report", metavar="FILE", help="what the screen gave, as JSON")
    args = parser.parse_args(argv)
    if args.smoke or args.display_report:
        if args.smoke:
            os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        # A throwaway data dir: the smoke run never touches the player's saves, and its log
        # (named in the failure message) lands there too.
        os.environ["QUIET_TABLE_DATA"] = tempfile.mkdtemp(prefix="quiet-table-smoke-")
    log_where = "standard error"
    with contextlib.suppress(Exception):  # logging must never be the reason the program dies
        log_where = setup_logging()
    try:
        if args.smoke:
            from .release import tool_signals
            from .release.screens_check import run_smoke

            tool_signals.install()  # the smoke run reads no QUIT: SIGTERM must still end it

            return run_smoke(App)
        if args.display_report:
            from pathlib import Path

            from .release.display_check import report

            return report(App, Path(args.display_report))
        from .scenes.menu import MainMenu

        app = App()
        app.run(MainMenu(app))
        return 0
    except Exception:
        details = traceback.format_exc()
        with contextlib.suppress(Exception):
            log.critical("Quiet Table stopped:\n%s", details)
        if sys.stderr is not None:
            with contextlib.suppress(Exception):
                print(f"Quiet Table stopped; details are in {log_where}", file=sys.stderr)
        return 1
    finally:
        bot_process.shutdown()
        pygame.quit()
