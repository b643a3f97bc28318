"""Rules of each game, readable and scrollable, from the menu or from inside a game."""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

from .. import i18n
from ..engine import GAMES
from ..engine.common import OptionInfo
from ..engine.common.resources import asset_path
from ..engine.silencio.cards import COLOR_EFFECT_MAPS, PLAYER_COUNT_TABLES
from ..i18n import _, pgettext
from ..shell.catalogue import GAME_LIST, entry
from ..ui import theme
from ..ui.painter import Painter
from ..ui.richtext import Block, draw_blocks, parse
from ..ui.viewport import LOGICAL_W
from ..ui.widgets import Button, ScrollView, Widget
from .common import FormScene
from .setup_rows import option_order

log = logging.getLogger(__name__)
TEXT_W = 880


def rules_path(game_id: str, code: str) -> Path:
    """The rules text of ``game_id`` in language ``code``: ``silencio.txt`` is English,
    ``silencio.de.txt`` German (the file the catalogue names, with the language before .txt)."""
    game = entry(game_id)
    name = game.rules if game else f"{game_id}.txt"
    if code != i18n.SOURCE:
        name = name.removesuffix(".txt") + f".{code}.txt"
    return asset_path("rules", name)


def load_rules(game_id: str) -> list[Block]:
    """The rules in the player's language; English when that translation is missing."""
    for code in dict.fromkeys([i18n.language(), i18n.SOURCE]):
        path = rules_path(game_id, code)
        try:
            return parse(path.read_text(encoding="utf-8"))
        except OSError:
            log.warning("rules text missing: %s", path)
    game = entry(game_id)
    title = _(game.title) if game else game_id
    return [Block("title", title), Block("para", _("The rules text for this game is missing."))]


def option_value_text(info: OptionInfo | None, value: Any) -> str:
    if info is not None and info.value_label(value):
        return _(info.value_label(value))
    if isinstance(value, bool):
        return _("On") if value else _("Off")
    return str(value)


def options_blocks(game_id: str, options: dict[str, Any] | None) -> list[Block]:
    """The table options in words: every option's label, help and default; with ``options``
    (a table's own), the value at that table first."""
    info = GAMES.get(game_id)
    if info is None:
        return []
    names = option_order(
        info,
        list(info.default_options) + [n for n in info.option_info if n not in info.default_options],
    )
    heading = Block("heading", _("Table options"))
    if not names:
        return [heading, Block("para", _("This game has no options."))]
    if options is None:
        intro = _("Chosen in table setup before a game; each is shown with its default.")
    else:
        intro = _("As set at this table, each with its default.")
    blocks = [heading, Block("summary", intro)]
    for name in names:
        opt = info.option_info.get(name)
        label = _(opt.label) if opt else name.replace("_", " ").capitalize()
        default = option_value_text(opt, info.default_options.get(name))
        help_text = f" {_(opt.help)}" if opt and opt.help else ""
        if opt and opt.depends_on:
            parent = info.option_info.get(opt.depends_on)
            only = _("Only with {option} on.").format(
                option=_(parent.label) if parent else opt.depends_on
            )
            help_text += f" {only}"
        if options is None:
            text = _("{option} (default “{default}”):").format(option=label, default=default)
        else:
            value = option_value_text(opt, options.get(name, info.default_options.get(name)))
            text = _("{option}: “{value}” at this table (default “{default}”).").format(
                option=label, value=value, default=default
            )
        blocks.append(Block("bullet", text + help_text))
    return blocks


# ---- Silencio as configured -------------------------------------------------------------
def _silencio_effect_colors(choice: str) -> tuple[str, str]:
    """(colour carrying the skip effects, colour carrying the face-up card and random play)."""
    mapping = COLOR_EFFECT_MAPS.get(choice, COLOR_EFFECT_MAPS["red-skip"])
    skip = next(c for c, pair in mapping.items() if pair == "skip")
    reveal = next(c for c, pair in mapping.items() if pair == "reveal")
    return skip, reveal


def _colour_word(colour: str) -> str:
    """A Silencio colour as a rules bullet starts with it ("Red light: …"), in the language."""
    words = {
        "red": pgettext("silencio colour", "Red"),
        "blue": pgettext("silencio colour", "Blue"),
        "yellow": pgettext("silencio colour", "Yellow"),
        "green": pgettext("silencio colour", "Green"),
    }
    return words.get(colour, colour.capitalize())


