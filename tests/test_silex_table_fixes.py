"""Silex's table after a new player's round of it (issue 36): an end screen whose rows add
up, a Reveal button, a spread whose spots stay put and carry the numbers the log names, and
a drawn card seen before the curtain falls."""

from __future__ import annotations

import pygame
import pytest

from game.engine import new_game
from game.engine.silex.data import DATA
from game.engine.silex.state import SilexState
from game.scenes.curtain import CurtainScene
from game.scenes.dialog import Dialog
from game.scenes.guard import GUARD_SECONDS
from game.scenes.silex.ending import round_points
from game.scenes.silex.hand import TAG_GAP
from game.shell.session import Seat, Session
from game.ui.widgets import FOCUS_RING, Button

from .shell_helpers import click, frames, key, make_app, open_table, pass_curtain, wait
from .silex_helpers import arrange

SIZES = [(800, 600), (1280, 720), (1920, 1080)]


def finished_game(seed: int, players: int) -> SilexState:
    state = new_game("silex", players, seed=seed)
    assert isinstance(state, SilexState)
    session = Session(state, [Seat(f"P{i}", False, "forgetful") for i in range(players)])
    while not state.is_over:
        state.apply(session.bot_action(state.current_player))
    return state


def heavy_ending() -> SilexState:
    """A finished game where one seat holds many flints and every Discovery (Ana's row in
    the issue lost her third Discovery)."""
    found = list(DATA.discoveries[:3])
    state = arrange(
        2,
        hands={0: ["blog-1"], 1: ["url-1", found[2]]},
        revealed={0: found[:2]},
        ideas={0: [0, 1, 1, 2, 2, 3, 3], 1: [0]},
        black={0: 6},
        turn=1,
    )
    state.apply({"type": "reveal", "card": found[2]})
    assert state.is_over
    return state


def end_rows(state: SilexState, size: tuple[int, int]):
    app = make_app(size)
    app.settings.show_log = True  # the narrowest end screen: the log open beside it
    session = Session(
        state, [Seat(n, True) for n in ["Ana", "Ben", "Cleo", "Dan"][: state.num_players]]
    )
    scene = open_table(app, session)
    frames(app, 2)
    assert app.errors == []
    return scene.end_rows


@pytest.mark.parametrize("size", SIZES)
def test_every_end_screen_row_adds_up_to_its_total(size) -> None:
    """Every scoring item is drawn or counted in "+N more (P pts)", for every seat, over
    seeded games of every size and a heavy one, at every window size."""
    games = [finished_game(seed, 2 + seed % 3) for seed in range(6)] + [heavy_ending()]
    for state in games:
        rows = end_rows(state, size)
        scores = state.result()["scores"]
        assert len(rows) == state.num_players
        rounds = round_points(state)
        for seat, row in enumerate(rows):
            assert row.points == scores[seat], (seat, row)
            if state.history[0]["type"] != "reveal":  # (the heavy one's flints were laid by hand)
                assert sum(r[seat] for r in rounds) == scores[seat]  # R1 + R2 + R3 = Total
            # the seat's flints and Discoveries, each once
            kinds = [i.kind for i in row.shown + row.more for _ in range(i.count)]
            assert kinds.count("idea") == len(state.ideas[seat])
            assert kinds.count("black") == state.black[seat]
            assert kinds.count("discovery") == len(state.revealed[seat])


def test_the_heavy_row_counts_what_it_cannot_draw() -> None:
    rows = end_rows(heavy_ending(), (1280, 720))
    ana = rows[0]
    assert ana.more, "this row is too long to draw whole"
    assert sum(i.points for i in ana.shown) < ana.points


