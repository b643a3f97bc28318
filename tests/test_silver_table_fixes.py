"""What a new player tripped over at the Silver table (issue 17), through the real table scene
headless: browsing versus taking the discard pile, the round end that waits for Next round,
plain option labels that fit, a partly used Beholder, card-wide slots, the prompt's words and
the other villages side by side."""

from __future__ import annotations

import random
import sys

import pygame
import pytest

from game.engine import GAMES, new_game
from game.engine.silver.explain import prompt
from game.scenes.curtain import CurtainScene
from game.scenes.setup import SetupScene
from game.shell.session import Seat, Session
from game.ui import theme
from game.ui.cards import CARD_SIZES
from game.ui.widgets import Button, Choice

from .shell_helpers import frames, key, make_app, open_table, pass_curtain, wait
from .silver_helpers import fresh, rig, skip_peeks, turn_to
from .test_silver_scene import click_at, click_button, click_obj, table

SIZES = [(800, 600), (1280, 720), (1920, 1080)]


def my_turn_table(villages, deck, discard, size=(1280, 720), players=2):
    """Seat 0 (human) to play its turn against computers, the curtain lifted."""
    state = fresh(players, seed=3)
    skip_peeks(state)
    rig(state, villages=villages, deck=deck, discard=discard)
    turn_to(state, 0)
    app = make_app(size)
    seats = [Seat("Ana", True)] + [Seat(f"Bot{i}", False, "good") for i in range(1, players)]
    session = Session(state, seats)
    scene = open_table(app, session)
    session.lift_curtain()
    scene.refresh()
    frames(app, 2)
    return app, session, scene


def press(app, scene, label: str) -> None:
    """A button clicked once any card in flight has landed (a click in flight only skips)."""
    scene.motion.skip()
    click_button(app, scene, label)


def buttons(scene) -> list[str]:
    return [w.text for w in scene.form.widgets if isinstance(w, Button)]


# ---- 1. the discard pile: browse by clicking, take by the prompt's button ----------------
def test_a_click_on_the_discard_pile_browses_it_and_never_takes() -> None:
    app, session, scene = my_turn_table([[4, 9, 4, 7, 8], [10, 10, 11, 11, 12]], [2], [5, 6])
    moves = len(session.state.history)
    click_obj(app, scene, ("discard", 0))
    assert scene.showing == "discard"
    assert len(session.state.history) == moves
    frames(app)
    assert "The discard pile, bottom to top" in app.painter.drawn_text
    click_obj(app, scene, ("ui", "close"))
    assert scene.showing is None and len(session.state.history) == moves


def test_taking_the_top_discard_is_a_button_and_can_be_cancelled_before_the_exchange() -> None:
    app, session, scene = my_turn_table([[4, 9, 4, 7, 8], [10, 10, 11, 11, 12]], [2], [5, 6])
    state = session.state
    moves = len(state.history)
    assert "Take the top discard" in buttons(scene)
    press(app, scene, "Take the top discard")
    assert len(state.history) == moves, "taking only starts choosing"
    assert "Cancel" in buttons(scene)
    assert "click the card of your village it replaces" in scene.prompt_text()
    click_obj(app, scene, ("deck", 0))  # the deck is not a choice while taking
    assert len(state.history) == moves
    press(app, scene, "Cancel")
    assert len(state.history) == moves and not scene.taking
    assert "Take the top discard" in buttons(scene)
    # take again, pick the 9 and confirm: the take and the exchange are played together
    press(app, scene, "Take the top discard")
    nine = state.villages[0][1]
    click_obj(app, scene, ("card", nine))
    press(app, scene, "Exchange for this card")
    played = state.history[moves : moves + 2]
    assert played == [{"type": "take"}, {"type": "exchange", "card": nine}]
    assert state.val[state.villages[0][1]] == 6 and state.val[nine] == 9 and state.up[nine]
    assert app.errors == []


def test_backspace_puts_a_take_back() -> None:
    app, session, scene = my_turn_table([[4, 9, 4, 7, 8], [10, 10, 11, 11, 12]], [2], [6])
    press(app, scene, "Take the top discard")
    key(app, pygame.K_BACKSPACE)
    assert not scene.taking and "Take the top discard" in buttons(scene)


def test_after_a_take_the_prompt_offers_only_what_is_allowed() -> None:
    state = fresh(2, seed=3)
    skip_peeks(state)
    rig(state, villages=[[4, 9, 4, 7, 8], [10, 10, 11, 11, 12]], deck=[2], discard=[6])
    turn_to(state, 0)
    taken = state.clone()
    taken.apply({"type": "take"})
    assert {"type": "discard"} not in taken.legal_actions()
    text = prompt(taken, 0)["text"]
    assert "Discard the new card" not in text
    assert "may not be discarded" in text and "exchange it for one of your cards" in text
    drawn = state.clone()
    drawn.apply({"type": "draw"})
    assert "Discard the new card" in prompt(drawn, 0)["text"]  # a deck card may be


