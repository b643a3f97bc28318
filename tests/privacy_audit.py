"""The privacy audit: whole games through the real table scenes, every frame checked.

Every seat's moves are chosen at random; humans take the screen the way people do (the
curtain arms, a fresh Enter lifts it) and right after each lift a burst of Enter arrives
that must not play anything. On every frame of the table the audit records the viewer
(``scene.viewer``) and checks, from the engine's facts rather than from the drawing:

- the viewer is allowed: a seat only after the audit lifted that seat's own curtain and
  while its private moment lasts (or it keeps a glimpse of what it just saw); with two or
  more humans, nobody (the spectator view) otherwise;
- the scene's view is exactly the engine's ``view(viewer)`` (or ``spectator_view()``),
  and its log is exactly the viewer's log (public lines, and its own private lines only);
- no card face is drawn that the viewer's view does not hold (Silencio, Silex), or that
  the viewer never saw (Silver); no text drawn (log, tooltip, prompt, labels) contains
  another seat's private line; the hovered widget belongs to this frame's widgets;
- the prompt bar names the viewer, or says that nobody's cards are shown.

With ``undo`` (a rate), people also take moves back at random where the table offers it
(U at the table, or on the next player's curtain); after each undo the game must be exactly
the position it was before the move (every seat's view and log compared as data), so an
undo shows nobody anything it had not seen, and every frame after is checked as any other.

A failure names the game, seed, move and what leaked. Run it at scale with
``python -m tests.privacy_audit --games 200`` (it prints the frames audited per game).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.engine import new_game  # noqa: E402
from game.release import tool_signals  # noqa: E402
from game.scenes.curtain import CurtainScene  # noqa: E402
from game.scenes.dialog import Dialog  # noqa: E402
from game.scenes.guard import GUARD_SECONDS  # noqa: E402
from game.scenes.table import TableScene  # noqa: E402
from game.shell.session import Seat, Session  # noqa: E402

DT = 0.1  # seconds per audited frame: coarse, so whole games stay affordable
SHOW_DT = 0.25  # while the table shows everyone something (Zilence's countdown, a replay)
MAX_FRAMES = 40_000


@dataclass(frozen=True)
class Table:
    """One audited configuration: the game, who is human, the options."""

    game: str
    humans: tuple[bool, ...]
    options: dict[str, Any] = field(default_factory=dict, hash=False)

    def label(self) -> str:
        who = "".join("H" if h else "C" for h in self.humans)
        opts = ",".join(f"{k}={v}" for k, v in sorted(self.options.items()))
        return f"{self.game}[{who}{' ' + opts if opts else ''}]"


# All-human tables at every size the game allows and with the options that move knowledge,
# then mixes of humans and computers.
TABLES: dict[str, list[Table]] = {
    "silencio": [
        Table("silencio", (True, True)),
        Table("silencio", (True, True, True), {"tavern": True}),
        Table("silencio", (True, True, True, True), {"unlit_shrines": "all"}),
        Table("silencio", (True, True, False)),
    ],
    "silver": [
        Table("silver", (True, True), {"memory": "faithful"}),
        Table("silver", (True, True, True), {"memory": "assist"}),
        Table("silver", (True, True, True, True), {"memory": "faithful"}),
        Table("silver", (True, True, False), {"memory": "assist"}),
    ],
    "silex": [
        Table("silex", (True, True), {"memory_aid": True}),
        Table("silex", (True, True, True), {"memory_aid": False}),
        Table("silex", (True, True, True, True), {"memory_aid": True}),
        Table("silex", (True, False, True), {"memory_aid": True}),
    ],
    "zilence": [
        Table("zilence", (True, True), {"choice_mode": "curtain", "scan_seconds": 10}),
        Table("zilence", (True, True, True), {"choice_mode": "same_keyboard", "scan_seconds": 10}),
        Table("zilence", (True, True, True, True), {"choice_mode": "curtain", "scan_seconds": 10}),
        Table("zilence", (True, True, False), {"choice_mode": "curtain", "scan_seconds": 10}),
    ],
}


class Leak(AssertionError):
    """A frame showed what its viewer may not know."""


@dataclass
class Audit:
    """What one game's audit saw."""

    frames: int = 0
    spectator_frames: int = 0
    curtains: int = 0
    bursts_refused: int = 0
    moves: int = 0
    undos: int = 0
    said: int = 0  # announcements to a screen reader, each checked as a frame is
    hands_said: int = 0  # of them, a seat's own cards read out


