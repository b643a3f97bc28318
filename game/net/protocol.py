"""The messages between a host and its joined programs: versioned JSON, one strict schema each.

Every message is one JSON object with ``"v"`` (``VERSION``) and ``"t"`` (its type) and exactly
the fields of its type. A text is measured (bytes, then nesting depth, by a scan that never
recurses) before ``json.loads`` sees it, since a deeply nested text can overflow the parser's
stack; then every field is checked against its type's schema. Anything else is a
``ProtocolError`` whose message says why, for the log: the peer is told a reason key only.

Host to client: ``welcome``, ``refused``, ``state``, ``rejected``, ``record`` (the finished
game's save), ``bye``; client to host:
``hello``, ``act``. Keepalive is websockets' own ping (no message of ours).
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable
from dataclasses import dataclass, fields
from itertools import accumulate
from typing import Any, ClassVar

from ..i18n import N_, _

VERSION = 1
# A state message holds a view and its whole log (a long Silver game at four: some 150 KB).
HOST_MAX_BYTES = 512 * 1024
CLIENT_MAX_BYTES = 16 * 1024  # a hello or one action
HOST_MAX_DEPTH = 32  # views nest a few levels (table, players, cards)
CLIENT_MAX_DEPTH = 6  # message, action, a list in the action
NAME_MAX = 24  # a seat's name (setup allows 16 characters; saves keep 24)
TOKEN_MAX = 64
CODE_MAX = 32
TEXT_MAX = 2000  # a reason in words


class ProtocolError(ValueError):
    """A text that is not a well-formed message of the expected direction; says why."""


# ---- the messages ----------------------------------------------------------------------
@dataclass(frozen=True)
class Hello:
    """A joining program knocks: the table's code, the seat it wants (None: any free one),
    its rejoin token after a drop (None the first time), its name and program version."""

    T: ClassVar[str] = "hello"
    code: str
    seat: int | None
    token: str | None
    name: str
    version: str


@dataclass(frozen=True)
class Welcome:
    """The seat is this program's: its token to rejoin with, and the table it sits at."""

    T: ClassVar[str] = "welcome"
    seat: int
    token: str
    game: str
    options: dict[str, Any]
    players: int
    names: list[str]
    remote: list[int]  # the seats played on other computers


@dataclass(frozen=True)
class Refused:
    """No seat for this hello; ``reason`` is a key of ``REASONS``."""

    T: ClassVar[str] = "refused"
    reason: str


@dataclass(frozen=True)
class State:
    """What one seat may know after move ``move`` (the length of the game's history).

    ``view`` is exactly the engine's ``view(seat)``; ``log`` the lines of its
    ``events_for(seat)`` from line ``log_from`` on (a connection is sent its whole log first,
    then only the lines each move adds: a seat's log only ever grows);
    ``actions`` what the host takes from this seat now (the engine's ``actions_for(seat)``,
    or in Zilence's secret choice, the paths a seat still to choose may pick at once);
    ``held`` this seat's own choice the host holds until its turn in the engine comes;
    ``waiting`` the seats the table waits for; ``missing`` remote seats not connected;
    ``clock`` Zilence's round on the host's clock (``clock.ClockInfo`` as a dict) or None.
    """

    T: ClassVar[str] = "state"
    move: int
    view: dict[str, Any]
    log_from: int
    log: list[dict[str, Any]]
    actions: list[dict[str, Any]]
    held: dict[str, Any] | None
    waiting: list[int]
    missing: list[int]
    clock: dict[str, Any] | None
    started: bool = True  # False while the host's lobby is open: nobody may move yet


@dataclass(frozen=True)
class Act:
    """One action for the sender's own seat, chosen on the state after move ``move``."""

    T: ClassVar[str] = "act"
    move: int
    action: dict[str, Any]


@dataclass(frozen=True)
class Rejected:
    """The action sent on ``move`` changed nothing: a ``REASONS`` key and, for an illegal
    move, the engine's words (``text``)."""

    T: ClassVar[str] = "rejected"
    move: int
    reason: str
    text: str


@dataclass(frozen=True)
class Record:
    """The finished game's save (seed and moves, no seat's token), sent once the game is over,
    so a joined program keeps it in History like a game played at its own screen: after the
    end every secret may be looked at (History's replay opens them all) by every player."""

    T: ClassVar[str] = "record"
    save: str


@dataclass(frozen=True)
class Bye:
    """The host closes the table (``reason``: a ``REASONS`` key)."""

    T: ClassVar[str] = "bye"
    reason: str


Message = Hello | Welcome | Refused | State | Act | Rejected | Record | Bye
HOST_MESSAGES: dict[str, type] = {m.T: m for m in (Welcome, Refused, State, Rejected, Record, Bye)}
CLIENT_MESSAGES: dict[str, type] = {m.T: m for m in (Hello, Act)}


