"""The end of a Silex game: the points of each round and everyone's flints, turned over."""

from __future__ import annotations

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
) -> None:
    """The end screen's table: a row per player with each round's points, the total and
    every flint turned over (and the Discoveries revealed)."""
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
        flint_row(painter, table, seat, (rect.x + FLINTS_X, mid), rect.right)
        y += row_h


def flint_row(painter: Painter, table: dict[str, Any], seat: int, at, right: float) -> None:
    """A seat's Idea flints, values up, then its Black Ideas and Discoveries."""
    player = table["players"][seat]  # once over, every seat's flint values show
    x, y = at
    black = str(table["supply"]["black_idea_value"])
    stones = [(str(v), False) for v in player["idea_values"] or []]
    stones += [(black, True)] * player["black_ideas"]
    for i, (value, is_black) in enumerate(stones):
        if x + 14 > right - 60 and i < len(stones) - 1:
            painter.text(f"+{len(stones) - i}", (x, y), theme.SIZE_SMALL, anchor="midleft")
            x += 40
            break
        draw_flint(painter, (x, y), 13, is_black, value)
        x += 30
    w, h = CARD_SIZES["mini"]
    for card in player["discoveries"]:
        if x + w > right:
            break
        draw_card(painter, pygame.FRect(x, y - h / 2, w, h), face(card), theme.table_theme("silex"))
        x += w + 4
