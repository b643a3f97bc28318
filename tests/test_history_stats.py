"""Statistics add up from History's entries: recomputed here by hand and compared."""

from __future__ import annotations

import statistics

from game.history import store
from game.history.entry import Entry, Outcome
from game.history.stats import TREND, compute
from game.shell.session import Seat

from .history_helpers import keep


def entry(game: str, date: float, seats: list[Seat], outcome: Outcome, done=True) -> Entry:
    return Entry(f"{date}", game, date, seats, {}, done, 30, outcome)


ANA, BEN, BOT = Seat("Ana", True), Seat("Ben", True), Seat("Robo", False, "hard")


def test_a_small_history_gives_the_numbers_a_person_would_count() -> None:
    entries = [
        entry("silencio", 1, [ANA, BEN], Outcome([0, 1], [0, 0], 0, "Perfect!")),
        entry("silencio", 2, [ANA, BEN, BOT], Outcome([], [2, 1, 1], 4, "Don't lose heart.")),
        entry("silencio", 3, [Seat("ana", True), BEN], Outcome([], [1, 1], 2, "So near…")),
        entry("zilence", 4, [ANA, BOT], Outcome([0], [12, 9], rounds=7)),
        entry("zilence", 5, [ANA, BOT], Outcome([0], [12, 10], rounds=5)),
        entry("zilence", 6, [ANA, BOT], Outcome([1], [8, 12], rounds=4)),
        entry("silver", 7, [ANA, BEN], Outcome([1], [40, 30])),
        entry("silver", 8, [ANA, BEN], Outcome(), done=False),  # abandoned: not counted
    ]
    stats = {(s.name, s.game): s for s in compute(entries)}
    assert set(stats) == {
        ("Ana", "silencio"),
        ("Ben", "silencio"),
        ("Ana", "zilence"),
        ("Ana", "silver"),
        ("Ben", "silver"),
    }  # the computer is nobody's statistic; "ana" is Ana
    ana = stats["Ana", "silencio"]
    assert (ana.games, ana.wins, ana.perfect) == (3, 1, 1)
    assert ana.average_cards_left() == {2: 1.0, 3: 4.0}
    assert ana.trend == ana.scores == [0, 4, 2] and ana.best == 0 and ana.average == 2
    zil = stats["Ana", "zilence"]
    assert (zil.games, zil.wins, zil.fewest_rounds, zil.best) == (3, 2, 5, 12)
    assert zil.average == statistics.fmean([12, 12, 8])
    assert stats["Ben", "silver"].best == 30 and stats["Ana", "silver"].best == 40


def test_statistics_recomputed_from_kept_games_add_up() -> None:
    keep(24)
    entries = store.entries()
    stats = compute(entries)
    finished = [e for e in entries if e.finished]
    for s in stats:
        mine = [
            (e, i)
            for e in sorted(finished, key=lambda e: e.date)
            if e.game == s.game
            for i, seat in enumerate(e.seats)
            if seat.human and seat.name == s.name
        ]
        assert s.games == len(mine)
        assert s.wins == sum(i in e.outcome.winners for e, i in mine)
        if s.game == "silencio":  # a team game: every column counts the team's cards left
            assert s.scores == [e.outcome.cards_left for e, _ in mine]
        else:
            assert s.scores == [e.outcome.scores[i] for e, i in mine]
        assert s.average == statistics.fmean(s.scores)
        best = min if s.game in ("silencio", "silver", "silex") else max
        assert s.best == best(s.scores)
        if s.game == "silencio":
            assert s.perfect == sum(e.outcome.cards_left == 0 for e, _ in mine)
            assert s.recent == [e.outcome.cards_left for e, _ in mine][-TREND:]
    assert sum(s.games for s in stats) == sum(sum(seat.human for seat in e.seats) for e in finished)


def test_silencio_columns_and_chart_all_count_the_team_not_the_own_hand() -> None:
    """The issue's game: Ana kept no card, Ben one. Her Average and Best said 0 while the
    chart and the cards-left line said 1: now every number is the team's 1."""
    game = entry("silencio", 1, [ANA, BEN], Outcome([], [0, 1], 1, "So near…"))
    for s in compute([game]):
        assert (s.average, s.best, s.perfect, s.recent) == (1, 1, 0, [1])
        assert s.average_cards_left() == {2: 1.0}


def test_a_trend_chart_without_games_says_so() -> None:
    """The damaged-file probe met it: an index whose games cannot be read leaves a title's
    chart empty, and the chart must say "No games yet." rather than fail."""
    import pygame

    from game.scenes.history.chart import draw_trend

    from .shell_helpers import make_app

    app = make_app()
    draw_trend(app.painter, pygame.FRect(100, 100, 400, 200), [], "Cards left")
    assert "No games yet." in app.painter.drawn_text
