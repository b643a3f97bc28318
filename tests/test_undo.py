"""Undo in the engine and the session: what each action disclosed (checked against re-dealt
worlds), what may be taken back, and that taking it back restores the game exactly."""

from __future__ import annotations

import json
import random

import pytest

from game.engine import GAMES, new_game
from game.engine.common.disclosure import NEW, NONE, OWN, DisclosureRules, apply_noted, disclosure
from game.history.entry import entry_of
from game.shell.guide import GuideRun
from game.shell.guides import GUIDES
from game.shell.session import Seat, Session, session_from_json

from .disclosure_check import findings

TITLES = sorted(GAMES)
PLAYERS = {"silencio": 3, "silex": 3, "silver": 3, "zilence": 3}


def snapshot(session: Session) -> str:
    """Everything anyone could see of the game, as data: every seat's view and log, the
    spectator's view, and the record a save keeps."""
    state = session.state
    seats = range(state.num_players)
    return json.dumps(
        {
            "views": [state.view(s) for s in seats],
            "logs": [state.events_for(s) for s in seats],
            "spectator": state.spectator_view(),
            "record": json.loads(state.to_json()),
        },
        sort_keys=True,
    )


def level(state, action) -> str:
    """What ``action`` would disclose now (tried on a copy)."""
    return apply_noted(state.clone(), action).disclosure


def after(state, action):
    trial = state.clone()
    trial.apply(action)
    return trial


def table(game: str, seed: int, humans: tuple[int, ...] = (0,)) -> Session:
    players = PLAYERS[game]
    seats = [Seat(f"P{i}", i in humans) for i in range(players)]
    session = Session(new_game(game, players, seed=seed), seats)
    session.lift_curtain()
    return session


def find(game: str, wanted: set[str], seeds=range(1, 40), then=None) -> tuple[Session, dict]:
    """A position where the human in seat 0 may make a move that discloses one of
    ``wanted`` (and after which ``then(state)`` holds, if given), reached by random play
    (every seat's moves made through the session)."""
    for seed in seeds:
        session, rng = table(game, seed), random.Random(seed)
        for _ in range(600):
            state = session.state
            if state.is_over:
                break
            actions = state.legal_actions()
            if state.current_player == 0:
                fitting = [a for a in actions if level(state, a) in wanted]
                if then is not None:
                    fitting = [a for a in fitting if then(after(state, a))]
                if fitting and rng.random() < 0.5:
                    return session, rng.choice(fitting)
            session.apply(rng.choice(actions))
    raise AssertionError(f"{game}: no move disclosing {wanted} found")


@pytest.mark.parametrize("game", TITLES)
def test_a_quiet_move_is_taken_back_exactly(game):
    session, action = find(game, {NONE, OWN})
    before_state, before = session.state.clone(), snapshot(session)
    session.apply(action)
    assert session.undo_seat() == 0
    assert session.undo()
    assert session.state == before_state  # the rules' state, its generator included
    assert snapshot(session) == before
    assert session.undos == 1
    assert session.undo_point() is None  # nothing left to take back since the floor


@pytest.mark.parametrize("game", TITLES)
def test_a_move_that_revealed_something_offers_no_undo(game):
    session, action = find(game, {NEW})
    session.apply(action)
    assert session.undo_point() is None
    assert not session.undo()


@pytest.mark.parametrize("game", TITLES)
def test_computer_moves_after_are_taken_back_only_if_they_revealed_nothing(game):
    checked = 0
    for seed in range(1, 30):
        session, action = find(game, {NONE, OWN}, seeds=[seed] + list(range(100, 140)))
        rng, quiet = random.Random(seed), True
        for _ in range(200):  # (a human may mark and unmark for ever)
            state = session.state
            if state.is_over:
                break
            if state.current_player == 0:  # the human's move (its turn may have several)
                mine = [a for a in state.legal_actions() if level(state, a) != NEW]
                if not quiet or not mine:
                    break
                start, snap = len(state.history), snapshot(session)
                session.apply(action if action in mine else rng.choice(mine))
                continue
            computer = rng.choice(state.legal_actions())
            quiet = quiet and level(state, computer) == NONE
            session.apply(computer)
            checked += 1
            assert session.undo_point() == (start if quiet else None)
            if quiet:
                session.undo()
                assert snapshot(session) == snap  # the computers' moves went with the human's
                break
        if checked >= 6:
            return
    assert checked, f"{game}: no computer moved after a quiet move"


