"""Headless pygame for every test, and a private user data directory per test."""

from __future__ import annotations

import logging
import os
from collections.abc import Callable

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# Searching computers spend their whole budget (no clock deadline): the same choices on any
# machine, in the test and in the computers' process alike.
os.environ["QUIET_TABLE_FIXED_EFFORT"] = "1"

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def user_data(tmp_path, monkeypatch):
    """Saves, settings and logs go to a fresh temporary folder for each test."""
    path = tmp_path / "userdata"
    monkeypatch.setenv("QUIET_TABLE_DATA", str(path))
    return path


@pytest.fixture(autouse=True)
def no_local_network_listing(monkeypatch):
    """Hosted tables are not announced and Join a table lists none: zeroconf instances in
    two test processes at once answer each other's questions (one socket gets a unicast
    answer), so only the listing's own tests (test_net_discovery.py) use it."""
    monkeypatch.setenv(discovery_off(), "1")


def discovery_off() -> str:
    from game.net.discovery import OFF_VARIABLE

    return OFF_VARIABLE


@pytest.fixture(autouse=True)
def board_worker_inline(monkeypatch):
    """Boards are composed at once, so a table's moments do not depend on the machine's speed
    (tests of the worker itself turn this off)."""
    from game.ui import board_worker

    monkeypatch.setattr(board_worker, "INLINE", True)


@pytest.fixture(autouse=True)
def root_logging():
    """A test that sets up the program's logging leaves no handler behind for later tests."""
    handlers, level = logging.root.handlers[:], logging.root.level
    yield
    for handler in logging.root.handlers:
        if handler not in handlers:
            handler.close()
    logging.root.handlers[:] = handlers
    logging.root.setLevel(level)


@pytest.fixture
def app():
    """The program at its main menu, headless, with the test-only toy game registered."""
    from game.scenes.menu import MainMenu

    from .shell_helpers import frames, make_app, register_toy, unregister_toy

    register_toy()
    app = make_app()
    app.stack.push(MainMenu(app))
    frames(app)
    yield app
    unregister_toy()


# The quick tier (``-m "not slow"``) leaves these out: whole games, strength comparisons and
# screen walks that take several seconds each (measured with --durations); the whole suite,
# as CI runs it, keeps them. Whole modules by name, or "module::test" for one test.
SLOW = (
    "test_real_window",  # every real-window module: a program in Xvfb
    "test_privacy_audit",
    "test_keyboard_games",
    "test_text_fit",
    "test_tool_signals",
    "test_secrets_audit",
    "test_frame_record::test_every_recorded_frame_of_a_whole_game_equals_the_frame_drawn_whole",
    "test_bot_search::test_the_team_with_look_ahead_keeps_fewer_cards_than_the_rules_alone",
    "test_bot_search::test_silex_cunning_wins_more_than_half_against_sharp",
    "test_bot_search::test_silex_sharp_leads_forgetful",
    "test_contract::test_deep_playouts_round_trip_and_refuse_illegal_moves",
    "test_contract::test_random_playouts_reach_the_end",
    "test_silencio_bot::test_bot_only_returns_legal_actions_and_games_end",
    "test_silencio_bot::test_bench_is_deterministic_and_plays_whole_games",
    "test_silencio_bot::test_bot_plays_far_better_than_random_moves",
    "test_silencio_bot::test_the_same_deal_plays_the_same_in_every_process",
    "test_history_stats::test_statistics_recomputed_from_kept_games_add_up",
    "test_history_same_deal::test_the_computer_team_plays_a_silencio_deal_and_keeps_it_beside_the_tables",
    "test_silver_scene::test_humans_play_a_whole_game_by_mouse_behind_the_curtain",
    "test_zilence_contract::test_every_player_count_plays_with_saves_checked",
    "test_zilence_contract::test_random_games_keep_the_contract_and_end",
    "test_replay::test_a_whole_game_replays_exactly_and_each_seat_sees_only_what_it_knew",
    "test_undo::test_every_kind_of_action_discloses_no_less_than_is_learned",
    "test_undo::test_computer_moves_after_are_taken_back_only_if_they_revealed_nothing",
    "test_sounds::test_every_sound_changes_the_screen_in_its_frame",
    "test_reduced_motion::test_a_whole_game_with_reduced_motion_moves_nothing_between_two_places",
    "test_silver_issue36::test_the_last_round_by_keyboard_alone_reaches_the_end_and_play_again_deals_anew",
    "test_guide::test_every_note_lies_beside_what_it_points_at",
    "test_guide::test_every_note_fits_beside_its_anchor_with_the_largest_text",
    "test_guide::test_every_note_and_its_buttons_fit_in_every_language",
    "test_guide::test_a_wrong_move_at_every_step_is_refused_with_its_reason_and_changes_nothing",
    "test_zilence_scene::test_the_trace_calls_exactly_the_engine_route_items_and_cards_leave_their_rows",
    "test_zilence_scene::test_an_all_computer_game_plays_to_the_end_through_the_scene",
    "test_replay::test_play_runs_the_moves_at_the_chosen_speed_in_every_title",
    "test_replay::test_everything_open_draws_silencio_hands_and_deck_as_cards_over_the_whole_hand",
    "test_replay::test_a_click_on_the_table_changes_nothing_but_explains",
    "test_replay::test_the_keyboard_focus_stays_on_the_controls_from_move_to_move",
    "test_silencio_scene::test_the_end_box_says_why_the_game_stopped",
    "test_shell_icon::test_the_generator_reproduces_every_file_byte_for_byte",
    "test_silver_scene::test_an_all_computer_game_plays_to_the_end_through_the_scene",
    "test_silver_table_fixes::test_humans_see_a_whole_round_through_to_the_next_by_mouse",
    "test_silver_table_fixes::test_the_round_end_reveal_stays_until_someone_presses_next_round",
    "test_silex_scene::test_humans_play_a_whole_game_by_mouse_behind_the_curtain",
    "test_contract::test_every_player_count_plays",
    "test_contract::test_views_and_logs_leak_nothing_across_resampled_secrets",
    "test_zilence_validate::test_shipped_board_passes_with_statistics",
    "test_zilence_loader::test_every_map_opens_in_tiled_with_its_tilesets_and_survives_a_tiled_save",
    "test_net_hostile::test_ten_thousand_hostile_messages_change_nothing",
)


