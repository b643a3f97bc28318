"""The host and its clients in one process, over real loopback websockets."""

from __future__ import annotations

import dataclasses
import socket
import time

import pytest
from websockets.sync.client import connect

from game.engine.common import IllegalAction
from game.net import protocol as p
from game.net.client import HostGone, Lost, Refused
from game.net.host import COMPUTER, LOCAL, REMOTE, TableHost
from game.net.joincode import Throttle

from .net_helpers import FAST, client_for, make_host, next_of, next_state, play_in_process, wait_for
from .wire_audit import WireLeak, audit_messages

STILL = dataclasses.replace(FAST, computers_play=False)  # nothing moves unless a test moves it


@pytest.fixture
def silencio():
    host, saves = make_host("silencio", 3, [LOCAL, REMOTE, REMOTE], STILL)
    yield host, saves
    host.close()


def joined(host: TableHost, seat: int, **kw):
    client = client_for(host, seat, **kw)
    client.join()
    next_state(client)
    return client


def test_each_seat_is_sent_exactly_its_own_view_and_log(silencio):
    host, _ = silencio
    a, b = joined(host, 1), joined(host, 2)
    try:
        host.apply_local(0, host.session.state.actions_for(0)[0])  # the local seat takes the card
        for client in (a, b):
            state = next_state(client, move=1)
            seat = client.seat
            assert state.view == host.session.state.view(seat)
            assert client.log == host.session.state.events_for(seat)
            assert state.actions == host.session.state.actions_for(seat)
            assert state.missing == [] and state.waiting == host.session.state.actors()
        assert a.latest.view != b.latest.view  # each its own hand
    finally:
        a.close()
        b.close()


def test_a_remote_seat_acts_only_for_itself_and_refused_moves_change_nothing(silencio):
    host, saves = silencio
    a, b = joined(host, 1), joined(host, 2)
    try:
        state = host.session.state
        before = state.to_json()
        # Silencio's start card: any seat may take it, but only for itself.
        a.send_action({"type": "take_start", "seat": 2})
        assert next_of(a, p.Rejected).reason == "not_your_turn"
        a.send_action({"type": "take_start", "seat": 1}, move=5)
        assert next_of(a, p.Rejected).reason == "stale"
        a.send_action({"type": "play", "card": "red-1"})
        rejected = next_of(a, p.Rejected)
        assert rejected.reason == "illegal" and rejected.text  # the engine's words
        assert host.session.state.to_json() == before and saves == []
        a.send_action({"type": "take_start", "seat": 1})
        assert wait_for(lambda: host.move == 1) and len(saves) == 1
        # Now a turn: the seat whose turn it is not sends the mover's own legal move.
        mover = host.session.state.current_player
        other = b if mover == 1 else a
        wanted = host.session.state.actions_for(mover)[0]
        before = host.session.state.to_json()
        next_state(other, move=1)
        other.send_action(wanted, move=1)
        assert next_of(other, p.Rejected).reason in ("not_your_turn", "illegal")
        assert host.session.state.to_json() == before
        with pytest.raises(IllegalAction):
            host.apply_local(1, wanted)  # the host's screen cannot move a remote seat
        with pytest.raises(IllegalAction):
            host.apply_local(0, {"type": "nonsense"})
        assert host.session.state.to_json() == before
    finally:
        a.close()
        b.close()


def test_who_may_sit_where(silencio):
    host, _ = silencio
    a = joined(host, 1)
    try:
        with pytest.raises(Refused) as wrong:
            client_for(host, 2, code="WRONG1").join()
        assert wrong.value.reason == "wrong_code" and wrong.value.words()
        with pytest.raises(Refused, match="seat_taken"):
            client_for(host, 1).join()
        with pytest.raises(Refused, match="no_such_seat"):
            client_for(host, 0).join()
        with pytest.raises(Refused, match="old_version"):
            client_for(host, 2, program_version="0.0.0-other").join()
        b = joined(host, None)
        assert b.seat == 2
        with pytest.raises(Refused, match="table_full"):
            client_for(host, None).join()
        b.close()
    finally:
        a.close()


def test_a_silent_connection_is_closed_after_the_hello_time(silencio):
    host, _ = silencio
    with connect(f"ws://127.0.0.1:{host.port}", open_timeout=3) as ws:
        start = time.monotonic()
        answer = p.decode_host(ws.recv(timeout=5))
        assert answer == p.Refused("bad_message")
        assert time.monotonic() - start < FAST.hello_timeout + 1.5


def test_wrong_codes_slow_an_address_but_a_seat_s_token_still_gets_back_in():
    now = [0.0]
    throttle = Throttle(free_tries=2, base_delay=30.0, clock=lambda: now[0])
    host, _ = make_host("silver", 2, [LOCAL, REMOTE, REMOTE], STILL, throttle=throttle)
    try:
        a = joined(host, 1)
        token = a.token
        a.close()
        for _ in range(2):
            with pytest.raises(Refused, match="wrong_code"):
                client_for(host, code="NOPE22").join()
        with pytest.raises(Refused, match="slow_down"):
            client_for(host).join()  # even the right code waits
        with pytest.raises(Refused, match="bad_token"):
            client_for(host, token="not-a-token").join()
        back = client_for(host, 1, token=token)
        assert back.join().seat == 1
        back.close()
        now[0] = 59.0  # the wrong token was a wrong try too: 60 s now
        with pytest.raises(Refused, match="slow_down"):
            client_for(host).join()
        now[0] = 61.0
        with pytest.raises(Refused, match="wrong_code"):  # heard again, after the wait
            client_for(host, code="NOPE22").join()
    finally:
        host.close()


