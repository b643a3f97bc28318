"""Generate Quiet Table's icon (standard library only).

Run from anywhere:  python assets/icon/generate_icon.py

Draws two fanned cards on a dark rounded table, the front one with a crescent moon, from
signed distances (so every edge is antialiased and every size is drawn, not scaled). Small
sizes drop the fine lines so the icon still reads at 16 px. Writes next to this file:
quiet-table-<size>.png for each size in SIZES, quiet-table.ico (Windows, PNG entries) and
quiet-table.icns (macOS, PNG entries). The same bytes on every run. Colours: shared/STYLE.md.
"""

from __future__ import annotations

import math
import struct
import sys
import zlib
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
NAME = "quiet-table"
SIZES = (16, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 32, 48, 64, 128, 256)
# icns types holding PNG data: (type, pixel size); the @2x types reuse the larger images.
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"ic11", 32),
    (b"icp6", 64),
    (b"ic12", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic13", 256),
    (b"ic09", 512),
    (b"ic14", 512),
)

Color = tuple[int, int, int]
TABLE_TOP: Color = (58, 54, 78)  # the base table, lifted a little to stand out on a dark bar
TABLE_BOTTOM: Color = (30, 28, 40)
TABLE_RIM: Color = (104, 96, 134)
BACK: Color = (70, 60, 96)  # the base card back and its mark
BACK_MARK: Color = (150, 130, 190)
ACCENT: Color = (242, 184, 75)
FACE: Color = (240, 232, 216)  # warm off-white
FACE_EDGE: Color = (150, 140, 124)
MOON: Color = (52, 46, 104)  # Silencio's quiet night
Pixel = list[float]  # straight-alpha r, g, b, a in 0..1


# --- signed distances, in icon units (the icon is the unit square, y down) ------------------


def rounded_box(x: float, y: float, hw: float, hh: float, r: float) -> float:
    qx, qy = abs(x) - hw + r, abs(y) - hh + r
    outside = math.hypot(max(qx, 0.0), max(qy, 0.0))
    return outside + min(max(qx, qy), 0.0) - r


def circle(x: float, y: float, r: float) -> float:
    return math.hypot(x, y) - r


def local(x: float, y: float, cx: float, cy: float, degrees: float) -> tuple[float, float]:
    """A point in the frame of a shape centred at (cx, cy) and turned by ``degrees``."""
    a = math.radians(-degrees)
    dx, dy = x - cx, y - cy
    return dx * math.cos(a) - dy * math.sin(a), dx * math.sin(a) + dy * math.cos(a)


# --- the picture ------------------------------------------------------------------------------

CARD_HW, CARD_HH = 0.19, 0.266  # 5:7
BACK_AT = (0.38, 0.53, -15.0)
FRONT_AT = (0.61, 0.48, 9.0)


def over(dst: Pixel, color: Color, alpha: float) -> None:
    """Composite ``color`` at ``alpha`` over ``dst`` in place."""
    if alpha <= 0.0:
        return
    out_a = alpha + dst[3] * (1 - alpha)
    for i in range(3):
        dst[i] = (color[i] / 255 * alpha + dst[i] * dst[3] * (1 - alpha)) / out_a
    dst[3] = out_a


def pixel(x: float, y: float, px: float, detail: bool) -> Pixel:
    """The icon's colour at (x, y); ``px`` is one pixel in icon units."""

    def cover(d: float) -> float:  # antialiased coverage of a shape at distance d
        return min(1.0, max(0.0, 0.5 - d / px))

    out: Pixel = [0.0, 0.0, 0.0, 0.0]
    margin = 0.04 if detail else 0.0
    table = rounded_box(x - 0.5, y - 0.5, 0.5 - margin, 0.5 - margin, 0.2)
    if cover(table) <= 0.0:
        return out
    t = min(1.0, max(0.0, (y - margin) / (1 - 2 * margin)))
    over(
        out,
        tuple(round(a + (b - a) * t) for a, b in zip(TABLE_TOP, TABLE_BOTTOM, strict=True)),
        cover(table),
    )
    rim = max(px, 0.012)
    over(out, TABLE_RIM, cover(table) * cover(-(table + rim)) * 0.9)

    radius = 0.04
    bx, by = local(x, y, *BACK_AT)
    back = rounded_box(bx, by, CARD_HW, CARD_HH, radius)
    line = max(px, 0.016)
    over(out, BACK_MARK, cover(back))
    over(out, BACK, cover(back + line))
    if detail:  # the back's inset frame, in the accent colour
        frame = abs(rounded_box(bx, by, CARD_HW - 0.05, CARD_HH - 0.05, 0.02)) - line / 2
        over(out, ACCENT, cover(frame) * 0.85)

    fx, fy = local(x, y, *FRONT_AT)
    front = rounded_box(fx, fy, CARD_HW, CARD_HH, radius)
    sx, sy = local(x - 0.012, y - 0.022, *FRONT_AT)
    shadow = rounded_box(sx, sy, CARD_HW, CARD_HH, radius)
    over(out, (0, 0, 0), 0.45 * min(1.0, max(0.0, 1 - shadow / 0.05)) * (1 - cover(front)))
    over(out, FACE_EDGE, cover(front))
    over(out, FACE, cover(front + line))
    # A crescent: a disc less a smaller one shifted towards the top right; bolder when small.
    r = 0.115 if detail else 0.14
    moon = max(circle(fx, fy + 0.005, r), -circle(fx - r * 0.45, fy + 0.005 + r * 0.4, r * 0.8))
    over(out, MOON, cover(moon))
    return out


def render(size: int) -> bytes:
    """RGBA rows of the icon at ``size`` px."""
    px = 1 / size
    detail = size >= 32
    rows = bytearray()
    for j in range(size):
        for i in range(size):
            r, g, b, a = pixel((i + 0.5) * px, (j + 0.5) * px, px, detail)
            rows += bytes((round(r * 255), round(g * 255), round(b * 255), round(a * 255)))
    return bytes(rows)


# --- containers ---------------------------------------------------------------------------------


def png(size: int, rgba: bytes) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    stride = size * 4
    raw = b"".join(b"\x00" + rgba[y * stride : (y + 1) * stride] for y in range(size))
    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)  # 8-bit RGBA
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(raw, 9))
        + chunk(b"IEND", b"")
    )


def ico(images: dict[int, bytes]) -> bytes:
    """A Windows .ico whose entries are PNG images (Windows Vista and later)."""
    sizes = [s for s in ICO_SIZES if s in images]
    out = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    for s in sizes:
        side = s % 256  # 0 means 256
        out += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(images[s]), offset)
        offset += len(images[s])
    return out + b"".join(images[s] for s in sizes)


def icns(images: dict[int, bytes]) -> bytes:
    """A macOS .icns whose entries are PNG images."""
    body = b"".join(
        kind + struct.pack(">I", 8 + len(images[s])) + images[s] for kind, s in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def outputs() -> dict[str, bytes]:
    """Every file this generator writes, by name."""
    images = {size: png(size, render(size)) for size in SIZES}
    files = {f"{NAME}-{size}.png": data for size, data in images.items()}
    files[f"{NAME}.ico"] = ico(images)
    files[f"{NAME}.icns"] = icns(images)
    return files


def main(write: Callable[[Path, bytes], object] = Path.write_bytes) -> int:
    for name, data in outputs().items():
        write(HERE / name, data)
        print(f"wrote {name} ({len(data)} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
