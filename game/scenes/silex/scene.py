"""Silex and the City's table: the Village triangle, the face-down spread, Werther and the
supply, the other players' panels, your hand and flints.

Built on the table kit: the curtain (Url's secret choice goes round it), pacing, the prompt
bar, choices, drag and drop and the Selection of an Addition come from ``TableScene``; this
adds layout, drawing and words. Drawn only from the shown seat's view.
"""

from __future__ import annotations

from typing import Any

import pygame

from ... import i18n
from ...engine.common import Action
from ...engine.silex.describe import join
from ...i18n import _
from ...ui import theme
from ...ui.painter import Painter
from ...ui.widgets import Button
from ..table import Obj, Selection, TableScene
from ..table.panel import button_width, column_buttons, fits_in_bar
from . import labels
from .addition import Addition
from .anchors import silex_anchor
from .draw import TableDrawing
from .ending import Row, draw_scores, round_points, winners_title
from .hand import HandDrawing
from .hits import TableHits
from .layout import SilexLayout, Words
from .moves import MovesMixin
from .players import SeatPanels

HOVER_LIFT = 10
SPOT_LIFT = 6
BANNER_SECONDS = 3.0
DRAWN_SECONDS = 3.0  # with several people: the seat that drew as its turn ended keeps the
# screen this long, its new card marked, before the curtain falls for the next player
SIDE_MAX_W = 320  # choices beside the hand are at most this wide
CARD_OBJECTS = ("reveal", "blog", "url_give", "web_give", "discard")
TURN_MOVES = ("search", "play", "black_idea")  # what starts a turn's draws


