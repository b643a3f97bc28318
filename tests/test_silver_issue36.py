"""What issue 36 found at the Silver table, through the real table scene headless: Faithful
memory kept by the log, multi-pick moves that can be stepped back, the Robber's public line,
the amulet's badge and the round summary."""

from __future__ import annotations

import random

import pygame
import pytest

from game.engine import new_game
from game.engine.common import bot_input
from game.engine.silver.bot import bot
from game.engine.silver.describe import describe
from game.scenes.menu import MainMenu
from game.scenes.replay import open_replay
from game.shell.session import Seat, Session

from .shell_helpers import frames, key, make_app, open_table
from .test_silver_abilities import draw_and_discard, ready
from .test_silver_scene import click_button, click_obj, human_first
from .test_silver_table_fixes import buttons, my_turn_table, press


def private_lines(scene) -> list[str]:
    panel = scene.log_panel
    return [panel.lines[i] for i in sorted(panel.private)]


# ---- 2. Faithful memory: the log says that you looked, not what you saw -------------------
@pytest.mark.parametrize("memory", ["faithful", "assist"])
def test_the_log_tells_a_looked_at_value_only_in_assist(memory) -> None:
    app, session, scene = human_first(memory)
    own = [c["id"] for c in scene.own()]
    click_obj(app, scene, ("card", own[0]))
    click_obj(app, scene, ("card", own[2]))
    click_button(app, scene, "View these two")
    frames(app, 2)
    lines = private_lines(scene)
    looked = [t for t in lines if "of your village, at the start of the round" in t]
    assert len(looked) == 2
    if memory == "faithful":
        assert all(t.startswith("You looked at card ") for t in looked), looked
        assert not any("You saw" in t for t in app.painter.drawn_text)
    else:
        assert all(t.startswith("You saw a") for t in looked), looked


def test_a_finished_games_replay_keeps_what_each_seat_saw() -> None:
    """The replay can show every card open: a seat's log there names what it saw."""
    state = new_game("silver", 2, seed=4, options={"memory": "faithful"})
    session = Session(state, [Seat("Ana", True), Seat("Ben", False, "good")])
    while not state.is_over:
        session.apply(session.bot_action())
    app = make_app()
    scene = open_replay(app, session.to_json(), "A game")
    app.stack.reset(MainMenu(app), scene)
    frames(app, 2)
    for _ in range(6):  # past the peeks
        frames(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0)])
    assert any(t.startswith("You saw a") for t in private_lines(scene))


# ---- 4. the Robber: the card to give is marked and can be taken back ---------------------
def robber_turn():
    """Ana (human) has just discarded a Robber straight from the deck, against a computer."""
    app, session, scene = my_turn_table([[4, 9, 4, 7, 8], [10, 10, 11, 11, 3]], [12], [5])
    click_obj(app, scene, ("deck", 0))
    press(app, scene, "Discard the new card")
    assert scene.decision_kind() == "robber"
    return app, session, scene


def test_the_robbers_card_to_give_is_raised_and_back_chooses_again() -> None:
    app, session, scene = robber_turn()
    state = session.state
    own = [c["id"] for c in scene.own()]
    events = len(state.events)
    flat = scene.hit[("card", own[1])].y
    click_obj(app, scene, ("card", own[1]))
    assert scene.decision_kind() == "robber_steal"
    assert scene.picked() == [own[1]] and scene.hit[("card", own[1])].y < flat  # raised
    assert "Back: give another card" in buttons(scene)
    assert len(state.events) == events, "nothing happened at the table yet"
    press(app, scene, "Back: give another card")
    assert scene.decision_kind() == "robber" and scene.picked() == []
    click_obj(app, scene, ("card", own[3]))
    key(app, pygame.K_BACKSPACE)  # the keyboard's way back
    assert scene.decision_kind() == "robber"
    assert len(state.events) == events
    click_obj(app, scene, ("card", own[2]))
    theirs = state.villages[1][4]
    click_obj(app, scene, ("card", theirs))
    assert state.villages[0][2] == theirs and state.villages[1][4] == own[2]


def test_enter_after_choosing_the_card_to_give_never_steals_at_once() -> None:
    """Three Enters used to give card 1 and take an opponent's card 1 unchosen."""
    app, session, scene = robber_turn()
    state = session.state
    own = [c["id"] for c in scene.own()]
    focus = next(w for w in scene.form.widgets if getattr(w, "obj", None) == ("card", own[0]))
    scene.form.focus, scene.form.parked = focus, False
    key(app, pygame.K_RETURN)  # give card 1
    assert scene.decision_kind() == "robber_steal"
    key(app, pygame.K_RETURN)  # the focus is on Back: this steps back
    assert scene.decision_kind() == "robber"
    assert state.villages[0] == own


