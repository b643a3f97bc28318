"""Silver's table scene."""

from .scene import SilverTable

__all__ = ["SilverTable"]