def audit_game(
    table: Table,
    seed: int,
    size: tuple[int, int] = (1280, 720),
    undo: float = 0.0,
    calm: bool = False,
) -> Audit:
    """Play one whole game through its table scene and audit every frame (``undo``: how
    often a person takes a move back where the table offers it; ``calm``: with reduced
    motion, every frame also checked for anything drawn on its way between two places)."""
    from .shell_helpers import make_app, open_table

    app = make_app(size)
    app.settings.reduced_motion = calm
    state = new_game(table.game, len(table.humans), seed=seed, options=table.options)
    seats = [Seat(f"P{i}", h, "") for i, h in enumerate(table.humans)]
    session = Session(state, seats)
    scene = open_table(app, session)
    rng = random.Random(f"audit:{table.label()}:{seed}")
    audit = Audit()
    run = Run(app, session, scene, rng, audit, f"{table.label()} seed {seed}", undo=undo)
    run.play()
    return audit


@dataclass
class Run:
    app: Any
    session: Session
    scene: TableScene
    rng: random.Random
    audit: Audit
    name: str
    undo: float = 0.0  # how often a move is taken back where the table offers it
    lifted: int | None = None  # the seat whose curtain this audit lifted last
    # Each position a person moved from: everything anyone could see there (see seen_at).
    positions: dict[int, str] = field(default_factory=dict)
    # Faces that everyone has seen at some point (a pile's old top, still shown while the
    # new card lands on it): public for good.
    public_ever: set[Any] = field(default_factory=set)
    _lines: dict[tuple[Any, ...], tuple[list[str], set[str], Any]] = field(default_factory=dict)
    _worded: dict[tuple[Any, ...], tuple[Any, str]] = field(default_factory=dict)
    said_checked: int = 0  # the announcer's count already checked

    # ---- driving the game --------------------------------------------------------------
    def frame(self, dt: float = DT, events: list[pygame.event.Event] | None = None) -> None:
        self.note_public()
        moves = len(self.session.state.history)
        self.raw_frame(dt, events or [])
        assert not self.app.errors, f"{self.name}: {self.app.errors}"
        if len(self.session.state.history) < moves:
            self.check_undone()
        if self.app.stack.top is self.scene:
            self.check_frame()

    def raw_frame(self, dt: float, events: list[pygame.event.Event]) -> None:
        """One frame of the program; what it told the screen reader is checked at once."""
        self.app.frame(dt, events)
        self.check_said()

    def play(self) -> None:
        state = self.session.state
        self.note_public()
        for _ in range(MAX_FRAMES):
            top = self.app.stack.top
            if isinstance(top, CurtainScene):
                self.pass_curtain(top)
            elif isinstance(top, Dialog):
                self.frame(GUARD_SECONDS + 0.05)
                self.frame(DT, list(press(pygame.K_RETURN)))
            elif self.scene.ended():
                self.frame()
                return
            elif self.may_choose():
                self.choose()
            else:
                showing = self.scene.shared_moment() or self.scene.hold_curtain()
                self.frame(SHOW_DT if showing else DT)
        raise AssertionError(
            f"{self.name}: no end after {MAX_FRAMES} frames ({state.history[-3:]})"
        )

    def pass_curtain(self, curtain: CurtainScene) -> None:
        """The curtain: nothing private under it; the named player's fresh Enter lifts it,
        and a burst of Enter right after the lift plays nothing."""
        self.audit.curtains += 1
        self.raw_frame(curtain.arm + 0.05, [])  # the curtain arms itself
        self.check_curtain_frame()
        named = self.session.seat_to_show()
        assert curtain.name == self.session.names[named]
        if curtain.undo is not None and self.rng.random() < self.undo:
            self.frame(0.03, list(press(pygame.K_u)))  # the last mover takes it back
            if self.app.stack.top is curtain:
                raise AssertionError(f"{self.name}: the curtain's undo did nothing")
            return
        self.raw_frame(0.03, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0)])
        moves = len(self.session.state.history)
        self.raw_frame(0.03, [pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0)])
        if self.app.stack.top is not curtain:
            self.lifted = named
            for _ in range(3):  # a burst: separate presses, 30 ms apart
                self.frame(0.015, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0)])
                self.frame(0.015, [pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0)])
            self.click_something()  # and a click that was meant for the last player
            # The named human's moment: nobody else may move, and the burst must not.
            made = self.session.state.history[moves:]
            if made:
                raise Leak(f"{self.name}: a burst of Enter after the curtain played {made}")
            self.audit.bursts_refused += 1

    def click_something(self) -> None:
        """A click on a usable table object (one that would play at once, if guarded not)."""
        scene = self.scene
        usable = scene.usable_objects()
        spots = [rect.center for obj, rect in scene.hit.items() if obj in usable]
        if not spots or self.app.stack.top is not scene:
            return
        real = self.app.painter.vp.to_real(*self.rng.choice(spots))
        down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=real, button=1)
        up = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=real, button=1)
        self.frame(0.015, [down])
        self.frame(0.015, [up])
        scene.cancel()  # a click that only selected (several choices) is put back

    def may_choose(self) -> bool:
        scene = self.scene
        if scene.guard.up or scene.motion.busy:
            return False
        return bool(scene.my_actions()) or bool(self.keyboard_waiting())

    def keyboard_waiting(self) -> list[int]:
        """Zilence on one keyboard: the humans who have not pressed their key yet."""
        scene = self.scene
        if not getattr(scene, "same_keyboard", False) or getattr(scene, "phase", "") != "choose":
            return []
        return [s for s in self.session.humans[:4] if s not in scene.keyboard_choices]

    def choose(self) -> None:
        """A person's move, chosen at random among what the table offers them."""
        waiting = self.keyboard_waiting()
        self.audit.moves += 1
        if waiting:
            from game.scenes.zilence.keys import SEAT_KEYS

            keys = SEAT_KEYS[self.session.humans.index(waiting[0])]
            self.frame(DT, list(press(self.rng.choice(keys))))
            return
        actions = self.scene.my_actions()
        action = self.rng.choice(actions)
        if self.undo:  # an undo lands here: what anyone could see, to compare it with
            self.positions[len(self.session.state.history)] = self.seen_at()
        if not self.scene.act(action):
            raise AssertionError(f"{self.name}: the table refused its own move {action}")
        self.frame()
        if self.scene.undo_available() and self.rng.random() < self.undo:
            self.frame(DT, list(press(pygame.K_u)))  # taken back at the table

    def seen_at(self) -> str:
        """Everything anyone could see of the position now, as data."""
        state = self.session.state
        seats = range(state.num_players)
        return repr(
            (
                [state.view(s) for s in seats],
                [state.events_for(s) for s in seats],
                state.spectator_view(),
                state.to_json(),
            )
        )

    def check_undone(self) -> None:
        """An undo put the game back exactly where a person moved from: no seat's view or
        log holds anything it had not seen there."""
        self.audit.undos += 1
        moves = len(self.session.state.history)
        if self.positions.get(moves) != self.seen_at():
            raise Leak(f"{self.name}: the game after an undo is not the one before move {moves}")

    # ---- the checks ----------------------------------------------------------------------
    def check_said(self) -> None:
        """Each announcement of the frame was said to the seat on screen (or to nobody under a
        curtain) and names no line or card face that seat may not know."""
        speech = self.app.speech
        fresh = min(speech.count - self.said_checked, len(speech.said))
        self.said_checked = speech.count
        on_table = self.app.stack.top is self.scene
        for said in list(speech.said)[len(speech.said) - fresh :]:
            self.audit.said += 1
            self.audit.hands_said += said.kind == "hand"
            reader = said.reader
            where = f"{self.name}, move {len(self.session.state.history)}, said to {reader}"
            if reader is not None and (not on_table or reader != self.scene.viewer):
                raise Leak(f"{where}: said to a seat whose view is not on screen: {said.text!r}")
            for line in self.lines(reader)[1]:
                if line in said.text:
                    raise Leak(f"{where}: another seat's private line said: {line!r}")
            if said.faces and not self.may_know(reader, said.faces):
                raise Leak(f"{where}: a card the reader does not know said: {said.text!r}")

    def may_know(self, reader: int | None, faces: tuple[Any, ...]) -> bool:
        """Every face is one ``reader`` may know now (Silver: (card, face) pairs)."""
        state = self.session.state
        if state.GAME_ID == "silver":
            return all(
                (state.up[tag] or reader in state.seen[tag]) and face.value == str(state.val[tag])
                for tag, face in faces
            )
        known = CARD_FACES.get(state.GAME_ID)
        if known is None:
            return False  # a game whose faces the audit cannot check says none
        view = state.view(reader) if reader is not None else state.spectator_view()
        return not set(faces) - set(known(view)) - self.public_ever

    def check_curtain_frame(self) -> None:
        painter = self.app.painter
        if painter.drawn_cards:
            raise Leak(f"{self.name}: card faces drawn under the curtain")

    def check_frame(self) -> None:
        scene, session, state = self.scene, self.session, self.session.state
        viewer = scene.viewer
        self.audit.frames += 1
        self.audit.spectator_frames += viewer is None
        where = f"{self.name}, move {len(state.history)}, viewer {viewer}"
        if session.private_screens:
            if viewer is not None and viewer != self.lifted:
                raise Leak(f"{where}: seat {viewer}'s view without its own curtain")
            moment = scene.private_seat() == viewer or scene.hold_curtain()
            if viewer is not None and not moment and not state.is_over:
                raise Leak(f"{where}: seat {viewer}'s view after its moment was over")
        expected = state.view(viewer) if viewer is not None else state.spectator_view()
        if scene.view != expected and not scene.ended():
            raise Leak(f"{where}: the table draws from a view that is not the viewer's")
        self.check_log(viewer, where)
        self.check_text(viewer, where)
        self.check_cards(viewer, where)
        self.check_prompt(viewer, where)
        if self.app.settings.reduced_motion:
            self.check_still(where)
        form = scene.form
        if form.hover is not None and form.hover not in form.widgets:
            raise Leak(f"{where}: a tooltip from an earlier moment ({form.hover.tooltip!r})")

    def check_still(self, where: str) -> None:
        """Reduced motion: nothing is on its way between two places (a card in flight, the
        Zilence pointer flying a route, the board turning)."""
        scene = self.scene
        if scene.motion.tweens:
            raise AssertionError(f"{where}: something in flight with reduced motion")
        trace = getattr(getattr(scene, "flights", None), "trace", None)
        if getattr(scene, "phase", "") == "trace" and trace is not None and not trace.done:
            raise AssertionError(f"{where}: the pointer flies with reduced motion")
        change = getattr(getattr(scene, "flights", None), "change", None)
        if getattr(scene, "phase", "") == "change" and change is not None and not change.done:
            raise AssertionError(f"{where}: the board turns with reduced motion")

    def check_log(self, viewer: int | None, where: str) -> None:
        scene, state = self.scene, self.session.state
        want, _ = self.lines(viewer)
        limit = scene.log_limit()
        if limit is not None:
            want = want[: len(state.events_for(viewer)[:limit])]
        if scene.log_panel.lines != want:
            raise Leak(f"{where}: the log is not the viewer's log")

    def lines(self, viewer: int | None) -> tuple[list[str], set[str]]:
        """The viewer's log as the engine words it, and the other seats' private lines it
        must never read (less any line the viewer may read itself); kept per position (the
        last few: frames and announcements ask for more than one viewer)."""
        state = self.session.state
        # The state itself too: after an undo, another move may leave the same counts.
        key = (viewer, id(state), len(state.events), tuple(len(p) for p in state.private))
        if key not in self._lines or self._lines[key][2] is not state:
            table, engine = self.scene.describe_event, self.session.describe
            mine = [self.worded(table, e, "table") for e in state.events_for(viewer)]
            out = set()
            for seat in range(state.num_players):
                # Another seat's lines in any wording; the viewer's own only in the engine's
                # full wording where the table words them with less (a value only glimpsed).
                out |= {self.worded(engine, e, "engine", private=True) for e in state.private[seat]}
                if seat != viewer:
                    out |= {
                        self.worded(table, e, "table", private=True) for e in state.private[seat]
                    }
            if len(self._lines) > 8:
                self._lines.clear()
            self._lines[key] = (mine, out - set(mine), state)
        mine, out, _state = self._lines[key]
        return mine, out

    def worded(self, describe: Any, event: dict[str, Any], how: str, private: bool = False) -> str:
        """``describe(event)`` once per event object, kept with it (so its id is never
        another's). A table words an event by the game's options alone (Silver's memory),
        which an audited game never changes."""
        key = (id(event), how, private)
        kept = self._worded.get(key)
        if kept is None or kept[0] is not event:
            text = describe({**event, "private": True} if private else event)
            kept = self._worded[key] = (event, text)
        return kept[1]

    def check_text(self, viewer: int | None, where: str) -> None:
        # One string of every text drawn (a line holds no NUL, so none matches across two).
        drawn = "\0".join(self.app.painter.drawn_text)
        for line in self.lines(viewer)[1]:
            if line in drawn:
                raise Leak(f"{where}: another seat's private line on screen: {line!r}")

    def check_cards(self, viewer: int | None, where: str) -> None:
        state = self.session.state
        if state.is_over:
            return  # every card is turned over at the end
        game = state.GAME_ID
        if game == "silver":
            for tag, face in self.scene.drawn_faces:
                if tag < 0:
                    continue  # the reference card's pictures
                known = state.up[tag] or (viewer is not None and viewer in state.seen[tag])
                if not known or face.value != str(state.val[tag]):
                    raise Leak(f"{where}: Silver card {tag} ({face.value}) shown")
            return
        faces = CARD_FACES.get(game)
        if faces is None:
            return
        self.note_public()
        view = state.view(viewer) if viewer is not None else state.spectator_view()
        allowed = set(faces(view)) | self.public_ever
        for face in self.app.painter.drawn_cards:
            if face not in allowed and not self.in_flight(face):
                raise Leak(f"{where}: a card face not in the viewer's view: {face}")

    def note_public(self) -> None:
        """Every face the table shows everyone now stays public (once seen, seen by all)."""
        faces = CARD_FACES.get(self.session.state.GAME_ID)
        if faces is not None:
            self.public_ever |= set(faces(self.session.state.spectator_view()))

    def in_flight(self, face: Any) -> bool:
        """A card travelling on screen was shown to everyone by the move itself."""
        return any(t.what and t.what[0] == face for t in self.scene.motion.tweens)

    def check_prompt(self, viewer: int | None, where: str) -> None:
        scene, session = self.scene, self.session
        if not session.private_screens or scene.ended() or scene.flash_time > 0:
            return
        text = scene.prompt_text()
        if viewer is not None and scene.private_seat() is not None:
            name = session.names[viewer]
            if not text.startswith(f"{name}:"):
                raise Leak(f"{where}: the prompt does not name the viewer: {text!r}")
        spectating = viewer is None and session.is_bot_turn() and scene.private_seat() is None
        if spectating and scene.TABLE_VIEW_NOTE and "Nobody's cards are shown" not in text:
            raise Leak(f"{where}: the spectator prompt does not say so: {text!r}")