def test_both_cases_of_computer_moves_occur():
    """Across the titles, a computer's quiet move is taken back and a showing one is not."""
    seen = set()
    for game in TITLES:
        for seed in range(1, 8):
            session, action = find(game, {NONE, OWN}, seeds=[seed] + list(range(100, 120)))
            session.apply(action)
            rng = random.Random(seed)
            while not session.state.is_over and session.state.current_player != 0:
                computer = rng.choice(session.state.legal_actions())
                seen.add(level(session.state, computer) == NONE)
                session.apply(computer)
    assert seen == {True, False}


@pytest.mark.parametrize("game", TITLES)
def test_a_save_right_after_an_undo_resumes_the_undone_position(game):
    session, action = find(game, {NONE, OWN})
    before = snapshot(session)
    session.apply(action)
    session.undo()
    loaded = session_from_json(session.to_json())
    assert snapshot(loaded) == before
    assert loaded.state == session.state
    assert loaded.undos == 1 and loaded.undo_allowed
    assert loaded.undo_point() is None  # a resumed game begins a new floor


def test_the_save_after_an_undo_is_the_shorter_game():
    session, action = find("silex", {NONE, OWN})
    moves = len(session.state.history)
    session.to_json()  # the texts of the actions so far are kept once written
    session.apply(action)
    assert len(json.loads(session.to_json())["game"]["actions"]) == moves + 1
    session.undo()
    assert json.loads(session.to_json())["game"]["actions"] == session.state.history
    assert len(session.state.history) == moves


def test_a_lifted_curtain_closes_undo():
    """Another human's curtain lifting ends the undo: what they saw stays."""
    session, action = find("silencio", {NONE, OWN})
    session.seats[1].human = True
    session.apply(action)
    assert session.undo_point() is not None
    session.lift_curtain()
    assert session.undo_point() is None


def test_undo_switched_off_or_guided_offers_none():
    session, action = find("silex", {NONE, OWN})
    session.apply(action)
    session.undo_allowed = False
    assert session.undo_point() is None
    restored = session_from_json(session.to_json())
    assert not restored.undo_allowed
    session.undo_allowed = True
    assert session.undo_point() is not None
    session.guide = GuideRun(GUIDES["silex"])  # a guided game teaches: nothing to take back
    assert session.undo_point() is None


def test_history_counts_moves_taken_back():
    from game.scenes.history.entry_rows import help_mark

    session, action = find("silencio", {NONE, OWN})
    session.apply(action)
    session.undo()
    entry = entry_of(session, "x")
    assert entry.undos == 1
    assert help_mark(entry) == "1 move taken back"


@pytest.mark.parametrize("game", TITLES)
def test_declared_disclosures_are_never_less_than_what_was_learned(game):
    """Every action of random games: one declared NONE or OWN leaves the actor's view the
    same in every world it could be in; one declared NONE leaves every seat's so."""
    rng = random.Random(game)
    unsound = []
    kinds: dict[str, set[str]] = {}
    for seed in (3, 11):
        for f in findings(game, seed, rng, tries=2, steps=220):
            kinds.setdefault(f.kind, set()).add(f.declared)
            if not f.sound:
                unsound.append(f)
    assert not unsound, unsound[:3]
    levels = set().union(*kinds.values())
    assert NEW in levels and levels - {NEW}  # the games have both kinds of move


def test_disclosure_from_events():
    rules = DisclosureRules(
        silent=frozenset({"pass"}),
        shows=frozenset({"play"}),
        echoes=frozenset({"played"}),
        handed=frozenset({"received"}),
    )
    assert disclosure(rules, 0, [{"type": "pass"}], {}, chance=False) == NONE
    assert disclosure(rules, 0, [{"type": "play"}], {0: [{"type": "played"}]}, False) == OWN
    assert disclosure(rules, 0, [], {1: [{"type": "received"}]}, False) == OWN
    assert disclosure(rules, 0, [{"type": "pass"}], {}, chance=True) == NEW
    assert disclosure(rules, 0, [{"type": "turned"}], {}, False) == NEW  # undeclared: news
    assert disclosure(rules, 0, [], {0: [{"type": "received"}]}, False) == NEW  # to itself
    assert disclosure(rules, 0, [], {1: [{"type": "played"}]}, False) == NEW  # not handed


