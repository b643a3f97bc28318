"""Pacing the computer players: a computer seat acts after the speed setting's pause, its
choice worked out in the computers' own process meanwhile, so a search never stretches a
frame. In a race (an ANYONE moment) with humans at the table, computers wait longer.

A mixin of TableScene: it reads the scene's session and settings and plays through ``act``.
"""

from __future__ import annotations

import random
from concurrent.futures import Future

from ...computers import process as bot_process
from ...engine.common import Action
from ...ui import board_worker

# A race (an ANYONE moment: any seat may act, e.g. Silencio's start card): with a human at
# the table, a computer waits this many bot delays, and this many seconds of the table on
# screen at least, whatever the speed setting, so a new player has read the table before a
# computer grabs what anyone may take (the time a pop-up or the rules cover it does not count).
ANYONE_PATIENCE = 3.0
ANYONE_MIN_SECONDS = 8.0
# While a person's move may still be taken back, a computer whose answer could end that
# waits at least this long (unless the speed setting is "instant"): time to see the mistake.
UNDO_GRACE_SECONDS = 1.5


class ComputerPacing:
    bot_wait = 0.0  # seconds the computer to act has waited so far
    _thinking: tuple[tuple[int, int], Future] | None = None  # a computer's choice, on its way
    _computer_moving = False  # a computer's move is being made (computer_act)

    def pace_computers(self, dt: float) -> None:
        """A computer seat acts after the speed setting's pause; in an ANYONE moment it
        waits longer while humans sit at the table."""
        state = self.session.state
        if self.public_moment():
            bots = [s for s in state.actors() if not self.session.seats[s].human]
            if not bots:
                return
            wait = self.app.settings.bot_delay
            if self.session.people:  # (here or on another computer)
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
            wait = self.app.settings.bot_delay
            if wait > 0 and self.undo_available():
                wait = max(wait, UNDO_GRACE_SECONDS)
            if self.bot_wait >= wait and choice is not None:
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

    def computers_to_move(self) -> bool:
        """A computer is to move now (its turn, or a race it may join)."""
        session = self.session
        return session.is_bot_turn() or (
            self.public_moment() and any(not session.seats[s].human for s in session.state.actors())
        )
