"""Reduced motion (issue 35): whole games of each title with the setting on, every frame
checked for anything drawn on its way between two places (privacy_audit's ``calm``); what a
motion carried still shows: an outline where a thing landed."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.table.motion import LANDING_SECONDS, Motion, Tween

from .privacy_audit import TABLES, audit_game


def test_a_calm_motion_lands_at_once_and_outlines_where() -> None:
    motion = Motion(calm=True)
    end = pygame.FRect(100, 100, 60, 90)
    motion.add(Tween(pygame.FRect(0, 0, 60, 90), end, "blue-7"))
    assert not motion.busy and not motion.tweens
    assert [x.rect for x in motion.landings] == [end]
    motion.update(LANDING_SECONDS / 2)
    assert motion.landings  # still outlined
    motion.update(LANDING_SECONDS / 2 + 0.01)
    assert not motion.landings  # and gone: nothing blinks or lingers


def test_without_the_setting_things_still_fly() -> None:
    motion = Motion()
    motion.add(Tween(pygame.FRect(0, 0, 6, 9), pygame.FRect(100, 100, 6, 9), None))
    assert motion.busy and not motion.landings


@pytest.mark.parametrize("game", sorted(TABLES))
def test_a_whole_game_with_reduced_motion_moves_nothing_between_two_places(game) -> None:
    table = TABLES[game][-1]  # people and a computer
    audit = audit_game(table, seed=5, calm=True)
    assert audit.frames > 0 and audit.moves > 0
