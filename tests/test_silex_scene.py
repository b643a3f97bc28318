"""Silex and the City through its table scene, headless: whole games, humans by mouse behind
the curtain (no other hand and no unknown spread card ever drawn), Additions by clicks, a
refused pile with its reason, Url's secret round."""

from __future__ import annotations

import random

import pygame
import pytest

from game.engine import new_game
from game.engine.silex.data import CARDS
from game.engine.silex.explain import why_not_play
from game.scenes.curtain import CurtainScene
from game.scenes.dialog import Dialog
from game.scenes.guard import GUARD_SECONDS
from game.scenes.silex import SilexTable, labels
from game.scenes.silex.faces import face
from game.shell.session import Seat, Session
from game.ui.widgets import Button

from .shell_helpers import frames, key, make_app, open_table, pass_curtain, wait
from .silex_helpers import arrange


def table(humans: tuple[bool, ...], seed: int = 1, options: dict | None = None, state=None):
    app = make_app()
    state = state or new_game("silex", len(humans), seed=seed, options=options)
    session = Session(state, [Seat(f"P{i}", h) for i, h in enumerate(humans)])
    scene = open_table(app, session)
    return app, session, scene


def card_face(card_id: str):
    return face(CARDS[card_id].as_dict())


def hidden_from(state, seat: int) -> set:
    """Faces the seat at the screen must not see: other hands, spread cards it did not put
    back."""
    hidden = {card_face(c) for s, hand in enumerate(state.hands) if s != seat for c in hand}
    hidden |= {card_face(s["card"]) for s in state.spots if s["by"] != seat}
    return hidden


def click_at(app, logical) -> None:
    to_real = app.painter.vp.to_real
    frames(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=to_real(*logical), button=1)])
    frames(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=to_real(*logical), button=1)])


def confirm_if_asked(app) -> None:
    if isinstance(app.stack.top, Dialog):
        wait(app, GUARD_SECONDS + 0.05)  # a dialog ignores presses at first
        click_at(app, app.stack.top.form.widgets[0].rect.center)


def click_button(app, scene: SilexTable, label: str) -> None:
    buttons = [w for w in scene.form.widgets if isinstance(w, Button) and w.text == label]
    assert buttons, (
        f"no button {label!r} among {[getattr(w, 'text', '') for w in scene.form.widgets]}"
    )
    click_at(app, buttons[0].rect.center)


def build_addition(app, scene: SilexTable, action: dict) -> None:
    """Pick the action's cards by clicking them, put its top card on top."""
    for card in action["cards"]:
        click_at(app, scene.hit[("card", card)].center)
    for _ in action["cards"]:
        if scene.addition().top == action["top"]:
            break
        click_button(app, scene, "Next top card")
    assert scene.addition().cards == action["cards"]
    assert scene.addition().top == action["top"]


def do_by_mouse(app, scene: SilexTable, action: dict) -> None:
    """Carry out ``action`` as a player would: cards and a pile, a spot, a card, a button."""
    scene.motion.skip()  # a click during an animation only skips it
    history = scene.session.state.history
    moves = len(history)
    if action["type"] in ("play", "double"):
        build_addition(app, scene, action)
        click_at(app, scene.hit[("pile", action["pile"])].center)
    else:
        obj = scene.object_of(action)
        if obj is not None:
            click_at(app, scene.hit[obj].center)
        else:
            click_button(app, scene, scene.action_label(action))
        confirm_if_asked(app)
    assert len(history) > moves, f"{action} was not played ({scene.flash})"
    assert history[moves] == action  # (computers may have moved since)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("doubles", [False, True])
