"""Table setup: how many players, each seat's name and human/computer, the game's options.

It starts from the last table set up for the game (game/files/tables.py) and remembers it on the
way out, by Start or by Back. ``start_rematch`` deals a new game at the same table. Opened with a
``Deal`` (History's "Same deal"), it deals exactly that game again: the number of players and
the options are the deal's, only the seats are chosen, and nothing is remembered.
"""

from __future__ import annotations

import random
from typing import Any

from ..engine import GAMES, new_game
from ..files import saves
from ..files.tables import DEFAULT_NAMES, TablePlan, load_table, remember_table
from ..history import store as history
from ..i18n import N_, _
from ..shell.guides import GUIDES
from ..shell.session import Deal, Seat, Session
from ..ui import theme
from ..ui.painter import Painter
from ..ui.viewport import LOGICAL_W
from ..ui.widgets import Button, Choice, Label, Widget
from .common import FormScene
from .registry import open_game
from .setup_rows import COL_W, LEFT_X, RIGHT_X, SetupRows, too_long

__all__ = ["DEFAULT_NAMES", "SetupScene", "begin_game", "start_rematch", "too_long"]

# A seat kind's level that means "a person on another computer" (this table only: not kept).
AWAY = "away"

# A computer seat's level (GameInfo.bot_levels, identifiers) in words a player reads.
LEVEL_WORDS = {
    "beginner": N_("Beginner"),
    "casual": N_("Casual"),
    "cunning": N_("Cunning"),
    "easy": N_("Easy"),
    "expert": N_("Expert"),
    "forgetful": N_("Forgetful"),
    "good": N_("Good"),
    "hard": N_("Hard"),
    "perfect": N_("Perfect"),
    "sharp": N_("Sharp"),
}


def level_label(level: str) -> str:
    return _(LEVEL_WORDS.get(level, level.capitalize()))


def begin_game(
    app,
    game_id: str,
    seats: list[Seat],
    options: dict[str, Any],
    not_seed: int | None = None,
    seed: int | None = None,
    suggestions: bool = True,
    undo: bool = True,
) -> Session:
    """Deal a new game (``seed``'s deal, else a fresh seed, never ``not_seed``) at these seats,
    save it and open its table."""
    from .screens import main_menu

    while seed is None or seed == not_seed:
        seed = random.randrange(1 << 31)
    state = new_game(game_id, len(seats), seed, options)
    session = Session(state, seats)
    session.suggestions_allowed = suggestions
    session.undo_allowed = undo
    if len(session.humans) == 1:
        session.lift_curtain()  # a lone human has nobody to hide a hand from at the start
    history.keep_abandoned()  # the game this one replaces
    saves.save_later(session, durable=True)  # written off the frame that opens the table
    app.sounds.play("curtain")
    app.stack.reset(main_menu(app), open_game(app, session))
    return session


def begin_guide(app, game_id: str) -> Session:
    """A guided first game of ``game_id``: its fixed deal, the learner (the name last set up
    for that title's first seat) against the guide's computers; saved and opened like any."""
    from ..shell.guide import GuideRun
    from ..shell.guides import GUIDES
    from .screens import main_menu

    guide = GUIDES[game_id]
    learner = load_table(game_id).seats[0].name if load_table(game_id).seats else "Ana"
    seats = [Seat(learner, True)] + [Seat(name, False, level) for name, level in guide.computers]
    session = Session(new_game(game_id, guide.players, guide.seed, guide.options), seats)
    session.guide = GuideRun(guide)
    session.lift_curtain()  # one human: nobody to hide a hand from
    history.keep_abandoned()
    saves.save_later(session, durable=True)
    app.stack.reset(main_menu(app), open_game(app, session))
    return session


def start_rematch(app, session: Session) -> Session:
    """The same game again with the same seats (names, human or computer, levels) and
    options, newly dealt; its table opens at once. For the end screen's rematch button."""
    seats = [Seat(s.name, s.human, s.level) for s in session.seats]
    options = dict(session.state.options)
    plan = load_table(session.game_id)
    plan.players = len(seats)
    plan.seats[: len(seats)] = [Seat(s.name, s.human, s.level) for s in seats]
    plan.options = dict(options)
    remember_table(session.game_id, plan)
    allowed, undo = session.suggestions_allowed, session.undo_allowed
    seed = session.state.seed
    return begin_game(
        app, session.game_id, seats, options, not_seed=seed, suggestions=allowed, undo=undo
    )


