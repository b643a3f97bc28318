"""Zilence's table (the round as players live it) and the solo scanning practice."""

from .scene import ZilenceTable

__all__ = ["ZilenceTable"]