def test_an_all_computer_game_plays_to_the_end_through_the_scene(players, doubles) -> None:
    options = {"expert_doubles": doubles, "memory_aid": True}
    app, session, scene = table((False,) * players, seed=players + 10 * doubles, options=options)
    for _ in range(6000):
        frames(app)
        scene.motion.skip()
        if session.state.is_over:
            break
    assert session.state.is_over and session.state.round == 3
    frames(app, 2)
    assert app.errors == []
    title, _ = scene.end_lines()
    assert title in app.painter.drawn_text
    assert "R3" in app.painter.drawn_text and "Total" in app.painter.drawn_text


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (2, {}),
        (3, {"expert_doubles": True, "memory_aid": True}),
        (4, {"memory_aid": True}),
        (4, {"expert_doubles": True, "black_idea_draws": False}),
    ],
)
def test_humans_play_a_whole_game_by_mouse_behind_the_curtain(players: int, options) -> None:
    """Two humans and computers, every human move by clicks: no other hand's face and no
    unknown spread card is ever drawn, and the curtain shows no card at all."""
    humans = (True, True) + (False,) * (players - 2)
    app, session, scene = table(humans, seed=21 + players, options=options)
    state = session.state
    played_by_mouse = set()
    for _ in range(4000):
        if state.is_over:
            break
        frames(app)
        # Cards in flight were shown to everyone by the move itself (public events only).
        in_flight = {t.what[1] for t in scene.motion.tweens if t.what[0] == "card" and t.what[1]}
        scene.motion.skip()
        if isinstance(app.stack.top, CurtainScene):
            assert app.painter.drawn_cards == []
            pass_curtain(app)
            continue
        shown = session.shown_seat
        leaked = (set(app.painter.drawn_cards) - in_flight) & hidden_from(state, shown)
        assert not leaked, f"seat {shown} saw {leaked}"
        scene.drawn_time = 0  # a seat's look at what it drew (tested on its own) is cut short
        current = state.current_player
        if current is not None and session.seats[current].human and current == shown:
            action = session.bot_action()
            do_by_mouse(app, scene, action)
            played_by_mouse.add(action["type"])
    assert state.is_over and app.errors == []
    assert {"play", "draw"} <= played_by_mouse
    frames(app, 2)
    assert state.result()["ended_by"] == "last_discovery"


def human_turn(options: dict | None = None, **hands):
    """Seat 0 (human) to play against a computer, on an arranged table."""
    state = arrange(
        2,
        hands={0: ["blog-1", "url-2", "web-4", "neighbour-2"], 1: ["spam-1", "spam-2"]},
        piles=[["neighbour-6"], ["url-5"], ["web-2"]],
        spread=["blog-2", "blog-3", "spam-3", "spam-4", "url-1"],
        options=options,
    )
    app, session, scene = table((True, False), state=state)
    session.lift_curtain()
    scene.refresh()
    frames(app, 2)
    return app, session, scene


def test_an_addition_is_built_by_clicks_with_its_sum_shown_live() -> None:
    app, session, scene = human_turn()
    click_at(app, scene.hit[("card", "blog-1")].center)
    click_at(app, scene.hit[("card", "url-2")].center)
    frames(app)
    prompt = scene.prompt_text()
    assert "Addition 1 + 2 = 3, Url 2 on top" in prompt and "no pile takes it" in prompt
    assert any("Addition 1 + 2 = 3" in t for t in app.painter.drawn_text)
    click_button(app, scene, "Next top card")
    assert scene.addition().top == "blog-1"
    assert "Blog 1 on top: click pile 3" in scene.prompt_text()
    click_at(app, scene.hit[("card", "web-4")].center)  # a third card: the sum follows
    assert "= 7" in scene.prompt_text()
    click_at(app, scene.hit[("card", "web-4")].center)  # and back out
    click_at(app, scene.hit[("pile", 2)].center)
    assert session.state.history[-1] == {
        "type": "play",
        "cards": ["blog-1", "url-2"],
        "top": "blog-1",
        "pile": 2,
    }


