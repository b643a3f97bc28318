"""The shell in every language: the smoke run's catalogue check, the language choice, and the
texts the shell builds from parts (the saved game's line, setup's seat kinds)."""

from __future__ import annotations

from game import i18n
from game.release import screens_check as smoke
from game.scenes.settings import SettingsScene
from game.scenes.setup import SetupScene, too_long
from game.ui.widgets import Choice

from .i18n_helpers import in_language
from .shell_helpers import frames, make_app


def test_every_language_has_its_catalogues() -> None:
    assert smoke.missing_catalogues() == []


def test_a_language_without_catalogues_fails_the_smoke_run(tmp_path, monkeypatch) -> None:
    shipped = i18n.locale_dir
    monkeypatch.setattr(i18n, "locale_dir", lambda c: tmp_path if c == "nl" else shipped(c))
    assert smoke.missing_catalogues() == [f"catalogue missing: no .po files for nl in {tmp_path}"]


def test_the_language_choice_names_each_language_in_its_own_words() -> None:
    app = make_app()
    with in_language("de"):
        app.stack.push(SettingsScene(app))
        frames(app, 1)
        choice = next(w for w in app.stack.top.form.widgets if getattr(w, "label", "") == "Sprache")
        assert isinstance(choice, Choice)
        assert [text for _, text in choice.options] == [
            "Systemsprache",
            "English",
            "Deutsch",
            "Nederlands",
            "Français",
        ]


def test_setup_speaks_the_language_chosen_while_it_is_open() -> None:
    app = make_app()
    app.stack.push(SetupScene(app, "silver"))
    frames(app, 1)
    assert "Players" in app.painter.drawn_text
    try:
        app.set_language("fr")  # as the Settings screen does, over the open setup
        frames(app, 1)
        assert "Joueurs" in app.painter.drawn_text
        assert "Players" not in app.painter.drawn_text
        assert too_long() == "Les noms ont au plus 16 caractères."
    finally:
        app.set_language("en")
    frames(app, 1)
    assert "Players" in app.painter.drawn_text
