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
from ..engine.common import OptionInfo
from ..files import saves
from ..files.tables import DEFAULT_NAMES, NAME_LIMIT, TablePlan, load_table, remember_table
from ..history import store as history
from ..i18n import N_, _, ngettext
from ..shell.guides import GUIDES
from ..shell.session import Deal, Seat, Session
from ..ui import theme
from ..ui.painter import Painter
from ..ui.viewport import LOGICAL_W
from ..ui.widgets import Button, Choice, Label, TextInput, Toggle, Widget
from .common import FormScene
from .registry import open_game

__all__ = ["DEFAULT_NAMES", "SetupScene", "begin_game", "start_rematch"]

ROW = 52
# Option rows that fit the options panel; more go on further pages with a pager below them.
OPTIONS_PER_PAGE = 6
# The options list's last rows: the table's, not the rules': "Suggest a move" and "Undo".
SUGGESTIONS_ROW, UNDO_ROW = "", " undo"  # (no option is named so)
TABLE_ROWS = (SUGGESTIONS_ROW, UNDO_ROW)
# Each table row: the setup attribute it sets, its label and its tooltip.
TABLE_ROW_TEXT = {
    SUGGESTIONS_ROW: (
        "suggestions",
        N_("Suggest a move"),
        N_(
            "Players may ask which move the computer would make, and why (History marks a "
            "game in which they did)."
        ),
    ),
    UNDO_ROW: (
        "undo",
        N_("Undo"),
        N_(
            "A player may take back a move until it shows anyone something new (History "
            "marks a game in which moves were taken back)."
        ),
    ),
}
LEFT_X, RIGHT_X, COL_W = 64, 688, 528
# Width of an option's label in front of its < value > box.
OPTION_LABEL_W = 264
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


def too_long() -> str:
    return ngettext(
        "Names are at most {n} character.", "Names are at most {n} characters.", NAME_LIMIT
    ).format(n=NAME_LIMIT)


def level_label(level: str) -> str:
    return _(LEVEL_WORDS.get(level, level.capitalize()))


def option_label(name: str, info: OptionInfo | None) -> str:
    return _(info.label) if info else name.replace("_", " ").capitalize()


def value_text(value: Any) -> str:
    if isinstance(value, bool):
        return _("On") if value else _("Off")
    if isinstance(value, (list, tuple)):
        return ", ".join(str(v) for v in value) or _("None")
    return str(value)


def choice_text(info: OptionInfo, value: Any) -> str:
    """A choice's value in words: its label (marked with N_ by the game), else the value."""
    label = info.value_label(value)
    return _(label) if label else value_text(value)


def option_is_live(info: OptionInfo | None, options: dict[str, Any]) -> bool:
    """False while the option this one depends on (``OptionInfo.depends_on``) is off."""
    return not (info and info.depends_on) or bool(options.get(info.depends_on))


def option_order(info, names: list[str]) -> list[str]:
    """The options in the game's order, except that an option depending on another
    (``OptionInfo.depends_on``) comes right after it, so a variant and its sub-options sit
    together."""
    children: dict[str, list[str]] = {}
    for name in names:
        opt = info.option_info.get(name)
        if opt and opt.depends_on in names:
            children.setdefault(opt.depends_on, []).append(name)
    placed = {c for kids in children.values() for c in kids}
    ordered: list[str] = []

    def place(name: str) -> None:
        if name in ordered:
            return
        ordered.append(name)
        for child in children.get(name, []):
            place(child)

    for name in names:
        if name not in placed:
            place(name)
    return ordered + [n for n in names if n not in ordered]  # (a cycle: as declared)


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


