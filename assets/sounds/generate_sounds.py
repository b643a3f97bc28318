"""Generate Quiet Table's sound effects (standard library only).

Run from anywhere:  python assets/sounds/generate_sounds.py

Writes slide.wav, place.wav, effect.wav, tick.wav, timeup.wav, win.wav,
click.wav, curtain.wav and call.wav next to this file, the cues that say what happens to
the player (turn.wav: your turn; lost.wav and perfect.wav: the other two endings;
misplay.wav: a move refused; tick-1.wav to tick-5.wav: the last five seconds, rising), and
two variants of the sounds heard most (place-2, place-3, slide-2, slide-3, click-2,
click-3), a little higher or lower so repeats do not grate: 22050 Hz, 16-bit mono, every
sound normalised to a peak of -12 dBFS, with soft attacks and a faded tail
so nothing clicks. Noise comes from seeded ``random.Random`` instances, so
every run writes the same bytes.
"""

from __future__ import annotations

import math
import random
import sys
import wave
from array import array
from pathlib import Path

RATE = 22050
PEAK_DBFS = -12.0
PEAK = 10 ** (PEAK_DBFS / 20) * 32767  # about 8230
HERE = Path(__file__).resolve().parent


# --- building blocks -------------------------------------------------------


def n_samples(ms: float) -> int:
    return int(round(RATE * ms / 1000))


def silence(ms: float) -> list[float]:
    return [0.0] * n_samples(ms)


def mix_into(buf: list[float], sound: list[float], at_ms: float, gain: float = 1.0) -> None:
    start = n_samples(at_ms)
    for i, v in enumerate(sound):
        j = start + i
        if j >= len(buf):
            break
        buf[j] += v * gain


def tone(
    freq: float,
    ms: float,
    decay_ms: float,
    attack_ms: float = 4.0,
    harmonics: tuple[float, ...] = (1.0,),
    glide: float = 1.0,
    release_ms: float = 12.0,
) -> list[float]:
    """A soft sine-based note: raised-cosine attack, exponential decay and a
    raised-cosine release over the last ``release_ms`` (so a note that is cut
    short inside a mix does not click).

    ``harmonics`` are amplitudes of partials 1, 2, 3...; ``glide`` is the
    frequency ratio reached at the end (1.0 = steady pitch).
    """
    n = n_samples(ms)
    a = max(1, n_samples(attack_ms))
    r = max(1, min(n_samples(release_ms), n - a))
    out = []
    phase = 0.0
    for i in range(n):
        t = i / RATE
        frac = i / n
        f = freq * (glide**frac)
        phase += 2 * math.pi * f / RATE
        v = sum(h * math.sin(phase * (k + 1)) for k, h in enumerate(harmonics))
        env = math.exp(-t * 1000 / decay_ms)
        if i < a:
            env *= 0.5 - 0.5 * math.cos(math.pi * i / a)
        if i >= n - r:
            env *= 0.5 - 0.5 * math.cos(math.pi * (n - 1 - i) / r)
        out.append(v * env)
    return out


def noise(ms: float, seed: int) -> list[float]:
    rng = random.Random(seed)
    return [rng.uniform(-1.0, 1.0) for _ in range(n_samples(ms))]


def lowpass(x: list[float], cutoff_start: float, cutoff_end: float | None = None) -> list[float]:
    """One-pole low-pass whose cutoff sweeps linearly from start to end (Hz)."""
    if cutoff_end is None:
        cutoff_end = cutoff_start
    out, y, n = [], 0.0, len(x)
    for i, v in enumerate(x):
        fc = cutoff_start + (cutoff_end - cutoff_start) * i / max(1, n - 1)
        alpha = 1 - math.exp(-2 * math.pi * fc / RATE)
        y += alpha * (v - y)
        out.append(y)
    return out


def highpass(x: list[float], cutoff: float) -> list[float]:
    low = lowpass(x, cutoff)
    return [a - b for a, b in zip(x, low, strict=True)]


def hump(x: list[float], peak_at: float) -> list[float]:
    """Smooth rise to a peak at fraction ``peak_at`` of the length, then fall to 0."""
    n = len(x)
    out = []
    for i, v in enumerate(x):
        p = i / (n - 1)
        if p <= peak_at:
            e = math.sin(0.5 * math.pi * p / peak_at) ** 2
        else:
            e = math.cos(0.5 * math.pi * (p - peak_at) / (1 - peak_at)) ** 2
        out.append(v * e)
    return out


