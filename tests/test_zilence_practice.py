"""Zilence's scanning practice: rounds of the asked difficulty, the engine's best route, a whole
session headless, personal bests kept and a damaged scores file set aside."""

from __future__ import annotations

import json
import random

import pygame
import pytest

from game.engine import new_game
from game.engine.zilence import drill
from game.engine.zilence.perfect import route_scores
from game.scenes.dialog import Dialog
from game.scenes.menu import MainMenu
from game.scenes.zilence import bests
from game.scenes.zilence.keys import CHOOSER_KEYS
from game.scenes.zilence.practice import PracticeScene
from game.ui.widgets import Button

from .shell_helpers import click, frames, key, make_app


def practice(seed: int = 1, size=(1280, 720)):
    app = make_app(size)
    scene = PracticeScene(app, seed=seed)
    app.stack.reset(MainMenu(app), scene)
    frames(app)
    return app, scene


@pytest.mark.parametrize("seed", range(12))
def test_the_best_route_is_the_engine_s(seed: int) -> None:
    rd = drill.make_round(random.Random(seed), drill.DIFFICULTIES[seed % 3])
    scores = route_scores(rd.layout, rd.symbol, rd.sought)
    assert {c: len(f) for c, f in rd.found.items()} == scores
    assert set(rd.best) == {c for c, n in scores.items() if n == max(scores.values())}
    # the rules engine, dealt the same round, finds as much on the best route
    state = new_game("zilence", 2, seed=seed)
    state.apply({"type": "start_timer"})
    state.layout, state.symbol = list(rd.layout), rd.symbol
    state.face_up[0] = list(rd.sought)
    state.apply({"type": "choose_path", "color": rd.best[0]})
    state.apply({"type": "choose_path", "color": rd.best[0]})
    resolved = next(e for e in state.events if e["type"] == "round_resolved")
    assert resolved["found"][0] == list(rd.found[rd.best[0]])
    assert rd.score(rd.best[0]) == drill.ITEM_POINTS * scores[rd.best[0]] + drill.BEST_POINTS


def test_rounds_have_the_asked_difficulty_and_a_route_worth_taking() -> None:
    rng = random.Random(4)
    for difficulty in drill.DIFFICULTIES:
        low, high = drill.BANDS[difficulty]
        for _ in range(5):
            rd = drill.make_round(rng, difficulty)
            assert low <= rd.difficulty < high
            assert len(set(rd.sought)) == drill.SOUGHT
            assert max(len(f) for f in rd.found.values()) >= 1


def test_a_whole_session_headless_keeps_a_personal_best() -> None:
    app, scene = practice(seed=2)
    assert any(t == "Personal bests" for t in app.painter.drawn_text)
    start = next(w for w in scene.form.widgets if isinstance(w, Button) and w.text == "Start")
    click(app, start.rect.center)
    for n in range(drill.ROUNDS):
        assert scene.round_no == n + 1
        frames(app, 60)
        assert scene.phase == "scan"
        key(app, pygame.K_1)  # nothing to choose while the board shows
        assert scene.choice is None
        scene.time_left = 0.05
        frames(app, 5)
        assert scene.phase == "choose"
        scene.renderer.drawn.clear()
        frames(app, 3)
        assert set(scene.renderer.drawn) == {"cover"}  # no board after zero
        best = scene.round.best[0]
        key(app, next(k for k, i in CHOOSER_KEYS.items() if scene.colors()[i] == best))
        assert scene.phase == "trace"
        click(app, scene.board_square().center)  # skip to the end
        assert scene.phase == "result"
        assert scene.trace.called_kinds(0) == list(scene.round.items[best])
        assert "Best choice" in scene.verdict()
        key(app, pygame.K_RETURN)  # the focused Next button
    assert scene.phase == "summary"
    total = sum(scene.scores)
    assert total >= drill.ROUNDS * drill.BEST_POINTS
    assert bests.load().best[drill.session_key(20, "medium")] == total
    frames(app, 2)
    assert "A new personal best!" in " ".join(app.painter.drawn_text)
    assert scene.best_picks == drill.ROUNDS
    assert app.errors == []


def test_the_chosen_and_the_best_route_are_flown_side_by_side() -> None:
    app, scene = practice(seed=5)
    scene.start()
    rd = scene.round
    worse = next((c for c in scene.colors() if c not in rd.best), None)
    if worse is None:
        pytest.skip("every route ties here")
    scene.phase = "choose"
    scene.choose(worse)
    assert [r.color for r in scene.trace.routes] == [worse, *rd.best]
    assert scene.trace.together
    scene.skip()
    assert scene.trace.called_kinds(1) == list(rd.items[rd.best[0]])
    assert scene.scores[-1] == drill.ITEM_POINTS * len(rd.found[worse])


def test_personal_bests_survive_a_damaged_file(user_data) -> None:
    path = bests.path()
    path.write_text("{ not json", encoding="utf-8")
    loaded = bests.load()
    assert loaded.best == {} and loaded.damaged_to is not None
    assert loaded.damaged_to.exists() and not path.exists()
    assert loaded.record("20s-medium", 1200)
    assert bests.save(loaded)
    again = bests.load()
    assert again.best == {"20s-medium": 1200} and again.recent == {"20s-medium": [1200]}
    path.write_text(json.dumps({"format": 1, "best": {"x": "lots"}, "recent": {}}))
    assert bests.load().best == {}  # a wrong shape is damage too
    app, scene = practice()
    frames(app)
    assert any("set aside" in t for t in app.painter.drawn_text) or scene.bests.best == {}


