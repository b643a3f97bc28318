"""A guided first game (issue 31): played through the real table to its last step, a wrong
move refused at every step with nothing changed, left midway and continued after a restart."""

from __future__ import annotations

import random

import pygame
import pytest

from game.engine import GAMES
from game.engine.common import Action, choose
from game.files import saves
from game.scenes.dialog import Dialog
from game.scenes.guard import GUARD_SECONDS
from game.scenes.menu import MainMenu
from game.scenes.registry import open_game
from game.scenes.setup import begin_guide
from game.shell.guide import LEARNER, GuideRun, Step, play_through
from game.shell.guides import GUIDES

from .shell_helpers import frames, key, make_app, pass_curtain, wait

TITLES = sorted(GUIDES)


def taught_move(state, step: Step) -> Action:
    """The move a learner makes for ``step``: the computer's choice for them if the step
    takes it, else the first move it takes."""
    legal = state.actions_for(LEARNER)
    ok = [a for a in legal if step.move(state, a)]
    assert ok, f"no legal move teaches this step: {step.text}"
    mine = choose(state, GAMES[state.GAME_ID], LEARNER)
    return mine if mine in ok else ok[0]


def untaught_move(state, step: Step | None) -> Action | None:
    """A legal move of the learner that the step on screen does not teach (None: none)."""
    for action in state.actions_for(LEARNER):
        if step is None or step.move is None or not step.move(state, action):
            return action
    return None


def make(app, scene, action: Action) -> None:
    scene.play(action)
    if isinstance(app.stack.top, Dialog):  # a move that cannot be taken back asks first
        wait(app, GUARD_SECONDS + 0.05)
        app.stack.top.form.widgets[0].activate()


def guided_table(game_id: str, size=(1280, 720)):
    app = make_app(size)
    session = begin_guide(app, game_id)
    frames(app, 2)
    return app, session, app.stack.top


def drive(app, session, scene, on_step=None, limit: int = 3000) -> GuideRun:
    """Read every note on (Enter) and make every taught move until the guide's end;
    ``on_step(app, scene, step)`` runs once at each step's first showing."""
    run = session.guide
    seen: set[int] = set()
    for _ in range(limit):
        if run.finished or session.state.is_over:
            break
        frames(app, 3)
        scene.motion.skip()
        if app.stack.top is not scene:
            continue
        step = run.on_screen(session.state)
        if step is None:
            state = session.state
            if state.current_player == LEARNER:  # no note: the learner plays on freely
                make(app, scene, choose(state, GAMES[state.GAME_ID], LEARNER))
            continue
        if run.step not in seen:
            seen.add(run.step)
            if on_step is not None:
                on_step(app, scene, step)
        if step.explains:
            assert scene.form.focus is scene.guide.focus(), f"Enter does not read on ({run.step})"
            key(app, pygame.K_RETURN)
        elif LEARNER in session.state.actors():
            make(app, scene, taught_move(session.state, step))
    return run


@pytest.mark.parametrize("game_id", TITLES)
def test_a_guided_game_is_played_through_the_table_to_its_last_step(game_id) -> None:
    app, session, scene = guided_table(game_id)
    assert scene.guide is not None
    run = drive(app, session, scene)
    assert run.finished, f"stuck at step {run.step}: {run.current()}"
    assert run.reached == list(range(len(run.guide.steps))), "a step was never shown"
    # The end: what was learned, then a real game of the title with the same seats.
    frames(app, 2)
    labels = [getattr(w, "text", "") for w in scene.form.widgets]
    assert "Play a real game" in labels and "Play on" in labels
    drawn = " ".join(app.painter.drawn_text)
    assert all(line.split()[0] in drawn for line in run.guide.learned)
    seats = [(s.name, s.human, s.level) for s in session.seats]
    real = next(w for w in scene.form.widgets if getattr(w, "text", "") == "Play a real game")
    real.activate()
    frames(app, 2)
    table = [s for s in app.stack.scenes if getattr(s, "session", None) is not None][-1]
    assert table.session is not session and table.session.guide is None
    assert [(s.name, s.human, s.level) for s in table.session.seats] == seats
    assert app.errors == []


@pytest.mark.parametrize("game_id", TITLES)
def test_a_wrong_move_at_every_step_is_refused_with_its_reason_and_changes_nothing(
    game_id,
) -> None:
    app, session, scene = guided_table(game_id)
    refused: list[str] = []

    def try_wrong(app, scene, step: Step) -> None:
        state = session.state
        wrong = untaught_move(state, step)
        if wrong is None or (step.explains and LEARNER not in state.actors()):
            return
        before = (list(state.history), run_step(), state.view(LEARNER))
        assert scene.act(wrong) is False
        assert (list(state.history), run_step(), state.view(LEARNER)) == before
        assert scene.flash, "a refused move says why"
        if not step.explains:
            assert str(scene.flash).endswith(GUIDE_HINT(step)), scene.flash
        refused.append(scene.flash)

    def run_step() -> int:
        return session.guide.step

    run = drive(app, session, scene, on_step=try_wrong)
    assert run.finished
    assert len(refused) >= 3, refused  # notes and taught moves both refuse others


