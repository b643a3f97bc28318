"""The table scene every game shares, built of rooms with one job each: the privacy lock
(privacy.py: whose secrets a frame draws, when the curtain comes up), pacing the computers
(pacing.py), input (input.py), the choices (choices.py), the prompt bar (prompt.py) and the
end screen (ending.py). This module holds them together: the view and the log refreshed,
every move (``act``), each frame (``update``, ``draw``).

A game's scene subclasses ``TableScene`` and adds only its layout, drawing and labels:
``hit_areas`` (the table objects a click can mean), ``draw_table``, ``action_label``, and
optionally ``object_of``, ``drop_zones``, ``on_events`` (to start tweens), ``end_lines``.
It draws only from ``self.view`` (the envelope of the frame's viewer) and ``self.table``
(the game's own part of it).
"""

from __future__ import annotations

import logging
from concurrent.futures import Future
from typing import Any

import pygame

from ...computers import process as bot_process
from ...engine.common import Action, IllegalAction
from ...files import saves
from ...i18n import _
from ...shell.session import Session
from ...ui import board_worker, theme
from ...ui.cards import CardFace
from ...ui.log_panel import LogFeed, LogPanel
from ...ui.painter import Painter
from ...ui.widgets import Button, Form
from ..base import Scene
from ..common import draw_backdrop
from ..guard import InputGuard
from .choices import ChoicePanel
from .chooser import ActionChooser, Obj
from .drag import Drag
from .ending import EndScreen
from .helping import TableHelp
from .input import TableInput
from .layout import TableLayout, others_from
from .linked import LinkedTable
from .motion import Motion
from .pacing import ComputerPacing
from .panel import draw_column_back
from .privacy import PrivacyLock
from .prompt import PromptBar
from .selection import Selection
from .speaking import TableSpeech
from .undoing import TableUndo

log = logging.getLogger(__name__)
LANDING = (120, 200, 255)  # reduced motion's outline where something landed (not focus's)