def finish(x: list[float], fade_ms: float = 4.0) -> list[float]:
    """Remove DC, fade both ends to exactly zero, normalise to PEAK."""
    mean = sum(x) / len(x)
    x = [v - mean for v in x]
    f = max(2, n_samples(fade_ms))
    n = len(x)
    for i in range(min(f, n)):
        g = 0.5 - 0.5 * math.cos(math.pi * i / f)
        x[i] *= g
        x[n - 1 - i] *= g
    top = max(abs(v) for v in x) or 1.0
    return [v * PEAK / top for v in x]


# --- the sounds ------------------------------------------------------------


def slide() -> list[float]:
    """Card slide: band-limited noise swish, ~120 ms."""
    x = noise(120, seed=101)
    x = lowpass(x, 3000, 1300)
    x = highpass(x, 500)
    return hump(x, 0.35)


def place() -> list[float]:
    """Card place: a soft low thud with a muted click on top, ~80 ms."""
    body = tone(150, 80, decay_ms=18, attack_ms=1.5, harmonics=(1.0, 0.25), glide=0.7)
    tap = lowpass(noise(80, seed=202), 1400)
    tap = [v * math.exp(-i / n_samples(6)) for i, v in enumerate(tap)]
    out = silence(80)
    mix_into(out, body, 0)
    mix_into(out, tap, 0, gain=1.6)
    return out


def effect() -> list[float]:
    """Effect: gentle two-note chime (E5 then A5), ~300 ms."""
    partials = (1.0, 0.0, 0.12, 0.0, 0.04)
    out = silence(300)
    mix_into(out, tone(659.26, 300, decay_ms=90, attack_ms=5, harmonics=partials), 0)
    mix_into(out, tone(880.00, 210, decay_ms=80, attack_ms=5, harmonics=partials), 90)
    return out


def tick() -> list[float]:
    """Timer tick: a very short, soft woody tick, ~30 ms."""
    out = tone(1250, 30, decay_ms=5, attack_ms=1.0, harmonics=(1.0, 0.2))
    knock = lowpass(noise(30, seed=404), 2500)
    knock = [v * math.exp(-i / n_samples(2.5)) for i, v in enumerate(knock)]
    mix_into(out, knock, 0, gain=0.5)
    return out


def timeup() -> list[float]:
    """Time up: soft descending three-note tone (G4, E4, C4), ~500 ms."""
    partials = (1.0, 0.3, 0.08)
    out = silence(500)
    mix_into(out, tone(392.00, 200, decay_ms=110, attack_ms=8, harmonics=partials), 0)
    mix_into(out, tone(329.63, 200, decay_ms=110, attack_ms=8, harmonics=partials), 150)
    mix_into(out, tone(261.63, 200, decay_ms=90, attack_ms=8, harmonics=partials), 300)
    return out


def win() -> list[float]:
    """Win: warm rising arpeggio C5-E5-G5-C6, the last note ringing, ~900 ms."""
    partials = (1.0, 0.35, 0.12, 0.05)
    out = silence(900)
    notes = ((523.25, 0), (659.26, 110), (783.99, 220))
    for freq, at in notes:
        mix_into(
            out, tone(freq, 900 - at, decay_ms=160, attack_ms=6, harmonics=partials), at, gain=0.8
        )
    mix_into(out, tone(1046.50, 570, decay_ms=190, attack_ms=8, harmonics=partials), 330)
    # a soft low C under the top note for warmth
    mix_into(
        out, tone(261.63, 570, decay_ms=220, attack_ms=20, harmonics=(1.0, 0.2)), 330, gain=0.5
    )
    return out


def click() -> list[float]:
    """Button click: a tiny, muted tap, ~25 ms."""
    out = tone(1800, 25, decay_ms=3.5, attack_ms=0.7, harmonics=(1.0, 0.1))
    tap = lowpass(noise(25, seed=707), 3000)
    tap = [v * math.exp(-i / n_samples(2)) for i, v in enumerate(tap)]
    mix_into(out, tap, 0, gain=0.4)
    return out


def curtain() -> list[float]:
    """Curtain: soft low whoosh (dark noise sweeping down), ~300 ms."""
    x = noise(300, seed=808)
    x = lowpass(x, 900, 250)
    x = lowpass(x, 1200, 400)
    return hump(x, 0.4)


