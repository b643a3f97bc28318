"""The privacy audit on the wire: every message a joined program received holds only what its
seat may know.

The host's save is replayed move by move; each state a seat received (its log put together
from the new lines, as the client does) is checked against that seat at that move:

- its view is exactly the engine's ``view(seat)`` (the same JSON, types and all);
- its log is exactly ``events_for(seat)``: the public lines and its own private lines only;
- what it may do is among that seat's own moves (``actions_for(seat)``, or in a held secret
  choice, the choices while that seat has still to choose); a held choice is one of them;
- no text anywhere in the message names a hidden thing of another seat (a card, an item)
  that this seat's view and log do not hold: the words of every other seat's view and
  private lines, less those of this seat's, never appear;
- the other fields are seat numbers and the clock, nothing else.

Every other message (welcome, rejected, bye) must decode and hold no such text either. The
finished game's record (its save, for the joined program's History) comes only after the end,
is the host's game, and holds no hosting record (code, tokens).
``python -m tests.wire_audit --games 50`` plays that many networked games per title in this
process (a host and two joined clients over loopback) and audits every message.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Iterator
from typing import Any

from game.engine import GAMES, new_game
from game.engine.common import SECRET, GameState
from game.engine.common.jsonmatch import same_json
from game.net import protocol as p
from game.net.client import grown_log
from game.net.host import HELD_SECRETS


class WireLeak(AssertionError):
    """A message held what its seat may not know."""


def words(node: Any) -> set[str]:
    """Every text in a JSON value, keys left out."""
    out: set[str] = set()
    stack = [node]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            out.add(item)
        elif isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return out


def hidden_words(state: GameState, seat: int) -> set[str]:
    """Words of other seats' secrets (their views, their private lines) this seat has not."""
    others: set[str] = set()
    for other in range(state.num_players):
        if other != seat:
            others |= words(state.view(other)) | words(state.private[other])
    return others - words(state.view(seat)) - words(state.events_for(seat))


def replay(save_text: str) -> Iterator[GameState]:
    """The game of a session save after each move, 0 first (one state, moved on)."""
    game = json.loads(save_text)["game"]
    state = new_game(game["game"], game["players"], game["seed"], game["options"])
    yield state
    for action in game["actions"]:
        state.apply(action)
        yield state


def audit_messages(texts: list[str | bytes], save_text: str, seat: int, where: str = "") -> int:
    """Checks every text ``seat``'s program received; returns how many states were audited.
    Raises WireLeak on the first fault."""
    states = replay(save_text)
    state = next(states)
    log: list[dict[str, Any]] = []
    audited = 0
    for i, raw in enumerate(texts):
        message = p.decode_host(raw)
        here = f"{where} seat {seat} message {i}"
        if isinstance(message, p.Welcome):
            log = []
            if message.seat != seat:
                raise WireLeak(f"{here}: welcomed at seat {message.seat}")
            continue
        if isinstance(message, p.Record):
            audit_record(message, save_text, state, here)
            continue
        if not isinstance(message, p.State):
            continue
        log = grown_log(log, message)
        while len(state.history) < message.move:
            state = next(states, None)  # type: ignore[arg-type]
            if state is None:
                raise WireLeak(f"{here}: move {message.move} is past the saved game")
        if len(state.history) != message.move:
            raise WireLeak(f"{here}: move {message.move} came after a later one")
        audit_state(state, seat, message, log, here)
        audited += 1
    return audited


def audit_record(message: p.Record, save_text: str, state: GameState, here: str) -> None:
    """The finished game's save comes only once the game is over as the seat last saw it,
    and is exactly the host's game, with no hosting record (code, tokens) in it."""
    if not state.is_over:
        raise WireLeak(f"{here}: the game's record before its end (move {len(state.history)})")
    record, host = json.loads(message.save), json.loads(save_text)
    if "net" in record:
        raise WireLeak(f"{here}: the record holds the hosting record (code and tokens)")
    if record["game"] != host["game"]:
        raise WireLeak(f"{here}: the record is not the host's game")


def audit_state(
    state: GameState, seat: int, message: p.State, log: list[dict[str, Any]], here: str
) -> None:
    # Compared as JSON text: the same values of the same types (1, 1.0 and true differ).
    view = state.view(seat)
    if json.dumps(message.view) != json.dumps(view):
        raise WireLeak(f"{here}: the view is not view({seat}) at move {message.move}")
    mine = state.events_for(seat)
    if json.dumps(log) != json.dumps(mine):
        raise WireLeak(f"{here}: the log is not events_for({seat}) at move {message.move}")
    held_game = state.GAME_ID in HELD_SECRETS and state.moment() == SECRET
    if held_game and seat in state.secret_pending():
        allowed = state.legal_actions()
    else:
        allowed = state.actions_for(seat)
    for action in message.actions + ([message.held] if message.held else []):
        if not any(same_json(action, a) for a in allowed):
            raise WireLeak(f"{here}: {action} is not a move of seat {seat}")
    seats = range(state.num_players)
    if not set(message.waiting) | set(message.missing) <= set(seats):
        raise WireLeak(f"{here}: a seat that is not at the table")
    if message.clock is not None and set(message.clock) != {"round", "phase", "seconds_left"}:
        raise WireLeak(f"{here}: the clock holds {sorted(message.clock)}")
    # The view and log are exactly the seat's own (above), so only words beyond them can name
    # another seat's secret: look those up (the moves offered are its own, checked above).
    extra = words([message.actions, message.held, message.clock]) - words(allowed)
    if extra:
        extra -= words(view) | words(mine)
    leaked = extra & hidden_words(state, seat) if extra else set()
    if leaked:
        raise WireLeak(f"{here}: names another seat's secret: {sorted(leaked)[:5]}")


def audit_game(game: str, seed: int, players: int | None = None) -> int:
    """One networked game in this process (``players``: by the seed, 3 or 4 where the game
    allows; every other seed with random options), every message each joined seat received
    audited; returns the states audited."""
    from .net_helpers import play_in_process
    from .secrets_audit import random_options

    info = GAMES[game]
    rnd = random.Random(f"wire:{game}:{seed}")
    players = players or min(info.max_players, 3 + seed % 2)
    options = random_options(info, rnd) if seed % 2 else None
    if game == "zilence" and options:
        options["scan_seconds"] = info.default_options["scan_seconds"]  # the host's is short
    result = play_in_process(game, seed, players=players, options=options)
    return sum(
        audit_messages(texts, result.save, seat, f"{game} seed {seed}")
        for seat, texts in result.received.items()
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50, help="networked games per title")
    parser.add_argument("--only", choices=sorted(GAMES))
    args = parser.parse_args(argv)
    for game in [args.only] if args.only else sorted(GAMES):
        start = time.monotonic()
        states = sum(audit_game(game, seed) for seed in range(1, args.games + 1))
        print(
            f"{game}: {args.games} games, {states} states audited, 0 leaks "
            f"({time.monotonic() - start:.0f} s)",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
