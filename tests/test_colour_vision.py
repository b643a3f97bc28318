"""Colour is never the only signal (issue 35), checked as a player with deuteranopia or
protanopia sees the colours (tests/colour_vision.py): every colour that tells families or
routes apart has a second cue of its own (a symbol, a letter, a dash pattern, a start icon's
shape), and a card's ink stays readable on its paper. ``python -m tests.colour_sheet --out DIR``
draws every face and the Zilence board as seen, to look at."""

from __future__ import annotations

import json
from itertools import combinations

import pytest

from game.engine.common.resources import level_path
from game.scenes.silencio.faces import COLOR_RGB, LETTER, SYMBOL
from game.scenes.silex.faces import FAMILY
from game.scenes.silver.faces import KINDS
from game.ui.cards import PAPER, _darker
from game.ui.zilence_look import DASHES

from .colour_vision import _linear, distance, simulate

VISIONS = ("deuteranopia", "protanopia")


def zilence_routes() -> dict[str, tuple]:
    catalogue = json.loads(level_path("zilence", "catalogue.json").read_text(encoding="utf-8"))
    return {c["id"]: tuple(c["rgb"]) for c in catalogue["colors"]}


def families() -> dict[str, dict[str, tuple[tuple, tuple]]]:
    """Per game, each colour-coded family: (its colour, its other cues). Zilence's start
    icons differ in shape too (tests/test_zilence_board_view.py)."""
    return {
        "silencio": {c: (rgb, (SYMBOL[c], LETTER[c])) for c, rgb in COLOR_RGB.items()},
        "silex": {k: (rgb, (symbol, letter)) for k, (rgb, symbol, letter) in FAMILY.items()},
        "silver": {k: (rgb, (symbol,)) for k, (rgb, symbol) in KINDS.items()},
        "zilence": {c: (rgb, (DASHES[c],)) for c, rgb in zilence_routes().items()},
    }


@pytest.mark.parametrize("game", ["silencio", "silex", "silver", "zilence"])
def test_colours_that_merge_for_a_colour_blind_player_differ_in_another_cue(game: str) -> None:
    family = families()[game]
    merged = []
    for (a, (rgb_a, cues_a)), (b, (rgb_b, cues_b)) in combinations(family.items(), 2):
        for cue_a, cue_b in zip(cues_a, cues_b, strict=True):
            assert cue_a != cue_b, f"{game}: {a} and {b} share a cue {cue_a!r}: colour alone"
        for vision in VISIONS:
            if distance(simulate(rgb_a, vision), simulate(rgb_b, vision)) < 20:
                merged.append((a, b, vision))
    if game in ("silencio", "silex", "silver"):  # the simulation does its job: some do merge
        assert merged, f"{game}: no colours merge under simulation (is it simulating?)"


def contrast(a: tuple, b: tuple) -> float:
    def luminance(c: tuple) -> float:
        r, g, b_ = (_linear(x) for x in c)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b_

    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


@pytest.mark.parametrize("vision", ("normal", *VISIONS))
def test_a_card_s_value_and_symbol_stay_readable_on_its_paper(vision: str) -> None:
    """The ink (the family colour, darkened) against the card's paper: 4.5:1 at least."""
    see = (lambda c: c) if vision == "normal" else (lambda c: simulate(c, vision))
    for game, family in families().items():
        if game == "zilence":
            continue  # routes are lines on the board, not ink on a card
        for name, (rgb, _cues) in family.items():
            ink = _darker(rgb, 0.55)
            assert contrast(see(ink), see(PAPER)) >= 4.5, (game, name, vision)
