"""Each title's table played as a new player does, by mouse and keyboard in turn: no Enter
after a mouse action spends a resource or commits a choice (issues 29.2 and 36.11).

After each move made with the mouse, the pointer rests on something else on the table (a
shrine, a card, a button) and Enter is pressed twice: at most the move's likely next step
(End turn, Next round) may follow, and a question that opens has its safe choice focused.
Now and then a move is made by keyboard alone (Tab, then Enter), so the keyboard still plays.
"""

from __future__ import annotations

import random

import pygame
import pytest

from game.engine import new_game
from game.scenes.curtain import CurtainScene
from game.scenes.dialog import Dialog
from game.scenes.guard import GUARD_SECONDS
from game.scenes.table import TableScene
from game.shell.session import Seat, Session
from game.ui.widgets import Button

from .shell_helpers import frames, key, make_app, open_table, pass_curtain, wait


def motion(app, logical: tuple[float, float]) -> None:
    real = app.painter.vp.to_real(*logical)
    frames(
        app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=real, rel=(0, 0), buttons=(0, 0, 0))]
    )


def click(app, logical: tuple[float, float]) -> None:
    """Pointer there, press, release: as a hand on the mouse does it."""
    motion(app, logical)
    real = app.painter.vp.to_real(*logical)
    down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=real, button=1)
    up = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=real, button=1)
    frames(app, 1, [down, up])


def usable(scene: TableScene) -> list:
    """What a click may use now: enabled buttons and usable table objects."""
    objects = scene.usable_objects()
    return [
        w
        for w in scene.form.widgets
        if w.enabled and (isinstance(w, Button) or getattr(w, "obj", None) in objects)
    ]


def answer(app, dialog: Dialog, commit: bool) -> None:
    """A question opens on its safe choice; the player clicks one answer."""
    assert dialog.form.focus is dialog.form.widgets[-1], f"{dialog.title}: not on Cancel"
    assert dialog.form.focus.text == "Cancel"
    wait(app, GUARD_SECONDS + 0.05)
    click(app, dialog.form.widgets[0 if commit else -1].rect.center)


class Player:
    def __init__(self, game: str, humans: tuple[bool, ...], seed: int) -> None:
        self.app = make_app()
        self.app.settings.bot_speed = "instant"
        state = new_game(game, len(humans), seed=seed)
        self.session = Session(state, [Seat(f"P{i}", h) for i, h in enumerate(humans)])
        self.scene = open_table(self.app, self.session)
        self.rng = random.Random(seed)
        self.mouse_moves = self.keyboard_moves = self.questions = 0

    @property
    def history(self) -> list:
        return self.session.state.history

    def settle(self) -> bool:
        """Let computers, curtains, countdowns and shows pass; True when the person at the
        screen may act at the table."""
        app, scene = self.app, self.scene
        frames(app)
        scene.motion.skip()
        if getattr(scene, "phase", "") == "scan":
            scene.time_left = min(scene.time_left, 0.05)
        if getattr(scene, "phase", "") in ("trace", "change"):
            scene.skip_show()
        if getattr(scene, "phase", "") == "ready":  # a computer's visible countdown: shortened
            scene.clock = max(scene.clock, scene.ready.seconds() - 0.05)
        top = app.stack.top
        if isinstance(top, CurtainScene):
            pass_curtain(app)
            return False
        if isinstance(top, Dialog):
            answer(app, top, commit=False)
            return False
        if top is scene and getattr(scene, "showing", None) == "reference":
            click(app, (400, 400))  # Silver's reference card: a click anywhere puts it away
            return False
        return top is scene and not scene.guard.up and bool(usable(scene))

    def by_mouse(self) -> bool:
        """A click on something usable (and a yes to its question): True if it made a move."""
        before = len(self.history)
        self.click(self.rng.choice(usable(self.scene)).rect.center)
        if isinstance(self.app.stack.top, Dialog):
            self.questions += 1
            answer(self.app, self.app.stack.top, commit=True)
        return len(self.history) > before

    def click(self, pos) -> None:
        click(self.app, pos)

    def by_keyboard(self) -> bool:
        """Tab to something, then Enter (a question: Left to its first choice, Enter)."""
        before = len(self.history)
        for _ in range(self.rng.randint(1, 8)):
            key(self.app, pygame.K_TAB)
        key(self.app, pygame.K_RETURN)
        if isinstance(self.app.stack.top, Dialog):
            wait(self.app, GUARD_SECONDS + 0.05)
            key(self.app, pygame.K_LEFT)
            key(self.app, pygame.K_RETURN)
        return len(self.history) > before

    def focus_after_a_move(self) -> None:
        """After a move the focus is on its next step (End turn, Next round) or nowhere,
        never on a table object or a move's button (a shrine, the next target)."""
        scene = self.scene
        if self.app.stack.top is not scene or scene.form.focus is None:
            return
        steps = [a for a in scene.chooser.plain() if a["type"] in scene.next_step_types]
        labels = {scene.action_label(a) for a in steps}
        assert getattr(scene.form.focus, "text", None) in labels, scene.form.focus

    def enters_after_the_mouse(self) -> None:
        """The pointer rests on something else, and Enter, Enter: nothing but the next step."""
        app, scene = self.app, self.scene
        before = len(self.history)
        scene.pace_computers = lambda dt: None  # only the person's own presses move now
        try:
            things = [w for w in scene.form.widgets if w.enabled]
            if things:
                motion(app, self.rng.choice(things).rect.center)
            for _ in range(2):
                key(app, pygame.K_RETURN)
                if isinstance(app.stack.top, Dialog):
                    dialog = app.stack.top
                    assert dialog.form.focus is dialog.form.widgets[-1], dialog.title
                    wait(app, GUARD_SECONDS + 0.05)
        finally:
            del scene.pace_computers
        made = [a["type"] for a in self.history[before:]]
        assert all(t in scene.next_step_types for t in made), f"Enter after a click made {made}"
        if isinstance(app.stack.top, Dialog):
            key(app, pygame.K_ESCAPE)

    def play(self, mouse_moves: int, steps: int = 400) -> None:
        stuck = 0
        for _ in range(steps):
            if self.session.state.is_over or self.mouse_moves >= mouse_moves:
                break
            if not self.settle():
                continue
            if self.rng.random() < 0.25:
                if self.by_keyboard():
                    self.keyboard_moves += 1
                    self.focus_after_a_move()
                continue
            if self.by_mouse():
                self.mouse_moves += 1
                stuck = 0
                self.focus_after_a_move()
                if self.app.stack.top is self.scene:
                    self.enters_after_the_mouse()
                continue
            stuck += 1
            if stuck > 10:  # clicks that only browse or select: let the move be made
                self.scene.act(self.session.bot_action())
                stuck = 0
        assert self.app.errors == []


