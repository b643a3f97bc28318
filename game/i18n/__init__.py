"""The languages a player reads: English (the source text), German, Dutch and French.

Code marks what a player reads with ``_("...")`` (``ngettext`` for counted words, ``pgettext``
where one English word needs two translations); text defined before a language is chosen (a
class's title, an option's label, a card's name) is marked with ``N_("...")`` and passed
through ``_()`` where it is shown. Placeholders are named, ``_("{name} plays").format(...)``,
so a translation may reorder them.

The language can change while the program runs: ``set_language`` swaps the catalogue and tells
the listeners (the scene stack rebuilds its screens, a table its log). Catalogues are the
``.po`` files in assets/locale/<language>/, one per area of the program, read at run time
(game/i18n/po.py). A missing or damaged file is logged and its messages stay in English.
"""

from __future__ import annotations

import contextlib
import gettext
import io
import locale
import logging
import os
from collections.abc import Callable

from .elision import FrenchText
from .po import CONTEXT_SEPARATOR, Message, PoError, mo_bytes, parse_po

log = logging.getLogger(__name__)

SOURCE = "en"
# Each language by its own name, as the Settings screen shows it.
LANGUAGES: dict[str, str] = {"en": "English", "de": "Deutsch", "nl": "Nederlands", "fr": "Français"}

_current = SOURCE
_translations: gettext.NullTranslations = gettext.NullTranslations()
_loaded: dict[str, gettext.NullTranslations] = {}
_known: dict[str, set[str]] = {}  # per language: the keys it has a translation for
_listeners: list[Callable[[], None]] = []
misses: set[str] | None = None  # when a set: every message looked up and not translated


def locale_dir(code: str):
    from ..engine.common.resources import asset_path  # here: the engines import this module

    return asset_path("locale", code)


def load(code: str) -> gettext.NullTranslations:
    """The catalogue of ``code``: every area's ``.po`` file in one (cached)."""
    if code not in _loaded:
        messages = [] if code == SOURCE else _messages(code)
        _known[code] = {m.key for m in messages if m.id and m.translated and not m.fuzzy}
        if messages:
            _loaded[code] = gettext.GNUTranslations(io.BytesIO(mo_bytes(messages)))
        else:
            _loaded[code] = gettext.NullTranslations()
    return _loaded[code]


def _messages(code: str) -> list[Message]:
    """The messages of every area of ``code`` (the first file's header first)."""
    folder = locale_dir(code)
    try:
        files = sorted(folder.glob("*.po"))
    except OSError:
        files = []
    if not files:
        log.warning("no catalogue for %s in %s: English is shown", code, folder)
    messages: list[Message] = []
    for path in files:
        try:
            found = parse_po(_read(path))
        except (OSError, PoError, UnicodeDecodeError, ValueError) as exc:
            log.warning("catalogue %s not read (%s): its messages stay in English", path, exc)
            continue
        messages += [m for m in found if m.id or not messages]
    return messages


def _read(path) -> str:
    return path.read_bytes().decode("utf-8")


def language() -> str:
    return _current


def set_language(code: str) -> None:
    """Show ``code`` from now on (an unknown code: English) and tell the listeners."""
    global _current, _translations
    code = code if code in LANGUAGES else SOURCE
    changed = code != _current
    _current, _translations = code, load(code)
    if changed:
        for listener in list(_listeners):
            listener()


def on_change(listener: Callable[[], None]) -> None:
    _listeners.append(listener)


def forget(listener: Callable[[], None]) -> None:
    if listener in _listeners:
        _listeners.remove(listener)


def system_language(env: dict[str, str] | None = None) -> str:
    """The system's language when it is one of ours, else English (LANGUAGE, LC_ALL,
    LC_MESSAGES, LANG, then the locale module, as gettext looks them up)."""
    env = os.environ if env is None else env
    candidates = []
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name)
        if value:
            candidates += value.split(":")
    if env is os.environ:
        with contextlib.suppress(ValueError):
            candidates.append(locale.getlocale()[0] or "")
    for candidate in candidates:
        code = candidate.split("_")[0].split(".")[0].split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return SOURCE


def _note_miss(key: str) -> None:
    """Record a message the current language has no translation for (tests ask)."""
    if misses is not None and _current != SOURCE and key not in _known.get(_current, ()):
        misses.add(key.split(CONTEXT_SEPARATOR)[-1])


def _text(text: str) -> str:
    """A translation as its language needs it formatted (French elides "de Ana")."""
    return FrenchText(text) if _current == "fr" else text


def _(message: str) -> str:
    """``message`` in the current language."""
    if misses is not None:
        _note_miss(message)
    return _text(_translations.gettext(message))


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of ``singular``/``plural`` for ``n`` in the current language."""
    if misses is not None:
        _note_miss(singular)
    return _text(_translations.ngettext(singular, plural, n))


def pgettext(context: str, message: str) -> str:
    if misses is not None:
        _note_miss(f"{context}{CONTEXT_SEPARATOR}{message}")
    return _text(_translations.pgettext(context, message))


def N_(message: str) -> str:
    """Marks ``message`` for the catalogues; it is translated where it is shown."""
    return message
