"""Tables on the local network: a host announces its table, "Join a table" lists them.

Multicast DNS service discovery (``zeroconf``), service type ``_quiettable._tcp.local.``.
An announcement says the game, the table's name, its free seats and the program's version,
and where to connect; never the join code (whoever joins must be told it). Where multicast is
not to be had (no network, a sandbox, a firewall) both sides log it once and carry on:
announcing does nothing, browsing finds nothing; the address can still be typed.
"""

from __future__ import annotations

import contextlib
import logging
import os
import socket
import threading
import time
from dataclasses import dataclass
from typing import Any

log = logging.getLogger("quiet_table.net")

SERVICE_TYPE = "_quiettable._tcp.local."
# Set to 1: no announcing and no listing (the test suite's processes would answer each other).
OFF_VARIABLE = "QUIET_TABLE_NO_DISCOVERY"


def listing_off() -> bool:
    return os.environ.get(OFF_VARIABLE) == "1"


NAME_MAX = 40  # a table's name in an announcement


@dataclass(frozen=True)
class Announced:
    """A table found on the local network."""

    name: str  # the table's name, as its host gave it
    game: str
    free: int  # remote seats nobody sits at yet
    version: str
    address: str  # where to connect (the first address announced)
    port: int
    seats: tuple[tuple[int, str], ...] = ()  # the free seats, by number and name


def local_addresses() -> list[str]:
    """This computer's address on the local network (the one a route out would use), or
    the loopback address when there is none. No packet is sent: a UDP socket only picks its
    way out."""
    found = []
    for probe in ("192.0.2.1", "10.255.255.255"):  # documentation and private ranges
        with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect((probe, 9))
            address = s.getsockname()[0]
            if address not in found and not address.startswith("0."):
                found.append(address)
    return found or ["127.0.0.1"]


SEATS_TEXT_MAX = 240  # a TXT entry holds 255 bytes with its key


def seats_text(seats: list[tuple[int, str]]) -> str:
    """The free seats as an announcement carries them: ``1:Bo|2:Cleo`` (names cleaned)."""
    parts = []
    for seat, name in seats:
        clean = "".join(c for c in name if c.isprintable() and c not in "|:")[:24]
        parts.append(f"{seat}:{clean}")
    text = "|".join(parts)
    while len(text.encode("utf-8")) > SEATS_TEXT_MAX and parts:
        parts.pop()
        text = "|".join(parts)
    return text


def seats_from(text: str) -> tuple[tuple[int, str], ...]:
    """An announcement's free seats (anything malformed is left out)."""
    out = []
    for part in text.split("|")[:8]:
        number, _, name = part.partition(":")
        if number.isdigit() and int(number) < 8 and name:
            out.append((int(number), name[:24]))
    return tuple(out)


def _service_name(table: str) -> str:
    clean = "".join(c for c in table if c.isprintable() and c not in ".\\")[:NAME_MAX]
    return f"{clean or 'Quiet Table'} ({socket.gethostname()[:20]}).{SERVICE_TYPE}"


class Announcer:
    """Announces one hosted table while it is open; ``close`` withdraws it."""

    def __init__(
        self,
        table: str,
        game: str,
        port: int,
        free: int,
        version: str,
        addresses: list[str] | None = None,
        seats: list[tuple[int, str]] | None = None,
    ) -> None:
        self.table, self.game, self.port, self.free, self.version = table, game, port, free, version
        self.seats = list(seats or [])  # the free seats' numbers and names
        self.addresses = addresses or local_addresses()
        self._zc: Any = None
        self._info: Any = None
        self._lock = threading.Lock()

    def _properties(self) -> dict[str, str]:
        return {
            "game": self.game,
            "table": self.table[:NAME_MAX],
            "free": str(self.free),
            "version": self.version,
            "seats": seats_text(self.seats),
        }

    def start(self) -> bool:
        """Announce; False (logged) where the local network cannot be reached."""
        if listing_off():
            return False
        try:
            from zeroconf import ServiceInfo, Zeroconf

            info = ServiceInfo(
                SERVICE_TYPE,
                _service_name(self.table),
                addresses=[socket.inet_aton(a) for a in self.addresses if "." in a],
                port=self.port,
                properties=self._properties(),
            )
            zc = Zeroconf()
            zc.register_service(info, allow_name_change=True)
        except Exception as exc:  # no multicast here: the table is still joined by address
            log.warning("the table cannot be announced on the local network: %s", exc)
            return False
        with self._lock:
            self._zc, self._info = zc, info
        return True

    def update(self, free: int, seats: list[tuple[int, str]] | None = None) -> None:
        """The free seats changed."""
        with self._lock:
            self.free = free
            self.seats = list(seats or [])
            if self._zc is None:
                return
            try:
                from zeroconf import ServiceInfo

                self._info = ServiceInfo(
                    SERVICE_TYPE,
                    self._info.name,
                    addresses=self._info.addresses,
                    port=self.port,
                    server=self._info.server,
                    properties=self._properties(),
                )
                self._zc.update_service(self._info)
            except Exception as exc:
                log.warning("the table's announcement could not be updated: %s", exc)

    def close(self) -> None:
        with self._lock:
            zc, info, self._zc = self._zc, self._info, None
        if zc is not None:
            with contextlib.suppress(Exception):
                zc.unregister_service(info)
            with contextlib.suppress(Exception):
                zc.close()