@pytest.mark.parametrize(
    ("game", "humans", "seed", "moves"),
    [
        ("silencio", (True, False), 3, 10),
        ("silencio", (True, True), 5, 10),
        ("zilence", (True, False), 1, 4),
        ("silver", (True, False), 2, 10),
        ("silex", (True, False), 4, 10),
    ],
)
def test_no_enter_after_a_mouse_move_spends_or_commits(game, humans, seed, moves) -> None:
    player = Player(game, humans, seed)
    player.play(moves)
    assert player.mouse_moves >= min(moves, 4), "too few moves were made by mouse"
    assert player.keyboard_moves >= 1, "no move was made by keyboard"
    print(game, player.mouse_moves, player.keyboard_moves, player.questions)


def position_with(game: str, kind: str, options: dict | None = None):
    """A two-person table where the player to move may make a ``kind`` move (random lines)."""
    for seed in range(20):
        state = new_game(game, 2, seed=seed, options=options)
        rng = random.Random(seed)
        for _ in range(400):
            if state.is_over:
                break
            moves = [a for a in state.legal_actions() if a["type"] == kind]
            if moves:
                return state, moves[0]
            state.apply(rng.choice(state.legal_actions()))
    raise AssertionError(f"no {kind} in 20 deals")


@pytest.mark.parametrize(
    ("game", "kind", "options"),
    [
        ("silencio", "take_shrine", None),
        ("silencio", "tavern", {"tavern": True}),
        ("silver", "call", None),
        ("silver", "amulet", None),
        ("silex", "black_idea", None),
        ("silex", "reveal", None),
    ],
)
def test_a_move_that_cannot_be_undone_asks_with_cancel_focused(game, kind, options) -> None:
    """Issue 36.3: Silver's Call, "Lay the amulet on it", Silex's Black Idea and Reveal (and
    Silencio's shrines and Tavern) asked with the committing button focused: two Enters made
    the move. Each is chosen by mouse here; its question opens on Cancel, and Enter cancels."""
    state, move = position_with(game, kind, options)
    app = make_app()
    session = Session(state, [Seat("Ana", True), Seat("Ben", True)])
    scene = open_table(app, session)
    frames(app)
    if isinstance(app.stack.top, CurtainScene):
        pass_curtain(app)
    obj = scene.object_of(move)
    if obj is not None and obj in scene.hit:
        click(app, scene.hit[obj].center)
    label = scene.action_label(move)
    buttons = [w for w in scene.form.widgets if isinstance(w, Button) and w.text == label]
    if not isinstance(app.stack.top, Dialog):
        assert buttons, f"no way to choose {move} on screen"
        click(app, buttons[0].rect.center)
    dialog = app.stack.top
    assert isinstance(dialog, Dialog), f"{move} did not ask first"
    assert dialog.form.focus.text == "Cancel"
    moves = len(state.history)
    wait(app, GUARD_SECONDS + 0.05)
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)
    assert app.stack.top is scene and len(state.history) == moves


def test_after_a_silencio_card_played_by_mouse_enter_never_takes_a_shrine() -> None:
    """Issue 29.2: the played card was gone, the focus kept its index and fell on the first
    lit shrine; Enter asked "Take the red shrine" with Take focused, a second Enter took it."""
    from .test_silencio_scene import advance_to_human_play

    for seed in range(40):
        app = make_app()
        state = new_game("silencio", 2, seed=seed, options={"shrine_needs_play": False})
        session = Session(state, [Seat("Ana", True), Seat("Ben", False)])
        scene = open_table(app, session)
        advance_to_human_play(session, scene)
        frames(app)
        card = next(e["card"] for e in scene.table["hand"] if e["playable"])
        click(app, scene.hit[("card", card)].center)
        assert state.history[-1] == {"type": "play", "card": card}
        lit = [o for o in scene.usable_objects() if o[0] == "shrine"]
        if lit:
            break
    else:
        pytest.fail("no shrine to take after a play in 40 deals")
    scene.motion.skip()
    focus = scene.form.focus
    assert focus is None or getattr(focus, "text", None) == "End turn", focus
    motion(app, scene.hit[lit[0]].center)  # the pointer rests on a lit shrine
    scene.pace_computers = lambda dt: None  # Ben waits: only Ana's presses count here
    moves = len(state.history)
    key(app, pygame.K_RETURN)
    if isinstance(app.stack.top, Dialog):
        wait(app, GUARD_SECONDS + 0.05)
        key(app, pygame.K_RETURN)
    made = [a["type"] for a in state.history[moves:]]
    assert made in ([], ["end_turn"]), made
