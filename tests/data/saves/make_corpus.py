"""Write the damaged-save corpus in this folder: one real save, damaged in many ways.

    python tests/data/saves/make_corpus.py      (from the project folder)

``good-*.json`` must load; every ``bad-*.json`` must be set aside with a message and never
crash the program. The base is a real three-seat Silencio game a dozen moves in.
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))

from game.engine import new_game  # noqa: E402
from game.shell.session import Seat, Session  # noqa: E402

Save = dict[str, Any]


def base_save() -> Save:
    state = new_game("silencio", 3, seed=5)
    rng = random.Random(1)
    for _ in range(12):
        state.apply(rng.choice(state.legal_actions()))
    session = Session(state, [Seat("Ana", True), Seat("Ben", False), Seat("Cleo", True)])
    return json.loads(session.to_json())


def nested(depth: int, leaf: str = "0") -> str:
    return "[" * depth + leaf + "]" * depth


def edited(change: Callable[[Save], None]) -> Callable[[Save], bytes]:
    def make(save: Save) -> bytes:
        copy = json.loads(json.dumps(save))
        change(copy)
        return json.dumps(copy).encode()

    return make


def set_game(key: str, value: Any) -> Callable[[Save], bytes]:
    return edited(lambda s: s["game"].__setitem__(key, value))


def set_action(index: int, action: Any) -> Callable[[Save], bytes]:
    return edited(lambda s: s["game"]["actions"].__setitem__(index, action))


def raw_in_game(key: str, raw: str) -> Callable[[Save], bytes]:
    """The save with ``game[key]`` replaced by raw JSON text (too deep for json.dumps)."""

    def make(save: Save) -> bytes:
        marker = "__RAW__"
        copy = json.loads(json.dumps(save))
        copy["game"][key] = marker
        return json.dumps(copy).replace(f'"{marker}"', raw).encode()

    return make


CASES: dict[str, Callable[[Save], bytes]] = {
    # the file itself
    "empty": lambda s: b"",
    "truncated-early": lambda s: json.dumps(s).encode()[:40],
    "truncated-half": lambda s: json.dumps(s).encode()[: len(json.dumps(s)) // 2],
    "truncated-last-byte": lambda s: json.dumps(s).encode()[:-1],
    "not-json": lambda s: b"this is not a saved game",
    "not-utf8": lambda s: b"\xff\xfe" + json.dumps(s).encode()[2:],
    "nul-bytes": lambda s: b"\x00" * 64,
    # the wrong shape
    "top-list": lambda s: b"[1, 2, 3]",
    "top-string": lambda s: b'"a save"',
    "top-number": lambda s: b"12",
    "top-null": lambda s: b"null",
    "format-missing": edited(lambda s: s.pop("format")),
    "format-future": edited(lambda s: s.__setitem__("format", 99)),
    # seats
    "seats-missing": edited(lambda s: s.pop("seats")),
    "seats-string": edited(lambda s: s.__setitem__("seats", "Ana, Ben")),
    "seats-too-few": edited(lambda s: s["seats"].pop()),
    "seat-name-number": edited(lambda s: s["seats"][0].__setitem__("name", 7)),
    "seat-human-string": edited(lambda s: s["seats"][1].__setitem__("human", "no")),
    # the game record
    "game-missing": edited(lambda s: s.pop("game")),
    "game-list": edited(lambda s: s.__setitem__("game", [])),
    "game-unknown": set_game("game", "chess"),
    "game-id-list": set_game("game", ["silencio"]),
    "game-format-future": set_game("format", 2),
    "players-zero": set_game("players", 0),
    "players-string": set_game("players", "3"),
    "players-huge": set_game("players", 10**30),
    "seed-list": set_game("seed", [1, 2]),
    # options
    "options-list": set_game("options", ["tavern"]),
    "options-string": set_game("options", "tavern"),
    "options-number": set_game("options", 3),
    "option-unknown": edited(lambda s: s["game"]["options"].__setitem__("jokers", True)),
    "option-wrong-type": edited(lambda s: s["game"]["options"].__setitem__("tavern", "yes")),
    # actions
    "actions-dict": set_game("actions", {"type": "end_turn"}),
    "action-string": set_action(3, "pass_card"),
    "action-null": set_action(3, None),
    "action-missing-key": set_action(0, {"type": "take_start"}),
    "action-unknown": set_action(5, {"type": "cheat"}),
    "action-float-seat": set_action(0, {"type": "take_start", "seat": 0.0}),
    "action-bool-seat": set_action(0, {"type": "take_start", "seat": False}),
    "action-huge-seat": set_action(0, {"type": "take_start", "seat": 10**40}),
    # deep nesting: 5,000 to 100,000 levels
    "deep-options-5000": raw_in_game("options", nested(5000)),
    "deep-actions-20000": raw_in_game("actions", nested(20000)),
    "deep-file-100000": lambda s: nested(100_000).encode(),
}


def main() -> None:
    save = base_save()
    for old in HERE.glob("*.json"):
        old.unlink()
    (HERE / "good-silencio.json").write_text(json.dumps(save), encoding="utf-8")
    for name, make in CASES.items():
        (HERE / f"bad-{name}.json").write_bytes(make(save))
    print(f"wrote 1 good and {len(CASES)} damaged saves to {HERE}")


if __name__ == "__main__":
    main()
