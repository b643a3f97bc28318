"""``--smoke``'s network play (game/release/net_check.py): a table hosted and joined on this
computer passes, and a host that shows the remote seat the wrong thing, or refuses its moves,
is reported."""

from __future__ import annotations

import dataclasses
import socket

from game.net.host import TableHost
from game.release import net_check


def test_a_table_is_hosted_joined_played_to_the_end_and_closed() -> None:
    assert net_check.net_smoke(seed=1) == []


def test_a_remote_seat_shown_another_seat_s_view_is_reported(monkeypatch) -> None:
    state_for = TableHost._state_for

    def leaky(self, seat, peer):
        state = state_for(self, seat, peer)
        if peer is None:
            return state
        return dataclasses.replace(state, view=self.session.state.view(0))  # the host's hand

    monkeypatch.setattr(TableHost, "_state_for", leaky)
    problems = net_check.net_smoke(seed=1)
    assert problems and all(p.startswith("net:") for p in problems)


def test_a_host_that_refuses_the_remote_seat_s_moves_is_reported(monkeypatch) -> None:
    monkeypatch.setattr(TableHost, "_remote_act", lambda self, seat, message: ("illegal", ""))
    problems = net_check.net_smoke(seed=2)
    assert any("refused" in p for p in problems), problems


def test_a_port_still_listened_on_is_seen() -> None:
    with socket.create_server(("127.0.0.1", 0)) as listener:
        port = listener.getsockname()[1]
        assert net_check.still_listening(port)
    assert not net_check.still_listening(port)