# ---- 6. the prompt's "or" ------------------------------------------------------------------
def test_the_turn_prompt_lists_its_moves_with_or() -> None:
    state = fresh(2, seed=3)
    skip_peeks(state)
    rig(state, villages=[[4, 9, 4, 7, 8], [10, 10, 11, 11, 12]], deck=[2], discard=[6])
    turn_to(state, 0)
    assert prompt(state, 0)["text"] == "Draw from the deck or take the top discard."
    state.villages[0][4:] = []  # four cards: a call is possible too
    assert prompt(state, 0)["text"] == "Draw from the deck, take the top discard, or call."


# ---- 2. the round end waits for Next round -----------------------------------------------
def before_a_round_end(humans: tuple[bool, ...]) -> Session:
    """A session whose next move, a computer's, ends the round."""
    for seed in range(1, 40):
        state = new_game("silver", len(humans), seed=seed)
        seats = [Seat(f"P{i}", h, "" if h else "good") for i, h in enumerate(humans)]
        session = Session(state, seats)
        while not state.is_over and state.round == 1:
            action = session.bot_action()
            after = state.clone()
            after.apply(action)
            if after.stage == "round_end" and session.is_bot_turn():
                return session
            session.apply(action)
    raise LookupError("no round ended by a computer")


@pytest.mark.parametrize("how", ["mouse", "enter"])
def test_the_round_end_reveal_stays_until_someone_presses_next_round(how) -> None:
    session = before_a_round_end((True, True, False))
    state = session.state
    app = make_app()
    scene = open_table(app, session)
    for _ in range(600):
        if state.stage == "round_end":
            break
        if isinstance(app.stack.top, CurtainScene):
            pass_curtain(app)
        frames(app)
    assert state.stage == "round_end"
    wait(app, 20.0)  # long after any pause: still the reveal, nobody has moved on
    assert state.stage == "round_end" and state.round == 1
    assert not isinstance(app.stack.top, CurtainScene)
    assert any(t.startswith("Round 1 is over") for t in app.painter.drawn_text)
    assert "Next round" in buttons(scene)
    assert getattr(scene.form.focus, "text", "") == "Next round"  # what Enter will do
    if how == "mouse":
        press(app, scene, "Next round")
    else:
        key(app, pygame.K_RETURN)
    assert state.round == 2 and state.stage == "peek"
    assert app.errors == []


def test_computers_alone_go_on_after_the_reveal_by_themselves() -> None:
    session = before_a_round_end((False, False, False))
    app = make_app()
    scene = open_table(app, session)
    wait(app, 1.0)
    assert session.state.stage == "round_end" and scene.shared_moment()
    wait(app, 5.0)
    assert session.state.round == 2


# ---- 3. setup: plain option words that fit -----------------------------------------------
def test_no_option_label_shows_a_register_id() -> None:
    for info in GAMES["silver"].option_info.values():
        assert "U-" not in info.label, info.label
        assert all("U-" not in info.value_label(v) for v in info.choices)


@pytest.mark.parametrize("size", SIZES)
def test_every_silver_option_value_fits_its_box(size) -> None:
    app = make_app(size)
    app.stack.push(SetupScene(app, "silver"))
    scene = app.stack.top
    frames(app)
    seen = 0
    for page in range(scene.option_pages()):
        scene._set_option_page(page)
        for widget in [w for w in scene.form.widgets if isinstance(w, Choice)]:
            for index, (_, text) in enumerate(widget.options):
                widget.index = index
                frames(app)
                assert text in app.painter.drawn_text, f"{text!r} is cut at {size}"
                if widget.label:
                    assert widget.label in app.painter.drawn_text, f"{widget.label!r} is cut"
                seen += 1
    assert seen >= 30


# ---- 4. a partly used Beholder ----------------------------------------------------------------
def test_a_beholder_that_viewed_one_card_is_done_and_the_log_says_it_once() -> None:
    app, session, scene = my_turn_table([[1, 2, 3, 4, 6], [10, 10, 11, 11, 12]], [7], [5])
    state = session.state
    click_obj(app, scene, ("deck", 0))
    press(app, scene, "Discard the new card")
    assert scene.decision_kind() == "beholder"
    assert "Skip the ability" in buttons(scene)
    click_obj(app, scene, ("card", state.villages[0][0]))
    assert scene.decision_kind() == "beholder"
    assert "Done" in buttons(scene) and "Skip the ability" not in buttons(scene)
    press(app, scene, "Done")
    assert state.decision is None
    about = [line for line in scene.log_panel.lines if "use the Beholder" in line]
    about += [line for line in scene.log_panel.lines if "uses the Beholder" in line]
    assert len(about) == 1 and "Ana uses the Beholder" in about[0], about


