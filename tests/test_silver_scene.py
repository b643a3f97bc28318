"""Silver through its table scene, headless: whole games of computers in both memory modes,
humans by mouse behind the curtain (no card the shown seat may not see is ever drawn), the
Faithful glimpse that turns back over, a multiple exchange by selection, readable text."""

from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

from game.engine import GAMES, new_game
from game.engine.common import bot_input
from game.scenes.curtain import CurtainScene
from game.scenes.dialog import Dialog
from game.scenes.guard import GUARD_SECONDS
from game.scenes.silver import SilverTable
from game.shell.session import Seat, Session
from game.ui.widgets import Button

from .shell_helpers import frames, key, make_app, open_table, pass_curtain, wait
from .silver_helpers import fresh, rig, skip_peeks, turn_to

LEVELS = ("perfect", "good", "forgetful")


def table(humans: tuple[bool, ...], seed: int = 1, options: dict | None = None, state=None):
    app = make_app()
    state = state or new_game("silver", len(humans), seed=seed, options=options)
    seats = [Seat(f"P{i}", h, "" if h else LEVELS[i % 3]) for i, h in enumerate(humans)]
    session = Session(state, seats)
    scene = open_table(app, session)
    return app, session, scene


def click_at(app, logical) -> None:
    to_real = app.painter.vp.to_real
    frames(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=to_real(*logical), button=1)])
    frames(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=to_real(*logical), button=1)])


def click_button(app, scene: SilverTable, label: str) -> None:
    buttons = [w for w in scene.form.widgets if isinstance(w, Button) and w.text == label]
    assert buttons, (
        f"no button {label!r} among {[getattr(w, 'text', '') for w in scene.form.widgets]}"
    )
    click_at(app, buttons[0].rect.center)


def click_obj(app, scene: SilverTable, obj) -> None:
    assert obj in scene.hit, f"{obj} is not on the table"
    scene.motion.skip()  # (a click during an animation only skips it)
    click_at(app, scene.hit[obj].center)


def marks_of(session: Session, action: dict, first: dict | None = None) -> list[int]:
    """The cards the computer would mark for its multiple exchange, played out on a copy
    (after ``first``, a take it made just before)."""
    state = session.state.clone()
    seat = state.current_player
    if first is not None:
        state.apply(first)
    marked = [action["card"]]
    state.apply(action)
    rng = random.Random(1)
    while state.decision is not None and state.decision.kind == "set":
        nxt = session.info.bot(bot_input(state, seat, rng, "perfect"))
        if nxt["type"] != "mark":
            break
        marked.append(nxt["card"])
        state.apply(nxt)
    return marked


def after_take(session: Session) -> list[int]:
    """The cards the computer exchanges for the top discard it takes (one, or a set)."""
    state = session.state.clone()
    state.apply({"type": "take"})
    rng = random.Random(1)
    nxt = session.info.bot(bot_input(state, state.current_player, rng, "perfect"))
    if nxt["type"] == "exchange":
        return [nxt["card"]]
    return marks_of(session, nxt, first={"type": "take"})


def pick_and_confirm(app, scene: SilverTable, cards: list[int]) -> None:
    for card in cards:
        click_obj(app, scene, ("card", card))
    label = "Exchange for this card" if len(cards) == 1 else f"Exchange these {len(cards)}"
    click_button(app, scene, label)


