"""Every screen and every table at 800x600, 1280x720 and 1920x1080: no text is cut (ended
with an ellipsis because it did not fit its box) and none is smaller than 11 real pixels.

The walk opens each screen a player reaches (menu and its tooltip, the new-game question,
game choice, every setup page of every game, settings, every rules text, pause, History
(empty, with games, the delete question), Statistics, the quit question, the curtain) and
each game's table with two humans and a computer, the table view between turns, a few moves
in, and its end screen.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from types import SimpleNamespace

import pytest

from game import i18n
from game.engine import GAMES, new_game
from game.files import saves
from game.history import store
from game.net.table_link import start_hosting
from game.scenes.curtain import CurtainScene
from game.scenes.dialog import Dialog
from game.scenes.game_select import GameSelect
from game.scenes.history import HistoryScene
from game.scenes.keys_help import KeysScene, table_keys
from game.scenes.menu import MainMenu
from game.scenes.network.join import JoinScene
from game.scenes.network.lobby import HostLobby
from game.scenes.pause import PauseScene
from game.scenes.rules import RulesScene
from game.scenes.settings import SettingsScene
from game.scenes.setup import SetupScene
from game.scenes.zilence.keys import zilence_key_rows
from game.shell.session import Seat, Session

from .history_helpers import keep
from .i18n_helpers import english_left, in_language
from .shell_helpers import frames, make_app, open_table, pass_curtain

# (window width, height, text size in percent): every window size at the normal text, and
# the larger text sizes where a player who needs them is likely to look.
SIZES = [
    (800, 600, 100),
    (1280, 720, 100),
    (1920, 1080, 100),
    (1280, 720, 150),
    (1920, 1080, 150),
    (800, 600, 125),
]


def size_id(size: tuple[int, int, int]) -> str:
    w, h, percent = size
    return f"{w}x{h}" + ("" if percent == 100 else f"-text{percent}")


def walker(size: tuple[int, int, int]):
    """The program in a window of ``size``, its text at the size's percent."""
    app = make_app(size[:2])
    app.set_text_size(size[2])
    return app


LANGUAGES = list(i18n.LANGUAGES)
SMALLEST_PX = 11
TABLE_GAMES = ["silencio", "silex", "silver", "zilence"]


def overlapping(painter) -> list[tuple[str, str]]:
    """Pairs of texts of one layer drawn over each other (more than the blank margin a line
    of text keeps above and below its letters)."""
    boxes = painter.drawn_boxes
    texts = painter.drawn_text
    found = []
    for i, (layer, a) in enumerate(boxes):
        for j in range(i + 1, len(boxes)):
            other, b = boxes[j]
            if other != layer or texts[i] == texts[j]:
                continue
            cut = a.clip(b)
            if cut.w > 2 and cut.h > 0.3 * min(a.h, b.h):
                found.append((texts[i], texts[j]))
    return found


def seen(app, where: str) -> list[str]:
    """What is wrong with the frame just drawn."""
    painter = app.painter
    problems = [f"{where}: cut {t!r}" for t in painter.cut_text]
    problems += [f"{where}: {a!r} over {b!r}" for a, b in overlapping(painter)]
    small = [(px, t) for px, t in zip(painter.drawn_px, painter.drawn_text, strict=True) if px < 11]
    problems += [f"{where}: {px} px {t!r}" for px, t in small]
    return problems


