"""Refusals a player can read, and what each seat is asked."""

from __future__ import annotations

import pytest

from game.engine import IllegalAction

from .silex_helpers import act, arrange, play

PILES = [["neighbour-8"], ["blog-2"], ["neighbour-4"]]


def refusal(state, action) -> str:
    with pytest.raises(IllegalAction) as err:
        state.apply(action)
    return str(err.value)


def test_refusals_say_why() -> None:
    s = arrange(hands={0: ["blog-4", "url-1", "discovery-1"]}, piles=PILES, spread=["web-1"])
    assert "strictly greater" in refusal(s, play(["url-1"], "url-1", 2))
    assert "visible only once" in refusal(s, play(["blog-4"], "blog-4", 0))
    assert "from your hand" in refusal(s, play(["web-1"], "web-1", 0))
    assert "never be played" in refusal(s, play(["discovery-1", "blog-4"], "blog-4", 1))
    assert "top card" in refusal(
        s, {"type": "play", "cards": ["blog-4"], "top": "url-1", "pile": 1}
    )
    order = {"type": "play", "cards": ["url-1", "blog-4"], "top": "blog-4", "pile": 1}
    assert "hand order" in refusal(s, order)
    assert "reveal" in refusal(s, {"type": "black_idea"})
    assert "Expert" in refusal(s, play(["blog-4", "url-1"], "url-1", 0, "double"))
    assert "not a move" in refusal(s, {"kind": "play"})


def test_out_of_turn_moves_say_what_is_asked() -> None:
    s = arrange(hands={0: ["url-6", "blog-1"], 1: ["spam-1"]}, piles=PILES, spread=["web-1"])
    act(s, play(["url-6"], "url-6", 0))
    assert "Url" in refusal(s, {"type": "draw", "spot": 0})
    act(s, {"type": "url", "direction": "left"})
    text = refusal(s, {"type": "no_power"})
    assert text.startswith("Not now") and "nobody sees it" in text


def test_prompts() -> None:
    s = arrange(hands={0: ["blog-1"]}, piles=PILES, spread=["web-1"])
    assert s.view(0)["prompt"]["text"] == (
        "Your turn: search for ideas, play strictly above a pile, or show your hand and take "
        "a Black Idea."
    )
    assert s.view(1)["prompt"]["text"] == "" and s.view(1)["prompt"]["seat"] == 0
