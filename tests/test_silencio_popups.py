"""Silencio's choice pop-ups leave in view what the choice is about (issue 29, item 10):
the rows with their labels, the Oracle, the pending effects, the start card and the hand."""

from __future__ import annotations

import random

import pygame
import pytest

from game.engine import new_game
from game.engine.common import GameState
from game.scenes.guard import GUARD_SECONDS
from game.scenes.silencio import SilencioTable
from game.scenes.silencio.layout import INFO_X
from game.shell.session import Seat, Session

from .shell_helpers import arm_curtain, frames, key, make_app, open_table, wait

SIZES = [(1280, 720), (800, 600), (1920, 1080)]


def opened(state: GameState, size: tuple[int, int]) -> SilencioTable:
    app = make_app(size)
    session = Session(state, [Seat(f"P{i}", True) for i in range(state.num_players)])
    scene = open_table(app, session)
    frames(app, 2)
    if scene.view["moment"] != "anyone":
        arm_curtain(app)
        key(app, pygame.K_RETURN)
        wait(app, GUARD_SECONDS + 0.05)
    scene.rebuild()
    return scene


def green_swap_choice() -> GameState:
    """A 3-player game at the green light effect's choice of swap."""
    rnd = random.Random(0)
    state = new_game("silencio", 3, seed=0)
    while not any(a["type"] == "swap_action" for a in state.legal_actions()):
        state.apply(rnd.choice(state.legal_actions()))
    return state


def kept_in_view(scene: SilencioTable) -> list[pygame.FRect]:
    """What a choice may be about: the rows, the Oracle, the effects column under it."""
    geo = scene.geo()
    info = pygame.FRect(INFO_X, geo.y(134), scene.table_width() - INFO_X, 0)
    info.h = scene.layout().prompt_y - info.y
    return [geo.rows_area(), info]


@pytest.mark.parametrize("size", SIZES)
def test_the_start_card_choices_lie_beside_the_start_card(size) -> None:
    scene = opened(new_game("silencio", 4, seed=1), size)
    popup = scene.popup
    assert len(popup) == 4  # one button a player
    geo = scene.geo()
    for rect in kept_in_view(scene) + [geo.start_card_rect(), geo.start_caption_rect()]:
        assert not any(b.rect.colliderect(rect) for b in popup), rect
    assert all(b.rect.y > scene.bar().bottom for b in popup)
    assert all(b.rect.right <= scene.table_width() for b in popup)


@pytest.mark.parametrize("size", SIZES)
def test_the_green_swap_choices_leave_rows_oracle_effects_and_hand_in_view(size) -> None:
    scene = opened(green_swap_choice(), size)
    popup = scene.popup
    assert [b.text for b in popup][:3] == [
        "Swap a card with a player",
        "Swap a card with the Oracle",
        "Replace the Oracle",
    ]
    hand = (
        scene.layout()
        .hand_row(1, (10, 10))[0]
        .unionall([scene.hit[("card", c["card"])] for c in scene.table["hand"]])
    )
    for rect in kept_in_view(scene) + [hand, scene.bar()]:
        assert not any(b.rect.colliderect(rect) for b in popup), rect
    # Over the log's older lines: its newest, which say what asked, stay readable.
    log = scene.log_panel.rect()
    assert all(b.rect.bottom < log.y + log.h * 0.7 for b in popup)