# Reason keys a peer is told; the words are looked up with ``reason_text`` where they are shown
# (translated then, in the reader's language, not the host's).
REASONS: dict[str, str] = {
    "wrong_code": N_("The join code is not right."),
    "slow_down": N_("Too many wrong codes: wait a moment before trying again."),
    "table_full": N_("Every seat at this table is taken."),
    "seat_taken": N_("That seat is already taken."),
    "no_such_seat": N_("That seat is not played from another computer."),
    "bad_token": N_("This computer cannot take that seat back."),
    "old_version": N_("The host runs a different version of Quiet Table."),
    "bad_message": N_("A message could not be understood."),
    "host_closed": N_("The host closed the table."),
    "connection_lost": N_("The connection to the host was lost."),
    "replaced": N_("This seat was taken back from another connection."),
    "given_to_computer": N_("The host gave this seat to a computer player."),
    "illegal": N_("That move is not allowed right now."),
    "stale": N_("The table moved on before this move arrived."),
    "not_your_turn": N_("It is not this seat's move."),
    "too_early": N_("The board is still showing: choose when the time is up."),
    "too_late": N_("Time was up: the choice came too late."),
    "game_over": N_("The game is over."),
    "not_started": N_("The host has not started the game yet."),
}


def reason_text(key: str) -> str:
    """A reason key in the reader's language (an unknown key: the "not understood" words)."""
    return _(REASONS.get(key, REASONS["bad_message"]))


# ---- encoding --------------------------------------------------------------------------
def encode(message: Message) -> str:
    """The message as compact JSON text."""
    # The fields as they are (``asdict`` would deep-copy a whole view first: most of the time
    # a host spends on a state message, on the frame that made the move).
    body = {f.name: getattr(message, f.name) for f in fields(message)}
    return json.dumps(
        {"v": VERSION, "t": message.T, **body}, separators=(",", ":"), allow_nan=False
    )


def decode_host(text: str | bytes) -> Message:
    """A message from the host (as a client reads it)."""
    return _decode(text, HOST_MESSAGES, HOST_MAX_BYTES, HOST_MAX_DEPTH)


def decode_client(text: str | bytes) -> Message:
    """A message from a joined program (as the host reads it)."""
    return _decode(text, CLIENT_MESSAGES, CLIENT_MAX_BYTES, CLIENT_MAX_DEPTH)


def _decode(text: str | bytes, kinds: dict[str, type], max_bytes: int, max_depth: int) -> Message:
    if isinstance(text, bytes):
        if len(text) > max_bytes:
            raise ProtocolError(f"{len(text)} bytes, more than {max_bytes}")
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise ProtocolError("not UTF-8 text") from exc
    if not isinstance(text, str):
        raise ProtocolError("not text")
    if len(text) > max_bytes or len(text.encode("utf-8", "surrogatepass")) > max_bytes:
        raise ProtocolError(f"more than {max_bytes} bytes")
    check_depth(text, max_depth)
    try:
        data = json.loads(text, object_pairs_hook=_no_duplicates, parse_constant=_no_constant)
    except (ValueError, RecursionError) as exc:  # (JSONDecodeError is a ValueError)
        raise ProtocolError(f"not JSON: {exc}") from exc
    if not isinstance(data, dict):
        raise ProtocolError("not a JSON object")
    if data.get("v") != VERSION or type(data.get("v")) is not int:
        raise ProtocolError(f"version {data.get('v')!r}, not {VERSION}")
    kind = data.get("t")
    if not isinstance(kind, str) or kind not in kinds:
        raise ProtocolError(f"unknown message type {kind!r}")
    cls = kinds[kind]
    schema = SCHEMAS[kind]
    body = {k: v for k, v in data.items() if k not in ("v", "t")}
    unknown = set(body) - set(schema)
    if unknown:
        raise ProtocolError(f"{kind}: unknown fields {sorted(unknown)}")
    missing = set(schema) - set(body)
    if missing:
        raise ProtocolError(f"{kind}: missing fields {sorted(missing)}")
    for name, check in schema.items():
        check(body[name], f"{kind}.{name}")
    return cls(**body)


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise ProtocolError(f"the key {key!r} twice")
        out[key] = value
    return out


def _no_constant(name: str) -> Any:
    raise ProtocolError(f"{name} is not a number JSON allows")


_STRING = re.compile(r'"[^"]*"')
_BRACKET = re.compile(r"[\[\]{}]")
_DELTA = {"[": 1, "{": 1, "]": -1, "}": -1}


