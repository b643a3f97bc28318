"""The small markup of our rules texts: '# title', '## heading', '- bullet', '> summary'."""

from __future__ import annotations

from dataclasses import dataclass

from . import theme
from .painter import Painter


@dataclass(frozen=True)
class Block:
    kind: str  # title, heading, bullet, summary, para
    text: str


def parse(text: str) -> list[Block]:
    blocks: list[Block] = []
    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            continue
        for prefix, kind in (
            ("## ", "heading"),
            ("# ", "title"),
            ("- ", "bullet"),
            ("> ", "summary"),
        ):
            if line.startswith(prefix):
                blocks.append(Block(kind, line[len(prefix) :].strip()))
                break
        else:
            blocks.append(Block("para", line))
    return blocks


def draw_blocks(painter: Painter, blocks: list[Block], x: float, top: float, width: float) -> float:
    """Draw the blocks from ``top``; return the height used."""
    y = top
    for block in blocks:
        if block.kind == "title":
            y += (
                painter.text(block.text, (x, y), theme.SIZE_HEADING + 6, bold=True, wrap=width).h
                + 12
            )
        elif block.kind == "heading":
            y += 16
            y += (
                painter.text(
                    block.text, (x, y), theme.SIZE_HEADING - 4, theme.ACCENT, bold=True, wrap=width
                ).h
                + 8
            )
        elif block.kind == "summary":
            y += (
                painter.text(block.text, (x, y), theme.SIZE_BODY, theme.TEXT_DIM, wrap=width).h + 12
            )
        elif block.kind == "bullet":
            painter.circle((x + 8, y + 12), 3, theme.TEXT_DIM)
            y += painter.text(block.text, (x + 24, y), theme.SIZE_BODY, wrap=width - 24).h + 8
        else:
            y += painter.text(block.text, (x, y), theme.SIZE_BODY, wrap=width).h + 12
    return y - top