def test_unwritable_scores_are_not_fatal(monkeypatch) -> None:
    def refuse(*_a, **_k):
        raise OSError("read-only")

    monkeypatch.setattr(bests, "write_atomic", refuse)
    b = bests.Bests()
    b.record("10s-easy", 300)
    assert bests.save(b) is False


def test_recent_sessions_are_kept_for_the_chart() -> None:
    b = bests.Bests()
    for s in range(20):
        b.record("30s-hard", s * 10)
    assert b.recent["30s-hard"] == [s * 10 for s in range(20)][-bests.RECENT :]
    assert b.best["30s-hard"] == 190


def test_the_main_menu_opens_scanning_practice() -> None:
    app = make_app()
    app.stack.reset(MainMenu(app))
    frames(app)
    button = next(
        w for w in app.stack.top.form.widgets if getattr(w, "text", "") == "Scanning practice"
    )
    click(app, button.rect.center)
    assert isinstance(app.stack.top, PracticeScene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MainMenu)


def test_practice_fits_a_small_window() -> None:
    app, scene = practice(size=(800, 600))
    scene.start()
    frames(app, 90)
    assert min(app.painter.drawn_px) >= 11
    assert scene.board_square().bottom <= scene.bar().y


def tied_round(seed_from: int = 0) -> tuple[PracticeScene, object, str]:
    """A practice round where two paths tie for best and the third is worse."""
    for seed in range(seed_from, seed_from + 400):
        app, scene = practice(seed=seed)
        scene.start()
        rd = scene.round
        worse = [c for c in scene.colors() if c not in rd.best]
        if len(rd.best) == 2 and worse:
            return app, scene, worse[0]
    raise AssertionError("no round with two best paths")


def test_every_best_path_listed_is_also_flown() -> None:
    """Issue 29: with two best paths, the second was listed as "Best path" but never drawn
    (only the first best was flown)."""
    app, scene, worse = tied_round()
    scene.phase = "choose"
    scene.choose(worse)
    flown = [r.color for r in scene.trace.routes]
    assert flown == scene.shown_paths() == [worse, *scene.round.best]
    scene.skip()
    frames(app, 2)
    drawn = app.painter.drawn_text
    assert drawn.count("Best path") == 2 and "Your path" in drawn
    # a best choice beside another best: both flown too
    app, scene, _worse = tied_round()
    scene.phase = "choose"
    scene.choose(scene.round.best[1])
    assert sorted(r.color for r in scene.trace.routes) == sorted(scene.round.best)


def test_esc_during_a_session_pauses_it_and_asks_before_giving_it_up() -> None:
    app, scene = practice(seed=3)
    scene.start()
    frames(app, 60)
    assert scene.phase == "scan"
    left = scene.time_left
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, Dialog) and scene.phase == "scan"
    scene.renderer.drawn.clear()
    frames(app, 120)  # two seconds under the question: the countdown stands still
    assert scene.time_left == left
    assert set(scene.renderer.drawn) == {"cover"}  # and the board is covered meanwhile
    key(app, pygame.K_ESCAPE)  # Esc again: keep practising
    assert app.stack.top is scene and scene.phase == "scan"
    frames(app, 30)
    assert scene.time_left < left
    key(app, pygame.K_ESCAPE)
    dialog = app.stack.top
    assert isinstance(dialog, Dialog)
    frames(app, 40)  # the question's guard runs out
    leave = next(w for w in dialog.form.widgets if w.text == "Leave the session")
    click(app, leave.rect.center)
    assert app.stack.top is scene and scene.phase == "menu"
    assert bests.load().recent == {}  # a session given up is not scored


def test_the_chart_caption_says_plainly_what_it_shows() -> None:
    b = bests.Bests()
    b.record(drill.session_key(20, "medium"), 3200)
    bests.save(b)
    app, scene = practice()
    frames(app, 2)
    top = drill.MAX_SESSION
    caption = f"Points of 1 recent session ({top} at most)"
    assert caption in app.painter.drawn_text and caption not in app.painter.cut_text


def test_the_chosen_timer_and_difficulty_are_remembered_across_starts() -> None:
    app, scene = practice()
    assert (scene.seconds, scene.difficulty) == (20, "medium")
    scene.set_seconds(30)
    scene.set_difficulty("hard")
    scene.start()
    again = PracticeScene(app)  # the next session, or the next start of the program
    assert (again.seconds, again.difficulty) == (30, "hard")
    assert json.loads(bests.path().read_text())["seconds"] == 30
    again.set_seconds(10)
    again.leave()  # chosen, then left without playing: kept too
    assert PracticeScene(app).seconds == 10
    # an older file without the choice, or an odd value: the defaults, no file set aside
    bests.path().write_text(json.dumps({"format": 1, "best": {}, "recent": {}, "seconds": 7}))
    fresh = PracticeScene(app)
    assert fresh.seconds == 20 and fresh.bests.damaged_to is None
