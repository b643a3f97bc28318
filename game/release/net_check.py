"""``--smoke``'s network play: a table hosted and joined on this computer, headless.

A two-seat Silencio game: the host's own (local) seat and a remote seat joined over loopback
with the host's code, as another computer would. Every move is a legal one chosen (a seeded
``random.Random``) from the state it was sent: the local seat's through ``apply_local``, the
remote seat's sent by the client. Every state the client receives must be what the host
shows that seat at that move. Then both close, and the host must no longer listen. The local
network listing (zeroconf) announces the table and browses once: an empty list is fine (no
multicast here), an exception is not; zeroconf's own packet code is checked offline too.

In the executable this is what shows that websockets, zeroconf and the stand-in for ssl
(packaging/pyinstaller/no_tls.py) were packed in working order.
"""

from __future__ import annotations

import logging
import queue
import random
import socket
import time
from typing import Any

log = logging.getLogger("quiet_table.smoke")

GAME = "silencio"
SECONDS = 20.0  # the whole game, at most (it takes well under a second)
MOVES_MAX = 2000
BROWSE_SECONDS = 1.5
RESPONSE = 0x8400  # an mDNS answer's flags: a response (QR), authoritative (AA)


def net_smoke(seed: int = 1) -> list[str]:
    """What went wrong hosting and joining a table on this computer (empty: nothing)."""
    from ..engine import new_game
    from ..net.client import TableClient, address_uri
    from ..net.host import LOCAL, REMOTE, HostConfig, TableHost
    from ..shell.session import Seat, Session

    state = new_game(GAME, 2, seed=seed)
    session = Session(state, [Seat("Host", True), Seat("Guest", True)])
    config = HostConfig(bind="127.0.0.1", port=0, tick=0.005)
    host = TableHost(session, [LOCAL, REMOTE], config)
    problems: list[str] = []
    client = None
    port = None
    try:
        port = host.start()
        client = TableClient(address_uri("127.0.0.1", port), host.code, name="Guest", timeout=5.0)
        welcome = client.join()
        if welcome.seat != 1:
            problems.append(f"net: joined at seat {welcome.seat}, not the remote seat 1")
        else:
            problems += play(host, client, random.Random(seed))
            problems += discovery_problems(port, len(host.free_seats()))
    except Exception as exc:  # what a player would have met as a failure
        log.exception("network smoke failed")
        problems.append(f"net: {type(exc).__name__}: {exc}")
    finally:
        if client is not None:
            client.close()
        host.close()
    try:
        if port is not None and still_listening(port):
            problems.append(f"net: the host still listens on port {port} after closing")
    except Exception as exc:
        problems.append(f"net: {type(exc).__name__} looking at the closed port: {exc}")
    return problems


class Received:
    """The client's states in order (a rejection or a lost connection ends the game)."""

    def __init__(self, client: Any, end: float) -> None:
        self.client, self.end = client, end
        self.states: list[Any] = []

    def until(self, move: int) -> str:
        """Wait for the state after ``move``; a problem's words, or "" once it came."""
        from ..net import protocol as p
        from ..net.client import Lost

        while not self.states or self.states[-1].move < move:
            if time.monotonic() > self.end:
                return f"net: no state for move {move} within {SECONDS:.0f} s"
            try:
                message = self.client.get(max(0.01, self.end - time.monotonic()))
            except queue.Empty:
                continue
            if isinstance(message, p.State):
                self.states.append(message)
            elif isinstance(message, p.Rejected):
                return f"net: the host refused the remote seat's move: {message.reason}"
            elif isinstance(message, Lost):
                return f"net: the connection ended: {message.reason}"
        return ""


def play(host: Any, client: Any, rng: random.Random) -> list[str]:
    """The game to its end; every state the client got checked against the host's."""
    seat = client.seat
    got = Received(client, time.monotonic() + SECONDS)
    if problem := got.until(0):
        return [problem]
    if got.states[0].view != host.session.state.view(seat):
        return ["net: the first state's view is not the host's view of the remote seat"]
    shown = {0: host.snapshot(seat)}  # what the host shows the remote seat after each move
    while not host.session.state.is_over:
        if host.move >= MOVES_MAX:
            return [f"net: no end after {host.move} moves"]
        latest = got.states[-1]
        local = host.snapshot(0).actions
        remote = latest.actions if latest.move == host.move else []
        if not local and not remote:
            return [f"net: at move {host.move} neither seat may move"]
        before = host.move
        if local and (not remote or rng.random() < 0.5):
            host.apply_local(0, rng.choice(local))
        else:
            client.send_action(rng.choice(remote), latest.move)
        if problem := got.until(before + 1):
            return [problem]
        shown[host.move] = host.snapshot(seat)
    return disagreements(got.states, shown, host.session.state.view(seat))


def disagreements(states: list[Any], shown: dict[int, Any], final: dict[str, Any]) -> list[str]:
    """Each state received against the host's own for that move (view, log, moves)."""
    from ..net.client import grown_log

    problems = []
    lines: list[dict[str, Any]] = []
    for state in states:
        lines = grown_log(lines, state)
        want = shown.get(state.move)
        if want is None:
            problems.append(f"net: a state for move {state.move}, which the host never had")
        elif state.view != want.view or state.actions != want.actions or lines != want.log:
            problems.append(f"net: the state for move {state.move} differs from the host's")
    if states[-1].view != final or final["result"] is None:
        problems.append("net: the client's last state is not the host's finished game")
    return problems[:5]


def still_listening(port: int) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=1.0):
            return True
    except OSError:
        return False


def discovery_problems(port: int, free: int) -> list[str]:
    """zeroconf's packets made and read offline; then the table announced and looked for
    (found or not: multicast may be out of reach)."""
    from ..net.discovery import SERVICE_TYPE, Announcer, browse
    from ..version import version

    name = f"Smoke {time.monotonic_ns()}"
    problems = dns_round_trip(SERVICE_TYPE, f"{name}.{SERVICE_TYPE}", port)
    announcer = Announcer(name, GAME, port, free, version(), addresses=["127.0.0.1"])
    announced = announcer.start()
    try:
        found = [t for t in browse(BROWSE_SECONDS) if t.name == name] if announced else []
    finally:
        announcer.close()
    log.info("network smoke: announced %s, found %d", announced, len(found))
    for table in found:
        if (table.game, table.port, table.free) != (GAME, port, free):
            problems.append(f"net: the table was found as {table}")
    return problems


def dns_round_trip(service_type: str, name: str, port: int) -> list[str]:
    """An announcement's records written as zeroconf sends them and read back."""
    from zeroconf import DNSIncoming, DNSOutgoing, DNSService, DNSText, ServiceInfo

    info = ServiceInfo(
        service_type,
        name,
        addresses=[socket.inet_aton("127.0.0.1")],
        port=port,
        properties={"game": GAME},
    )
    out = DNSOutgoing(RESPONSE)
    for record in (info.dns_pointer(), info.dns_service(), info.dns_text(), *info.dns_addresses()):
        out.add_answer_at_time(record, 0)
    answers = [a for packet in out.packets() for a in DNSIncoming(packet).answers()]
    ports = [a.port for a in answers if isinstance(a, DNSService)]
    texts = [a.text for a in answers if isinstance(a, DNSText)]
    if ports != [port] or not texts or b"game=" + GAME.encode() not in texts[0]:
        return [f"net: zeroconf's announcement did not read back ({ports}, {texts})"]
    return []