def screens(app) -> Iterator[tuple[str, Callable[[], None]]]:
    """(name, open it) for every screen outside the tables, in a player's order."""
    stack = app.stack

    def menu() -> None:
        stack.reset(MainMenu(app))

    yield "menu", menu

    def menu_hover_continue() -> None:
        menu()
        top = stack.top
        top.form.focus = top.continue_button  # its tooltip shows
        top.form.hover = top.continue_button

    yield "menu with the Continue tooltip", menu_hover_continue

    def new_game_question() -> None:
        menu()
        stack.top.new_game()

    yield "new game question", new_game_question
    yield "game choice", lambda: stack.reset(MainMenu(app), GameSelect(app))
    for game in GAMES:
        if game == "toy":
            continue

        def setup(game=game) -> None:
            stack.reset(MainMenu(app), SetupScene(app, game))

        yield f"{game} setup", setup

        def rules(game=game) -> None:
            stack.reset(MainMenu(app), RulesScene(app, game))

        yield f"{game} rules", rules
    yield "settings", lambda: stack.reset(MainMenu(app), SettingsScene(app))
    yield "pause", lambda: stack.reset(MainMenu(app), PauseScene(app, "silver"))
    for where in ("host", "joined"):

        def networked_pause(where=where) -> None:
            stack.reset(MainMenu(app), PauseScene(app, "silver", networked=where))

        yield f"pause, {where}", networked_pause

        def leave_question(where=where) -> None:
            networked_pause(where)
            stack.top.ask_quit_to_menu()

        yield f"pause, {where}, leave question", leave_question

    def join_table() -> None:
        from game.net.discovery import Announced

        stack.reset(MainMenu(app), JoinScene(app))
        seats = ((1, "Bartholomew"), (2, "Cleopatra"))
        stack.top.pick(
            Announced("Annabelle's table", "silver", 2, "", "192.168.1.20", 47334, seats)
        )
        stack.top.error = i18n._(  # the longest thing it says
            "Type the host's address, as its lobby shows it (such as 192.168.1.20:47334)."
        )

    yield "join a table", join_table

    def lobby() -> None:
        names = ("Annabelle", "Bartholomew", "Cleopatra", "Dmitri")
        seats = [Seat(n, i != 3) for i, n in enumerate(names)]
        session = Session(new_game("silver", 4, seed=3), seats)
        session.away = frozenset({1, 2})
        start_hosting(session, "Annabelle", port=0)
        stack.reset(MainMenu(app), HostLobby(app, session))

    yield "hosting lobby", lobby

    def keys() -> None:  # the longest list: Zilence on one keyboard, four people
        names = ["Annabelle", "Bartholomew", "Cleopatra", "Dmitri"]
        table = SimpleNamespace(same_keyboard=True, names=names)
        table.session = SimpleNamespace(humans=[0, 1, 2, 3])
        rows = table_keys() + zilence_key_rows(table)
        stack.reset(MainMenu(app), KeysScene(app, i18n._("Keys"), rows))

    yield "keys", keys

    yield "history, empty", lambda: stack.reset(MainMenu(app), HistoryScene(app))

    def history() -> None:
        if not store.entries():
            keep(8, names=("Annabelle", "Bartholomew", "Cleo", "Dmitri"))
        stack.reset(MainMenu(app), HistoryScene(app))

    yield "history", history

    def delete_question() -> None:
        history()
        stack.top.ask_delete()

    yield "history, delete question", delete_question

    def statistics() -> None:
        history()
        stack.top.statistics()

    yield "statistics", statistics

    def quit_question() -> None:
        menu()
        stack.top.ask_quit()

    yield "quit question", quit_question
    yield (
        "curtain",
        lambda: stack.reset(MainMenu(app), CurtainScene(app, "Annabelle", lambda: None, "silex")),
    )
    yield "menu again", menu  # (the last screen leaves: a hosted table stops listening)


def setup_pages(app, where: str) -> list[str]:
    """Every page of a setup screen's options (they are split over pages)."""
    problems = []
    top = app.stack.top
    for page in range(1, top.option_pages()):
        top._set_option_page(page)
        frames(app, 2)
        problems += seen(app, f"{where}, page {page + 1}")
    return problems


def not_translated(misses: set[str], drawn: list[str], code: str) -> list[str]:
    """English on a screen meant to be in ``code``: untranslated messages, English phrases."""
    if code == i18n.SOURCE:
        return []
    problems = [f"{code}: no translation for {m!r}" for m in sorted(misses)]
    return problems + [f"{code}: English left in {t}" for t in english_left(drawn, code)]


@pytest.mark.parametrize("size", SIZES, ids=size_id)
@pytest.mark.parametrize("code", LANGUAGES)
def test_no_screen_cuts_or_shrinks_its_text(code, size) -> None:
    app = walker(size)
    saves.save_session(
        Session(new_game("silex", 3, seed=2), [Seat(n, True) for n in ("Ana", "Ben", "Cleo")])
    )
    problems: list[str] = []
    drawn: list[str] = []
    with in_language(code) as misses:
        for name, show in screens(app):
            show()
            frames(app, 3)
            problems += seen(app, name)
            drawn += app.painter.drawn_text
            if isinstance(app.stack.top, SetupScene):
                problems += setup_pages(app, name)
        problems += not_translated(misses, drawn, code)
    assert not problems, "\n".join(list(dict.fromkeys(problems))[:60])


