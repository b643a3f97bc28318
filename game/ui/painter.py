"""Drawing in logical coordinates at the window's real scale, with caches for text and art.

Scenes never touch real pixels: they give logical rects and sizes; the painter converts them,
renders fonts at the real size (sharp text in a small window) and caches what is expensive.

The window's painter records a frame (``begin_frame(record=True)``) and draws, at
``end_frame``, only what changed since the last one (``frame_record``). Whatever draws onto
``painter.surface`` itself must go through ``direct`` then, or it is drawn over.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator, Sequence
from contextlib import contextmanager
from functools import partial

import pygame

from . import laying, outline, surface_ops, theme
from .fonts import font
from .frame_record import FrameRecord, Op, box_around
from .surface_cache import SurfaceCache
from .viewport import Viewport

Rect = pygame.FRect | pygame.Rect | tuple[float, float, float, float]
_ALIGN = {"left": pygame.FONT_LEFT, "center": pygame.FONT_CENTER, "right": pygame.FONT_RIGHT}
_CACHE_LIMIT = 1500
# What the picture caches may hold (a 4K window itself is 33 MB): enough for every card, panel
# and text of a busy table at 4K, so a frame never rebuilds what the last one drew.
ART_BYTES = 40 * 2**20
GRADIENT_STRIP = 256  # real px: the width of a wide gradient's repeated strip
TEXT_BYTES = 28 * 2**20


class Painter:
    def __init__(self, surface: pygame.Surface) -> None:
        self.surface = surface
        self.vp = Viewport.fit(*surface.get_size())
        self._text = SurfaceCache(TEXT_BYTES, _CACHE_LIMIT)
        self._art = SurfaceCache(ART_BYTES, _CACHE_LIMIT)
        self._ellipsis: dict[tuple, str] = {}
        # Every text drawn this frame, in order: tests read what a frame showed from here.
        self.drawn_text: list[str] = []
        self.drawn_cards: list[object] = []
        self.drawn_px: list[int] = []  # the real pixel size of each text drawn this frame
        self.cut_text: list[str] = []  # texts this frame had to end with an ellipsis
        # (layer, real box) of each text drawn this frame: what is drawn over other things
        # starts a new layer with over(); tests find texts of one layer that overlap.
        self.drawn_boxes: list[tuple[int, pygame.Rect]] = []
        self.layer = 0
        # The player's text size (Settings, 1.0 to 1.5): every size a scene names is drawn
        # this much larger; measure() answers in it, so layouts that measure make room.
        self.text_scale = 1.0
        self._clip = surface.get_rect()  # the clip in real px (kept here while recording)
        self.record: list[Op] | None = None  # this frame's operations, while recording
        self.frames = FrameRecord()
        self._laid = laying.Laid()  # laid(): pictures composed on what lies under them
        self._keeping = True  # False within passing()

    def sharing(self, surface: pygame.Surface) -> Painter:
        """A painter onto ``surface`` at this one's scale that fills this one's caches: a
        table drawn with it off screen, on another thread, is then cheap to draw here."""
        other = Painter(surface)
        other.vp, other.text_scale = self.vp, self.text_scale
        other._text, other._art, other._ellipsis = self._text, self._art, self._ellipsis
        return other

    # ---- frame ---------------------------------------------------------------------
    def resize(self, surface: pygame.Surface) -> None:
        self.surface = surface
        self._clip = surface.get_rect()
        self.frames.invalidate()
        vp = Viewport.fit(*surface.get_size())
        if vp != self.vp:
            self.vp = vp
            self._text.clear()
            self._art.clear()
            self._ellipsis.clear()
            self._laid.clear()

    def begin_frame(self, clear: bool = True, record: bool = False) -> None:
        """A new frame; ``clear=False`` when what is drawn next covers the whole window (a
        table's backdrop): clearing 2 million pixels first would be wasted. ``record``: the
        frame is drawn at ``end_frame``, only where it differs from the last one."""
        self.record = [] if record else None
        self._clip = self.surface.get_rect()
        self.drawn_text = []
        self.drawn_cards = []
        self.drawn_px = []
        self.cut_text = []
        self.drawn_boxes = []
        self.layer = 0
        if clear:
            whole = self.surface.get_rect()
            self._draw(
                ("fill",), whole, partial(surface_ops.fill_onto, color=(14, 13, 18)), opaque=True
            )

    def end_frame(self, began: float | None = None) -> list[pygame.Rect]:
        """Draw what this recorded frame changed; the real boxes drawn, for the screen.
        ``began``: when the frame began, for a large window's aim (``frame_record``)."""
        ops, self.record = self.record, None
        self._clip = self.surface.get_rect()
        if ops is None:
            return [self.surface.get_rect()]
        self._laid.frame_ended()
        return self.frames.draw(self.surface, ops, began)

    def invalidate(self) -> None:
        """The next recorded frame is drawn whole (the system lost the window's pixels)."""
        self.frames.invalidate()

    # ---- the operations every drawing comes down to ----------------------------------------
    def _blit(
        self, picture: pygame.Surface, dest: pygame.Rect | tuple[int, int], width: int = 0
    ) -> None:
        """``picture`` at ``dest`` (only its first ``width`` columns, if given)."""
        pos = (dest[0], dest[1])
        w, h = picture.get_size()
        area = (0, 0, width, h) if width else None
        if self.record is None:
            self.surface.blit(picture, pos, area)
            return
        box = pygame.Rect(pos, (width or w, h)).clip(self._clip)
        if box.w and box.h:
            sig = ("blit", id(picture), pos, width, tuple(self._clip))
            run = partial(surface_ops.blit_onto, picture=picture, pos=pos, area=area)
            opaque = laying.is_opaque(picture)
            self.record.append(Op(sig, box, self._clip, run, picture, opaque, (picture, pos, area)))

    def _draw(
        self,
        sig: tuple,
        box: pygame.Rect,
        run: Callable[[pygame.Surface], object],
        opaque: bool = False,
    ):
        """``run(surface)`` draws within ``box`` (real px), depending on nothing but ``sig``;
        ``opaque``: it paints every pixel of ``box``."""
        if self.record is None:
            run(self.surface)
            return
        box = box.clip(self._clip)
        if box.w and box.h:
            sig = (*sig, tuple(box), tuple(self._clip))
            self.record.append(Op(sig, box, self._clip, run, opaque=opaque))

    def beneath(self, box: pygame.Rect) -> tuple[tuple, list[Op]] | None:
        """What this recorded frame has drawn so far within the real ``box`` (``laying``)."""
        return None if self.record is None else laying.beneath(self.record, box)

    def laid(self, picture: pygame.Surface, pos: tuple[int, int]) -> None:
        """``picture`` (with transparency) at real ``pos``, composed over what this frame drew
        under it and from then on copied: a frame that draws there again neither blends it
        nor draws what it hides (at 4K a board and the backdrop under it were a quarter of
        a whole frame). Exactly the same pixels. The composing is spread over the frames
        after the picture first shows (a band each), which blend it as before meanwhile."""
        box = picture.get_rect(topleft=pos)
        under = self.beneath(box) if box.clip(self._clip) == box else None
        if under is None:
            self._blit(picture, pos)
            return
        lay = self._laid.laying(picture, under, box, self.surface)
        for part, (x, y) in lay.drawn():
            self._blit(part, (pos[0] + x, pos[1] + y))

    def direct(
        self,
        box: pygame.Rect,
        draw: Callable[[pygame.Surface], object],
        key: Hashable | None = None,
    ) -> None:
        """``draw(surface)`` draws straight onto the window, within the real ``box``. ``key``
        names everything it depends on (None: it is drawn again every frame)."""
        self._draw(("direct", object() if key is None else key), pygame.Rect(box), draw)

    def over(self) -> None:
        """What is drawn next lies over what was drawn before (its texts may cover theirs)."""
        self.layer += 1

    @property
    def scale(self) -> float:
        return self.vp.scale

    def window(self) -> pygame.FRect:
        """The whole window in logical coordinates (the canvas plus any letterbox bars)."""
        return pygame.FRect(self.vp.window(*self.surface.get_size()))

    def real_rect(self, rect: Rect) -> pygame.Rect:
        x, y, w, h = _tuple(rect)
        return pygame.Rect(self.vp.rect(x, y, w, h))

    def to_logical(self, pos: tuple[float, float]) -> tuple[float, float]:
        return self.vp.to_logical(*pos)

    @contextmanager
    def clip(self, rect: Rect) -> Iterator[None]:
        old = self._clip
        self._clip = self.real_rect(rect).clip(old)
        if self.record is None:
            self.surface.set_clip(self._clip)
        try:
            yield
        finally:
            self._clip = old
            if self.record is None:
                self.surface.set_clip(old)

    # ---- shapes --------------------------------------------------------------------
    def gradient(
        self, top: theme.Color, bottom: theme.Color, rect: Rect | None = None, radius: float = 0
    ) -> None:
        """A vertical gradient over ``rect`` (the window if None), its corners rounded by
        ``radius`` (a tile's border drawn with that radius then shows no square corners)."""
        rect = rect or self.window()
        real = self.real_rect(rect)
        r = self.vp.length(radius) if radius else 0

        def build(w: int, h: int) -> pygame.Surface:
            return surface_ops.gradient_picture((w, h), top, bottom, r)

        if r or real.w <= GRADIENT_STRIP:
            self._blit(self.cached(("gradient", top, bottom, r), build, real.size), real)
            return
        # A wide one (the window's backdrop) is laid as strips of one cached picture: every
        # column of a vertical gradient is the same, and at 4K a whole one would be 33 MB.
        strip = self.cached(("gradient", top, bottom, 0), build, (GRADIENT_STRIP, real.h))
        for x in range(real.x, real.right, GRADIENT_STRIP):
            self._blit(strip, (x, real.y), min(GRADIENT_STRIP, real.right - x))

    def rect(
        self,
        rect: Rect,
        color: theme.Color,
        radius: float = 0,
        width: float = 0,
        alpha: int | None = None,
    ) -> None:
        real = self.real_rect(rect)
        r = self.vp.length(radius) if radius else 0
        w = self.vp.length(width) if width else 0
        if alpha is None:
            run = partial(
                surface_ops.rect_onto, color=color, rect=tuple(real), width=w, border_radius=r
            )
            self._draw(("rect", color, w, r), real, run)
            return

        # a large one as pieces, not one picture mostly clear or all one colour (``outline``)
        whole = pygame.Rect((0, 0), real.size)
        for part, dest in outline.pieces(real.size, r, w) or [(whole, whole)]:

            def build(_w: int, _h: int, part: pygame.Rect = part) -> pygame.Surface:
                return outline.piece(real.size, part, (*color, alpha), r, w)

            key = ("rect", color, alpha, r, w, real.size, tuple(part))
            self._blit(self.cached(key, build, part.size), dest.move(real.topleft))

    def panel(self, rect: Rect, alpha: int = theme.PANEL_ALPHA, radius: float = 12) -> None:
        """A slightly lighter translucent panel with a hairline border."""
        r, line = self.vp.length(radius), self.vp.length(1)
        layers = [(theme.PANEL, alpha, r, 0), (theme.PANEL_BORDER, 40, r, line)]
        real = self.real_rect(rect)
        self.layered([(layer, real) for layer in layers])

    def shadow(self, rect: Rect, radius: float = 8, spread: float = 6) -> None:
        x, y, w, h = _tuple(rect)
        r = self.vp.length(radius)
        self.layered(
            [
                ((theme.SHADOW, 70, r, 0), self.real_rect((x + 2, y + 4, w, h))),
                ((theme.SHADOW, 35, r, 0), self.real_rect((x - 1, y + 1, w + 2, h + spread / 2))),
            ]
        )

    def layered(
        self, layers: Sequence[tuple[tuple[theme.Color, int, int, int], pygame.Rect]]
    ) -> None:
        """Translucent rounded rects (colour, alpha, real radius, real line width or 0 for
        filled; each at its real rect), in order, as one cached picture: one blit a frame
        instead of one per layer (a panel's fill and border, a shadow's two shades)."""
        box = layers[0][1].unionall([real for _, real in layers[1:]])
        shape = tuple((layer, tuple(real.move(-box.x, -box.y))) for layer, real in layers)

        def build(w: int, h: int) -> pygame.Surface:
            surf = pygame.Surface((w, h), pygame.SRCALPHA)
            for (color, alpha, r, width), (x, y, lw, lh) in shape:
                one = pygame.Surface((lw, lh), pygame.SRCALPHA)
                pygame.draw.rect(one, (*color, alpha), one.get_rect(), width, border_radius=r)
                surf.blit(one, (x, y))
            return surf

        self._blit(self.cached(("layered", shape), build, box.size), box)

    def line(self, a: Sequence[float], b: Sequence[float], color: theme.Color, width: float = 2):
        ends, w = (self.vp.to_real(*a), self.vp.to_real(*b)), self.vp.length(width)
        run = partial(surface_ops.line_onto, color=color, ends=ends, width=w)
        self._draw(("line", color, ends, w), box_around(ends, w + 2), run)

    def lines(self, points: Sequence[Sequence[float]], color: theme.Color, width: float = 2):
        if len(points) >= 2:
            real = tuple(self.vp.to_real(*p) for p in points)
            w = self.vp.length(width)
            run = partial(surface_ops.lines_onto, color=color, points=real, width=w)
            self._draw(("lines", color, real, w), box_around(real, w + 2), run)

    def circle(
        self, center: Sequence[float], radius: float, color: theme.Color, width: float = 0
    ) -> None:
        w = self.vp.length(width) if width else 0
        c, r = self.vp.to_real(*center), self.vp.length(radius)
        run = partial(surface_ops.circle_onto, color=color, center=c, radius=r, width=w)
        box = pygame.Rect(c[0] - r - 1, c[1] - r - 1, 2 * r + 3, 2 * r + 3)
        self._draw(("circle", color, c, r, w), box, run)

    def polygon(
        self, points: Sequence[Sequence[float]], color: theme.Color, width: float = 0
    ) -> None:
        w = self.vp.length(width) if width else 0
        real = tuple(self.vp.to_real(*p) for p in points)
        run = partial(surface_ops.polygon_onto, color=color, points=real, width=w)
        self._draw(("polygon", color, real, w), box_around(real, w + 2), run)

    def composed(
        self,
        key: tuple,
        rect: Rect,
        margin: float,
        draw: Callable[[Painter, pygame.FRect], None],
    ) -> None:
        """What ``draw(painter, rect)`` draws within ``margin`` around ``rect`` (a card with
        its shadow), drawn once onto a transparent picture and blitted from then on: one blit
        a frame instead of one per part. ``draw`` must depend only on ``key`` and the size."""
        x, y, w, h = _tuple(rect)
        box = self.real_rect((x - margin, y - margin, w + 2 * margin, h + 2 * margin))
        # Where ``rect`` falls inside ``box`` in real pixels decides the picture's rounding.
        inner = self.real_rect(rect).move(-box.x, -box.y)

        def build(bw: int, bh: int) -> pygame.Surface:
            surf = pygame.Surface((bw, bh), pygame.SRCALPHA)
            local = self.sharing(surf)
            local.vp = self.vp.moved(-box.x, -box.y)
            draw(local, pygame.FRect(x, y, w, h))
            return surf

        picture = self.cached(("composed", *key, tuple(inner)), build, box.size)
        self._blit(picture, box)

    # ---- art -----------------------------------------------------------------------
    def cached(
        self, key: tuple, build: Callable[[int, int], pygame.Surface], size: tuple[int, int]
    ) -> pygame.Surface:
        """A surface built once per key and real size (built again after a resize)."""
        full = (*key, size)
        surf = self._art.get(full)
        if surf is None:
            surf = build(max(1, size[0]), max(1, size[1]))
            if self._keeping:
                self._art.put(full, surf)
        return surf

    @contextmanager
    def passing(self) -> Iterator[None]:
        """Pictures built meanwhile are drawn, not kept: an animation's in-between sizes and
        fades (at 4K they filled the cache with 70 MB never drawn again)."""
        keeping, self._keeping = self._keeping, False
        try:
            yield
        finally:
            self._keeping = keeping

    def art(self, key: tuple, build: Callable[[int, int], pygame.Surface], rect: Rect) -> None:
        real = self.real_rect(rect)
        self._blit(self.cached(key, build, real.size), real)

    # ---- text ----------------------------------------------------------------------
    def render_text(
        self,
        text: str,
        size: float,
        color: theme.Color,
        bold: bool = False,
        wrap: float = 0,
        align: str = "left",
    ) -> pygame.Surface:
        px = self.text_px(size)
        wrap_px = round(wrap * self.vp.scale) if wrap else 0
        key = (text, px, color, bold, wrap_px, align)
        surf = self._text.get(key)
        if surf is None:
            f = font(px, bold)
            f.align = _ALIGN[align]
            surf = f.render(text, True, color, wraplength=wrap_px)
            self._text.put(key, surf)
        return surf

    def text_px(self, size: float) -> int:
        """The real pixel size a text of logical ``size`` is drawn at."""
        return max(6, round(size * self.text_scale * self.vp.scale))

    def line_height(self, size: float, bold: bool = False) -> float:
        """The logical height one line of text of ``size`` takes (at the player's text size)."""
        return self.measure("Ag", size, bold)[1]

    def measure(self, text: str, size: float, bold: bool = False, wrap: float = 0):
        """The logical (width, height) ``text`` takes."""
        surf = self.render_text(text, size, theme.TEXT, bold, wrap)
        return surf.get_width() / self.vp.scale, surf.get_height() / self.vp.scale

    def fit_size(self, text: str, size: float, max_width: float, bold: bool = False) -> float:
        """The largest size up to ``size`` (not below 18) at which ``text`` fits one line."""
        text = _bounded(text, max_width)
        while size > theme.SIZE_SMALL and self.measure(text, size, bold)[0] > max_width:
            size -= 1
        return size

    def fitting(self, wordings: Sequence[str], size: float, max_width: float, bold=False) -> str:
        """The first of ``wordings`` (longest first) that fits ``max_width`` at ``size``; the
        last one when none does (it is then cut as usual)."""
        for wording in wordings:
            if self.measure(wording, size, bold)[0] <= max_width:
                return wording
        return wordings[-1]

    def text(
        self,
        text: str,
        pos: Sequence[float],
        size: float = theme.SIZE_BODY,
        color: theme.Color = theme.TEXT,
        bold: bool = False,
        anchor: str = "topleft",
        wrap: float = 0,
        align: str = "left",
        max_width: float = 0,
    ) -> pygame.FRect:
        """Draw text; ``max_width`` shrinks it (to 18 at least), then ends it with an ellipsis."""
        if max_width and not wrap:
            size = self.fit_size(text, size, max_width, bold)
            whole, text = text, self.ellipsize(text, size, max_width, bold)
            if text != whole:
                self.cut_text.append(whole)
        surf = self.render_text(text, size, color, bold, wrap, align)
        self.drawn_text.append(text)
        self.drawn_px.append(self.text_px(size))
        real = surf.get_rect()
        setattr(real, anchor, self.vp.to_real(*pos))
        self._blit(surf, real)
        self.drawn_boxes.append((self.layer, real.clip(self._clip)))  # as seen
        s = self.vp.scale
        x, y = self.vp.to_logical(real.x, real.y)
        return pygame.FRect(x, y, real.w / s, real.h / s)

    def ellipsize(self, text: str, size: float, max_width: float, bold: bool = False) -> str:
        """``text`` cut to fit ``max_width`` and ended with an ellipsis when it does not fit.

        The cut is found by halving (a few measurements, not one per character) and the result
        is cached, so a name thousands of characters long costs nothing after its first frame.
        """
        key = (text, self.text_px(size), bold, round(max_width * self.vp.scale))
        done = self._ellipsis.get(key)
        if done is not None:
            return done
        short = _bounded(text, max_width)
        if short == text and self.measure(text, size, bold)[0] <= max_width:
            done = text
        else:
            fits, too_long = (
                0,
                len(short) + 1,
            )  # the longest prefix that fits is in [fits, too_long)
            while too_long - fits > 1:
                mid = (fits + too_long) // 2
                if self.measure(short[:mid] + "…", size, bold)[0] <= max_width:
                    fits = mid
                else:
                    too_long = mid
            done = short[:fits].rstrip() + "…"
        if len(self._ellipsis) > _CACHE_LIMIT:
            self._ellipsis.clear()
        self._ellipsis[key] = done
        return done


def _bounded(text: str, max_width: float) -> str:
    """At most one character per logical pixel: no glyph is narrower, so the cut still overflows
    and the text never has to be rendered whole (ten million characters would crash SDL_ttf)."""
    return text[: int(max_width) + 2]


def _tuple(rect: Rect) -> tuple[float, float, float, float]:
    if isinstance(rect, (pygame.Rect, pygame.FRect)):
        return rect.x, rect.y, rect.w, rect.h
    return rect
