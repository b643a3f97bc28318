"""What a table says to a screen reader: only what this frame may draw for its viewer.

The game's name and whose screen it is, the log as the viewer reads it (new lines as they
come, and on arrival the lines since that seat last looked), the viewer's own cards (a
game's ``hand_words``), the prompt, and the focused card, button or place. The spectator
view names no seat's cards; a curtain says only whom to pass to (``CurtainScene.spoken``).
"""

from __future__ import annotations

from typing import Any

from ...engine import GAMES
from ...i18n import _
from ...ui.cards import CardFace
from ...ui.speech import Spoken
from .chooser import Obj, Target


class TableSpeech:
    def hand_words(self) -> list[tuple[str, CardFace | None]]:
        """The viewer's own cards as words, with the face each names (None: a card whose
        face the viewer does not know). Asked only while a seat's view is on screen."""
        return []

    def object_words(self, obj: Obj) -> str:
        """What a table object is, when its tooltip does not say (a card's name)."""
        return ""

    def focus_words(self, form: Any) -> str:
        focus = form.focus
        if focus is None:
            return ""
        said = focus.spoken()
        if isinstance(focus, Target):
            said = ". ".join(w for w in (self.object_words(focus.obj), said) if w)
        return said

    def spoken(self) -> Spoken:
        self: Any
        if self.preparing:
            return Spoken()
        viewer = self.viewer
        title = _(GAMES[self.game_id].title)
        if viewer is not None:
            title = _("{game}: {name}'s screen").format(game=title, name=self.names[viewer])
        lines = tuple(self.log_panel.lines)
        mark = self.log_panel.mark
        words = self.hand_words() if viewer is not None else []
        if self.ended():
            end_title, end_lines = self.end_lines()
            prompt = ". ".join([end_title, *end_lines])
            form = self.end_form
        else:
            prompt, form = self.prompt_text(), self.form
        return Spoken(
            screen=title,
            focus=self.focus_words(form),
            prompt=prompt,
            reader=viewer,
            lines=lines,
            seen=mark if mark is not None else len(lines),
            hand=tuple(word for word, _face in words),
            faces=tuple(face for _word, face in words if face is not None),
        )