class SetupScene(FormScene):
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
        return kinds

    def _seat_widgets(self) -> list[Widget]:
        """Each seat's name and who plays it (a person or a computer at a level): side by side,
        or with larger text the name above its kind (the levels' words need the row's width)."""
        widgets: list[Widget] = []
        rows = min(self.players, 8)
        pitch = min(ROW * (1.8 if self.stacked() else 1), (600 - 224) / max(1, rows))
        for seat in range(self.players):
            y = 224 + seat * pitch
            if self.stacked():
                line = (pitch - 12) / 2
                name_rect = (LEFT_X, y, COL_W, line)
                kind_rect = (LEFT_X, y + line + 4, COL_W, line)
            else:
                name_rect = (LEFT_X, y, 250, pitch - 8)
                kind_rect = (LEFT_X + 266, y, COL_W - 266, pitch - 8)
            widgets.append(
                TextInput(
                    name_rect,
                    self.names[seat],
                    self._namer(seat),
                    max_len=NAME_LIMIT,
                    too_long=too_long(),
                )
            )
            widgets.append(
                Choice(
                    "",
                    kind_rect,
                    self.seat_kinds(),
                    self.seat_kind(seat),
                    self._kinder(seat),
                    label_width=0,
                )
            )
        return widgets

    def seat_kind(self, seat: int) -> tuple[bool, str]:
        if self.humans[seat]:
            return (True, "")
        return (False, self.levels[seat] or self.info.default_bot_level)

    def option_pages(self) -> int:
        return max(1, -(-(len(self.options) + len(TABLE_ROWS)) // self.per_page()))

    def stacked(self) -> bool:
        """Larger text: each option's label on a line of its own above its control."""
        return self.app.painter.text_scale > 1

    def option_pitch(self) -> float:
        """From one option row to the next."""
        if not self.stacked():
            return ROW
        line = self.app.painter.measure("Ag", self.label_size())[1]
        return line + Toggle.LINE_H + 8

    def per_page(self) -> int:
        """Option rows on a page: as many as fit above the pager."""
        if not self.stacked():
            return OPTIONS_PER_PAGE
        return max(1, int((OPTIONS_PER_PAGE * ROW) // self.option_pitch()))

    def label_size(self) -> float:
        """One size for every option label: the largest at which all of them fit."""
        if self._label_size is None:
            painter, size = self.app.painter, float(theme.SIZE_LABEL)
            stacked = self.stacked()  # (a stacked label has the row's whole width)
            toggle_w = COL_W if stacked else COL_W - Toggle.SWITCH_W
            labels: list[tuple[str, float]] = [
                (_("More options"), OPTION_LABEL_W - 12),
                (_("Suggest a move"), toggle_w),
                (_("Undo"), toggle_w),
            ]
            for name, value in self.options.items():
                info = self.info.option_info.get(name)
                chooser = bool(info and info.choices)
                width = (COL_W if stacked else OPTION_LABEL_W - 12) if chooser else toggle_w
                if chooser or isinstance(value, bool):
                    labels.append((option_label(name, info), width))
            for text, width in labels:
                size = min(size, painter.fit_size(text, size, width))
            self._label_size = size
        return self._label_size

    def _option_widgets(self) -> list[Widget]:
        widgets: list[Widget] = []
        y = 208
        per_page, pitch, stacked = self.per_page(), self.option_pitch(), self.stacked()
        self.option_page = min(self.option_page, self.option_pages() - 1)  # (text grew)
        first = self.option_page * per_page
        names = option_order(self.info, list(self.options)) + list(TABLE_ROWS)
        shown = names[first : first + per_page]
        size = self.label_size()
        row_h = pitch - 8
        for name in shown:
            if name in TABLE_ROWS:
                widgets.append(self._table_toggle(name, (RIGHT_X, y, COL_W, row_h), size))
                y += pitch
                continue
            value = self.options[name]
            info = self.info.option_info.get(name)
            label = option_label(name, info)
            tip = _(info.help) if info and info.help else ""
            live = option_is_live(info, self.options) and self.deal is None
            if self.deal is not None:
                tip = _("Fixed: the same deal is played with the same options.")
            elif not live and info:
                parent = option_label(info.depends_on, self.info.option_info.get(info.depends_on))
                only = _("Only with {option} on.").format(option=parent)
                tip = f"{only} {tip}".strip()
            rect = (RIGHT_X, y, COL_W, row_h)
            if info and info.choices:
                widgets.append(
                    Choice(
                        label,
                        rect,
                        [(c, choice_text(info, c)) for c in info.choices],
                        value,
                        self._optioner(name),
                        tooltip=tip,
                        label_width=OPTION_LABEL_W,
                        enabled=live,
                        label_size=size,
                        stacked=stacked,
                    )
                )
            elif isinstance(value, bool):
                widgets.append(
                    Toggle(
                        label,
                        rect,
                        value,
                        self._optioner(name),
                        tooltip=tip,
                        enabled=live,
                        label_size=size,
                        stacked=stacked,
                    )
                )
            else:
                widgets.append(
                    Label(
                        _("{option}: {value}").format(option=label, value=value_text(value)),
                        rect,
                        theme.SIZE_BODY,
                        theme.TEXT_DIM,
                    )
                )
            y += pitch
        pages = self.option_pages()
        if pages > 1:
            widgets.append(
                Choice(
                    _("More options"),
                    (RIGHT_X, 208 + OPTIONS_PER_PAGE * ROW + 8, COL_W, 44),
                    [
                        (p, _("Page {page} of {pages}").format(page=p + 1, pages=pages))
                        for p in range(pages)
                    ],
                    self.option_page,
                    self._set_option_page,
                    label_width=OPTION_LABEL_W,
                    label_size=size,
                )
            )
        return widgets

    def _table_toggle(self, row: str, rect, size: float) -> Toggle:
        """One of the table's rows (not the rules'): "Suggest a move" or "Undo"."""
        attr, label, tip = TABLE_ROW_TEXT[row]

        def set_allowed(value: bool) -> None:
            setattr(self, attr, value)

        return Toggle(
            _(label),
            rect,
            getattr(self, attr),
            set_allowed,
            _(tip),
            label_size=size,
            stacked=self.stacked(),
        )

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
            self.humans[seat], self.levels[seat] = kind

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
