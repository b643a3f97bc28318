"""The autosave off the frame: the writer thread, a real kill -9 mid-game, one serialisation."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from game.engine import new_game
from game.files import saves
from game.files.save_writer import Job, SaveWriter
from game.shell.session import Seat, Session

ROOT = Path(__file__).resolve().parents[1]
# Kills per title: a few in the suite; QUIET_TABLE_KILLS=50 runs the 50 per title.
KILLS = int(os.environ.get("QUIET_TABLE_KILLS", "3"))

PLAYER = textwrap.dedent(
    """
    import random, sys, time
    from game.files import saves
    from game.engine import new_game
    from game.shell.session import Seat, Session
    game_id, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(seed)
    state = new_game(game_id, 3, seed=seed)
    session = Session(state, [Seat("A", True), Seat("B", False), Seat("C", False)])
    saves.save_later(session)
    while not state.is_over:  # as the table plays a move
        saves.settle()
        print(len(state.history) + 1, flush=True)  # about to make this move
        state.apply(rng.choice(state.legal_actions()))
        saves.save_later(session)
    print("over", flush=True)
    time.sleep(60)
    """
)


@pytest.mark.parametrize("game_id", ["silencio", "silex", "silver", "zilence"])
def test_a_kill_9_mid_game_loses_at_most_the_last_move(game_id: str) -> None:
    rng = random.Random(game_id)
    for _ in range(KILLS):
        proc = subprocess.Popen(
            [sys.executable, "-c", PLAYER, game_id, str(rng.randrange(1000))],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert proc.stdout is not None
        read: list[str] = []
        for _ in range(rng.randrange(2, 150)):
            read.append(proc.stdout.readline().strip())
            if read[-1] in ("over", ""):
                break
        proc.kill()  # SIGKILL (TerminateProcess on Windows), whatever the game and writer are doing
        proc.wait()
        read += proc.stdout.read().split()  # what it printed before it died
        moves = [int(v) for v in read if v.isdigit()]
        proc.stdout.close()
        loaded = saves.load_current()  # whole, never half written
        assert moves  # it made moves
        assert len(loaded.state.history) >= moves[-1] - 1  # the last it may have made, less one


def test_the_writer_writes_the_newest_save_and_turns_saving_off_on_a_refusal(tmp_path) -> None:
    writer = SaveWriter()
    refused: list[OSError] = []
    path = tmp_path / "current.json"
    for n in range(20):
        writer.put(Job(path, json.dumps({"n": n}), n % 5 == 0, refused.append))
    assert writer.flush(60)
    assert json.loads(path.read_text()) == {"n": 19}
    writer.put(Job(tmp_path / "missing" / "current.json", "{}", False, refused.append))
    assert writer.flush(60)
    assert len(refused) == 1 and isinstance(refused[0], FileNotFoundError)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["current.json"]  # no .tmp left


def test_a_save_is_serialised_once_with_each_action_written_once(monkeypatch) -> None:
    import game.shell.session as session_module

    state = new_game("silver", 3, seed=2)
    session = Session(state, [Seat("A", True), Seat("B", False), Seat("C", False)])
    dumped: list[object] = []
    real = json.dumps

    def counting(obj, *args, **kwargs):
        dumped.append(obj)
        return real(obj, *args, **kwargs)

    monkeypatch.setattr(session_module.json, "dumps", counting)
    seats = [{"name": n, "human": n == "A", "level": ""} for n in "ABC"]
    rng = random.Random(2)
    for _ in range(40):
        state.apply(rng.choice(state.legal_actions()))
        dumped.clear()
        text = session.to_json()
        actions = [o for o in dumped if o in state.history]
        assert len(actions) == 1  # only the new action; the earlier ones are kept as text
        assert json.loads(text) == {
            "format": 1,
            "seats": seats,
            "game": json.loads(state.to_json()),
        }
    saves.save_later(session)
    assert saves.load_current().state == state


def test_a_finished_game_is_not_brought_back_by_a_save_still_on_its_way() -> None:
    state = new_game("silencio", 3, seed=1)
    session = Session(state, [Seat("A", True), Seat("B", False), Seat("C", False)])
    saves.save_later(session)
    saves.clear_save()
    assert not saves.has_save()
