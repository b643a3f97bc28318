"""Tables on the local network (zeroconf): announced without the code, found, updated,
withdrawn; and nothing but an empty list where multicast cannot be had."""

from __future__ import annotations

import time

import pytest

from game.net import discovery
from game.net.discovery import Announcer, TableBrowser, browse


@pytest.fixture(autouse=True)
def local_network_listing(monkeypatch):
    monkeypatch.delenv(discovery.OFF_VARIABLE, raising=False)  # (conftest turns it off)


def found(name: str, seconds: float = 3.0) -> list[discovery.Announced]:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        tables = [t for t in browse(0.5) if t.name == name]
        if tables:
            return tables
    return []


def test_a_table_is_announced_found_updated_and_withdrawn():
    name = f"Test table {time.monotonic_ns()}"
    announcer = Announcer(name, "silver", 47999, 2, "9.9.9", addresses=["127.0.0.1"])
    if not announcer.start():
        pytest.skip("no multicast here: zeroconf cannot announce")
    try:
        tables = found(name)
        if not tables:
            pytest.skip("no multicast here: the announcement is not heard back")
        table = tables[0]
        assert (table.game, table.free, table.version, table.port) == ("silver", 2, "9.9.9", 47999)
        assert table.address == "127.0.0.1"
        assert set(announcer._properties()) == {
            "game",
            "table",
            "free",
            "version",
            "seats",
        }  # no code
        announcer.update(1)
        end = time.monotonic() + 3
        while time.monotonic() < end and [t.free for t in found(name)] != [1]:
            time.sleep(0.1)
        assert [t.free for t in found(name)] == [1]
    finally:
        announcer.close()
    end = time.monotonic() + 3
    while time.monotonic() < end and found(name, 0.5):
        time.sleep(0.1)
    assert found(name, 0.5) == []


def test_without_a_network_both_sides_carry_on(monkeypatch, caplog):
    import zeroconf

    def broken(*args, **kwargs):
        raise OSError("no multicast")

    monkeypatch.setattr(zeroconf, "Zeroconf", broken)
    announcer = Announcer("T", "silex", 1, 1, "1")
    assert announcer.start() is False
    announcer.update(0)
    announcer.close()
    browser = TableBrowser()
    assert browser.start() is False and browser.tables() == []
    browser.close()
    assert browse(0.2) == []
    assert "cannot" in caplog.text


def test_this_computer_s_address_is_found_without_sending_anything():
    addresses = discovery.local_addresses()
    assert addresses and all(a.count(".") == 3 for a in addresses)
