"""Release helpers shared by build.spec, CI (.ci/run) and the release workflow.

    python -m game.release version            print the version (from pyproject.toml)
    python -m game.release check-tag TAG       fail unless TAG is v<version>
    python -m game.release zip dist [--out D]  zip this system's build as QuietTable-<v>-<sys>.zip
    python -m game.release smoke PATH          run ``--smoke`` on a build: dist (this system's),
                                               a folder, an .app, or a zip, which is first
                                               unpacked into a fresh temporary folder
    python -m game.release display PATH        run a build's ``--display-report`` on this
                                               system's screen and check it (display_check)

Zips keep symbolic links as links and the executable bits (PyInstaller's Linux folder and
macOS .app hold both; Python's own extraction keeps neither, so ``unpack`` restores them as
unzip and the macOS Archive Utility do). Standard library only.
"""

from __future__ import annotations

import argparse
import os
import re
import stat
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

from ..version import version

APP = "Quiet Table"  # the executable's and the folder's name (build.spec)
ZIP_PREFIX = "QuietTable"
SYSTEMS = {"linux": "linux", "win32": "windows", "darwin": "macos"}
SMOKE_TIMEOUT_S = 600


def system_name(platform: str = sys.platform) -> str:
    return SYSTEMS.get(platform, platform)


def zip_name(version_text: str, system: str) -> str:
    return f"{ZIP_PREFIX}-{version_text}-{system}.zip"


def version_tuple(version_text: str) -> tuple[int, int, int, int]:
    """Windows version info wants four numbers: '1.2.0rc1' -> (1, 2, 0, 0)."""
    numbers: list[int] = []
    for part in version_text.split(".")[:4]:
        lead = re.match(r"\d+", part)
        numbers.append(int(lead.group()) if lead else 0)
        if not lead or lead.group() != part:
            break  # a pre-release tag ends the numbers
    a, b, c, d = (numbers + [0, 0, 0, 0])[:4]
    return a, b, c, d


def windows_version_info(version_text: str):
    """The .exe's version resource (Properties > Details); PyInstaller's own types, which
    import only where PyInstaller runs on Windows (they need pefile)."""
    from PyInstaller.utils.win32 import versioninfo as vi

    numbers = version_tuple(version_text)
    strings = {
        "CompanyName": "Quiet Table",
        "FileDescription": APP,
        "FileVersion": version_text,
        "InternalName": APP,
        "OriginalFilename": f"{APP}.exe",
        "ProductName": APP,
        "ProductVersion": version_text,
    }
    table = vi.StringTable("040904B0", [vi.StringStruct(k, v) for k, v in strings.items()])
    return vi.VSVersionInfo(
        ffi=vi.FixedFileInfo(filevers=numbers, prodvers=numbers),
        kids=[
            vi.StringFileInfo([table]),
            vi.VarFileInfo([vi.VarStruct("Translation", [0x0409, 1200])]),
        ],
    )


def built(dist: Path, platform: str = sys.platform) -> Path:
    """What ships for this system: the .app on macOS, else the one folder."""
    return dist / (f"{APP}.app" if platform == "darwin" else APP)


def shipped(path: Path) -> Path:
    """The build at ``path``: this system's in a dist folder, else ``path`` itself."""
    return built(path) if built(path).is_dir() else path


def program(root: Path) -> Path:
    """The executable inside a shipped folder or .app."""
    if root.suffix == ".app":
        return root / "Contents" / "MacOS" / APP
    exe = root / f"{APP}.exe"
    return exe if exe.exists() else root / APP


# ---- zip and unpack ------------------------------------------------------------------------


def make_zip(root: Path, dest: Path) -> Path:
    """Zip ``root`` (a folder or .app) with its own name as the top folder inside."""
    dest.parent.mkdir(parents=True, exist_ok=True)
    paths = sorted(root.rglob("*"))
    with zipfile.ZipFile(dest, "w", zipfile.ZIP_DEFLATED) as zf:
        for path in [root, *paths]:
            name = path.relative_to(root.parent).as_posix()
            if path.is_symlink():
                info = zipfile.ZipInfo(name)
                info.create_system = 3  # Unix, so unzip reads the mode bits
                info.external_attr = (stat.S_IFLNK | 0o777) << 16
                zf.writestr(info, os.readlink(path))
            else:
                zf.write(path, name)
    return dest


