"""The same deal again, from a kept game: new seats at the same deal, or (Silencio) the
computer team playing it while the table watches a bar, kept in History beside the table's.

A deal is the seed, the number of players and the options (``Deal``): the engines deal from
the seed alone, so the new game starts exactly as the kept one did.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from concurrent.futures import Future

import pygame

from ...computers import process as bot_process
from ...engine import new_game
from ...engine.common import SaveError
from ...history import store
from ...history.entry import Entry
from ...history.words import outcome_text, title
from ...i18n import _
from ...shell.session import Deal, Seat, Session, session_from_json
from ...ui import theme
from ...ui.painter import Painter
from ...ui.viewport import LOGICAL_W
from ..base import Scene
from ..dialog import Dialog, draw_modal_box, message

# Games whose seats all play on one side, so "how would the computers do?" has one answer.
TEAM_GAMES = ("silencio",)


def kept_deal(entry: Entry) -> tuple[Deal, list[Seat]]:
    """The deal a kept game was played from and its seats (SaveError if it cannot be read)."""
    session = session_from_json(store.load(entry.name)[1])
    return Deal.of(session.state), list(session.seats)


def ask_same_deal(app, entry: Entry) -> None:
    """History's "Same deal": choose the seats for the deal, or let the computer team play it."""
    try:
        deal, seats = kept_deal(entry)
    except SaveError as exc:
        app.stack.push(message(app, _("This deal cannot be played again"), str(exc)))
        return

    def choose_seats() -> None:
        from ..setup import SetupScene

        app.stack.push(SetupScene(app, deal.game, deal, seats))

    choices: list[tuple[str, Callable[[], object]]] = [(_("Choose the seats"), choose_seats)]
    text = _(
        "A new game of {game} on exactly the same deal and options, for {n} players. "
        "Choose who sits where."
    ).format(game=title(deal.game), n=deal.players)
    if deal.game in TEAM_GAMES:
        choices.append((_("Computer team"), lambda: app.stack.push(TeamRun(app, entry, deal))))
        text += " " + _("Or watch how the computer team would do on it.")
    choices.append((_("Cancel"), lambda: None))
    app.stack.push(Dialog(app, _("Play this deal again"), text, choices))


class TeamRun(Scene):
    """The computer team plays the deal in the computers' process, a decision at a time (no
    frame waits); a bar shows the cards played. The finished game is kept in History and its
    result shown beside the kept game's, with its replay one press away."""

    opaque = False

    def __init__(self, app, entry: Entry, deal: Deal) -> None:
        super().__init__(app)
        self.entry, self.deal = entry, deal
        state = new_game(deal.game, deal.players, deal.seed, deal.options)
        names = [_("Computer {n}").format(n=i + 1) for i in range(deal.players)]
        self.session = Session(state, [Seat(name, False, "") for name in names])
        self.session.lift_curtain()
        self.rng = random.Random(deal.seed)
        self.pending: Future | None = None
        self.stopped = False
        self.total = max(1, self.cards_to_play())
        self.furthest = 0.0

    def cards_to_play(self) -> int:
        """Cards still in hands and deck: how far the game has to go (Silencio's measure)."""
        table = self.session.state.spectator_view().get("table", {})
        held = sum(int(p.get("held", 0)) for p in table.get("players", []))
        return held + int(table.get("deck_count", 0) or 0)

    @property
    def progress(self) -> float:
        """How far the game has come, 0 to 1; never back (a card taken back into a hand
        would otherwise move the bar backwards)."""
        if self.session.state.is_over:
            return 1.0
        now = min(0.99, max(0.0, 1 - self.cards_to_play() / self.total))
        self.furthest = max(self.furthest, now)
        return self.furthest

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.stopped = True
            self.app.stack.pop()
        return True  # modal: nothing below acts meanwhile

    def update(self, dt: float) -> None:
        state = self.session.state
        if self.stopped:
            return
        if state.is_over:
            self.finish()
            return
        if self.pending is None:
            seat = state.current_player
            if seat is None:
                seat = self.rng.choice(sorted(state.actors()))
            self.pending = bot_process.submit(self.session, seat)
        elif self.pending.done():
            action, self.pending = self.pending.result(), None
            self.session.apply(action)

    def finish(self) -> None:
        self.stopped = True  # once
        kept = store.record(self.session)
        store.settle()
        ours = outcome_text(self.entry)
        theirs = outcome_text(kept) if kept else ""
        text = _("Your table: {ours}. The computer team: {theirs}.").format(
            ours=ours, theirs=theirs or _("not kept")
        )
        self.app.stack.pop()
        choices: list[tuple[str, Callable[[], object]]] = []
        if kept is not None:
            text += " " + _("Its game is kept in History.")
            choices.append((_("Replay it"), lambda: self.replay(kept)))
        choices.append((_("Close"), lambda: None))
        self.app.stack.push(
            Dialog(self.app, _("The same deal, by the computer team"), text, choices)
        )

    def replay(self, kept: Entry) -> None:
        from ..replay import open_replay

        try:
            scene = open_replay(self.app, store.load(kept.name)[1], title(kept.game))
        except SaveError as exc:
            self.app.stack.push(message(self.app, _("This game cannot be replayed"), str(exc)))
            return
        self.app.stack.push(scene)

    def draw(self, painter: Painter) -> None:
        box = pygame.FRect(LOGICAL_W / 2 - 300, painter.window().centery - 100, 600, 200)
        draw_modal_box(painter, box)
        painter.text(
            _("The computer team is playing this deal…"),
            (box.centerx, box.y + 40),
            theme.SIZE_LABEL,
            bold=True,
            anchor="midtop",
            max_width=box.w - 48,
        )
        bar = pygame.FRect(box.x + 40, box.y + 100, box.w - 80, 20)
        painter.rect(bar, theme.BUTTON, 10)
        painter.rect(pygame.FRect(bar.x, bar.y, bar.w * self.progress, bar.h), theme.ACCENT, 10)
        painter.text(
            _("Esc stops it."),
            (box.centerx, bar.bottom + 24),
            theme.SIZE_SMALL,
            theme.TEXT_DIM,
            anchor="midtop",
        )
