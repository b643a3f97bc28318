"""Silver's table: the villages as rows of cards, the deck, the Squire display, the discard
pile, the new card, the scores; your village at the bottom.

Built on the table kit: the curtain, pacing, the prompt bar, choices, motion and the
Selection (the two cards to peek at, the cards of an exchange) come from ``TableScene``; this
adds layout, drawing, words and the seat's short memory of what it just looked at (Faithful:
a looked-at card shows for a few seconds, then turns back). Drawn only from the shown seat's
view.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame

from ...engine.common import Action
from ...i18n import _
from ...ui import theme
from ...ui.cards import CardFace
from ...ui.widgets import Button
from ..table import Obj, Selection, TableScene
from ..table.panel import Choice
from . import labels
from .anchors import guide_rect, silver_keep
from .draw import TableDrawing
from .ending import EndingMixin
from .flights import FlightsMixin
from .glimpses import GlimpseMixin
from .hits import TableHits
from .layout import SCORES_W, SilverLayout
from .overlays import OverlayMixin
from .piles import PilesDrawing
from .prompt_rise import PromptRiseMixin
from .taking import TAKE, TakeMixin

GLIMPSE_SECONDS = 3.0  # Faithful: how long a card you just looked at stays shown
TURN_SECONDS = 0.45  # the last part of a glimpse: the card turns back over
SEL = ("sel", 0)  # the Selection: peeks and exchanges are built by picking cards


class SilverTable(
    PromptRiseMixin,
    TakeMixin,
    OverlayMixin,
    FlightsMixin,
    EndingMixin,
    GlimpseMixin,
    PilesDrawing,
    TableDrawing,
    TableHits,
    TableScene,
):
    # End turn, Next round, and Back once the Robber's card to give is picked (Enter takes the
    # pick back, never steals at once)
    next_step_types = frozenset({"end", "continue", "back"})

    def __init__(self, app, session) -> None:
        self.glimpses: dict[int, tuple[CardFace, float]] = {}  # tag: face, seconds left
        self.glimpse_seat: int | None = None
        self.glimpse_seconds = GLIMPSE_SECONDS
        self.round_hold = 0.0
        self.card_rects: dict[int, pygame.FRect] = {}
        self.pinned_rects: dict[int, pygame.FRect] | None = None
        self.drawn_faces: list[tuple[int, CardFace]] = []  # this frame: (tag, face)
        self._sel_key: tuple[int, int] | None = None
        self.prompt_rise = 0.0  # how far the prompt bar grows upward for its words
        self.init_overlays()
        super().__init__(app, session)

    # ---- time ---------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.round_hold = max(0.0, self.round_hold - dt)
        if self.glimpses:
            self.glimpses = {t: (f, s - dt) for t, (f, s) in self.glimpses.items() if s > dt}
        super().update(dt)

    # ---- the view, the selection and the memory ---------------------------------------------
    @property
    def order(self) -> str:
        return self.table["value_order"]

    @property
    def memory(self) -> str:
        return self.table["memory"]

    def decision_kind(self) -> str | None:
        d = self.table.get("decision")
        return d["kind"] if d else None

    def refresh(self) -> None:
        state = self.session.state
        key = (self.viewer, len(state.history))
        if key != self._sel_key:  # a new position: a new, empty selection
            self._sel_key = key
            self.taking = False
            self.view = self.view_now()
            self.selection = self.new_selection()
        super().refresh()

    def own(self) -> list[dict[str, Any]]:
        return self.table["villages"][self.seat]

    def new_selection(self) -> Selection | None:
        if not self.my_turn():
            return None
        prompt = (self.view.get("prompt") or {}).get("kind")
        own = [c["id"] for c in self.own()]
        if prompt == "peek":
            return self.pick_up_to(own, 2, 2)
        if prompt == "new_card":
            acts = self.view["actions"]
            movable = [a["card"] for a in acts if a["type"] == "exchange"]
            most = len(movable) if any(a["type"] == "mark" for a in acts) else 1
            return self.pick_up_to(movable, most, 1)
        return None

    @staticmethod
    def pick_up_to(cards: list[int], most: int, least: int) -> Selection:
        allowed = set(cards)
        return Selection(
            lambda picked, obj: (
                obj[0] == "card" and obj[1] in allowed and (obj in picked or len(picked) < most)
            ),
            lambda picked: len(picked) >= least,
        )

    def picked(self) -> list[int]:
        """The picked cards, in village order (the Robber's card to give, once chosen)."""
        decision = self.table.get("decision") or {}
        if decision.get("kind") == "robber_steal" and decision.get("seat") == self.viewer:
            return [decision["give"]]
        if self.selection is None:
            return []
        ids = [o[1] for o in self.selection.picked]
        return [c["id"] for c in self.own() if c["id"] in ids]

    def after_action(self) -> None:
        self.remember_glimpses()

    # ---- what the kit asks of a game ------------------------------------------------------
    def geo(self) -> SilverLayout:
        t = self.view.get("table") or {}
        display = len(t.get("display", ()))
        new = len(t.get("hand", {}).get("cards", ()))
        scale = self.app.painter.text_scale
        others = tuple(self.others())
        sheet = self.sheet_width() if t else SCORES_W
        geo = SilverLayout(self.layout(), others, display, new, self.prompt_rise, sheet, scale)
        return replace(geo, label_gap=self.label_gap(geo)) if t else geo

    def label_gap(self, geo: SilverLayout) -> float:
        """How much further apart the deck and the discard pile lie so that their labels
        (centred above them) do not meet: nothing at the normal text size in English."""
        t, measure = self.table, self.app.painter.measure
        deck = measure(_("Deck {n}").format(n=t["deck"]["count"]), theme.SIZE_SMALL)[0]
        pile = measure(_("Discards {n}").format(n=len(t["discard"])), theme.SIZE_SMALL)[0]
        w, _h = geo.pile_card()
        return max(0.0, (deck + pile) / 2 + 16 - (w + 40))

    def object_of(self, action: Action) -> Obj | None:
        t = action["type"]
        top = self.table["deck"]["top"]
        if t in ("draw", "look_deck") and "card" not in action:
            return ("deck", 0)
        if t == "look" and top is not None and action["card"] == top["id"]:
            return ("deck", 0)
        if t == "take" and "card" not in action:
            return None  # a button: a click on the pile only browses it
        if t == "place":
            return ("gap", action["at"]) if "at" in action else ("end", action["end"])
        if t == "peek" or (t in ("exchange", "mark") and self.decision_kind() == "new_card"):
            return SEL
        if "card" in action:
            return ("card", action["card"])
        return None

    def usable_objects(self) -> set[Obj]:
        objects = set(super().usable_objects()) - {SEL}
        if self.selection is not None:
            objects |= {o for o in self.hit if self.selection.allowed(self.selection.picked, o)}
        if self.table["discard"]:
            objects.add(("discard", 0))
        return objects | self.overlay_objects()

    def click(self, obj: Obj) -> None:
        if self.overlay_click(obj):
            return
        if obj == ("discard", 0):
            self.open_browser()
            return
        super().click(obj)

    def confirm_choice(self) -> Choice:
        cards = self.picked()
        prompt = (self.view.get("prompt") or {}).get("kind")
        if prompt == "peek":
            label = _("View these two") if len(cards) == 2 else _("Pick two cards")
        elif len(cards) == 1:
            label = _("Exchange for this card")
        else:
            label = _("Exchange these {n}").format(n=len(cards))
        return (label, self.play_selection)

    def play_selection(self) -> None:
        """The picked cards become the engine's moves: a peek, a single exchange, or the
        marks of a multiple exchange and its confirmation."""
        if self.selection is None or not self.selection.ready:
            self.refuse(_("Pick the cards first."))
            return
        cards = self.picked()
        own = [c["id"] for c in self.own()]
        self.selection.clear()
        if self.taking:  # now the take is played, and the exchange right after it
            if not self.act(TAKE):
                self.rebuild()
                return
            self.motion.skip()
        if (self.view.get("prompt") or {}).get("kind") == "peek":
            self.play({"type": "peek", "slots": sorted(own.index(c) for c in cards)})
            return
        if len(cards) == 1:
            self.play({"type": "exchange", "card": cards[0]})
            return
        self.pinned_rects = dict(self.card_rects)  # the set slides from where it was picked
        try:
            for card in cards:
                if not self.act({"type": "mark", "card": card}):
                    self.rebuild()
                    return
                self.motion.skip()
            if not self.act({"type": "confirm"}):
                self.rebuild()
        finally:
            self.pinned_rects = None

    def action_label(self, action: Action) -> str:
        if action["type"] == "guard":  # two Bodyguards may offer the same card
            ids = [c["id"] for c in self.own()]
            if action["bodyguard"] in ids:
                spot = ids.index(action["bodyguard"]) + 1
                return _("Bodyguard in spot {spot}: protect it").format(spot=spot)
        return labels.action_label(action, self.table.get("decision"))

    def confirm_text(self, action: Action) -> str:
        return labels.confirm_text(action, len(self.own()))

    def curtain_note(self, seat: int) -> str:
        return labels.curtain_note(self.session.state.view(seat))

    def choice_group(self, action: Action) -> str:
        return "skip" if action["type"] in ("skip", "end", "back") else "act"

    def hover_lift(self, obj: Obj) -> float:
        return 6 if obj[0] in ("card", "deck", "discard") else 0

    def plain_prompt(self) -> str:
        glimpse = self.glimpse_seat == self.viewer and self.glimpses and self.memory == "faithful"
        if self.my_turn() and self.selection is not None:
            n = len(self.picked())
            kind = (self.view.get("prompt") or {}).get("kind")
            if self.taking:
                return self.take_prompt(n)
            if kind == "peek":
                if n < 2:
                    text = _("Click two cards of your village to view them secretly ({n} of 2).")
                    return text.format(n=n)
                return _("View these two cards: confirm, or click a card to change.")
            if n == 1:
                return _("Exchange the new card for it, or pick more cards of one value for a set.")
            if n > 1:
                return labels.picked_text(n)
        if self.round_waits():
            text = _("Round {round} is over: press Next round (Enter) when everyone has seen it.")
            return text.format(round=self.table["round"])
        if glimpse and not self.my_turn():
            secs = max(self.glimpses.values(), key=lambda g: g[1])[1]
            text = _("Remember what you saw: it turns back over in {seconds} s.")
            return text.format(seconds=max(1, round(secs)))
        return super().plain_prompt()

    def choices_avoid(self) -> pygame.FRect | None:
        """The choices about a new card pop up beside it, never over it."""
        avoid = super().choices_avoid()
        for card in self.table["hand"]["cards"]:
            rect = self.card_rects.get(card["id"])
            if rect is not None:
                avoid = rect if avoid is None else avoid.union(rect)
        return avoid

    def tooltip(self, obj: Obj, usable: bool) -> str:
        return self.object_tip(obj, usable)

    def rebuild(self) -> None:
        """As the kit's, with the prompt bar as tall as its words need; while the round's
        reveal waits, the focus ring is on Next round (what Enter does then). Otherwise the
        focus never jumps onto a move by itself."""
        self.rebuild_table()
        self.fit_bar()

    def rebuild_table(self) -> None:
        super().rebuild()
        if self.round_waits() and not self.guide_reading():
            bar = [w for w in self.form.widgets if isinstance(w, Button)]
            if bar:
                self.form.set_focus(bar[0])

    guide_keep = silver_keep

    def guide_anchor(self, name: str) -> pygame.FRect | None:
        rect = guide_rect(self, name)  # Silver's parts, else the kit's (prompt, hand, log)
        return rect if rect is not None else super().guide_anchor(name)
