"""The privacy lock of every table: whose secrets a frame may draw, and when the curtain must
come up, for whom. Its rules:

1. A frame draws one viewer's secrets or none: the engine's view for ``viewer`` (the shown
   seat), or its spectator view (None: everything hidden).
2. A seat becomes the viewer only by lifting its own curtain (which press counts: curtain.py).
3. Its view ends with its private moment (``sync_viewer``), unless one human sits at the table.
4. A hold (``hold_curtain``) keeps the seat's view a moment; no curtain rises meanwhile.
5. A shared or ANYONE moment (``shared_moment``, ``public_moment``) raises no curtain.
6. Input from before a lift never acts: the lift starts the scene's ``InputGuard``.
7. A new viewer, turn or round clears hover, focus, selections and a drag (``new_moment``).
8. The log holds private lines only for the viewer, none without a human (``log_reader``).

A mixin of TableScene: it reads the scene's session, view, motion, guard and widgets; a game
overrides its hooks (``hold_curtain``, ``private_seat``, ``shared_moment``, ``curtain_note``).
Tested rule by rule in tests/test_table_privacy.py.
"""

from __future__ import annotations

from typing import Any

from ...engine.common import ANYONE, Action
from ...i18n import N_, _
from ..curtain import CurtainScene

# The bottom seat's caption (``own_title``): whole phrases, so each language words them.
YOUR_HAND = N_("{name} · your hand")
HIDDEN_HAND = N_("{name}'s hand · hidden between turns")


class PrivacyLock:
    # ---- hooks for a game's scene ---------------------------------------------------
    def shared_moment(self) -> bool:
        """True while the table shows everyone something at once (a countdown, a replay of
        what just happened): no curtain rises and no computer acts until it ends."""
        return False

    def hold_curtain(self) -> bool:
        """True while the seat at the screen keeps it a moment longer before the curtain
        comes down for the next player (a card it just looked at, shown for a few seconds);
        computers still play meanwhile."""
        return False

    def private_seat(self) -> int | None:
        """The human whose private moment it is now (None: the screen is everyone's, as in
        an ANYONE moment or while the table shows everyone something)."""
        if self.public_moment() or self.shared_moment() or self.session.state.is_over:
            return None
        return self.session.private_seat()

    def curtain_note(self, seat: int) -> str:
        """Why the curtain is up mid-turn (someone else's effect asks this seat)."""
        return ""

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

    def secrets_shown(self) -> int | None:
        """The seat whose private view the table shows (the frame that ends it is whole)."""
        return self.session.shown_seat

    def log_reader(self) -> int | None:
        """Whose private lines the log holds: the viewer's, while a human sits at the table."""
        return self.viewer if self.session.humans else None

    # ---- the curtain ---------------------------------------------------------------
    def watch_screen(self) -> bool:
        """Once a frame: end a view whose moment is over, bring the curtain up for the human
        whose moment has come, or show everything to a table of computers only. False while
        the table waits (the game is over, a shared moment, a curtain going up)."""
        self.sync_viewer()
        if self.session.state.is_over or self.shared_moment():
            return False
        if self.needs_curtain():
            self.raise_curtain()
            return False
        if self.session.shown_seat is None and not self.session.humans:
            self.session.lift_curtain()  # nobody human to hide from
            self.refresh()
        return True

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
            was = self._moment_key
            self.new_moment()
            self.cue_turn(was)
            return True
        return False

    def cue_turn(self, was: tuple[Any, ...] | None) -> None:
        """One person at the table: a cue when the turn comes to them (with several, the
        curtain's own sound says so). The prompt bar says it on screen."""
        session = self.session
        if self.read_only or session.private_screens or not self.my_turn():
            return
        if was is None or was[1] != session.state.current_player:
            self.app.sounds.play("turn")

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
        if self.help_focus() is not None:
            self.form.set_focus(self.help_focus())  # a guided game's note: Enter reads on

    def raise_curtain(self) -> None:
        seat = self.session.seat_to_show()
        self.app.stack.push(
            CurtainScene(
                self.app,
                self.session.seats[seat].name,
                self.curtain_lifted,
                self.game_id,
                note=self.curtain_note(seat),
                undo=self.curtain_undo() if self.session.undo_seat() != seat else None,
            )
        )

    def curtain_lifted(self) -> None:
        self.motion.skip()  # what flew for the last player is not replayed for the next
        self.session.lift_curtain()
        self.guard.start()  # presses that lifted the curtain (or came right after) never act
        self.new_moment()