# ---- 5. card-wide slots -------------------------------------------------------------------
@pytest.mark.parametrize("size", SIZES)
def test_the_spots_for_the_new_card_are_as_wide_as_a_card(size) -> None:
    app, session, scene = my_turn_table(
        [[4, 9, 4, 7, 8], [10, 10, 11, 11, 12]], [2], [6], size=size
    )
    state = session.state
    fours = [state.villages[0][0], state.villages[0][2]]
    click_obj(app, scene, ("deck", 0))
    for card in fours:
        click_obj(app, scene, ("card", card))
    press(app, scene, "Exchange these 2")
    assert scene.decision_kind() == "place"
    slots = {o: r for o, r in scene.hit.items() if o[0] == "gap"}
    assert len(slots) == 2
    card_w = CARD_SIZES["hand"][0]
    own = [scene.hit[("card", c)] for c in state.villages[0]]
    for rect in slots.values():
        assert rect.w >= card_w
        assert not any(rect.colliderect(r) for r in own), "a spot lies under a card"
    moves = len(state.history)
    scene.motion.skip()
    spot = slots[("gap", 1)]
    click_at(app, (spot.right - 3, spot.centery))  # near its edge still hits it
    assert state.history[moves] == {"type": "place", "at": 1}


# ---- 7. the other villages side by side ---------------------------------------------------
@pytest.mark.parametrize("size", SIZES)
def test_with_three_opponents_their_cards_do_not_overlap(size) -> None:
    villages = [[4, 9, 4, 7, 8], [10, 10, 11, 11, 12], [1, 2, 5, 6, 9], [13, 8, 7, 3, 3]]
    app, session, scene = my_turn_table(villages, [2], [6], size=size, players=4)
    for seat in (1, 2, 3):
        rects = [scene.card_rects[t] for t in session.state.villages[seat]]
        assert all(a.right <= b.x for a, b in zip(rects, rects[1:], strict=False)), seat
        panel = scene.geo().panels()[seat]
        assert all(panel.contains(r) for r in rects)
    assert app.errors == []


def test_humans_see_a_whole_round_through_to_the_next_by_mouse() -> None:
    """Two humans and a computer play round 1 to its end; the reveal waits for them."""
    app, session, scene = table((True, True, False), seed=5)
    state = session.state
    for _ in range(20000):
        if state.round == 2:
            break
        frames(app)
        if isinstance(app.stack.top, CurtainScene):
            pass_curtain(app)
            continue
        scene.motion.skip()
        if scene.round_waits() and not scene.guard.up:
            press(app, scene, "Next round")
        elif state.current_player == session.shown_seat and scene.my_actions():
            scene.act(session.bot_action())
    assert state.round == 2 and app.errors == []


@pytest.mark.parametrize("size", SIZES)
def test_a_click_on_the_village_under_a_browsed_pile_closes_it_and_picks_the_card(size) -> None:
    """Issue 17 playtest: with the discard pile open at a round's peek, clicks on the village
    did nothing at all; now the pile is put away and the click picks the card."""
    state = fresh(2, seed=3)
    app = make_app(size)
    session = Session(state, [Seat("Ana", True), Seat("Bot", False, "good")])
    scene = open_table(app, session)
    session.lift_curtain()
    scene.refresh()
    frames(app, 2)
    assert "(0 of 2)" in scene.prompt_text()
    own = [r for o, r in scene.hit.items() if o in scene.usable_objects() and o[0] == "card"]
    click_obj(app, scene, ("discard", 0))
    assert scene.showing == "discard"
    click_at(app, own[0].center)
    assert scene.showing is None
    assert "(1 of 2)" in scene.prompt_text()