# Every kind of action (decision/type) of each title, as random games meet them.
KINDS = {
    "silencio": {
        "-/end_turn",
        "-/pass",
        "-/pass_card",
        "-/play",
        "-/play_random",
        "-/take_shrine",
        "-/take_start",
        "face_up/decline",
        "face_up/face_up",
        "give_oracle/give_oracle",
        "oracle_put/oracle_put",
        "oracle_take/oracle_take",
        "skip_dark/decline",
        "skip_dark/use_effect",
        "swap_action/swap_action",
        "swap_give/swap_give",
        "swap_name/decline",
        "swap_name/name_player",
        "swap_return/swap_return",
        "take_back/decline",
        "take_back/take_back",
        "-/tavern",
    },
    "silex": {
        "-/black_idea",
        "-/play",
        "-/reveal",
        "-/search",
        "discard/discard",
        "discard/discard_done",
        "draw/draw",
        "power/blog",
        "power/no_power",
        "power/spam",
        "power/url",
        "power/web",
        "take_piles/take_piles",
        "url_give/url_give",
        "web_give/web_give",
    },
    "silver": {
        "-/amulet",
        "-/call",
        "-/continue",
        "-/draw",
        "-/empath",
        "-/end",
        "-/guard",
        "-/peek",
        "-/take",
        "apprentice/look",
        "apprentice/skip",
        "beholder/look",
        "beholder/skip",
        "end/place",
        "exposer/flip",
        "exposer/skip",
        "keep/keep",
        "master/skip",
        "master/take",
        "new_card/discard",
        "new_card/exchange",
        "new_card/mark",
        "penalty/place",
        "place/place",
        "rascal/draw",
        "rascal/skip",
        "revealer/flip",
        "robber/give",
        "robber/skip",
        "robber_steal/steal",
        "seer/look",
        "set/cancel",
        "set/confirm",
        "set/mark",
        "witch/look_deck",
        "witch/skip",
        "witch_swap/skip",
        "witch_swap/swap",
    },
    "zilence": {"-/choose_path", "-/start_timer"},
}


@pytest.mark.parametrize("game", TITLES)
def test_every_kind_of_action_discloses_no_less_than_is_learned(game):
    """Random games (with the options that move knowledge) until every kind of action of
    the title has been met; each action's declared level checked against re-dealt worlds."""
    from .privacy_audit import TABLES

    options = [t.options for t in TABLES[game]]
    rng, seen, unsound = random.Random(1), set(), []
    for seed in range(1, 80):
        for f in findings(game, seed, rng, tries=2, steps=400, options=options[seed % 4]):
            seen.add(f.kind)
            if not f.sound:
                unsound.append((seed, f))
        if seen >= KINDS[game]:
            break
    assert not unsound, unsound[:3]
    assert KINDS[game] <= seen, f"never met: {sorted(KINDS[game] - seen)}"


@pytest.mark.parametrize("game", TITLES)
def test_the_worlds_a_computer_imagines_are_the_same_after_an_undo(game):
    """Nothing a taken-back move showed stays in what the computers may use: each seat's
    re-dealt worlds and its choice are those from before the move."""
    from game.engine.common import choose

    session, action = find(game, {NONE, OWN})
    state = session.state.clone()  # (the session's own state moves on with the move)
    seats = range(state.num_players)
    worlds = [snapshot_world(state, s) for s in seats]
    session.apply(action)
    session.undo()
    assert [snapshot_world(session.state, s) for s in seats] == worlds
    current = session.state.current_player
    assert choose(session.state, GAMES[game], current) == choose(state, GAMES[game], current)


def snapshot_world(state, seat: int) -> str:
    world = state.resample_secrets(seat, random.Random(5))
    return world.to_json() + json.dumps(
        [world.view(s) for s in range(world.num_players)], sort_keys=True
    )
