"""Silver scenario tests: every ability, the Bodyguard, the Squire display, the Rascal and
the Silver Amulet (placement, the covered card, the last-card case, hand-over, tie-break)."""

from __future__ import annotations

import pytest

from game.engine import IllegalAction
from game.engine.silver.rules import amulet_handover, final_winner

from .silver_helpers import discard_turns, fresh, rig, skip_peeks, turn_to, types

OTHERS = [[10, 10, 9, 9, 8], [8, 8, 9, 7, 7]]
DEFAULTS = fresh().options


def ready(mine, deck, others=OTHERS, discard=(5,), **options):
    state = fresh(3, **options)
    skip_peeks(state)
    rig(state, villages=[mine, *others], deck=list(deck), discard=list(discard))
    for t in range(52):
        state.seen[t] = set()
    turn_to(state, 0)
    return state


def draw_and_discard(state):
    state.apply({"type": "draw"})
    state.apply({"type": "discard"})


def targets(state, kind="look"):
    return [a["card"] for a in state.legal_actions() if a["type"] == kind]


def test_exposer_turns_one_of_your_own_cards_face_up() -> None:
    state = ready([1, 2, 3, 4, 6], deck=[5])
    draw_and_discard(state)
    assert state.decision.kind == "exposer"
    assert targets(state, "flip") == state.villages[0]
    t = state.villages[0][1]
    state.apply({"type": "flip", "card": t})
    assert state.up[t] and types(state)[-1] != "round_end"


def test_revealer_turns_any_card_but_not_a_protected_one() -> None:
    state = ready([1, 2, 3, 4, 6], deck=[6], others=[[3, 10, 11, 11, 12], OTHERS[1]])
    guard, buddy = state.villages[1][0], state.villages[1][1]
    state.up[guard] = True
    state.guard[guard] = buddy
    draw_and_discard(state)
    options = targets(state, "flip")
    assert buddy not in options and guard not in options  # face up anyway, and protected
    assert state.villages[1][2] in options and state.villages[0][0] in options
    state.apply({"type": "flip", "card": state.villages[2][0]})
    assert state.up[state.villages[2][0]]


def test_beholder_views_up_to_two_of_your_own_cards() -> None:
    state = ready([1, 2, 3, 4, 6], deck=[7])
    draw_and_discard(state)
    a, b = state.villages[0][0], state.villages[0][3]
    state.apply({"type": "look", "card": a})
    assert state.decision.kind == "beholder" and a not in targets(state)
    state.apply({"type": "look", "card": b})
    assert state.decision is None and state.seen[a] == {0} and state.seen[b] == {0}
    saw = [e for e in state.private[0] if e["type"] == "saw"][-2:]
    assert [(e["card"], e["value"], e["how"]) for e in saw] == [
        (a, 1, "beholder"),
        (b, 4, "beholder"),
    ]


def test_apprentice_seer_views_an_opponents_card_only() -> None:
    state = ready([1, 2, 3, 4, 6], deck=[8])
    draw_and_discard(state)
    options = targets(state)
    assert set(options) == set(state.villages[1] + state.villages[2])
    t = state.villages[2][4]
    state.apply({"type": "look", "card": t})
    assert state.seen[t] == {0}
    assert not any(e["type"] == "saw" and e["card"] == t for e in state.private[2])


def test_seer_views_any_card_and_the_option_adds_the_deck_top() -> None:
    state = ready([1, 2, 3, 4, 6], deck=[9])
    draw_and_discard(state)
    assert set(targets(state)) == {t for v in state.villages for t in v}
    other = ready([1, 2, 3, 4, 6], deck=[9, 0], seer_scope="opponents_and_deck")
    draw_and_discard(other)
    options = targets(other)
    assert other.deck[-1] in options and not set(options) & set(other.villages[0])


def test_master_takes_any_discard_card_and_exchanges_it_face_up() -> None:
    state = ready([1, 2, 3, 4, 6], deck=[10], discard=[0, 7, 12])
    zero = state.discard[0]
    draw_and_discard(state)
    master = state.discard[-1]
    assert master not in targets(state, "take") and zero in targets(state, "take")
    state.apply({"type": "take", "card": zero})
    assert state.decision.kind == "new_card" and {"type": "discard"} not in state.legal_actions()
    out = state.villages[0][4]
    state.apply({"type": "exchange", "card": out})
    assert state.villages[0][4] == zero and state.up[zero]
    assert state.discard[-1] == out


def test_witch_looks_at_the_top_card_and_may_swap_it_into_any_village() -> None:
    state = ready([1, 2, 3, 4, 6], deck=[11, 0])
    draw_and_discard(state)
    top = state.deck[-1]
    state.apply({"type": "look_deck"})
    assert state.decision.kind == "witch_swap" and state.seen[top] == {0}
    victim = state.villages[1][2]
    state.apply({"type": "swap", "card": victim})
    assert state.villages[1][2] == top and not state.up[top]
    assert state.discard[-1] == victim and state.up[victim]
    assert state.seen[top] == {0}  # the owner does not learn what it received


