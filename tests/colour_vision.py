"""Colour vision deficiencies, simulated: what a player with deuteranopia or protanopia sees
of a colour (Machado, Oliveira and Fernandes 2009, severity 1, on linear RGB), and how far
apart two colours then look (CIELAB distance). Used by tests/test_colour_vision.py and by
``python -m tests.colour_sheet``, which draws every card face and board colour of the four
games as seen with and without them."""

from __future__ import annotations

import math

RGB = tuple[int, int, int]

MATRICES = {
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
}


def _linear(c: int) -> float:
    v = c / 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def _srgb(v: float) -> int:
    v = min(1.0, max(0.0, v))
    v = v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
    return round(v * 255)


def simulate(rgb: RGB, kind: str) -> RGB:
    lin = [_linear(c) for c in rgb[:3]]
    m = MATRICES[kind]
    r, g, b = (sum(m[i][j] * lin[j] for j in range(3)) for i in range(3))
    return _srgb(r), _srgb(g), _srgb(b)


def lab(rgb: RGB) -> tuple[float, float, float]:
    r, g, b = (_linear(c) for c in rgb[:3])
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def distance(a: RGB, b: RGB) -> float:
    """CIE76 distance: under about 20, two small marks are easily taken for one colour."""
    return math.dist(lab(a), lab(b))