def test_a_dropped_seat_is_missing_for_everyone_and_rejoins_with_its_token(silencio):
    host, _ = silencio
    a, b = joined(host, 1), joined(host, 2)
    try:
        token = a.token
        a.close()
        assert next_state(b).missing == [1]
        assert wait_for(lambda: host.missing() == [1])
        assert host.free_seats() == []  # kept for its token
        with pytest.raises(Refused, match="table_full"):
            client_for(host).join()
        again = client_for(host, token=token)
        assert again.join().seat == 1 and again.token == token
        state = next_state(again)
        assert state.view == host.session.state.view(1) and state.log_from == 0
        assert next_state(b).missing == []
        # The same token on a new connection replaces a half-open old one.
        third = client_for(host, token=token)
        third.join()
        assert next_of(again, p.Bye).reason == "replaced"
        third.close()
        again.close()
    finally:
        b.close()


def test_a_seat_given_to_a_computer_is_played_by_the_host():
    host, _ = make_host("silencio", 4, [COMPUTER, REMOTE, REMOTE], STILL)
    try:
        a, b = joined(host, 1), joined(host, 2)
        host.give_seat_to_computer(1)
        assert next_of(a, p.Bye).reason == "given_to_computer"
        assert isinstance(next_of(a, Lost), Lost)
        assert host.kinds[1] == COMPUTER and not host.session.seats[1].human
        for _ in range(200):  # the computers play on until seat 2 is needed
            due = host.due_computers()
            if not due:
                break
            host.play_computer(due[0])
        assert host.move > 0
        b.close()
    finally:
        host.close()


def test_closing_says_goodbye_and_nothing_listens_after():
    host, _ = make_host("silex", 5, [LOCAL, REMOTE, REMOTE], STILL)
    a = joined(host, 1)
    port = host.port
    host.close()
    assert next_of(a, p.Bye).reason == "host_closed"
    assert next_of(a, Lost).reason == "host_closed"
    with pytest.raises(HostGone):
        client_for(host, 2).join()
    with pytest.raises(OSError), socket.create_connection(("127.0.0.1", port), timeout=2):
        pass
    assert host.poll()[-1].kind == "closed"
    host.close()  # twice is harmless


def test_zilence_picks_wait_for_the_host_s_scan_and_the_choice_time():
    config = dataclasses.replace(
        STILL, scan_seconds=0.4, reveal_seconds=0.0, choose_seconds=0.6, tick=0.01
    )
    host, _ = make_host("zilence", 2, [LOCAL, REMOTE, REMOTE], config)
    try:
        a, b = joined(host, 1), joined(host, 2)
        pointer = host.session.state.current_player
        assert pointer == 0
        host.apply_local(0, {"type": "start_timer"})
        state = next_state(a, move=1)
        assert state.clock["phase"] == "scan" and 0 < state.clock["seconds_left"] <= 0.4
        assert state.actions == []  # nothing to choose while the board shows
        a.send_action({"type": "choose_path", "color": "red"}, move=1)
        assert next_of(a, p.Rejected).reason == "too_early"
        state = next_state(a, move=1)  # the scan's end, told by the host
        while state.clock["phase"] != "choose":
            state = next_state(a, move=1)
        assert state.actions and state.waiting == [0, 1, 2]
        a.send_action(state.actions[0], move=1)  # seat 1 chooses before seat 0's turn
        held = next_state(a)
        assert held.held == state.actions[0] and held.actions == [] and held.waiting == [0, 2]
        assert host.move == 1  # held, not yet in the engine (seat 0 chooses first)
        assert next_state(b).held is None  # seat 2 is not told seat 1's choice
        time.sleep(0.7)  # the choice time runs out: the host chooses for the late seats
        assert wait_for(lambda: host.move >= 4)
        b.send_action({"type": "choose_path", "color": "red"}, move=1)
        assert next_of(b, p.Rejected).reason in ("stale", "too_late")
        a.close()
        b.close()
    finally:
        host.close()


def test_the_frame_loop_polls_what_changed_and_snapshots_a_local_seat(silencio):
    host, _ = silencio
    a = joined(host, 1)
    try:
        kinds = [c.kind for c in host.poll()]
        assert kinds == ["joined"]
        host.apply_local(0, {"type": "take_start", "seat": 0})
        assert [c.kind for c in host.poll()] == ["moved"]
        snap = host.snapshot(0)
        assert snap.view == host.session.state.view(0) and snap.log_from == 0
        a.close()
        assert wait_for(lambda: any(c.kind == "left" for c in host.poll()))
    finally:
        a.close()


class PeekingHost(TableHost):
    """A broken host: each seat is sent its neighbour's view."""

    def _state_for(self, seat, peer):
        state = super()._state_for(seat, peer)
        other = (seat + 1) % self.session.state.num_players
        return dataclasses.replace(state, view=self.session.state.view(other))


def test_the_wire_audit_passes_a_real_game_and_catches_a_host_that_sends_another_view():
    played = play_in_process("silencio", 11)
    for seat, texts in played.received.items():
        assert audit_messages(texts, played.save, seat) > 0
    played = play_in_process("silencio", 11, host_class=PeekingHost)
    with pytest.raises(WireLeak, match="not view"):
        audit_messages(played.received[1], played.save, 1)