def do_by_mouse(app, scene: SilverTable, action: dict) -> None:
    """Carry out ``action`` as a player would: pick cards and confirm, click a card, the
    deck, the discard pile, a gap, or a button."""
    scene.motion.skip()
    session = scene.session
    history = session.state.history
    moves = len(history)
    own = [c["id"] for c in scene.own()]
    kind = action["type"]
    if kind == "peek":
        for slot in action["slots"]:
            click_obj(app, scene, ("card", own[slot]))
        click_button(app, scene, "View these two")
    elif kind == "exchange" and scene.decision_kind() == "new_card":
        pick_and_confirm(app, scene, [action["card"]])
    elif kind == "mark" and scene.decision_kind() == "new_card":
        cards = marks_of(session, action)
        if len(cards) < 2:
            cards.append(next(c for c in own if c not in cards and c != cards[0]))
        pick_and_confirm(app, scene, cards)
    elif kind == "take" and "card" not in action:  # the prompt's button, then the exchange
        cards = after_take(session)
        click_button(app, scene, "Take the top discard")
        pick_and_confirm(app, scene, cards)
    else:
        obj = scene.object_of(action)
        if obj is not None:
            click_obj(app, scene, obj)
            if scene.chooser.selected is not None:
                click_button(app, scene, scene.action_label(action))
        else:
            click_button(app, scene, scene.action_label(action))
        if isinstance(app.stack.top, Dialog):
            wait(app, GUARD_SECONDS + 0.05)  # a dialog ignores presses at first
            click_at(app, app.stack.top.form.widgets[0].rect.center)
    assert len(history) > moves, f"{action} was not played ({scene.flash})"
    assert history[moves] == action or kind == "mark"


def shown_faces_are_known(scene: SilverTable, state, seat: int) -> None:
    """Every face drawn this frame is a card the seat knows (face up, or looked at by it),
    with its true value; and every card face went through the scene's one card drawer."""
    for tag, face in scene.drawn_faces:
        if tag < 0:
            continue  # the reference card's pictures
        assert state.knows(seat, tag), f"seat {seat} was shown card {tag} ({face.value})"
        assert face.value == str(state.val[tag])


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("memory", ["faithful", "assist"])
def test_an_all_computer_game_plays_to_the_end_through_the_scene(players, memory) -> None:
    app, session, scene = table((False,) * players, seed=players, options={"memory": memory})
    state = session.state
    for _ in range(20000):
        frames(app)
        scene.motion.skip()
        if state.is_over:
            break
    assert state.is_over and state.round == 4 and len(state.round_scores) == 4
    frames(app, 2)
    assert app.errors == []
    title, _ = scene.end_lines()
    assert title in app.painter.drawn_text
    assert "R4" in app.painter.drawn_text and "Total" in app.painter.drawn_text


@pytest.mark.parametrize(
    ("players", "memory"), [(2, "faithful"), (3, "assist"), (4, "faithful"), (4, "assist")]
)
def test_humans_play_a_whole_game_by_mouse_behind_the_curtain(players: int, memory) -> None:
    """Two humans and computers, every human move by clicks: no face the shown seat may not
    know is ever drawn, and the curtain shows no card at all."""
    humans = (True, True) + (False,) * (players - 2)
    # Seeds whose games have the humans peek, exchange (single and multiple), place and call.
    seed = {2: 32, 3: 33, 4: 38}[players]
    app, session, scene = table(humans, seed=seed, options={"memory": memory})
    scene.glimpse_seconds = 0.3
    state = session.state
    played = set()
    for _ in range(30000):
        if state.is_over:
            break
        frames(app)
        if isinstance(app.stack.top, CurtainScene):
            assert app.painter.drawn_cards == []
            pass_curtain(app)
            continue
        if scene.round_waits() and not scene.guard.up:
            click_button(app, scene, "Next round")  # whoever sits at the screen
            continue
        shown = session.shown_seat
        assert len(app.painter.drawn_cards) == len(scene.drawn_faces)
        shown_faces_are_known(scene, state, shown)
        scene.motion.skip()
        current = state.current_player
        if current is not None and session.seats[current].human and current == shown:
            moves = len(state.history)
            do_by_mouse(app, scene, session.bot_action())
            played |= {a["type"] for a in state.history[moves:]}
    assert state.is_over and app.errors == []
    # peeks, exchanges single and multiple, a new card placed in a gap or at an end, a call
    assert {"peek", "draw", "take", "exchange", "mark", "place", "call", "look"} <= played
    frames(app, 2)
    assert "R4" in app.painter.drawn_text


