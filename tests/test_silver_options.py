"""Every uncertainty-register option of Silver plays whole games in its alternative form."""

from __future__ import annotations

import random

import pytest

from game.engine import GAMES, new_game

from .contract import check_resample, random_playout

INFO = GAMES["silver"]


def alternatives() -> list[tuple[str, object]]:
    out: list[tuple[str, object]] = []
    for name, default in INFO.default_options.items():
        info = INFO.option_info[name]
        values = info.choices if info.choices else (not default,)
        out += [(name, v) for v in values if v != default]
    return out


def test_every_option_is_described_and_defaults_are_its_choices() -> None:
    assert set(INFO.option_info) == set(INFO.default_options)
    for name, default in INFO.default_options.items():
        info = INFO.option_info[name]
        assert info.label and info.help
        assert not info.choices or default in info.choices
        assert all(info.value_label(v) for v in info.choices)


@pytest.mark.parametrize(("name", "value"), alternatives())
def test_alternative_rules_play_to_the_end(name: str, value: object) -> None:
    for seed in range(3):
        state = random_playout(INFO, 300 + seed, options={name: value})
        assert state.options[name] == value


KNOWLEDGE_OPTIONS = [
    {"rascal_spares": "deck"},
    {"seer_scope": "opponents_and_deck"},
    {"display_face": "down"},
    {"witch_optional": False, "memory": "assist"},
]


@pytest.mark.parametrize("options", KNOWLEDGE_OPTIONS)
def test_alternatives_that_move_knowledge_leak_nothing(options: dict[str, object]) -> None:
    rnd = random.Random(12)
    differed = 0
    for seed in range(2):
        state = new_game("silver", 3, seed=seed, options=options)
        step = 0
        while not state.is_over:
            if step % 23 == 0:
                differed += check_resample(state, rnd)
            state.apply(rnd.choice(state.legal_actions()))
            step += 1
    assert differed > 0
