"""``--smoke``: open every built scene headless for a few frames, then exit 0 or 1 with why.

Used by CI on the frozen executable. ``app.main`` points the user data dir at a throwaway
folder before this runs, so it never touches the player's own saves or log.
"""

from __future__ import annotations

import logging
import sys
import time
from collections.abc import Callable
from typing import Any

import pygame

log = logging.getLogger("quiet_table.smoke")
FRAMES = 5
GAME_MOVES = 8
TABLE_SECONDS = 60  # a table's moves on a slow machine, at most


def run_frames(app, n: int) -> None:
    for _ in range(n):
        app.frame(1 / 60, pygame.event.get())


def missing_shipped_files(game_ids) -> list[str]:
    """Fonts, rules texts, the Zilence board and the window icon must be found (else fonts and
    the icon fall back quietly)."""
    from ..engine.common.resources import asset_path, level_path
    from ..shell.catalogue import entry
    from ..ui.fonts import FILES
    from ..ui.theme import WINDOW_ICON

    wanted = [asset_path("fonts", f) for f in FILES.values()]
    wanted += [asset_path("rules", entry(g).rules) for g in game_ids]
    wanted += [level_path("zilence", "catalogue.json"), level_path("zilence", "center.tmx")]
    wanted.append(WINDOW_ICON)
    return [f"shipped file missing: {path}" for path in wanted if not path.is_file()]


def missing_catalogues() -> list[str]:
    """Every language but English needs its catalogues (assets/locale/<code>/*.po): without
    them the screens quietly stay in English."""
    from .. import i18n

    problems = []
    for code in i18n.LANGUAGES:
        if code == i18n.SOURCE:
            continue
        folder = i18n.locale_dir(code)
        try:
            found = sorted(folder.glob("*.po"))
        except OSError:
            found = []
        if not found:
            problems.append(f"catalogue missing: no .po files for {code} in {folder}")
    return problems


def language_screens(app) -> list[str]:
    """The menu, a setup screen and the settings in every language (its catalogue read and
    its texts drawn), then the language the run started in again."""
    from .. import i18n
    from ..engine import GAMES
    from ..scenes.menu import MainMenu
    from ..scenes.registry import has_scene
    from ..scenes.settings import SettingsScene
    from ..scenes.setup import SetupScene

    problems: list[str] = []
    before = i18n.language()
    built = [g for g in GAMES if has_scene(g)]
    try:
        for code in i18n.LANGUAGES:
            i18n.set_language(code)
            if code != i18n.SOURCE and i18n.load(code).gettext("Settings") == "Settings":
                problems.append(f"{code}: the catalogue gives no translation of 'Settings'")
            screens = [("menu", lambda: MainMenu(app)), ("settings", lambda: SettingsScene(app))]
            screens += [(f"setup {g}", lambda g=g: SetupScene(app, g)) for g in built]
            for name, make in screens:
                app.stack.reset(MainMenu(app), make())
                app.stack.language_changed()
                run_frames(app, 2)
                if app.errors:
                    problems.append(f"{name} in {code}: {app.errors[-1]}")
                    app.errors.clear()
    finally:
        i18n.set_language(before)
    return problems


def bot_process_problems(game_ids) -> list[str]:
    """The computer players' own process starts (in the executable too, through
    ``freeze_support``) and decides as the table would, for every game."""
    from ..computers import process as bot_process
    from ..engine import GAMES, new_game
    from ..shell.session import Seat, Session

    problems = []
    for game_id in game_ids:
        state = new_game(game_id, GAMES[game_id].min_players, seed=1)
        session = Session(state, [Seat(f"Bot {i + 1}", False) for i in range(state.num_players)])
        if problem := bot_process.check(session):
            problems.append(f"{game_id}: {problem}")
    return problems


def broken_content(game_ids) -> list[str]:
    """Each game's own shipped files (Zilence's board and card list) read as a game does: a
    broken one is named (a table, or Continue, would only fail later)."""
    from ..engine import GAMES, new_game
    from ..engine.common import ContentError

    problems = []
    for game_id in game_ids:
        try:
            new_game(game_id, GAMES[game_id].min_players, seed=1)
        except ContentError as exc:
            files = ", ".join(exc.files) or "?"
            problems.append(f"{game_id}: a shipped file cannot be read: {files}\n    {exc}")
    return problems


