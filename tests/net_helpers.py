"""Networked games in one process: a host on loopback and clients on their own threads."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.engine import new_game
from game.net import protocol as p
from game.net.client import TableClient, address_uri
from game.net.host import COMPUTER, LOCAL, REMOTE, HostConfig, TableHost
from game.net.selfplay import random_computer
from game.shell.session import Seat, Session

FAST = HostConfig(
    bind="127.0.0.1",
    port=0,
    computers_play=True,
    scan_seconds=0.01,
    reveal_seconds=0.0,
    tick=0.002,
    hello_timeout=2.0,
)


def make_host(
    game: str,
    seed: int = 1,
    kinds: list[str] | None = None,
    config: HostConfig = FAST,
    host_class: type[TableHost] = TableHost,
    options: dict[str, Any] | None = None,
    **extra: Any,
) -> tuple[TableHost, list[str]]:
    """A started host of a new game; the list gets its save text after every move."""
    kinds = kinds or [COMPUTER, REMOTE, REMOTE]
    state = new_game(game, len(kinds), seed=seed, options=options)
    session = Session(state, [Seat(f"{k}-{i}", k != COMPUTER) for i, k in enumerate(kinds)])
    saves: list[str] = []
    host = host_class(
        session,
        kinds,
        config,
        save=lambda text: saves.append(text) if not saves else saves.__setitem__(0, text),
        computer=random_computer,
        **extra,
    )
    host.start()
    return host, saves


def client_for(host: TableHost, seat: int | None = None, **kw: Any) -> TableClient:
    kw.setdefault("timeout", 3.0)
    kw.setdefault("code", host.code)
    return TableClient(address_uri("127.0.0.1", host.port), seat=seat, **kw)


def next_state(client: TableClient, timeout: float = 3.0, move: int | None = None) -> p.State:
    """The next state received (at ``move`` or later, if named)."""
    end = time.monotonic() + timeout
    while True:
        message = client.get(max(0.01, end - time.monotonic()))
        if isinstance(message, p.State) and (move is None or message.move >= move):
            return message


def next_of(client: TableClient, kind: type, timeout: float = 3.0) -> Any:
    end = time.monotonic() + timeout
    while True:
        message = client.get(max(0.01, end - time.monotonic()))
        if isinstance(message, kind):
            return message


def wait_for(predicate: Callable[[], bool], timeout: float = 5.0) -> bool:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if predicate():
            return True
        time.sleep(0.005)
    return predicate()


@dataclass
class Played:
    save: str
    received: dict[int, list[str | bytes]] = field(default_factory=dict)
    moves: int = 0


def play_in_process(
    game: str,
    seed: int,
    players: int = 3,
    host_class: type[TableHost] = TableHost,
    timeout: float = 60.0,
    options: dict[str, Any] | None = None,
) -> Played:
    """A whole game: a computer at seat 0 on the host, the other seats joined over loopback,
    each choosing at random among what the host offers it; every text each received kept."""
    kinds = [COMPUTER] + [REMOTE] * (players - 1)
    host, saves = make_host(game, seed, kinds, host_class=host_class, options=options)
    received: dict[int, list[str | bytes]] = {s: [] for s in range(1, players)}
    clients = [client_for(host, s, on_receive=received[s].append) for s in range(1, players)]
    try:
        for client in clients:
            client.join()
        end = time.monotonic() + timeout
        seen_end: set[int] = set()
        while len(seen_end) < len(clients):
            assert time.monotonic() < end, f"{game} seed {seed}: the game did not end"
            for client in clients:
                for message in client.poll():
                    if not isinstance(message, p.State):
                        continue
                    if message.view["result"] is not None:
                        seen_end.add(message.view["seat"])
                    elif message.actions and message.held is None and client.latest is message:
                        rng = random.Random(f"{seed}:{client.seat}:{message.move}")
                        client.send_action(rng.choice(message.actions), message.move)
            time.sleep(0.001)
        return Played(saves[0], received, len(host.session.state.history))
    finally:
        for client in clients:
            client.close()
        host.close()


__all__ = ["COMPUTER", "LOCAL", "REMOTE", "FAST", "Played", "make_host", "play_in_process"]
