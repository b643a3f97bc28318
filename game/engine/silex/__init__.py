"""Silex and the City: the climbing card game where the lowest score wins, headless.

Modules: ``silex.json`` + ``data.py`` (cards, tokens, proposed rulings), ``village.py`` (piles
and play legality), ``spread.py`` (the face-down draw spread), ``state.py`` (the turn and the
round end), ``powers.py`` (Blog, Url, Web, Spam), ``scoring.py``, ``view.py`` (the keys of
``view["table"]``), ``secrets.py`` (``resample_secrets``), ``bot.py``, ``describe.py``,
``explain.py`` (prompts, refusals, ``why_not_play`` for a scene), ``bench.py``.

Actions (exact JSON types; card ids such as "blog-3", "neighbour-1", "discovery-2"):

- turn: ``{"type": "search", "count": 1|2}``,
  ``{"type": "play", "cards": [ids in hand order], "top": id, "pile": 0-2}``,
  ``{"type": "double", ...same keys}`` (Expert Doubles, only when the pair does not already
  beat the pile), ``{"type": "reveal", "card": id}``, ``{"type": "black_idea"}``;
- decision ``draw`` (facts reason "search"/"blog"/"end", left): ``{"type": "draw", "spot": n}``;
- decision ``power`` (fact power): ``{"type": "blog", "card": id}``,
  ``{"type": "url", "direction": "left"|"right"}``, ``{"type": "web", "target": seat}``,
  ``{"type": "spam"}``, and always ``{"type": "no_power"}``;
- decision ``url_give`` (a SECRET moment; facts by, direction): ``{"type": "url_give",
  "card": id}``; decision ``web_give`` (fact by): ``{"type": "web_give", "card": id}``;
- decision ``take_piles`` (fact choices, only when thickness ties):
  ``{"type": "take_piles", "piles": [a, b]}``; decision ``discard``:
  ``{"type": "discard", "card": id}`` or ``{"type": "discard_done"}``.
"""

from __future__ import annotations

from typing import Any

from ...i18n import N_
from ..common import SECRET, TURN, GameInfo, OptionInfo, register
from .bot import BOT_LEVELS, DEFAULT_LEVEL
from .bot import bot as bot_action
from .data import DATA
from .describe import describe as describe_event
from .reason import reason as reason_for_move
from .scoring import TIE_BREAKS
from .state import SilexState

DEFAULT_OPTIONS: dict[str, Any] = dict(DATA.options)

OPTION_INFO: dict[str, OptionInfo] = {
    "black_idea_draws": OptionInfo(
        N_("Draw after a Black Idea"),
        N_(
            "A player who takes a Black Idea still draws at the end of the turn (off: the "
            "literal reading, with a safeguard draw after a whole table round without progress)."
        ),
    ),
    "expert_doubles": OptionInfo(
        N_("Expert Doubles"),
        N_("Two cards of the same value may cover a Village card of any value."),
    ),
    "memory_aid": OptionInfo(
        N_("Memory aid"),
        N_("Mark on the spread who put each card back (the spots are marked either way)."),
    ),
    "tie_break": OptionInfo(
        N_("Ties"),
        N_(
            "shared: tied players share the win; fewer_discoveries: fewer Discoveries, then "
            "fewer flints, win the tie."
        ),
        TIE_BREAKS,
        {"shared": N_("Shared win"), "fewer_discoveries": N_("Fewer Discoveries, then flints")},
    ),
}

INFO = GameInfo(
    game_id="silex",
    title=N_("Silex and the City"),
    blurb=N_("Play strictly higher on the Village, dodge the Discoveries: lowest score wins."),
    min_players=DATA.min_players,
    max_players=DATA.max_players,
    state_class=SilexState,
    default_options=DEFAULT_OPTIONS,
    option_info=OPTION_INFO,
    bot=bot_action,
    bot_levels=BOT_LEVELS,
    default_bot_level=DEFAULT_LEVEL,
    describe=describe_event,
    moments=(TURN, SECRET),
    reason=reason_for_move,
)
register(INFO)

__all__ = ["DEFAULT_OPTIONS", "INFO", "OPTION_INFO", "SilexState", "bot_action", "describe_event"]
