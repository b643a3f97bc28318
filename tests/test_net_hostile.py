"""Hostile input against a running host: malformed and hostile messages of every kind leave the
host running and the game exactly as it was (its save text compared), and the seats can play
on afterwards. A thousand here; ten thousand in the slow tier."""

from __future__ import annotations

import contextlib
import dataclasses
import json
import random
import socket
from collections.abc import Iterator

import pytest
from websockets.sync.client import connect

from game.net import protocol as p
from game.net.client import LEGACY, HostGone, Lost, Refused, TableClient
from game.net.host import LOCAL, REMOTE, TableHost
from game.net.joincode import Throttle

from .net_helpers import FAST, client_for, make_host, next_state, wait_for

STILL = dataclasses.replace(FAST, computers_play=False, hello_timeout=1.0)


def act(move: object, action: object, **extra: object) -> str:
    return json.dumps({"v": 1, "t": "act", "move": move, "action": action, **extra})


def hostile_texts(
    rng: random.Random, host: TableHost, old: list[tuple[int, dict]]
) -> Iterator[tuple[str, str | bytes]]:
    """(kind, text) for a seated connection, forever: every kind in turn, varied at random."""
    state = host.session.state
    move = len(state.history)
    mover = state.current_player
    theirs = state.actions_for(mover) if mover is not None else []
    kinds = [
        ("bad json", lambda: "{" + "".join(rng.choice('{}[]",:ab1') for _ in range(40))),
        ("bytes", lambda: bytes(rng.getrandbits(8) for _ in range(rng.randint(1, 64)))),
        ("wrong types", lambda: act(str(move), {"type": "x"})),
        ("float move", lambda: act(float(move), theirs[0] if theirs else {"type": "x"})),
        ("bool seat", lambda: act(move, {"type": "take_start", "seat": True})),
        ("action a list", lambda: act(move, [1, 2, 3])),
        ("unknown field", lambda: act(move, {"type": "x"}, admin=True)),
        ("nested", lambda: '{"v":1,"t":"act","move":0,"action":' + "[" * 5000 + "]" * 5000 + "}"),
        ("nested in action", lambda: act(move, {"type": "x", "c": [[[[[[[[1]]]]]]]]})),
        ("hello again", lambda: p.encode(p.Hello(host.code, 1, None, "x", "0"))),
        ("a host message", lambda: p.encode(p.Bye("host_closed"))),
        ("another seat's move", lambda: act(move, rng.choice(theirs) if theirs else {"type": "x"})),
        ("replayed old move", lambda: act(*rng.choice(old))),
        ("illegal", lambda: act(move, {"type": rng.choice(["play", "draw", "pass", "x"])})),
        ("future move", lambda: act(move + rng.randint(1, 9), {"type": "x"})),
        ("version 9", lambda: json.dumps({"v": 9, "t": "act", "move": move, "action": {}})),
        ("empty", lambda: ""),
        ("null", lambda: "null"),
    ]
    while True:
        kind, make = rng.choice(kinds)
        yield kind, make()