def unpack(archive: Path, dest: Path) -> None:
    """Extract ``archive`` into ``dest`` restoring links and modes; links may not leave it."""
    dest = dest.resolve()
    with zipfile.ZipFile(archive) as zf:
        for info in zf.infolist():
            mode = info.external_attr >> 16
            target = dest / info.filename
            if stat.S_ISLNK(mode):
                link = zf.read(info).decode("utf-8")
                if not (target.parent / link).resolve().is_relative_to(dest):
                    raise ValueError(f"{info.filename}: link leaves the folder ({link})")
                target.parent.mkdir(parents=True, exist_ok=True)
                os.symlink(link, target)
                continue
            zf.extract(info, dest)
            if mode & 0o777 and not info.is_dir():
                os.chmod(target, mode & 0o777)


# ---- smoke ---------------------------------------------------------------------------------


def smoke(path: Path) -> int:
    """Run ``--smoke`` on a build (dist, a folder, .app or zip unpacked in a fresh folder)."""
    with tempfile.TemporaryDirectory(prefix="quiet-table-release-") as scratch:
        root = shipped(path)
        if path.suffix == ".zip":
            unpack(path, Path(scratch) / "unpacked")
            (root,) = (Path(scratch) / "unpacked").iterdir()
        exe = program(root)
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
        # The smoke run's throwaway data folder (and so its log) lands in our scratch folder.
        tmp = Path(scratch) / "tmp"
        tmp.mkdir()
        env.update(TMPDIR=str(tmp), TEMP=str(tmp), TMP=str(tmp))
        print(f"smoke: {exe}", flush=True)
        # Through subprocess: a shell may not wait for a windowed Windows program to end.
        done = subprocess.run([str(exe), "--smoke"], env=env, timeout=SMOKE_TIMEOUT_S)
        if done.returncode != 0:
            for log in tmp.rglob("*.log"):
                print(f"--- {log}\n{log.read_text(encoding='utf-8', errors='replace')}")
        return done.returncode


def display(path: Path) -> int:
    """Run a build's ``--display-report`` with this system's own video driver; check it."""
    from .display_check import bundle_problems, check

    root = shipped(path)
    print(f"display: {program(root)}", flush=True)
    return check([str(program(root))], bundle_problems(root))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.release")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("version")
    tag_cmd = sub.add_parser("check-tag")
    tag_cmd.add_argument("tag")
    zip_cmd = sub.add_parser("zip")
    zip_cmd.add_argument("dist", type=Path)
    zip_cmd.add_argument("--out", type=Path, default=None)
    smoke_cmd = sub.add_parser("smoke")
    smoke_cmd.add_argument("path", type=Path)
    display_cmd = sub.add_parser("display")
    display_cmd.add_argument("path", type=Path)
    payload_cmd = sub.add_parser("payload")
    payload_cmd.add_argument("folder", type=Path)
    payload_cmd.add_argument("--zip", type=Path, default=None)
    args = parser.parse_args(argv)
    if args.command == "version":
        print(version())
        return 0
    if args.command == "check-tag":
        if args.tag == f"v{version()}":
            return 0
        print(f"tag {args.tag} is not v{version()}, the version in pyproject.toml")
        return 1
    if args.command == "payload":
        from .payload import check

        problems = check(args.folder, args.zip)
        for problem in problems:
            print(problem)
        return 1 if problems else 0
    if args.command == "zip":
        out = args.out or args.dist
        made = make_zip(built(args.dist), out / zip_name(version(), system_name()))
        print(made)
        return 0
    if args.command == "display":
        return display(args.path)
    return smoke(args.path)
