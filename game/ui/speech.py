"""What the screen says to a screen reader, worked out from what the top screen shows.

Each frame the top scene gives a ``Spoken``: its name, the focused control, the prompt, the
log as its reader sees it, and that reader's own cards. The ``Announcer`` compares it with
the last one and says what changed, in the order a player wants it: the screen, what just
happened, their cards, what to do, where the keyboard is.

Privacy follows from the screen's: a scene speaks only from what it may draw now (a table
from its viewer's view, a curtain only whom to pass to), so nothing is said that the screen
would not show. Every announcement is kept in ``said`` (with the reader it was said to and
the card faces it named), which is how the tests audit it, and handed to a sink: the
AccessKit bridge (``ui/access_kit.py``) when the bindings are installed.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import Any, Protocol

from ..i18n import _

BACKLOG = 8  # lines from before a reader's arrival said at most; the log holds the rest


@dataclass(frozen=True)
class Spoken:
    """What one screen offers a screen reader now."""

    screen: str = ""  # its name; a curtain: whom to pass to, and how to lift it
    focus: str = ""  # the focused control: its name and value
    prompt: str = ""  # whose turn it is and what to do
    reader: Any = None  # whose screen this is: a seat, or None (shared, or no table)
    lines: tuple[str, ...] = ()  # the log as on screen, oldest first
    seen: int = 0  # of ``lines``, how many the reader saw before this arrival
    hand: tuple[str, ...] = ()  # the reader's own cards, in words
    faces: tuple[Any, ...] = ()  # the card faces ``hand`` names (for the audit)


@dataclass(frozen=True)
class Said:
    text: str
    kind: str  # screen, line, hand, prompt, focus
    reader: Any = None
    faces: tuple[Any, ...] = ()


class Sink(Protocol):
    def update(self, spoken: Spoken, said: list[Said]) -> None: ...


class Announcer:
    def __init__(self, sink: Sink | None = None) -> None:
        self.sink = sink
        self.last = Spoken()
        self.said: deque[Said] = deque(maxlen=4000)
        self.count = 0  # everything ever said (``said`` keeps the newest)

    def update(self, now: Spoken) -> list[Said]:
        """Say what changed since the last screen; the sink always gets the screen."""
        said = self.changes(self.last, now)
        self.last = now
        self.said.extend(said)
        self.count += len(said)
        if self.sink is not None:
            self.sink.update(now, said)
        return said

    @staticmethod
    def changes(last: Spoken, now: Spoken) -> list[Said]:
        out: list[Said] = []
        arrived = now.reader != last.reader or now.screen != last.screen
        if now.screen and now.screen != last.screen:
            out.append(Said(now.screen, "screen", now.reader))
        if arrived:
            first = max(now.seen, len(now.lines) - BACKLOG)
        else:
            first = len(last.lines) if len(now.lines) >= len(last.lines) else len(now.lines)
        out += [Said(line, "line", now.reader) for line in now.lines[first:]]
        if now.hand and (arrived or now.hand != last.hand):
            text = _("Your cards: {cards}.").format(cards=", ".join(now.hand))
            out.append(Said(text, "hand", now.reader, now.faces))
        if now.prompt and (arrived or now.prompt != last.prompt):
            out.append(Said(now.prompt, "prompt", now.reader))
        if now.focus and (arrived or now.focus != last.focus):
            out.append(Said(now.focus, "focus", now.reader))
        return out
