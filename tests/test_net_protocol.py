"""The network's messages, join codes and Zilence's host clock, without a socket."""

from __future__ import annotations

import json

import pytest

from game.net import protocol as p
from game.net.clock import RoundClock
from game.net.joincode import ALPHABET, Throttle, new_code, new_token, normalise, same_code

STATE = p.State(
    move=3,
    view={"seat": 1, "table": {"hand": ["blue-7"]}},
    log_from=0,
    log=[{"type": "setup"}],
    actions=[{"type": "play", "card": "blue-7"}, {"type": "take_piles", "piles": [1, 2]}],
    held=None,
    waiting=[1],
    missing=[2],
    clock={"round": 1, "phase": "scan", "seconds_left": 12.5},
)
HOST_SAMPLES = [
    p.Welcome(1, "tok", "silver", {"memory": "assist"}, 3, ["A", "B", "C"], [1, 2]),
    p.Refused("wrong_code"),
    STATE,
    p.Rejected(3, "illegal", "That card is not in your hand."),
    p.Bye("host_closed"),
]
CLIENT_SAMPLES = [
    p.Hello("ABC234", None, None, "Ann", "0.1.0"),
    p.Hello("ABC234", 2, "token", "", "0.1.0"),
    p.Act(4, {"type": "play", "cards": ["blog-4", "spam-3"], "top": "spam-3", "pile": 0}),
]


@pytest.mark.parametrize("message", HOST_SAMPLES, ids=lambda m: m.T)
def test_host_messages_round_trip(message):
    text = p.encode(message)
    assert json.loads(text)["v"] == p.VERSION and json.loads(text)["t"] == message.T
    assert p.decode_host(text) == message
    assert p.decode_host(text.encode()) == message


@pytest.mark.parametrize("message", CLIENT_SAMPLES, ids=lambda m: m.T)
def test_client_messages_round_trip(message):
    assert p.decode_client(p.encode(message)) == message


def client_text(**change) -> str:
    data = {"v": 1, "t": "act", "move": 4, "action": {"type": "play", "card": "x"}}
    data.update(change)
    return json.dumps(data)


MALFORMED = {
    "not json": "{not json",
    "empty": "",
    "a list": "[1, 2]",
    "a number": "7",
    "NaN": '{"v": 1, "t": "act", "move": NaN, "action": {"type": "x"}}',
    "no version": json.dumps({"t": "act", "move": 1, "action": {"type": "x"}}),
    "version 2": client_text(v=2),
    "version as text": client_text(v="1"),
    "version true": client_text(v=True),
    "unknown type": client_text(t="shout"),
    "a host message from a client": json.dumps({"v": 1, "t": "bye", "reason": "x"}),
    "unknown field": client_text(extra=1),
    "missing field": json.dumps({"v": 1, "t": "act", "move": 1}),
    "move as text": client_text(move="4"),
    "move as float": client_text(move=4.0),
    "move as bool": client_text(move=True),
    "negative move": client_text(move=-1),
    "huge move": client_text(move=10**30),
    "action a list": client_text(action=[1]),
    "action without type": client_text(action={"card": "x"}),
    "action type a number": client_text(action={"type": 3}),
    "action nested object": client_text(action={"type": "x", "card": {"a": 1}}),
    "action list of lists": client_text(action={"type": "x", "cards": [[1]]}),
    "action long text": client_text(action={"type": "x", "card": "y" * 100}),
    "action many fields": client_text(action={"type": "x", **{f"k{i}": i for i in range(20)}}),
    "duplicate key": '{"v": 1, "t": "act", "move": 1, "move": 2, "action": {"type": "x"}}',
    "deeply nested": '{"v": 1, "t": "act", "move": 1, "action": ' + "[" * 100_000,
    "nested 7": client_text(action={"type": "x", "c": [[[[[[1]]]]]]}),
    "too big": client_text(action={"type": "x", "card": "y" * p.CLIENT_MAX_BYTES}),
    "hello seat out of range": json.dumps(
        {"v": 1, "t": "hello", "code": "A", "seat": 9, "token": None, "name": "", "version": "1"}
    ),
    "hello name too long": json.dumps(
        {
            "v": 1,
            "t": "hello",
            "code": "A",
            "seat": None,
            "token": None,
            "name": "n" * 99,
            "version": "1",
        }
    ),
    "hello token a number": json.dumps(
        {"v": 1, "t": "hello", "code": "A", "seat": None, "token": 5, "name": "", "version": "1"}
    ),
}


