"""Release zips and the Linux menu entry: what players unpack must be what was built."""

from __future__ import annotations

import configparser
import os
import shutil
import stat
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from game import release
from game.version import version

ROOT = Path(__file__).resolve().parents[1]
LINUX_FILES = ROOT / "packaging" / "linux"
posix_only = pytest.mark.skipif(sys.platform == "win32", reason="links and modes are POSIX")


def fake_build(dist: Path) -> Path:
    """A folder shaped like PyInstaller's Linux build: an executable, data, a library link."""
    root = dist / release.APP
    (root / "_internal" / "libs").mkdir(parents=True)
    exe = root / release.APP
    exe.write_text("#!/bin/sh\nexit 0\n")
    exe.chmod(0o755)
    (root / "_internal" / "libs" / "libSDL2.so.0").write_bytes(b"\x7fELF fake")
    os.symlink("libs/libSDL2.so.0", root / "_internal" / "libSDL2.so.0")
    (root / "_internal" / "empty").mkdir()
    return root


def test_zip_names_say_version_and_system() -> None:
    assert release.zip_name("1.2.3", "linux") == "QuietTable-1.2.3-linux.zip"
    assert [release.system_name(p) for p in ("linux", "win32", "darwin")] == [
        "linux",
        "windows",
        "macos",
    ]


def test_a_release_tag_must_be_the_pyproject_version(capsys) -> None:
    assert release.main(["check-tag", f"v{version()}"]) == 0
    assert release.main(["check-tag", "v999.0.0"]) == 1
    assert "not v" in capsys.readouterr().out


def test_windows_gets_four_numbers() -> None:
    assert release.version_tuple("0.1.0") == (0, 1, 0, 0)
    assert release.version_tuple("1.2.0rc1") == (1, 2, 0, 0)
    assert release.version_tuple("1.2.3.4.5") == (1, 2, 3, 4)


def test_each_system_ships_its_own_thing(tmp_path) -> None:
    assert release.built(tmp_path, "darwin") == tmp_path / "Quiet Table.app"
    assert release.built(tmp_path, "linux") == tmp_path / "Quiet Table"
    app = tmp_path / "Quiet Table.app"
    assert release.program(app) == app / "Contents" / "MacOS" / "Quiet Table"


@posix_only
def test_a_zip_unpacks_to_the_same_tree_links_and_modes(tmp_path) -> None:
    root = fake_build(tmp_path / "dist")
    archive = release.make_zip(root, tmp_path / "out" / "x.zip")
    with zipfile.ZipFile(archive) as zf:
        assert all(n.startswith("Quiet Table/") for n in zf.namelist())
    release.unpack(archive, tmp_path / "unpacked")
    copy = tmp_path / "unpacked" / release.APP
    link = copy / "_internal" / "libSDL2.so.0"
    assert link.is_symlink() and os.readlink(link) == "libs/libSDL2.so.0"
    assert link.read_bytes() == b"\x7fELF fake"
    assert os.stat(copy / release.APP).st_mode & stat.S_IXUSR
    assert (copy / "_internal" / "empty").is_dir()


@posix_only
@pytest.mark.skipif(shutil.which("unzip") is None, reason="unzip is not installed")
def test_unzip_as_players_use_it_keeps_the_links(tmp_path) -> None:
    root = fake_build(tmp_path / "dist")
    archive = release.make_zip(root, tmp_path / "x.zip")
    subprocess.run(["unzip", "-q", str(archive), "-d", str(tmp_path / "u")], check=True)
    copy = tmp_path / "u" / release.APP
    assert (copy / "_internal" / "libSDL2.so.0").is_symlink()
    assert subprocess.run([str(copy / release.APP)]).returncode == 0


def test_a_link_may_not_point_out_of_the_folder(tmp_path) -> None:
    archive = tmp_path / "evil.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        info = zipfile.ZipInfo("Quiet Table/escape")
        info.create_system = 3
        info.external_attr = (stat.S_IFLNK | 0o777) << 16
        zf.writestr(info, "../../outside")
    with pytest.raises(ValueError, match="leaves the folder"):
        release.unpack(archive, tmp_path / "unpacked")


