"""Network play through the program's screens, headless: joining a table from "Join a table"
and playing it at its own screen, hosting one from setup's "On another computer" through the
lobby, a seat missing and given to a computer, the host closing, a hosted save continued.

The other computer is a TableHost or TableClient in this process (tests/net_helpers.py).
"""

from __future__ import annotations

import json
import random
import time

import pygame
import pytest

from game.files import saves
from game.history import store as history
from game.net import protocol as p
from game.net.client import TableClient, address_uri, parse_address
from game.net.host import COMPUTER, LOCAL, REMOTE
from game.net.remote import RemoteState
from game.net.table_link import seat_kinds
from game.scenes.dialog import Dialog
from game.scenes.menu import MainMenu
from game.scenes.network.join import JoinScene
from game.scenes.network.lobby import HostLobby
from game.scenes.table.scene import TableScene
from game.shell.session import Seat
from game.ui.widgets import Button, TextInput

from .net_helpers import make_host, next_of, wait_for
from .shell_helpers import frames, make_app


@pytest.fixture
def menu_app():
    app = make_app()
    app.stack.push(MainMenu(app))
    frames(app)
    yield app
    from game.scenes.screens import main_menu

    app.stack.reset(main_menu(app))  # a table left open stops hosting or leaves


def until(app, predicate, seconds: float = 10.0) -> bool:
    """Frames (and a little real time for the network's threads) until ``predicate``."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        frames(app)
        if predicate():
            return True
        time.sleep(0.005)
    return predicate()


def type_into(app, box: TextInput, text: str) -> None:
    box.value = ""
    box.on_change("")
    frames(app, 1, [pygame.event.Event(pygame.TEXTINPUT, text=text)])


def join_through_screen(app, address: str, code: str) -> JoinScene:
    app.stack.top.join_table()
    frames(app)
    scene = app.stack.top
    assert isinstance(scene, JoinScene)
    boxes = [w for w in scene.form.widgets if isinstance(w, TextInput)]
    for box, text in zip(boxes, (address, code, "Zoe"), strict=True):
        scene.form.set_focus(box)
        type_into(app, box, text)
    join = next(w for w in scene.form.widgets if isinstance(w, Button) and w.text == "Join")
    join.on_click()
    return scene


def joined_table(app, host) -> TableScene:
    """Join ``host``'s table through the screen, with its code; its table once it shows."""
    join_through_screen(app, f"127.0.0.1:{host.port}", host.code)
    assert until(app, lambda: isinstance(app.stack.top, TableScene))
    return app.stack.top


def play_at_random(app, table: TableScene, seed: int, seconds: float = 60.0) -> None:
    """The person at this screen plays whatever they may, at random, until the game ends."""
    rng = random.Random(seed)
    end = time.monotonic() + seconds
    while not table.session.state.is_over:
        assert time.monotonic() < end, "the game did not end"
        frames(app)
        if app.stack.top is table and not table.motion.busy:
            mine = table.my_actions()
            if mine:
                table.act(rng.choice(mine))
        time.sleep(0.002)


# ---- joining ---------------------------------------------------------------------------------
def test_a_joined_table_shows_only_its_seats_view_and_plays_to_the_end(menu_app) -> None:
    app = menu_app
    host, _ = make_host("silencio", seed=4, kinds=[COMPUTER, REMOTE, COMPUTER])
    try:
        scene = join_through_screen(app, f"127.0.0.1:{host.port}", host.code.lower())
        assert until(app, lambda: isinstance(app.stack.top, TableScene))
        table = app.stack.top
        session = table.session
        assert session.keeps_save is False and session.link is not None
        assert table.viewer == 1 and session.humans == [1] and not session.needs_curtain()
        checked = 0
        rng = random.Random(7)
        end = time.monotonic() + 60
        while not session.state.is_over:
            assert time.monotonic() < end
            frames(app)
            with host.lock:
                if session.state.move == host.move and not table.motion.busy:
                    assert table.view["table"] == host.session.state.view(1)["table"]
                    assert table.session.state.log == host.session.state.events_for(1)
                    checked += 1
            mine = table.my_actions()
            if mine and not table.motion.busy:
                table.act(rng.choice(mine))
            time.sleep(0.002)
        assert checked > 10
        assert until(app, lambda: bool(table.end_form.widgets))
        assert [b.text for b in table.end_form.widgets] == ["Menu"]
        assert not saves.has_save()  # the host's game is never this program's save
        history.settle()
        kept = history.entries()  # but History keeps it, as a game played here
        assert len(kept) == 1 and kept[0].game == "silencio"
        assert scene.error == ""
    finally:
        host.close()


