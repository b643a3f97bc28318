"""Zilence through its table scene, headless: whole games, the covered board, secret choices,
the pointer's trace and the board change."""

from __future__ import annotations

import pygame
import pytest

from game.engine import new_game
from game.scenes.curtain import CurtainScene
from game.scenes.zilence import ZilenceTable
from game.scenes.zilence.keys import SEAT_KEYS
from game.scenes.zilence.ready import READY_GUARD, READY_SECONDS
from game.shell.session import Seat, Session

from .shell_helpers import click, frames, key, make_app, open_table, pass_curtain, wait

PATH_WORDS = ("red path", "yellow path", "blue path")


def table(humans: tuple[bool, ...], seed: int = 1, options: dict | None = None, size=(1280, 720)):
    app = make_app(size)
    state = new_game("zilence", len(humans), seed=seed, options=options)
    session = Session(state, [Seat(f"P{i}", h) for i, h in enumerate(humans)])
    scene = open_table(app, session)
    return app, session, scene


def start_timer(app, scene: ZilenceTable) -> None:
    """The ready moment ends: the person holding the timer presses Space (once the key
    counts), or the computer's countdown is run out."""
    assert scene.phase == "ready"
    if scene.ready.holder_is_human():
        wait(app, READY_GUARD + 0.05)
        key(app, pygame.K_SPACE)
    else:
        scene.clock = scene.ready.seconds()
        frames(app)
    assert scene.phase == "reveal"


def to_choosing(app, scene: ZilenceTable) -> None:
    """Start the timer, let the reveal and the countdown run out (the countdown is
    shortened)."""
    for _ in range(200):
        if scene.phase == "choose":
            return
        if scene.phase == "ready" and scene.board_ready():
            start_timer(app, scene)
        if scene.phase == "scan":
            scene.time_left = min(scene.time_left, 0.05)
        frames(app)
    raise AssertionError(f"still {scene.phase}")


def lift_curtain(app) -> None:
    assert isinstance(app.stack.top, CurtainScene)
    pass_curtain(app)


def test_the_catalogue_opens_zilence_on_this_table() -> None:
    app, session, scene = table((True, False))
    assert isinstance(scene, ZilenceTable)
    assert "choice_mode" in session.state.options  # a table option the rules ignore


@pytest.mark.parametrize("players", [2, 3, 4])
def test_an_all_computer_game_plays_to_the_end_through_the_scene(players: int) -> None:
    app, session, scene = table((False,) * players, seed=players, options={"scan_seconds": 10})
    phases = set()
    for _ in range(6000):
        frames(app)
        phases.add(scene.phase)
        if scene.phase == "scan":
            scene.time_left = min(scene.time_left, 0.05)
        if scene.phase in ("trace", "change"):
            scene.skip_show()
        if scene.ended():
            break
    assert session.state.is_over and scene.ended()
    assert {"ready", "reveal", "scan", "choose", "trace", "change"} <= phases
    assert app.errors == []
    frames(app, 2)
    result = session.state.result()
    rounds = result["details"]["rounds"]
    assert f"{rounds} rounds: the first to find every item wins." in app.painter.drawn_text
    assert any(" win" in t for t in app.painter.drawn_text)


def test_the_first_round_waits_for_the_person_holding_the_timer() -> None:
    """Issue 29: the first round's 20 s ran from the table's opening. Now the board shows
    without its symbol until the holder presses, and the log names who started it."""
    app, session, scene = table((True, False), options={"scan_seconds": 10})
    wait(app, 6)
    assert scene.phase == "ready" and not session.state.timer_started
    assert scene.time_left == 0 and session.state.symbol == ""
    drawn = app.painter.drawn_text
    assert "Start the timer" in drawn and "P0 holds the timer" in drawn
    assert "P0: start the timer when everyone is ready (Space)." in drawn
    assert not isinstance(app.stack.top, CurtainScene)  # nothing private while it waits
    key(app, pygame.K_SPACE)
    assert scene.phase == "reveal" and session.state.timer_started
    frames(app, 2)
    assert "Start the timer" not in app.painter.drawn_text and scene.my_actions() == []
    assert any(line.startswith("P0 starts the timer") for line in scene.log_panel.lines)
    wait(app, 1.2)
    assert scene.phase == "scan" and scene.time_left > 9


def test_the_start_button_starts_the_timer_too() -> None:
    app, session, scene = table((True, False), options={"scan_seconds": 10})
    wait(app, 1)
    button = next(b for b in scene.form.widgets if getattr(b, "text", "") == "Start the timer")
    click(app, button.rect.center)
    assert scene.phase == "reveal" and session.state.timer_started


def test_a_computer_holding_the_timer_counts_down_on_screen_first() -> None:
    app, session, scene = table((False, True, True), options={"scan_seconds": 10})
    wait(app, 1.2)
    assert scene.phase == "ready" and not session.state.timer_started
    drawn = app.painter.drawn_text
    assert "P0 starts the timer in 2 seconds." in drawn and "2" in drawn
    assert "Nobody's cards are shown" not in scene.prompt_text()
    wait(app, READY_SECONDS - 1.2 - 0.2)
    assert scene.phase == "ready"
    wait(app, 0.4)
    assert session.state.timer_started and scene.phase in ("reveal", "scan")
    frames(app, 2)
    assert any(line.startswith("P0 starts the timer") for line in scene.log_panel.lines)