def test_an_illegal_pile_is_refused_with_its_reason() -> None:
    app, session, scene = human_turn()
    moves = len(session.state.history)
    click_at(app, scene.hit[("card", "blog-1")].center)
    click_at(app, scene.hit[("card", "url-2")].center)
    reason = why_not_play(scene.table, ["blog-1", "url-2"], "url-2", 1)
    assert reason == "Not strictly greater: your Addition totals 3, the pile shows 5."
    pile = next(w for w in scene.form.widgets if getattr(w, "obj", None) == ("pile", 1))
    assert reason in pile.tooltip  # hovering the pile says it before the click
    click_at(app, scene.hit[("pile", 1)].center)
    assert len(session.state.history) == moves
    assert scene.flash == reason
    frames(app)
    assert reason in app.painter.drawn_text  # in the prompt bar
    # The character rule: with Url on top the play must go where Url already shows.
    click_button(app, scene, "Cancel")
    for card in ("url-2", "neighbour-2", "web-4"):
        click_at(app, scene.hit[("card", card)].center)
    while scene.addition().top != "url-2":
        click_button(app, scene, "Next top card")
    click_at(app, scene.hit[("pile", 0)].center)
    assert "Url is already visible on pile 2" in scene.flash
    assert len(session.state.history) == moves


def test_a_single_card_dragged_onto_a_pile_is_played() -> None:
    app, session, scene = human_turn()
    start = scene.hit[("card", "web-4")].center
    end = scene.hit[("pile", 2)].center
    to_real = app.painter.vp.to_real
    for event in (
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=to_real(*start), button=1),
        pygame.event.Event(pygame.MOUSEMOTION, pos=to_real(*end), rel=(0, 0), buttons=(1, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=to_real(*end), button=1),
    ):
        frames(app, 1, [event])
    assert session.state.history[-1] == {
        "type": "play",
        "cards": ["web-4"],
        "top": "web-4",
        "pile": 2,
    }


def test_the_doubles_option_plays_a_pair_on_any_pile() -> None:
    state = arrange(
        2,
        hands={0: ["blog-2", "url-2", "neighbour-8"], 1: ["spam-1"]},
        piles=[["neighbour-1"], ["web-6"], ["spam-5"]],
        spread=["blog-3", "spam-3"],
        options={"expert_doubles": True},
    )
    app, session, scene = table((True, False), state=state)
    session.lift_curtain()
    scene.refresh()
    frames(app)
    assert "Expert Doubles on" in app.painter.drawn_text
    action = {"type": "double", "cards": ["blog-2", "url-2"], "top": "url-2", "pile": 1}
    do_by_mouse(app, scene, action)


def test_urls_secret_choice_goes_round_the_curtain_and_reveals_nothing_early() -> None:
    state = arrange(
        3,
        hands={0: ["url-6", "blog-1"], 1: ["spam-1", "web-1"], 2: ["neighbour-8", "blog-2"]},
        piles=[["neighbour-6"], ["web-2"], ["spam-2"]],
        spread=["blog-3", "spam-3", "spam-4", "url-1"],
    )
    app, session, scene = table((True, True, False), state=state)
    frames(app, 2)
    pass_curtain(app)  # P0 at the screen
    assert session.shown_seat == 0
    do_by_mouse(app, scene, {"type": "play", "cards": ["url-6"], "top": "url-6", "pile": 1})
    do_by_mouse(app, scene, {"type": "url", "direction": "left"})
    assert state.moment() == "secret"
    do_by_mouse(app, scene, {"type": "url_give", "card": "blog-1"})
    # P1 chooses next, behind the curtain, before anything is passed.
    frames(app, 2)
    assert isinstance(app.stack.top, CurtainScene)
    assert "choose a card to pass to P2" in app.stack.top.note
    assert app.painter.drawn_cards == []
    assert state.hands[1] == ["web-1", "spam-1"]  # nothing has moved yet
    pass_curtain(app)
    assert session.shown_seat == 1
    frames(app)
    assert card_face("blog-1") not in app.painter.drawn_cards  # P0's choice stays hidden
    assert "P0" in scene.names and "1 of 3 chose" in " ".join(app.painter.drawn_text)
    do_by_mouse(app, scene, {"type": "url_give", "card": "spam-1"})
    for _ in range(20):  # the computer chooses; then all cards pass at once
        frames(app)
        if "url" not in state.phase_name():
            break
    assert state.url is None
    assert "blog-1" in state.hands[1] and "spam-1" in state.hands[2]
    passes = [e for e in state.events if e["type"] == "url_passed"]
    assert passes and passes[-1]["givers"] == [0, 1, 2]
    assert app.errors == []


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_no_text_a_player_reads_is_under_eleven_pixels(size) -> None:
    app = make_app(size)
    state = new_game("silex", 4, seed=8, options={"memory_aid": True})
    session = Session(state, [Seat(f"P{i}", i == 0) for i in range(4)])
    while len(state.history) < 30 or state.current_player != 0 or state.decision is not None:
        session.apply(session.bot_action())
    session.lift_curtain()
    open_table(app, session)
    frames(app, 2)
    assert app.painter.drawn_px and min(app.painter.drawn_px) >= 11