def test_a_wrong_code_is_said_and_nothing_typed_is_lost(menu_app) -> None:
    app = menu_app
    host, _ = make_host("silver", seed=2, kinds=[COMPUTER, REMOTE, COMPUTER])
    try:
        address = f"127.0.0.1:{host.port}"
        scene = join_through_screen(app, address, "WRONG9")
        assert until(app, lambda: bool(scene.error))
        assert scene.error == p.reason_text("wrong_code")
        assert app.stack.top is scene and scene.address == address and scene.code == "WRONG9"
    finally:
        host.close()


def test_an_address_where_nobody_hosts_is_said(menu_app) -> None:
    app = menu_app
    scene = join_through_screen(app, "127.0.0.1:1", "ABCDEF")
    assert until(app, lambda: bool(scene.error))
    assert "No table answers" in scene.error and app.stack.top is scene


def test_a_table_listed_while_the_address_is_typed_leaves_the_typing_in_its_box(menu_app) -> None:
    """A table announced on the local network shows in the list a second or so after the
    screen opens, often while the player is typing: the keyboard stays in the box (it went to
    the listed table's button, and the rest of the address was lost)."""
    from game.net.discovery import Announced

    app = menu_app
    app.stack.top.join_table()
    frames(app)
    scene = app.stack.top
    scene.tables.stop()
    for index, first, rest in ((0, "127.0", ".0.1:47334"), (1, "AB", "CD")):
        box = [w for w in scene.form.widgets if isinstance(w, TextInput)][index]
        scene.form.set_focus(box)
        frames(app, 1, [pygame.event.Event(pygame.TEXTINPUT, text=first)])
        listed = len(scene.tables.found) + 1
        scene.tables.found = [
            Announced(f"Table {i}", "silencio", 1, "0", "192.168.1.5", 47334 + i)
            for i in range(listed)
        ]
        frames(app)
        focus = scene.form.focus
        assert isinstance(focus, TextInput) and focus.rect == box.rect
        frames(app, 1, [pygame.event.Event(pygame.TEXTINPUT, text=rest)])
    assert (scene.address, scene.code) == ("127.0.0.1:47334", "ABCD")


def test_a_typed_address_is_read_as_a_person_writes_it() -> None:
    assert parse_address("192.168.1.20:47334", 1) == ("192.168.1.20", 47334)
    assert parse_address(" 192.168.1.20 ", 47334) == ("192.168.1.20", 47334)
    assert parse_address("[fe80::1]:5000", 1) == ("fe80::1", 5000)
    assert parse_address("fe80::1", 7) == ("fe80::1", 7)
    for bad in ("", "host:port", "a b", "host:0", "höst:1", "http://x", "[::1]x"):
        with pytest.raises(ValueError):
            parse_address(bad, 47334)


def test_the_host_closing_takes_the_joined_screen_back_to_the_menu(menu_app) -> None:
    app = menu_app
    host, _ = make_host("silex", seed=3, kinds=[COMPUTER, REMOTE, COMPUTER])
    joined_table(app, host)
    host.close()
    assert until(app, lambda: isinstance(app.stack.top, Dialog))
    assert app.stack.top.title == "The table was closed"
    assert app.stack.top.message == p.reason_text("host_closed")
    assert isinstance(app.stack.scenes[0], MainMenu) and len(app.stack.scenes) == 2


def test_a_joined_program_sits_at_its_seat_again_after_leaving(menu_app) -> None:
    app = menu_app
    host, _ = make_host("silver", seed=6, kinds=[COMPUTER, REMOTE, REMOTE])
    try:
        seat = joined_table(app, host).session.state.seat
        from game.scenes.screens import main_menu

        app.stack.reset(main_menu(app))  # leaves the table
        assert wait_for(lambda: seat in host.missing())
        assert joined_table(app, host).session.state.seat == seat
    finally:
        host.close()


