"""The scene stack: lifecycle calls, and an opaque scene hiding everything below it."""

from __future__ import annotations

from game.scenes.base import Scene, SceneStack


class Probe(Scene):
    def __init__(self, name: str, calls: list[str], opaque: bool = True) -> None:
        super().__init__(app=None)  # type: ignore[arg-type]
        self.name, self.calls, self.opaque = name, calls, opaque

    def enter(self) -> None:
        self.calls.append(f"enter {self.name}")

    def exit(self) -> None:
        self.calls.append(f"exit {self.name}")

    def pause(self) -> None:
        self.calls.append(f"pause {self.name}")

    def resume(self) -> None:
        self.calls.append(f"resume {self.name}")


def test_push_pop_replace_call_the_lifecycle_in_order() -> None:
    calls: list[str] = []
    stack = SceneStack()
    stack.push(Probe("menu", calls))
    stack.push(Probe("game", calls))
    stack.replace(Probe("other", calls))
    stack.pop()
    assert calls == [
        "enter menu",
        "pause menu",
        "enter game",
        "exit game",
        "enter other",
        "exit other",
        "resume menu",
    ]
    assert stack.top.name == "menu"


def test_reset_exits_everything_then_pushes() -> None:
    calls: list[str] = []
    stack = SceneStack()
    stack.push(Probe("a", calls))
    stack.push(Probe("b", calls))
    calls.clear()
    stack.reset(Probe("c", calls))
    assert calls == ["exit b", "exit a", "enter c"]
    assert [s.name for s in stack.scenes] == ["c"]


def test_only_scenes_from_the_highest_opaque_one_are_drawn() -> None:
    calls: list[str] = []
    stack = SceneStack()
    table, pause = Probe("table", calls), Probe("pause", calls, opaque=False)
    stack.push(table)
    stack.push(pause)
    assert stack.visible() == [table, pause]
    curtain = Probe("curtain", calls)
    stack.push(curtain)
    assert stack.visible() == [curtain]