def _colours_sentence(skip: str, reveal: str) -> str:
    """Which colours carry the skip effects and the face-up card, as one sentence."""
    if (skip, reveal) == ("yellow", "red"):
        return _(
            "Yellow cards carry the skip effects (light: the next dark effect is skipped; "
            "dark: the next light effect is skipped); red cards carry the face-up card (light) "
            "and the random play (dark)."
        )
    return _(
        "Red cards carry the skip effects (light: the next dark effect is skipped; dark: the "
        "next light effect is skipped); yellow cards carry the face-up card (light) and the "
        "random play (dark)."
    )


def _silencio_table_line(players: int, row) -> str:
    return _(
        "{players} players: ranks {low} to {high} of each colour, {hand} cards in each hand"
    ).format(players=players, low=row.low, high=row.high, hand=row.hand)


def _sections(blocks: list[Block]) -> list[list[Block]]:
    """The blocks cut at each heading (the first part: what comes before any heading)."""
    parts: list[list[Block]] = [[]]
    for block in blocks:
        if block.kind == "heading":
            parts.append([])
        parts[-1].append(block)
    return parts


def _first_word(text: str) -> str:
    return text.split(" ", 1)[0].rstrip(":,;.")


def silencio_configured(
    blocks: list[Block], options: dict[str, Any], players: int | None
) -> list[Block]:
    """Silencio's rules as set at a table: the chosen player-count table's lines replace the
    rulebook's, the colour effects name the colours the table gave them, and a short "At this
    table" section says both in words. The rulebook text is written for the defaults
    (table A, red carries the skip effects and yellow the face-up card and random play).

    The sections are found by their shape, so every language's rules text works: the cards
    are the first section with bullets starting with a number (the rulebook's table A), the
    colour effects the section whose bullets all start with a colour."""
    table_id = options.get("player_table", "A")
    table = PLAYER_COUNT_TABLES.get(table_id, PLAYER_COUNT_TABLES["A"])
    skip, reveal = _silencio_effect_colors(options.get("effect_colors", "red-skip"))
    # The rulebook's "Red …" bullets describe the skip pair, its "Yellow …" ones the reveal pair.
    colour_of = {
        _colour_word("red"): _colour_word(skip),
        _colour_word("yellow"): _colour_word(reveal),
    }
    colours = {_colour_word(c) for c in ("red", "blue", "yellow", "green")}
    out: list[Block] = []
    cards_done = False
    for part in _sections(blocks):
        bullets = [b for b in part if b.kind == "bullet"]
        is_cards = not cards_done and any(b.text[:1].isdigit() for b in bullets)
        is_colours = bool(bullets) and all(_first_word(b.text) in colours for b in bullets)
        listed = False
        for block in part:
            if is_cards and block.kind == "bullet" and block.text[:1].isdigit():
                continue  # the rulebook's table A lines; the chosen table's follow the paragraph
            if is_colours and block.kind == "bullet":
                word = _first_word(block.text)
                block = Block("bullet", colour_of.get(word, word) + block.text[len(word) :])
            out.append(block)
            if is_cards and block.kind == "para" and not listed:
                out += [Block("bullet", _silencio_table_line(n, row)) for n, row in table.items()]
                listed = True
        cards_done = cards_done or is_cards
    if players in table:
        row = table[players]
        cards = _(
            "Cards in the game, {table}: with {players} players, ranks {low} to {high} of each "
            "colour and {hand} cards in each hand."
        ).format(table=table_id, players=players, low=row.low, high=row.high, hand=row.hand)
    else:
        rows = "; ".join(
            _("{players} players, ranks {low} to {high} and {hand} cards").format(
                players=n, low=r.low, high=r.high, hand=r.hand
            )
            for n, r in table.items()
        )
        cards = _("Cards in the game, {table}: {rows}.").format(table=table_id, rows=rows)
    summary = [
        Block("heading", _("At this table")),
        Block("bullet", cards),
        Block("bullet", _colours_sentence(skip, reveal)),
    ]
    # After the title and the introduction, before the first section.
    head = next((i for i, b in enumerate(out) if b.kind == "heading"), len(out))
    return out[:head] + summary + out[head:]


