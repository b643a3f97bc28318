"""Words every game's labels and log lines share: counted nouns ("1 card", "2 cards")."""

from __future__ import annotations


def plural(n: int, word: str, many: str = "") -> str:
    """``n`` and ``word``, plural unless ``n`` is one: ``plural(1, "card")`` is "1 card",
    ``plural(3, "Black Idea")`` "3 Black Ideas"; an irregular plural is passed as ``many``
    (``plural(2, "match", "matches")``)."""
    return f"{n} {word if n == 1 else many or word + 's'}"
