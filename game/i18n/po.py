"""Gettext catalogues read from their ``.po`` text at run time.

The program ships the ``.po`` files (assets/locale/<language>/<area>.po) and compiles each in
memory to the binary ``.mo`` form that the standard library's ``gettext.GNUTranslations``
reads: no build step, and the wheel, the source tree and the executable carry the same files.
Babel writes and updates the ``.po`` files (game/i18n/catalogs.py); this reader only needs
the subset Babel writes: comments, ``msgctxt``, ``msgid``, ``msgid_plural``, ``msgstr`` and
``msgstr[n]``, strings continued over lines, and the ``fuzzy`` flag (fuzzy entries are left
out, as msgfmt does).
"""

from __future__ import annotations

import ast
import struct
from dataclasses import dataclass, field

CONTEXT_SEPARATOR = "\x04"  # gettext's key for a message with a context: "ctx\x04id"


class PoError(ValueError):
    """A ``.po`` file that cannot be read (the line says where)."""


@dataclass
class Message:
    id: str = ""
    plural: str = ""
    context: str | None = None
    strings: dict[int, str] = field(default_factory=dict)  # msgstr, or msgstr[n] by n
    fuzzy: bool = False

    @property
    def key(self) -> str:
        return self.id if self.context is None else f"{self.context}{CONTEXT_SEPARATOR}{self.id}"

    @property
    def translated(self) -> bool:
        return bool(self.strings) and all(self.strings.values())


def _unquote(text: str, number: int) -> str:
    text = text.strip()
    if len(text) < 2 or text[0] != '"' or text[-1] != '"':
        raise PoError(f"line {number}: a quoted string was expected")
    try:
        return ast.literal_eval(text)  # the C escapes a .po uses are Python's too
    except (ValueError, SyntaxError) as exc:
        raise PoError(f"line {number}: {exc}") from exc


def parse_po(text: str) -> list[Message]:
    """Every message of a ``.po`` text, the header (msgid "") first as in the file."""
    messages: list[Message] = []
    current: Message | None = None
    target: tuple[str, int] | None = None  # the field continued lines add to
    fuzzy = False

    def finish() -> None:
        nonlocal current
        if current is not None:
            messages.append(current)
        current = None

    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line:
            continue
        if line.startswith("#"):
            if line.startswith("#,") and "fuzzy" in line:
                finish()
                fuzzy = True
            elif line.startswith("#~"):
                target = None  # an obsolete entry: not a message
            continue
        keyword, _, rest = line.partition(" ")
        if line.startswith('"'):
            if target is None or current is None:
                raise PoError(f"line {number}: a string outside any message")
            name, index = target
            if name == "msgstr":
                current.strings[index] += _unquote(line, number)
            else:
                setattr(current, name, getattr(current, name) + _unquote(line, number))
            continue
        if keyword == "msgctxt" or (keyword == "msgid" and (current is None or current.strings)):
            finish()
            current = Message(fuzzy=fuzzy)
            fuzzy = False
        if current is None:
            raise PoError(f"line {number}: {keyword} before msgid")
        if keyword == "msgctxt":
            current.context, target = _unquote(rest, number), ("context", 0)
        elif keyword == "msgid":
            current.id, target = _unquote(rest, number), ("id", 0)
        elif keyword == "msgid_plural":
            current.plural, target = _unquote(rest, number), ("plural", 0)
        elif keyword == "msgstr":
            current.strings[0], target = _unquote(rest, number), ("msgstr", 0)
        elif keyword.startswith("msgstr[") and keyword.endswith("]"):
            index = int(keyword[7:-1])
            current.strings[index], target = _unquote(rest, number), ("msgstr", index)
        else:
            raise PoError(f"line {number}: unknown keyword {keyword!r}")
    finish()
    return messages


def mo_bytes(messages: list[Message]) -> bytes:
    """The binary catalogue of the translated, non-fuzzy messages (and the header)."""
    pairs: dict[bytes, bytes] = {}
    for m in messages:
        if m.fuzzy or not (m.translated or m.id == ""):
            continue
        key = m.key if not m.plural else f"{m.key}\x00{m.plural}"
        value = "\x00".join(m.strings[i] for i in sorted(m.strings))
        if m.id == "" and "charset=" not in value:  # these bytes are UTF-8, whatever it says
            value += "Content-Type: text/plain; charset=UTF-8\n"
        pairs[key.encode("utf-8")] = value.encode("utf-8")
    keys = sorted(pairs)
    ids = b"".join(k + b"\x00" for k in keys)
    strs = b"".join(pairs[k] + b"\x00" for k in keys)
    start = 7 * 4 + 16 * len(keys)  # header, then the two offset tables
    offsets: list[int] = []
    o = 0
    for k in keys:
        offsets += [len(k), start + o]
        o += len(k) + 1
    value_start = start + len(ids)
    o = 0
    for k in keys:
        offsets += [len(pairs[k]), value_start + o]
        o += len(pairs[k]) + 1
    header = struct.pack("Iiiiiii", 0x950412DE, 0, len(keys), 7 * 4, 7 * 4 + 8 * len(keys), 0, 0)
    return header + struct.pack(f"{len(offsets)}i", *offsets) + ids + strs
