"""The frame bench's hosted games (``--hosted``): the table is hosted as a player hosts it
(``start_hosting``, its window woken by the network's threads; the lobby's Start once the seat
is taken), seat 1 is away, and another process on this computer joins it and plays that seat
(``--net-seat``): after the same pause a computer takes at the table's speed, a random move
among those the host offers it.
"""

from __future__ import annotations

import random
import sys
import threading
import time
from typing import Any

from ..release import tool_signals

AWAY = 1  # the seat played by the other process
JOIN_SECONDS = 60.0  # a loaded machine starts Python and the joining process slowly


def remote_seat(port: str, code: str, seat: str, think: str) -> None:
    """Run in a child process: sit at ``seat`` of the table at ``port`` and play it until the
    game ends or the host goes."""
    from ..net import protocol as p
    from ..net.client import Lost, TableClient, address_uri

    client = TableClient(
        address_uri("127.0.0.1", int(port)), code, name="Joined", seat=int(seat), timeout=10.0
    )
    client.join()
    rng = random.Random(seat)
    try:
        while True:
            message = client.get(600.0)
            if isinstance(message, Lost):
                return
            if not isinstance(message, p.State):
                continue
            if message.view.get("result") is not None:
                return
            if message.actions and message.held is None and client.latest is message:
                time.sleep(float(think))
                if client.latest is message:  # (no newer state meanwhile)
                    client.send_action(rng.choice(message.actions), message.move)
    finally:
        client.close()


class HostedTable:
    """``session`` hosted with seat ``AWAY`` on another process, which has sat down."""

    def __init__(self, session: Any, think: float) -> None:
        from ..net.table_link import start_hosting
        from ..scenes.network.wake import wake_window

        self.link = start_hosting(session, "Bench table", wake=wake_window)
        args = [sys.executable, "-m", "game.bench", "--net-seat", str(self.link.port)]
        args += [self.link.code, str(AWAY), str(think)]
        self.out: list[Any] = []
        self.player = threading.Thread(
            target=lambda: self.out.append(tool_signals.run(args, text=True)), daemon=True
        )
        self.player.start()
        end = time.monotonic() + JOIN_SECONDS
        while self.link.joined() != [AWAY]:
            if time.monotonic() > end or not self.player.is_alive():
                self.close()
                raise RuntimeError(f"the joining process never sat down: {self.out}")
            time.sleep(0.01)
        self.link.start_game()  # the lobby's Start

    def close(self) -> None:
        self.link.close()
        self.link.closed()  # (hosting stops on a thread of its own)
        self.player.join(10.0)


def host_session(session: Any) -> None:
    """Seat ``AWAY`` is played on another computer (a person's seat, away from this screen)."""
    from ..shell.session import Seat

    session.seats[AWAY] = Seat("Joined", True)
    session.away = frozenset({AWAY})