def GUIDE_HINT(step: Step) -> str:  # noqa: N802 - reads as the hint of a step
    return step.hint


@pytest.mark.parametrize("game_id", TITLES)
def test_a_guided_game_left_midway_continues_where_it_was_left(game_id, user_data) -> None:
    app, session, scene = guided_table(game_id)
    stop_at = len(session.guide.guide.steps) // 2

    run = session.guide
    for _ in range(2000):
        if run.step >= stop_at:
            break
        frames(app, 3)
        scene.motion.skip()
        step = run.on_screen(session.state)
        if step is not None and step.explains:
            key(app, pygame.K_RETURN)
        elif step is not None and LEARNER in session.state.actors():
            make(app, scene, taught_move(session.state, step))
    step, moves = run.step, len(session.state.history)
    assert step == stop_at
    saves.settle()
    # The program starts again: Continue opens the same guided game at the same step.
    app2 = make_app()
    again = saves.load_current()
    assert again.guide is not None and again.guide.step == step
    assert len(again.state.history) == moves
    app2.stack.reset(MainMenu(app2), open_game(app2, again))
    frames(app2, 2)
    if not hasattr(app2.stack.top, "guide"):  # the lone learner sits down again first
        pass_curtain(app2)
    table = app2.stack.top
    assert table.guide is not None and table.guide.run.step == step
    shown = again.guide.on_screen(again.state)
    if shown is not None:
        assert any(w.startswith(GUIDE_START(shown)) for w in app2.painter.drawn_text)


def GUIDE_START(step: Step) -> str:  # noqa: N802
    return step.text.split(":")[0][:20]


@pytest.mark.parametrize("game_id", TITLES)
def test_a_guide_reaches_its_end_whatever_moves_the_learner_picks(game_id) -> None:
    """Any move of the taught kind, any free move between steps: each step's moment still
    comes (the computers, who decide with time limits, may not play as in the tests)."""
    for k in range(5):
        rng = random.Random(k)

        def learner(state, step: Step | None, rng: random.Random = rng) -> Action:
            legal = state.actions_for(LEARNER)
            if step is not None and step.move is not None:
                legal = [a for a in legal if step.move(state, a)]
            return rng.choice(legal)

        run = play_through(GUIDES[game_id], learner)
        assert run.finished, (k, run.step, run.current())


def test_back_shows_the_step_before_and_continue_comes_back() -> None:
    app, session, scene = guided_table(TITLES[0])
    run = session.guide
    key(app, pygame.K_RETURN)  # the first note read on
    frames(app, 2)
    assert run.step == 1
    back = next(w for w in scene.form.widgets if getattr(w, "text", "") == "Back")
    back.activate()
    frames(app, 2)
    assert run.on_screen(session.state) is run.guide.steps[0] and run.step == 1
    assert scene.act(session.state.legal_actions()[0]) is False  # reading back: no moves
    key(app, pygame.K_RETURN)  # Continue: back where the guide was
    frames(app, 2)
    assert run.shown is None and run.step == 1


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_every_note_lies_beside_what_it_points_at(size) -> None:
    for game_id in TITLES:
        app, session, scene = guided_table(game_id, size)
        drive(app, session, scene, on_step=note_beside_its_anchor)


def note_beside_its_anchor(app, scene, step: Step) -> None:
    frames(app, 1)
    note, anchor = scene.guide.rect, scene.guide.anchor
    assert note is not None
    assert app.painter.window().contains(note), (step.text, note)
    if anchor is not None:
        assert not note.colliderect(anchor), (step.anchor, note, anchor)


def note_fits(app, scene, step: Step) -> None:
    app.painter.cut_text.clear()
    frames(app, 1)
    note = scene.guide.rect
    # (larger text makes a note taller in proportion)
    assert note is not None and note.h < 400 * app.painter.text_scale, (step.text, note)
    assert app.painter.cut_text == [], (step.text, app.painter.cut_text)


@pytest.mark.parametrize("language", ["en", "de", "nl", "fr"])
def test_every_note_and_its_buttons_fit_in_every_language(language) -> None:
    from game import i18n

    try:
        for game_id in TITLES:
            app = make_app((800, 600))
            i18n.set_language(language)  # after the App, which sets the settings' language
            session = begin_guide(app, game_id)
            frames(app, 2)
            scene = app.stack.top
            assert i18n.language() == language
            drive(app, session, scene, on_step=note_fits)
            frames(app, 2)
            app.painter.cut_text.clear()
            frames(app, 1)  # the summary with its buttons
            assert app.painter.cut_text == []
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "de", "nl", "fr"])
def test_every_note_fits_beside_its_anchor_with_the_largest_text(language) -> None:
    """Text size 150% at 1280x720: every note whole, in the window and beside what it
    points at, and the table's choices beside it whole too."""
    from game import i18n

    try:
        for game_id in TITLES:
            app = make_app((1280, 720))
            app.set_text_size(150)
            i18n.set_language(language)

            def check(app, scene, step: Step) -> None:
                note_fits(app, scene, step)
                note_beside_its_anchor(app, scene, step)

            session = begin_guide(app, game_id)
            frames(app, 2)
            drive(app, session, app.stack.top, on_step=check)
    finally:
        i18n.set_language("en")