@pytest.mark.parametrize("name", sorted(MALFORMED))
def test_every_malformed_kind_is_refused_with_a_reason(name):
    with pytest.raises(p.ProtocolError) as caught:
        p.decode_client(MALFORMED[name])
    assert str(caught.value)  # a reason for the log


def test_bytes_that_are_not_utf8_are_refused():
    with pytest.raises(p.ProtocolError, match="UTF-8"):
        p.decode_client(b"\xff\xfe{}")


def test_depth_is_checked_before_parsing_and_strings_do_not_count():
    deep = "[" * 5000 + "]" * 5000
    with pytest.raises(p.ProtocolError, match="nested deeper"):
        p.check_depth(deep, 32)
    p.check_depth('["[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\\"[[[["]', 2)  # brackets in a string
    with pytest.raises(p.ProtocolError, match="nested deeper"):
        p.check_depth('["\\\\", [[[1]]]]', 3)  # an escaped backslash ends the string


def test_a_state_too_big_for_a_client_is_refused_by_the_client():
    big = p.State(**{**STATE.__dict__, "log": [{"type": "x" * 1000}] * 600})
    with pytest.raises(p.ProtocolError, match="bytes"):
        p.decode_host(p.encode(big))


def test_every_reason_has_words():
    assert p.reason_text("wrong_code") == "The join code is not right."
    assert p.reason_text("no such key") == p.REASONS["bad_message"]


# ---- join codes ----------------------------------------------------------------------------
def test_codes_are_random_readable_and_compared_as_typed():
    codes = {new_code() for _ in range(200)}
    assert len(codes) == 200
    assert all(len(c) == 6 and set(c) <= set(ALPHABET) for c in codes)
    assert not set("01OIL") & set(ALPHABET)
    code = new_code()
    assert same_code(code.lower(), code)
    assert same_code(f" {code[:3]}-{code[3:]} ", code)
    assert not same_code(code[:-1], code) and not same_code("", code)
    assert normalise("ab c-d") == "ABCD"
    with pytest.raises(ValueError):
        new_code(5)
    assert len(new_token()) >= 20


def test_wrong_tries_slow_an_address_down_more_and_more():
    now = [100.0]
    throttle = Throttle(free_tries=3, base_delay=1.0, max_delay=60.0, clock=lambda: now[0])
    for _ in range(2):
        throttle.failed("a")
        assert throttle.wait_left("a") == 0
    throttle.failed("a")  # the third wrong try: locked for 1 s
    assert throttle.wait_left("a") == pytest.approx(1.0)
    assert throttle.wait_left("b") == 0  # another address is not slowed
    waits = []
    for _ in range(8):
        now[0] += 1000  # (each try after its lockout)
        throttle.failed("a")
        waits.append(throttle.wait_left("a"))
    assert waits[:3] == [2.0, 4.0, 8.0] and waits[-1] == 60.0  # doubling, then capped
    throttle.succeeded("a")
    assert throttle.wait_left("a") == 0


def test_an_address_quiet_for_long_starts_afresh_and_memory_stays_bounded():
    now = [0.0]
    throttle = Throttle(free_tries=1, forget_after=10, max_addresses=3, clock=lambda: now[0])
    throttle.failed("a")
    now[0] = 100
    assert throttle.wait_left("a") == 0 and "a" not in throttle._tries
    for address in "bcdef":
        throttle.failed(address)
    assert len(throttle._tries) == 3


# ---- the host's clock ------------------------------------------------------------------------
def test_the_round_clock_refuses_picks_before_the_scan_ends_and_after_the_choice_time():
    now = [0.0]
    clock = RoundClock(20.0, reveal_seconds=1.0, choose_seconds=5.0, clock=lambda: now[0])
    assert clock.pick_refusal() == "" and clock.info() is None
    clock.start(3)
    assert clock.pick_refusal() == "too_early"
    now[0] = 10.0
    info = clock.info()
    assert info is not None and (info.round, info.phase, info.seconds_left) == (3, "scan", 11.0)
    now[0] = 21.0
    assert clock.pick_refusal() == "" and clock.scan_over() and not clock.overdue()
    assert clock.info().as_dict() == {"round": 3, "phase": "choose", "seconds_left": 5.0}
    now[0] = 26.0
    assert clock.pick_refusal() == "too_late" and clock.overdue()
    clock.stop()
    assert clock.pick_refusal() == "" and not clock.overdue()
    untimed = RoundClock(1.0, 0.0, None, clock=lambda: now[0])
    untimed.start(1)
    now[0] = 1000.0
    assert untimed.pick_refusal() == "" and untimed.info().seconds_left is None