class TableScene(
    PrivacyLock,
    ComputerPacing,
    TableInput,
    ChoicePanel,
    TableHelp,
    TableUndo,
    TableSpeech,
    PromptBar,
    EndScreen,
    LinkedTable,
    Scene,
):
    # A replay's table (scenes/table/replay.py): nothing is played, paced, curtained or saved.
    read_only = False
    fills_window = True  # draw() starts with the table's backdrop

    def __init__(self, app, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.game_id = session.game_id
        self.log_panel = LogPanel(app.settings.show_log)
        self.log_feed = LogFeed(self.describe_event)
        self._lines_seen: dict[int, int] = {}  # per seat: log lines it had at the screen
        self.flash = ""  # a short message after a refused move
        self.flash_time = 0.0
        self.menu_button = Button(
            _("Menu"), (theme.MARGIN, theme.MARGIN, 96, 40), self.open_pause, size=theme.SIZE_SMALL
        )
        # The keyboard focus starts nowhere and goes nowhere by itself (see focus_next_step).
        self.form = Form(home_first=False)
        self.end_form = Form()
        self.motion = Motion(calm=app.settings.reduced_motion)
        self.drag: Drag | None = None
        self.selection: Selection | None = None
        self.chooser = ActionChooser([], self.object_of)
        self.popup: list[Button] = []  # the choices shown as a pop-up column, if any
        self.hit: dict[Obj, pygame.FRect] = {}
        self._built_for: tuple[float, ...] = ()
        self.view: dict[str, Any] = {}
        self._events_seen = len(session.state.events)
        self.guard = InputGuard()
        self._moment_key: tuple[Any, ...] | None = None
        self.start_help()  # a guided game's notes, "Suggest a move"
        if not all(seat.human for seat in session.seats):
            bot_process.warm()  # computers think in their own process: start it now
        self.refresh()
        # The first drawing of a table fills the caches (fonts, panels, card art, texts): some
        # 20 ms. It is done once off screen on the board worker's thread while the window
        # keeps showing what it showed; then the table shows, drawn from warm caches.
        self._rehearsal: Future | None = None
        if not board_worker.INLINE:
            self._rehearsal = board_worker.submit(self.rehearse, app.painter)

    # ---- hooks for a game's scene ---------------------------------------------------
    def hit_areas(self) -> dict[Obj, pygame.FRect]:
        """Every table object a click can mean, with where it is drawn."""
        return {}

    def draw_table(self, painter: Painter) -> None:
        raise NotImplementedError

    def draw_motion(self, painter: Painter) -> None:
        """Games draw their travelling things (cards in flight, the held card)."""

    def on_events(self, events: list[dict[str, Any]]) -> None:
        """Start tweens and sounds for what just happened."""

    def after_action(self) -> None:
        """Right after an action, before the viewer may change: what the seat at the screen
        just saw can be noted (a glimpse it keeps for a moment)."""

    def describe_event(self, event: dict[str, Any]) -> str:
        """One log line for ``event`` (a game may tell less than its engine knows, as a
        memory option promises)."""
        return self.session.describe(event)

    def log_limit(self) -> int | None:
        """How many of the game's events the log may show now (None: all). A game holds back
        what the table has not shown yet (a result still being replayed)."""
        return None

    def ended(self) -> bool:
        """True once the end screen shows; a game may first finish showing the last move."""
        return self.session.state.is_over

    def settle_show(self) -> None:
        """Stop whatever is still on show and draw the table as it stands (a replay jumped
        to another move, or steps on before the last move's motion ended)."""
        self.motion.skip()

    def still_showing(self) -> bool:
        """Something is still on show (a replay plays its next move once it has ended)."""
        return self.motion.busy

    def open_faces(self) -> tuple[list[list[CardFace]], list[list[CardFace]]] | None:
        """A game whose secrets are cards gives their faces for a replay's "Everything open",
        in the order of its list (each seat's, then each non-empty pile's), so the list
        shows cards; None keeps the words."""
        return None

    def open_box(self, height: float) -> pygame.FRect:
        """Where a replay with everything open lists every secret: over the whole of the
        bottom seat's hand (its cards are in the list; none pokes out above the box), at the
        window's bottom edge, taller when the list needs it."""
        layout = self.layout()
        top = min(layout.hand_y - 8, max(layout.hand_y - 36, layout.bottom - 16 - height))
        if top < layout.hand_y - 8:  # it would cut into the hand's caption: cover it whole
            top = min(top, layout.hand_y - 36 - 30 * (self.app.painter.text_scale - 1))
        return pygame.FRect(40, top, self.table_width() - 56, layout.bottom - 8 - top)

    # ---- the table's places ----------------------------------------------------------
    @property
    def names(self) -> list[str]:
        return self.session.names

    @property
    def table(self) -> dict[str, Any]:
        return self.view["table"]

    def layout(self) -> TableLayout:
        """The table's regions in the window as it is now (16:9 or taller)."""
        window = self.app.painter.window()
        top, bottom = min(0.0, window.top), max(720.0, window.bottom)
        left = max(136.0, theme.MARGIN + self.menu_width() + 16)  # (clear of the button)
        return TableLayout(self.table_width(), top, bottom, left)

    def menu_width(self) -> float:
        """The Menu (a replay's Back) button: as wide as its word, 96 at least."""
        return max(96.0, self.app.painter.measure(self.menu_button.text, theme.SIZE_SMALL)[0] + 28)

    def others(self) -> list[int]:
        return others_from(self.seat, self.session.state.num_players)

    def table_width(self) -> float:
        """Logical width left of the log panel."""
        return self.log_panel.rect().x - theme.MARGIN

    def bar(self) -> pygame.FRect:
        """The prompt bar (a game may place it elsewhere, e.g. under a board)."""
        return self.layout().prompt_bar()

    def place_chrome(self) -> None:
        """The Menu button and the log panel follow the window's edges."""
        layout = self.layout()
        self.menu_button.rect.y = layout.top + theme.MARGIN
        self.menu_button.rect.w = self.menu_width()
        self.log_panel.span = (layout.top + theme.MARGIN, layout.bottom - theme.MARGIN)

    # ---- the view and the log --------------------------------------------------------
    def refresh(self) -> None:
        """Recompute the viewer's view (after an action or a curtain) and the widgets."""
        self.view = self.view_now()
        self._moment_key = self.moment_key()  # the moment this view was made for
        self.chooser = ActionChooser(self.my_actions(), self.object_of)
        self.drag = None
        self.refresh_log()
        self.rebuild()

    def language_changed(self) -> None:
        """Every line of the log described again, and the table's words, in the new language."""
        self.log_feed = LogFeed(self.describe_event)
        self.menu_button.text = _("Menu")
        if self.end_form.widgets:
            self.end_form.set_widgets(self.end_buttons(), keep_index=True)
        self.refresh()

    def refresh_log(self) -> None:
        """The log as the viewer knows it: its own private lines only for it, none for the
        spectator view. New lines are added; a new viewer gets its log built again."""
        seat = self.log_reader()
        new_reader = self.log_feed.update(self.session.state, seat, seat is not None)
        lines = self.log_feed.lines
        limit = self.log_limit()
        count = len(lines) if limit is None else min(limit, len(lines))
        if new_reader:
            mark = self._lines_seen.get(seat) if seat is not None else None
            self.log_panel.set_lines(lines[:count], mark)
        else:
            self.log_panel.extend_to(lines, count)
        if seat is not None:
            self._lines_seen[seat] = count

    # ---- flow ------------------------------------------------------------------------
    def exit(self) -> None:
        self.leave_link()  # off the stack: a hosted table stops listening, a joined one leaves

    def resume(self) -> None:
        self.motion.calm = self.app.settings.reduced_motion  # (Settings may have changed it)
        self.log_panel.open = self.app.settings.show_log if self.log_panel.open else False
        self.refresh()

    def update(self, dt: float) -> None:
        if tuple(self.app.painter.window()) != self._built_for:
            self.rebuild()  # the window changed shape: lay the table out again
        self.flash_time = max(0.0, self.flash_time - dt)
        self.motion.update(dt)
        if self.read_only:
            return  # a replay moves on by its own controls
        if not self.follow_link():
            return  # the table played across computers is gone
        # The guard runs out on the end screen too: a game may start it with its last move
        # (Silver's round end), and its buttons must answer once it has.
        self.guard.update(dt, bool(self.app.keys.down))
        if self.ended():
            if not self.end_form.widgets:
                self.end_form.set_widgets(self.end_buttons(), keep_index=False)
                self.app.sounds.play(self.ending_sound())
            return
        if not self.watch_screen():
            return
        self.suggester.update()
        if self.help_holds():
            return  # a guided game's note is being read, or waits for the learner's move
        if not self.motion.busy or self.app.settings.bot_delay == 0:
            self.pace_computers(dt)  # "instant" computers do not wait for cards in flight

    @property
    def busy(self) -> bool:
        # A curtain still to be raised and computers still to move keep the table busy while
        # it is on top; under a curtain or a menu it moves nothing (only the top screen is
        # updated), so a curtain waiting for its player is an idle window.
        on_top = self.app.stack.top is self
        curtain = on_top and self.session.needs_curtain() and not self.public_moment()
        computers = on_top and self.computers_to_move()
        busy = self.motion.busy or self.flash_time > 0 or self.shared_moment()
        return computers or busy or curtain

    def act(self, action: Action) -> bool:
        """Apply an action; a refused one is explained in the prompt bar, not fatal."""
        if self.read_only:
            return False
        saves.settle()  # the previous move is on disk before this one is made
        if refusal := self.help_refusal(action):
            self.refuse(refusal)
            return False  # nothing changes: the guide's step waits for the move it teaches
        taught = self.guide is not None and not self._computer_moving and self.guide.teaches(action)
        try:
            events = self.play_move(action)
        except IllegalAction as exc:
            self.refuse(str(exc))
            return False
        if taught:
            self.session.guide.advance()  # before the save below: it keeps the step reached
        self.suggester.forget()
        self.after_action()
        self.keep_move()  # the win sounds when the end screen shows (see update)
        if not self.session.state.is_over:
            self.app.sounds.play("place")
        if not self.sync_viewer():
            self.refresh()
        if not self._computer_moving:
            self.focus_next_step()
        self.on_events(events)
        return True

    # ---- drawing ---------------------------------------------------------------------
    @property
    def preparing(self) -> bool:
        """The first drawing is still being rehearsed off screen."""
        if self._rehearsal is None:
            return False
        if not self._rehearsal.done():
            return True
        if self._rehearsal.exception() is not None:  # the real drawing will meet it again
            log.warning("table rehearsal failed: %r", self._rehearsal.exception())
        self._rehearsal = None
        return False

    def rehearse(self, painter: Painter) -> None:
        """Draw the table once off screen (on the board worker's thread), into ``painter``'s
        caches."""
        self.draw(painter.sharing(pygame.Surface(painter.surface.get_size())))

    def draw(self, painter: Painter) -> None:
        self.place_chrome()
        draw_backdrop(painter, self.game_id)
        self.draw_table(painter)
        for landing in self.motion.landings:  # reduced motion: where things landed
            painter.rect(landing.rect.inflate(10, 10), LANDING, 12, width=3)
        self.log_panel.draw(painter)  # under a pop-up that a game places over it
        over = self.ended()
        if not over:
            self.draw_prompt(painter)
            if self.popup:
                painter.over()  # a pop-up of choices lies over the table (its text too)
            draw_column_back(painter, self.popup)
            self.draw_help(painter)
            # A tooltip from before a question (a confirm dialog) never shows under it.
            self.form.draw(painter, tips=self.app.stack.top is self)
        self.draw_motion(painter)
        self.menu_button.draw(painter, False, False)
        if not over:
            self.draw_link(painter)
        if over:
            self.draw_end(painter)
