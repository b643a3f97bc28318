"""``--smoke``'s network play (game/release/net_check.py): a table hosted and joined on this
computer passes, and a host that shows the remote seat the wrong thing, or refuses its moves,
is reported. Also the executable's runtime hooks (packaging/pyinstaller/): with no ssl and no
unicodedata at all, websockets' sync client and server load, play over ws:// and refuse
wss://, and the "idna" codec takes ASCII host names as Python's own does and refuses others."""

from __future__ import annotations

import codecs
import dataclasses
import runpy
import socket
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from game.net.host import TableHost
from game.release import net_check

ROOT = Path(__file__).resolve().parent.parent
NO_TLS = ROOT / "packaging" / "pyinstaller" / "no_tls.py"
ASCII_IDNA = ROOT / "packaging" / "pyinstaller" / "ascii_idna.py"


def test_a_table_is_hosted_joined_played_to_the_end_and_closed() -> None:
    assert net_check.net_smoke(seed=1) == []


def test_a_remote_seat_shown_another_seat_s_view_is_reported(monkeypatch) -> None:
    state_for = TableHost._state_for

    def leaky(self, seat, peer):
        state = state_for(self, seat, peer)
        if peer is None:
            return state
        return dataclasses.replace(state, view=self.session.state.view(0))  # the host's hand

    monkeypatch.setattr(TableHost, "_state_for", leaky)
    problems = net_check.net_smoke(seed=1)
    assert problems and all(p.startswith("net:") for p in problems)


def test_a_host_that_refuses_the_remote_seat_s_moves_is_reported(monkeypatch) -> None:
    monkeypatch.setattr(TableHost, "_remote_act", lambda self, seat, message: ("illegal", ""))
    problems = net_check.net_smoke(seed=2)
    assert any("refused" in p for p in problems), problems


def test_a_port_still_listened_on_is_seen() -> None:
    with socket.create_server(("127.0.0.1", 0)) as listener:
        port = listener.getsockname()[1]
        assert net_check.still_listening(port)
    assert not net_check.still_listening(port)


STAND_IN_RUN = """
import codecs, runpy, socket, sys
for name in ("ssl", "unicodedata", "encodings.idna"):
    assert name not in sys.modules, name + " was imported before the test began"
# As in the executable: no ssl, no unicodedata (and so no "idna" codec of Python's own).
sys.modules["ssl"] = sys.modules["_ssl"] = sys.modules["unicodedata"] = None
try:
    "localhost".encode("idna")
except LookupError:
    pass
else:
    raise AssertionError("the idna codec worked without unicodedata")
for hook in {hooks!r}:
    runpy.run_path(hook)
sys.path.insert(0, {root!r})
from game.release.net_check import net_smoke
problems = net_smoke(seed=4)
assert problems == [], problems
assert sys.modules["ssl"] is None
holders = sorted(
    name for name, module in list(sys.modules.items())
    if module is not None and any(type(v).__name__ == "NoTLS" for v in vars(module).values())
)
assert holders == ["websockets.sync.client", "websockets.sync.server"], holders
import http.client, urllib.request
assert not urllib.request._have_ssl and not hasattr(http.client, "HTTPSConnection")
from websockets.sync.client import connect
with socket.create_server(("127.0.0.1", 0)) as listener:
    try:
        connect(f"wss://127.0.0.1:{{listener.getsockname()[1]}}", open_timeout=2)
    except AttributeError as exc:
        assert "TLS is not part of this program" in str(exc), exc
    else:
        raise AssertionError("wss:// was not refused")
try:
    socket.getaddrinfo("t\u00e4ble.local", 80)
except UnicodeError:
    pass
else:
    raise AssertionError("a host name beyond ASCII was looked up")
print("stand-ins ok")
"""


def test_without_ssl_or_unicodedata_the_stand_ins_let_a_table_be_played_over_ws() -> None:
    hooks = [str(NO_TLS), str(ASCII_IDNA)]
    code = textwrap.dedent(STAND_IN_RUN.format(hooks=hooks, root=str(ROOT)))
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, cwd=ROOT
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert "stand-ins ok" in done.stdout


@pytest.mark.parametrize("hook", [NO_TLS, ASCII_IDNA])
def test_the_stand_ins_stay_away_where_python_has_its_own(hook: Path) -> None:
    code = f"import runpy; print(runpy.run_path({str(hook)!r})['install']())"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.stdout.strip() == "False", done.stderr


ASCII_NAMES = ["127.0.0.1", "localhost", "my-pc.local", "host.", "", "a" * 63, "x." + "b" * 63]


def test_the_ascii_idna_codec_gives_what_python_s_own_gives_for_ascii_names() -> None:
    ours = runpy.run_path(str(ASCII_IDNA), run_name="ascii_idna")  # (unicodedata is here: no-op)
    for name in ASCII_NAMES:
        assert ours["encode"](name) == codecs.lookup("idna").encode(name), name
        data = name.encode("ascii")
        assert ours["decode"](data) == codecs.lookup("idna").decode(data), name
    for bad in ["a" * 64, "a..b", ".a", "x." + "b" * 64]:
        with pytest.raises(UnicodeError):
            codecs.lookup("idna").encode(bad)
        with pytest.raises(UnicodeError):
            ours["encode"](bad)
    for beyond in ["t\u00e4ble.local", "\u4f8b\u3048.jp"]:
        with pytest.raises(UnicodeError):
            ours["encode"](beyond)
    with pytest.raises(UnicodeError):
        ours["decode"](b"xn--tble-5qa.local")
    assert ours["search"]("utf-8") is None and ours["search"]("idna").name == "idna"