def test_web_asks_by_a_click_on_a_panel_and_the_giver_chooses_behind_the_curtain() -> None:
    state = arrange(
        3,
        hands={0: ["web-6", "blog-1"], 1: ["spam-1", "discovery-1"], 2: ["neighbour-8"]},
        piles=[["neighbour-6"], ["url-2"], ["spam-2"]],
        spread=["blog-3", "spam-3", "spam-4", "url-1"],
    )
    app, session, scene = table((True, True, False), state=state)
    frames(app, 2)
    pass_curtain(app)
    do_by_mouse(app, scene, {"type": "play", "cards": ["web-6"], "top": "web-6", "pile": 1})
    frames(app)
    assert "click to ask" in app.painter.drawn_text
    panel = next(w for w in scene.form.widgets if getattr(w, "obj", None) == ("seat", 1))
    assert panel.enabled and "Click to demand a card" in panel.tooltip
    do_by_mouse(app, scene, {"type": "web", "target": 1})
    frames(app, 2)
    assert isinstance(app.stack.top, CurtainScene)
    assert "P0 plays Web on you" in app.stack.top.note
    pass_curtain(app)
    assert session.shown_seat == 1
    do_by_mouse(app, scene, {"type": "web_give", "card": "discovery-1"})
    assert "discovery-1" in state.hands[0]
    assert app.errors == []


def test_a_black_idea_is_asked_before_it_is_taken() -> None:
    state = arrange(
        2,
        hands={0: ["blog-1", "url-1"], 1: ["spam-1"]},
        piles=[["neighbour-1"], ["neighbour-2"], ["neighbour-3"]],
        spread=["blog-3", "spam-3"],
    )
    app, session, scene = table((True, False), state=state)
    session.lift_curtain()
    scene.refresh()
    frames(app)
    moves = len(state.history)
    click_button(app, scene, "Black Idea")
    assert isinstance(app.stack.top, Dialog) and len(state.history) == moves
    key(app, pygame.K_ESCAPE)  # Cancel: nothing happens
    assert app.stack.top is scene and len(state.history) == moves
    do_by_mouse(app, scene, {"type": "black_idea"})
    assert state.black[0] == 1


@pytest.mark.parametrize("size", [(1280, 720), (800, 600), (1920, 1080)])
def test_urls_choices_stand_beside_the_hand_not_over_the_table(size) -> None:
    state = arrange(
        3,
        hands={0: ["url-6", "blog-1", "web-4"], 1: ["spam-1", "web-1"], 2: ["neighbour-8"]},
        piles=[["neighbour-6"], ["web-2"], ["spam-2"]],
        spread=["blog-3", "spam-3", "spam-4", "url-1"],
    )
    app = make_app(size)
    session = Session(state, [Seat("Ana", True), Seat("Ben", True), Seat("Cy", False)])
    scene = open_table(app, session)
    frames(app, 2)
    pass_curtain(app)
    do_by_mouse(app, scene, {"type": "play", "cards": ["url-6"], "top": "url-6", "pile": 1})
    frames(app)
    labels = ["Url: pass left (to Ben)", "Url: pass right (to Cy)", "Skip the power"]
    buttons = [w for w in scene.form.widgets if isinstance(w, Button) and w.text in labels]
    assert len(buttons) == 3
    middle = scene.layout().middle()
    hand = [r for obj, r in scene.hit.items() if obj[0] == "card"]
    table = [r for obj, r in scene.hit.items() if obj[0] in ("pile", "spot", "seat")]
    for b in buttons:
        assert not b.rect.colliderect(middle) and b.rect.collidelist(table + hand) == -1
        assert b.rect.left > max(r.right for r in hand)  # on the hand's right, in its row
        assert b.rect.bottom > min(r.top for r in hand) and b.rect.top < max(r.bottom for r in hand)
        assert b.rect.bottom <= scene.layout().bottom
    assert scene.prompt_text() in app.painter.drawn_text  # the prompt keeps the whole bar
    do_by_mouse(app, scene, {"type": "url", "direction": "right"})
    assert state.url is not None and state.url["direction"] == "right"