# The audit run (``python -m pytest -m audit``, a step of its own in CI) holds what needs
# minutes of play to say anything new: strength comparisons over many deals, thousands of
# random playouts, and the widest sweeps of tests the suite also runs at one representative
# setting. The README's test command leaves them out; any ``-m`` naming "audit" takes them in.
AUDIT = (
    "test_bot_search::test_the_team_with_look_ahead_keeps_fewer_cards_than_the_rules_alone",
    "test_bot_search::test_silex_cunning_wins_more_than_half_against_sharp",
    "test_bot_search::test_silex_sharp_leads_forgetful",
    "test_contract::test_thousands_of_random_playouts_reach_the_end",
    "test_contract::test_more_deep_playouts_round_trip_and_refuse_illegal_moves",
    "test_net_wire_privacy::test_fifty_networked_games_per_title_leak_nothing",
)


def _walk_in_audit(params: str) -> bool:
    """The text-fit walk in the suite: every language at 800x600 (the tightest window), and
    English at 1280x720 with the largest text; every other look and language in the audit."""
    if params.endswith("-800x600]"):
        return False
    english = "-en-" in params or params.startswith("[en-")
    return not (english and params.endswith("-1280x720-text150]"))


# (module::test, whether the parameters in its id's brackets put it in the audit run)
AUDIT_PARAMETERS: dict[str, Callable[[str], bool]] = {
    # one all-human table of two per title in the suite; three and four people, with
    # computers, and the options that move knowledge in the audit
    "test_privacy_audit::test_no_frame_shows_a_seat_anything_it_may_not_know": (
        lambda p: "[HH]" not in p and "[HH " not in p
    ),
    "test_text_fit::test_no_screen_cuts_or_shrinks_its_text": _walk_in_audit,
    "test_text_fit::test_no_table_cuts_or_shrinks_its_text": _walk_in_audit,
    "test_text_fit::test_no_replay_screen_cuts_or_shrinks_its_text": _walk_in_audit,
    # the guide's notes: the tightest window and the two longest languages in the suite
    "test_guide::test_every_note_lies_beside_what_it_points_at": lambda p: p != "[size0]",
    "test_guide::test_every_note_and_its_buttons_fit_in_every_language": (
        lambda p: p in ("[nl]", "[fr]")
    ),
    "test_guide::test_every_note_fits_beside_its_anchor_with_the_largest_text": (
        lambda p: p != "[en]"
    ),
    # whole games by keys and every sound's frame: the suite plays Silencio and Zilence (and
    # Silencio by real keys in a real window), the audit all four titles
    "test_keyboard_games::test_a_whole_game_is_played_by_keys_alone": (
        lambda p: p in ("[silver]", "[silex]")
    ),
    "test_sounds::test_every_sound_changes_the_screen_in_its_frame": (
        lambda p: p in ("[silver]", "[silex]")
    ),
    # whole games at three and four seats: the suite plays the same at two
    "test_silencio_bot::test_bot_only_returns_legal_actions_and_games_end": (
        lambda p: p.startswith("[4-")
    ),
    "test_silver_scene::test_humans_play_a_whole_game_by_mouse_behind_the_curtain": (
        lambda p: not p.startswith("[2-")
    ),
    "test_silver_scene::test_an_all_computer_game_plays_to_the_end_through_the_scene": (
        lambda p: not p.endswith("-2]")
    ),
}
# (module::test, whether the parameters in its id's brackets make it slow)
SLOW_PARAMETERS: dict[str, Callable[[str], bool]] = {
    # a whole Silver game is some 700 moves: across processes and audited, some 20 s
    "test_net_processes::test_a_host_and_two_joining_programs_play_a_whole_game": (
        lambda p: p == "[silver]"
    ),
    "test_net_wire_privacy::test_networked_games_leak_nothing_on_the_wire": (
        lambda p: p == "[silver]"
    ),
}