def table_frames(app, game: str) -> Iterator[str]:
    """A game with two humans and a computer through its table: the first human's view, the
    table view while the computer plays, a few moves, the end screen."""
    state = new_game(game, 3, seed=5)
    seats = [Seat("Annabelle", True), Seat("Bartholomew", True), Seat("Cleo", False, "")]
    session = Session(state, seats)
    scene = open_table(app, session)
    rng = random.Random(5)
    for step in range(6000):
        dt = 0.25 if scene.shared_moment() else 0.05
        if step % 10 == 0 or not isinstance(app.stack.top, type(scene)):
            app.frame(dt, [])
        else:
            unseen_frame(app, dt)  # a frame no check looks at: the clock moves, nothing drawn
        if isinstance(app.stack.top, CurtainScene):
            pass_curtain(app)
            continue
        if isinstance(app.stack.top, Dialog):
            frames(app, 30)
            app.stack.top.form.widgets[0].activate()
            continue
        if step % 10 == 0 or scene.ended():
            yield f"{game} table, move {len(state.history)}, viewer {scene.viewer}"
        if scene.ended():
            return
        actions = scene.my_actions()
        if actions and not scene.motion.busy and not scene.guard.up:
            scene.act(rng.choice(actions))
    raise AssertionError(f"{game} did not end")


def unseen_frame(app, dt: float) -> None:
    """``app.frame`` less its drawing: the table's clock and moves go on as in a drawn frame
    (a table's update never reads its drawing), the walk checks only every tenth frame."""
    app.frames_seen += 1
    top = app.stack.top
    if top is not None and not top.preparing:
        app.guarded(top.update, dt)
    app.guarded(app.tell_saving_off)


@pytest.mark.parametrize("size", SIZES, ids=size_id)
@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("game", TABLE_GAMES)
def test_no_table_cuts_or_shrinks_its_text(game, code, size) -> None:
    """A whole game in each language: nothing cut or too small, and no English left."""
    app = walker(size)
    problems: list[str] = []
    drawn: list[str] = []
    with in_language(code) as misses:
        for where in table_frames(app, game):
            problems += seen(app, where)
            drawn += app.painter.drawn_text
        problems += not_translated(misses, drawn, code)
    assert not problems, "\n".join(list(dict.fromkeys(problems))[:60])


@pytest.mark.parametrize("size", SIZES, ids=size_id)
@pytest.mark.parametrize("code", LANGUAGES)
def test_no_replay_screen_cuts_or_shrinks_its_text(code, size) -> None:
    """A finished Silex game's replay: its first move, moves along the game through every
    seat's eyes and everything open, the eyes' choices, the last move."""
    from game.scenes.replay import OPEN, open_replay

    seats = [Seat("Annabelle", True), Seat("Bartholomew", False), Seat("Cleo", False)]
    session = Session(new_game("silex", 3, seed=5), seats)
    while not session.state.is_over:
        session.apply(session.bot_action())
    app = walker(size)
    scene = open_replay(app, session.to_json(), "Silex and the City")
    app.stack.reset(MainMenu(app), scene)
    problems: list[str] = []
    drawn: list[str] = []
    n = len(scene.timeline)
    with in_language(code) as misses:
        scene.language_changed()
        for position in (0, 1, n // 3, n // 2, n - 1, n):
            scene.jump(position)
            for eyes in [0, 1, 2, OPEN]:
                scene.set_eyes(eyes)
                frames(app, 2)
                problems += seen(app, f"replay move {position}, eyes {eyes}")
                drawn += app.painter.drawn_text
        scene.toggle_eyes()
        frames(app, 2)
        problems += seen(app, "replay, the eyes' choices")
        drawn += app.painter.drawn_text
        problems += not_translated(misses, drawn, code)
    assert not problems, "\n".join(list(dict.fromkeys(problems))[:60])
