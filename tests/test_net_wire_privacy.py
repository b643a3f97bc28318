"""The privacy audit on the wire (tests/wire_audit.py): networked games of every title, every
message each joined seat received checked against what that seat may know. A few games here;
``python -m pytest -m audit`` plays 50 per title (``python -m tests.wire_audit --games 50``)."""

from __future__ import annotations

import dataclasses

import pytest

from game.engine import GAMES
from game.net import protocol as p
from game.net.host import TableHost

from .net_helpers import play_in_process
from .wire_audit import WireLeak, audit_game, audit_messages

SUITE_SEEDS = {"silencio": (1, 2, 3), "silex": (1, 2), "zilence": (1, 2), "silver": (1,)}


@pytest.mark.parametrize("game", sorted(SUITE_SEEDS))
def test_networked_games_leak_nothing_on_the_wire(game):
    for seed in SUITE_SEEDS[game]:
        assert audit_game(game, seed) > 0


@pytest.mark.parametrize("game", sorted(GAMES))
def test_fifty_networked_games_per_title_leak_nothing(game):
    states = sum(audit_game(game, seed) for seed in range(1, 51))
    assert states > 50


class GossipHost(TableHost):
    """A broken host: each seat's log also carries its neighbour's private lines."""

    def _state_for(self, seat, peer):
        state = super()._state_for(seat, peer)
        game = self.session.state
        other = (seat + 1) % game.num_players
        secrets = [{**e, "private": True} for e in game.private[other]]
        return dataclasses.replace(state, log_from=0, log=game.events_for(seat) + secrets)


class HandingHost(TableHost):
    """A broken host: each seat is offered its neighbour's moves as well."""

    def _state_for(self, seat, peer):
        state = super()._state_for(seat, peer)
        other = (seat + 1) % self.session.state.num_players
        return dataclasses.replace(state, actions=state.actions + self._offered(other))


class EarlyRecordHost(TableHost):
    """A broken host: the game's save (its seed: every card to come) goes out mid-game."""

    def _broadcast(self):
        super()._broadcast()
        if len(self.session.state.history) == 3:
            for peer in list(self._peers.values()):
                self._send(peer, p.Record(self.record_text()))


@pytest.mark.parametrize(
    ("host_class", "fault"),
    [
        (GossipHost, "not events_for"),
        (HandingHost, "not a move of seat"),
        (EarlyRecordHost, "record before its end"),
    ],
    ids=["private lines", "another seat's moves", "the save mid-game"],
)
def test_the_audit_catches_a_host_that_tells_a_seat_too_much(host_class, fault):
    played = play_in_process("silencio", 4, host_class=host_class)
    with pytest.raises(WireLeak, match=fault):
        for seat, texts in played.received.items():
            audit_messages(texts, played.save, seat)
