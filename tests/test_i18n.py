"""The language machinery: catalogues read from .po at run time, plurals, contexts, the
system's language, the setting kept, and a change of language reaching every open screen."""

from __future__ import annotations

import gettext
import io

import pytest

from game import i18n
from game.files.settings import Settings, load_settings
from game.i18n import _, ngettext
from game.i18n.po import PoError, mo_bytes, parse_po

from .shell_helpers import frames, make_app

PO = r"""
# a comment
msgid ""
msgstr ""
"Language: fr\n"
"Plural-Forms: nplurals=2; plural=(n > 1);\n"

#: game/x.py:1
msgid "Settings"
msgstr "Réglages"

msgctxt "card"
msgid "Web"
msgstr "Toile"

msgid "{n} card"
msgid_plural "{n} cards"
msgstr[0] "{n} carte"
msgstr[1] "{n} cartes"

#, fuzzy
msgid "Quit"
msgstr "Quitter"

msgid "Empty"
msgstr ""

msgid "Long"
msgstr ""
"a "
"b\"c\n"
"""


def translations(text: str) -> gettext.GNUTranslations:
    return gettext.GNUTranslations(io.BytesIO(mo_bytes(parse_po(text))))


def test_a_po_text_becomes_a_standard_gettext_catalogue() -> None:
    t = translations(PO)
    assert t.gettext("Settings") == "Réglages"
    assert t.pgettext("card", "Web") == "Toile"
    assert t.gettext("Web") == "Web"  # the context keeps them apart
    assert t.gettext("Long") == 'a b"c\n'


def test_plural_forms_follow_the_language() -> None:
    t = translations(PO)
    # French: zero takes the singular, unlike English.
    assert [t.ngettext("{n} card", "{n} cards", n) for n in (0, 1, 2)] == [
        "{n} carte",
        "{n} carte",
        "{n} cartes",
    ]


def test_fuzzy_and_empty_entries_stay_in_english() -> None:
    t = translations(PO)
    assert t.gettext("Quit") == "Quit"
    assert t.gettext("Empty") == "Empty"


def test_babel_and_this_reader_agree_on_every_shipped_catalogue() -> None:
    from babel.messages.pofile import read_po

    for code in ("de", "nl", "fr"):
        for path in sorted(i18n.locale_dir(code).glob("*.po")):
            ours = {m.key: m for m in parse_po(path.read_text(encoding="utf-8")) if m.id}
            with path.open("rb") as handle:
                theirs = read_po(handle)
            ids = {
                (m.context + "\x04" if m.context else "")
                + (m.id if isinstance(m.id, str) else m.id[0])
                for m in theirs
                if m.id
            }
            assert set(ours) == ids, path


def test_a_broken_po_says_where() -> None:
    with pytest.raises(PoError, match="line 2"):
        parse_po('msgid "a"\nmsgstr "b\n')


def test_the_systems_language_is_used_when_it_is_one_of_ours() -> None:
    assert i18n.system_language({"LANG": "de_DE.UTF-8"}) == "de"
    assert i18n.system_language({"LANGUAGE": "nl:en", "LANG": "C"}) == "nl"
    assert i18n.system_language({"LC_ALL": "fr_CA.UTF-8"}) == "fr"
    assert i18n.system_language({"LANG": "es_ES.UTF-8"}) == "en"
    assert i18n.system_language({}) in i18n.LANGUAGES


def test_the_chosen_language_is_kept_and_a_bad_one_is_not(user_data) -> None:
    settings = Settings(language="nl")
    settings.save()
    assert load_settings().language == "nl"
    settings.language = "xx"
    settings.save()
    assert load_settings().language == ""  # unknown: back to the system's


def test_a_change_of_language_rebuilds_every_open_screen(user_data) -> None:
    from game.scenes.menu import MainMenu
    from game.scenes.settings import SettingsScene

    app = make_app((1280, 720))
    app.stack.reset(MainMenu(app), SettingsScene(app))
    frames(app, 2)
    rebuilt: list[str] = []
    for scene in app.stack.scenes:
        name = type(scene).__name__

        def spy(original=scene.language_changed, name=name) -> None:
            rebuilt.append(name)
            original()

        scene.language_changed = spy
    try:
        app.set_language("de")
        assert i18n.language() == "de"
        assert app.settings.language == "de"
        assert rebuilt == ["MainMenu", "SettingsScene"]
        frames(app, 2)
    finally:
        app.set_language("en")
    assert _("Settings") == "Settings"
    assert ngettext("{n} card", "{n} cards", 2) == "{n} cards"


@pytest.mark.parametrize(
    ("name", "turn"),
    [("Ana", "Au tour d’Ana."), ("Eli", "Au tour d’Eli."), ("Émile", "Au tour d’Émile.")]
    + [("Ben", "Au tour de Ben."), ("Hana", "Au tour de Hana."), ("Yann", "Au tour de Yann.")],
)
def test_french_elides_de_before_a_name_that_begins_with_a_vowel(name, turn) -> None:
    i18n.set_language("fr")
    try:
        assert _("{name}'s turn.").format(name=name) == turn
        # Numbers and sentences without a name are left as the catalogue wrote them.
        text = ngettext("{n} card", "{n} cards", 8).format(n=8)
        assert "’" not in text
    finally:
        i18n.set_language("en")
    assert _("{name}'s turn.").format(name="Ana") == "Ana's turn."


def test_the_french_catalogues_use_one_apostrophe() -> None:
    """Typographic ’ everywhere, as the elision writes it (no mix of ' and ’ in a line)."""
    for message in i18n._messages("fr"):
        for text in message.strings.values():
            assert "'" not in text, text