def press(key: int) -> Iterator[pygame.event.Event]:
    yield pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="")
    yield pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="")


def _walk(node: Any) -> Iterator[dict[str, Any]]:
    if isinstance(node, dict):
        yield node
        for value in node.values():
            yield from _walk(value)
    elif isinstance(node, list):
        for value in node:
            yield from _walk(value)


def silencio_faces(view: dict[str, Any]) -> Iterator[Any]:
    from game.engine.common import ANYONE
    from game.scenes.silencio.faces import START_FACE, face

    if view["moment"] == ANYONE:  # the start-player card lies on the table for everyone
        yield START_FACE
    for d in _walk(view["table"]):
        if "color" in d and "rank" in d:
            yield face(d, d.get("side", ""))
            yield face(d)


def silex_faces(view: dict[str, Any]) -> Iterator[Any]:
    from game.engine.silex.data import CARDS
    from game.scenes.silex.faces import face

    for d in _walk(view["table"]):
        if d.get("kind") in ("dotcom", "neighbour", "discovery") and "value" in d:
            yield face(d)
    last = view["table"]["last_play"]  # the cards of the last play, by id: played openly
    for card in last["cards"] if last else []:
        yield face(CARDS[card].as_dict())


CARD_FACES = {"silencio": silencio_faces, "silex": silex_faces}