def is_audit(name: str, params: str) -> bool:
    """``name`` is "module::test"; ``params`` the bracketed part of the test's id ("" if none)."""
    if name in AUDIT:
        return True
    in_audit = AUDIT_PARAMETERS.get(name)
    return bool(params) and in_audit is not None and in_audit(params)


def is_real_window(nodeid: str) -> bool:
    return nodeid.rpartition("/")[2].startswith("test_real_window")


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config, log):
    """Real-window tests run one after another on one pytest-xdist worker: each starts its own
    Xvfb and program, and two at once on two cores would make their timing the machine's.
    Every other test is a unit of its own, as ``--dist load`` hands them out. (Our own
    scheduler: pytest 9 no longer lets ``--dist loadgroup`` rename a test to its group.)"""
    from xdist.scheduler import LoadScopeScheduling

    class RealWindowsTogether(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return "real_window" if is_real_window(nodeid) else nodeid

    return RealWindowsTogether(config, log)


def pytest_collection_modifyitems(config, items) -> None:
    """The tests named in SLOW are marked ``slow``; those in AUDIT ``audit`` (and ``slow``),
    and left out unless the marker expression names "audit"."""
    audits = "audit" in (config.getoption("markexpr", "") or "")
    kept, left = [], []
    for item in items:
        module = item.module.__name__.rpartition(".")[2]
        name = f"{module}::{item.originalname}"
        if any(module.startswith(s) if "::" not in s else name == s for s in SLOW):
            item.add_marker(pytest.mark.slow)
        slow_when = SLOW_PARAMETERS.get(name)
        if slow_when is not None and slow_when(item.name[len(item.originalname) :]):
            item.add_marker(pytest.mark.slow)
        if is_audit(name, item.name[len(item.originalname) :]):
            item.add_marker(pytest.mark.audit)
            item.add_marker(pytest.mark.slow)
            if not audits:
                left.append(item)
                continue
        kept.append(item)
    if left:
        config.hook.pytest_deselected(items=left)
        items[:] = kept
    # The real-window group first: its worker spends minutes waiting on programs in Xvfb,
    # best while the other workers keep the cores busy, not at the end with nothing beside it.
    items.sort(
        key=lambda item: not item.module.__name__.rpartition(".")[2].startswith("test_real_window")
    )


AUDITED_BY_WORKERS: dict[str, list[int]] = {}  # the privacy audit's counts, summed over workers


def pytest_sessionfinish(session) -> None:
    """On a pytest-xdist worker: hand the privacy audit's counts to the controller."""
    output = getattr(session.config, "workeroutput", None)
    if output is not None:
        from .test_privacy_audit import AUDITED

        output["privacy_audit"] = {game: list(counts) for game, counts in AUDITED.items()}


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node, error) -> None:
    for game, counts in node.workeroutput.get("privacy_audit", {}).items():
        total = AUDITED_BY_WORKERS.setdefault(game, [0, 0, 0, 0])
        for i, n in enumerate(counts):
            total[i] += n


def pytest_terminal_summary(terminalreporter) -> None:
    """The privacy audit's report line: frames audited per title."""
    from .test_privacy_audit import AUDITED

    audited = AUDITED_BY_WORKERS or AUDITED
    for game, (games, frames, spectator, curtains) in sorted(audited.items()):
        terminalreporter.write_line(
            f"privacy audit: {game}: {games} whole games, {frames} frames audited "
            f"({spectator} on the spectator view), {curtains} curtains, 0 leaks"
        )


def pytest_xdist_auto_num_workers(config) -> int | None:
    """``-n auto`` on a small machine running the real-window tests: one worker more than
    cores, since the worker that runs them spends its time waiting on a program in Xvfb
    while the others keep the cores busy (the quick tier, without them, uses the cores)."""
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # (not on every system)
        cores = os.cpu_count() or 1
    quick = "not slow" in (config.getoption("markexpr", "") or "")
    return cores if quick or cores >= 4 else cores + 1
