"""Whole games across processes, headless: one host and programs that join it (for the tests).

    python -m game.net.selfplay --role host --dir D --game silver --players 3 \\
        --kinds computer,remote,remote --seed 5
    python -m game.net.selfplay --role join --dir D --seat 1 --seed 5

The host and its joiners meet through files in ``D``: ``host.json`` (port and code, written
once listening), ``save.json`` (the save, after every move), ``tokens.json`` (each remote
seat's rejoin token). A host started where ``save.json`` exists resumes that game at the same
port with the same code and tokens. At the end it writes ``digests.json``: for every move and
seat, a digest of what that seat may know (its view and log, replayed from the save).

A joiner chooses at random among the moves the host offers its seat (seeded by the seat and
the move), records every text it received and every action it sent in ``join-<seat>.jsonl``,
keeps its token in ``join-<seat>.token`` (a joiner started again sits at its seat again), and
rejoins whenever the connection drops, until the game is over. At the end it compares every
state it received with the host's digests; its exit code says whether all agreed (0).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from ..engine import new_game
from ..engine.common import Action
from ..files.atomic import write_atomic
from ..shell.session import Seat, Session, session_from_json
from . import protocol as p
from .client import HostGone, Lost, Refused, TableClient, address_uri, grown_log
from .host import COMPUTER, REMOTE, HostConfig, TableHost, bot_choice

EXIT_DISAGREE, EXIT_REFUSED, EXIT_TIMEOUT, EXIT_HOST_CLOSED = 3, 4, 5, 6


def digest(view: dict[str, Any], log: list[dict[str, Any]]) -> str:
    text = json.dumps([view, log], sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def move_digests(save_text: str) -> dict[str, list[str]]:
    """For each move (the history's length, as text) each seat's digest, replayed from a
    session save."""
    data = json.loads(save_text)
    game = data["game"]
    state = new_game(game["game"], game["players"], game["seed"], game["options"])
    out: dict[str, list[str]] = {}
    for n, action in enumerate([*game["actions"], None]):
        out[str(n)] = [digest(state.view(s), state.events_for(s)) for s in range(state.num_players)]
        if action is not None:
            state.apply(action)
    return out


# ---- the host -------------------------------------------------------------------------------
def random_computer(session: Session, seat: int, offered: list[Action]) -> Action:
    """A quick computer: a seeded random choice among what the host takes from it."""
    if not offered:
        return bot_choice(session, seat, offered)
    state = session.state
    return random.Random(f"{state.seed}:{seat}:{len(state.history)}").choice(offered)


def run_host(args: argparse.Namespace) -> int:
    folder = Path(args.dir)
    save_path, info_path, tokens_path = (
        folder / "save.json",
        folder / "host.json",
        folder / "tokens.json",
    )
    kinds = args.kinds.split(",")
    if save_path.exists():
        session = session_from_json(save_path.read_text(encoding="utf-8"))
    else:
        state = new_game(args.game, len(kinds), seed=args.seed)
        seats = [Seat(f"{kind}-{i}", kind != COMPUTER) for i, kind in enumerate(kinds)]
        session = Session(state, seats)
    info = json.loads(info_path.read_text()) if info_path.exists() else {}
    tokens = json.loads(tokens_path.read_text()) if tokens_path.exists() else {}
    config = HostConfig(
        bind="127.0.0.1",
        port=info.get("port", 0),
        code=info.get("code"),
        computers_play=True,
        scan_seconds=args.scan,
        reveal_seconds=0.0,
        choose_seconds=args.choose,
        tick=0.005,
    )
    host = TableHost(
        session,
        kinds,
        config,
        save=lambda text: write_atomic(save_path, text, durable=False),
        tokens={int(k): v for k, v in tokens.items()},
        computer=None if args.bots == "engine" else random_computer,
    )
    try:
        port = host.start()
        write_atomic(info_path, json.dumps({"port": port, "code": host.code}), durable=False)
        end = time.monotonic() + args.timeout
        while time.monotonic() < end:
            for change in host.poll():
                if change.kind == "joined":
                    tokens_text = json.dumps({str(k): v for k, v in host.tokens.items()})
                    write_atomic(tokens_path, tokens_text, durable=False)
            if host.session.state.is_over:
                break
            time.sleep(0.005)
        else:
            return EXIT_TIMEOUT
        # Every joiner leaves once it has seen the end; wait for them (a little).
        end = time.monotonic() + args.linger
        while host.connected() and time.monotonic() < end:
            time.sleep(0.01)
        save_text = save_path.read_text(encoding="utf-8")
        write_atomic(folder / "digests.json", json.dumps(move_digests(save_text)), durable=False)
        return 0
    finally:
        host.close()


# ---- a joiner -------------------------------------------------------------------------------
class Joiner:
    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.folder = Path(args.dir)
        self.seat: int = args.seat
        self.record_path = self.folder / f"join-{self.seat}.jsonl"
        self.token_path = self.folder / f"join-{self.seat}.token"
        self.record = self.record_path.open("a", encoding="utf-8")
        self.over = False

    def note(self, entry: dict[str, Any]) -> None:
        self.record.write(json.dumps(entry) + "\n")
        self.record.flush()

    def received(self, raw: str | bytes) -> None:
        self.note({"got": raw if isinstance(raw, str) else raw.decode("utf-8", "replace")})

    def connect(self) -> TableClient | None:
        info_path = self.folder / "host.json"
        if not info_path.exists():
            return None
        try:
            info = json.loads(info_path.read_text())
        except ValueError:
            return None
        token = self.token_path.read_text().strip() if self.token_path.exists() else None
        client = TableClient(
            address_uri("127.0.0.1", info["port"]),
            info["code"],
            name=f"joiner-{self.seat}",
            seat=self.seat,
            token=token or None,
            timeout=5.0,
            on_receive=self.received,
        )
        try:
            client.join()
        except HostGone:
            return None
        self.token_path.write_text(client.token or "")
        self.note({"joined": client.seat})
        if self.args.replay_last:
            self.replay_last(client)
        return client

    def replay_last(self, client: TableClient) -> None:
        """Send again the last action sent before this program was killed: a stale move,
        which the host must refuse (nothing is played twice)."""
        sent = [json.loads(line) for line in self.record_path.read_text().splitlines()]
        sent = [e for e in sent if "sent" in e]
        if sent:
            last = sent[-1]
            client.send_action(last["sent"], last["move"])
            self.note({"replayed": last["sent"], "move": last["move"]})

    def play(self) -> int:
        end = time.monotonic() + self.args.timeout
        client: TableClient | None = None
        while not self.over and time.monotonic() < end:
            if client is None:
                try:
                    client = self.connect()
                except Refused as refused:
                    if refused.reason != "slow_down":
                        print(f"refused: {refused.reason}", file=sys.stderr)
                        return EXIT_REFUSED
                if client is None:
                    time.sleep(0.05)
                continue
            try:
                message = client.get(0.2)
            except Exception:  # queue.Empty: nothing yet
                continue
            if isinstance(message, Lost):
                client.close()
                client = None
                if message.reason in ("host_closed", "given_to_computer") and not self.over:
                    return EXIT_HOST_CLOSED
                time.sleep(0.05)
                continue
            if isinstance(message, p.State):
                self.on_state(client, message)
        if client is not None:
            client.close()
        if not self.over:
            return EXIT_TIMEOUT
        return self.check()

    def on_state(self, client: TableClient, state: p.State) -> None:
        if state.view["result"] is not None:
            self.over = True
            return
        if not state.actions or state.held is not None or client.latest is not state:
            return  # nothing to do, or a newer state is on its way
        rng = random.Random(f"{self.args.seed}:{self.seat}:{state.move}")
        action = rng.choice(state.actions)
        if self.args.think:
            time.sleep(self.args.think)
        try:
            client.send_action(action, state.move)
        except HostGone:
            return  # the Lost follows
        self.note({"sent": action, "move": state.move})

    def check(self) -> int:
        """Every state received against the host's digests (waits for them a while)."""
        path = self.folder / "digests.json"
        end = time.monotonic() + self.args.timeout
        while not path.exists() and time.monotonic() < end:
            time.sleep(0.05)
        if not path.exists():
            return EXIT_TIMEOUT
        digests = json.loads(path.read_text())
        faults = record_faults(self.record_path, digests, self.seat, self.args.gaps)
        for fault in faults[:10]:
            print(fault, file=sys.stderr)
        return EXIT_DISAGREE if faults else 0


def received_states(record_path: Path) -> Iterator[tuple[int, p.State, list[dict[str, Any]]]]:
    """Each state a joiner recorded, with its line number and the whole log it had then
    (every message is decoded as the client decodes it: a malformed one raises)."""
    log: list[dict[str, Any]] = []
    for n, line in enumerate(record_path.read_text(encoding="utf-8").splitlines()):
        entry = json.loads(line)
        if "got" not in entry:
            continue
        message = p.decode_host(entry["got"])
        if isinstance(message, p.State):
            log = grown_log(log, message)
            yield n, message, log


def record_faults(
    record_path: Path, digests: dict[str, list[str]], seat: int, gaps: bool = False
) -> list[str]:
    """Every state a joiner received must be its seat's view and log at that move, as the
    host's digests have them; without ``gaps``, every move from the first received on."""
    faults = []
    moves: set[int] = set()
    for n, message, log in received_states(record_path):
        moves.add(message.move)
        wanted = digests.get(str(message.move))
        if wanted is None:
            faults.append(f"line {n}: move {message.move} the host never had")
        elif digest(message.view, log) != wanted[seat]:
            faults.append(f"line {n}: move {message.move}: not seat {seat}'s view and log")
    if not moves:
        faults.append("no state received")
    elif not gaps:
        missed = set(range(min(moves), max(moves) + 1)) - moves
        if missed:
            faults.append(f"moves never received: {sorted(missed)[:10]}")
    return faults


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--role", choices=("host", "join"), required=True)
    parser.add_argument("--dir", required=True)
    parser.add_argument("--game", default="silencio")
    parser.add_argument("--kinds", default=f"{COMPUTER},{REMOTE},{REMOTE}")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--seat", type=int, default=1)
    parser.add_argument("--scan", type=float, default=0.02, help="Zilence's scan (seconds)")
    parser.add_argument("--choose", type=float, default=None, help="Zilence's choice time")
    parser.add_argument("--bots", choices=("random", "engine"), default="random")
    parser.add_argument("--think", type=float, default=0.0, help="a joiner's pause per move")
    parser.add_argument("--replay-last", action="store_true")
    parser.add_argument("--gaps", action="store_true", help="moves missed while away are fine")
    parser.add_argument("--timeout", type=float, default=120.0)
    parser.add_argument("--linger", type=float, default=5.0)
    args = parser.parse_args(argv)
    if args.role == "host":
        return run_host(args)
    return Joiner(args).play()


if __name__ == "__main__":
    sys.exit(main())