def test_a_remote_state_answers_only_for_its_own_seat() -> None:
    remote = RemoteState("silencio", 3, {}, seat=2)
    view = {"game": "silencio", "seat": 2, "moment": "turn", "current_player": 2, "table": {}}
    state = p.State(
        3,
        view,
        0,
        [{"type": "x"}, {"type": "y", "private": True, "at": 1}],
        [{"type": "play"}],
        None,
        [2],
        [],
        None,
    )
    remote.update(state, list(state.log))
    assert remote.view(2)["actions"] == [{"type": "play"}]
    assert remote.events == [{"type": "x"}] and remote.private[2] == [{"type": "y", "at": 1}]
    assert remote.actions_for(0) == [] and len(remote.history) == 3
    with pytest.raises(ValueError):
        remote.view(0)
    with pytest.raises(p.ProtocolError):
        remote.update(p.State(4, {**view, "seat": 0}, 0, [], [], None, [], [], None), [])


# ---- hosting ---------------------------------------------------------------------------------
def host_from_setup(app, game: str, kinds: list[tuple[bool, str]]) -> HostLobby:
    from game.scenes.setup import SetupScene

    setup = SetupScene(app, game)
    app.stack.push(setup)
    setup._set_players(len(kinds))
    for seat, kind in enumerate(kinds):
        setup._kinder(seat)(kind)
    frames(app)
    setup.start()
    frames(app)
    lobby = app.stack.top
    assert isinstance(lobby, HostLobby)
    return lobby


def test_setup_hosts_a_table_and_its_lobby_fills_as_seats_join(menu_app) -> None:
    app = menu_app
    lobby = host_from_setup(app, "silencio", [(True, ""), (True, "away"), (False, "")])
    link = lobby.link
    assert len(link.code) >= 6 and link.port > 0
    assert lobby.seat_state(1) == "waiting" and lobby.seat_state(0) == "here"
    saves.settle()
    record = json.loads(saves.current_path().read_text(encoding="utf-8"))["net"]
    assert record["away"] == [1] and record["code"] == link.code and record["port"] == link.port
    client = TableClient(address_uri("127.0.0.1", link.port), link.code, "Bo")
    try:
        client.join()
        assert until(app, lambda: lobby.seat_state(1) == "joined")
    finally:
        client.close()


def test_a_hosted_game_is_played_by_both_screens_and_kept_in_history(menu_app) -> None:
    app = menu_app
    before = len(history.entries())
    lobby = host_from_setup(app, "silencio", [(True, ""), (True, "away"), (False, "")])
    link = lobby.link
    client = TableClient(address_uri("127.0.0.1", link.port), link.code, "Bo")
    client.join()
    lobby.start()
    frames(app)
    table = app.stack.top
    assert isinstance(table, TableScene) and table.hosting()
    rng = random.Random(3)
    end = time.monotonic() + 60
    try:
        while not table.session.state.is_over:
            assert time.monotonic() < end, "the game did not end"
            frames(app)
            assert table.viewer != 1  # the joined seat's view never shows on the host
            for message in client.poll():
                if isinstance(message, p.State) and message.actions:
                    client.send_action(rng.choice(message.actions), message.move)
            if app.stack.top is table and not table.motion.busy and table.my_actions():
                table.act(rng.choice(table.my_actions()))
            time.sleep(0.002)
        frames(app, 3)
        saves.settle()
        assert not saves.has_save()  # finished: kept in History, not in the save slot
        history.settle()
        assert len(history.entries()) == before + 1
        from game.scenes.screens import main_menu

        app.stack.reset(main_menu(app))
        assert link.closed()
        assert wait_for(lambda: client.lost is not None)
    finally:
        client.close()