def test_the_countdown_shows_the_seconds_and_the_board_with_its_starts() -> None:
    app, session, scene = table((True, False), options={"scan_seconds": 10})
    wait(app, 1)
    start_timer(app, scene)
    wait(app, 1.5)
    assert scene.phase == "scan"
    assert any(t == "10 s" or t == "9 s" for t in app.painter.drawn_text)
    assert scene.renderer.drawn[-1] == "board"
    assert scene.my_actions() == []  # nobody chooses while the board shows
    key(app, pygame.K_1)
    assert all(c is None for c in session.state.choices)


def test_no_frame_after_zero_shows_the_board_before_every_choice_is_in() -> None:
    app, session, scene = table((True, True, False), seed=4)
    to_choosing(app, scene)
    scene.renderer.drawn.clear()
    drawn: list[str] = []
    for _ in range(40):  # humans choose behind the curtain, the computer after them
        if scene.resolution is not None:
            break
        if isinstance(app.stack.top, CurtainScene):
            lift_curtain(app)
            continue
        drawn += scene.renderer.drawn
        scene.renderer.drawn.clear()
        if scene.my_turn():
            click(app, scene.hit[("path", "blue")].center)
        else:
            frames(app)
    assert scene.resolution is not None
    assert drawn and set(drawn) == {"cover"}, drawn


def test_each_choice_stays_hidden_until_all_have_chosen() -> None:
    app, session, scene = table((True, True), seed=2)
    to_choosing(app, scene)
    if isinstance(app.stack.top, CurtainScene):
        lift_curtain(app)
    first = session.state.current_player
    key(app, pygame.K_3)  # blue
    assert session.state.choices[first] == "blue"
    lift_curtain(app)  # the other human comes to the screen
    frames(app, 2)
    second = session.state.current_player
    assert second != first and scene.seat == second
    text = app.painter.drawn_text
    assert not any(w in t for t in text for w in PATH_WORDS), "a choice showed early"
    assert "chosen" in text and "choosing…" in text
    key(app, pygame.K_1)
    frames(app, 2)
    assert scene.phase == "trace"
    assert any("blue path" in t for t in app.painter.drawn_text)  # revealed together


def test_same_keyboard_everyone_chooses_at_once_and_nothing_shows_until_all_are_in() -> None:
    app, session, scene = table(
        (True, False, True), seed=3, options={"choice_mode": "same_keyboard"}
    )
    to_choosing(app, scene)
    assert not isinstance(app.stack.top, CurtainScene)
    key(app, SEAT_KEYS[0][2])  # the first human: blue
    frames(app, 60)
    assert all(c is None for c in session.state.choices)  # nothing goes in before all press
    assert not any(w in t for t in app.painter.drawn_text for w in PATH_WORDS)
    assert set(scene.renderer.drawn) == {"cover"}
    key(app, SEAT_KEYS[1][0])  # the second human (seat 2): red
    frames(app, 60)
    assert scene.resolution is not None
    assert scene.resolution["choices"][0] == "blue" and scene.resolution["choices"][2] == "red"


def test_the_trace_calls_exactly_the_engine_route_items_and_cards_leave_their_rows() -> None:
    for seed in range(1, 6):
        app, session, scene = table((False, False, False), seed=seed)
        to_choosing(app, scene)
        while scene.phase == "choose":
            frames(app)
        res = scene.resolution
        assert scene.phase == "trace" and res is not None and scene.trace is not None
        colors = [c for c in res["routes"] if res["routes"][c]["chosen_by"]]
        assert [r.color for r in scene.trace.routes] == colors
        while scene.phase == "trace":
            frames(app, 10)
        for i, route in enumerate(scene.trace.routes):
            assert scene.trace.called_kinds(i) == res["routes"][route.color]["items"]
        for seat, found in enumerate(res["found"]):
            assert scene.to_find[seat] == []
            assert len(scene.gone[seat]) == len(found)


def test_a_click_skips_to_the_end_of_the_trace_and_the_log_waits_for_it() -> None:
    app, session, scene = table((True, False), seed=6)
    to_choosing(app, scene)
    key(app, pygame.K_2)
    frames(app, 3)
    assert scene.phase == "trace"
    outcome = session.describe(scene.resolution)
    assert outcome not in scene.log_panel.lines
    click(app, scene.board_square().center)
    assert scene.trace.done
    frames(app, 2)
    assert scene.phase == "change"
    assert outcome in scene.log_panel.lines
    before = list(scene.change.before)
    wait(app, 2.5)
    # the next round waits for its holder (the computer, this round) to start the timer
    assert scene.phase == "ready" and not session.state.timer_started
    assert scene.round_view["layout"] == session.state.layout != before
    wait(app, READY_SECONDS + 0.2)
    assert scene.phase in ("reveal", "scan")


