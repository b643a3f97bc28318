"""Table setup's rows: each seat's name and who plays it, and the game's options page by
page (with larger text each label stacked over its control, fewer options a page)."""

from __future__ import annotations

from typing import Any

from ..engine.common import OptionInfo
from ..files.tables import NAME_LIMIT
from ..i18n import N_, _, ngettext
from ..ui import theme
from ..ui.widgets import Choice, Label, TextInput, Toggle, Widget

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


def too_long() -> str:
    return ngettext(
        "Names are at most {n} character.", "Names are at most {n} characters.", NAME_LIMIT
    ).format(n=NAME_LIMIT)


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


class SetupRows:
    """For SetupScene: its players, names, seats, options and the page of options shown."""

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

    def option_pages(self) -> int:
        return max(1, -(-(len(self.options) + len(TABLE_ROWS)) // self.per_page()))

    def stacked(self) -> bool:
        """Larger text: each option's label on a line of its own above its control."""
        return self.app.painter.text_scale > 1

    def option_pitch(self) -> float:
        """From one option row to the next."""
        if not self.stacked():
            return ROW
        line = self.app.painter.line_height(self.label_size())
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
