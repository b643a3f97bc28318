"""The History screen: every kept game, newest first, filtered by game and player name;
Replay, Same deal (deal.py), Export, Delete per game; Import and Statistics for the whole
history.

It reads the index only (no game is replayed to draw the list); a game's file is read when it
is replayed or exported. Up/Down, Page Up/Down, Home/End choose a game wherever the focus
is; Tab and Left/Right move between the fields and buttons; Enter on the list replays.
"""

from __future__ import annotations

import re
from pathlib import Path

import pygame

from ...engine.common import SaveError
from ...files.userdata import imports_dir
from ...history import store, transfer
from ...history.entry import Entry
from ...history.stats import key as name_key
from ...history.words import date_text, outcome_text, title
from ...i18n import _, ngettext
from ...shell.catalogue import GAME_LIST
from ...ui import theme
from ...ui.painter import Painter
from ...ui.widgets import Button, Choice, TextInput, Widget, button_widths
from ..dialog import BOX_W, Dialog, message
from .deal import ask_same_deal
from .entry_rows import ROW_H, draw_entry, draw_stacked_entry, stacked_row_h
from .rows import ListScene, RowList

LEFT, RIGHT = 64, 1216
LIST_TOP, LIST_BOTTOM = 152, 616


def path_lines(path: str, width: float, painter: Painter) -> str:
    """``path`` in lines that fit ``width``, broken only after a folder separator (a wrapped
    line never cuts a name in two); a name too long for a line alone loses its middle."""
    parts = re.findall(r"[^/\\]+[/\\]?|[/\\]", path)
    lines: list[str] = []
    for part in parts:
        if lines and fits(painter, lines[-1] + part, width):
            lines[-1] += part
        else:
            lines.append(part if fits(painter, part, width) else middle_cut(painter, part, width))
    return "\n".join(lines)


def fits(painter: Painter, text: str, width: float) -> bool:
    return painter.measure(text, theme.SIZE_BODY)[0] <= width