def test_a_game_resumed_mid_choice_goes_straight_to_the_covered_board() -> None:
    app = make_app()
    state = new_game("zilence", 2, seed=8)
    state.apply({"type": "start_timer"})
    state.apply({"type": "choose_path", "color": "red"})
    session = Session(state, [Seat("A", False), Seat("B", True)])
    scene = open_table(app, session)
    frames(app, 2)
    assert scene.phase == "choose"
    assert scene.renderer.drawn[-1] == "cover"


def test_the_table_fits_a_small_window() -> None:
    app, session, scene = table((True, False, False, False), size=(800, 600))
    to_choosing(app, scene)
    frames(app, 2)
    assert min(app.painter.drawn_px) >= 11
    col = scene.column()
    assert all(col.contains(r) for r in scene.panel_rects())
    assert scene.board_square().right <= scene.table_width() + 1


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_with_a_round_limit_the_bar_says_which_round_of_how_many(size) -> None:
    """Issue 17 playtest: with a round limit nothing on the table said how many were left."""
    app, session, scene = table((False, False), options={"round_limit": 10}, size=size)
    seen = set()
    for _ in range(400):
        frames(app)
        if scene.phase in ("reveal", "scan"):
            seen.add(scene.phase)
            assert "1 of 10" in scene.prompt_text()
            assert scene.prompt_text() in app.painter.drawn_text
            assert scene.prompt_text() not in app.painter.cut_text
        if scene.phase == "scan":
            break
    assert seen == {"reveal", "scan"}
    app, session, scene = table((False, False), size=size)
    frames(app, 3)
    assert " of " not in scene.prompt_text()  # no limit: no count


def test_a_game_stopped_by_the_round_limit_says_so_and_how_it_is_won() -> None:
    """Issue 17 playtest: the end said only "10 rounds played." and the log "... and win"."""
    app, session, scene = table((False, False, False), options={"round_limit": 10})
    for _ in range(20000):
        frames(app)
        if scene.phase == "scan":
            scene.time_left = min(scene.time_left, 0.05)
        if scene.phase in ("trace", "change"):
            scene.skip_show()
        if scene.ended():
            break
    frames(app, 2)
    assert session.state.result()["ended_by"] == "round_limit"
    drawn = app.painter.drawn_text
    assert "The limit of 10 rounds is reached: the most items found wins." in drawn
    last = session.describe(session.state.events[-1])
    assert last.endswith(("wins.", "share the win.")), last


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_the_end_summary_leaves_the_final_board_in_view(size) -> None:
    """Issue 29: the end panel lay over the board it summarised. Now it is opaque and sits
    over the players' panels and the bar, which it says in words; the board stays whole."""
    app = make_app(size)
    state = new_game("zilence", 4, seed=4)
    session = Session(state, [Seat(f"P{i}", i < 2) for i in range(4)])
    while not state.is_over:
        session.apply(session.bot_action())
    scene = open_table(app, session)
    for _ in range(600):
        frames(app)
        if scene.phase in ("trace", "change"):
            scene.skip_show()
        if scene.ended():
            break
    frames(app, 3)
    assert scene.ended()
    box, board = scene.end_box(), scene.board_square()
    assert not box.colliderect(board)
    assert all(box.contains(b.rect) for b in scene.end_form.widgets)
    assert app.painter.window().contains(box)
    drawn, cut = app.painter.drawn_text, app.painter.cut_text
    title, lines = scene.end_summary()
    for text in (title, *lines):
        assert text in drawn and text not in cut
    assert "P0 found" in " ".join(lines) and min(app.painter.drawn_px) >= 11


def test_the_scan_prompt_is_one_sentence_without_the_table_view_note() -> None:
    """Issue 29: "Scan the Eye paths Nobody's cards are shown." The prompt ends with its full
    stop, and Zilence, whose item cards all lie face up, never adds the table-view note."""
    app, session, scene = table((False, True, True), options={"scan_seconds": 10})
    wait(app, 1)
    start_timer(app, scene)
    wait(app, 1.5)
    assert scene.phase == "scan" and session.is_bot_turn() and scene.viewer is None
    name = scene.table["symbol_name"]
    assert scene.prompt_text() == f"Scan the {name} paths."
    assert not any("Nobody's cards" in t for t in app.painter.drawn_text)


def test_people_on_one_keyboard_see_nobodys_view_from_the_start() -> None:
    """All at once on one keyboard, the screen is everyone's: from the table's opening it
    shows the spectator view, never one seat's (whose own chosen path its view would name)."""
    options = {"choice_mode": "same_keyboard", "scan_seconds": 10}
    app, session, scene = table((True, True, True), seed=2, options=options)
    assert session.shown_seat is None and scene.view["seat"] is None  # as it opens
    frames(app, 3)
    assert scene.viewer is None and session.shown_seat is None
    start_timer(app, scene)
    for _ in range(60 * 12):  # the reveal and the scan, to the covered board
        frames(app)
        if scene.phase == "choose":
            break
    assert scene.phase == "choose" and scene.viewer is None
    key(app, SEAT_KEYS[0][0])  # the first seat types its path: still nobody's view
    frames(app, 2)
    assert scene.viewer is None
    assert not isinstance(app.stack.top, CurtainScene)
