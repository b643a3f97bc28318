"""The table scene every game shares: curtain, pacing, log, prompt bar, choices, motion,
drag and drop, selection and the end screen.

A game's scene subclasses ``TableScene`` and adds only its layout, drawing and labels:
``hit_areas`` (the table objects a click can mean), ``draw_table``, ``action_label``, and
optionally ``object_of``, ``drop_zones``, ``on_events`` (to start tweens), ``end_lines``.
It draws only from ``self.view`` (the envelope of the frame's viewer) and ``self.table``
(the game's own part of it).

The viewer: every frame the kit knows whose secrets it draws (``self.viewer``): a seat, only
after that seat's own curtain was lifted and until its private moment is over, or None, the
spectator view with every hidden thing hidden (between two humans' moments while computers
play). ``self.seat`` is only where the table sits: the seat drawn at the bottom. Hover,
tooltips, focus and selections are reset whenever the viewer, the turn or the round
changes, and input that began before the screen changed hands never acts (``InputGuard``).
"""

from __future__ import annotations

import logging
import random
from concurrent.futures import Future
from typing import Any

import pygame

from ...computers import process as bot_process
from ...engine.common import ANYONE, Action, IllegalAction
from ...files import saves
from ...history import store as history
from ...history.words import listed
from ...i18n import N_, _
from ...shell.session import Seat, Session
from ...ui import board_worker, theme
from ...ui.cards import CardFace
from ...ui.log_panel import LogFeed, LogPanel
from ...ui.painter import Painter
from ...ui.widgets import Button, Form, Widget
from ..base import Scene
from ..common import draw_backdrop
from ..curtain import CurtainScene
from ..guard import InputGuard
from ..pause import PauseScene
from .chooser import ActionChooser, Obj, Target, action_object
from .drag import Drag, zone_at
from .ending import EndScreen
from .guide import GuideOverlay
from .layout import TableLayout, others_from
from .motion import Motion
from .panel import Choice, bar_buttons, column_buttons, draw_column_back, fits_in_bar
from .prompt import PromptBar
from .selection import Selection

log = logging.getLogger(__name__)

FLASH_SECONDS = 3.0
# A move made of several picks that the engine holds until the last one offers this action at
# each later pick: the previous pick is taken back (Backspace, or its button).
BACK: Action = {"type": "back"}
# A race (an ANYONE moment: any seat may act, e.g. Silencio's start card): with a human at
# the table, a computer waits this many bot delays, and this many seconds of the table on
# screen at least, whatever the speed setting, so a new player has read the table before a
# computer grabs what anyone may take (the time a pop-up or the rules cover it does not count).
ANYONE_PATIENCE = 3.0
ANYONE_MIN_SECONDS = 8.0
# The bottom seat's caption (``own_title``): whole phrases, so each language words them.
YOUR_HAND = N_("{name} · your hand")
HIDDEN_HAND = N_("{name}'s hand · hidden between turns")


