"""The built folder's check (.ci/run runs it on the real build): team tools are found in file
paths and in the executable's module list, and sizes past the limits fail."""

from __future__ import annotations

from game.release import payload


def test_team_tools_are_found_by_file_or_module_name() -> None:
    found = payload.dev_only(
        [
            "_internal/babel/locale-data/de.dat",
            "game.i18n.catalogs",
            "game.bench.frames",
            "_pytest.main",
            "game.i18n.po",
            "game.engine.silex.bench",  # an engine's figures for the bench: small, allowed
            "_internal/pygame/base.so",
        ]
    )
    assert found == [
        "_internal/babel/locale-data/de.dat",
        "game.i18n.catalogs",
        "game.bench.frames",
        "_pytest.main",
    ]


def test_a_folder_past_the_limit_or_with_babel_fails(tmp_path, monkeypatch, capsys) -> None:
    folder = tmp_path / "Quiet Table"
    (folder / "_internal" / "babel").mkdir(parents=True)
    (folder / "_internal" / "babel" / "core.py").write_text("x")
    monkeypatch.setattr(payload, "bundled_modules", lambda f: ["game.app"])
    monkeypatch.setattr(payload, "FOLDER_MB_MAX", 0.0)
    problems = payload.check(folder)
    assert any("babel" in p for p in problems)
    assert any("over 0 MB" in p for p in problems)
    assert "built folder:" in capsys.readouterr().out


def test_a_clean_small_folder_passes(tmp_path, monkeypatch) -> None:
    folder = tmp_path / "Quiet Table"
    (folder / "_internal" / "pygame").mkdir(parents=True)
    (folder / "_internal" / "pygame" / "base.so").write_bytes(b"\0" * 1000)
    monkeypatch.setattr(payload, "bundled_modules", lambda f: ["game.app", "pygame"])
    assert payload.check(folder) == []