def audit_many(
    game: str,
    games: int,
    first_seed: int = 1,
    all_human: bool = False,
    with_computers: bool = False,
    undo: float = 0.0,
) -> tuple[Audit, float]:
    """``games`` whole games of ``game`` spread over its audited tables (``all_human``: only
    those where every seat is a person; ``with_computers``: only those with a computer);
    the sums."""
    total = Audit()
    start = time.perf_counter()
    tables = [t for t in TABLES[game] if all(t.humans) or not all_human]
    tables = [t for t in tables if not all(t.humans) or not with_computers]
    for i in range(games):
        one = audit_game(tables[i % len(tables)], first_seed + i, undo=undo)
        for name in vars(total):
            setattr(total, name, getattr(total, name) + getattr(one, name))
    return total, time.perf_counter() - start


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="whole games per title")
    parser.add_argument("--only", choices=sorted(TABLES), help="one title")
    parser.add_argument("--all-human", action="store_true", help="all-human tables only")
    parser.add_argument(
        "--with-computers", action="store_true", help="tables with computer seats only"
    )
    parser.add_argument("--first-seed", type=int, default=1, help="the first game's seed")
    parser.add_argument(
        "--undo", type=float, default=0.0, help="how often a move is taken back (0 to 1)"
    )
    args = parser.parse_args(argv)
    tool_signals.install()  # SIGTERM or SIGINT ends the audit and the computers' process
    os.environ.setdefault(
        "QUIET_TABLE_DATA", os.path.join(tempfile.gettempdir(), f"qt-audit-{os.getpid()}")
    )
    for game in [args.only] if args.only else sorted(TABLES):
        audit, seconds = audit_many(
            game, args.games, args.first_seed, args.all_human, args.with_computers, args.undo
        )
        who = "all-human " if args.all_human else "mixed " if args.with_computers else ""
        print(
            f"{game}: {args.games} {who}games, {audit.frames} frames audited "
            f"({audit.spectator_frames} spectator), {audit.curtains} curtains, "
            f"{audit.bursts_refused} bursts of Enter refused, {audit.moves} human moves, "
            f"{audit.undos} undos, 0 leaks ({seconds:.0f} s)",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