def middle_cut(painter: Painter, text: str, width: float) -> str:
    """``text`` with its middle replaced by "…" until it fits ``width``."""
    keep = len(text)
    while keep > 2:
        keep -= 1
        cut = text[: (keep + 1) // 2] + "…" + text[len(text) - keep // 2 :]
        if fits(painter, cut, width):
            return cut
    return "…"


class HistoryScene(ListScene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.all: list[Entry] = []
        self.shown: list[Entry] = []
        self.game_filter: str | None = None
        self.name_filter = ""
        self.selected = 0
        self.offset = 0.0
        self.rows: RowList | None = None

    # ---- data ----------------------------------------------------------------------
    def reload(self) -> None:
        self.all = store.entries()
        self.apply_filter()
        notices = store.take_damage_notices()
        if notices:
            title = _("A damaged game was set aside")
            self.app.stack.push(message(self.app, title, "\n\n".join(notices)))

    def apply_filter(self) -> None:
        wanted = name_key(self.name_filter)
        self.shown = [
            e
            for e in self.all
            if (self.game_filter is None or e.game == self.game_filter)
            and (not wanted or any(wanted in name_key(s.name) for s in e.seats))
        ]
        self.selected = min(self.selected, max(0, len(self.shown) - 1))

    @property
    def entry(self) -> Entry | None:
        if self.rows is None or not 0 <= self.rows.selected < len(self.shown):
            return None
        return self.shown[self.rows.selected]

    # ---- widgets -------------------------------------------------------------------
    def enter(self) -> None:
        self.reload()
        super().enter()

    def resume(self) -> None:
        self.remember_place()
        self.reload()
        super().resume()

    def remember_place(self) -> None:
        if self.rows is not None:
            self.selected, self.offset = max(0, self.rows.selected), self.rows.offset

    def build(self) -> list[Widget]:
        games = [(None, _("All games"))] + [(g.game_id, _(g.title)) for g in GAME_LIST]
        game = Choice(
            _("Game"), (LEFT, 88, 420, 48), games, self.game_filter, self.set_game, "", 90
        )
        name = TextInput((LEFT + 540, 88, 216, 48), self.name_filter, self.set_name)
        name.tooltip = _("Only games where a player's name contains this.")
        stats = Button(_("Statistics"), (RIGHT - 372, 88, 180, 48), self.statistics)
        importer = Button(_("Import"), (RIGHT - 180, 88, 180, 48), self.import_games)
        importer.tooltip = _(
            "Adds the exported games (.json files) put in {folder}; or drag a file onto this "
            "window."
        ).format(folder=imports_dir())
        self.rows = RowList(
            (LEFT, LIST_TOP, RIGHT - LEFT - 16, LIST_BOTTOM - LIST_TOP),
            self.row_h(),
            len(self.shown),
            self.draw_row,
            on_open=self.replay,
            selected=self.selected,
            offset=self.offset,
        )
        some = bool(self.shown)
        bottom = LIST_BOTTOM + 24
        texts = [_("Replay"), _("Same deal"), _("Export"), _("Delete"), _("Back")]
        widths = button_widths(self.app.painter, texts, RIGHT - LEFT - 40)
        xs = [LEFT + sum(widths[:i]) + 16 * i for i in range(4)] + [RIGHT - widths[4]]
        rects = [(x, bottom, w, 56) for x, w in zip(xs, widths, strict=True)]
        replay = Button(texts[0], rects[0], self.replay, some, primary=True)
        again = Button(texts[1], rects[1], self.same_deal, some)
        export = Button(texts[2], rects[2], self.export, some)
        delete = Button(texts[3], rects[3], self.ask_delete, some)
        back = Button(texts[4], rects[4], self.back)
        again.tooltip = _("Play this game's deal again: the same cards, board and options.")
        export.tooltip = _("Writes this game to a small file, for a bug report or a friend.")
        return [self.rows, game, name, stats, importer, replay, again, export, delete, back]

    def set_game(self, game: str | None) -> None:
        self.game_filter = game
        self.refilter()

    def set_name(self, text: str) -> None:
        self.name_filter = text
        self.refilter()

    def refilter(self) -> None:
        """The filter changed: the list starts again from its newest game."""
        self.selected, self.offset = 0, 0.0
        self.apply_filter()
        self.form.set_widgets(self.build())

    # ---- input ---------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.DROPFILE:
            self.import_dropped(Path(event.file))
            return True
        return super().handle(event)

    # ---- actions -------------------------------------------------------------------
    def replay(self) -> None:
        entry = self.entry
        if entry is None:
            return
        self.remember_place()
        try:
            session_text = store.load(entry.name)[1]
            from ..replay import open_replay

            def named() -> str:
                return f"{title(entry.game)}, {date_text(entry)}"

            scene = open_replay(self.app, session_text, named())
            scene.title_of = named  # History's words again when the language changes
        except ImportError:
            self.tell(_("No replay yet"), _("Replays are not part of this version of Quiet Table."))
        except SaveError as exc:
            self.tell(_("This game cannot be replayed"), str(exc))
        else:
            self.app.sounds.play("click")
            self.app.stack.push(scene)

    def same_deal(self) -> None:
        entry = self.entry
        if entry is None:
            return
        self.remember_place()
        ask_same_deal(self.app, entry)

    def export(self) -> None:
        entry = self.entry
        if entry is None:
            return
        self.remember_place()
        try:
            path = transfer.export(entry)
        except SaveError as exc:
            self.tell(_("The game was not exported"), str(exc))
            return
        lines = path_lines(str(path), BOX_W - 64, self.app.painter)
        self.tell(_("Game exported"), _("It was written here:\n{path}").format(path=lines))

    def ask_delete(self) -> None:
        entry = self.entry
        if entry is None:
            return
        self.remember_place()
        what = f"{title(entry.game)}, {date_text(entry)}: {outcome_text(entry)}."
        self.app.stack.push(
            Dialog(
                self.app,
                _("Delete this game?"),
                _("{game} It is removed from History for good.").format(game=what),
                [(_("Delete"), lambda: self.delete(entry)), (_("Cancel"), lambda: None)],
            )
        )

    def delete(self, entry: Entry) -> None:
        try:
            store.delete(entry)
        except SaveError as exc:
            self.tell(_("The game was not deleted"), str(exc))
            return
        self.reload()
        self.form.set_widgets(self.build())

    def import_games(self) -> None:
        self.remember_place()
        report = transfer.import_folder()
        self.tell(_("Import"), report.message(imports_dir()))

    def import_dropped(self, path: Path) -> None:
        self.remember_place()
        try:
            entry = transfer.import_file(path)
        except SaveError as exc:
            self.tell(
                _("The file was not imported"),
                _("{file}: {reason}").format(file=path.name, reason=exc),
            )
            return
        self.tell(
            _("Game imported"),
            _("{game}, {date} is in History now.").format(
                game=title(entry.game), date=date_text(entry)
            ),
        )

    def statistics(self) -> None:
        from .statistics import StatsScene

        self.remember_place()
        self.app.sounds.play("click")
        self.app.stack.push(StatsScene(self.app, self.all, self.game_filter, self.name_filter))

    def tell(self, heading: str, text: str) -> None:
        self.app.stack.push(message(self.app, heading, text))

    # ---- drawing -------------------------------------------------------------------
    def decorate(self, painter: Painter) -> None:
        painter.text(_("History"), (LEFT, 24), theme.SIZE_HEADING + 10, bold=True)
        count, every = len(self.shown), len(self.all)
        if count == every:
            counted = ngettext("{n} game", "{n} games", count).format(n=count)
        else:
            counted = ngettext("{n} game of {total}", "{n} games of {total}", count)
            counted = counted.format(n=count, total=every)
        painter.text(
            counted,
            (RIGHT, 44),
            theme.SIZE_BODY,
            theme.TEXT_DIM,
            anchor="topright",
        )
        painter.text(_("Player"), (LEFT + 530, 112), theme.SIZE_LABEL, anchor="midright")
        if not self.shown:
            painter.text(
                self.empty_text(),
                ((LEFT + RIGHT) / 2, (LIST_TOP + LIST_BOTTOM) / 2),
                theme.SIZE_LABEL,
                theme.TEXT_DIM,
                anchor="center",
            )

    def empty_text(self) -> str:
        if not self.all:
            return _("No games yet: every finished game will be kept here.")
        return _("No game matches this filter.")

    def stacked(self) -> bool:
        """Larger text: a row's game, outcome and players on lines of their own."""
        return self.app.painter.text_scale > 1

    def row_h(self) -> float:
        return stacked_row_h(self.app.painter) if self.stacked() else ROW_H

    def draw_row(self, painter: Painter, index: int, row: pygame.FRect, selected: bool) -> None:
        if self.stacked():
            draw_stacked_entry(painter, self.shown[index], row)
        else:
            draw_entry(painter, self.shown[index], row)
