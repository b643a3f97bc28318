"""The generated icon: every file present, valid, and exactly what its generator writes."""

from __future__ import annotations

import importlib.util
import struct
import zlib
from pathlib import Path

import pygame
import pytest

from game.engine.common.resources import asset_path

ICON_DIR = Path(__file__).resolve().parents[1] / "assets" / "icon"


def load_generator():
    spec = importlib.util.spec_from_file_location("generate_icon", ICON_DIR / "generate_icon.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


GEN = load_generator()


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height from a PNG's IHDR, after checking the signature and the chunk's CRC."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    length, kind = struct.unpack(">I4s", data[8:16])
    assert kind == b"IHDR" and length == 13
    body = data[12 : 16 + length]
    assert struct.unpack(">I", data[16 + length : 20 + length])[0] == zlib.crc32(body)
    width, height, depth, color_type = struct.unpack(">IIBB", data[16:26])
    assert (depth, color_type) == (8, 6)  # 8-bit RGBA
    return width, height


def test_the_generator_reproduces_every_file_byte_for_byte() -> None:
    outputs = GEN.outputs()
    on_disk = {p.name for p in ICON_DIR.iterdir() if p.suffix in {".png", ".ico", ".icns"}}
    assert set(outputs) == on_disk
    for name, data in outputs.items():
        assert (ICON_DIR / name).read_bytes() == data, f"{name}: run generate_icon.py again"


@pytest.mark.parametrize("size", [16, 32, 48, 64, 128, 256, 512])
def test_each_png_has_its_size_and_loads(size: int) -> None:
    path = asset_path("icon", f"quiet-table-{size}.png")
    assert png_size(path.read_bytes()) == (size, size)
    image = pygame.image.load(path)
    assert image.get_size() == (size, size)
    centre = image.get_at((size // 2, size // 2))
    assert centre.a == 255  # opaque in the middle, transparent corners on larger sizes
    if size >= 32:
        assert image.get_at((0, 0)).a == 0


def test_the_ico_directory_points_at_pngs_of_the_sizes_it_names() -> None:
    data = (ICON_DIR / "quiet-table.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1) and count == 6
    sizes = []
    for i in range(count):
        w, h, _, _, planes, bpp, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * i : 22 + 16 * i]
        )
        side = w or 256
        assert (planes, bpp) == (1, 32) and w == h
        assert png_size(data[offset : offset + length]) == (side, side)
        sizes.append(side)
    assert sizes == [16, 32, 48, 64, 128, 256]


def test_the_icns_entries_add_up_and_hold_pngs_of_their_type_size() -> None:
    data = (ICON_DIR / "quiet-table.icns").read_bytes()
    magic, total = struct.unpack(">4sI", data[:8])
    assert magic == b"icns" and total == len(data)
    expected = {b"icp4": 16, b"icp5": 32, b"ic11": 32, b"icp6": 64, b"ic12": 64}
    expected |= {b"ic07": 128, b"ic08": 256, b"ic13": 256, b"ic09": 512, b"ic14": 512}
    found = {}
    at = 8
    while at < len(data):
        kind, length = struct.unpack(">4sI", data[at : at + 8])
        found[kind] = png_size(data[at + 8 : at + length])[0]
        at += length
    assert at == len(data)
    assert found == expected


def test_the_small_icon_keeps_its_contrast() -> None:
    # At 16 px the moon must still stand out from its card: dark violet on off-white.
    image = pygame.image.load(asset_path("icon", "quiet-table-16.png"))
    lum = sorted(sum(image.get_at((x, y))[:3]) for x in range(16) for y in range(16))
    assert lum[-1] - lum[0] > 400
