"""The privacy audit in the test suite: one whole game per audited table of every title
(all-human tables at every size, the options that move knowledge, mixes with computers),
every frame checked (see privacy_audit.py). The suite plays the two-person tables; the audit
run (``pytest -m audit``) the others. ``python -m tests.privacy_audit --games 200``
runs it at scale; the frames audited here are printed in the test report."""

from __future__ import annotations

import pytest

from .privacy_audit import TABLES, Table, audit_game

AUDITED: dict[str, list[int]] = {}  # per title: [games, frames, spectator frames, curtains]

CASES = [(table, seed) for tables in TABLES.values() for seed, table in enumerate(tables, 1)]


@pytest.mark.parametrize(("table", "seed"), CASES, ids=[t.label() for t, _ in CASES])
def test_no_frame_shows_a_seat_anything_it_may_not_know(table: Table, seed: int) -> None:
    audit = audit_game(table, seed)
    assert audit.frames > 0
    assert audit.said > audit.curtains  # the screen reader heard the game, checked throughout
    if table.game == "silencio":
        assert audit.hands_said > 0  # each seat's own cards, read to that seat alone
    if table.options.get("choice_mode") != "same_keyboard":  # one keyboard: no curtain
        assert audit.curtains > 0
        assert audit.bursts_refused == audit.curtains  # every lift met a burst, refused
    total = AUDITED.setdefault(table.game, [0, 0, 0, 0])
    for i, n in enumerate((1, audit.frames, audit.spectator_frames, audit.curtains)):
        total[i] += n


@pytest.mark.parametrize("game", sorted(TABLES))
def test_moves_taken_back_show_nobody_anything_new(game: str) -> None:
    """People take moves back at random (U at the table, or on the next curtain): each undo
    lands exactly on the position the move was made from, and every frame is audited."""
    table = TABLES[game][0]  # two people, curtains between them
    audit = audit_game(table, seed=7, undo=0.3)
    assert audit.undos > 0 and audit.frames > 0
