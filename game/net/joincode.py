"""Join codes: random, easy to read out, compared in constant time, and slow to guess.

A code is drawn with ``secrets`` from an alphabet without look-alikes (no 0/O, 1/I/L, no
vowels-only words to worry about). ``Throttle`` counts wrong tries per address: after a few,
each further wrong try locks that address out for twice as long as the one before, so a
guesser on the network gets a handful of tries a minute, not thousands a second.
"""

from __future__ import annotations

import hmac
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field

ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"  # 31 signs: 31**6 is some 900 million codes
CODE_LENGTH = 6


def new_code(length: int = CODE_LENGTH) -> str:
    if length < 6:
        raise ValueError("a join code has at least 6 signs")
    return "".join(secrets.choice(ALPHABET) for _ in range(length))


def normalise(typed: str) -> str:
    """As a person may type it: any case, with spaces or dashes between groups."""
    return "".join(c for c in typed.upper() if c not in " -\t")


def same_code(typed: str, code: str) -> bool:
    """Whether ``typed`` is ``code``, in time that does not depend on where they differ."""
    return hmac.compare_digest(normalise(typed).encode("utf-8"), code.encode("utf-8"))


def new_token() -> str:
    """A seat's rejoin token: 128 random bits, never guessed."""
    return secrets.token_urlsafe(16)


@dataclass
class _Tries:
    wrong: int = 0
    locked_until: float = 0.0
    last: float = 0.0


@dataclass
class Throttle:
    """Wrong tries per address. ``free_tries`` wrong tries cost nothing; each one after that
    locks the address out for ``base_delay * 2**k`` seconds (at most ``max_delay``). An
    address quiet for ``forget_after`` seconds starts afresh; ``clock`` is injectable."""

    free_tries: int = 5
    base_delay: float = 1.0
    max_delay: float = 300.0
    forget_after: float = 3600.0
    max_addresses: int = 4096  # memory stays bounded under a flood of addresses
    clock: Callable[[], float] = time.monotonic
    _tries: dict[str, _Tries] = field(default_factory=dict)

    def wait_left(self, address: str) -> float:
        """Seconds before a try from ``address`` is heard at all (0: now)."""
        now = self.clock()
        tries = self._tries.get(address)
        if tries is None:
            return 0.0
        if now - tries.last > self.forget_after and now >= tries.locked_until:
            del self._tries[address]
            return 0.0
        return max(0.0, tries.locked_until - now)

    def failed(self, address: str) -> None:
        now = self.clock()
        tries = self._tries.get(address)
        if tries is None:
            if len(self._tries) >= self.max_addresses:
                self._forget_oldest()
            tries = self._tries[address] = _Tries()
        tries.wrong += 1
        tries.last = now
        over = tries.wrong - self.free_tries
        if over >= 0:
            tries.locked_until = now + min(self.max_delay, self.base_delay * 2**over)

    def succeeded(self, address: str) -> None:
        self._tries.pop(address, None)

    def _forget_oldest(self) -> None:
        oldest = min(self._tries, key=lambda a: self._tries[a].last)
        del self._tries[oldest]
