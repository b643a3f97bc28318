"""Keeping the catalogues (a developer's and the tests' tool; needs Babel, not the game).

    python -m game.i18n.catalogs update   # new messages into every .po, gone ones dropped
    python -m game.i18n.catalogs check    # what is untranslated, fuzzy or mismatched

Messages are found by Babel's extractor in the code of each area (``AREAS``: the shell and one
area per game, so each game's catalogue is its own file), plus the texts an area keeps in data
files (``DATA``: Silex's card names in silex.json). Each language has one ``.po`` per area in
assets/locale/<language>/<area>.po.
"""

from __future__ import annotations

import argparse
import importlib
import string
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from . import LANGUAGES, SOURCE, locale_dir

ROOT = Path(__file__).resolve().parents[2]
GAME = ROOT / "game"
KEYWORDS = {
    "_": None,
    "N_": None,
    "ngettext": (1, 2),
    "pgettext": ((1, "c"), 2),
}
# Each area's code, by path prefix under game/ (the first that matches wins; the rest: shell).
AREAS: dict[str, tuple[str, ...]] = {
    "silencio": ("engine/silencio/", "scenes/silencio/", "shell/guides/silencio.py"),
    "silex": ("engine/silex/", "scenes/silex/", "shell/guides/silex.py"),
    "silver": ("engine/silver/", "scenes/silver/", "shell/guides/silver.py"),
    "zilence": (
        "engine/zilence/",
        "scenes/zilence/",
        "ui/zilence_board.py",
        "shell/guides/zilence.py",
    ),
    # The table kit every game shares, its log, and History with its replays.
    "table": ("scenes/table/", "scenes/history/", "scenes/replay/", "history/", "ui/log_panel"),
    "shell": ("",),
}
# Not read by a player: figures for developers, build and test tools.
NOT_PLAYER_TEXT = ("bench", "release.py", "smoke.py", "i18n/catalogs.py")
# An area's texts kept in data files: "module:function" returning (message, context) pairs.
DATA: dict[str, str] = {
    "silex": "game.engine.silex.data:catalogue_messages",
    "zilence": "game.engine.zilence.board:data_messages",
}
# Fixed header dates: an update that adds nothing changes nothing.
STAMP = datetime(2026, 11, 25, tzinfo=timezone.utc)
HEADER = (
    "# {language} translations of Quiet Table's texts ({area}).\n"
    "# Kept with Babel: python -m game.i18n.catalogs update"
)
PLURAL_FORMS = {
    "de": "nplurals=2; plural=(n != 1);",
    "nl": "nplurals=2; plural=(n != 1);",
    "fr": "nplurals=2; plural=(n > 1);",
}


@dataclass(frozen=True)
class Found:
    id: str | tuple[str, str]  # a pair for a counted message (singular, plural)
    context: str | None
    where: str


def area_of(relative: str) -> str:
    for area, prefixes in AREAS.items():
        if any(relative.startswith(p) for p in prefixes):
            return area
    return "shell"


def source_files() -> Iterator[tuple[str, Path]]:
    for path in sorted(GAME.rglob("*.py")):
        relative = path.relative_to(GAME).as_posix()
        if any(part in relative for part in NOT_PLAYER_TEXT):
            continue
        yield area_of(relative), path


def extract() -> dict[str, list[Found]]:
    """Every message in the code (and data) of each area."""
    from babel.messages.extract import extract_python

    found: dict[str, list[Found]] = {area: [] for area in AREAS}
    for area, path in source_files():
        with path.open("rb") as handle:
            for line, func, message, _ in extract_python(handle, KEYWORDS.keys(), [], {}):
                where = f"{path.relative_to(ROOT).as_posix()}:{line}"
                spec = KEYWORDS[func]
                if func == "pgettext":
                    if isinstance(message, tuple) and all(message):
                        found[area].append(Found(message[1], message[0], where))
                elif spec is None:
                    if isinstance(message, str) and message:
                        found[area].append(Found(message, None, where))
                elif isinstance(message, tuple) and all(message[:2]):  # (one, many, n's None)
                    found[area].append(Found((message[0], message[1]), None, where))
    for area, ref in DATA.items():
        module, func = ref.split(":")
        for message, context in getattr(importlib.import_module(module), func)():
            found[area].append(Found(message, context, ref))
    return found


