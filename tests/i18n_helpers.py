"""Finding English on a screen drawn in another language.

Two nets: ``i18n.misses`` catches text passed through ``_()`` that the catalogue lacks, and
``english_left`` catches text never passed through it: any English phrase of the code (a
string literal, or the fixed part of an f-string, of two words or more) found in what the
painter drew. Phrases a language keeps as they are (a game's title) are not English left.
"""

from __future__ import annotations

import ast
import contextlib
import re
from collections.abc import Iterable, Iterator
from functools import cache

from game import i18n
from game.i18n.catalogs import source_files

PHRASE = re.compile(r"[A-Za-z][a-z']+(?:[ -][A-Za-z][a-z']+)+")


@cache
def english_phrases() -> frozenset[str]:
    """Phrases of two words or more in the player-facing code."""
    found: set[str] = set()
    for _, path in source_files():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docstrings = {
            id(node.body[0].value)
            for node in ast.walk(tree)
            if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef))
            and node.body
            and isinstance(node.body[0], ast.Expr)
            and isinstance(node.body[0].value, ast.Constant)
        }
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Constant)
                and isinstance(node.value, str)
                and id(node) not in docstrings
            ):
                found.update(PHRASE.findall(node.value))
    return frozenset(p for p in found if len(p) >= 8)


def kept_as_is(code: str) -> set[str]:
    """Phrases the language's catalogue translates to themselves (names, titles)."""
    translations = i18n.load(code)
    return {p for p in english_phrases() if translations.gettext(p) == p and p in _ids(code)}


def _ids(code: str) -> set[str]:
    i18n.load(code)
    return i18n._known.get(code, set())  # noqa: SLF001


def english_left(texts: Iterable[str], code: str) -> list[str]:
    """Each drawn text that holds an English phrase of the code (with the phrase)."""
    keep = kept_as_is(code)
    phrases = [p for p in english_phrases() if p not in keep]
    out = []
    for text in set(texts):
        for phrase in phrases:
            if phrase in text:
                out.append(f"{text!r} (English: {phrase!r})")
                break
    return sorted(out)


@contextlib.contextmanager
def in_language(code: str) -> Iterator[set[str]]:
    """Show ``code`` meanwhile; yields the set of messages looked up without a translation."""
    before = i18n.language()
    i18n.misses = set()
    i18n.set_language(code)
    try:
        yield i18n.misses
    finally:
        i18n.misses = None
        i18n.set_language(before)