def check_depth(text: str, limit: int) -> None:
    """ProtocolError if arrays and objects nest deeper than ``limit`` (brackets in strings
    do not count). Linear and never recursive: escapes go first (a backslash pair, then an
    escaped quote, as a parser pairs them from the left), then whole strings, then the
    running depth of the brackets left."""
    if text.count("[") + text.count("{") <= limit:
        return
    plain = _STRING.sub("", text.replace("\\\\", "").replace('\\"', ""))
    deepest = max(accumulate(map(_DELTA.__getitem__, _BRACKET.findall(plain))), default=0)
    if deepest > limit:
        raise ProtocolError(f"nested deeper than {limit}")


# ---- the schemas -----------------------------------------------------------------------
Check = Callable[[Any, str], None]


def _fail(where: str, why: str) -> None:
    raise ProtocolError(f"{where}: {why}")


def integer(lo: int = 0, hi: int = 1 << 31) -> Check:
    def check(value: Any, where: str) -> None:
        if type(value) is not int:
            _fail(where, f"{type(value).__name__}, not a whole number")
        if not lo <= value <= hi:
            _fail(where, f"{value} out of range {lo}..{hi}")

    return check


def text(limit: int) -> Check:
    def check(value: Any, where: str) -> None:
        if not isinstance(value, str):
            _fail(where, f"{type(value).__name__}, not text")
        if len(value) > limit:
            _fail(where, f"text longer than {limit}")

    return check


def optional(inner: Check) -> Check:
    def check(value: Any, where: str) -> None:
        if value is not None:
            inner(value, where)

    return check


def list_of(inner: Check, limit: int) -> Check:
    def check(value: Any, where: str) -> None:
        if not isinstance(value, list):
            _fail(where, f"{type(value).__name__}, not a list")
        if len(value) > limit:
            _fail(where, f"more than {limit} items")
        for i, item in enumerate(value):
            inner(item, f"{where}[{i}]")

    return check


def _scalar(value: Any, where: str) -> None:
    if value is None or isinstance(value, bool):
        return
    if type(value) is int:
        if abs(value) > 1 << 53:
            _fail(where, "a number too large")
        return
    if type(value) is float:
        if not math.isfinite(value):
            _fail(where, "not a finite number")
        return
    if isinstance(value, str):
        if len(value) > 64:
            _fail(where, "text longer than 64")
        return
    _fail(where, f"{type(value).__name__}, not a plain value")


def action(value: Any, where: str) -> None:
    """An action as the engines make them: a flat object with a text ``type``, each value a
    plain value or a short list of plain values (Silex's cards, Silver's slots)."""
    if not isinstance(value, dict):
        _fail(where, f"{type(value).__name__}, not an object")
    if not isinstance(value.get("type"), str):
        _fail(where, "no text type")
    if len(value) > 16:
        _fail(where, "more than 16 fields")
    for key, item in value.items():
        if len(key) > 32:
            _fail(where, "a field name longer than 32")
        if isinstance(item, list):
            list_of(_scalar, 64)(item, f"{where}.{key}")
        else:
            _scalar(item, f"{where}.{key}")


def boolean(value: Any, where: str) -> None:
    if not isinstance(value, bool):
        _fail(where, f"{type(value).__name__}, not true or false")


def json_object(value: Any, where: str) -> None:
    """Any JSON object (its size and depth were checked on the text)."""
    if not isinstance(value, dict):
        _fail(where, f"{type(value).__name__}, not an object")


def names(value: Any, where: str) -> None:
    list_of(text(NAME_MAX), 8)(value, where)


SEAT = integer(0, 7)
MOVE = integer(0, 1 << 31)
REASON = text(40)

SCHEMAS: dict[str, dict[str, Check]] = {
    "hello": {
        "code": text(CODE_MAX),
        "seat": optional(SEAT),
        "token": optional(text(TOKEN_MAX)),
        "name": text(NAME_MAX),
        "version": text(40),
    },
    "welcome": {
        "seat": SEAT,
        "token": text(TOKEN_MAX),
        "game": text(40),
        "options": json_object,
        "players": integer(1, 8),
        "names": names,
        "remote": list_of(SEAT, 8),
    },
    "refused": {"reason": REASON},
    "state": {
        "move": MOVE,
        "view": json_object,
        "log_from": MOVE,
        "log": list_of(json_object, 1 << 20),
        "actions": list_of(action, 10_000),
        "held": optional(action),
        "waiting": list_of(SEAT, 8),
        "missing": list_of(SEAT, 8),
        "clock": optional(json_object),
        "started": boolean,
    },
    "act": {"move": MOVE, "action": action},
    "rejected": {"move": MOVE, "reason": REASON, "text": text(TEXT_MAX)},
    "record": {"save": text(HOST_MAX_BYTES)},
    "bye": {"reason": REASON},
}

assert all(
    set(SCHEMAS[cls.T]) == {f.name for f in fields(cls)}
    for cls in (*HOST_MESSAGES.values(), *CLIENT_MESSAGES.values())
), "a message's schema names exactly its fields"
