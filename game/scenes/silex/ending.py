"""The end of a Silex game: the points of each round and everyone's flints, turned over."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from ...engine.silex.data import DATA
from ...engine.silex.describe import join
from ...i18n import _, ngettext
from ...ui import theme
from ...ui.cards import CARD_SIZES, draw_card
from ...ui.painter import Painter
from .faces import draw_flint, face

FLINTS_X = 424  # where the flints start in a row of the score table
SMALL = theme.SIZE_SMALL
STONE_W = 30  # an Idea flint's place in a row; a Black Idea with its count takes more
COUNT_W = 28  # the "×6" after a Black Idea stone


@dataclass(frozen=True)
class Item:
    """One thing a seat's total is made of: an Idea flint, its Black Ideas (one stone with
    their count) or a revealed Discovery."""

    kind: str  # "idea", "black" or "discovery"
    value: int  # the points of one
    count: int = 1
    card: dict[str, Any] | None = None  # a Discovery's card

    @property
    def points(self) -> int:
        return self.value * self.count

    @property
    def width(self) -> float:
        if self.kind == "discovery":
            return CARD_SIZES["mini"][0] + 4
        return STONE_W + (COUNT_W if self.count > 1 else 0)


@dataclass(frozen=True)
class Row:
    """A seat's items as the end screen draws them: ``shown``, and ``more`` only counted."""

    shown: list[Item]
    more: list[Item]

    @property
    def points(self) -> int:
        return sum(i.points for i in self.shown + self.more)


def row_items(player: dict[str, Any], black_value: int) -> list[Item]:
    """What a seat's total is made of, once every flint is turned over: each Idea flint, its
    Black Ideas (all worth the same: one stone and a count) and its Discoveries."""
    items = [Item("idea", v) for v in player["idea_values"] or []]
    if player["black_ideas"]:
        items.append(Item("black", black_value, player["black_ideas"]))
    items += [Item("discovery", c["value"], card=c) for c in player["discoveries"]]
    return items


def fit_row(items: list[Item], width: float, label_w: Callable[[list[Item]], float]) -> Row:
    """As many items as fit in ``width`` beside the label that counts the rest ("+3 more
    (10 pts)", ``label_w`` wide for those items), so a row always adds up to its total."""
    for k in range(len(items), -1, -1):
        shown, more = items[:k], items[k:]
        need = sum(i.width for i in shown) + (label_w(more) + 4 if more else 0)
        if need <= width:
            return Row(shown, more)
    return Row([], items)  # not even the label fits: it shrinks to the room there is


def more_text(more: list[Item]) -> str:
    """What did not fit in a row, counted: "+3 more (10 pts)"."""
    points = sum(i.points for i in more)
    text = ngettext("+{n} more ({points} pt)", "+{n} more ({points} pts)", points)
    return text.format(n=sum(i.count for i in more), points=points)


def round_points(state: Any) -> list[list[int]]:
    """Per round, per seat: the points taken in it (Idea flints, Black Ideas, the revealed
    Discovery). Read once the game is over, when every flint is turned over: each seat's
    flint values come in the order it took them."""
    n = state.num_players
    rounds = [[0] * n for _ in range(DATA.rounds)]
    values = [[e["value"] for e in state.private[s] if e["type"] == "idea"] for s in range(n)]
    taken = [0] * n
    r = 0
    for event in state.events:
        kind, seat = event["type"], event.get("seat")
        if kind == "round_start":
            r = min(event["round"], DATA.rounds) - 1
        elif kind == "search" and taken[seat] < len(values[seat]):
            rounds[r][seat] += values[seat][taken[seat]]
            taken[seat] += 1
        elif kind == "black_idea":
            rounds[r][seat] += DATA.black_idea_value
        elif kind == "reveal":
            rounds[r][seat] += event["value"]
    return rounds


def winners_title(names: list[str], result: dict[str, Any]) -> str:
    winners = result["winners"]
    best = result["scores"][winners[0]] if winners else 0
    if len(winners) == 1:
        return ngettext("{name} wins with {n} point!", "{name} wins with {n} points!", best).format(
            name=names[winners[0]], n=best
        )
    who = join([names[w] for w in winners])
    return ngettext(
        "{names} share the win with {n} point!", "{names} share the win with {n} points!", best
    ).format(names=who, n=best)


def draw_scores(
    painter: Painter,
    rect: pygame.FRect,
    names: list[str],
    table: dict[str, Any],
    result: dict[str, Any],
    rounds: list[list[int]],
) -> list[Row]:
    """The end screen's table: a row per player with each round's points, the total and
    everything the total is made of (every flint turned over, the Discoveries revealed).
    Returns each seat's row as drawn: its items shown and those only counted."""
    n = len(names)
    cols = [rect.x, rect.x + 150, rect.x + 210, rect.x + 270, rect.x + 330]
    y = rect.y
    heads = ["", _("R1"), _("R2"), _("R3"), _("Total")]
    for x, word in zip(cols, heads, strict=True):
        painter.text(word, (x, y), theme.SIZE_SMALL, theme.TEXT_DIM, bold=True)
    at = (rect.x + FLINTS_X - 14, y)
    painter.text(_("Flints"), at, theme.SIZE_SMALL, theme.TEXT_DIM, bold=True)
    row_h = min(52.0, (rect.h - 28) / max(1, n))
    y += 28
    rows = []
    for seat in range(n):
        won = seat in result["winners"]
        color = theme.ACCENT if won else theme.TEXT
        mid = y + row_h / 2
        at = (cols[0], mid)
        painter.text(names[seat], at, theme.SIZE_BODY, color, won, "midleft", max_width=140)
        for r in range(DATA.rounds):
            value = str(rounds[r][seat]) if r < len(rounds) else "–"
            painter.text(value, (cols[r + 1], mid), theme.SIZE_BODY, anchor="midleft")
        total = str(result["scores"][seat])
        painter.text(total, (cols[4], mid), theme.SIZE_BODY, color, bold=True, anchor="midleft")
        items = row_items(table["players"][seat], table["supply"]["black_idea_value"])
        x = rect.x + FLINTS_X - 13  # the first stone's centre under the heading
        row = fit_row(
            items, rect.right - x, lambda more: painter.measure(more_text(more), SMALL)[0]
        )
        draw_row(painter, row, (x, mid), rect.right)
        rows.append(row)
        y += row_h
    return rows


def draw_row(painter: Painter, row: Row, at: tuple[float, float], right: float) -> None:
    """A seat's Idea flints, values up, its Black Ideas and Discoveries, then what did not
    fit: "+2 more (10 points)"."""
    x, y = at
    w, h = CARD_SIZES["mini"]
    for item in row.shown:
        if item.kind == "discovery":
            rect = pygame.FRect(x, y - h / 2, w, h)
            draw_card(painter, rect, face(item.card), theme.table_theme("silex"))
        else:
            draw_flint(painter, (x + 13, y), 13, item.kind == "black", str(item.value))
            if item.count > 1:
                at = (x + 30, y)
                painter.text(f"×{item.count}", at, theme.SIZE_SMALL, anchor="midleft")
        x += item.width
    if row.more:
        painter.text(more_text(row.more), (x, y), SMALL, anchor="midleft", max_width=right - x)
