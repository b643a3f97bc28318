"""Silencio's table scene."""

from .scene import SilencioTable

__all__ = ["SilencioTable"]
