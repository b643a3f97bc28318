"""History's screens: the list of kept games and the statistics from them."""

from .screen import HistoryScene
from .statistics import StatsScene

__all__ = ["HistoryScene", "StatsScene"]
