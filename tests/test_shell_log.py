"""The game log panel: private lines marked, never scrolled into blank space, new lines shown."""

from __future__ import annotations

import random

import pygame
import pytest

from game.engine import new_game
from game.shell.session import Seat, Session
from game.ui.log_panel import LogFeed, LogPanel

from .shell_helpers import make_app


def test_scrolling_stops_at_the_first_line() -> None:
    app = make_app()
    panel = LogPanel()
    panel.set_lines([(f"Line {i}.", False) for i in range(40)])
    for _ in range(100):  # wheel far past the beginning
        panel.handle(pygame.event.Event(pygame.MOUSEWHEEL, y=1, logical_pos=panel.rect().center))
    app.painter.begin_frame()
    panel.draw(app.painter)
    assert "Line 0." in app.painter.drawn_text
    assert panel.scroll < 40 - 5  # the panel is full of lines, not blank above the first


def test_a_new_reader_sees_everything_since_its_last_turn() -> None:
    app = make_app()
    panel = LogPanel()
    lines = [(f"Move {i} of a long game, written out in full.", False) for i in range(60)]
    panel.set_lines(lines, mark=30)
    app.painter.begin_frame()
    panel.draw(app.painter)
    assert "Move 30 of a long game, written out in full." in app.painter.drawn_text


def test_private_lines_say_they_are_only_for_you() -> None:
    app = make_app()
    panel = LogPanel()
    panel.set_lines([("Ana passes a card to Ben.", False), ("You passed the red 4.", True)])
    app.painter.begin_frame()
    panel.draw(app.painter)
    assert "Only you: You passed the red 4." in app.painter.drawn_text


def test_a_long_prompt_wraps_to_two_lines_and_is_cut_at_a_word() -> None:
    from game.scenes.table.prompt import fit_prompt_lines

    app = make_app((800, 600))
    text = "Blue light effect: take the last card of another row into your hand, " * 4
    cut = fit_prompt_lines(app.painter, text, 18, 600)
    _, line = app.painter.measure("Ag", 18)
    assert app.painter.measure(cut, 18, wrap=600)[1] <= 2 * line + 2
    assert cut.endswith("…") and text.startswith(cut[:-1]) and cut[-2] != " "
    short = "Play a card."
    assert fit_prompt_lines(app.painter, short, 18, 600) == short


# ---- the log feed: lines added, not the whole game described again -------------------------


def described(session: Session, seat: int, with_private: bool) -> list[tuple[str, bool]]:
    """The log built from scratch, as the table built it before the feed."""
    state = session.state
    events = state.events_for(seat) if with_private else state.events
    return [(session.describe(e), bool(e.get("private"))) for e in events]


@pytest.mark.parametrize("game_id", ["silencio", "silex", "silver", "zilence"])
def test_the_feed_matches_the_log_built_from_scratch_after_every_action(game_id: str) -> None:
    state = new_game(game_id, 3, seed=7)
    session = Session(state, [Seat("Ana", True), Seat("Ben", True), Seat("Cleo", False)])
    feeds = {(s, p): LogFeed(session.describe) for s in range(3) for p in (True, False)}
    rng = random.Random(7)
    privates = 0
    for _ in range(120):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
        for (seat, with_private), feed in feeds.items():
            feed.update(state, seat, with_private)
            assert feed.lines == described(session, seat, with_private)
        privates = sum(len(p) for p in state.private)
    assert game_id == "zilence" or privates > 0  # the card games do have private lines


def test_a_new_event_is_described_once_and_appended_to_the_panel() -> None:
    state = new_game("silencio", 3, seed=2)
    session = Session(state, [Seat("Ana", True), Seat("Ben", False), Seat("Cleo", False)])
    calls = []
    feed = LogFeed(lambda e: calls.append(e) or session.describe(e))
    panel = LogPanel()
    assert feed.update(state, 0, True)  # the first reader: built from the start
    panel.set_lines(feed.lines)
    rng = random.Random(2)
    for _ in range(30):
        before_lines, before_calls = list(panel.lines), len(calls)
        state.apply(rng.choice(state.legal_actions()))
        assert not feed.update(state, 0, True)  # the same reader: nothing rebuilt
        panel.extend_to(feed.lines, len(feed.lines))
        new = len(feed.lines) - len(before_lines)
        assert len(calls) - before_calls == new  # only the new events were described
        assert panel.lines[: len(before_lines)] == before_lines
        assert panel.lines == [text for text, _ in described(session, 0, True)]
    assert feed.update(state, 1, True)  # another seat at the screen: built again
    assert feed.lines == described(session, 1, True)


def test_the_panel_holds_lines_back_and_shows_them_again() -> None:
    panel = LogPanel()
    lines = [("One.", False), ("Two, for you.", True), ("Three.", False)]
    panel.set_lines(lines[:1])
    panel.extend_to(lines, 3)
    assert panel.lines == ["One.", "Two, for you.", "Three."] and panel.private == {1}
    panel.extend_to(lines, 1)  # a table holds the last lines back until it has shown them
    assert panel.lines == ["One."] and panel.private == set()
    panel.extend_to(lines, 2)
    assert panel.lines == ["One.", "Two, for you."] and panel.private == {1}


def test_a_table_shows_a_seat_its_private_lines_only_while_it_is_at_the_screen() -> None:
    from game.scenes.curtain import CurtainScene

    from .shell_helpers import arm_curtain, frames, key, open_table

    app = make_app()
    state = new_game("silencio", 2, seed=5)
    session = Session(state, [Seat("Ana", True), Seat("Ben", True)])
    scene = open_table(app, session)
    rng = random.Random(5)
    seen = set()
    for _ in range(40):
        if state.is_over:
            break
        if isinstance(app.stack.top, CurtainScene):
            arm_curtain(app)
            key(app, pygame.K_RETURN)
            frames(app)
        viewer = scene.viewer  # None between the two humans' turns: public lines only
        if viewer is None:
            expected = [session.describe(e) for e in state.events]
        else:
            expected = [text for text, _ in described(session, viewer, True)]
        assert scene.log_panel.lines == expected
        seen.add(viewer)
        actions = scene.my_actions()
        if not actions:
            frames(app)
            continue
        scene.act(rng.choice(actions))
    assert {0, 1} <= seen


def test_seats_taking_turns_at_the_screen_each_get_their_own_log_described_once() -> None:
    """The screen passes between seats every move: each seat's log is its own (its private
    lines, nobody else's), and no event is described twice for the same seat."""
    state = new_game("silencio", 3, seed=4)
    session = Session(state, [Seat("Ana", True), Seat("Ben", True), Seat("Cleo", True)])
    calls: list[int] = []
    feed = LogFeed(lambda e: calls.append(1) or session.describe(e))
    rng = random.Random(4)
    for _ in range(40):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
        for seat in (0, 1, 2, None):
            feed.update(state, seat, seat is not None)
            expected = described(session, seat, True) if seat is not None else None
            if expected is not None:
                assert feed.lines == expected
    readers_lines = sum(len(described(session, s, True)) for s in range(3))
    spectator = len(state.events)
    assert len(calls) == readers_lines + spectator  # each reader's lines described once
