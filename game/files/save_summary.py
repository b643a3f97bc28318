"""A line naming the saved game (which game, who sits where, how far it got), read from the
save without replaying it, for Continue and for the question before New game replaces it."""

from __future__ import annotations

import json

from ..i18n import _, ngettext
from ..shell.catalogue import entry
from . import saves


def save_summary() -> str | None:
    """E.g. "Silencio with Ana, Ben and Cleo, 23 moves in"; None without a readable save."""
    try:
        data = json.loads(saves.current_path().read_text(encoding="utf-8"))
        game = data["game"]
        names = [str(seat["name"])[:24] for seat in data["seats"]]
        moves = len(game["actions"])
        title = entry(game["game"]).title  # type: ignore[union-attr]
    except Exception:  # anything unreadable: Continue will explain when it is chosen
        return None
    if len(names) > 1:
        people = _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])
    else:
        people = "".join(names)
    return ngettext(
        "{game} with {people}, {n} move in", "{game} with {people}, {n} moves in", moves
    ).format(game=_(title), people=people, n=moves)