def reveal_moments(seed: int):
    """Each view, through a random game, in which the seat to move may reveal a Discovery."""
    state = new_game("silex", 3, seed=seed)
    rng = random.Random(seed)
    while not state.is_over:
        seat = state.current_player
        view = state.view(seat)
        reveals = [a for a in view["actions"] if a["type"] == "reveal"]
        if reveals and state.decision is None:
            yield state.revealed_count() + 1 >= 3, view, reveals[0]
        state.apply(rng.choice(state.legal_actions()))


def test_the_last_discovery_says_it_ends_the_game_not_the_round() -> None:
    """Issue 17 playtest: in round 3 the prompt, the tooltip and the question all said that
    revealing the last Discovery ends the round; it ends the game."""
    seen = set()
    for seed in range(1, 6):
        for last, view, reveal in reveal_moments(seed):
            ends = "the game" if last else "the round"
            seen.add(last)
            assert f"({ends} ends)" in view["prompt"]["text"]
            what = labels.reveal_ends(view["table"])
            assert f"ends {ends}" in labels.confirm_text(reveal, 3, what)
            card = next(c for c in view["table"]["hand"] if c["id"] == reveal["card"])
            assert f"ends {ends}" in labels.hand_tip(card, "turn", True, False, what)
    assert seen == {True, False}


def test_a_hovered_cards_tooltip_does_not_show_under_a_question() -> None:
    """Issue 17 playtest: the Discovery's tooltip stayed drawn under "Reveal the Discovery?",
    over the flints beside the hand."""
    app = make_app()
    state = new_game("silex", 2, seed=1)
    session = Session(state, [Seat("Ana", True), Seat("Bot", False, "good")])
    scene = open_table(app, session)
    pass_curtain(app)
    tipped = next(w for w in scene.form.widgets if getattr(w, "obj", None) and w.tooltip)
    move = pygame.event.Event(pygame.MOUSEMOTION, pos=app.painter.vp.to_real(*tipped.rect.center))
    frames(app, 2, [move])
    assert tipped.tooltip in app.painter.drawn_text
    app.stack.push(Dialog(app, "A question", "Sure?", [("Yes", lambda: None)]))
    frames(app, 2)
    assert tipped.tooltip not in app.painter.drawn_text


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_pile_ones_label_clears_piles_two_and_three_at_its_thickest(size) -> None:
    """Issue 17 playtest: "Pile 1 · 7 cards" sat on the top edge of pile 3's card."""
    from game.scenes.silex.layout import STACK_MAX, STACK_STEP
    from game.ui import theme

    app = make_app(size)
    session = Session(new_game("silex", 2, seed=1), [Seat("Ana", True), Seat("Bo", True)])
    scene = open_table(app, session)
    frames(app)
    one, two, three = scene.geo().pile_rects()
    _, label_h = app.painter.measure("Pile 1 · 12 cards", theme.SIZE_SMALL)
    label_bottom = one.bottom + STACK_MAX * STACK_STEP + 2 + label_h
    assert label_bottom <= min(two.y, three.y)
    assert max(two.bottom, three.bottom) + STACK_MAX * STACK_STEP + label_h <= scene.bar().y
