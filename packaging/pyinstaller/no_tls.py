"""PyInstaller runtime hook (build.spec): websockets' sync client and server load without ssl.

The executable leaves out Python's ssl module and OpenSSL (5.5 MB on Linux): tables are joined
over plain ws:// on the local network, never wss://. Yet ``websockets.sync.client`` and
``websockets.sync.server`` import ssl at their top, only to offer TLS. While either of them
loads, ``ssl`` is a stand-in with nothing in it, so any attempt at TLS fails at once
(an AttributeError that says so). Every other module still finds no ssl, as in a Python built
without OpenSSL, which is what urllib, http.client and asyncio expect; the two of them that
websockets imports are loaded first, before the stand-in is there.

Installed only where ssl cannot be imported (the executable); elsewhere it does nothing.
"""

from __future__ import annotations

import importlib.abc
import importlib.util
import sys
import types

NEEDS_SSL = ("websockets.sync.client", "websockets.sync.server")
# Standard modules those import that look for ssl themselves: loaded first, they find none.
LOADED_FIRST = ("http.client", "urllib.request")
_ABSENT = object()


class NoTLS(types.ModuleType):
    """What websockets' sync modules see as ``ssl``."""

    def __getattr__(self, name: str):
        raise AttributeError(f"ssl.{name}: TLS is not part of this program (ws:// only)")


class _Loader:
    """The module's own loader, with the stand-in in place while it runs the module."""

    def __init__(self, loader) -> None:
        self.loader = loader

    def __getattr__(self, name: str):
        return getattr(self.loader, name)

    def create_module(self, spec):
        return self.loader.create_module(spec)

    def exec_module(self, module) -> None:
        for name in LOADED_FIRST:
            __import__(name)
        saved = sys.modules.get("ssl", _ABSENT)
        sys.modules["ssl"] = NoTLS("ssl")
        try:
            self.loader.exec_module(module)
        finally:
            if saved is _ABSENT:
                sys.modules.pop("ssl", None)
            else:
                sys.modules["ssl"] = saved


class NoTLSFinder(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path, target=None):
        if name not in NEEDS_SSL:
            return None
        for finder in sys.meta_path:
            if finder is self or not hasattr(finder, "find_spec"):
                continue
            spec = finder.find_spec(name, path, target)
            if spec is not None and spec.loader is not None:
                spec.loader = _Loader(spec.loader)
                return spec
        return None


def install() -> bool:
    """Put the finder first, unless ssl can be imported (then it is not needed)."""
    try:
        missing = importlib.util.find_spec("ssl") is None
    except (ImportError, ValueError):
        missing = True
    if missing and not any(isinstance(f, NoTLSFinder) for f in sys.meta_path):
        sys.meta_path.insert(0, NoTLSFinder())
    return missing


install()