def template(area: str, found: list[Found]):
    from babel.messages.catalog import Catalog

    catalog = Catalog(project="Quiet Table", domain=area, creation_date=STAMP)
    for f in found:
        path, _, line = f.where.rpartition(":")
        where = (path, int(line)) if line.isdigit() else (f.where, None)
        catalog.add(f.id, locations=[where], context=f.context)
    return catalog


def po_path(code: str, area: str) -> Path:
    return Path(locale_dir(code)) / f"{area}.po"


def read(code: str, area: str):
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import read_po

    path = po_path(code, area)
    if not path.exists():
        return Catalog(locale=code, domain=area, project="Quiet Table")
    with path.open("rb") as handle:
        return read_po(handle, locale=code, domain=area)


def update() -> None:
    """Bring every ``.po`` in line with the code: new messages empty, gone ones dropped."""
    from babel.messages.pofile import write_po

    found = extract()
    for area, messages in found.items():
        tmpl = template(area, messages)
        for code in LANGUAGES:
            if code == SOURCE:
                continue
            catalog = read(code, area)
            catalog.update(tmpl, no_fuzzy_matching=True)
            catalog.obsolete.clear()
            catalog.fuzzy = False
            catalog.revision_date = STAMP
            catalog.header_comment = HEADER.format(language=LANGUAGES[code], area=area)
            catalog._plural_expr = None  # noqa: SLF001 (Babel keeps the header's own forms)
            path = po_path(code, area)
            path.parent.mkdir(parents=True, exist_ok=True)
            with path.open("wb") as handle:
                write_po(handle, catalog, width=100, include_previous=False, include_lineno=False)
            header_plural_forms(path, code)


def header_plural_forms(path: Path, code: str) -> None:
    """The catalogue's plural rule as gettext wants it for the language."""
    text = path.read_text(encoding="utf-8")
    lines = [
        f'"Plural-Forms: {PLURAL_FORMS[code]}\\n"' if line.startswith('"Plural-Forms:') else line
        for line in text.splitlines()
    ]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def fields(text: str) -> set[str]:
    try:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}
    except ValueError:
        return {"<broken braces>"}


def problems(code: str, area: str, wanted: list[Found]) -> list[str]:
    """What is wrong with one catalogue: missing, empty, fuzzy, mismatched placeholders."""
    catalog = read(code, area)
    out = []
    if catalog.fuzzy:
        out.append(f"{code}/{area}.po: the header is fuzzy")
    for f in wanted:
        message = catalog.get(f.id, context=f.context)
        key = f.id if isinstance(f.id, str) else f.id[0]
        if message is None:
            out.append(f"{code}/{area}.po: missing {key!r} ({f.where})")
            continue
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        if message.fuzzy:
            out.append(f"{code}/{area}.po: fuzzy {key!r}")
        if not all(strings):
            out.append(f"{code}/{area}.po: empty {key!r}")
            continue
        sources = f.id if isinstance(f.id, tuple) else (f.id,)
        want = set().union(*(fields(s) for s in sources))
        for s in strings:
            if fields(s) - want or (len(sources) == 1 and fields(s) != want):
                out.append(f"{code}/{area}.po: placeholders differ in {key!r}: {s!r}")
    return out


def check() -> list[str]:
    found = extract()
    out = []
    for area, wanted in found.items():
        for code in LANGUAGES:
            if code != SOURCE:
                out += problems(code, area, wanted)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.i18n.catalogs")
    parser.add_argument("command", choices=["update", "check"])
    parser.add_argument("--area", help="check one area only")
    args = parser.parse_args(argv)
    if args.command == "update":
        update()
        return 0
    found = check()
    if args.area:
        found = [p for p in found if f"/{args.area}.po" in p]
    print("\n".join(found) or "every catalogue is complete")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