# ---- 9: a Reveal button -------------------------------------------------------------------
def holding_a_discovery():
    found = DATA.discoveries[0]
    state = arrange(
        2,
        hands={0: ["blog-1", found], 1: ["spam-1"]},
        piles=[["neighbour-8"], ["neighbour-7"], ["neighbour-6"]],
        spread=["blog-3", "spam-3"],
    )
    app = make_app()
    session = Session(state, [Seat("Ana", True), Seat("Ben", False)])
    scene = open_table(app, session)
    session.lift_curtain()
    scene.refresh()
    frames(app, 2)
    return app, state, scene, found


def test_a_discovery_is_revealed_by_a_button_reached_by_keyboard() -> None:
    app, state, scene, found = holding_a_discovery()
    label = scene.action_label({"type": "reveal", "card": found})
    buttons = [w for w in scene.form.widgets if isinstance(w, Button) and w.text == label]
    assert len(buttons) == 1, [getattr(w, "text", "") for w in scene.form.widgets]
    for _ in range(40):  # Tab walks the table's objects and the buttons
        if scene.form.focus is buttons[0]:
            break
        key(app, pygame.K_TAB)
    assert scene.form.focus is buttons[0], "Tab never reaches the Reveal button"
    key(app, pygame.K_RETURN)
    dialog = app.stack.top
    assert isinstance(dialog, Dialog) and state.revealed[0] == []  # asked first
    wait(app, GUARD_SECONDS + 0.05)
    go = next(w for w in dialog.form.widgets if isinstance(w, Button) and w.text == label)
    click(app, go.rect.center)
    assert state.revealed[0] == [found]


def test_no_reveal_button_without_a_discovery() -> None:
    app, state, scene, found = holding_a_discovery()
    state.hands[0].remove(found)
    state.spots.append({"spot": state.next_spot, "place": 3, "card": found, "by": None})
    state.next_spot += 1
    state._memo.key = None
    scene.refresh()
    frames(app)
    texts = [w.text for w in scene.form.widgets if isinstance(w, Button)]
    assert not any(t.startswith("Reveal") for t in texts), texts


# ---- 13: the "top" tag clear of the focus ring; the drawn card seen before the curtain ------
def test_the_top_tag_stands_clear_of_the_focus_ring() -> None:
    app, state, scene, found = holding_a_discovery()
    state.hands[0] = ["blog-1", "url-2", found]
    state._memo.key = None
    scene._pick_key = None
    scene.refresh()
    for card in ("blog-1", "url-2"):
        click(app, scene.hit[("card", card)].center)
    top = scene.addition().top
    target = next(w for w in scene.form.widgets if getattr(w, "obj", None) == ("card", top))
    ring = target.rect.inflate(20, 10)  # draw_focus's ring
    card = scene.hand_card_rect(top)
    assert target.rect.bottom == card.bottom, "the ring goes round the raised card"
    tag_top = card.bottom + TAG_GAP
    assert tag_top > ring.bottom + FOCUS_RING, "the tag sits below the ring, not across it"
    assert tag_top + 22 <= scene.layout().bottom


def two_people_drawing():
    """Ana (a person) plays, then must draw; Ben (a person) is next."""
    state = arrange(
        2,
        hands={0: ["blog-1", "neighbour-1"], 1: ["spam-1"]},
        piles=[["neighbour-8"], ["neighbour-7"], ["neighbour-2"]],
        spread=["blog-3", "spam-3", "url-4"],
    )
    app = make_app()
    session = Session(state, [Seat("Ana", True), Seat("Ben", True)])
    scene = open_table(app, session)
    pass_curtain(app)
    assert session.shown_seat == 0
    scene.act({"type": "play", "cards": ["neighbour-1"], "top": "neighbour-1", "pile": 0})
    scene.motion.skip()
    frames(app)
    assert state.decision is not None and state.decision.kind == "draw"
    return app, session, scene


