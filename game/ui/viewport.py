"""The logical 1280x720 canvas, letterboxed into a window of any size.

Everything is laid out in logical pixels; drawing converts to real pixels at the window's
scale (so fonts are rendered sharp at their real size), and mouse positions convert back.
"""

from __future__ import annotations

from dataclasses import dataclass

LOGICAL_W, LOGICAL_H = 1280, 720


@dataclass(frozen=True)
class Viewport:
    scale: float
    offset_x: int
    offset_y: int

    @classmethod
    def fit(cls, window_w: int, window_h: int) -> Viewport:
        scale = max(0.05, min(window_w / LOGICAL_W, window_h / LOGICAL_H))
        return cls(
            scale,
            round((window_w - LOGICAL_W * scale) / 2),
            round((window_h - LOGICAL_H * scale) / 2),
        )

    def moved(self, dx: int, dy: int) -> Viewport:
        """The same scale with the real origin moved by whole pixels (drawing into a picture
        that is later blitted at (-dx, -dy) lands on the very same pixels)."""
        return Viewport(self.scale, self.offset_x + dx, self.offset_y + dy)

    def to_real(self, x: float, y: float) -> tuple[int, int]:
        return round(self.offset_x + x * self.scale), round(self.offset_y + y * self.scale)

    def to_logical(self, x: float, y: float) -> tuple[float, float]:
        return (x - self.offset_x) / self.scale, (y - self.offset_y) / self.scale

    def length(self, n: float) -> int:
        return max(1, round(n * self.scale)) if n > 0 else 0

    def window(self, window_w: int, window_h: int) -> tuple[float, float, float, float]:
        """The whole window in logical coordinates (wider or taller than the canvas when the
        window's shape differs): a table may lay out into it instead of leaving bars."""
        x0, y0 = self.to_logical(0, 0)
        x1, y1 = self.to_logical(window_w, window_h)
        return x0, y0, x1 - x0, y1 - y0

    def rect(self, x: float, y: float, w: float, h: float) -> tuple[int, int, int, int]:
        left, top = self.to_real(x, y)
        right, bottom = self.to_real(x + w, y + h)
        return left, top, right - left, bottom - top