def test_witch_may_leave_the_card_on_the_deck() -> None:
    state = ready([1, 2, 3, 4, 6], deck=[11, 0])
    draw_and_discard(state)
    top = state.deck[-1]
    state.apply({"type": "look_deck"})
    state.apply({"type": "skip"})
    assert state.deck[-1] == top and "witch_keep" in types(state)
    assert state.view(0)["table"]["deck"]["top"]["known"] is True
    assert state.view(1)["table"]["deck"]["top"]["known"] is False


def test_robber_swaps_cards_and_views_the_card_received() -> None:
    state = ready([1, 2, 3, 4, 13], deck=[12])
    mine = state.villages[0][4]
    state.up[mine] = True
    theirs = state.villages[1][0]
    draw_and_discard(state)
    state.apply({"type": "give", "card": mine})
    assert state.decision.kind == "robber_steal"
    state.apply({"type": "steal", "card": theirs})
    assert state.villages[0][4] == theirs and state.villages[1][0] == mine
    assert state.up[mine] and not state.up[theirs]  # each keeps its orientation
    assert state.seen[theirs] == {0}


def test_empath_views_one_of_your_face_down_cards_per_turn() -> None:
    state = ready([2, 5, 6, 7, 8], deck=[9])
    empath = state.villages[0][0]
    state.up[empath] = True
    views = [a for a in state.legal_actions() if a["type"] == "empath"]
    assert [a["card"] for a in views] == state.villages[0][1:]
    state.apply(views[0])
    assert not any(a["type"] == "empath" for a in state.legal_actions())
    assert {"type": "call"} not in state.legal_actions()


def test_bodyguard_protects_itself_and_a_designated_card_from_opponents() -> None:
    state = ready([3, 1, 6, 7, 8], deck=[9])
    guard, buddy = state.villages[0][0], state.villages[0][2]
    state.up[guard] = True
    state.apply({"type": "guard", "bodyguard": guard, "card": buddy})
    assert state.protected(0) == {guard, buddy}
    turn_to(state, 1)
    draw_and_discard(state)  # a Seer for seat 1
    options = targets(state)
    assert buddy not in options and state.villages[0][1] in options
    view = state.view(2)["table"]["villages"][0]
    assert view[0]["guards"] == buddy and view[2]["protected"]


def test_squire_shows_a_card_that_may_be_drawn_instead_of_the_top_card() -> None:
    state = ready([1, 5, 6, 7, 8], deck=[9, 2])
    squire = state.villages[0][0]
    state.up[squire] = True
    state.settle()
    assert len(state.display) == 1 and state.val[state.display[0]] == 9
    shown = state.display[0]
    state.apply({"type": "draw", "card": shown})
    assert len(state.display) == 1  # refilled from the deck
    state.apply({"type": "exchange", "card": state.villages[0][4]})
    assert state.up[shown]  # U-4: a displayed card enters face up


def test_rascal_draws_an_extra_card_and_discards_the_spare() -> None:
    state = ready([4, 5, 6, 7, 8], deck=[1, 9])
    rascal = state.villages[0][0]
    state.up[rascal] = True
    first, second = state.deck[-1], state.deck[-2]
    state.apply({"type": "draw"})
    assert state.decision.kind == "rascal"
    state.apply({"type": "draw"})
    assert state.decision.kind == "keep"
    state.apply({"type": "keep", "card": first})
    assert state.discard[-1] == second and state.up[second]
    assert state.decision.kind == "new_card"


def test_an_ability_without_a_target_fizzles() -> None:
    state = ready([1, 2, 3, 4, 6], deck=[8])
    for t in state.villages[1] + state.villages[2]:
        state.up[t] = True
    draw_and_discard(state)
    assert "fizzle" in types(state) and state.decision is None


def test_amulet_is_placed_only_when_earned_and_then_blocks_the_card() -> None:
    state = ready([1, 2, 3, 4, 6], deck=[9])
    assert not any(a["type"] == "amulet" for a in state.legal_actions())
    state.amulet_holder, state.amulet_usable = 0, True
    covered = state.villages[0][0]
    state.apply({"type": "amulet", "card": covered})
    assert {"type": "call"} not in state.legal_actions()
    assert not any(a["type"] == "amulet" for a in state.legal_actions())
    turn_to(state, 1)
    draw_and_discard(state)  # Seer
    assert covered not in targets(state)


