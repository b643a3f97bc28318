"""Errors raised by every game engine."""


class IllegalAction(ValueError):
    """An action that is not legal now; the message is written for a player."""


class SaveError(ValueError):
    """A save that cannot be loaded: corrupt, truncated, unknown game or version."""