class SetupScene(SetupRows, FormScene):
    def __init__(self, app, game_id: str, deal: Deal | None = None, seats: list[Seat] = ()) -> None:
        """``deal``: the same deal again (its players and options fixed), with ``seats`` (the
        kept game's) as the first guess of who sits where."""
        super().__init__(app)
        self.info = GAMES[game_id]
        self.game_id = game_id
        self.deal = deal
        self.title = self.info.title
        self.subtitle = (
            N_("The same deal again: who is at the table?") if deal else N_("Who is at the table?")
        )
        plan = load_table(game_id)
        for i, seat in enumerate(seats[: len(plan.seats)]):
            plan.seats[i] = Seat(seat.name, seat.human, seat.level)
        self.players = deal.players if deal else plan.players
        self.names = [seat.name for seat in plan.seats]
        self.humans = [seat.human for seat in plan.seats]
        self.levels = [seat.level for seat in plan.seats]
        self.away = [False] * len(plan.seats)  # played on another computer (this table only)
        self.options: dict[str, Any] = dict(deal.options if deal else plan.options)
        self.suggestions = plan.suggestions  # the table's, not the rules': the last rows
        self.undo = plan.undo
        self.option_page = 0
        self._label_size: float | None = None

    # ---- widgets -------------------------------------------------------------------
    def build(self) -> list[Widget]:
        widgets: list[Widget] = [
            Choice(
                _("Players"),
                (LEFT_X, 160, COL_W, 48),
                [(n, str(n)) for n in self.player_counts()],
                self.players,
                self._set_players,
                label_width=180,
                tooltip=_("This deal is for {n} players: only the seats can change.").format(
                    n=self.players
                )
                if self.deal
                else _("Left and right arrows change the number of players."),
            ),
        ]
        widgets += self._seat_widgets()
        widgets.append(Label(_("Options"), (RIGHT_X, 160, COL_W, 32), theme.SIZE_LABEL, bold=True))
        widgets += self._option_widgets()
        widgets.append(Button(_("Back"), (LEFT_X, 624, 200, 56), self.back))
        if self.deal is None and self.game_id in GUIDES:
            learn = Button(
                _("Learn to play"),
                (LOGICAL_W / 2 - 140, 624, 280, 56),
                lambda: begin_guide(self.app, self.game_id),
                tooltip=_("A guided first game: the table explains each rule as it comes up."),
            )
            widgets.append(learn)
        widgets.append(
            Button(_("Start"), (LOGICAL_W - 64 - 280, 624, 280, 56), self.start, primary=True)
        )
        return widgets

    def player_counts(self) -> range:
        if self.deal:
            return range(self.deal.players, self.deal.players + 1)
        return range(self.info.min_players, self.info.max_players + 1)

    def seat_kinds(self) -> list[tuple[tuple[bool, str], str]]:
        """What a seat can be: human, or a computer (at each level, if the game has levels)."""
        kinds: list[tuple[tuple[bool, str], str]] = [((True, ""), _("Human"))]
        if self.info.bot_levels:
            kinds += [
                ((False, lv), _("Computer: {level}").format(level=level_label(lv)))
                for lv in self.info.bot_levels
            ]
        else:
            kinds.append(((False, ""), _("Computer")))
        if self.deal is None:  # a deal again is played at this screen
            kinds.append(((True, AWAY), _("On another computer")))
        return kinds

    def seat_kind(self, seat: int) -> tuple[bool, str]:
        if self.humans[seat]:
            return (True, AWAY if self.away[seat] else "")
        return (False, self.levels[seat] or self.info.default_bot_level)

    def language_changed(self) -> None:
        self._label_size = None  # the labels' longest wording differs by language
        super().language_changed()

    def _set_option_page(self, page: int) -> None:
        self.option_page = page
        self.form.set_widgets(self.build())

    def _set_players(self, n: int) -> None:
        self.players = n
        self.form.set_widgets(self.build())

    def _namer(self, seat: int):
        def set_name(text: str) -> None:
            self.names[seat] = text

        return set_name

    def _kinder(self, seat: int):
        def set_kind(kind: tuple[bool, str]) -> None:
            self.humans[seat], level = kind
            self.away[seat] = level == AWAY
            self.levels[seat] = "" if level == AWAY else level

        return set_kind

    def _optioner(self, name: str):
        def set_option(value: Any) -> None:
            self.options[name] = value
            if any(i.depends_on == name for i in self.info.option_info.values()):
                self.form.set_widgets(self.build())  # its sub-options come alive or grey out

        return set_option

    # ---- start ---------------------------------------------------------------------
    def seats(self) -> list[Seat]:
        names: list[str] = []
        for seat in range(self.players):
            name = self.names[seat].strip() or DEFAULT_NAMES[seat]
            names.append(name if name not in names else f"{name} {seat + 1}")
        return [
            Seat(names[i], self.humans[i], "" if self.humans[i] else self.seat_kind(i)[1])
            for i in range(self.players)
        ]

    def plan(self) -> TablePlan:
        """The table as set up now, every possible seat included (for next time)."""
        seats = [
            Seat(
                self.names[i].strip() or DEFAULT_NAMES[i],
                self.humans[i],
                "" if self.humans[i] else self.seat_kind(i)[1],
            )
            for i in range(self.info.max_players)
        ]
        return TablePlan(self.players, seats, dict(self.options), self.suggestions, self.undo)

    def remember(self) -> None:
        if self.deal is None:  # a deal's options are that game's, not the table's next time
            remember_table(self.game_id, self.plan())

    def exit(self) -> None:
        self.remember()  # Back, Esc, or anything else that takes setup away

    def start(self) -> None:
        self.remember()
        seed = self.deal.seed if self.deal else None
        seats, allowed = self.seats(), self.suggestions
        away = {s for s in range(self.players) if self.away[s] and self.humans[s]}
        if away:
            from .network.lobby import host_new_game

            host_new_game(self.app, self.game_id, seats, away, self.options, allowed)
            return
        begin_game(
            self.app,
            self.game_id,
            seats,
            self.options,
            seed=seed,
            suggestions=allowed,
            undo=self.undo,
        )

    def decorate(self, painter: Painter) -> None:
        painter.panel((LEFT_X - 24, 144, COL_W + 48, 464))
        painter.panel((RIGHT_X - 24, 144, COL_W + 48, 464))
