"""Silex's words as a player reads them on a real (headless) table: counted nouns agree with
their number, in every label, tooltip and log line of a whole game."""

from __future__ import annotations

import math
import re

from game.engine import new_game
from game.engine.silex.data import CARDS
from game.i18n import ngettext
from game.scenes.silex.faces import face
from game.shell.session import Seat, Session
from game.ui.cards import CARD_SIZES, CardFace, caption_surface

from .i18n_helpers import in_language
from .shell_helpers import frames, make_app, open_table

# "1 cards", "1 points", "1 Black Ideas" ...: a count of one with a plural noun.
ONE_PLURAL = re.compile(
    r"(?<![\d.])\b1 (?:more |hidden )?(cards|points|Idea flints|Black Ideas|Characters|"
    r"Discoveries)\b"
)


def test_counted_words_take_each_languages_own_plural() -> None:
    def cards(n: int) -> str:
        return ngettext("{n} card", "{n} cards", n).format(n=n)

    with in_language("en"):
        assert [cards(n) for n in (0, 1, 2)] == ["0 cards", "1 card", "2 cards"]
    with in_language("fr"):  # French counts zero as one
        assert [cards(n) for n in (0, 1, 2)] == ["0 carte", "1 carte", "2 cartes"]
    with in_language("de"):
        assert [cards(n) for n in (0, 1, 2)] == ["0 Karten", "1 Karte", "2 Karten"]


def whole_game_words() -> set[str]:
    """Every text drawn, every tooltip and every log line of a whole 3-seat game."""
    app = make_app()
    options = {"expert_doubles": True, "memory_aid": True}
    state = new_game("silex", 3, seed=5, options=options)
    session = Session(state, [Seat(f"P{i}", False) for i in range(3)])
    scene = open_table(app, session)
    seen: set[str] = set()
    for _ in range(6000):
        frames(app)
        scene.motion.skip()
        seen |= set(app.painter.drawn_text)
        seen |= {w.tooltip for w in scene.form.widgets if getattr(w, "tooltip", "")}
        if state.is_over:
            break
    assert state.is_over
    seen |= {session.describe(e) for s in range(3) for e in state.events_for(s)}
    return seen


def test_no_label_tooltip_or_log_line_says_one_with_a_plural() -> None:
    words = whole_game_words()
    wrong = sorted(w for w in words if ONE_PLURAL.search(w))
    assert not wrong, wrong
    assert any(re.search(r"\b1 card\b", w) for w in words)  # a single card was counted


def faces_drawn_at(size: tuple[int, int]) -> list[tuple[CardFace, int, int]]:
    """Every Silex card face drawn during a whole 3-seat game (cards in flight included, at
    every size they pass through) and on its end screen, with its real pixel size."""
    app = make_app(size)
    drawn: list[tuple[CardFace, int, int]] = []
    art = app.painter.art

    def record(key, build, rect) -> None:
        if key[0] == "card" and key[1] is not None:
            real = app.painter.real_rect(rect)
            drawn.append((key[1], real.w, real.h))
        art(key, build, rect)

    app.painter.art = record  # type: ignore[method-assign]
    options = {"expert_doubles": True, "memory_aid": True}
    state = new_game("silex", 3, seed=12, options=options)
    session = Session(state, [Seat(f"P{i}", False) for i in range(3)])
    open_table(app, session)
    for _ in range(6000):
        frames(app)  # cards fly: no skipping
        if state.is_over:
            break
    frames(app, 90)  # the end screen, with the revealed Discoveries
    assert state.is_over and app.errors == []
    return drawn


def test_every_card_face_has_a_caption_that_fits_at_800x600() -> None:
    drawn = faces_drawn_at((800, 600))
    assert {f.caption for f, _, _ in drawn} >= {"Blog", "Url", "Web", "Spam"}
    assert min(w for _, w, _ in drawn) <= 23  # the smallest cards (mini) were drawn
    for drawn_face, w, h in set(drawn):
        caption = caption_surface(drawn_face, w, h)
        assert caption is not None, f"{drawn_face.caption!r} has no caption at {w}x{h}"
        assert caption.get_width() <= w and caption.get_height() <= h / 2
    names = {f.caption for f, w, _ in drawn if w >= 60}  # hand-size cards show the name
    assert not any(n.startswith(("Nbr", "Disc", "Neighbour")) for n in names), names


def test_every_card_has_a_caption_at_every_size_at_800x600() -> None:
    """Cards fly through every size between the smallest and the largest: whichever a card
    is drawn at, its name or its short form is on it, at 11 px or more."""
    scale = 800 / 1280
    for card in CARDS.values():
        for w, h in CARD_SIZES.values():
            real_w, real_h = math.floor(w * scale), math.floor(h * scale)
            assert caption_surface(face(card.as_dict()), real_w, real_h) is not None, (card, w)