def call() -> list[float]:
    """Item call: one soft, round bell note (D6) with a quick decay, ~160 ms; shorter than
    the effect chime, as the pointer may call several items a second."""
    partials = (1.0, 0.0, 0.08)
    out = silence(160)
    mix_into(out, tone(1174.66, 160, decay_ms=45, attack_ms=3, harmonics=partials), 0)
    return out


def turn() -> list[float]:
    """Your turn: a soft woody "ding-dong" upward (D5 then G5), ~300 ms: a cue, not an
    effect (the effect chime is brighter and higher)."""
    partials = (1.0, 0.45, 0.15)
    out = silence(300)
    mix_into(out, tone(587.33, 180, decay_ms=60, attack_ms=3, harmonics=partials), 0)
    mix_into(out, tone(783.99, 200, decay_ms=70, attack_ms=3, harmonics=partials), 110)
    return out


def lost() -> list[float]:
    """Lost: a slow, dark falling minor third and fourth (A4, F4, D4), ~900 ms."""
    partials = (1.0, 0.4, 0.1)
    out = silence(900)
    for freq, at in ((440.0, 0), (349.23, 220), (293.66, 440)):
        mix_into(out, tone(freq, 900 - at, decay_ms=170, attack_ms=12, harmonics=partials), at)
    return out


def perfect() -> list[float]:
    """Perfect: the win's arpeggio climbing on to E6 and G6, brighter, ~1.2 s."""
    partials = (1.0, 0.3, 0.1, 0.05)
    out = silence(1200)
    notes = ((523.25, 0), (659.26, 90), (783.99, 180), (1046.50, 270), (1318.51, 360))
    for freq, at in notes:
        mix_into(
            out, tone(freq, 1200 - at, decay_ms=170, attack_ms=5, harmonics=partials), at, gain=0.7
        )
    mix_into(out, tone(1567.98, 750, decay_ms=230, attack_ms=6, harmonics=partials), 450)
    return out


def misplay() -> list[float]:
    """A move refused: two low, close notes (E3 and F3) that rub, short and soft, ~220 ms."""
    out = silence(220)
    for freq in (164.81, 174.61):
        mix_into(out, tone(freq, 220, decay_ms=70, attack_ms=4, harmonics=(1.0, 0.5, 0.2)), 0)
    return out


def tick_left(seconds: int):
    """One of the last five seconds' ticks: higher as fewer are left (a whole tone a step)."""

    def make() -> list[float]:
        freq = 1250 * 2 ** ((5 - seconds) * 2 / 12)
        out = tone(freq, 45, decay_ms=9, attack_ms=1.0, harmonics=(1.0, 0.3))
        knock = lowpass(noise(45, seed=404 + seconds), 2500)
        knock = [v * math.exp(-i / n_samples(2.5)) for i, v in enumerate(knock)]
        mix_into(out, knock, 0, gain=0.5)
        return out

    return make


def resampled(make, ratio: float):
    """A variant of a sound, ``ratio`` times higher (and shorter): repeats that differ."""

    def variant() -> list[float]:
        x = make()
        n = int(len(x) / ratio)
        return [x[min(len(x) - 1, int(i * ratio))] for i in range(n)]

    return variant


SOUNDS = {
    "slide": slide,
    "place": place,
    "effect": effect,
    "tick": tick,
    "timeup": timeup,
    "win": win,
    "click": click,
    "curtain": curtain,
    "call": call,
    "turn": turn,
    "lost": lost,
    "perfect": perfect,
    "misplay": misplay,
    **{f"tick-{k}": tick_left(k) for k in range(1, 6)},
    **{
        f"{name}-{i}": resampled(make, ratio)
        for name, make in (("place", place), ("slide", slide), ("click", click))
        for i, ratio in ((2, 1.06), (3, 0.94))
    },
}


def write_wav(path: Path, samples: list[float]) -> None:
    data = array("h", (max(-32768, min(32767, int(round(v)))) for v in samples))
    if sys.byteorder == "big":
        data.byteswap()
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(data.tobytes())


def main() -> None:
    for name, make in SOUNDS.items():
        path = HERE / f"{name}.wav"
        write_wav(path, finish(make()))
        print(f"{path.name}: {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