def human_first(memory: str):
    """Seat 0 (human) against a computer, the curtain lifted, seat 0 about to peek."""
    state = new_game("silver", 2, seed=4, options={"memory": memory})
    app, session, scene = table((True, False), state=state)
    while state.current_player != 0:
        session.apply(session.bot_action())
    session.lift_curtain()
    scene.refresh()
    frames(app, 2)
    return app, session, scene


@pytest.mark.parametrize("memory", ["faithful", "assist"])
def test_a_peeked_card_shows_for_a_few_seconds_then_only_in_assist(memory) -> None:
    app, session, scene = human_first(memory)
    state = session.state
    own = [c["id"] for c in scene.own()]
    assert not {t for t, _ in scene.drawn_faces} & set(own)
    click_obj(app, scene, ("card", own[1]))
    click_obj(app, scene, ("card", own[3]))
    assert "2 of 2" not in scene.prompt_text()
    moves = len(state.history)
    click_button(app, scene, "View these two")
    assert state.history[moves] == {"type": "peek", "slots": [1, 3]}
    frames(app, 2)
    seen = {own[1], own[3]}
    assert seen <= {t for t, _ in scene.drawn_faces}
    wait(app, 2.0)  # still looking (the computer plays on meanwhile)
    assert seen <= {t for t, _ in scene.drawn_faces}
    wait(app, 1.5)
    drawn = {t for t, _ in scene.drawn_faces}
    still_down = {t for t in seen if not state.up[t] and t in state.villages[0]}
    if memory == "faithful":
        assert not drawn & still_down, "a looked-at card stays shown in Faithful mode"
    else:
        assert still_down <= drawn, "Assist keeps the cards you know visible"
    assert app.errors == []


def test_a_multiple_exchange_is_chosen_by_selecting_cards_then_confirming() -> None:
    state = fresh(2, seed=3)
    skip_peeks(state)
    rig(state, villages=[[4, 9, 4, 7, 8], [10, 10, 11, 11, 12]], deck=[2], discard=[5])
    turn_to(state, 0)
    app, session, scene = table((True, False), state=state)
    session.lift_curtain()
    scene.refresh()
    frames(app, 2)
    fours = [state.villages[0][0], state.villages[0][2]]
    click_obj(app, scene, ("deck", 0))
    assert scene.decision_kind() == "new_card"
    for card in fours:
        click_obj(app, scene, ("card", card))
    assert scene.picked() == fours
    assert "slide forward" in scene.prompt_text()
    click_button(app, scene, "Exchange these 2")
    kinds = [a["type"] for a in state.history[-3:]]
    assert kinds == ["mark", "mark", "confirm"]
    shown = next(e for e in reversed(state.events) if e["type"] == "set_shown")
    assert shown["values"] == [4, 4] and shown["matched"]
    # everyone watches the set slide forward, face up, before it is discarded
    faces = [t.what for t in scene.motion.tweens if t.tag in {("card", c) for c in fours}]
    assert faces and all(f is not None and f.value == "4" for f in faces)
    if scene.decision_kind() == "place":  # two gaps: the new card goes where you click
        gap = next(o for o in scene.hit if o[0] == "gap")
        click_obj(app, scene, gap)
    assert all(c not in state.villages[0] for c in fours)
    assert len(state.villages[0]) == 4
    wait(app, 1.5)
    assert not scene.motion.busy and app.errors == []


