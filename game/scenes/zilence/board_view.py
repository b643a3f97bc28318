"""The table's board in each moment: setting up while the board worker composes it, waiting
for the timer, revealed, scanned and flown, covered for the choice (the choice tiles, or every
seat's keys on one keyboard), and the board's change."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...i18n import _
from ...ui import theme
from ...ui.painter import Painter
from ...ui.zilence_look import COVER
from . import art
from .drawing import draw_open_board, draw_tiles, draw_time_up, steady

if TYPE_CHECKING:
    from .scene import ZilenceTable


def draw_board(scene: ZilenceTable, painter: Painter) -> None:
    rv = scene.round_view or scene.table
    area = scene.board_area()
    colorblind = scene.app.settings.colorblind
    if scene.phase == "change" and scene.change is not None:
        base, pos, pieces = scene.change.drawings(painter.real_rect(area))
        painter.laid(base, pos)
        for box, draw, key in pieces:
            painter.direct(box, draw, key)
        return
    if scene.phase == "choose":
        scene.renderer.draw(painter, area, covered=True)
        draw_cover(scene, painter)
        return
    if not scene.board_ready():
        draw_setting_up(scene, painter)
        return
    if scene.phase == "ready":
        scene.renderer.draw(painter, area, colorblind=colorblind)
        scene.ready.draw(painter, scene.board_square())
        return
    moment = steady((scene.phase, scene.clock), scene.motion.calm)
    colors = scene.round_view_colors()
    starts = rv.get("active_starts", ())
    view = scene.trace_view
    draw_open_board(
        painter, scene.renderer, area, moment, rv["symbol"], colors, starts, colorblind, view
    )


def draw_setting_up(scene: ZilenceTable, painter: Painter) -> None:
    """While the board worker composes the board: its empty disc, and a word."""
    sq = scene.board_square()
    painter.circle(sq.center, sq.w / 2, COVER)
    painter.text(
        _("Setting the table…"), sq.center, theme.SIZE_LABEL, theme.TEXT_DIM, anchor="center"
    )


def draw_cover(scene: ZilenceTable, painter: Painter) -> None:
    """The covered board: the choice tiles (curtain), or every seat's keys (same keyboard)."""
    rv = scene.round_view or scene.table
    sq = scene.board_square()
    draw_time_up(painter, sq, _("Time!"))
    if scene.same_keyboard:
        humans, colors = scene.session.humans, scene.round_view_colors()
        scene.keys.draw_legend(painter, sq, humans, rv["symbol"], colors, scene.names.__getitem__)
        return
    if not scene.my_turn():
        who = scene.session.state.current_player
        text = _("{name} is choosing…").format(name=scene.names[who]) if who is not None else ""
        painter.text(text, sq.center, theme.SIZE_LABEL, theme.TEXT_DIM, anchor="center")
        return
    name = scene.names[scene.seat]
    question = _("{name}, which {symbol} path?").format(
        name=name, symbol=art.symbol_name(rv["symbol"])
    )
    painter.text(  # the name alone when larger text leaves no room (the bar asks in full)
        painter.fitting([question, name], theme.SIZE_LABEL, sq.w * 0.8),
        (sq.centerx, sq.y + sq.h * 0.2 + 52),
        theme.SIZE_LABEL,
        anchor="midtop",
        max_width=sq.w * 0.8,
    )
    hovered = scene.hovered()
    lit = hovered[1] if hovered is not None else None
    draw_tiles(painter, scene.tile_rects(), rv["symbol"], lit)  # type: ignore[arg-type]