class TableBrowser:
    """Keeps the list of tables announced on the local network while it is open."""

    def __init__(self) -> None:
        self._zc: Any = None
        self._browser: Any = None
        self._names: set[str] = set()
        self._lock = threading.Lock()
        self.available = False

    def start(self) -> bool:
        """Start listening; False (logged) where the local network cannot be reached."""
        if listing_off():
            return False
        try:
            from zeroconf import ServiceBrowser, Zeroconf

            self._zc = Zeroconf()
            self._browser = ServiceBrowser(self._zc, SERVICE_TYPE, handlers=[self._changed])
        except Exception as exc:
            log.warning("tables on the local network cannot be listed: %s", exc)
            self.close()
            return False
        self.available = True
        return True

    def _changed(self, zeroconf: Any, service_type: str, name: str, state_change: Any) -> None:
        with self._lock:
            if state_change.name == "Removed":
                self._names.discard(name)
            else:
                self._names.add(name)

    def tables(self, timeout: float = 0.5) -> list[Announced]:
        """The tables announced now (each looked up within ``timeout`` seconds)."""
        if self._zc is None:
            return []
        with self._lock:
            names = sorted(self._names)
        found = []
        for name in names:
            table = self._lookup(name, timeout)
            if table is not None:
                found.append(table)
        return found

    def _lookup(self, name: str, timeout: float) -> Announced | None:
        try:
            info = self._zc.get_service_info(SERVICE_TYPE, name, timeout=int(timeout * 1000))
            if info is None:
                return None
            props = {
                (k.decode("utf-8", "replace") if isinstance(k, bytes) else str(k)): (
                    v.decode("utf-8", "replace") if isinstance(v, bytes) else ""
                )
                for k, v in (info.properties or {}).items()
            }
            addresses = info.parsed_addresses()
            free = int(props.get("free", "0")) if props.get("free", "0").isdigit() else 0
            seats = seats_from(props.get("seats", ""))
            return Announced(
                name=props.get("table", "")[:NAME_MAX],
                game=props.get("game", "")[:40],
                free=free,
                version=props.get("version", "")[:40],
                address=addresses[0] if addresses else "",
                port=int(info.port or 0),
                seats=seats,
            )
        except Exception as exc:  # a malformed announcement is skipped
            log.info("an announcement could not be read: %s", exc)
            return None

    def close(self) -> None:
        browser, zc = self._browser, self._zc
        self._browser = self._zc = None
        if browser is not None:
            with contextlib.suppress(Exception):
                browser.cancel()
        if zc is not None:
            with contextlib.suppress(Exception):
                zc.close()


def browse(seconds: float = 2.0) -> list[Announced]:
    """The tables announced on the local network within ``seconds`` (empty where the local
    network cannot be listened to)."""
    browser = TableBrowser()
    if not browser.start():
        return []
    try:
        end = time.monotonic() + seconds
        found: list[Announced] = []
        while time.monotonic() < end:
            time.sleep(0.1)
            found = browser.tables()
            if found:
                time.sleep(0.2)  # others answer within moments of the first
                return browser.tables()
        return found
    finally:
        browser.close()
