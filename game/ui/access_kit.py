"""The screen reader's side: the announcer's screen as an AccessKit tree.

AccessKit (``pip install quiet-table[access]``) exposes a tree of nodes to the system's
accessibility API: AT-SPI on Linux (Orca), UI Automation on Windows (NVDA, Narrator),
NSAccessibility on macOS (VoiceOver). Our tree is small, because the table is drawn, not
built of native controls: the window (named for the screen), the focused control, the
prompt as a polite live region, and a live region that carries each announcement.

Without the bindings, or where an adapter cannot start, the program runs as before and the
log says why. ``BridgeTree`` is the plain data of the tree (what the tests check); the
adapter only converts it.
"""

from __future__ import annotations

import logging
import sys
from dataclasses import dataclass, field
from typing import Any

from .speech import Said, Spoken

log = logging.getLogger(__name__)

WINDOW, SCREEN, FOCUS, PROMPT, NEWS = 1, 2, 3, 4, 5


@dataclass
class Node:
    role: str  # an AccessKit role name: WINDOW, LABEL, BUTTON, STATUS
    label: str = ""
    value: str = ""
    live: str = ""  # "", POLITE or ASSERTIVE
    children: list[int] = field(default_factory=list)


@dataclass
class BridgeTree:
    """The tree as plain data: what a screen reader is given after each change."""

    nodes: dict[int, Node]
    focus: int


def build_tree(title: str, spoken: Spoken, news: str) -> BridgeTree:
    nodes = {
        WINDOW: Node("WINDOW", title, children=[SCREEN, PROMPT, FOCUS, NEWS]),
        SCREEN: Node("LABEL", spoken.screen),
        PROMPT: Node("STATUS", spoken.prompt, live="POLITE"),
        FOCUS: Node("BUTTON", spoken.focus),
        NEWS: Node("LABEL", value=news, live="POLITE"),
    }
    return BridgeTree(nodes, FOCUS if spoken.focus else WINDOW)


class AccessBridge:
    """The sink the announcer speaks into; ``trees`` keeps what it gave (for the tests)."""

    def __init__(self, title: str) -> None:
        self.title = title
        self.tree = build_tree(title, Spoken(), "")
        self.trees: list[BridgeTree] = []
        self.adapter: Any = None

    def update(self, spoken: Spoken, said: list[Said]) -> None:
        if not said:
            return
        news = " ".join(s.text for s in said if s.kind != "focus")
        self.tree = build_tree(self.title, spoken, news or self.tree.nodes[NEWS].value)
        self.trees.append(self.tree)
        del self.trees[:-200]
        if self.adapter is not None:
            try:
                events = self.adapter.update_if_active(lambda: to_accesskit(self.tree))
                if events is not None:  # Windows and macOS queue them for the caller
                    events.raise_events()
            except Exception:  # a screen reader's trouble must never stop the game
                log.exception("AccessKit update failed; announcements stop")
                self.adapter = None

    def start(self, window: dict[str, Any]) -> bool:
        """Connect to the system's accessibility API (``window``: pygame's wm info)."""
        try:
            import accesskit
        except ImportError:
            log.info("no screen reader support: the accesskit package is not installed")
            return False
        try:
            self.adapter = make_adapter(accesskit, window, lambda: to_accesskit(self.tree))
        except Exception:
            log.exception("no screen reader support: the AccessKit adapter did not start")
            self.adapter = None
        return self.adapter is not None


def make_adapter(accesskit: Any, window: dict[str, Any], initial: Any) -> Any:
    """The platform's adapter. Linux is tried here; Windows and macOS follow the bindings'
    documented subclassing adapters and have not been heard on those systems yet."""

    def on_action(request: Any) -> None:
        log.debug("screen reader asked for %r (the keyboard does the same)", request)

    if sys.platform.startswith("linux"):
        adapter = accesskit.unix.Adapter(initial, on_action, lambda: None)
        adapter.update_window_focus_state(True)
        return adapter
    if sys.platform == "win32":
        return accesskit.windows.SubclassingAdapter(window["window"], initial, on_action)
    if sys.platform == "darwin":
        # SDL keeps the keyboard focus on its window, not the view AccessKit subclasses.
        accesskit.macos.add_focus_forwarder_to_window_class("SDLWindow")
        return accesskit.macos.SubclassingAdapter.for_window(window["window"], initial, on_action)
    return None


def to_accesskit(tree: BridgeTree) -> Any:
    """The plain tree as an ``accesskit.TreeUpdate``."""
    import accesskit

    update = accesskit.TreeUpdate(tree.focus)
    nodes = []
    for key, plain in tree.nodes.items():
        node = accesskit.Node(getattr(accesskit.Role, plain.role))
        if plain.label:
            node.set_label(plain.label)
        if plain.value:
            node.set_value(plain.value)
        if plain.live:
            node.set_live(getattr(accesskit.Live, plain.live))
        if plain.children:
            node.set_children(plain.children)
        nodes.append((key, node))
    update.nodes = nodes
    update.tree = accesskit.Tree(WINDOW)
    return update
