"""The choices at the table: a target over every table object a click can mean, the turn's
plain choices as buttons (in the prompt bar, or popped up as a column), what a click or a
button plays (after a confirmation if the choice is permanent), and where the keyboard focus
goes after a move.

A mixin of TableScene: a game names and places its objects and choices through the hooks
(``object_of``, ``action_label``, ``tooltip``, ``choices_area``, ``choices_avoid``, ...).
"""

from __future__ import annotations

import pygame

from ...engine.common import Action
from ...i18n import _
from ...ui.widgets import Button, Widget
from .chooser import Obj, Target, action_object
from .panel import Choice, bar_buttons, column_buttons, fits_in_bar


class ChoicePanel:
    # The action types that are the likely next step after a move, which spend and commit
    # nothing the player may still want (End turn): the keyboard focus goes to their button
    # after each move, so Enter does that and nothing else.
    next_step_types: frozenset[str] = frozenset()

    # ---- hooks for a game's scene ---------------------------------------------------
    def object_of(self, action: Action) -> Obj | None:
        """The table object an action is about (None: a plain choice, shown as a button)."""
        return action_object(action)

    def action_label(self, action: Action) -> str:
        return str(action.get("type", "?")).replace("_", " ").capitalize()

    def tooltip(self, obj: Obj, usable: bool) -> str:
        """What hovering an object says (why it cannot be used, what clicking does)."""
        return ""

    def usable_objects(self) -> set[Obj]:
        """The table objects a click may use now: those of the legal actions, and a game may
        add its own (hand cards to pick for a Selection, piles to play a Selection on)."""
        return self.chooser.objects()

    def hover_lift(self, obj: Obj) -> float:
        """How far hover lifts a usable object (a hand card: a few px); drawn by the game."""
        return 0

    def confirm_text(self, action: Action) -> str:
        """A question to ask before a permanent choice that is not the turn's main action
        (empty: no question)."""
        return ""

    def tooltip_avoid(self) -> list[pygame.FRect]:
        """Captions of the game's own that a tooltip must not cover (none by default)."""
        return []

    def choice_group(self, action: Action) -> str:
        """Which column of a pop-up an action's button joins (same group, same column)."""
        return ""

    def confirm_choice(self) -> Choice:
        """A game using a Selection supplies its confirm button here."""
        raise NotImplementedError

    def choices_area(self) -> pygame.FRect | None:
        """Where a pop-up of choices goes when the table has a better place for it than
        above the prompt bar (None: above the bar, beside the selected object)."""
        return None

    def choices_avoid(self) -> pygame.FRect | None:
        """What a column of choices must not cover: the selected object (a game may add what
        the choice is about, such as a new card)."""
        return self.hit.get(self.chooser.selected) if self.chooser.selected else None

    # ---- the widgets ---------------------------------------------------------------
    def rebuild(self) -> None:
        """The widgets: a target over every table object, then the action panel."""
        self._built_for = tuple(self.app.painter.window())
        self.place_chrome()
        self.hit = self.hit_areas()
        objects = self.usable_objects()
        widgets: list[Widget] = []
        for obj, rect in self.hit.items():
            usable = obj in objects
            tip = self.tooltip(obj, usable)
            lift = self.hover_lift(obj) if usable else 0
            widgets.append(Target(rect, obj, self.click, usable, tip, lift=lift))
        buttons = self.panel_buttons()
        self.popup = [b for b in buttons if not self.bar().contains(b.rect)]
        undo = self.undo_widgets(buttons)  # before Suggest: the bar's room goes to it first
        self.form.set_widgets(widgets + buttons + undo + self.help_widgets(buttons + undo))
        if self.help_focus() is not None:
            self.form.set_focus(self.help_focus())  # a guided game's note: Enter reads on
        # Tooltips never cover these (nor a game's own captions).
        self.form.avoid = [self.menu_button.rect, self.bar(), *self.tooltip_avoid()]
        if self.chooser.selected is not None and buttons and self.form.focus not in buttons:
            # The keyboard follows the choices that just opened, onto their Cancel (the
            # last): Enter right after a click that opened them commits none of them.
            self.form.set_focus(buttons[-1])

    def focus_next_step(self) -> None:
        """After a move: the keyboard focus on the next likely step (``next_step_types``),
        or nowhere, never on what the move left under it (a shrine where a card was)."""
        if self.help_focus() is not None:
            self.form.set_focus(self.help_focus())  # a guided game's note: Enter reads on
            return
        steps = self.chooser.plain()
        wanted = {self.action_label(a) for a in steps if a.get("type") in self.next_step_types}
        buttons = self.form.widgets
        step = [w for w in buttons if isinstance(w, Button) and w.enabled and w.text in wanted]
        self.form.set_focus(step[0] if step else None)

    # ---- the action panel ----------------------------------------------------------
    def choices(self) -> list[Choice]:
        """The plain choices now: a selected object's actions, else the object-less ones."""
        out = [(self.action_label(a), self.runner(a)) for a in self.chooser.plain()]
        if self.selection is not None and self.selection.picked:
            out.append(self.confirm_choice())
        return out

    def panel_buttons(self) -> list[Button]:
        bar = self.bar()
        choices = self.choices()
        cancel = self.chooser.selected is not None or bool(self.selection and self.selection.picked)
        if cancel:
            choices = choices + [(_("Cancel"), self.cancel)]
        if not choices:
            return []
        # A selected object's choices pop up beside it; a Selection keeps the bar if it fits.
        if self.chooser.selected is None and fits_in_bar(self.app.painter, choices, bar):
            return bar_buttons(self.app.painter, choices, bar)
        names = [self.choice_group(a) for a in self.chooser.plain()][: len(choices)]
        if names:  # confirm and Cancel join the shortest column
            names += [min(names, key=names.count)] * (len(choices) - len(names))
        groups = [names.index(n) for n in names] if len(set(names)) > 1 else None
        avoid, area = self.choices_avoid(), self.choices_area()
        painter = self.app.painter
        return column_buttons(painter, choices, bar, groups=groups, avoid=avoid, area=area)

    # ---- what a choice does --------------------------------------------------------
    def runner(self, action: Action):
        def run() -> None:
            self.chooser.selected = None
            if self.selection is not None:
                self.selection.clear()
            self.play(action)

        return run

    def cancel(self) -> None:
        self.chooser.selected = None
        if self.selection is not None:
            self.selection.clear()
        self.rebuild()

    def click(self, obj: Obj) -> None:
        """A click on a table object: its one action, or select it to choose among several."""
        if self.selection is not None and self.selection.allowed(self.selection.picked, obj):
            self.selection.toggle(obj)
            self.app.sounds.play("click")
            self.rebuild()
            return
        action = self.chooser.click(obj)
        if action is not None:
            self.play(action)
        else:
            self.app.sounds.play("click")
            self.rebuild()

    def play(self, action: Action) -> None:
        """Carry out the person's choice, after a confirmation if it is permanent."""
        question = self.confirm_text(action)
        if question:
            from ..dialog import Dialog

            def go() -> None:
                if not self.act(action):
                    self.rebuild()

            label = self.action_label(action)
            self.app.stack.push(
                Dialog(
                    self.app,
                    label,
                    question,
                    [(label, go), (_("Cancel"), self.cancel)],
                    guarded=True,
                )
            )
            return
        if not self.act(action):
            self.rebuild()
