"""Input at the table: keys (Esc pauses, F1 opens the rules, ? lists the keys, Backspace
takes a pick back),
clicks, and dragging a card onto a zone. Input from before the screen changed hands is
swallowed first (the scene's ``InputGuard``, see privacy.py); what a click on a table object
means is the choices' business (choices.py).

A mixin of TableScene: a game adds ``drop_zones``, ``drop_action`` and, rarely,
``handle_table``.
"""

from __future__ import annotations

from typing import Any

import pygame

from ...engine.common import Action
from ...i18n import _
from ..keys_help import KeyRow, KeysScene, is_keys_key, table_keys
from ..pause import PauseScene
from .chooser import Obj
from .drag import Drag, zone_at

# A move made of several picks that the engine holds until the last one offers this action at
# each later pick: the previous pick is taken back (Backspace, or its button).
BACK: Action = {"type": "back"}


class TableInput:
    drag: Drag | None  # a press on a draggable card, until its release

    # ---- hooks for a game's scene ---------------------------------------------------
    def drop_zones(self, obj: Obj) -> dict[Any, pygame.FRect]:
        """Where a held object may be dropped, by zone name (no zones: no dragging)."""
        return {}

    def drop_action(self, obj: Obj, zone: Any) -> Action | None:
        """The action a drop of ``obj`` on ``zone`` means (default: the object's click)."""
        return None

    def handle_table(self, event: pygame.event.Event) -> bool:
        """A game's own input before the widgets get it (rarely needed)."""
        return False

    # ---- input ---------------------------------------------------------------------
    def claimed_keys(self) -> frozenset[int]:
        """Keys a game takes for itself for now, before the table's own letters (the log's
        L, Suggest's H): Zilence's seat keys on one keyboard while choosing."""
        return frozenset()

    def game_keys(self) -> list[KeyRow]:
        """A game's own keys, listed after the table's (Zilence: the timer, the paths)."""
        return []

    def show_keys(self) -> None:
        rows = table_keys() + self.game_keys()
        self.app.stack.push(KeysScene(self.app, _("Keys"), rows))

    def open_pause(self) -> None:
        finished = self.session.state.is_over
        where = "" if self.link is None else "host" if self.hosting() else "joined"
        self.app.stack.push(PauseScene(self.app, self.game_id, finished=finished, networked=where))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.open_pause()
            return True
        if is_keys_key(event):  # before the guard: the list shows, nothing is played
            self.show_keys()
            return True
        if self.guard.swallows(event, bool(self.app.keys.down)):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            from ..rules import RulesScene

            rules = RulesScene(self.app, self.game_id, self.session.state.options)
            self.app.stack.push(rules)
            return True

        if self.menu_button.handle(event) or self.handle_link(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in self.claimed_keys():
            return self.handle_table(event) or True  # the game's now, not the table's (L)
        if self.log_panel.handle(event):
            self.rebuild()  # folding the log widens the table: the bar's buttons move
            return True
        if self.ended():
            return self.end_form.handle(event)
        if self.motion.busy and event.type == pygame.MOUSEBUTTONDOWN:
            self.motion.skip()  # a click skips the animation to its end
            return True
        picked = self.chooser.selected is not None or bool(self.selection and self.selection.picked)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE:
            if picked:
                self.cancel()
                return True
            if BACK in self.chooser.actions:  # a pick the engine holds, not yet carried out
                self.play(dict(BACK))
                return True
        if self.handle_drag(event):
            return True
        if self.help_key(event):  # before a game's own keys: Enter on a note reads on
            return True
        if self.undo_key(event):
            return True
        return self.handle_table(event) or self.form.handle(event)

    def draggable_at(self, pos: tuple[float, float]) -> Obj | None:
        """The usable object under the pointer that has drop zones (topmost drawn last)."""
        usable = self.usable_objects()
        hits = [
            o
            for o, r in self.hit.items()
            if o in usable and r.collidepoint(pos) and self.drop_zones(o)
        ]
        return hits[-1] if hits else None

    def handle_drag(self, event: pygame.event.Event) -> bool:
        """Press on a draggable card, then release on it (a click) or on a zone (a drop)."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            obj = self.draggable_at(event.pos)
            if obj is None or self.chooser.selected is not None:
                return False
            self.drag = Drag(obj, event.pos, event.pos, self.hit[obj])
            return True
        if self.drag is None:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.drag.pos = event.pos
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            drag, self.drag = self.drag, None
            if not drag.moved:
                self.click(drag.obj)
                return True
            zone = zone_at(self.drop_zones(drag.obj), event.pos)
            if zone is not None:
                action = self.drop_action(drag.obj, zone)
                if action is not None:
                    self.play(action)
                else:
                    self.click(drag.obj)
            return True
        return False

    def held(self) -> Obj | None:
        """The object being dragged (drawn at the pointer, its home left empty)."""
        return self.drag.obj if self.drag is not None and self.drag.moved else None

    def hovered(self) -> Obj | None:
        hover = self.form.hover
        return getattr(hover, "obj", None)