def test_the_discard_pile_opens_to_browse_and_the_reference_card_is_one_click_away() -> None:
    app, session, scene = human_first("faithful")
    click_obj(app, scene, ("ui", "reference"))
    frames(app)
    texts = " ".join(app.painter.drawn_text)
    assert "Doppelganger" in texts and "Apprentice Seer" in texts
    click_at(app, (600, 400))
    assert scene.showing is None
    key(app, pygame.K_F2)
    assert scene.showing == "reference"
    key(app, pygame.K_F2)
    assert scene.showing is None
    click_obj(app, scene, ("discard", 0))  # no take in the peek stage: it opens
    assert scene.showing == "discard"
    frames(app)
    assert "The discard pile, bottom to top" in app.painter.drawn_text
    click_obj(app, scene, ("ui", "close"))
    assert scene.showing is None


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_no_text_a_player_reads_is_under_eleven_pixels(size) -> None:
    state = new_game("silver", 4, seed=8)
    session = Session(state, [Seat(f"P{i}", i == 0, "good") for i in range(4)])
    while not (state.current_player == 0 and state.stage == "turn"):
        session.apply(session.bot_action())
    session.lift_curtain()
    app = make_app(size)
    scene = open_table(app, session)
    frames(app, 2)
    assert app.painter.drawn_px and min(app.painter.drawn_px) >= 11
    scene.toggle_reference()
    frames(app, 2)
    assert min(app.painter.drawn_px) >= 11
    scene.toggle_reference()
    scene.open_browser()
    frames(app, 2)
    assert min(app.painter.drawn_px) >= 11
    height = scene.layout().bottom - scene.layout().top
    assert height >= (960 if size == (800, 600) else 720)


def test_each_computer_seat_plays_at_its_own_memory_level(monkeypatch) -> None:
    """The table asks each computer seat's bot at the level chosen for that seat."""
    info = GAMES["silver"]
    asked: dict[int, set[str]] = {}

    def recording(ctx):
        asked.setdefault(ctx.view["seat"], set()).add(ctx.level)
        return info.bot(ctx)

    monkeypatch.setitem(GAMES, "silver", dataclasses.replace(info, bot=recording))
    app, session, scene = table((False, False, False, False), seed=2)
    for _ in range(300):
        frames(app)
        scene.motion.skip()
    assert asked == {1: {"good"}, 2: {"forgetful"}, 0: {"perfect"}, 3: {"perfect"}}
    assert set(info.bot_levels) == set(LEVELS)  # what the setup screen offers


def test_a_failed_set_is_shown_to_everyone_then_turns_face_down_and_the_new_card_goes_to_an_end():
    state = fresh(2, seed=3)
    skip_peeks(state)
    rig(state, villages=[[4, 9, 5, 7, 8], [10, 10, 11, 11, 12]], deck=[2], discard=[6])
    turn_to(state, 0)
    app, session, scene = table((True, False), state=state)
    session.lift_curtain()
    scene.refresh()
    frames(app, 2)
    tried = [state.villages[0][0], state.villages[0][2]]
    click_obj(app, scene, ("deck", 0))
    for card in tried:
        click_obj(app, scene, ("card", card))
    click_button(app, scene, "Exchange these 2")
    assert scene.decision_kind() == "end"
    by_card = {c: [t for t in scene.motion.tweens if t.tag == ("card", c)] for c in tried}
    for card, value in zip(tried, (4, 5), strict=True):
        rise, back = by_card[card]
        assert rise.what.value == str(value)  # slid forward face up for the whole table
        assert back.delay > 0 and back.what is None  # then back into the row face down
    assert {("end", "left"), ("end", "right")} <= set(scene.hit)
    moves = len(state.history)
    click_obj(app, scene, ("end", "right"))
    assert state.history[moves] == {"type": "place", "end": "right"}
    assert len(state.villages[0]) == 6 and all(not state.up[c] for c in tried)
    assert app.errors == []


def test_the_curtain_waits_while_a_player_looks_at_what_they_peeked() -> None:
    app, session, scene = table((True, True), seed=6)
    state = session.state
    frames(app)
    pass_curtain(app)  # the first player sits down
    first = session.shown_seat
    own = [c["id"] for c in scene.own()]
    click_obj(app, scene, ("card", own[0]))
    click_obj(app, scene, ("card", own[4]))
    click_button(app, scene, "View these two")
    assert state.current_player != first
    wait(app, 1.0)
    assert not isinstance(app.stack.top, CurtainScene)  # still looking at the two cards
    assert {own[0], own[4]} <= {t for t, _ in scene.drawn_faces}
    wait(app, 2.5)
    assert isinstance(app.stack.top, CurtainScene)  # then it is the next player's turn