def test_a_missing_seat_is_named_and_may_be_given_to_a_computer(menu_app) -> None:
    app = menu_app
    lobby = host_from_setup(app, "silver", [(True, ""), (True, "away"), (False, "")])
    lobby.start()
    frames(app)
    table = app.stack.top
    assert until(app, lambda: table.missing == [1])
    rng = random.Random(2)

    def waits_for_it() -> bool:  # the person here plays until it is the missing seat's move
        mine = table.my_actions()
        if mine and not table.motion.busy and app.stack.top is table:
            table.act(rng.choice(mine))
        return bool(table.link_prompt())

    assert until(app, waits_for_it, seconds=30)
    assert table.session.names[1] in table.link_prompt() == table.prompt_text()
    button = table.give_button()
    assert button is not None
    button.on_click()
    frames(app)
    dialog = app.stack.top
    assert isinstance(dialog, Dialog)
    dialog.choices[0][1]()  # Give it to a computer
    app.stack.pop()
    assert until(app, lambda: not table.missing)
    assert not table.session.seats[1].human and 1 not in table.session.away
    play_at_random(app, table, seed=1, seconds=90)


def test_continue_hosts_a_saved_hosted_game_again_with_its_code(menu_app) -> None:
    app = menu_app
    lobby = host_from_setup(app, "silex", [(True, ""), (True, "away"), (False, "")])
    code = lobby.link.code
    from game.scenes.screens import main_menu

    app.stack.reset(main_menu(app))  # the table closes; its save stays
    saves.settle()
    frames(app)
    assert saves.has_save()
    menu = app.stack.top
    menu.continue_game()
    frames(app)
    again = app.stack.top
    assert isinstance(again, HostLobby) and again.link.code == code
    assert again.session.away == frozenset({1})


def test_hosted_seats_are_people_but_not_at_this_screen() -> None:
    from game.engine import new_game
    from game.shell.session import Session

    session = Session(
        new_game("silencio", 3, 1, {}), [Seat("A", True), Seat("B", True), Seat("C", False)]
    )
    session.away = frozenset({1})
    assert session.humans == [0] and session.people == [0, 1]
    assert not session.private_screens  # one person here: no curtain between turns
    assert seat_kinds(session) == [LOCAL, REMOTE, COMPUTER]


def test_a_joined_zilence_countdown_ends_at_the_hosts_moment(menu_app) -> None:
    from dataclasses import replace

    from .net_helpers import FAST

    app = menu_app
    config = replace(FAST, scan_seconds=8.0, reveal_seconds=0.0)
    host, _ = make_host("zilence", seed=2, kinds=[COMPUTER, REMOTE, COMPUTER], config=config)
    try:
        table = joined_table(app, host)

        def scanning() -> bool:
            if table.phase == "ready" and table.my_actions():
                table.act(table.my_actions()[0])  # this seat holds the timer: start it
            return table.phase == "scan" and host.round_clock.round is not None

        assert until(app, scanning, seconds=20)
        frames(app, 3)
        host_left = host.round_clock.scan_ends - time.monotonic()
        assert abs(table.time_left - host_left) < 0.25
    finally:
        host.close()


def test_a_joining_player_is_given_the_seat_the_host_named_for_them() -> None:
    host, _ = make_host("silver", seed=1, kinds=[COMPUTER, REMOTE, REMOTE])
    named = host.session.names[2]
    try:
        bo = TableClient(address_uri("127.0.0.1", host.port), host.code, named.upper())
        anyone = TableClient(address_uri("127.0.0.1", host.port), host.code, "Someone")
        assert bo.join().seat == 2  # the seat named so, though seat 1 is free first
        assert anyone.join().seat == 1
    finally:
        bo.close()
        anyone.close()
        host.close()


def test_nobody_moves_until_the_host_starts_the_game_from_its_lobby(menu_app) -> None:
    app = menu_app
    lobby = host_from_setup(app, "silencio", [(False, ""), (True, "away"), (False, "")])
    assert lobby.form.focus is not None and lobby.form.focus.text == "Start the game"
    link = lobby.link
    client = TableClient(address_uri("127.0.0.1", link.port), link.code, "Bo")
    try:
        client.join()
        assert wait_for(lambda: client.latest is not None)
        frames(app, 10)
        assert client.latest.started is False and client.latest.actions == []
        assert link.host.move == 0  # the computers wait too
        client.send_action({"type": "take_start"}, 0)
        assert next_of(client, p.Rejected).reason == "not_started"
        lobby.start()
        assert wait_for(
            lambda: client.latest.started and client.latest.move > 0 or bool(client.latest.actions)
        )
    finally:
        client.close()