def test_the_final_score_sheet_marks_only_the_winner() -> None:
    """Issue 17 playtest: at the end the seat at the screen (accent) and the winner (lamp)
    were both yellow in the score sheet; now only the winner is marked."""
    for seed in range(1, 20):
        state = fresh(3, seed=seed)
        rng = random.Random(seed)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        if state.result()["winners"] != [0]:
            break
    app = make_app()
    seats = [Seat("Ana", True), Seat("Bot1", False, "good"), Seat("Bot2", False, "good")]
    scene = open_table(app, Session(state, seats))
    drawn: list[tuple[str, object]] = []
    text = app.painter.text

    def spy(what, pos, size=theme.SIZE_BODY, color=theme.TEXT, *args, **kwargs):
        drawn.append((what, tuple(color)))
        return text(what, pos, size, color, *args, **kwargs)

    app.painter.text = spy
    frames(app, 2)
    assert scene.ended() and ("Ana", tuple(theme.TEXT)) in drawn
    assert ("Ana", tuple(theme.ACCENT)) not in drawn


def test_the_spots_for_a_new_card_lie_in_the_row_under_the_next_card() -> None:
    """Issue 17 playtest: the left end's spot was drawn over the first card of a long
    village, greying it; each spot is now drawn in its place in the fanned row."""
    state = fresh(3, seed=1)
    rng = random.Random(1)
    while not any(a.get("type") == "place" and "end" in a for a in state.legal_actions()):
        state.apply(rng.choice(state.legal_actions()))
    seat = state.current_player
    app = make_app()
    session = Session(state, [Seat(f"P{i}", i == seat, "good") for i in range(3)])
    scene = open_table(app, session)
    session.lift_curtain()
    scene.refresh()
    frames(app, 2)
    scene.motion.skip()
    drawn: list[tuple[str, float, float]] = []
    scene.draw_face = lambda painter, rect, tag, face, **kw: drawn.append(("card", rect.x, rect.y))
    module = sys.modules[type(scene).draw_own.__module__]
    real_slot = module.draw_slot

    def slot(painter, rect, active, alpha=150):
        drawn.append(("slot", rect.x, rect.y))
        real_slot(painter, rect, active, alpha)

    module.draw_slot = slot
    try:
        frames(app)
    finally:
        module.draw_slot = real_slot
    row_y = scene.hit[("end", "left")].y
    row = [(kind, x) for kind, x, y in drawn if abs(y - row_y) < 1]
    assert row[0][0] == "slot" and row[-1][0] == "slot" and len(row) > 3
    assert [x for _, x in row] == sorted(x for _, x in row), "drawn left to right"


@pytest.mark.parametrize("size", SIZES)
def test_a_spots_tooltip_keeps_off_the_village_caption(size) -> None:
    """Issue 17 playtest: "Put the new card here." covered "Ana's village · … pts"."""
    from game.ui.widgets import tooltip_box

    state = fresh(3, seed=1)
    rng = random.Random(1)
    while not any(a.get("type") == "place" and "end" in a for a in state.legal_actions()):
        state.apply(rng.choice(state.legal_actions()))
    seat = state.current_player
    app = make_app(size)
    session = Session(state, [Seat(f"P{i}", i == seat, "good") for i in range(3)])
    scene = open_table(app, session)
    session.lift_curtain()
    scene.refresh()
    frames(app, 2)
    caption = scene.own_caption()[1]
    assert caption in scene.form.avoid
    for end in ("left", "right"):
        slot = scene.hit[("end", end)]
        tip = scene.tooltip(("end", end), True)
        w = app.painter.measure(tip, theme.SIZE_SMALL)[0] + 24
        h = app.painter.measure(tip, theme.SIZE_SMALL)[1] + 16
        box = tooltip_box(app.painter.window(), slot, (w, h), scene.form.avoid)
        assert not box.colliderect(caption), end


@pytest.mark.parametrize("code", ["en", "de", "nl", "fr"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_the_score_sheets_headings_never_run_into_each_other(code, size) -> None:
    """Seen in German in a real window: "R4Summe", the total's heading on the last round's."""
    from game.i18n import _

    from .i18n_helpers import in_language

    app = make_app(size)
    session = Session(fresh(3, seed=2), [Seat(n, True) for n in ("Ana", "Ben", "Cleo")])
    scene = open_table(app, session)
    drawn: list[tuple[str, pygame.FRect]] = []
    real = app.painter.text

    def record(text, pos, *args, **kwargs):
        rect = real(text, pos, *args, **kwargs)
        drawn.append((text, rect))
        return rect

    with in_language(code):
        scene.language_changed()
        words = [_("R{round}").format(round=r) for r in (1, 2, 3, 4)] + [_("Total")]
        app.painter.text = record
        try:
            scene.draw_scores(app.painter)
        finally:
            app.painter.text = real
    row = [rect for word in words for text, rect in drawn if text == word][:5]
    assert len(row) == 5  # four rounds and the total, in a row
    for a, b in zip(row, row[1:], strict=False):
        assert a.right + 4 <= b.left, (code, size, words)