def test_amulet_on_the_last_card_allows_only_drawing_to_discard_or_calling() -> None:
    state = ready([6], deck=[8, 2])
    state.amulet_holder, state.amulet_usable = 0, True
    state.amulet_card = state.villages[0][0]
    acts = state.legal_actions()
    assert {"type": "take"} not in acts and {"type": "call"} in acts
    state.apply({"type": "draw"})
    assert state.legal_actions() == [{"type": "discard"}]
    state.apply({"type": "discard"})
    assert state.decision.kind == "apprentice"  # an ability not touching your village


def handover(scores, caller=None, ok=None, holder=0, usable=False, **options):
    return amulet_handover(scores, caller, ok, holder, usable, {**DEFAULTS, **options})


def test_amulet_handover_in_every_case() -> None:
    assert handover([0, 7, 9], caller=0, ok=True) == (0, True, "called")
    assert handover([5, 0, 9], caller=1, ok=True, holder=2) == (1, True, "called")
    # successful caller tied at 0: the caller still takes it (U-16), or the tie rules decide
    assert handover([0, 0, 9], caller=1, ok=True) == (1, True, "called")
    assert handover([0, 0, 9], caller=1, ok=True, caller_tie_zero="tie_rules") == (
        0,
        False,
        "tie_kept",
    )
    # no call, one lowest: that player, not usable
    assert handover([8, 3, 9], holder=0, usable=True) == (1, False, "lowest")
    # failed call: the caller is out of the running
    assert handover([20, 3, 9], caller=0, ok=False) == (1, False, "lowest")
    # tie including this round's holder: the holder keeps it, unusable (U-17)
    assert handover([4, 4, 9], holder=1, usable=True) == (1, False, "tie_kept")
    assert handover([4, 4, 9], holder=1, usable=True, amulet_keeper_usable=True) == (
        1,
        True,
        "tie_kept",
    )
    # tie without the holder: the first tied player to the holder's left
    assert handover([4, 9, 4, 4], holder=1) == (2, False, "tie_left")
    assert handover([4, 9, 9, 4], holder=1) == (3, False, "tie_left")
    assert handover([4, 9, 9, 9], holder=1) == (0, False, "lowest")
    assert handover([4, 9, 4, 9], holder=3) == (0, False, "tie_left")


def test_final_tie_break() -> None:
    assert final_winner([30, 40, 50], holder=2) == (0, [0])
    assert final_winner([30, 30, 50], holder=1) == (1, [0, 1])  # the holder wins the tie
    assert final_winner([30, 50, 30, 30], holder=1) == (2, [0, 2, 3])  # first to its left
    assert final_winner([30, 50, 50, 30], holder=1) == (3, [0, 3])
    assert final_winner([30, 30, 50, 50], holder=3) == (0, [0, 1])


def test_the_next_round_starts_with_the_amulet_holder() -> None:
    state = ready([0, 1, 2, 3], deck=[12, 12, 12])
    state.apply({"type": "call"})
    discard_turns(state, 2)
    assert state.stage == "round_end" and state.current_player == 0
    state.apply({"type": "continue"})
    assert state.round == 2 and state.start == 0 and state.stage == "peek"
    assert state.amulet_usable and state.amulet_card is None


def test_robber_cannot_take_a_protected_or_amulet_card() -> None:
    state = ready([1, 2, 3, 4, 6], deck=[12], others=[[3, 10, 9, 9, 8], OTHERS[1]])
    guard, buddy = state.villages[1][0], state.villages[1][1]
    state.up[guard] = True
    state.guard[guard] = buddy
    state.amulet_holder, state.amulet_usable = 2, True
    state.amulet_card = state.villages[2][0]
    draw_and_discard(state)
    state.apply({"type": "give", "card": state.villages[0][0]})
    stealable = targets(state, "steal")
    assert guard not in stealable and buddy not in stealable
    assert state.amulet_card not in stealable and state.villages[1][2] in stealable


def test_display_card_face_down_option_and_exchange_only_option() -> None:
    state = ready([1, 5, 6, 7, 8], deck=[9, 2], display_face="down", display_draw="exchange_only")
    state.up[state.villages[0][0]] = True
    state.settle()
    shown = state.display[0]
    state.apply({"type": "draw", "card": shown})
    assert {"type": "discard"} not in state.legal_actions()
    state.apply({"type": "exchange", "card": state.villages[0][4]})
    assert not state.up[shown] and state.seen[shown] == {0, 1, 2}


def test_refusals_say_why() -> None:
    state = ready([1, 2, 3, 4, 6], deck=[9])
    with pytest.raises(IllegalAction, match="4 or fewer"):
        state.apply({"type": "call"})
    with pytest.raises(IllegalAction, match="amulet"):
        state.apply({"type": "amulet", "card": state.villages[0][0]})
    state.apply({"type": "draw"})
    with pytest.raises(IllegalAction, match="First finish"):
        state.apply({"type": "take"})