class TableScene(PromptBar, EndScreen, Scene):
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
        self.bot_wait = 0.0
        self._thinking: tuple[tuple[int, int], Future] | None = None  # a computer's choice
        self.flash = ""  # a short message after a refused move
        self.flash_time = 0.0
        self.menu_button = Button(
            _("Menu"), (theme.MARGIN, theme.MARGIN, 96, 40), self.open_pause, size=theme.SIZE_SMALL
        )
        # The keyboard focus starts nowhere and goes nowhere by itself (see focus_next_step).
        self.form = Form(home_first=False)
        self.end_form = Form()
        self.motion = Motion()
        self.drag: Drag | None = None
        self.selection: Selection | None = None
        self.chooser = ActionChooser([], self.object_of)
        self.popup: list[Button] = []  # the choices shown as a pop-up column, if any
        self.hit: dict[Obj, pygame.FRect] = {}
        self._built_for: tuple[float, ...] = ()
        self.view: dict[str, Any] = {}
        self.guard = InputGuard()
        self._moment_key: tuple[Any, ...] | None = None
        self._computer_moving = False  # a computer's move is being made (computer_act)
        # A guided first game's notes (shell/guide.py), or None.
        self.guide = GuideOverlay(self, session.guide) if session.guide is not None else None
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
    def guide_anchor(self, name: str) -> pygame.FRect | None:
        """Where a guided game's note points (its step's ``anchor``); a game adds its own
        parts of the table (rows, Oracle, board)."""
        layout = self.layout()
        if name == "prompt":
            return self.bar()
        if name == "hand":
            top = layout.hand_y - 34
            return pygame.FRect(40, top, self.table_width() - 80, layout.bottom - 8 - top)
        if name == "log":
            return self.log_panel.rect()
        return None

    def guide_changed(self) -> None:
        """A note was read on (or back): keep the step reached and show the next."""
        saves.save_later(self.session)
        self.refresh()

    def guide_real_game(self) -> None:
        """The guide's end: a real game of this title with the same seats, newly dealt."""
        from ..setup import begin_game

        seats = [Seat(s.name, s.human, s.level) for s in self.session.seats]
        begin_game(self.app, self.game_id, seats, {})

    def hit_areas(self) -> dict[Obj, pygame.FRect]:
        """Every table object a click can mean, with where it is drawn."""
        return {}

    def object_of(self, action: Action) -> Obj | None:
        """The table object an action is about (None: a plain choice, shown as a button)."""
        return action_object(action)

    def action_label(self, action: Action) -> str:
        return str(action.get("type", "?")).replace("_", " ").capitalize()

    def tooltip(self, obj: Obj, usable: bool) -> str:
        """What hovering an object says (why it cannot be used, what clicking does)."""
        return ""

    def draw_table(self, painter: Painter) -> None:
        raise NotImplementedError

    def drop_zones(self, obj: Obj) -> dict[Any, pygame.FRect]:
        """Where a held object may be dropped, by zone name (no zones: no dragging)."""
        return {}

    def drop_action(self, obj: Obj, zone: Any) -> Action | None:
        """The action a drop of ``obj`` on ``zone`` means (default: the object's click)."""
        return None

    def on_events(self, events: list[dict[str, Any]]) -> None:
        """Start tweens and sounds for what just happened."""

    def end_lines(self) -> tuple[str, list[str]]:
        """The end screen's title and lines, in the game's words."""
        result = self.session.state.result()
        winners = [self.names[w] for w in result["winners"]]
        title = _("{names} wins!") if len(winners) == 1 else _("{names} win!")
        lines = [
            _("{name}: {score}").format(name=n, score=s)
            for n, s in zip(self.names, result["scores"], strict=True)
        ]
        return (title.format(names=listed(winners)) if winners else _("Game over")), lines

    def usable_objects(self) -> set[Obj]:
        """The table objects a click may use now: those of the legal actions, and a game may
        add its own (hand cards to pick for a Selection, piles to play a Selection on)."""
        return self.chooser.objects()

    def hover_lift(self, obj: Obj) -> float:
        """How far hover lifts a usable object (a hand card: a few px); drawn by the game."""
        return 0

    def confirm_text(self, action: Action) -> str:
        """A question to ask before a permanent choice that is not the turn's main action
        (empty: no question)."""
        return ""

    # The action types that are the likely next step after a move, which spend and commit
    # nothing the player may still want (End turn): the keyboard focus goes to their button
    # after each move, so Enter does that and nothing else.
    next_step_types: frozenset[str] = frozenset()

    def tooltip_avoid(self) -> list[pygame.FRect]:
        """Captions of the game's own that a tooltip must not cover (none by default)."""
        return []

    def draw_end_details(self, painter: Painter, rect: pygame.FRect) -> None:
        """Under the end screen's lines: what the game reveals at the end (cards left)."""

    def after_action(self) -> None:
        """Right after an action, before the viewer may change: what the seat at the screen
        just saw can be noted (a glimpse it keeps for a moment)."""

    def curtain_note(self, seat: int) -> str:
        """Why the curtain is up mid-turn (someone else's effect asks this seat)."""
        return ""

    def describe_event(self, event: dict[str, Any]) -> str:
        """One log line for ``event`` (a game may tell less than its engine knows, as a
        memory option promises)."""
        return self.session.describe(event)

    def log_limit(self) -> int | None:
        """How many of the game's events the log may show now (None: all). A game holds back
        what the table has not shown yet (a result still being replayed)."""
        return None

    def shared_moment(self) -> bool:
        """True while the table shows everyone something at once (a countdown, a replay of
        what just happened): no curtain rises and no computer acts until it ends."""
        return False

    def hold_curtain(self) -> bool:
        """True while the seat at the screen keeps it a moment longer before the curtain
        comes down for the next player (a card it just looked at, shown for a few seconds);
        computers still play meanwhile."""
        return False

    def ended(self) -> bool:
        """True once the end screen shows; a game may first finish showing the last move."""
        return self.session.state.is_over

    def private_seat(self) -> int | None:
        """The human whose private moment it is now (None: the screen is everyone's, as in
        an ANYONE moment or while the table shows everyone something)."""
        if self.public_moment() or self.shared_moment() or self.session.state.is_over:
            return None
        return self.session.private_seat()

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
        return pygame.FRect(40, top, self.table_width() - 56, layout.bottom - 8 - top)

    def round_of(self) -> Any:
        """The round on the table (a change of round resets hover and selections)."""
        return self.view.get("table", {}).get("round")

    # ---- what is on screen ---------------------------------------------------------
    @property
    def viewer(self) -> int | None:
        """Whose secrets this frame may draw: a seat, or None (the spectator view)."""
        return self.session.shown_seat

    @property
    def seat(self) -> int:
        """Where the table sits: the seat drawn at the bottom (the viewer, or the last one)."""
        shown = self.session.shown_seat
        return shown if shown is not None else self.session.anchor

    def own_title(self, yours: str = YOUR_HAND, hidden: str = HIDDEN_HAND) -> str:
        """The bottom seat's caption: "Ana · your hand", or, on the spectator view, whose
        cards lie there face down and why. A game with other things there passes its own
        whole phrases (marked with N_, each with a {name}): ``yours`` and ``hidden``."""
        name = self.names[self.seat]
        return _(hidden if self.viewer is None else yours).format(name=name)

    def view_now(self) -> dict[str, Any]:
        """The engine's view for the viewer: a seat's own, or the spectator's."""
        state = self.session.state
        return state.view(self.viewer) if self.viewer is not None else state.spectator_view()

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
        return TableLayout(self.table_width(), top, bottom)

    def others(self) -> list[int]:
        return others_from(self.seat, self.session.state.num_players)

    def public_moment(self) -> bool:
        """An ANYONE moment shows nothing private: no curtain, every human may act."""
        return self.view.get("moment") == ANYONE

    def my_actions(self) -> list[Action]:
        """What the person at the screen may do now (any human, in an ANYONE moment)."""
        if self.session.state.is_over:
            return []
        if self.public_moment():
            state = self.session.state
            return [a for s in self.session.humans for a in state.actions_for(s)]
        return list(self.view.get("actions", [])) if self.my_turn() else []

    def my_turn(self) -> bool:
        state = self.session.state
        viewer = self.viewer
        return (
            viewer is not None
            and state.current_player == viewer
            and self.session.seats[viewer].human
        )

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

    def log_reader(self) -> int | None:
        """Whose private lines the log holds: the viewer's, while a human sits at the table."""
        return self.viewer if self.session.humans else None

    def rebuild(self) -> None:
        """The widgets: a target over every table object, then the action panel."""
        self._built_for = tuple(self.app.painter.window())
        self.place_chrome()
        self.hit = self.hit_areas()
        objects = self.usable_objects()
        widgets: list[Widget] = []
        for obj, rect in self.hit.items():
            usable = obj in objects
            tip = self.tooltip(obj, usable)
            lift = self.hover_lift(obj) if usable else 0
            widgets.append(Target(rect, obj, self.click, usable, tip, lift=lift))
        buttons = self.panel_buttons()
        self.popup = [b for b in buttons if not self.bar().contains(b.rect)]
        notes = self.guide.widgets(self.app.painter) if self.guide is not None else []
        self.form.set_widgets(widgets + buttons + notes)
        if self.guide is not None and self.guide.focus() is not None:
            self.form.set_focus(self.guide.focus())  # Enter reads on
        # Tooltips never cover these (nor a game's own captions).
        self.form.avoid = [self.menu_button.rect, self.bar(), *self.tooltip_avoid()]
        if self.chooser.selected is not None and buttons and self.form.focus not in buttons:
            # The keyboard follows the choices that just opened, onto their Cancel (the
            # last): Enter right after a click that opened them commits none of them.
            self.form.set_focus(buttons[-1])

    def focus_next_step(self) -> None:
        """After a move: the keyboard focus on the next likely step (``next_step_types``),
        or nowhere, never on what the move left under it (a shrine where a card was)."""
        if self.guide is not None and self.guide.focus() is not None:
            self.form.set_focus(self.guide.focus())  # a guided game's note: Enter reads on
            return
        steps = self.chooser.plain()
        wanted = {self.action_label(a) for a in steps if a.get("type") in self.next_step_types}
        buttons = self.form.widgets
        step = [w for w in buttons if isinstance(w, Button) and w.enabled and w.text in wanted]
        self.form.set_focus(step[0] if step else None)

    # ---- the action panel --------------------------------------------------------------
    def choice_group(self, action: Action) -> str:
        """Which column of a pop-up an action's button joins (same group, same column)."""
        return ""

    def choices(self) -> list[Choice]:
        """The plain choices now: a selected object's actions, else the object-less ones."""
        out = [(self.action_label(a), self.runner(a)) for a in self.chooser.plain()]
        if self.selection is not None and self.selection.picked:
            out.append(self.confirm_choice())
        return out

    def confirm_choice(self) -> Choice:
        """A game using a Selection supplies its confirm button here."""
        raise NotImplementedError

    def panel_buttons(self) -> list[Button]:
        bar = self.bar()
        choices = self.choices()
        cancel = self.chooser.selected is not None or bool(self.selection and self.selection.picked)
        if cancel:
            choices = choices + [(_("Cancel"), self.cancel)]
        if not choices:
            return []
        # A selected object's choices pop up beside it; a Selection keeps the bar if it fits.
        if self.chooser.selected is None and fits_in_bar(self.app.painter, choices, bar):
            return bar_buttons(self.app.painter, choices, bar)
        names = [self.choice_group(a) for a in self.chooser.plain()][: len(choices)]
        if names:  # confirm and Cancel join the shortest column
            names += [min(names, key=names.count)] * (len(choices) - len(names))
        groups = [names.index(n) for n in names] if len(set(names)) > 1 else None
        avoid, area = self.choices_avoid(), self.choices_area()
        painter = self.app.painter
        return column_buttons(painter, choices, bar, groups=groups, avoid=avoid, area=area)

    def choices_area(self) -> pygame.FRect | None:
        """Where a pop-up of choices goes when the table has a better place for it than
        above the prompt bar (None: above the bar, beside the selected object)."""
        return None

    def choices_avoid(self) -> pygame.FRect | None:
        """What a column of choices must not cover: the selected object (a game may add what
        the choice is about, such as a new card)."""
        return self.hit.get(self.chooser.selected) if self.chooser.selected else None

    def runner(self, action: Action):
        def run() -> None:
            self.chooser.selected = None
            if self.selection is not None:
                self.selection.clear()
            self.play(action)

        return run

    def cancel(self) -> None:
        self.chooser.selected = None
        if self.selection is not None:
            self.selection.clear()
        self.rebuild()

    def click(self, obj: Obj) -> None:
        """A click on a table object: its one action, or select it to choose among several."""
        if self.selection is not None and self.selection.allowed(self.selection.picked, obj):
            self.selection.toggle(obj)
            self.app.sounds.play("click")
            self.rebuild()
            return
        action = self.chooser.click(obj)
        if action is not None:
            self.play(action)
        else:
            self.app.sounds.play("click")
            self.rebuild()

    def play(self, action: Action) -> None:
        """Carry out the person's choice, after a confirmation if it is permanent."""
        question = self.confirm_text(action)
        if question:
            from ..dialog import Dialog

            def go() -> None:
                if not self.act(action):
                    self.rebuild()

            label = self.action_label(action)
            self.app.stack.push(
                Dialog(
                    self.app,
                    label,
                    question,
                    [(label, go), (_("Cancel"), self.cancel)],
                    guarded=True,
                )
            )
            return
        if not self.act(action):
            self.rebuild()

    # ---- flow ----------------------------------------------------------------------
    def resume(self) -> None:
        self.log_panel.open = self.app.settings.show_log if self.log_panel.open else False
        self.refresh()

    def update(self, dt: float) -> None:
        if tuple(self.app.painter.window()) != self._built_for:
            self.rebuild()  # the window changed shape: lay the table out again
        self.flash_time = max(0.0, self.flash_time - dt)
        self.motion.update(dt)
        if self.read_only:
            return  # a replay moves on by its own controls
        state = self.session.state
        # The guard runs out on the end screen too: a game may start it with its last move
        # (Silver's round end), and its buttons must answer once it has.
        self.guard.update(dt, bool(self.app.keys_down))
        if self.ended():
            if not self.end_form.widgets:
                self.end_form.set_widgets(self.end_buttons(), keep_index=False)
                self.app.sounds.play("win")
            return
        self.sync_viewer()
        if state.is_over or self.shared_moment():
            return
        if self.needs_curtain():
            self.raise_curtain()
            return
        if self.session.shown_seat is None and not self.session.humans:
            self.session.lift_curtain()  # nobody human to hide from
            self.refresh()
        if self.guide is not None and self.guide.holds():
            return  # a guided game's note is being read, or waits for the learner's move
        if not self.motion.busy or self.app.settings.bot_delay == 0:
            self.pace_computers(dt)  # "instant" computers do not wait for cards in flight

    def needs_curtain(self) -> bool:
        """A human's private moment has come and the screen shows someone else's (or nobody's)
        view; a seat still looking at what it just saw keeps the screen a moment."""
        if self.hold_curtain() or not self.session.humans:
            return False
        private = self.private_seat()
        if private is None:  # a lone human sits down once; a public moment needs nobody
            lone = not self.session.private_screens and not self.public_moment()
            return lone and self.session.shown_seat is None
        return private != self.session.shown_seat

    def sync_viewer(self) -> bool:
        """End the shown seat's view once its moment is over (with several humans), and
        reset what the last moment left on screen when the viewer, turn or round changes.
        True if it did (the view is fresh)."""
        session = self.session
        shown = session.shown_seat
        over = shown is not None and self.private_seat() != shown
        if over and session.private_screens and not self.hold_curtain():
            session.end_private_moment()
        if self.moment_key() != self._moment_key:
            self.new_moment()
            return True
        return False

    def moment_key(self) -> tuple[Any, ...]:
        return (self.viewer, self.session.state.current_player, self.round_of())

    def new_moment(self) -> None:
        """A change of viewer, turn, curtain or round: nothing of the last one stays (hover,
        tooltips, keyboard focus, a selected object, a half-made selection, a drag)."""
        self.chooser.selected = None
        if self.selection is not None:
            self.selection.clear()
        self.drag = None
        self.refresh()
        self.form.forget_pointer()
        if self.guide is not None and self.guide.focus() is not None:
            self.form.set_focus(self.guide.focus())  # a guided game's note: Enter reads on

    def raise_curtain(self) -> None:
        seat = self.session.seat_to_show()
        self.app.stack.push(
            CurtainScene(
                self.app,
                self.session.seats[seat].name,
                self.curtain_lifted,
                self.game_id,
                note=self.curtain_note(seat),
            )
        )

    def curtain_lifted(self) -> None:
        self.motion.skip()  # what flew for the last player is not replayed for the next
        self.session.lift_curtain()
        self.guard.start()  # presses that lifted the curtain (or came right after) never act
        self.new_moment()

    def pace_computers(self, dt: float) -> None:
        """A computer seat acts after the speed setting's pause; in an ANYONE moment it
        waits longer while humans sit at the table."""
        state = self.session.state
        if self.public_moment():
            bots = [s for s in state.actors() if not self.session.seats[s].human]
            if not bots:
                return
            wait = self.app.settings.bot_delay
            if self.session.humans:
                wait = max(ANYONE_MIN_SECONDS, wait * ANYONE_PATIENCE)
            self.bot_wait += dt
            if self.bot_wait >= wait:
                seat = random.Random(f"{state.seed}:{len(state.history)}").choice(bots)
                choice = self.computer_choice(seat)
                if choice is not None:
                    self.bot_wait = 0.0
                    self.computer_act(choice)
            return
        if self.session.is_bot_turn():
            self.bot_wait += dt
            choice = self.computer_choice(self.session.state.current_player)
            if self.bot_wait >= self.app.settings.bot_delay and choice is not None:
                self.bot_wait = 0.0
                self.computer_act(choice)

    def computer_act(self, action: Action) -> None:
        """A computer's move: the person at the screen keeps the focus the keyboard gave
        (only their own moves send it on, see focus_next_step)."""
        self._computer_moving = True
        try:
            self.act(action)
        finally:
            self._computer_moving = False

    def computer_choice(self, seat: int) -> Action | None:
        """A computer's choice for the moment on the table, worked out off the frame while
        it pauses (a searching level takes tens of ms); None while it still thinks. Nothing
        changes the state meanwhile: it is that computer's turn, and nobody else's."""
        key = (len(self.session.state.history), seat)
        if self._thinking is None or self._thinking[0] != key:
            self._thinking = (key, bot_process.submit(self.session, seat))
        future = bot_process.retry_on_thread(self._thinking[1], self.session, seat)
        self._thinking = (key, future)
        return future.result() if board_worker.ready(future) else None

    @property
    def busy(self) -> bool:
        curtain = self.session.needs_curtain() and not self.public_moment()
        computers = self.session.is_bot_turn() or (
            self.public_moment()
            and any(not self.session.seats[s].human for s in self.session.state.actors())
        )
        busy = self.motion.busy or self.flash_time > 0 or self.shared_moment()
        return computers or busy or curtain

    def act(self, action: Action) -> bool:
        """Apply an action; a refused one is explained in the prompt bar, not fatal."""
        if self.read_only:
            return False
        saves.settle()  # the previous move is on disk before this one is made
        guided = self.guide is not None and not self._computer_moving
        if guided and (refusal := self.guide.refusal(action)):
            self.flash, self.flash_time = refusal, FLASH_SECONDS
            return False  # nothing changes: the step waits for the move it teaches
        taught = guided and self.guide.teaches(action)
        try:
            events = self.session.apply(action)
        except IllegalAction as exc:
            self.flash, self.flash_time = str(exc), FLASH_SECONDS
            return False
        if taught:
            self.session.guide.advance()  # before the save below: it keeps the step reached
        self.after_action()
        if self.session.state.is_over:
            history.record(self.session)  # kept before the slot is emptied
            saves.clear_save()  # the win sounds when the end screen shows (see update)
        else:
            saves.save_later(self.session)  # written off the frame
            self.app.sounds.play("place")
        if not self.sync_viewer():
            self.refresh()
        if not self._computer_moving:
            self.focus_next_step()
        self.on_events(events)
        return True

    # ---- input ---------------------------------------------------------------------
    def open_pause(self) -> None:
        finished = self.session.state.is_over
        self.app.stack.push(PauseScene(self.app, self.game_id, finished=finished))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.open_pause()
            return True
        if self.guard.swallows(event, bool(self.app.keys_down)):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            from ..rules import RulesScene

            rules = RulesScene(self.app, self.game_id, self.session.state.options)
            self.app.stack.push(rules)
            return True
        if self.menu_button.handle(event):
            return True
        if self.log_panel.handle(event):
            self.rebuild()  # folding the log widens the table: the bar's buttons move
            return True
        if self.ended():
            return self.end_form.handle(event)
        if self.motion.busy and event.type == pygame.MOUSEBUTTONDOWN:
            self.motion.skip()  # a click skips the animation to its end
            return True
        picked = self.chooser.selected is not None or bool(self.selection and self.selection.picked)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE:
            if picked:
                self.cancel()
                return True
            if BACK in self.chooser.actions:  # a pick the engine holds, not yet carried out
                self.play(dict(BACK))
                return True
        if self.handle_drag(event):
            return True
        return self.handle_table(event) or self.form.handle(event)

    def handle_table(self, event: pygame.event.Event) -> bool:
        """A game's own input before the widgets get it (rarely needed)."""
        return False

    def draggable_at(self, pos: tuple[float, float]) -> Obj | None:
        """The usable object under the pointer that has drop zones (topmost drawn last)."""
        usable = self.usable_objects()
        hits = [
            o
            for o, r in self.hit.items()
            if o in usable and r.collidepoint(pos) and self.drop_zones(o)
        ]
        return hits[-1] if hits else None

    def handle_drag(self, event: pygame.event.Event) -> bool:
        """Press on a draggable card, then release on it (a click) or on a zone (a drop)."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            obj = self.draggable_at(event.pos)
            if obj is None or self.chooser.selected is not None:
                return False
            self.drag = Drag(obj, event.pos, event.pos, self.hit[obj])
            return True
        if self.drag is None:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.drag.pos = event.pos
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            drag, self.drag = self.drag, None
            if not drag.moved:
                self.click(drag.obj)
                return True
            zone = zone_at(self.drop_zones(drag.obj), event.pos)
            if zone is not None:
                action = self.drop_action(drag.obj, zone)
                if action is not None:
                    self.play(action)
                else:
                    self.click(drag.obj)
            return True
        return False

    def held(self) -> Obj | None:
        """The object being dragged (drawn at the pointer, its home left empty)."""
        return self.drag.obj if self.drag is not None and self.drag.moved else None

    def hovered(self) -> Obj | None:
        hover = self.form.hover
        return getattr(hover, "obj", None)

    # ---- drawing -------------------------------------------------------------------
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

    def place_chrome(self) -> None:
        """The Menu button and the log panel follow the window's edges."""
        layout = self.layout()
        self.menu_button.rect.y = layout.top + theme.MARGIN
        self.log_panel.span = (layout.top + theme.MARGIN, layout.bottom - theme.MARGIN)

    def draw(self, painter: Painter) -> None:
        self.place_chrome()
        draw_backdrop(painter, self.game_id)
        self.draw_table(painter)
        self.log_panel.draw(painter)  # under a pop-up that a game places over it
        over = self.ended()
        if not over:
            self.draw_prompt(painter)
            draw_column_back(painter, self.popup)
            if self.guide is not None:
                self.guide.draw(painter)  # its buttons are the form's, drawn next
            # A tooltip from before a question (a confirm dialog) never shows under it.
            self.form.draw(painter, tips=self.app.stack.top is self)
        self.draw_motion(painter)
        self.menu_button.draw(painter, False, False)
        if over:
            self.draw_end(painter)

    def draw_motion(self, painter: Painter) -> None:
        """Games draw their travelling things (cards in flight, the held card)."""

    def table_width(self) -> float:
        """Logical width left of the log panel."""
        return self.log_panel.rect().x - theme.MARGIN

    def bar(self) -> pygame.FRect:
        """The prompt bar (a game may place it elsewhere, e.g. under a board)."""
        return self.layout().prompt_bar()
