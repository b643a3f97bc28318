"""History's words for an entry: who won and how, who sat where, when. Pygame-free.

Everything here is said in the language shown now (``_()`` at call time)."""

from __future__ import annotations

import time

from ..engine.silencio.cards import score_band
from ..i18n import N_, _, ngettext, pgettext
from ..shell.catalogue import entry as catalogue_entry
from .entry import Entry

# Games whose winners hold the lowest score (Silencio: cards left in hand).
LOWER_WINS = frozenset({"silencio", "silver", "silex"})

# A computer seat's level as History names it (the levels are keys: GameInfo.bot_levels).
LEVEL_WORDS = {
    "forgetful": N_("forgetful"),
    "sharp": N_("sharp"),
    "good": N_("good"),
    "perfect": N_("perfect"),
    "beginner": N_("beginner"),
    "casual": N_("casual"),
    "expert": N_("expert"),
}
# Silencio's bands (the rulebook's §14 words), by the engine's band id.
BAND_WORDS = {
    "perfect": N_("Perfect!"),
    "near": N_("So near and yet so far."),
    "dont_lose_heart": N_("Don't lose heart."),
}


def title(game: str) -> str:
    found = catalogue_entry(game)
    return _(found.title) if found else game.capitalize()


def month(number: int) -> str:
    """A month's short name (1: January)."""
    names = (
        pgettext("month", "Jan"),
        pgettext("month", "Feb"),
        pgettext("month", "Mar"),
        pgettext("month", "Apr"),
        pgettext("month", "May"),
        pgettext("month", "Jun"),
        pgettext("month", "Jul"),
        pgettext("month", "Aug"),
        pgettext("month", "Sep"),
        pgettext("month", "Oct"),
        pgettext("month", "Nov"),
        pgettext("month", "Dec"),
    )
    return names[number - 1]


def date_text(entry: Entry) -> str:
    t = time.localtime(entry.date)
    return _("{day} {month} {year}, {time}").format(
        day=t.tm_mday, month=month(t.tm_mon), year=t.tm_year, time=time.strftime("%H:%M", t)
    )


def seat_text(entry: Entry) -> str:
    """ "Ana, Ben and Cleo (computer, sharp)": names, computers with their level."""
    parts = []
    for s in entry.seats:
        if s.human:
            parts.append(s.name)
        elif s.level:
            level = _(LEVEL_WORDS[s.level]) if s.level in LEVEL_WORDS else s.level
            parts.append(_("{name} (computer, {level})").format(name=s.name, level=level))
        else:
            parts.append(_("{name} (computer)").format(name=s.name))
    return listed(parts)


def listed(parts: list[str]) -> str:
    """ "Ana, Ben and Cleo"."""
    if len(parts) < 2:
        return "".join(parts)
    return _("{names} and {last}").format(names=", ".join(parts[:-1]), last=parts[-1])


def score_text(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else decimal_text(value)


def decimal_text(value: float) -> str:
    """``value`` to one decimal, with the language's decimal mark ("2.5", "2,5")."""
    return f"{value:.1f}".replace(".", pgettext("decimal mark", "."))


def band_text(entry: Entry) -> str:
    """Silencio's band in the language shown, found again from the cards left (the entry
    keeps the words of the language it was kept in); an unknown band as it was kept."""
    try:
        band = score_band(len(entry.seats), entry.outcome.cards_left or 0)[0]
    except (KeyError, AssertionError):
        band = ""
    return _(BAND_WORDS[band]) if band in BAND_WORDS else entry.outcome.band


def outcome_text(entry: Entry) -> str:
    """Who won and how, in the game's terms: Silencio's band and cards left, Zilence's
    rounds, Silver's and Silex's scores; an abandoned game says so."""
    if not entry.finished:
        n = entry.moves
        return ngettext("Abandoned after {n} move", "Abandoned after {n} moves", n).format(n=n)
    out = entry.outcome
    names = [s.name for s in entry.seats]
    if entry.game == "silencio" and out.cards_left is not None:
        n = out.cards_left
        if n == 0:
            left = _("No cards left")
        else:
            left = ngettext("{n} card left", "{n} cards left", n).format(n=n)
        band = band_text(entry)
        return _("{band} {left}").format(band=band, left=left).strip() if band else left
    winners = [names[w] for w in out.winners]
    who = listed(winners)
    if entry.game == "zilence" and out.rounds is not None:
        n = out.rounds
        if not winners:
            text = ngettext("Nobody wins in {n} round", "Nobody wins in {n} rounds", n)
        elif len(winners) == 1:
            text = ngettext("{names} wins in {n} round", "{names} wins in {n} rounds", n)
        else:
            text = ngettext("{names} win in {n} round", "{names} win in {n} rounds", n)
        return text.format(names=who, n=n)
    scores = ", ".join(f"{n} {score_text(s)}" for n, s in zip(names, out.scores, strict=False))
    if not winners:
        return _("Nobody wins: {scores}").format(scores=scores) if scores else _("Nobody wins")
    if scores:
        text = _("{names} wins: {scores}") if len(winners) == 1 else _("{names} win: {scores}")
        return text.format(names=who, scores=scores)
    return (_("{names} wins") if len(winners) == 1 else _("{names} win")).format(names=who)