def failed(problems: list[str]) -> int:
    log.error("smoke test failed: %s", problems)
    if sys.stderr is not None:
        print("smoke test failed:\n  " + "\n  ".join(problems), file=sys.stderr)
    return 1


def run_smoke(make_app: Callable[[], Any]) -> int:
    """Open every screen with the program's ``App`` (handed in: this module sits below the app)."""
    from ..engine import GAMES, new_game
    from ..scenes.game_select import GameSelect
    from ..scenes.history import HistoryScene, StatsScene
    from ..scenes.menu import MainMenu
    from ..scenes.pause import PauseScene
    from ..scenes.registry import has_scene, open_game
    from ..scenes.rules import RulesScene
    from ..scenes.settings import SettingsScene
    from ..scenes.setup import SetupScene
    from ..shell.catalogue import GAME_LIST
    from ..shell.session import Seat, Session
    from .net_check import net_smoke

    if broken := broken_content(GAMES):
        return failed(broken)
    app = make_app()
    app.settings.bot_speed = "instant"
    built = [g for g in GAMES if has_scene(g)]
    screens: list[tuple[str, Callable[[], object]]] = [
        ("menu", lambda: MainMenu(app)),
        ("new game", lambda: GameSelect(app)),
        ("settings", lambda: SettingsScene(app)),
        ("pause", lambda: PauseScene(app, GAME_LIST[0].game_id)),
        ("history", lambda: HistoryScene(app)),
        ("statistics", lambda: StatsScene(app, [])),
    ]
    games = [e.game_id for e in GAME_LIST]
    screens += [(f"rules {g}", lambda g=g: RulesScene(app, g)) for g in games]
    screens += [(f"setup {g}", lambda g=g: SetupScene(app, g)) for g in built]

    def lobby():  # a table hosted on this computer, one seat away
        from ..net.table_link import start_hosting
        from ..scenes.network.lobby import HostLobby

        seats = [Seat("Ana", True), Seat("Ben", True), Seat("Bot", False)]
        session = Session(new_game(games[0], 3, seed=1), seats)
        session.away = frozenset({1})
        start_hosting(session, "Ana", port=0)
        return HostLobby(app, session)

    def join():
        from ..scenes.network.join import JoinScene

        return JoinScene(app)

    screens += [("hosting lobby", lobby), ("join a table", join)]
    if "zilence" in built:
        from ..scenes.zilence.practice import PracticeScene

        def practice():
            scene = PracticeScene(app, seed=1)
            scene.start()  # a round on the board, counting down
            return scene

        screens.append(("scanning practice", practice))
    problems: list[str] = missing_shipped_files(games) + missing_catalogues()
    problems += bot_process_problems(built)
    problems += net_smoke()  # a table hosted and joined on this computer
    problems += language_screens(app)
    for name, make in screens:
        app.stack.reset(MainMenu(app), make())
        run_frames(app, FRAMES)
        if app.errors:
            problems.append(f"{name}: {app.errors[-1]}")
            app.errors.clear()
    for game_id in built:
        info = GAMES[game_id]
        state = new_game(game_id, info.min_players, seed=1)
        session = Session(state, [Seat(f"Bot {i + 1}", False) for i in range(state.num_players)])
        app.stack.reset(MainMenu(app), open_game(app, session))
        # Paced as a window paces its frames: the computers think in their own process and
        # the table's first drawing is rehearsed off the frame, both in wall-clock time.
        end = time.monotonic() + TABLE_SECONDS
        for _ in range(3000):
            run_frames(app, 1)
            if len(state.history) >= GAME_MOVES or state.is_over or app.errors:
                break
            time.sleep(1 / 240)
            if time.monotonic() > end:
                break
        if app.errors:
            problems.append(f"{game_id} table: {app.errors[-1]}")
            app.errors.clear()
        elif len(state.history) < min(GAME_MOVES, state.num_players) and not state.is_over:
            # every seat moved at least once (a Zilence round first counts down its scan)
            problems.append(f"{game_id} table: computer players made no progress")
    if problems:
        return failed(problems)
    summary = f"smoke test passed: {len(screens)} screens, {len(built)} game tables"
    log.info(summary)
    if sys.stdout is not None:
        print(summary)
    return 0
