"""The catalogues are complete: every message in the code is in every language's catalogue of
its area, none is empty or fuzzy, placeholders agree with the English, and every game's rules
text is there in every language."""

from __future__ import annotations

import pytest

from game import i18n
from game.i18n import catalogs
from game.scenes.rules import rules_path
from game.shell.catalogue import GAME_LIST

TRANSLATED = [code for code in i18n.LANGUAGES if code != i18n.SOURCE]


@pytest.fixture(scope="module")
def found() -> dict[str, list[catalogs.Found]]:
    return catalogs.extract()


@pytest.mark.parametrize("code", TRANSLATED)
@pytest.mark.parametrize("area", list(catalogs.AREAS))
def test_every_message_is_translated_once_and_exactly(found, area: str, code: str) -> None:
    problems = catalogs.problems(code, area, found[area])
    assert not problems, "\n".join(problems[:60]) + f"\n({len(problems)} in all)"


def test_the_code_has_messages_in_every_area(found) -> None:
    """The extraction reads every area (an empty one would pass the test above unseen)."""
    assert all(len(found[area]) >= 20 for area in catalogs.AREAS), {
        area: len(messages) for area, messages in found.items()
    }


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_rules_text_is_there_in_every_language(code: str) -> None:
    for game in GAME_LIST:
        if game.playable:
            path = rules_path(game.game_id, code)
            assert path.is_file(), path
            assert path.read_text(encoding="utf-8").strip()


def test_a_counted_message_keeps_its_number_in_every_form(found) -> None:
    for messages in found.values():
        for f in messages:
            if isinstance(f.id, tuple):
                assert catalogs.fields(f.id[0]) == catalogs.fields(f.id[1]), f