def test_a_joined_table_says_the_host_has_not_started_yet(menu_app) -> None:
    from dataclasses import replace

    from .net_helpers import FAST

    app = menu_app
    host, _ = make_host(
        "silver", seed=5, kinds=[COMPUTER, REMOTE, COMPUTER], config=replace(FAST, started=False)
    )
    try:
        table = joined_table(app, host)
        assert table.prompt_text() == "The host has not started the game yet."
        assert table.my_actions() == []
        host.start_game()
        assert until(app, lambda: table.prompt_text() != "The host has not started the game yet.")
    finally:
        host.close()


def test_a_joining_player_never_takes_another_seats_name() -> None:
    host, _ = make_host("silver", seed=1, kinds=[COMPUTER, REMOTE, REMOTE])
    first = host.session.names[0]
    try:
        client = TableClient(address_uri("127.0.0.1", host.port), host.code, first)
        seat = client.join().seat
        assert host.session.names[seat] != first and len(set(host.session.names)) == 3
    finally:
        client.close()
        host.close()


def test_a_listed_tables_free_seats_are_offered_and_the_one_picked_is_taken(menu_app) -> None:
    from game.net.discovery import Announced, seats_from, seats_text
    from game.ui.widgets import Choice

    assert seats_from(seats_text([(1, "Bo"), (2, "Cleo|x:y")])) == ((1, "Bo"), (2, "Cleoxy"))
    assert seats_from("9:far|1:|x:y|2:Dee") == ((2, "Dee"),)
    app = menu_app
    host, _ = make_host("silver", seed=2, kinds=[COMPUTER, REMOTE, REMOTE])
    try:
        free = tuple((s, host.session.names[s]) for s in host.free_seats())
        listed = Announced("Ana's table", "silver", 2, "", "127.0.0.1", host.port, free)
        app.stack.top.join_table()
        frames(app)
        scene = app.stack.top
        scene.pick(listed)
        frames(app)
        seat_choice = next(w for w in scene.form.widgets if isinstance(w, Choice))
        assert [text for _, text in seat_choice.options][1:] == [n for _, n in free]
        seat_choice.on_change(2)
        scene.code = host.code
        scene.join()
        assert until(app, lambda: isinstance(app.stack.top, TableScene))
        assert app.stack.top.session.state.seat == 2  # not the first free one
    finally:
        host.close()


def test_a_joined_table_finds_its_host_again_after_the_connection_drops(
    menu_app, monkeypatch
) -> None:
    from dataclasses import replace

    from game.net import table_link
    from game.net.host import TableHost

    from .net_helpers import FAST

    app = menu_app
    monkeypatch.setattr(table_link, "RECONNECT_EVERY", 0.2)
    kinds = [COMPUTER, REMOTE, COMPUTER]
    first, _ = make_host("silex", seed=4, kinds=kinds)
    table = joined_table(app, first)
    with first.lock:  # the host's program dies: its connections end without a goodbye
        peers = list(first._peers.values())
    for peer in peers:
        peer.ws.close()
    first.close()  # (before the table looks for it again: nothing listens now)
    assert until(app, lambda: table.reconnecting)
    assert "looking for it again" in table.prompt_text()
    config = replace(FAST, port=first.port, code=first.code)
    again = TableHost(first.session, kinds, config, tokens=first.tokens)
    again.start()  # the host's program started again: its save, the same port and code
    try:
        assert until(app, lambda: not table.reconnecting and 1 in again.connected())
        assert app.stack.top is table and table.session.state.seat == 1
    finally:
        again.close()


def test_moves_made_on_another_computer_travel_on_the_joined_table(menu_app) -> None:
    """Silver's cards fly from where they lay for a move that came over the network too."""
    app = menu_app
    host, _ = make_host("silver", seed=3, kinds=[COMPUTER, REMOTE, COMPUTER])
    try:
        table, rng = joined_table(app, host), random.Random(1)
        shown, flew, last = 0, 0, table.session.state.move
        end = time.monotonic() + 30
        while shown < 40 and time.monotonic() < end:
            frames(app)
            if table.session.state.move != last:
                shown, flew, last = shown + 1, flew + table.motion.busy, table.session.state.move
            if table.my_actions() and not table.motion.busy:
                table.act(rng.choice(table.my_actions()))
            time.sleep(0.003)
        assert shown >= 20 and flew >= shown // 4, (shown, flew)
    finally:
        host.close()
