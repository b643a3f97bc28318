"""Silex and the City's table scene."""

from .scene import SilexTable

__all__ = ["SilexTable"]
