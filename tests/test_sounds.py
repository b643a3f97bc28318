"""Sounds that carry meaning (issue 35): the cues (your turn, a move refused, the three
endings, the last seconds rising), variants so repeats do not grate, the mute key; and every
sound has a counterpart on screen: the frame it sounds in differs from the one before."""

from __future__ import annotations

import random

import pygame
import pytest

from game.engine import new_game
from game.engine.common import IllegalAction
from game.shell.session import Seat, Session
from game.ui import sound
from game.ui.sound import Sounds

from .shell_helpers import frames, key, make_app, open_table


def test_every_sound_and_cue_has_its_file() -> None:
    from game.engine.common.resources import asset_path

    for name in sound.NAMES + sound.CUES + sound.VARIANTS:
        assert asset_path("sounds", f"{name}.wav").exists(), name


def test_the_sounds_heard_most_vary_and_muting_silences_all(monkeypatch) -> None:
    sounds = Sounds(0.6)
    heard: list[str] = []

    class Fake:
        def __init__(self, name: str) -> None:
            self.name = name

        def set_volume(self, v: float) -> None: ...

        def play(self) -> None:
            heard.append(self.name)

    sounds._sounds = {n: Fake(n) for n in sound.NAMES + sound.CUES + sound.VARIANTS}
    sounds._pick = random.Random(1)
    for _ in range(30):
        sounds.play("place")
    assert set(heard) == {"place", "place-2", "place-3"}
    heard.clear()
    sounds.muted = True
    sounds.play("turn")
    assert heard == [] and sounds.played[-1] == "turn"  # asked for, not heard


def test_cues_and_effects_each_sound_at_their_own_volume() -> None:
    sounds = Sounds(0.3, cue_volume=0.9)
    heard: list[tuple[str, float]] = []

    class Fake:
        def __init__(self, name: str) -> None:
            self.name, self.volume = name, 0.0

        def set_volume(self, v: float) -> None:
            self.volume = v

        def play(self) -> None:
            heard.append((self.name, self.volume))

    sounds._sounds = {n: Fake(n) for n in sound.NAMES + sound.CUES + sound.VARIANTS}
    for name in ("turn", "curtain", "tick-5", "lost", "click", "slide"):
        sounds.play(name)
    assert [v for _n, v in heard] == [0.9, 0.9, 0.9, 0.9, 0.3, 0.3]
    heard.clear()
    sounds.cue_volume = 0.0  # cues off, effects still heard
    sounds.play("turn")
    sounds.play("place")
    assert [v for _n, v in heard] == [0.3]


def test_settings_set_each_volume_by_keyboard_and_keep_it() -> None:
    from game.files.settings import load_settings
    from game.scenes.settings import SettingsScene

    app = make_app()
    app.stack.push(SettingsScene(app))
    form = app.stack.top.form
    cue = next(w for w in form.widgets if getattr(w, "label", "") == "Cue volume")
    form.set_focus(cue)
    before = app.settings.cue_volume
    key(app, pygame.K_LEFT)
    assert app.sounds.cue_volume == app.settings.cue_volume == pytest.approx(before - 0.1)
    assert app.sounds.played[-1] == "turn"  # heard at the new volume
    assert load_settings().cue_volume == pytest.approx(before - 0.1)
    assert app.sounds.volume == app.settings.volume  # the effects' volume untouched


def one_human(game: str, seed: int = 3) -> tuple:
    players = 3
    seats = [Seat("Ana", True)] + [Seat(f"C{i}", False) for i in range(1, players)]
    session = Session(new_game(game, players, seed=seed), seats)
    session.lift_curtain()
    app = make_app()
    scene = open_table(app, session)
    return app, session, scene


@pytest.mark.parametrize("game", ["silencio", "silex", "silver", "zilence"])
def test_every_sound_changes_the_screen_in_its_frame(game, user_data) -> None:
    """A player who cannot hear loses nothing: a frame with a sound looks different from
    the frame before it (the move, the prompt, the countdown, the end screen)."""
    app, session, scene = one_human(game)
    rng, before, checked = random.Random(game), None, 0
    for _ in range(900):
        asked = len(app.sounds.played)
        if scene.my_actions() and not scene.motion.busy and rng.random() < 0.3:
            scene.act(rng.choice(scene.my_actions()))
        frames(app)
        screen = pygame.image.tobytes(pygame.display.get_surface(), "RGB")
        heard = app.sounds.played[asked:]
        if heard and before is not None:
            top = type(app.stack.top).__name__
            assert screen != before, f"{heard} sounded with nothing new on screen ({top})"
            checked += 1
        before = screen
        if session.state.is_over and scene.end_form.widgets:
            break
    assert checked > 3


def test_a_lone_players_turn_has_its_cue_and_a_refused_move_its_own(user_data) -> None:
    app, session, scene = one_human("silex", seed=5)
    app.settings.bot_speed = "instant"
    for _ in range(200):
        if scene.my_turn() and "turn" in app.sounds.played:
            break
        frames(app)
    assert "turn" in app.sounds.played and scene.my_turn()
    with pytest.raises(IllegalAction):
        session.state.apply({"type": "nonsense"})
    scene.act({"type": "nonsense"})
    assert app.sounds.played[-1] == "misplay" and scene.flash_time > 0


def test_the_three_endings(user_data) -> None:
    app, session, scene = one_human("silencio")
    state = session.state
    rng = random.Random(2)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    band = state.result()["team"]["band"]
    assert scene.ending_sound() == ("perfect" if band == "perfect" else "lost")
    app, session, scene = one_human("silex")
    state = session.state
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    won = 0 in state.result()["winners"]
    assert scene.ending_sound() == ("win" if won else "lost")


def test_m_mutes_with_a_note_on_screen_but_not_while_typing_a_name(user_data) -> None:
    app, session, scene = one_human("silex")
    key(app, pygame.K_m)
    assert app.settings.muted and app.sounds.muted
    assert "Sound off (M)" in app.painter.drawn_text
    frames(app, 120)
    assert "Sound off (M)" not in app.painter.drawn_text  # a moment, then gone
    key(app, pygame.K_m)
    assert not app.settings.muted
    from game.scenes.setup import SetupScene
    from game.ui.widgets import TextInput

    setup = SetupScene(app, "silex")
    app.stack.push(setup)
    frames(app)
    setup.form.set_focus(next(w for w in setup.form.widgets if isinstance(w, TextInput)))
    key(app, pygame.K_m)
    assert not app.settings.muted
