"""French elision where a name meets the sentence: "de {name}" with Ana reads "d’Ana".

A catalogue cannot write it: the sentence is fixed and the name is not. So a French
sentence's ``format`` elides "de", "que" and "jusque" before a value that begins with a
vowel (not before h or y, whose rules depend on the word; nor before a number)."""

from __future__ import annotations

import re
from typing import Any

ELIDING = ("de", "que", "jusque")
VOWELS = frozenset("aeiouàâæéèêëîïôœùûü")
_BEFORE_FIELD = re.compile(r"\b(" + "|".join(ELIDING) + r") \{(\w+)\}", re.IGNORECASE)


def starts_with_vowel(value: Any) -> bool:
    text = str(value)
    return bool(text) and text[0].lower() in VOWELS


def elided(template: str, fields: dict[str, Any]) -> str:
    """``template`` with "de {x}" written "d’{x}" wherever ``x``'s value needs it."""

    def one(match: re.Match[str]) -> str:
        word, name = match.group(1), match.group(2)
        if name not in fields or not starts_with_vowel(fields[name]):
            return match.group(0)
        return f"{word[:-1]}’{{{name}}}"

    return _BEFORE_FIELD.sub(one, template)


class FrenchText(str):
    """A French sentence from a catalogue: formats with elision."""

    def format(self, *args: Any, **kwargs: Any) -> str:
        return str.format(elided(str(self), kwargs), *args, **kwargs)
