"""The network latency bench (``python -m game.bench --net-latency``, game/bench/net_latency.py)
runs its host and its joined program as two processes for a handful of moves and reports its
figures in their shape. Never a timed pass or fail: speed is the bench's to print."""

from __future__ import annotations

from game.bench import net_latency

MOVES = 3


def test_the_latency_bench_times_a_handful_of_moves_across_two_processes() -> None:
    figures = net_latency.measure("headless", MOVES)
    assert figures.errors == []
    # Every host move is timed, or (a machine too loaded to draw it before the host closed)
    # counted as undrawn; at least one was drawn.
    assert len(figures.total) >= 1 and len(figures.total) + figures.undrawn == MOVES
    # One clock for both processes: a move is drawn after it was made, never before.
    assert all(ms >= 0 for ms in figures.total)
    assert len(figures.idle) + len(figures.busy) == len(figures.total)
    for part in (figures.to_reader, figures.to_frame, figures.frame):
        assert len(part) == len(figures.total) and all(ms >= 0 for ms in part)
    assert figures.frames > 0
    lines = net_latency.report(figures)
    assert lines[0].split()[:2] == ["headless", str(len(figures.total))]
    assert "target" in lines[0] and "load" in lines[0]
    assert "woken from the idle wait" in lines[1] and "parts" in lines[2]
