"""Silencio's cards and the rule data the OCR left uncertain, kept as named tables.

Every uncertain reading of the rules (shared/rules/silencio.md) lives here as data, so a clean
rulebook scan can change it without touching the rules code.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...i18n import N_, _, pgettext

COLORS: tuple[str, ...] = ("red", "blue", "yellow", "green")
ALL_RANKS = range(2, 14)
SHRINES: tuple[str, ...] = ("large", *COLORS)


@dataclass(frozen=True)
class TableRow:
    """One player count's setup: journey ranks in use (each colour) and the hand size."""

    low: int
    high: int
    hand: int


# §3 player-count table. Reading "A" is the most literal reading of the OCR and the default;
# reading "B" is the regular +8-cards alternative with hands of 6/6/5. [UNCERTAIN]
PLAYER_COUNT_TABLES: dict[str, dict[int, TableRow]] = {
    "A": {2: TableRow(2, 8, 5), 3: TableRow(2, 10, 6), 4: TableRow(2, 13, 5)},
    "B": {2: TableRow(2, 9, 6), 3: TableRow(2, 11, 6), 4: TableRow(2, 13, 5)},
}

# §8: each colour carries one pair of effects; the red/yellow assignment is [UNCERTAIN].
# Pair names: "skip" (light: skip next dark, dark: skip next light), "oracle" (light: take back,
# dark: give an Oracle card), "reveal" (light: face-up card, dark: random play),
# "swap" (light: green swaps, dark: next card must be green).
COLOR_EFFECT_MAPS: dict[str, dict[str, str]] = {
    "red-skip": {"red": "skip", "blue": "oracle", "yellow": "reveal", "green": "swap"},
    "yellow-skip": {"red": "reveal", "blue": "oracle", "yellow": "skip", "green": "swap"},
}

LIGHT_EFFECT = {"skip": "skip_dark", "oracle": "take_back", "reveal": "face_up", "swap": "swap"}
DARK_EFFECT = {
    "skip": "skip_light",
    "oracle": "give_oracle",
    "reveal": "random_play",
    "swap": "must_green",
}

# Marked here, translated where shown.
EFFECT_TEXT: dict[str, str] = {
    "skip_dark": N_("If the next card played would create a dark effect, skip that effect."),
    "take_back": N_("Take the last card of another row into your hand."),
    "face_up": N_("Put a card from your hand face up in front of you; anyone may play it."),
    "swap": N_(
        "Choose a player (you too) to swap a card with a player or the Oracle, "
        "or to replace the Oracle."
    ),
    "skip_light": N_("If the next card played would create a light effect, skip that effect."),
    "give_oracle": N_("Give one Oracle card to another player; the deck refills the Oracle."),
    "random_play": N_("The next player to play a card plays one from their hand at random."),
    "must_green": N_("The next card played must be green."),
}

# §14 score bands: (band id, text, most cards left for this band) per player count.
SCORE_BANDS: dict[int, tuple[tuple[str, str, int], ...]] = {
    n: (
        ("perfect", N_("Perfect!"), 0),
        ("near", N_("So near and yet so far."), n),
        ("dont_lose_heart", N_("Don't lose heart."), 10**6),
    )
    for n in (2, 3, 4)
}

# §15.1: the Tavern opens after this many created dark effects, and again after as many more.
TAVERN_DARK_EFFECTS = 3
# [UNCERTAIN] Dark effects created while the Tavern is already open are not banked: the count
# restarts at 0 when it closes. True banks them (the count left over after closing carries on).
TAVERN_BANKS_WHILE_OPEN = False
# §8.1 [UNCERTAIN] A dark effect with nothing to do (blue dark on an empty Oracle) was still
# created, so it counts towards the Tavern; False counts only dark effects that changed something.
FIZZLED_DARK_COUNTS = True

# §15.2: which shrines start unlit, by option value.
UNLIT_SHRINE_SETS: dict[str, tuple[str, ...]] = {
    "none": (),
    "large": ("large",),
    "small": COLORS,
    "all": SHRINES,
}


def card_id(color: str, rank: int) -> str:
    return f"{color}-{rank}"


CARD_COLOR: dict[str, str] = {card_id(c, r): c for c in COLORS for r in ALL_RANKS}
CARD_RANK: dict[str, int] = {card_id(c, r): r for c in COLORS for r in ALL_RANKS}
# Canonical order: by colour (table order), then rank; hands are kept in this order.
CARD_ORDER: dict[str, int] = {
    card_id(c, r): i * 100 + r for i, c in enumerate(COLORS) for r in ALL_RANKS
}


def build_deck(row: TableRow) -> list[str]:
    """The journey cards in use, in canonical order (shuffled by the state)."""
    return [card_id(c, r) for c in COLORS for r in range(row.low, row.high + 1)]


def sort_cards(cards: list[str]) -> list[str]:
    return sorted(cards, key=CARD_ORDER.__getitem__)


def card_name(card: str) -> str:
    """'red-4' -> 'red 4' (in the current language: 'rote 4', 'rode 4', '4 rouge')."""
    names = {
        "red": _("red {rank}"),
        "blue": _("blue {rank}"),
        "yellow": _("yellow {rank}"),
        "green": _("green {rank}"),
    }
    return names[CARD_COLOR[card]].format(rank=CARD_RANK[card])


def color_name(color: str) -> str:
    """A colour as a word of its own ("Please don't play red"), in the current language."""
    names = {
        "red": pgettext("colour", "red"),
        "blue": pgettext("colour", "blue"),
        "yellow": pgettext("colour", "yellow"),
        "green": pgettext("colour", "green"),
    }
    return names.get(color, color)


def effect_name(label: str) -> str:
    """An effect's label ("red dark", as the events keep it) in the current language; the
    sentences around it say "effect"."""
    names = {
        "red light": _("red light"),
        "red dark": _("red dark"),
        "blue light": _("blue light"),
        "blue dark": _("blue dark"),
        "yellow light": _("yellow light"),
        "yellow dark": _("yellow dark"),
        "green light": _("green light"),
        "green dark": _("green dark"),
        "random play": _("random play"),
    }
    return names.get(label, label)


def shrine_name(shrine: str) -> str:
    """A shrine's name, without its article ("red shrine"), in the current language."""
    names = {
        "large": _("large shrine"),
        "red": _("red shrine"),
        "blue": _("blue shrine"),
        "yellow": _("yellow shrine"),
        "green": _("green shrine"),
    }
    return names.get(shrine, shrine)


def side_name(side: str) -> str:
    """Which way up a card lies: "light" or "dark", in the current language."""
    return {"light": pgettext("side", "light"), "dark": pgettext("side", "dark")}.get(side, side)


def score_band(players: int, cards_left: int) -> tuple[str, str]:
    for band, text, most in SCORE_BANDS[players]:
        if cards_left <= most:
            return band, text
    raise AssertionError("the last band covers every count")