CONFIGURED: dict[str, Callable[[list[Block], dict[str, Any], int | None], list[Block]]] = {
    "silencio": silencio_configured,
}


def rules_blocks(
    game_id: str, options: dict[str, Any] | None = None, players: int | None = None
) -> list[Block]:
    """The rules of ``game_id``, then its options; with ``options``, as set at that table."""
    blocks = load_rules(game_id)
    if options is not None and game_id in CONFIGURED:
        info = GAMES.get(game_id)
        merged = dict(info.default_options if info else {}) | dict(options)
        blocks = CONFIGURED[game_id](blocks, merged, players)
    return blocks + options_blocks(game_id, options)


class RulesScene(FormScene):
    """The rules; opened from a game (``options`` given, or found on the game below), the
    rules and options are shown as set at that table."""

    title = ""

    def __init__(
        self, app, game_id: str | None = None, options: dict[str, Any] | None = None
    ) -> None:
        super().__init__(app)
        self.game_id = game_id or GAME_LIST[0].game_id
        self.table_game = game_id
        self.table_players: int | None = None
        session = self._session_below(game_id)
        if options is None and session is not None:
            options = dict(session.state.options)
        if session is not None:
            self.table_players = session.state.num_players
        self.table_options = options
        self.tabs: dict[str, Button] = {}  # each game's tab, by game id
        self.blocks = self._blocks(self.game_id)
        self.view = ScrollView(((LOGICAL_W - TEXT_W) / 2, 112, TEXT_W, 560))

    def _session_below(self, game_id: str | None):
        """The game this screen was opened from, if any (the table scene under the pause)."""
        for scene in reversed(self.app.stack.scenes):
            session = getattr(scene, "session", None)
            if session is not None and game_id is not None and session.game_id == game_id:
                return session
        return None

    def language_changed(self) -> None:
        self.blocks = self._blocks(self.game_id)
        super().language_changed()

    def _blocks(self, game_id: str) -> list[Block]:
        if game_id == self.table_game:
            return rules_blocks(game_id, self.table_options, self.table_players)
        return rules_blocks(game_id)

    def build(self) -> list[Widget]:
        tabs: list[Widget] = []
        self.tabs = {}
        # Each tab as wide as its title needs (200 at least): larger text widens them.
        measure = self.app.painter.measure
        widths = [max(200.0, measure(_(g.title), 20)[0] + 36) for g in GAME_LIST]
        back_w = max(148.0, measure(_("Back"), theme.SIZE_LABEL)[0] + 36)
        x = (LOGICAL_W - sum(widths) - 12 * len(widths) - back_w) / 2
        for game, w in zip(GAME_LIST, widths, strict=True):
            game_id = game.game_id
            tab = Button(
                _(game.title),
                (x, 32, w, 52),
                self._tab(game_id),
                primary=(game_id == self.game_id),
                size=20,
            )
            tabs.append(tab)
            self.tabs[game_id] = tab
            x += w + 12
        tabs.append(Button(_("Back"), (x + 12, 32, back_w, 52), self.back))
        return tabs

    def enter(self) -> None:
        """The keyboard focus starts on the tab of the game shown, not on the first tab."""
        super().enter()
        self.form.set_focus(self.tabs.get(self.game_id))

    def _tab(self, game_id: str):
        def show() -> None:
            self.game_id = game_id or GAME_LIST[0].game_id
            self.blocks = self._blocks(self.game_id)
            self.view.offset = 0
            self.form.set_widgets(self.build())

        return show

    def handle(self, event: pygame.event.Event) -> bool:
        if self.view.handle(event):
            return True
        return super().handle(event)

    def decorate(self, painter: Painter) -> None:
        painter.panel(self.view.rect.inflate(48, 24))
        self.view.draw(painter, lambda x, top: draw_blocks(painter, self.blocks, x, top, TEXT_W))
        if self.view.max_offset > 0 and self.view.offset < self.view.max_offset:
            painter.text(
                _("Scroll: wheel, arrows, Page Up/Down"),
                (LOGICAL_W / 2, 712),
                theme.SIZE_SMALL,
                theme.TEXT_DIM,
                anchor="midbottom",
            )
