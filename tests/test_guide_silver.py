"""Silver's guided first game (issue 31): on its deal every rule comes up in the first round,
the amulet and the call before the round's scores, and a learner who plays otherwise than
the computer would still reaches the end; no note names a card (Faithful memory)."""

from __future__ import annotations

import random
import re

from game.engine import GAMES
from game.engine.common import choose
from game.engine.silver.cards import VALUE_ORDERS
from game.shell.guide import LEARNER, play_through
from game.shell.guides import GUIDES
from game.shell.guides.silver import calling_time, power_card, round_over

GUIDE = GUIDES["silver"]


def computer_learner(state, step):
    """The learner plays as a computer would, and makes each taught move."""
    mine = choose(state, GAMES["silver"], LEARNER)
    if step is None or step.move is None:
        return mine
    ok = [a for a in state.actions_for(LEARNER) if step.move(state, a)]
    return mine if mine in ok else ok[0]


def test_every_rule_comes_up_in_the_first_round_in_its_order() -> None:
    run = play_through(GUIDE, computer_learner)
    state = run.state
    assert run.finished and run.reached == list(range(len(GUIDE.steps)))
    assert state.round == 1 and state.stage == "round_end"  # the round's scores are explained
    assert state.last_round["caller"] == LEARNER and state.last_round["call_ok"]
    moments = [s.when for s in GUIDE.steps]
    # the power before the amulet, the amulet and the call before the scores
    assert moments.index(power_card) < moments.index(calling_time) < moments.index(round_over)


def test_a_learner_who_plays_otherwise_still_reaches_the_end() -> None:
    for k in range(12):
        rng = random.Random(k)

        def learner(state, step, rng=rng):
            legal = state.actions_for(LEARNER)
            if step is not None and step.move is not None:
                return rng.choice([a for a in legal if step.move(state, a)])
            if rng.random() < 0.7:
                return choose(state, GAMES["silver"], LEARNER)
            return rng.choice(legal)

        run = play_through(GUIDE, learner)
        assert run.finished, (k, run.step)


def test_no_note_names_a_card() -> None:
    """What the learner looked at stays theirs to remember: no note names a value or a card
    (the numbers in the notes are rules: 0 to 13, 5 to 12, four cards, plus 10)."""
    names = {name.lower() for order in VALUE_ORDERS.values() for name in order.values()}
    for step in GUIDE.steps:
        words = set(re.findall(r"[a-z]+", step.text.lower()))
        assert not words & names, step.text
