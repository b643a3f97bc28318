"""The registry of games, and the two ways to get a state: new or loaded."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ...i18n import _
from .bots import Bot, BotInput
from .decision import MOMENTS, TURN
from .errors import ContentError, ContentUnreadable, IllegalAction, SaveError
from .state import SAVE_FORMAT, Action, GameState


@dataclass(frozen=True)
class OptionInfo:
    """How table setup shows one option: a label and, for choices, the allowed values."""

    label: str
    help: str = ""
    choices: tuple[Any, ...] = ()
    # Words a player reads for a choice's value, where the value itself is a code name.
    choice_labels: dict[Any, str] = field(default_factory=dict)
    # The option (an on/off one) this one only matters under; setup greys it out while off.
    depends_on: str = ""

    def value_label(self, value: Any) -> str:
        return self.choice_labels.get(value, "")


@dataclass(frozen=True)
class GameInfo:
    game_id: str
    title: str
    blurb: str
    min_players: int
    max_players: int
    state_class: type[GameState]
    default_options: dict[str, Any] = field(default_factory=dict)
    option_info: dict[str, OptionInfo] = field(default_factory=dict)
    # A computer player: what its seat may know (bots.BotInput) -> one of its legal actions.
    bot: Bot | None = None
    # Skill or memory levels a computer seat can be given, weakest first; the default.
    bot_levels: tuple[str, ...] = ()
    default_bot_level: str = ""
    # The game log in plain words: (event, seat names) -> one sentence.
    describe: Callable[[dict[str, Any], list[str]], str] | None = None
    # The kinds of moment the game has (decision.TURN, SECRET, ANYONE), as OpenSpiel's
    # GameType declares a game's dynamics: the table kit paces and hides by them.
    moments: tuple[str, ...] = (TURN,)
    # Why a computer in this seat makes a move, in one sentence (suggest.py): from the seat's
    # input only (view, log, legal actions), never the state, so a reason cannot tell a secret.
    reason: Callable[[BotInput, Action], str] | None = None

    def __post_init__(self) -> None:
        unknown = set(self.moments) - set(MOMENTS)
        assert not unknown, f"{self.game_id}: unknown moments {unknown}"
        assert not self.bot_levels or self.default_bot_level in self.bot_levels


GAMES: dict[str, GameInfo] = {}


def register(info: GameInfo) -> None:
    GAMES[info.game_id] = info


def check_options(info: GameInfo, options: dict[str, Any] | None) -> dict[str, Any]:
    """The game's defaults overlaid with ``options``; an unknown name or wrong type raises."""
    merged = dict(info.default_options)
    if options is not None and not isinstance(options, dict):
        raise ValueError(f"Options of {info.title} must be a mapping of names to values.")
    for name, value in (options or {}).items():
        if name not in info.default_options:
            raise ValueError(f"{info.title} has no option named {name!r}.")
        default = info.default_options[name]
        if default is not None and not _same_kind(default, value):
            raise ValueError(f"Option {name!r} of {info.title} expects {type(default).__name__}.")
        choices = info.option_info.get(name, OptionInfo(name)).choices
        if choices and value not in choices:
            raise ValueError(f"Option {name!r} of {info.title} must be one of {list(choices)}.")
        merged[name] = value
    return merged


def _same_kind(default: Any, value: Any) -> bool:
    if isinstance(default, bool) or isinstance(value, bool):
        return isinstance(default, bool) and isinstance(value, bool)
    if isinstance(default, (int, float)):
        return isinstance(value, (int, float))
    return isinstance(value, type(default))


def new_game(
    game_id: str, players: int, seed: int = 0, options: dict[str, Any] | None = None
) -> GameState:
    if game_id not in GAMES:
        raise ValueError(f"Unknown game {game_id!r}.")
    info = GAMES[game_id]
    if not info.min_players <= players <= info.max_players:
        raise ValueError(
            f"{info.title} needs {info.min_players} to {info.max_players} players, not {players}."
        )
    return info.state_class(players, seed, check_options(info, options))


SEED_LIMIT = 1 << 63  # a save's seed is a whole number below this (the program deals < 2**31)


def unreadable_content(exc: ContentError) -> ContentUnreadable:
    """The error of a save that cannot be replayed because a shipped file is broken."""
    files = exc.files or (str(exc),)
    return ContentUnreadable(
        _("A file the game needs could not be read: {files}.").format(files=", ".join(files)),
        files,
    )


def load_game(text: str) -> GameState:
    """Rebuild a game from its save by replaying the actions; SaveError on anything wrong."""
    try:
        data = json.loads(text)
    except (ValueError, TypeError, RecursionError) as exc:
        raise SaveError(_("The save file is damaged ({reason}).").format(reason=exc)) from exc
    if not isinstance(data, dict):
        raise SaveError(_("The save file is damaged (not a game record)."))
    if data.get("format") != SAVE_FORMAT:
        raise SaveError(
            _("The save file has an unknown format version {version}.").format(
                version=repr(data.get("format"))
            )
        )
    seed = data.get("seed")
    if type(seed) is not int or not -SEED_LIMIT < seed < SEED_LIMIT:
        raise SaveError(_("The save file is damaged (its deal is not a whole number in range)."))
    try:
        state = new_game(data["game"], data["players"], seed, data["options"])
        for action in state.saved_actions(data["actions"], data["players"]):
            # Exact JSON, so a look-alike (``false`` or ``0.0`` for seat ``0``) is refused here
            # even where Python's ``==`` would let it through.
            legal = {json.dumps(a, sort_keys=True) for a in state.legal_actions()}
            if json.dumps(action, sort_keys=True) not in legal:
                raise IllegalAction(
                    _("move {n} is not a legal move").format(n=len(state.history) + 1)
                )
            state.apply(action)
    except IllegalAction as exc:
        raise SaveError(
            _("The save file cannot be replayed ({reason}).").format(reason=exc)
        ) from exc
    except ContentError as exc:  # the program's own file is broken, not the save
        raise unreadable_content(exc) from exc
    except Exception as exc:  # any failure to rebuild the game means the save is damaged
        raise SaveError(
            _("The save file cannot be replayed ({reason}).").format(
                reason=f"{type(exc).__name__}: {exc}"
            )
        ) from exc
    return state