@posix_only
def test_smoke_runs_the_program_unpacked_from_the_zip(tmp_path) -> None:
    root = fake_build(tmp_path / "dist")
    seen = tmp_path / "args"
    (root / release.APP).write_text(f'#!/bin/sh\necho "$@ $SDL_VIDEODRIVER" > "{seen}"\nexit 3\n')
    archive = release.make_zip(root, tmp_path / "x.zip")
    assert release.smoke(archive) == 3  # its exit code is passed on
    assert seen.read_text().split() == ["--smoke", "dummy"]


def test_the_desktop_entry_is_valid() -> None:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # keys are case-sensitive
    entry.read(LINUX_FILES / "quiet-table.desktop", encoding="utf-8")
    section = entry["Desktop Entry"]
    assert section["Type"] == "Application" and section["Name"] == "Quiet Table"
    assert section["Exec"] == "quiet-table"  # the installed command (pyproject gui-scripts)
    assert section["Categories"].split(";")[0] == "Game" and section["Categories"].endswith(";")
    assert section["Terminal"] == "false"


@posix_only
def test_add_to_menu_points_the_entry_at_the_unpacked_folder(tmp_path) -> None:
    folder = tmp_path / "Games" / "Quiet Table"
    folder.mkdir(parents=True)
    for name in ("quiet-table.desktop", "add-to-menu.sh"):
        shutil.copy2(LINUX_FILES / name, folder)
    env = dict(os.environ, HOME=str(tmp_path / "home"))
    env.pop("XDG_DATA_HOME", None)
    subprocess.run(["sh", str(folder / "add-to-menu.sh")], env=env, check=True)
    written = tmp_path / "home" / ".local" / "share" / "applications" / "quiet-table.desktop"
    lines = written.read_text().splitlines()
    assert f'Exec="{folder}/Quiet Table"' in lines
    assert f"Icon={folder}/quiet-table.png" in lines
    assert "Name=Quiet Table" in lines


@posix_only
def test_smoke_finds_this_systems_build_in_dist(tmp_path) -> None:
    root = fake_build(tmp_path / "dist")
    (root / release.APP).write_text("#!/bin/sh\nexit 4\n")
    assert release.smoke(tmp_path / "dist") == 4


def test_the_release_workflow_builds_zips_and_smokes_with_the_shared_script() -> None:
    yaml = pytest.importorskip("ruamel.yaml")  # comes with check-jsonschema ([test] extras)
    flow = yaml.YAML(typ="safe").load((ROOT / ".github" / "workflows" / "release.yml").read_text())
    assert flow["on"]["push"]["tags"] == ["v*"]
    build = flow["jobs"]["build"]
    assert build["strategy"]["matrix"]["os"] == ["ubuntu-latest", "windows-latest", "macos-latest"]
    runs = "\n".join(step.get("run", "") for step in build["steps"])
    for needed in (
        'pip install -e ".[build,access]"',  # the screen reader's bindings ship where they may
        "pyinstaller --noconfirm --clean build.spec",
        "python -m game.release smoke dist",
        "python -m game.release zip dist",
        "python -m game.release smoke release/*.zip",
        'python -m game.release check-tag "$GITHUB_REF_NAME"',
    ):
        assert needed in runs
    assert build["env"]["SDL_VIDEODRIVER"] == "dummy"
    assert "python -m build" in str(flow["jobs"]["python-packages"]["steps"])
    assert flow["jobs"]["publish"]["needs"] == ["build", "python-packages"]


def test_the_release_and_bench_tools_run_as_modules() -> None:
    """``python -m game.release`` and ``python -m game.bench`` (packages now) still start: the
    README, .ci/run and the release workflow call them so."""
    import subprocess

    for module in ("game.release", "game.bench"):
        done = subprocess.run(
            [sys.executable, "-m", module, "--help"], capture_output=True, text=True, timeout=120
        )
        assert done.returncode == 0 and "usage" in done.stdout, (module, done.stderr[-500:])