def test_the_robber_engine_steps_back_and_a_computer_never_does() -> None:
    state = ready([1, 2, 3, 4, 13], deck=[12])
    draw_and_discard(state)
    give = state.villages[0][4]
    state.apply({"type": "give", "card": give})
    assert {"type": "back"} in state.legal_actions()
    events = len(state.events)
    state.apply({"type": "back"})
    assert state.decision.kind == "robber" and "give" not in state.decision.facts
    assert len(state.events) == events
    state.apply({"type": "give", "card": give})
    rng = random.Random(1)
    for level in ("perfect", "good", "forgetful"):
        action = bot(bot_input(state, 0, rng, level))
        assert action["type"] == "steal"


# ---- 5. the robbed player sees which card left ---------------------------------------------
def test_the_robbers_public_line_names_the_spots_that_changed_hands() -> None:
    state = ready([1, 2, 3, 4, 13], deck=[12])
    draw_and_discard(state)
    state.apply({"type": "give", "card": state.villages[0][4]})
    state.apply({"type": "steal", "card": state.villages[1][0]})
    event = next(e for e in state.events if e["type"] == "rob")
    text = describe(event, ["Ana", "Ben", "Cleo"])
    assert text == (
        "Ana uses the Robber: their card in spot 5 and Ben's card in spot 1 change places."
    )
    old = {k: v for k, v in event.items() if k not in ("mine", "slot")}  # an older save
    assert describe(old, ["Ana", "Ben", "Cleo"]).startswith("Ana uses the Robber to swap")


# ---- 7. the drawn cards never cover the score sheet ------------------------------------------
@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_the_middle_row_stays_left_of_the_scores(size) -> None:
    from game.scenes.silver.layout import SilverLayout

    app = make_app(size)
    state = new_game("silver", 2, seed=4)
    scene = open_table(app, Session(state, [Seat("Ana", True), Seat("Ben", False, "good")]))
    base = scene.layout()
    for players in (2, 3, 4):
        others = tuple(range(1, players))
        for display in range(0, 4):
            for new in range(1, 4):
                geo = SilverLayout(base, others, display, new)
                scores = geo.scores_box()
                rects = geo.display_rects(display) + [geo.discard_rect(display)]
                rects += geo.new_card_rects(new, display)
                assert max(r.right for r in rects) <= scores.x, (players, display, new)
                assert geo.deck_rect().x >= geo.middle().x


# ---- 8. the amulet's badge and the round's summary -------------------------------------------
def test_the_amulet_badge_says_laid_once_used_and_the_summary_says_if_usable() -> None:
    from game.scenes.silver import labels

    app, session, scene = human_first("faithful")
    t = scene.table
    t["amulet"] = {"holder": scene.seat, "usable": True, "card": None}
    assert any("usable" in b for b in scene.seat_badges(scene.seat))
    t["amulet"] = {"holder": scene.seat, "usable": True, "card": scene.own()[0]["id"]}
    assert scene.seat_badges(scene.seat) == ["amulet (laid)"]
    t["amulet"] = {"holder": scene.seat, "usable": False, "card": None}
    assert scene.seat_badges(scene.seat) == ["amulet (start player only)"]
    names = ["Ana", "Ben"]
    usable = labels.amulet_line({"amulet": 1, "usable": True}, names)
    kept = labels.amulet_line({"amulet": 1, "usable": False}, names)
    assert "may use it once" in usable and "may not be used" in kept


# ---- the done-when: three people, Faithful, by keyboard alone to Play again -----------------
def test_the_last_round_by_keyboard_alone_reaches_the_end_and_play_again_deals_anew() -> None:
    """The whole game by keys is ``python -m tests.silver_keyboard_game`` (about half a minute);
    here the end of its last round: every move, curtain and Play again by Tab and Enter."""
    from .silver_keyboard_game import play

    out = play(seed=7, from_round=4)
    assert out["state"].is_over and out["moves"] > 5


# ---- 13. a glimpse only holds the screen for a card still face down --------------------------
def test_a_drawn_card_then_discarded_leaves_nothing_to_remember() -> None:
    app, session, scene = my_turn_table([[4, 9, 4, 7, 8], [10, 10, 11, 11, 3]], [2], [5])
    click_obj(app, scene, ("deck", 0))
    drawn = session.state.hand[0]
    assert drawn in scene.glimpses  # the new card, seen on drawing it
    press(app, scene, "Discard the new card")
    assert session.state.up[drawn]
    assert drawn not in scene.glimpses and not scene.hold_curtain()
    assert "Remember what you saw" not in scene.prompt_text()


def test_the_exchange_choices_never_cover_the_new_card() -> None:
    from game.ui.widgets import Button

    app, session, scene = my_turn_table([[4, 9, 4, 7, 8], [10, 10, 11, 11, 3]], [2], [5])
    click_obj(app, scene, ("deck", 0))
    new = scene.hit[("card", session.state.hand[0])]
    click_obj(app, scene, ("card", scene.own()[1]["id"]))
    shown = [w for w in scene.form.widgets if isinstance(w, Button)]
    assert "Exchange for this card" in [b.text for b in shown]
    assert not any(b.rect.colliderect(new) for b in shown)
