"""Autosaves: round trip, a kill between write and rename, damaged files kept aside."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from game.engine.common import SaveError, new_game
from game.files import saves
from game.files.settings import Settings, load_settings
from game.shell.session import NAME_MAX, Seat, Session

from .shell_helpers import register_toy, unregister_toy


@pytest.fixture(autouse=True)
def toy():
    register_toy()
    yield
    unregister_toy()


def played_session(moves: int = 3) -> Session:
    session = Session(new_game("toy", 2, seed=4), [Seat("Ana", True), Seat("Ben", False)])
    for _ in range(moves):
        session.apply(session.state.legal_actions()[0])
    return session


def test_a_saved_game_resumes_exactly() -> None:
    session = played_session()
    saves.save_session(session)
    loaded = saves.load_current()
    assert loaded.state == session.state
    assert loaded.seats == session.seats
    assert loaded.shown_seat is None  # the curtain comes first after Continue


def test_a_kill_between_write_and_rename_keeps_the_previous_save() -> None:
    first = played_session(1)
    saves.save_session(first)

    def killed(src, dst):
        raise KeyboardInterrupt("killed")

    real_replace = os.replace
    os.replace = killed
    try:
        with pytest.raises(KeyboardInterrupt):
            saves.save_session(played_session(3))
    finally:
        os.replace = real_replace
    assert saves.load_current().state == first.state


@pytest.mark.parametrize(
    "damage",
    [
        lambda text: text[: len(text) // 2],
        lambda text: "not json at all",
        lambda text: text.replace('"format": 1', '"format": 7', 1),
        lambda text: json.dumps({**json.loads(text), "game": {"format": 1, "game": "nope"}}),
    ],
)
def test_a_damaged_save_is_reported_and_kept_aside(damage) -> None:
    saves.save_session(played_session())
    path = saves.current_path()
    path.write_text(damage(path.read_text()))
    with pytest.raises(SaveError) as err:
        saves.load_current()
    assert "kept as damaged-" in str(err.value)
    assert not saves.has_save()
    kept = list(path.parent.glob("damaged-*"))
    assert len(kept) == 1
    assert kept[0].read_text() == damage(played_session().to_json())


def test_continue_without_a_save_says_so() -> None:
    with pytest.raises(SaveError, match="no saved game"):
        saves.load_current()


def test_an_illegal_action_in_a_save_is_refused() -> None:
    session = played_session()
    data = json.loads(session.to_json())
    data["game"]["actions"].append({"type": "play", "card": 99})
    saves.current_path().write_text(json.dumps(data))
    with pytest.raises(SaveError):
        saves.load_current()


def test_settings_are_remembered_between_runs() -> None:
    settings = Settings(fullscreen=True, volume=0.25, bot_speed="fast", colorblind=True)
    settings.save()
    again = load_settings()
    assert again == settings


def test_unreadable_settings_fall_back_to_defaults(user_data) -> None:
    user_data.mkdir(parents=True, exist_ok=True)
    (user_data / "settings.json").write_text("{broken")
    assert load_settings() == Settings()
    (user_data / "settings.json").write_text('{"volume": 7, "bot_speed": "warp", "colorblind": 1}')
    settings = load_settings()
    assert settings.volume == 1.0 and settings.bot_speed == "normal"
    assert settings.colorblind is False


# ---- the damaged-save corpus (tests/data/saves/make_corpus.py writes it) -------------------

CORPUS = Path(__file__).parent / "data" / "saves"
DAMAGED = sorted(CORPUS.glob("bad-*.json"))


def test_the_corpus_is_there_and_its_base_save_loads() -> None:
    assert len(DAMAGED) >= 30
    saves.current_path().write_bytes((CORPUS / "good-silencio.json").read_bytes())
    session = saves.load_current()
    assert session.names == ["Ana", "Ben", "Cleo"]
    assert len(session.state.history) == 12


@pytest.mark.parametrize("bad", DAMAGED, ids=lambda p: p.stem)
def test_every_damaged_save_is_kept_aside_with_a_message(bad: Path) -> None:
    saves.current_path().write_bytes(bad.read_bytes())
    with pytest.raises(SaveError) as err:
        saves.load_current()
    message = str(err.value)
    assert "kept as damaged-" in message and len(message) < 400
    assert not saves.has_save()
    (kept,) = saves.current_path().parent.glob("damaged-*")
    assert kept.read_bytes() == bad.read_bytes()


def test_a_loaded_save_can_describe_every_line_of_its_log() -> None:
    session = played_session()
    data = json.loads(session.to_json())
    data["game"]["actions"][0] = {**data["game"]["actions"][0]}
    saves.current_path().write_text(json.dumps(data))
    loaded = saves.load_current()
    assert [loaded.describe(e) for e in loaded.state.events]  # every line has words
    bad = json.loads((CORPUS / "bad-action-float-seat.json").read_text())
    saves.current_path().write_text(json.dumps(bad))
    with pytest.raises(SaveError):
        saves.load_current()


def test_two_damaged_saves_in_the_same_second_are_both_kept() -> None:
    for text in ("{first", "{second", "{third"):
        saves.current_path().write_text(text)
        with pytest.raises(SaveError):
            saves.load_current()
    kept = sorted(p.read_text() for p in saves.current_path().parent.glob("damaged-*"))
    assert kept == ["{first", "{second", "{third"]


def test_seat_names_from_a_save_are_capped() -> None:
    data = json.loads(played_session().to_json())
    data["seats"][0]["name"] = "A" * 3000
    data["seats"][1]["name"] = "B" * 10_000_000
    saves.current_path().write_text(json.dumps(data))
    loaded = saves.load_current()
    assert [len(n) for n in loaded.names] == [NAME_MAX, NAME_MAX]
    assert loaded.names[0].startswith("AAA")


# ---- settings ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        '{"volume": ' + "9" * 20 + "}",
        '{"volume": ' + "9" * 400 + "}",
        '{"volume": ' + "9" * 5000 + "}",
        '{"volume": NaN}',
        '{"volume": 1e999}',
        "[" * 1500 + "]" * 1500,
        '{"show_log": ' + "[" * 100_000 + "]" * 100_000 + "}",
        '["not", "an", "object"]',
        "\udcff".encode("utf-8", "surrogatepass").decode("latin-1"),
    ],
    ids=["20-digits", "400-digits", "5000-digits", "nan", "inf", "deep", "deeper", "list", "bytes"],
)
def test_a_damaged_settings_file_starts_with_defaults_and_is_set_aside(user_data, text) -> None:
    user_data.mkdir(parents=True, exist_ok=True)
    path = user_data / "settings.json"
    path.write_text(text, encoding="latin-1")
    settings = load_settings()
    assert settings.bot_speed == "normal" and settings.show_log is True
    assert 0.0 <= settings.volume <= 1.0
    assert not path.exists()
    assert len(list(user_data.glob("damaged-*-settings.json"))) == 1
    settings.save()
    assert load_settings() == settings  # the next save writes a clean file