def barrage(host: TableHost, count: int, seed: int = 0) -> dict[str, int]:
    """``count`` hostile messages from seated connections (seats 1 and 2, which rejoin with
    their tokens whenever the host drops them), plus wrong codes, huge messages and floods of
    connections; returns how many of each kind were sent."""
    rng = random.Random(seed)
    seated = {seat: client_for(host, seat) for seat in (1, 2)}
    for client in seated.values():
        client.join()
    old = [(0, {"type": "take_start", "seat": 1})]
    sent: dict[str, int] = {}
    texts = hostile_texts(rng, host, old)
    n = 0
    try:
        while n < count:
            roll = rng.random()
            if roll < 0.01:  # a wrong code on a connection of its own
                with pytest.raises(Refused):
                    client_for(
                        host, code=rng.choice(["", "AAAAAA", host.code[::-1], "é" * 6])
                    ).join()
                kind = "wrong code"
            elif roll < 0.015:  # too big for the host: it closes the connection
                client = rng.choice(list(seated.values()))
                with contextlib.suppress(HostGone):  # (or closed already, by an earlier one)
                    client.send_raw(act(0, {"type": "x", "card": "y" * p.CLIENT_MAX_BYTES}))
                assert wait_for(lambda c=client: c.lost is not None or c._ws is None, 3.0)
                kind = "huge"
            elif roll < 0.02:  # a flood: connections that never say hello, or say garbage
                flood(host, rng.randint(5, 20))
                kind = "flood"
            else:
                seat = rng.choice((1, 2))
                client = seated[seat]
                kind, text = next(texts)
                client.send_raw(text)
                assert answered(client), f"no answer to {kind}"
            sent[kind] = sent.get(kind, 0) + 1
            n += 1
            for seat, client in list(seated.items()):  # dropped (too many bad messages): back
                client.poll()
                if client.lost is not None or client._ws is None:
                    again = TableClient(client.uri, host.code, seat=seat, token=client.token)
                    assert wait_for(lambda c=again: _rejoined(c), 5.0), "the seat could not rejoin"
                    seated[seat] = again
    finally:
        for client in seated.values():
            client.close()
    return sent


def answered(client: TableClient) -> bool:
    """The host answered the last message: refused it, or closed the connection (too many
    malformed messages from it)."""
    while True:
        message = client.get(3.0)
        if isinstance(message, (p.Rejected, Lost)):
            return True


def _rejoined(client: TableClient) -> bool:
    try:
        client.join()
        return True
    except (HostGone, Refused):
        return False


def flood(host: TableHost, count: int) -> None:
    """``count`` connections at once: raw sockets that say nothing, websockets that send
    garbage as their hello; all closed again."""
    sockets = []
    try:
        for i in range(count):
            if i % 2:
                s = socket.create_connection(("127.0.0.1", host.port), timeout=2)
                s.sendall(b"GET / HTTP/1.1\r\n")  # and then nothing
                sockets.append(s)
            else:
                try:
                    ws = connect(
                        f"ws://127.0.0.1:{host.port}", open_timeout=2, close_timeout=0.2, **LEGACY
                    )
                except Exception:  # the host may turn it away at once: that is fine
                    continue
                with contextlib.suppress(Exception):
                    ws.send(rng_garbage(i))
                sockets.append(ws)
    finally:
        for s in sockets:
            with contextlib.suppress(Exception):
                s.close()


def rng_garbage(i: int) -> str:
    return ["{", "[]", '{"v":1,"t":"hello"}', "\x00" * 10, "null"][i % 5]


def run_barrage(count: int) -> None:
    throttle = Throttle(free_tries=5, base_delay=0.01, max_delay=0.05)  # (fast, for the test)
    host, saves = make_host("silencio", 8, [LOCAL, REMOTE, REMOTE], STILL, throttle=throttle)
    try:
        host.apply_local(0, {"type": "take_start", "seat": 0})  # a move, so some are old
        before = host.session.state.to_json()
        sent = barrage(host, count)
        assert sum(sent.values()) == count
        assert {"another seat's move", "replayed old move", "nested", "wrong code"} <= set(sent)
        assert host.session.state.to_json() == before and len(saves) == 1
        assert host._server is not None and not host.closed
        # Still serving: both seats join again and the one to move plays.
        seats = {}
        for seat in (1, 2):
            token = host.tokens[seat]
            client = client_for(host, seat, token=token)
            assert wait_for(lambda c=client: _rejoined(c), 5.0)
            seats[seat] = client
            next_state(client)
        mover = host.session.state.current_player
        if mover in seats:
            seats[mover].send_action(host.session.state.actions_for(mover)[0], move=1)
        else:
            host.apply_local(mover, host.session.state.actions_for(mover)[0])
        assert wait_for(lambda: host.move == 2)
        for client in seats.values():
            client.close()
    finally:
        host.close()


def test_a_thousand_hostile_messages_change_nothing():
    run_barrage(1000)


def test_ten_thousand_hostile_messages_change_nothing():
    run_barrage(10_000)