class SilexTable(MovesMixin, HandDrawing, SeatPanels, TableDrawing, TableHits, TableScene):
    def __init__(self, app, session) -> None:
        self.top_pick: str | None = None  # the picked card chosen to lie on top
        self._pick_key: tuple[int, int] | None = None
        self.spot_rects: dict[int, pygame.FRect] = {}
        self.prev_spot_rects: dict[int, pygame.FRect] = {}
        self.covering: dict[int, dict[str, Any] | None] = {}  # pile: top shown while a play flies
        self.banner, self.banner_time = "", 0.0  # a round's end or start, said for a moment
        self.end_rows: list[Row] = []  # the end screen's rows as last drawn
        self.drawn: tuple[int, list[str]] | None = None  # a seat and the cards it just drew
        self.drawn_time = 0.0
        self._words: tuple[tuple[float, str], Words] | None = None
        super().__init__(app, session)

    def update(self, dt: float) -> None:
        self.banner_time = max(0.0, self.banner_time - dt)
        self.drawn_time = max(0.0, self.drawn_time - dt)
        if self.drawn_time <= 0:
            self.drawn = None
        super().update(dt)

    # ---- the card drawn as a turn ends, seen before the curtain falls --------------------
    def after_action(self) -> None:
        self.hold_drawn_cards()

    def hold_drawn_cards(self) -> None:
        """With several people at the table, the draw that ends a turn would bring the
        curtain down at once (with two, before the card was ever seen): the seat keeps the
        screen a moment, its new cards marked. Only its own view, as before the draw."""
        seat, state = self.viewer, self.session.state
        if self.drawn is not None and self.session.private_seat() == self.drawn[0]:
            self.drawn = None  # that seat's moment again: it is not just looking any more
        if seat is None or not self.session.private_screens or state.is_over:
            return
        if state.history[-1]["type"] != "draw" or self.session.private_seat() == seat:
            return
        cards = drawn_this_turn(state.events, state.private[seat], seat)
        if cards:
            self.drawn, self.drawn_time = (seat, cards), DRAWN_SECONDS

    def hold_curtain(self) -> bool:
        return self.drawn is not None and self.drawn[0] == self.viewer

    def drawn_cards(self) -> list[str]:
        """The cards the seat at the screen just drew, marked while it keeps the screen."""
        if self.drawn is None or not self.hold_curtain() or self.my_turn():
            return []
        return self.drawn[1]

    def curtain_lifted(self) -> None:
        self.drawn = None  # a new player at the screen: nothing of the last one's stays
        super().curtain_lifted()

    def announce(self, text: str) -> None:
        self.banner, self.banner_time = text, BANNER_SECONDS

    def language_changed(self) -> None:
        self.banner_time = 0.0  # a banner said in the old language is not said again
        super().language_changed()

    # ---- the shown seat's view, and the Addition being built ----------------------------
    def refresh(self) -> None:
        state = self.session.state
        key = (self.viewer, len(state.history))
        if key != self._pick_key:  # a new position: a new, empty selection
            self._pick_key = key
            self.top_pick = None
            self.view = self.view_now()
            self.selection = self.new_selection()
        super().refresh()

    def new_selection(self) -> Selection | None:
        """While the shown player may play, hand Characters can be picked for a play."""
        prompt = self.view.get("prompt") or {}
        if not self.my_turn() or prompt.get("kind") != "turn":
            return None
        characters = {c["id"] for c in self.table["hand"] if c["kind"] != "discovery"}
        if not characters:
            return None
        return Selection(
            lambda picked, obj: obj[0] == "card" and obj[1] in characters,
            lambda picked: bool(picked),
        )

    def addition(self) -> Addition:
        picked = [o[1] for o in self.selection.picked] if self.selection else []
        return Addition.of(self.table["hand"], picked, self.top_pick)

    def play_on(self, pile: int) -> None:
        """The picked cards onto ``pile``, or the reason the pile refuses them."""
        add = self.addition()
        action = add.action(self.view["actions"], pile) if add.cards else None
        if action is None:
            self.refuse(add.why_not(self.table, self.view["actions"], pile))
            return
        self.play(action)

    def refuse(self, reason: str) -> None:
        self.app.sounds.play("click")
        super().refuse(reason)

    def next_top(self) -> None:
        """Another picked card on top (they take turns)."""
        add = self.addition()
        if len(add.cards) > 1 and add.top is not None:
            self.top_pick = add.cards[(add.cards.index(add.top) + 1) % len(add.cards)]
        self.rebuild()

    # ---- what the kit asks of a game ------------------------------------------------------
    def geo(self) -> SilexLayout:
        return SilexLayout(self.layout(), self.words())

    def words(self) -> Words:
        """The table's words measured at the player's text size, once per size and language."""
        painter = self.app.painter
        key = (painter.text_scale, i18n.language())
        if self._words is None or self._words[0] != key:
            self._words = (key, measure_words(painter))
        return self._words[1]

    def object_of(self, action: Action) -> Obj | None:
        t = action["type"]
        if t in ("play", "double"):
            return ("play", "addition")  # built by picking cards, never a button
        if t == "draw":
            return ("spot", action["spot"])
        if t in CARD_OBJECTS:
            return ("card", action["card"])
        if t == "web":
            return ("seat", action["target"])  # click the player's panel
        return None

    def usable_objects(self) -> set[Obj]:
        objects = set(super().usable_objects())
        if self.selection is not None:
            objects |= {("card", c["id"]) for c in self.table["hand"] if c["kind"] != "discovery"}
            objects |= {("pile", k) for k in range(3)}
        return objects

    def click(self, obj: Obj) -> None:
        if obj[0] == "pile" and self.selection is not None:
            self.play_on(obj[1])
            return
        super().click(obj)

    def choices(self):
        if self.selection is not None and self.selection.picked:
            return [(_("Next top card"), self.next_top)] if len(self.selection.picked) > 1 else []
        return super().choices() + self.reveal_choices()

    def reveal_choices(self):
        """A button per Discovery that may be revealed now: the prompt says to reveal one,
        and a new player looks for the button, not at the card (which a click reveals too)."""
        if self.chooser.selected is not None:
            return []
        reveals = [a for a in self.my_actions() if a["type"] == "reveal"]
        return [(self.action_label(a), self.runner(a)) for a in reveals]

    def side_width(self) -> float:
        """How wide the column of choices beside your hand is (0: none). Turn and power
        choices that do not fit the prompt bar (Url's directions) stand beside the hand they
        are about instead of popping up over the middle of the table."""
        picked = self.selection is not None and bool(self.selection.picked)
        if self.chooser.selected is not None or picked:
            return 0
        choices = self.choices()
        painter = self.app.painter
        if not choices or fits_in_bar(painter, choices, self.bar()):
            return 0
        widest = max(button_width(painter, label) for label, _ in choices)
        return min(SIDE_MAX_W * painter.text_scale, widest)  # larger text: wider buttons

    def panel_buttons(self) -> list[Button]:
        width = self.side_width()
        if not width:
            return super().panel_buttons()
        area = self.geo().beside_hand(width, self.bar().bottom)
        edge = pygame.FRect(area.x, area.bottom + 16, area.w, 0)  # the column ends here
        painter = self.app.painter
        buttons = column_buttons(painter, self.choices(), edge, top=area.y)
        if all(b.fits(painter) for b in buttons):
            return buttons
        return super().panel_buttons()  # (larger text: over the table rather than cut)

    def action_label(self, action: Action) -> str:
        places = {s["spot"]: s["place"] for s in self.table["spread"]}
        return labels.action_label(action, self.names, self.seat, places)

    def confirm_text(self, action: Action) -> str:
        ends = labels.reveal_ends(self.table)
        return labels.confirm_text(action, self.table["supply"]["black_idea_value"], ends)

    def curtain_note(self, seat: int) -> str:
        return labels.curtain_note(self.session.state.view(seat), self.names)

    def choice_group(self, action: Action) -> str:
        return "skip" if action["type"] == "no_power" else "power"

    def hover_lift(self, obj: Obj) -> float:
        if self.selection is not None and obj in self.selection.picked:
            return 0  # already raised
        return {"card": HOVER_LIFT, "spot": SPOT_LIFT}.get(obj[0], 0)

    def plain_prompt(self) -> str:
        if self.drawn_cards():
            cards = join([labels.title_of(c) for c in self.drawn_cards()])
            text = _("You drew the {cards}; your turn is over ({seconds} s).")
            return text.format(cards=cards, seconds=max(1, round(self.drawn_time)))
        if self.selection is not None and self.selection.picked:
            add = self.addition()
            piles = add.legal_piles(self.view["actions"])
            summary = add.summary(self.table["hand"])
            names = [str(k + 1) for k in piles]
            if len(names) == 1:
                text = _("{summary}: click pile {k} to play it.")
                return text.format(summary=summary, k=names[0])
            if names:
                text = _("{summary}: click pile {piles} or {last} to play it.")
                return text.format(summary=summary, piles=", ".join(names[:-1]), last=names[-1])
            return _("{summary}: no pile takes it; pick other cards.").format(summary=summary)
        url = self.table.get("url")
        if url is not None and self.my_turn() and url["my_choice"] is None:
            to = self.names[labels.url_receiver(self.seat, url["direction"], len(self.names))]
            text = _("Url: choose a card to pass to {name}; nobody sees it until all have chosen.")
            return text.format(name=to)
        return super().plain_prompt()

    def tooltip(self, obj: Obj, usable: bool) -> str:
        kind, key = obj
        t = self.table
        if kind == "card":
            card = next((c for c in t["hand"] if c["id"] == key), None)
            if card is None:
                return ""
            prompt = (self.view.get("prompt") or {}).get("kind", "")
            picking = self.selection is not None
            return labels.hand_tip(card, prompt, usable, picking, labels.reveal_ends(t))
        if kind == "pile":
            why = None
            if self.selection is not None and self.selection.picked:
                why = self.addition().why_not(t, self.view["actions"], key)
            return labels.pile_tip(t["village"][key], why)
        if kind == "spot":
            spot = next(s for s in t["spread"] if s["spot"] == key)
            return labels.spot_tip(spot, self.names, usable, t["options"]["memory_aid"])
        if kind == "seat":
            tip = labels.seat_tip(t["players"][key], self.names[key])
            return tip + " " + _("Click to demand a card (Web).") if usable else tip
        return ""

    def drop_zones(self, obj: Obj) -> dict[Any, pygame.FRect]:
        """A single hand Character may be dragged onto a pile (nothing else picked)."""
        if obj[0] != "card" or self.selection is None or self.selection.picked:
            return {}
        if not self.selection.allowed([], obj):
            return {}
        return {k: self.geo().pile_zone(k) for k in range(3)}

    def drop_action(self, obj: Obj, zone: Any) -> Action | None:
        card = obj[1]
        add = Addition([card], card)
        return add.action(self.view["actions"], zone) or {
            "type": "play",
            "cards": [card],
            "top": card,
            "pile": zone,
        }  # refused by the engine, with its reason in the prompt bar

    def guide_anchor(self, name: str) -> pygame.FRect | None:
        anchor = silex_anchor(self, name)  # the Village, the spread, flints, Discoveries
        return anchor if anchor is not None else super().guide_anchor(name)

    # ---- the end --------------------------------------------------------------------------
    def end_lines(self) -> tuple[str, list[str]]:
        result = self.session.state.result()
        return winners_title(self.names, result), [
            _("Every flint is turned over. The lowest total wins.")
        ]

    def draw_end_details(self, painter: Painter, rect: pygame.FRect) -> None:
        state = self.session.state
        result, rounds = state.result(), round_points(state)
        self.end_rows = draw_scores(painter, rect, self.names, self.table, result, rounds)


__all__ = ["SilexTable"]


def measure_words(painter: Painter) -> Words:
    """What the layout makes room for: a pile's label at its longest, on one line and on
    two, and the round column's lines (``labels.info_samples``)."""
    size = theme.SIZE_SMALL
    short = labels.pile_label_lines(2, 88)
    return Words(
        line_h=painter.measure(short[0], size)[1],
        label_w=painter.measure(labels.pile_label(2, 88), size)[0],
        short_w=max(painter.measure(line, size)[0] for line in short),
        info_w=max(painter.measure(line, size)[0] for line in labels.info_samples()),
        head_w=max(painter.measure(line, size)[0] for line in labels.spread_head_samples()),
    )


def drawn_this_turn(
    events: list[dict[str, Any]], private: list[dict[str, Any]], seat: int
) -> list[str]:
    """The cards ``seat`` drew since its turn's move (a search, a play, a Black Idea)."""
    start = max(
        (i for i, e in enumerate(events) if e.get("seat") == seat and e["type"] in TURN_MOVES),
        default=0,
    )
    return [e["card"] for e in private if e["type"] == "drew" and e["at"] > start]
