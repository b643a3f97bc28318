"""The Zilence board's colours and measures, shared by its renderer, its art and its strokes."""

from __future__ import annotations

BOARD_RADIUS = 1000.0  # board px from the centre to the rim
INK = (24, 22, 28)  # the lines: relative luminance about 0.008
EDGE = (250, 246, 234)  # the thin light edge on both sides of a line
GROUND = (216, 210, 194)  # behind the sectors (the street colour), so seams never show
RIM = (150, 142, 128)
COVER = (44, 42, 50)
COVER_MARK = (92, 88, 100)
LINE_BOARD_PX = 9.0  # a line's dark core in board px (never under LINE_MIN_PX real)
LINE_MIN_PX = 2.6
EDGE_MIN_PX = 1.2
ITEM_BOARD_PX = 80.0
ITEM_MIN_PX = 24  # at 800x600 items stay this large
ICON_BOARD_PX = 88.0
ICON_MIN_PX = 26
SMOOTH_STEP_PX = 6.0  # real px between points of a smoothed line
LEAD_BOARD_PX = 150.0  # colour-blind mode: the patterned coloured lead after each start icon
DASHES = {"red": (1.0, 0.0), "yellow": (14.0, 7.0), "blue": (3.0, 6.0)}  # on/off, real px