def test_with_two_people_the_drawn_card_shows_before_the_curtain_falls() -> None:
    app, session, scene = two_people_drawing()
    state = session.state
    spot = state.spots[0]
    card = spot["card"]
    scene.act({"type": "draw", "spot": spot["spot"]})
    frames(app, 3)
    assert state.current_player == 1  # Ana's turn is over
    assert app.stack.top is scene, "no curtain yet: Ana sees what she drew"
    assert scene.viewer == 0 and card in [c["id"] for c in scene.table["hand"]]
    assert scene.drawn_cards() == [card]
    assert "You drew the" in scene.prompt_text()
    assert scene.my_actions() == []  # nothing to do but look
    wait(app, 3.2)
    assert isinstance(app.stack.top, CurtainScene), "then the curtain falls for Ben"
    assert session.shown_seat is None


def test_one_person_at_the_table_is_not_held() -> None:
    app, session, scene = two_people_drawing()
    session.seats[1] = Seat("Ben", False)
    spot = session.state.spots[0]
    scene.act({"type": "draw", "spot": spot["spot"]})
    assert scene.drawn is None  # a lone person's view stays anyway


# ---- 10: spots stay put, carry the number the log names ----------------------------------
def test_places_stay_put_and_a_card_put_back_fills_the_first_gap() -> None:
    state = arrange(
        2,
        hands={0: ["blog-5", "url-1"], 1: ["spam-1"]},
        piles=[["neighbour-8"], ["neighbour-7"], ["neighbour-6"]],
        spread=["web-1", "web-2", "web-3", "web-4"],
    )
    places = {s["spot"]: s["place"] for s in state.spots}
    state.apply({"type": "play", "cards": ["blog-5"], "top": "blog-5", "pile": 0})
    state.apply({"type": "blog", "card": "url-1"})  # nothing drawn yet: a place past the end
    assert state.events[-1]["place"] == len(places) + 1
    state.apply({"type": "draw", "spot": 1})  # a gap at place 2
    assert state.events[-1]["place"] == 2
    state.apply({"type": "draw", "spot": 3})  # the end-of-turn draw: a gap at place 4
    for s in state.spots:  # nobody else moved
        assert s["place"] == places.get(s["spot"], len(places) + 1)
    state.check_invariants()
    assert state.view(1)["table"]["spread_places"] == len(places) + 1  # room kept for all


def test_a_new_rounds_spread_is_numbered_from_one_without_gaps() -> None:
    state = finished_game(4, 3)
    starts = [i for i, e in enumerate(state.events) if e["type"] == "round_start"]
    assert starts, "the game had a second round"
    replay = new_game("silex", 3, seed=4)
    session = Session(replay, [Seat(f"P{i}", False, "forgetful") for i in range(3)])
    while not replay.is_over:
        replay.apply(session.bot_action(replay.current_player))
        if replay.events[-1]["type"] == "round_start":
            places = sorted(s["place"] for s in replay.spots)
            assert places == list(range(1, len(places) + 1))


def test_the_log_names_the_numbers_the_spread_shows() -> None:
    """Every draw and put-back line names the number that was on that card at the table."""
    app = make_app()
    state = new_game("silex", 2, seed=7)
    session = Session(state, [Seat("Ana", False, "forgetful"), Seat("Ben", False, "forgetful")])
    scene = open_table(app, session)
    checked = 0
    while not state.is_over and checked < 12:
        action = session.bot_action(state.current_player)
        if action["type"] == "draw":  # (no frame passes: the computers wait)
            shown = {s["spot"]: s["place"] for s in scene.table["spread"]}
            place = shown[action["spot"]]
            assert scene.hit[("spot", action["spot"])]  # drawn where the table shows it
            tip = next(
                w.tooltip
                for w in scene.form.widgets
                if getattr(w, "obj", None) == ("spot", action["spot"])
            )
            assert tip.startswith(f"Spot {place}.")
            scene.act(action)
            line = session.describe(state.events[-1])
            assert f"spot {place}" in line and str(action["spot"]) not in line.replace(
                f"spot {place}", ""
            )
            checked += 1
        else:
            scene.act(action)
    assert checked == 12
