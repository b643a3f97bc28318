"""Benchmarks: `python -m game.bench` prints frame times, start time, memory, playouts
and the computer players' figures. Measured, never tested."""
