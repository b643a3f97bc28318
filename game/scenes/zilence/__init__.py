"""Zilence's table (the round as players live it) and the solo scanning practice."""

from .scene import ZilenceTable, preload

__all__ = ["ZilenceTable", "preload"]
