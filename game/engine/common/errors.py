"""Errors raised by every game engine."""


class IllegalAction(ValueError):
    """An action that is not legal now; the message is written for a player."""


class SaveError(ValueError):
    """A save that cannot be loaded: corrupt, truncated, unknown game or version."""


class ContentError(ValueError):
    """A file shipped with the program (a board, a card list) cannot be used: the program's
    fault, never a save's. ``files`` names the broken files, for the player and the smoke run."""

    files: tuple[str, ...] = ()


class ContentUnreadable(SaveError):
    """A save that may well be sound but cannot be replayed now, because a file shipped with
    the program is broken (ContentError): it must be left where it is, never set aside."""

    def __init__(self, message: str, files: tuple[str, ...]) -> None:
        super().__init__(message)
        self.files = files
