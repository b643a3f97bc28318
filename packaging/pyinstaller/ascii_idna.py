"""PyInstaller runtime hook (build.spec): the "idna" codec for host names in ASCII, without
unicodedata.

``socket.getaddrinfo`` encodes a host given as text with the "idna" codec, so every connection
a joining program opens (websockets.sync.client, through ``socket.create_connection``) needs
that codec. Python's own (encodings.idna) imports unicodedata, which the executable leaves out
(1.1 MB; build.spec). For a name in ASCII, as every table's address is (an IP address from the
local network's list, or a name typed in ASCII), IDNA changes nothing: it checks each label's
length and gives back the same bytes. This codec does just that, as encodings.idna does for
ASCII, and refuses any other name with a UnicodeError.

Registered after Python's own search function, and only where unicodedata cannot be imported,
so it answers only where encodings.idna cannot.
"""

from __future__ import annotations

import codecs
import importlib.util

ACE_PREFIX = b"xn--"  # a label written in IDNA's own ASCII form (to read it needs unicodedata)
REFUSED = "host names with letters beyond ASCII are not supported by this program"


def encode(text: str, errors: str = "strict") -> tuple[bytes, int]:
    if errors != "strict":
        raise UnicodeError("unsupported error handling " + errors)
    if not text.isascii():
        raise UnicodeError(REFUSED)
    data = text.encode("ascii")
    labels = data.split(b".")
    for label in labels[:-1]:
        if not 0 < len(label) < 64:
            raise UnicodeError("label empty or too long")
    if len(labels[-1]) >= 64:
        raise UnicodeError("label too long")
    return data, len(text)


def decode(data: bytes, errors: str = "strict") -> tuple[str, int]:
    if errors != "strict":
        raise UnicodeError("Unsupported error handling " + errors)
    data = bytes(data)
    if ACE_PREFIX in data or not data.isascii():
        raise UnicodeError(REFUSED)
    return data.decode("ascii"), len(data)


def search(name: str) -> codecs.CodecInfo | None:
    if name != "idna":
        return None
    return codecs.CodecInfo(name="idna", encode=encode, decode=decode)


def install() -> bool:
    """Register the codec where Python's own cannot load; True when it was registered."""
    try:
        missing = importlib.util.find_spec("unicodedata") is None
    except (ImportError, ValueError):
        missing = True
    if missing:
        codecs.register(search)
    return missing


install()
